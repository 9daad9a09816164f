import Foundation

/// Lets main-actor tasks started by the host (`.task`, `.refreshable`, `Task { }`) run until
/// `condition` holds, or until `timeout` seconds of wall-clock time have passed (a bound reached
/// only when the condition never holds: it returns as soon as it does).
///
/// A fixed number of `Task.yield()`s is not enough on a loaded machine: the other suites share
/// the cooperative pool, and a task may not have been scheduled after twenty yields. The caller
/// then checks the same condition with `#expect`, so a timeout shows as the failed expectation.
/// The bound is generous because the main actor is shared by every suite: in a full run on two
/// cores a main-actor test waits minutes in all for its turns (400 s of a 440-s run, measured).
@MainActor
func waitUntil(timeout: Double = 300, _ condition: () -> Bool) async {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() && Date() < deadline {
        await Task.yield()
        try? await Task.sleep(nanoseconds: 1_000_000)
    }
}

import Foundation
import PlaygroundUI

/// Runs the work waiting on the main queue: main-actor `Task`s (a `.refreshable` action, a
/// `Task { }` started in a button action, a `.task` woken from `Task.sleep`) and
/// `DispatchQueue.main.async` blocks. The window and the headless recorder call it before every
/// frame, so what they change shows in that frame.
/// (Not `LiveSession.tick`: tests drive sessions on the main actor, where draining the main queue
/// would start other tests' jobs inside them.)
@MainActor
public enum MainQueue {
    /// How many rounds a drain takes: work queued by work of the round before (a task resuming
    /// on the main actor after an await inside it) runs too, up to this depth.
    static let rounds = 2

    /// Runs the main queue until a marker queued behind its work has run, `rounds` times: one
    /// turn of the run loop may leave queued work for the next, which would make the frame
    /// where a woken task's change shows depend on timing (§30.5).
    /// `host`'s sleeping tasks that were woken are waited for first (other hosts' are not).
    public static func drain(for host: ViewHost) {
        // Tasks woken from `Task.sleep` reach the main queue through the concurrency runtime,
        // not always before a marker queued now: wait for them (a bounded time) first.
        let deadline = Date(timeIntervalSinceNow: 0.25)
        while host.wakingSleepers > 0 && Date() < deadline {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.001))
        }
        for _ in 0..<rounds {
            let marker = Marker()
            DispatchQueue.main.async { marker.reached = true }
            var turns = 0
            while !marker.reached && turns < 10 {
                // The first turns do not wait; then wait up to a millisecond for the queue's wakeup.
                _ = RunLoop.main.run(mode: .default, before: turns < 3 ? Date() : Date(timeIntervalSinceNow: 0.001))
                turns += 1
            }
        }
    }

    private final class Marker: @unchecked Sendable { var reached = false }
}

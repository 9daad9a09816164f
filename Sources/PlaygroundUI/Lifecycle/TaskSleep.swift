import Foundation
import Synchronization

// `Task.sleep` on the host's virtual clock (§22.3, §30.5). These declarations have the standard
// library's signatures; a file that imports this module (through `import SwiftUI`) gets these,
// because Swift prefers a declaration from a module that imports the other's. In a task a host
// started (`.task`, `Task { }` in an action or a frame) they wait for the host's virtual clock, so
// recordings are the same on every run; elsewhere they sleep in real time. Cancellation ends the
// sleep with `CancellationError`, as the standard library's does. They run on the caller's actor
// (`nonisolated(nonsending)`, which does not change what shadows what).

extension Task where Success == Never, Failure == Never {
    /// Suspends the task for `duration` nanoseconds (on the host's virtual clock in a task a
    /// host started); throws `CancellationError` if the task is cancelled.
    nonisolated(nonsending) public static func sleep(nanoseconds duration: UInt64) async throws {
        if let clock = _HostClock.forSleep {
            try await clock.sleep(seconds: Double(duration) / 1_000_000_000)
        } else {
            try await ContinuousClock().sleep(for: .nanoseconds(duration))
        }
    }

    /// Suspends the task for `duration` (on the host's virtual clock in a task a host started).
    nonisolated(nonsending) public static func sleep(for duration: Duration) async throws {
        if let clock = _HostClock.forSleep {
            try await clock.sleep(seconds: duration.seconds)
        } else {
            try await ContinuousClock().sleep(for: duration)
        }
    }

    /// Suspends the task for `duration` on `clock` (the host's virtual clock stands in for the
    /// continuous and suspending clocks in a task a host started).
    nonisolated(nonsending) public static func sleep<C: Clock>(for duration: C.Instant.Duration, tolerance: C.Instant.Duration? = nil,
                                       clock: C = ContinuousClock()) async throws {
        if let virtual = _HostClock.forSleep, C.self == ContinuousClock.self || C.self == SuspendingClock.self,
           let d = duration as? Duration {
            try await virtual.sleep(seconds: d.seconds)
        } else {
            try await clock.sleep(for: duration, tolerance: tolerance)
        }
    }

    /// Suspends the task until `deadline` on `clock` (measured from the clock's now onto the
    /// host's virtual clock in a task a host started).
    nonisolated(nonsending) public static func sleep<C: Clock>(until deadline: C.Instant, tolerance: C.Instant.Duration? = nil,
                                       clock: C = ContinuousClock()) async throws {
        if let virtual = _HostClock.forSleep, C.self == ContinuousClock.self || C.self == SuspendingClock.self,
           let d = clock.now.duration(to: deadline) as? Duration {
            try await virtual.sleep(seconds: d.seconds)
        } else {
            try await clock.sleep(until: deadline, tolerance: tolerance)
        }
    }

    /// The deprecated form: suspends for `duration` nanoseconds; cancellation ends it early
    /// without an error.
    @available(*, deprecated, renamed: "Task.sleep(nanoseconds:)")
    nonisolated(nonsending) public static func sleep(_ duration: UInt64) async {
        try? await sleep(nanoseconds: duration)
    }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) * 1e-18
    }
}

extension _VirtualClock {
    /// This clock's sleeping tasks woken (by the clock, a cancellation or their host going) that
    /// have not run again yet: a window or a recorder runs the main queue before a frame until its
    /// host's count is zero, so the frame where a woken task's change shows does not depend on
    /// threads (§30.5). Per clock: a recorder does not wait for the sleepers of other hosts.
    package var wakingSleepers: Int { waking.load(ordering: .relaxed) }

    /// Suspends the calling task until the clock has advanced by `seconds`; a cancelled task is
    /// woken with `CancellationError`, and so is a task whose host goes. It runs on the caller's
    /// actor (`nonisolated(nonsending)`), so a main-actor task woken in a frame is queued on the
    /// main queue at once — run before the next frame, whatever the threads are doing.
    func sleep(seconds: Double, isolation: isolated (any Actor)? = #isolation) async throws {
        try Task.checkCancellation()
        let sleeper = _Sleeper(clock: self)
        defer { sleeper.arrived() }
        // The closures name `isolation`, so they run on the caller's actor too: the continuation
        // is made there, and resumed there.
        try await withTaskCancellationHandler(operation: {
            _ = isolation
            try await withCheckedThrowingContinuation(isolation: isolation) { (continuation: CheckedContinuation<Void, Error>) in
                guard sleeper.install(continuation) else { return }
                let id = schedule(at: now + max(seconds, 0), onDrop: { sleeper.wake(CancellationError()) }) { sleeper.wake(nil) }
                if let id { sleeper.scheduled(id) } else { sleeper.wake(CancellationError()) }
            }
        }, onCancel: {
            sleeper.cancel()
        }, isolation: isolation)
    }
}

/// One sleeping task: its continuation, resumed once (woken by the clock, cancelled, or dropped).
final class _Sleeper: Sendable {
    /// The clock it sleeps on: the one that counts it in `wakingSleepers` while it is woken, and
    /// the one its cancellation takes its wake-up from.
    private let clock: _VirtualClock
    init(clock: _VirtualClock) { self.clock = clock }

    private struct State {
        var continuation: CheckedContinuation<Void, Error>?
        var cancelled = false
        var finished = false
        var id: Int?
        /// Woken and counted in the clock's `wakingSleepers` until the task runs again.
        var counted = false
    }
    private let state = Mutex(State())

    /// Keeps the continuation; false (and resumed with `CancellationError`) if already cancelled.
    func install(_ c: CheckedContinuation<Void, Error>) -> Bool {
        let cancelled = state.withLock { s -> Bool in
            if s.cancelled { s.finished = true; return true }
            s.continuation = c
            return false
        }
        if cancelled { c.resume(throwing: CancellationError()) }
        return !cancelled
    }

    func scheduled(_ id: Int) {
        state.withLock { $0.id = id }
    }

    func wake(_ error: Error?) {
        let c = state.withLock { s -> CheckedContinuation<Void, Error>? in
            guard !s.finished else { return nil }
            s.finished = true
            if s.continuation != nil {
                s.counted = true
                clock.waking.add(1, ordering: .relaxed)
            }
            defer { s.continuation = nil }
            return s.continuation
        }
        if let error { c?.resume(throwing: error) } else { c?.resume() }
    }

    /// The task runs again after its wake.
    func arrived() {
        let counted = state.withLock { s -> Bool in defer { s.counted = false }; return s.counted }
        if counted { clock.waking.subtract(1, ordering: .relaxed) }
    }

    func cancel() {
        let id = state.withLock { s -> Int? in
            s.cancelled = true
            return s.id
        }
        if let id { clock.cancel(id) }
        wake(CancellationError())
    }
}

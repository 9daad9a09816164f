import Foundation
import Dispatch
import Synchronization

// Foundation's timers and the main queue's delayed work on the host's virtual clock (§30.7).
// Foundation's own `Timer.scheduledTimer`, `RunLoop.add(_:forMode:)` and
// `DispatchQueue.asyncAfter(deadline:)` keep real time; a program `playground open` builds gets
// declarations of the same signatures in its own module (which Swift prefers to an imported
// module's, whatever the file imports) that call these. On the main thread while a host runs,
// the work waits for the host's virtual clock, so a stopwatch ticks 100 times in a recorded second
// however fast the machine draws, and a recording is the same on every run; elsewhere (another
// thread, no host) Foundation's and Dispatch's own timing is used.

/// What a program built by `playground open` calls for Foundation's timers and
/// `DispatchQueue.main.asyncAfter`: the same work on the host's virtual clock while a host runs
/// (docs/semantics.md §30.7); a package's own tests can call it to get the same timing.
/// Public because the generated declarations in the program's module call it.
public enum _HostTimers {
    /// `Timer.scheduledTimer(withTimeInterval:repeats:block:)`: `block` after `interval` seconds
    /// (and every `interval` after that when it `repeats`) on the current run loop — on the main
    /// thread while a host runs, on the host's virtual clock. `invalidate()` stops it.
    public static func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                      block: @escaping @Sendable (Timer) -> Void) -> Timer {
        // Foundation's: a repeating interval of 0 or less is 0.1 ms.
        let every = repeats && interval <= 0 ? 0.0001 : interval
        let timer = Timer(fire: Date(timeIntervalSinceNow: every), interval: every, repeats: repeats, block: block)
        // The main thread's run loop is the main one (a host call — a view's `onAppear`, an
        // action — is on the main actor, which a test runner may run on another thread).
        if Thread.isMainThread || _HostClock.bound != nil, let clock = _HostClock.current {
            _VirtualTimer.drive(timer, after: every, on: clock)
        } else {
            RunLoop.current.add(timer, forMode: .default)
        }
        return timer
    }

    /// Notes that `timer` was just made to fire first `interval` seconds from now
    /// (`Timer(timeInterval:repeats:block:)`): added to the main run loop while a host runs, it
    /// fires that far along the virtual clock from when it was made, whatever real time passed in
    /// between.
    public static func madeTimer(_ timer: Timer, firesAfter interval: TimeInterval) {
        guard let clock = _HostClock.current else { return }
        _VirtualTimer.noteMade(timer, due: clock.now + max(interval, 0))
    }

    /// `RunLoop.add(_:forMode:)` for a timer: the main run loop, while a host runs, fires it on
    /// the host's virtual clock at its fire date and then every `timeInterval`. A timer already on
    /// the virtual clock (`scheduledTimer` then `add(_:forMode: .common)`, as code that keeps a
    /// timer firing while a scroll view tracks does) is not added twice.
    public static func add(_ timer: Timer, to runLoop: RunLoop, forMode mode: RunLoop.Mode) {
        if _VirtualTimer.isDriven(timer) { return }
        if runLoop === RunLoop.main, let clock = _HostClock.current {
            let due = _VirtualTimer.takeMade(timer) ?? clock.now + (timer.fireDate.timeIntervalSinceNow * 1000).rounded() / 1000
            _VirtualTimer.drive(timer, after: due - clock.now, on: clock)
            return
        }
        runLoop.add(timer, forMode: mode)
    }

    /// `DispatchQueue.asyncAfter(deadline:qos:flags:execute:)`: on the main queue while a host
    /// runs, `work` runs when the host's virtual clock has gone as far past now as `deadline` is.
    public static func asyncAfter(_ queue: DispatchQueue, deadline: DispatchTime, qos: DispatchQoS, flags: DispatchWorkItemFlags,
                                  execute work: @escaping @Sendable @convention(block) () -> Void) {
        if let clock = mainQueueClock(queue), clock.schedule(after: deadline.secondsFromNow, { work() }) != nil { return }
        queue.asyncAfter(deadline: deadline, qos: qos, flags: flags, execute: work)
    }

    /// `DispatchQueue.asyncAfter(deadline:execute:)` with a work item: on the main queue while a
    /// host runs, on the virtual clock, and not at all if the item is cancelled first.
    public static func asyncAfter(_ queue: DispatchQueue, deadline: DispatchTime, execute item: DispatchWorkItem) {
        if let clock = mainQueueClock(queue),
           clock.schedule(after: deadline.secondsFromNow, { if !item.isCancelled { item.perform() } }) != nil { return }
        queue.asyncAfter(deadline: deadline, execute: item)
    }

    /// The host's virtual clock when `queue` is the main queue and a host runs.
    /// (`DispatchQueue.main` makes a new object at each call on Linux: compared by label.)
    private static func mainQueueClock(_ queue: DispatchQueue) -> _VirtualClock? {
        queue.label == DispatchQueue.main.label ? _HostClock.current : nil
    }

    /// The declarations `playground open` adds to a program's module (one generated file).
    package static let generatedSource = """
        // Generated by `playground open`: Foundation's timers and the main queue's delayed work on
        // the host's virtual clock (PlaygroundUI's `_HostTimers`). Declared in the program's own
        // module, so Swift prefers them to Foundation's; `nonisolated` under an app's default
        // main-actor isolation, as Foundation's are.
        import Foundation
        import Dispatch
        import PlaygroundUI

        extension Timer {
            // Apple's first fires `interval` after it is made (Linux Foundation's: at once).
            nonisolated convenience init(timeInterval interval: TimeInterval, repeats: Bool,
                                         block: @escaping @Sendable (Timer) -> Void) {
                self.init(fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: repeats, block: block)
                _HostTimers.madeTimer(self, firesAfter: interval)
            }
            nonisolated class func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                      block: @escaping @Sendable (Timer) -> Void) -> Timer {
                _HostTimers.scheduledTimer(withTimeInterval: interval, repeats: repeats, block: block)
            }
        }

        extension RunLoop {
            nonisolated func add(_ timer: Timer, forMode mode: RunLoop.Mode) {
                _HostTimers.add(timer, to: self, forMode: mode)
            }
        }

        extension DispatchQueue {
            nonisolated func asyncAfter(deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                            execute work: @escaping @Sendable @convention(block) () -> Void) {
                _HostTimers.asyncAfter(self, deadline: deadline, qos: qos, flags: flags, execute: work)
            }
            nonisolated func asyncAfter(deadline: DispatchTime, execute item: DispatchWorkItem) {
                _HostTimers.asyncAfter(self, deadline: deadline, execute: item)
            }
        }

        """
}

extension DispatchTime {
    /// Seconds from now to this time (negative when it has passed), to the millisecond: a deadline
    /// written `.now() + 0.5` is half a second on the virtual clock however long the real time
    /// between making it and reading it was (under half a millisecond).
    var secondsFromNow: Double {
        let now = DispatchTime.now().uptimeNanoseconds
        let s = uptimeNanoseconds >= now ? Double(uptimeNanoseconds - now) / 1e9 : -Double(now - uptimeNanoseconds) / 1e9
        return (s * 1000).rounded() / 1000
    }
}

/// Fires a Foundation `Timer` from the host's virtual clock: first `after` seconds from the
/// clock's now, then every `timeInterval` from each fire's due time (so it does not drift with
/// the frames), while it is valid. A repeating timer that fires faster than frames are drawn fires
/// as often as it would on a device; each run sees the clock at its own due time.
enum _VirtualTimer {
    /// The timers on a virtual clock now (by identity; a fired-out or invalidated one leaves).
    private static let driven = Mutex<Set<ObjectIdentifier>>([])

    static func isDriven(_ timer: Timer) -> Bool {
        let id = ObjectIdentifier(timer)
        return driven.withLock { $0.contains(id) }
    }

    /// Timers made by `Timer(timeInterval:repeats:block:)` on a host's clock and not yet added
    /// to a run loop, with the clock time of their first fire (weakly: one never added goes).
    private static let made = Mutex<[ObjectIdentifier: (timer: WeakTimer, due: Double)]>([:])
    private struct WeakTimer: @unchecked Sendable { weak var timer: Timer? }

    static func noteMade(_ timer: Timer, due: Double) {
        let entry = (timer: WeakTimer(timer: timer), due: due)
        made.withLock { table in
            table = table.filter { $0.value.timer.timer != nil }
            table[ObjectIdentifier(entry.timer.timer!)] = entry
        }
    }

    /// The clock time `timer` was made to fire first at, if it was noted (and forgets it).
    static func takeMade(_ timer: Timer) -> Double? {
        let id = ObjectIdentifier(timer)
        return made.withLock { table -> Double? in
            guard let entry = table.removeValue(forKey: id), entry.timer.timer === timer else { return nil }
            return entry.due
        }
    }

    static func drive(_ timer: Timer, after delay: Double, on clock: _VirtualClock) {
        let box = _UncheckedTimer(timer: timer)
        let id = ObjectIdentifier(timer)
        driven.withLock { _ = $0.insert(id) }
        let due = clock.now + max(delay, 0)
        let scheduled = clock.schedule(at: due, onDrop: { release(box) }) { fire(box, due: due, clock) }
        if scheduled == nil { release(box) }
    }

    private static func fire(_ box: _UncheckedTimer, due: Double, _ clock: _VirtualClock) {
        let timer = box.timer
        guard timer.isValid else { release(box); return }
        let interval = timer.timeInterval
        if interval > 0 {
            let next = due + interval
            if clock.schedule(at: next, onDrop: { release(box) }, { fire(box, due: next, clock) }) == nil { release(box) }
        } else {
            release(box)
        }
        timer.fire()   // a timer that does not repeat is invalidated by firing
    }

    private static func release(_ box: _UncheckedTimer) {
        let id = ObjectIdentifier(box.timer)
        driven.withLock { _ = $0.remove(id) }
    }
}

/// A timer handed to the clock's queue (the clock runs its work on the main thread).
private struct _UncheckedTimer: @unchecked Sendable { let timer: Timer }

import Foundation
import Synchronization

/// The one place where work scheduled in time waits for a host's virtual clock (§30.3): Combine's
/// `DispatchQueue.main` and `RunLoop.main` schedulers (debounce, throttle, delay, receive(on:)),
/// `Timer.publish`, and `Task.sleep` in a task the host started. Each host's graph owns one; the
/// frame runs the work due by its time before building (`_ViewGraph.runFrame`), so what it changes
/// shows in that frame, and recordings are the same on every run.
///
/// Work runs on the main thread, in time order (equal times in the order scheduled); while an item
/// runs, `now` is its due time, so work it schedules is timed from there, not from the frame.
/// Scheduling is safe from any thread.
package final class _VirtualClock: @unchecked Sendable {
    private struct Item {
        let due: Double
        let id: Int
        let action: () -> Void
        /// What runs instead when the host goes first.
        let drop: (() -> Void)?
    }
    private let lock = NSLock()
    /// How many entries the timelines of this clock's host have moved to (`TimelineView`; tests
    /// wait on it). Changed on the main actor only.
    @MainActor var timelineEntries = 0
    /// The wall-clock date when this host's first timeline asked for the date, and the clock's
    /// time then: the host's dates are that date plus the virtual time since (`_TimelineClock`).
    @MainActor var dateOrigin: (date: Date, clock: Double)?
    /// Where this host keeps the haptics it would have played: UIKit's feedback generators, called
    /// from a button's action with no view at hand, reach it through the bound clock.
    @MainActor weak var haptics: SensoryFeedbackLog?
    /// Sorted by (due, id): ids increase, so equal times keep the order they were scheduled in.
    private var items: [Item] = []
    private var lastID = 0
    /// The time, as a `Double`'s bits (read and set each frame without the lock).
    private let currentBits = Atomic<UInt64>(0)
    private var current: Double {
        get { Double(bitPattern: currentBits.load(ordering: .relaxed)) }
        set { currentBits.store(newValue.bitPattern, ordering: .relaxed) }
    }
    private var live = true
    private let count = Atomic<Int>(0)
    /// Sleeping tasks of this clock woken and not yet run again (`wakingSleepers`).
    let waking = Atomic<Int>(0)

    init() {}

    /// The clock's time, seconds since its host started.
    public var now: Double { current }
    /// Whether any work waits (read each frame without the lock).
    var hasWork: Bool { count.load(ordering: .relaxed) > 0 }
    /// False once the host has gone: work scheduled then runs on real time instead.
    var isLive: Bool { lock.withLock { live } }

    /// Runs `action` when the clock reaches `due` (at once in the next frame if it already has).
    /// Returns an id for `cancel(_:)`; nil when the clock's host has gone.
    @discardableResult
    func schedule(at due: Double, onDrop drop: (() -> Void)? = nil, _ action: @escaping () -> Void) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard live else { return nil }
        lastID += 1
        let item = Item(due: due, id: lastID, action: action, drop: drop)
        var low = 0, high = items.count   // the first item due later than `due`
        while low < high {
            let mid = (low + high) / 2
            if items[mid].due <= due { low = mid + 1 } else { high = mid }
        }
        items.insert(item, at: low)
        count.store(items.count, ordering: .relaxed)
        return item.id
    }

    /// Runs `action` `delay` seconds from now.
    @discardableResult
    func schedule(after delay: Double, _ action: @escaping () -> Void) -> Int? {
        schedule(at: now + max(delay, 0), action)
    }

    /// Removes scheduled work that has not run yet.
    func cancel(_ id: Int) {
        lock.withLock {
            items.removeAll { $0.id == id }
            count.store(items.count, ordering: .relaxed)
        }
    }

    /// Sets the clock to `time` without running anything (input delivered before a frame is timed
    /// at that frame).
    func set(_ time: Double) {
        let t = Self.snapped(time)
        if t > current { current = t }
    }

    /// `time` without the error a sum of frame durations gathers (60 × 1/60 is 0.9999999999999999):
    /// a time within a nanosecond of a whole microsecond is that microsecond.
    static func snapped(_ time: Double) -> Double {
        let r = (time * 1_000_000).rounded() / 1_000_000
        return abs(r - time) < 1e-9 ? r : time
    }

    /// Runs the work due by `time`, in time order, then leaves the clock at `time`. Work scheduled
    /// by that work and due by `time` runs too, up to a bound (work that keeps rescheduling itself
    /// at once continues in the next frame).
    func advance(to time: Double) {
        let time = Self.snapped(time)
        var ran = 0
        while ran < 10_000 {
            lock.lock()
            guard let first = items.first, first.due <= time + 1e-9 else { current = max(current, time); lock.unlock(); return }
            items.removeFirst()
            count.store(items.count, ordering: .relaxed)
            current = max(current, first.due)
            lock.unlock()
            first.action()
            ran += 1
        }
        lock.withLock { current = max(current, time) }
    }

    /// The host has gone: drop the work (a sleeping task is woken with `CancellationError`).
    func shutDown() {
        let dropped: [Item] = lock.withLock {
            live = false
            let all = items
            items = []
            count.store(0, ordering: .relaxed)
            return all
        }
        for item in dropped { item.drop?() }
    }
}

/// Which clock scheduled work uses (§30.3): the clock bound to the running task or host call,
/// else the clock of the host that ran last (still there), else none — real time.
package enum _HostClock {
    /// The clock of the host whose code runs now (bound around frames and input, and for the
    /// tasks a host starts; child tasks inherit it).
    @TaskLocal public static var bound: _VirtualClock?

    private struct Weak: @unchecked Sendable { weak var clock: _VirtualClock? }
    private static let last = Mutex(Weak())

    /// Makes `clock` the one plain code (`DispatchQueue.main.async` blocks, models changed outside
    /// a host call) schedules on.
    static func activate(_ clock: _VirtualClock) {
        last.withLock { if $0.clock !== clock { $0.clock = clock } }
    }

    /// The clock for Combine's main-thread schedulers now (nil: real time).
    public static var current: _VirtualClock? {
        if let b = bound { return b.isLive ? b : nil }
        guard let c = last.withLock({ $0.clock }), c.isLive else { return nil }
        return c
    }

    /// The clock for `Task.sleep` now: only one bound to the task (a sleep in a test's own code,
    /// or in a task no host started, is real time).
    static var forSleep: _VirtualClock? {
        guard let b = bound, b.isLive else { return nil }
        return b
    }
}

import Foundation
import Dispatch

/// Something that runs closures now or at a time: what time-based operators (`debounce`,
/// `throttle`, `delay`) and `receive(on:)` take (Combine's `Scheduler`).
///
/// Here `DispatchQueue.main` and `RunLoop.main` run their work on the host's virtual clock while
/// a host runs (a window, a recording, a `ViewHost`), so recordings are the same on every run, and
/// on real time otherwise (§30.3). Other queues and run loops are real time.
public protocol Scheduler<SchedulerTimeType> {
    associatedtype SchedulerTimeType: Strideable where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
    associatedtype SchedulerOptions
    /// The scheduler's current time.
    var now: SchedulerTimeType { get }
    /// The smallest tolerance it allows.
    var minimumTolerance: SchedulerTimeType.Stride { get }
    /// Runs `action` as soon as possible.
    func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
    /// Runs `action` at `date` or later.
    func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                  _ action: @escaping () -> Void)
    /// Runs `action` at `date` and then every `interval`, until the result is cancelled.
    func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                  options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable
}

extension Scheduler {
    public func schedule(_ action: @escaping () -> Void) { schedule(options: nil, action) }
    public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
        schedule(after: date, tolerance: minimumTolerance, options: nil, action)
    }
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, _ action: @escaping () -> Void) {
        schedule(after: date, tolerance: tolerance, options: nil, action)
    }
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, _ action: @escaping () -> Void) -> Cancellable {
        schedule(after: date, interval: interval, tolerance: minimumTolerance, options: nil, action)
    }
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
                         tolerance: SchedulerTimeType.Stride, _ action: @escaping () -> Void) -> Cancellable {
        schedule(after: date, interval: interval, tolerance: tolerance, options: nil, action)
    }
}

/// A stride that can be written in seconds, milliseconds, … (`.milliseconds(300)`, `.seconds(1)`).
public protocol SchedulerTimeIntervalConvertible {
    static func seconds(_ s: Int) -> Self
    static func seconds(_ s: Double) -> Self
    static func milliseconds(_ ms: Int) -> Self
    static func microseconds(_ us: Int) -> Self
    static func nanoseconds(_ ns: Int) -> Self
}

// MARK: Work on the virtual clock or on real time

/// Repeating work of a main-thread scheduler on the host's virtual clock when there is one, else
/// on real time (`real`).
enum _MainThreadWork {
    /// `action` after `delay` and then every `interval` seconds until cancelled.
    static func repeating(after delay: Double, interval: Double, real: (Double, Double, @escaping () -> Void) -> Cancellable,
                          _ action: @escaping () -> Void) -> Cancellable {
        if let clock = _HostClock.current {
            let work = _RepeatingWork(clock: clock, interval: max(interval, 0.0001), action: action)
            work.start(at: clock.now + max(delay, 0))
            return work
        }
        return real(delay, interval, action)
    }
}

/// Work repeated on a virtual clock: each run is timed from the last one's due time, so a repeat
/// does not drift with the frames.
final class _RepeatingWork: Cancellable, @unchecked Sendable {
    private weak var clock: _VirtualClock?
    private let interval: Double
    private var action: (() -> Void)?
    private var id: Int?
    private let lock = NSLock()

    init(clock: _VirtualClock, interval: Double, action: @escaping () -> Void) {
        self.clock = clock; self.interval = interval; self.action = action
    }

    func start(at due: Double) {
        guard let clock else { return }
        let id = clock.schedule(at: due) { [weak self] in self?.fire(due) }
        lock.withLock { self.id = id }
    }

    private func fire(_ due: Double) {
        guard let action = lock.withLock({ self.action }) else { return }
        start(at: due + interval)
        action()
    }

    func cancel() {
        let id = lock.withLock { () -> Int? in action = nil; return self.id }
        if let id { clock?.cancel(id) }
    }
}

/// A closure that crosses to a queue (the work of a scheduler is not `Sendable` in Combine either).
struct _UncheckedWork: @unchecked Sendable {
    let run: () -> Void
}

// MARK: ImmediateScheduler

/// A scheduler that runs work at once, on the calling thread (for tests and synchronous code).
public struct ImmediateScheduler: Scheduler, Sendable {
    public struct SchedulerTimeType: Strideable, Sendable {
        public struct Stride: ExpressibleByFloatLiteral, Comparable, SignedNumeric, Codable, SchedulerTimeIntervalConvertible, Sendable {
            public typealias FloatLiteralType = Double
            public typealias IntegerLiteralType = Int
            public typealias Magnitude = Int
            public var magnitude: Int
            public init(_ value: Int) { magnitude = value }
            public init(integerLiteral value: Int) { magnitude = value }
            public init(floatLiteral value: Double) { magnitude = Int(value) }
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let v = Int(exactly: source) else { return nil }
                magnitude = v
            }
            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
            public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
            public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
            public static func seconds(_ s: Int) -> Stride { Stride(0) }
            public static func seconds(_ s: Double) -> Stride { Stride(0) }
            public static func milliseconds(_ ms: Int) -> Stride { Stride(0) }
            public static func microseconds(_ us: Int) -> Stride { Stride(0) }
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(0) }
        }
        public func distance(to other: SchedulerTimeType) -> Stride { Stride(0) }
        public func advanced(by n: Stride) -> SchedulerTimeType { self }
    }
    public typealias SchedulerOptions = Never
    public static let shared = ImmediateScheduler()
    public var now: SchedulerTimeType { SchedulerTimeType() }
    public var minimumTolerance: SchedulerTimeType.Stride { .zero }
    public func schedule(options: Never?, _ action: @escaping () -> Void) { action() }
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: Never?, _ action: @escaping () -> Void) { action() }
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                         options: Never?, _ action: @escaping () -> Void) -> Cancellable {
        action()
        return AnyCancellable {}
    }
}

// MARK: DispatchQueue

extension DispatchQueue: Scheduler {
    /// A time on a dispatch queue's clock (on the host's virtual clock for `.main` while a host runs).
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        /// The time as a dispatch time.
        public var dispatchTime: DispatchTime { DispatchTime(uptimeNanoseconds: nanoseconds) }
        let nanoseconds: UInt64
        public init(_ time: DispatchTime) { nanoseconds = time.uptimeNanoseconds }
        init(nanoseconds: UInt64) { self.nanoseconds = max(nanoseconds, 1) }

        public func distance(to other: SchedulerTimeType) -> Stride {
            Stride(nanoseconds: Int(bitPattern: UInt(truncatingIfNeeded: other.nanoseconds &- nanoseconds)))
        }
        public func advanced(by n: Stride) -> SchedulerTimeType {
            // Clamped, not trapping: `DispatchTime.distantFuture` plus a delay stays in the far future.
            let (sum, overflow) = Int64(clamping: nanoseconds).addingReportingOverflow(Int64(n.magnitude))
            return SchedulerTimeType(nanoseconds: overflow ? (n.magnitude > 0 ? UInt64(Int64.max) : 1) : UInt64(max(sum, 1)))
        }

        /// An interval between two dispatch times, in nanoseconds; literals are seconds.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral, Hashable, Codable, Sendable {
            public typealias FloatLiteralType = Double
            public typealias IntegerLiteralType = Int
            public typealias Magnitude = Int
            /// The interval in nanoseconds.
            public var magnitude: Int
            /// The interval as a dispatch interval.
            public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }
            init(nanoseconds: Int) { magnitude = nanoseconds }
            public init(_ timeInterval: DispatchTimeInterval) {
                // Saturating, as Combine's (OpenCombine's DispatchQueueSchedulerTests, §30.6):
                // `.seconds(.max)` is `.max` nanoseconds, not a trap.
                func scaled(_ n: Int, _ factor: Int) -> Int {
                    let (p, overflow) = n.multipliedReportingOverflow(by: factor)
                    return overflow ? (n < 0 ? .min : .max) : p
                }
                switch timeInterval {
                case .seconds(let s): magnitude = scaled(s, 1_000_000_000)
                case .milliseconds(let ms): magnitude = scaled(ms, 1_000_000)
                case .microseconds(let us): magnitude = scaled(us, 1_000)
                case .nanoseconds(let ns): magnitude = ns
                case .never: magnitude = .max
                @unknown default: magnitude = .max
                }
            }
            public init(floatLiteral value: Double) { magnitude = Int((value * 1_000_000_000).rounded()) }
            public init(integerLiteral value: Int) { magnitude = value * 1_000_000_000 }
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let v = Int(exactly: source) else { return nil }
                magnitude = v * 1_000_000_000
            }
            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.magnitude + rhs.magnitude) }
            public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.magnitude - rhs.magnitude) }
            public static func * (lhs: Stride, rhs: Stride) -> Stride {
                let (product, overflow) = lhs.magnitude.multipliedReportingOverflow(by: rhs.magnitude)
                return Stride(nanoseconds: overflow ? Int.max : product / 1_000_000_000)
            }
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
            public static func seconds(_ s: Int) -> Stride { Stride(nanoseconds: s * 1_000_000_000) }
            public static func seconds(_ s: Double) -> Stride { Stride(nanoseconds: Int((s * 1_000_000_000).rounded())) }
            public static func milliseconds(_ ms: Int) -> Stride { Stride(nanoseconds: ms * 1_000_000) }
            public static func microseconds(_ us: Int) -> Stride { Stride(nanoseconds: us * 1_000) }
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(nanoseconds: ns) }
            var seconds: Double { Double(magnitude) / 1_000_000_000 }
        }
    }

    /// Options for work scheduled on a queue (kept; the virtual clock does not use them).
    public struct SchedulerOptions {
        public var qos: DispatchQoS
        public var flags: DispatchWorkItemFlags
        public var group: DispatchGroup?
        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos; self.flags = flags; self.group = group
        }
    }

    /// Whether this queue's work waits for the host's virtual clock (the main queue, with a host).
    /// (`DispatchQueue.main` makes a new object at each call on Linux: compared by label.)
    private var virtualClock: _VirtualClock? { label == DispatchQueue.mainLabel ? _HostClock.current : nil }
    private static let mainLabel = DispatchQueue.main.label

    public var now: SchedulerTimeType {
        if let clock = virtualClock { return SchedulerTimeType(nanoseconds: UInt64((clock.now * 1_000_000_000).rounded()) + 1) }
        return SchedulerTimeType(DispatchTime.now())
    }

    public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        if let clock = virtualClock, clock.schedule(after: 0, action) != nil { return }
        let work = _UncheckedWork(run: action)
        async { work.run() }
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) {
        if let clock = virtualClock {
            let delay = now.distance(to: date).seconds
            if clock.schedule(after: delay, action) != nil { return }
        }
        let work = _UncheckedWork(run: action)
        asyncAfter(deadline: date.dispatchTime) { work.run() }
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable {
        let delay = now.distance(to: date).seconds
        if virtualClock != nil {
            return _MainThreadWork.repeating(after: delay, interval: interval.seconds, real: { _, _, _ in AnyCancellable {} }, action)
        }
        let timer = DispatchSource.makeTimerSource(queue: self)
        let work = _UncheckedWork(run: action)
        timer.setEventHandler { work.run() }
        timer.schedule(deadline: date.dispatchTime, repeating: .nanoseconds(max(interval.magnitude, 1)))
        timer.resume()
        return AnyCancellable { timer.cancel() }
    }
}

// MARK: RunLoop

extension RunLoop: Scheduler {
    /// A time on a run loop's clock, as a date (on the host's virtual clock for `.main` while a
    /// host runs: seconds since the host started, counted from the reference date).
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        public var date: Date
        public init(_ date: Date) { self.date = date }
        public func distance(to other: SchedulerTimeType) -> Stride { Stride(other.date.timeIntervalSince(date)) }
        public func advanced(by n: Stride) -> SchedulerTimeType { SchedulerTimeType(date.addingTimeInterval(n.magnitude)) }

        /// An interval in seconds; literals are seconds.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral, Hashable, Codable, Sendable {
            public typealias FloatLiteralType = Double
            public typealias IntegerLiteralType = Double
            public typealias Magnitude = Double
            /// The interval in seconds.
            public var magnitude: Double
            /// The interval in seconds.
            public var timeInterval: TimeInterval { magnitude }
            public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
            public init(floatLiteral value: Double) { magnitude = value }
            public init(integerLiteral value: Double) { magnitude = value }
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let v = Double(exactly: source) else { return nil }
                magnitude = v
            }
            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
            public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
            public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
            public static func seconds(_ s: Int) -> Stride { Stride(Double(s)) }
            public static func seconds(_ s: Double) -> Stride { Stride(s) }
            public static func milliseconds(_ ms: Int) -> Stride { Stride(Double(ms) / 1_000) }
            public static func microseconds(_ us: Int) -> Stride { Stride(Double(us) / 1_000_000) }
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(Double(ns) / 1_000_000_000) }
        }
    }

    /// Options for work scheduled on a run loop (none).
    public struct SchedulerOptions: Sendable {}

    private var virtualClock: _VirtualClock? { self === RunLoop.main ? _HostClock.current : nil }

    public var now: SchedulerTimeType {
        if let clock = virtualClock { return SchedulerTimeType(Date(timeIntervalSinceReferenceDate: clock.now)) }
        return SchedulerTimeType(Date())
    }

    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        if let clock = virtualClock, clock.schedule(after: 0, action) != nil { return }
        let work = _UncheckedWork(run: action)
        perform { work.run() }
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) {
        if let clock = virtualClock, clock.schedule(after: now.distance(to: date).magnitude, action) != nil { return }
        let work = _UncheckedWork(run: action)
        let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in work.run() }
        add(timer, forMode: .common)
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable {
        if virtualClock != nil {
            return _MainThreadWork.repeating(after: now.distance(to: date).magnitude, interval: interval.magnitude,
                                             real: { _, _, _ in AnyCancellable {} }, action)
        }
        let work = _UncheckedWork(run: action)
        let timer = Timer(fire: date.date, interval: interval.magnitude, repeats: true) { _ in work.run() }
        add(timer, forMode: .common)
        return AnyCancellable { timer.invalidate() }
    }
}

import Foundation

// `.onReceive(Timer.publish(every:on:in:).autoconnect())`, the timer form SwiftUI code uses, without
// Combine (§22.4). Timers tick on the host's virtual clock, so recordings stay identical; each tick
// delivers the current `Date()`. Other publishers (`Just`, subjects, `$published`,
// NotificationCenter's) are not provided.

/// What `.onReceive` accepts: a source of values over time (Combine's protocol, reduced).
public protocol Publisher {
    associatedtype Output
    associatedtype Failure: Error
    /// The interval of a timer publisher (seconds), the one kind provided here.
    var _timerInterval: TimeInterval? { get }
}

/// Combine's namespace for publisher types.
public enum Publishers {
    /// A connectable publisher that connects when it is first subscribed to (`.autoconnect()`).
    public struct Autoconnect<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public var _timerInterval: TimeInterval? { upstream._timerInterval }
    }
}

/// Something that can be cancelled (what `connect()` returns).
public protocol Cancellable {
    func cancel()
}

extension Timer {
    /// A publisher that sends the date every `interval` seconds (on the virtual clock here).
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode) -> TimerPublisher {
        TimerPublisher(interval: interval)
    }

    /// Combine's timer publisher: connect it (or `autoconnect()`) to start it.
    public struct TimerPublisher: Publisher {
        public typealias Output = Date
        public typealias Failure = Never
        public let interval: TimeInterval
        public var _timerInterval: TimeInterval? { interval }
        /// Starts when the first view receives from it.
        public func autoconnect() -> Publishers.Autoconnect<TimerPublisher> { .init(upstream: self) }
        /// Accepted; a view receiving from the publisher starts it.
        public func connect() -> Cancellable { NoCancellable() }
    }
}

private struct NoCancellable: Cancellable { func cancel() {} }

/// Delivers a publisher's values to an action.
public struct _ReceiveModifier {
    let interval: TimeInterval?
    let action: (Date) -> Void
}

extension _ReceiveModifier: PrimitiveModifier {
    public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        let isNew = !(slot is TimerNode)
        let node = b.reuse(&slot) { TimerNode() }
        node.action = m.action
        C._makeNode(content, b, &node.content)
        if isNew || node.interval != m.interval {
            node.interval = m.interval
            node.start = b.time
            node.fired = 0
            if isNew { b.timers.append(WeakTimer(node: node)) }
        }
    }
}

@MainActor
final class TimerNode: PassthroughNode {
    var interval: TimeInterval?
    var start: Double = 0
    var fired = 0
    var action: (Date) -> Void = { _ in }
}

struct WeakTimer { weak var node: TimerNode? }

extension _ViewGraph {
    /// Queues the ticks of the timers whose next tick is due by `time` (one action per tick,
    /// at most 60 per timer per frame).
    func fireTimers(at time: Double) {
        timers.removeAll { $0.node == nil }
        for t in timers {
            guard let n = t.node, let interval = n.interval, interval > 0 else { continue }
            let due = Int(((time - n.start) / interval + 1e-9).rounded(.down))
            guard due > n.fired else { continue }
            let ticks = min(due - n.fired, 60)
            n.fired = due
            let action = n.action
            for _ in 0..<ticks { lifecycle.add { action(Date()) } }
            lifecyclePending = true
        }
    }
}

extension View {
    /// Runs `action` with each value `publisher` sends: for `Timer.publish(every:on:in:)`, every
    /// interval on the host's clock, starting when the view appears (§22.4).
    nonisolated public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never, P.Output == Date {
        nonisolated(unsafe) let action = action
        return modifier(_ReceiveModifier(interval: publisher._timerInterval, action: action))
    }
}

import Foundation

// Operators that wait on a scheduler. On `DispatchQueue.main` and `RunLoop.main` the waits are on
// the host's virtual clock while a host runs (§30.3), so their values land on exact frames.

/// The demand of an operator that asks its upstream for everything and decides itself what
/// goes down (debounce, throttle): values are sent only while the subscriber wants one.
final class _DemandGate {
    private var demand = Subscribers.Demand.none
    /// Installs the gate on `link`: its first request asks the upstream for everything.
    func attach<I, F: Error, S: Subscriber>(_ link: _Link<I, F, S>) {
        link.onRequest = { l, more in
            let first = self.demand == .none && more > 0
            self.demand += more
            if first { l.upstream?.request(.unlimited) }
        }
    }
    /// Sends `value` if the subscriber wants one; false when it did not.
    @discardableResult
    func send<I, F: Error, S: Subscriber>(_ value: S.Input, through l: _Link<I, F, S>) -> Bool {
        guard demand > 0 else { return false }
        demand -= 1
        demand += l.send(value)
        return true
    }
}

extension Publishers {
    /// `debounce(for:scheduler:options:)`: a value is sent once `dueTime` has passed without a newer
    /// one; each new value starts the wait again. Completion goes down at once (a value still
    /// waiting is dropped).
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let dueTime: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let options: Context.SchedulerOptions?
        public init(upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream; self.dueTime = dueTime; self.scheduler = scheduler; self.options = options
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let scheduler = self.scheduler, dueTime = self.dueTime, options = self.options
            var generation = 0
            let gate = _DemandGate()
            let link = _Link<Output, Failure, S>("Debounce", subscriber,
                value: { l, v in
                    generation += 1
                    let mine = generation
                    scheduler.schedule(after: scheduler.now.advanced(by: dueTime), tolerance: scheduler.minimumTolerance, options: options) { [weak l] in
                        guard let l, mine == generation else { return }
                        gate.send(v, through: l)
                    }
                    return .none
                }, completion: { l, c in
                    generation += 1
                    scheduler.schedule(options: options) { l.forward(c) }
                })
            gate.attach(link)
            upstream.subscribe(link)
        }
    }

    /// `throttle(for:scheduler:latest:)`: at most one value per `interval`. The first value goes
    /// at once; values arriving within the interval after a sent one wait, and when it ends the
    /// latest (or first) of them is sent and a new interval starts.
    public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let interval: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let latest: Bool
        public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
            self.upstream = upstream; self.interval = interval; self.scheduler = scheduler; self.latest = latest
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let scheduler = self.scheduler, interval = self.interval, latest = self.latest
            var lastSent: Context.SchedulerTimeType?
            var pending: Output?
            var waiting = false
            let gate = _DemandGate()
            func emit(_ l: _Link<Output, Failure, S>, _ v: Output) {
                lastSent = scheduler.now
                gate.send(v, through: l)
            }
            func flush(_ l: _Link<Output, Failure, S>) {
                waiting = false
                guard let v = pending else { return }
                pending = nil
                emit(l, v)
            }
            let link = _Link<Output, Failure, S>("Throttle", subscriber,
                value: { l, v in
                    let now = scheduler.now
                    if !waiting, pending == nil, lastSent.map({ $0.distance(to: now) >= interval }) ?? true {
                        emit(l, v)
                        return .none
                    }
                    if latest || pending == nil { pending = v }
                    if !waiting, let last = lastSent {
                        waiting = true
                        scheduler.schedule(after: last.advanced(by: interval)) { [weak l] in if let l { flush(l) } }
                    }
                    return .none
                }, completion: { l, c in
                    scheduler.schedule { flush(l); l.forward(c) }
                })
            gate.attach(link)
            upstream.subscribe(link)
        }
    }

    /// `delay(for:tolerance:scheduler:options:)`: every value and the completion, `interval` later.
    public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let interval: Context.SchedulerTimeType.Stride
        public let tolerance: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let options: Context.SchedulerOptions?
        public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, tolerance: Context.SchedulerTimeType.Stride,
                    scheduler: Context, options: Context.SchedulerOptions? = nil) {
            self.upstream = upstream; self.interval = interval; self.tolerance = tolerance; self.scheduler = scheduler; self.options = options
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let scheduler = self.scheduler, interval = self.interval, tolerance = self.tolerance, options = self.options
            upstream.subscribe(_Link<Output, Failure, S>("Delay", subscriber,
                value: { l, v in
                    scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options) { [weak l] in
                        guard let l else { return }
                        let more = l.send(v)
                        if more > 0 { l.upstream?.request(more) }
                    }
                    return .none
                }, completion: { l, c in
                    scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options) { l.forward(c) }
                }))
        }
    }

    /// `receive(on:options:)`: every value and the completion delivered through `scheduler`
    /// (on `DispatchQueue.main`/`RunLoop.main`: before the host's next frame).
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let scheduler: Context
        public let options: Context.SchedulerOptions?
        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream; self.scheduler = scheduler; self.options = options
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let scheduler = self.scheduler, options = self.options
            upstream.subscribe(_Link<Output, Failure, S>("ReceiveOn", subscriber,
                value: { l, v in
                    scheduler.schedule(options: options) { [weak l] in
                        guard let l else { return }
                        let more = l.send(v)
                        if more > 0 { l.upstream?.request(more) }
                    }
                    return .none
                }, completion: { l, c in
                    scheduler.schedule(options: options) { l.forward(c) }
                }))
        }
    }

    /// `subscribe(on:options:)`: the subscription, requests and cancellation made through `scheduler`.
    public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let scheduler: Context
        public let options: Context.SchedulerOptions?
        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream; self.scheduler = scheduler; self.options = options
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let upstream = self.upstream, options = self.options
            scheduler.schedule(options: options) { upstream.subscribe(subscriber) }
        }
    }
}

extension Publisher {
    /// Sends a value only after `dueTime` has passed with no newer value (search-as-you-type).
    public func debounce<S: Scheduler>(for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.Debounce<Self, S> {
        Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
    }
    /// Sends at most one value per `interval`: the latest or the first of those that arrived.
    public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool) -> Publishers.Throttle<Self, S> {
        Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
    }
    /// Sends every value and the completion `interval` later.
    public func delay<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil,
                                    scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.Delay<Self, S> {
        Publishers.Delay(upstream: self, interval: interval, tolerance: tolerance ?? scheduler.minimumTolerance, scheduler: scheduler, options: options)
    }
    /// Delivers values and the completion through `scheduler`.
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
    }
    /// Subscribes through `scheduler`.
    public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.SubscribeOn<Self, S> {
        Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
    }
}

import Foundation

extension Publishers {
    /// `flatMap(maxPublishers:_:)`: each value becomes a publisher whose values are all sent,
    /// interleaved as they arrive; finished when the upstream and every inner publisher are.
    public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher where NewPublisher.Failure == Upstream.Failure {
        public typealias Output = NewPublisher.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let maxPublishers: Subscribers.Demand
        public let transform: (Upstream.Output) -> NewPublisher
        public init(upstream: Upstream, maxPublishers: Subscribers.Demand, transform: @escaping (Upstream.Output) -> NewPublisher) {
            self.upstream = upstream; self.maxPublishers = maxPublishers; self.transform = transform
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = _Inners<S>(subscriber, switching: false)
            let transform = self.transform, maxPublishers = self.maxPublishers
            let link = _Link<Upstream.Output, Failure, _InnerOuter<S>>("FlatMap", _InnerOuter(inner),
                value: { _, v in inner.add(transform(v)); return .none },
                completion: { _, c in inner.outerEnded(c) })
            inner.outer = link
            inner.onInnerFinished = { [weak link] in if maxPublishers != .unlimited { link?.upstream?.request(.max(1)) } }
            upstream.subscribe(link)
            link.upstream?.request(maxPublishers)
        }
    }

    /// `switchToLatest()`: the values of the newest inner publisher; a new one cancels the one before.
    public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher where Upstream.Output == P, P.Failure == Upstream.Failure {
        public typealias Output = P.Output
        public typealias Failure = P.Failure
        public let upstream: Upstream
        public init(upstream: Upstream) { self.upstream = upstream }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = _Inners<S>(subscriber, switching: true)
            let link = _Link<P, Failure, _InnerOuter<S>>("SwitchToLatest", _InnerOuter(inner),
                value: { _, p in inner.add(p); return .none },
                completion: { _, c in inner.outerEnded(c) })
            inner.outer = link
            upstream.subscribe(link)
            link.upstream?.request(.unlimited)
        }
    }
}

/// The inner publishers of `flatMap` and `switchToLatest` and the subscriber they feed.
final class _Inners<Downstream: Subscriber>: Subscription {
    private var downstream: Downstream?
    private let switching: Bool
    var outer: Cancellable?
    var onInnerFinished: () -> Void = {}
    private var live: [Int: Subscription] = [:]
    private var started = 0
    private var outerDone = false
    private var demand = Subscribers.Demand.none
    private var buffer: [Downstream.Input] = []

    init(_ downstream: Downstream, switching: Bool) {
        self.downstream = downstream
        self.switching = switching
        downstream.receive(subscription: self)
    }

    func add<P: Publisher>(_ publisher: P) where P.Output == Downstream.Input, P.Failure == Downstream.Failure {
        started += 1
        let id = started
        if switching {
            let old = live
            live = [:]
            buffer.removeAll()
            for s in old.values { s.cancel() }
        }
        publisher.subscribe(AnySubscriber<P.Output, P.Failure>(
            receiveSubscription: { [weak self] s in
                guard let self, self.downstream != nil, !self.switching || id == self.started else { s.cancel(); return }
                self.live[id] = s
                s.request(.unlimited)
            },
            receiveValue: { [weak self] v in
                guard let self, !self.switching || id == self.started else { return .none }
                self.buffer.append(v)
                self.drain()
                return .none
            },
            receiveCompletion: { [weak self] c in
                guard let self, self.live[id] != nil || (!self.switching || id == self.started) else { return }
                self.live[id] = nil
                if case .failure(let e) = c { self.fail(e); return }
                self.onInnerFinished()
                self.drain()
            }))
    }

    func outerEnded(_ c: Subscribers.Completion<Downstream.Failure>) {
        if case .failure(let e) = c { fail(e); return }
        outerDone = true
        drain()
    }

    private func fail(_ e: Downstream.Failure) {
        guard let d = downstream else { return }
        downstream = nil
        cancelAll()
        d.receive(completion: .failure(e))
    }

    private var draining = false
    private func drain() {
        guard !draining else { return }   // a request made while delivering adds to the loop's demand
        draining = true
        defer { draining = false }
        while let d = downstream, !buffer.isEmpty, demand > 0 {
            demand -= 1
            demand += d.receive(buffer.removeFirst())
        }
        if let d = downstream, outerDone, live.isEmpty, buffer.isEmpty {
            downstream = nil
            outer = nil   // the outer link holds this object: let both go
            d.receive(completion: .finished)
        }
    }

    func request(_ more: Subscribers.Demand) { demand += more; drain() }
    func cancel() { downstream = nil; cancelAll() }
    private func cancelAll() {
        let all = live
        live = [:]
        buffer.removeAll()
        outer?.cancel()
        outer = nil
        for s in all.values { s.cancel() }
    }
}

/// What the upstream of `flatMap`/`switchToLatest` feeds (the link needs a subscriber type).
struct _InnerOuter<Downstream: Subscriber>: Subscriber {
    typealias Input = Void
    typealias Failure = Downstream.Failure
    let combineIdentifier = CombineIdentifier()
    let inners: _Inners<Downstream>
    init(_ inners: _Inners<Downstream>) { self.inners = inners }
    func receive(subscription: Subscription) {}
    func receive(_ input: Void) -> Subscribers.Demand { .none }
    func receive(completion: Subscribers.Completion<Failure>) {}
}

extension Publisher {
    /// Turns each value into a publisher and sends all their values (at most `maxPublishers` at once).
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<P, Self> where Failure == P.Failure {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }
    /// Inner publishers that cannot fail, typed to this one's failure.
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<Publishers.SetFailureType<P, Failure>, Self> where P.Failure == Never {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers) { transform($0).setFailureType(to: Failure.self) }
    }
}

extension Publisher where Failure == Never {
    /// This publisher (which cannot fail) typed to the inner publishers' failure.
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>> {
        Publishers.FlatMap(upstream: setFailureType(to: P.Failure.self), maxPublishers: maxPublishers, transform: transform)
    }
    /// Neither can fail.
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<P, Self> where P.Failure == Never {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
    /// The values of the newest publisher this one sent.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> { Publishers.SwitchToLatest(upstream: self) }
}

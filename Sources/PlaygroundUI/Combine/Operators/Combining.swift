import Foundation

/// Several upstreams feeding one subscriber (`combineLatest`, `merge`, `zip`): each side asks its
/// upstream for everything; what the sides make waits here until the subscriber asks for it.
/// The first failure cancels every side; `finishWhen` says when the whole has finished.
final class _FanIn<Downstream: Subscriber>: Subscription, CustomStringConvertible {
    private var downstream: Downstream?
    private var sides: [Subscription?]
    private var finished: [Bool]
    private var demand = Subscribers.Demand.none
    private var buffer: [Downstream.Input] = []
    private var ending: Subscribers.Completion<Downstream.Failure>?
    private var delivering = false
    /// Given the sides that finished, whether the whole is finished (merge: all; zip: one).
    var finishWhen: ([Bool]) -> Bool = { $0.allSatisfy { $0 } }
    let description: String

    init(_ name: String, _ downstream: Downstream, sides: Int) {
        description = name
        self.downstream = downstream
        self.sides = Array(repeating: nil, count: sides)
        finished = Array(repeating: false, count: sides)
        if sides == 0 { ending = .finished }   // `MergeMany([])` finishes at its first request
    }

    /// Subscribes side `index` to `publisher`; `value` turns its values into what goes down (nil: nothing yet).
    func attach<P: Publisher>(_ publisher: P, _ index: Int, _ value: @escaping (P.Output) -> Downstream.Input?) where P.Failure == Downstream.Failure {
        publisher.subscribe(AnySubscriber<P.Output, P.Failure>(
            receiveSubscription: { [weak self] s in
                guard let self, self.downstream != nil else { s.cancel(); return }
                self.sides[index] = s
                s.request(.unlimited)
            },
            receiveValue: { [weak self] v in
                guard let self, self.downstream != nil else { return .none }
                if let out = value(v) { self.buffer.append(out) }
                // A zip whose finished side has no values left is finished.
                if self.ending == nil, self.finished.contains(true), self.finishWhen(self.finished) {
                    self.ending = .finished
                    self.cancelSides()
                }
                self.drain()
                return .none
            },
            receiveCompletion: { [weak self] c in self?.sideEnded(index, c) }))
    }

    private func sideEnded(_ index: Int, _ completion: Subscribers.Completion<Downstream.Failure>) {
        guard downstream != nil, ending == nil else { return }
        sides[index] = nil
        switch completion {
        case .failure:
            buffer.removeAll()
            ending = completion
            cancelSides()
        case .finished:
            finished[index] = true
            if finishWhen(finished) { ending = .finished; cancelSides() }
        }
        drain()
    }

    private func drain() {
        guard !delivering else { return }
        delivering = true
        defer { delivering = false }
        while let d = downstream, !buffer.isEmpty, demand > 0 {
            demand -= 1
            demand += d.receive(buffer.removeFirst())
        }
        if let d = downstream, let ending, buffer.isEmpty {
            downstream = nil
            d.receive(completion: ending)
        }
    }

    func request(_ more: Subscribers.Demand) {
        demand += more
        drain()
    }

    func cancel() {
        downstream = nil
        buffer.removeAll()
        cancelSides()
    }

    private func cancelSides() {
        let all = sides
        sides = Array(repeating: nil, count: sides.count)
        for s in all { s?.cancel() }
    }
}

extension Publishers {
    /// `combineLatest(_:)`: once both have sent a value, a pair of their latest values each time
    /// either sends.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public init(_ a: A, _ b: B) { self.a = a; self.b = b }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let hub = _FanIn("CombineLatest", subscriber, sides: 2)
            subscriber.receive(subscription: hub)
            var la: A.Output?, lb: B.Output?
            func pair() -> Output? { if let la, let lb { return (la, lb) }; return nil }
            hub.attach(a, 0) { la = $0; return pair() }
            hub.attach(b, 1) { lb = $0; return pair() }
        }
    }

    /// `combineLatest(_:_:)` of three publishers.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C
        public init(_ a: A, _ b: B, _ c: C) { self.a = a; self.b = b; self.c = c }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let hub = _FanIn("CombineLatest3", subscriber, sides: 3)
            subscriber.receive(subscription: hub)
            var la: A.Output?, lb: B.Output?, lc: C.Output?
            func triple() -> Output? { if let la, let lb, let lc { return (la, lb, lc) }; return nil }
            hub.attach(a, 0) { la = $0; return triple() }
            hub.attach(b, 1) { lb = $0; return triple() }
            hub.attach(c, 2) { lc = $0; return triple() }
        }
    }

    /// `merge(with:)`: the values of both, in the order they arrive; finished when both are.
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure, A.Output == B.Output {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public init(_ a: A, _ b: B) { self.a = a; self.b = b }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let hub = _FanIn("Merge", subscriber, sides: 2)
            subscriber.receive(subscription: hub)
            hub.attach(a, 0) { $0 }
            hub.attach(b, 1) { $0 }
        }
    }

    /// `merge(with:_:)`: the values of three publishers.
    public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C
        public init(_ a: A, _ b: B, _ c: C) { self.a = a; self.b = b; self.c = c }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let hub = _FanIn("Merge3", subscriber, sides: 3)
            subscriber.receive(subscription: hub)
            hub.attach(a, 0) { $0 }
            hub.attach(b, 1) { $0 }
            hub.attach(c, 2) { $0 }
        }
    }

    /// The values of any number of publishers of one type.
    public struct MergeMany<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let publishers: [Upstream]
        public init(_ upstream: Upstream...) { publishers = upstream }
        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream { publishers = Array(upstream) }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let hub = _FanIn("MergeMany", subscriber, sides: publishers.count)
            subscriber.receive(subscription: hub)
            if publishers.isEmpty { hub.request(.none) }
            for (i, p) in publishers.enumerated() { hub.attach(p, i) { $0 } }
        }
    }

    /// `zip(_:)`: pairs of values, the first of each, then the second of each, …; finished when
    /// either finishes.
    public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public init(_ a: A, _ b: B) { self.a = a; self.b = b }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let hub = _FanIn("Zip", subscriber, sides: 2)
            var qa: [A.Output] = [], qb: [B.Output] = []
            hub.finishWhen = { done in (done[0] && qa.isEmpty) || (done[1] && qb.isEmpty) }
            subscriber.receive(subscription: hub)
            func pair() -> Output? {
                guard !qa.isEmpty, !qb.isEmpty else { return nil }
                return (qa.removeFirst(), qb.removeFirst())
            }
            hub.attach(a, 0) { qa.append($0); return pair() }
            hub.attach(b, 1) { qb.append($0); return pair() }
        }
    }
}

extension Publisher {
    /// Pairs of the latest values of this publisher and `other`.
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where Failure == P.Failure {
        Publishers.CombineLatest(self, other)
    }
    /// The latest values of this publisher and `other`, combined by `transform`.
    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where Failure == P.Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }
    /// Triples of the latest values of this publisher and two others.
    public func combineLatest<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q) -> Publishers.CombineLatest3<Self, P, Q>
    where Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2)
    }
    /// The latest values of this publisher and two others, combined by `transform`.
    public func combineLatest<P: Publisher, Q: Publisher, T>(_ publisher1: P, _ publisher2: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T> where Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2).map(transform)
    }
    /// The values of this publisher and `other`, as they arrive.
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where Failure == P.Failure, Output == P.Output {
        Publishers.Merge(self, other)
    }
    /// The values of this publisher and two others, as they arrive.
    public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
    where Failure == B.Failure, Output == B.Output, B.Failure == C.Failure, B.Output == C.Output {
        Publishers.Merge3(self, b, c)
    }
    /// Pairs of this publisher's values and `other`'s, in order.
    public func zip<P: Publisher>(_ other: P) -> Publishers.Zip<Self, P> where Failure == P.Failure {
        Publishers.Zip(self, other)
    }
    /// Pairs of this publisher's values and `other`'s, combined by `transform`.
    public func zip<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T) -> Publishers.Map<Publishers.Zip<Self, P>, T>
    where Failure == P.Failure {
        Publishers.Zip(self, other).map(transform)
    }
}

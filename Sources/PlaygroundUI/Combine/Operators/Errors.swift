import Foundation

extension Publishers {
    /// `catch(_:)`: on failure, the values of the publisher `handler` makes from the error instead.
    public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher where Upstream.Output == NewPublisher.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = NewPublisher.Failure
        public let upstream: Upstream
        public let handler: (Upstream.Failure) -> NewPublisher
        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
            self.upstream = upstream; self.handler = handler
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let handler = self.handler
            let relay = _CatchRelay(subscriber)
            let link = _Link<Output, Upstream.Failure, _CatchRelay<S>>("Catch", relay,
                value: { l, v in l.send(v) },
                completion: { l, c in
                    switch c {
                    case .finished: relay.finish()
                    case .failure(let e): relay.switchTo(handler(e))
                    }
                })
            upstream.subscribe(link)
        }
    }

    /// `replaceError(with:)`: on failure, `output` then finished.
    public struct ReplaceError<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Never
        public let upstream: Upstream
        public let output: Output
        public init(upstream: Upstream, output: Output) { self.upstream = upstream; self.output = output }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
            upstream.catch { [output] _ in Just(output) }.receive(subscriber: subscriber)
        }
    }
}

/// The subscriber side of `catch`: values from the upstream, then from the replacement.
final class _CatchRelay<Downstream: Subscriber>: Subscriber, Subscription {
    typealias Input = Downstream.Input
    typealias Failure = Never
    private var downstream: Downstream?
    private var current: Subscription?
    private var demand = Subscribers.Demand.none
    private var subscribed = false

    init(_ downstream: Downstream) { self.downstream = downstream }

    func receive(subscription: Subscription) {
        current = subscription
        if !subscribed { subscribed = true; downstream?.receive(subscription: self) }
        else if demand > 0 { subscription.request(demand) }
    }
    func receive(_ input: Downstream.Input) -> Subscribers.Demand {
        guard let d = downstream else { return .none }
        demand -= 1
        let more = d.receive(input)
        demand += more
        return more
    }
    func receive(completion: Subscribers.Completion<Never>) {}

    func finish() {
        guard let d = downstream else { return }
        downstream = nil
        d.receive(completion: .finished)
    }

    func switchTo<P: Publisher>(_ publisher: P) where P.Output == Downstream.Input, P.Failure == Downstream.Failure {
        current = nil
        publisher.subscribe(AnySubscriber<P.Output, P.Failure>(
            receiveSubscription: { [weak self] s in self?.receive(subscription: s) },
            receiveValue: { [weak self] v in self?.receive(v) ?? .none },
            receiveCompletion: { [weak self] c in
                guard let self, let d = self.downstream else { return }
                self.downstream = nil
                d.receive(completion: c)
            }))
    }

    func request(_ more: Subscribers.Demand) {
        demand += more
        current?.request(more)
    }
    func cancel() {
        downstream = nil
        current?.cancel()
        current = nil
    }
}

extension Publisher {
    /// Replaces a failure with the values of the publisher `handler` makes from the error.
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P> where Output == P.Output {
        Publishers.Catch(upstream: self, handler: handler)
    }
    /// Replaces a failure with `output`, then finishes.
    public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
        Publishers.ReplaceError(upstream: self, output: output)
    }
    /// Stops the program if this publisher fails (for publishers that should not).
    public func assertNoFailure(_ prefix: String = "", file: StaticString = #file, line: UInt = #line) -> Publishers.MapError<Self, Never> {
        mapError { error -> Never in fatalError("\(prefix)\(error)", file: file, line: line) }
    }
}

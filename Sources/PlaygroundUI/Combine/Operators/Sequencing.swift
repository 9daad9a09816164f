import Foundation

extension Publishers {
    /// `prepend(_:)`/`append(_:)`: every value of `prefix`, then every value of `suffix`.
    public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher where Prefix.Output == Suffix.Output, Prefix.Failure == Suffix.Failure {
        public typealias Output = Suffix.Output
        public typealias Failure = Suffix.Failure
        public let prefix: Prefix
        public let suffix: Suffix
        public init(prefix: Prefix, suffix: Suffix) { self.prefix = prefix; self.suffix = suffix }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = _CatchRelay(subscriber)
            let suffix = self.suffix
            prefix.subscribe(_Link<Output, Failure, _CatchRelay<S>>("Concatenate", relay,
                value: { l, v in l.send(v) },
                completion: { l, c in
                    switch c {
                    case .finished: relay.switchTo(suffix)
                    case .failure(let e): relay.switchTo(Fail<Output, Failure>(error: e))
                    }
                }))
        }
    }

    /// `collect()`: every value, in one array, when the upstream finishes.
    public struct Collect<Upstream: Publisher>: Publisher {
        public typealias Output = [Upstream.Output]
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public init(upstream: Upstream) { self.upstream = upstream }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var all: [Upstream.Output] = []
            let link = _Link<Upstream.Output, Failure, S>("Collect", subscriber,
                value: { _, v in all.append(v); return .none },
                completion: { l, c in
                    if case .finished = c { _ = l.send(all) }
                    l.forward(c)
                })
            link.onRequest = { l, d in if d > 0 { l.upstream?.request(.unlimited) } }
            upstream.subscribe(link)
        }
    }

    /// `collect(_:)`: the values in arrays of `count` (the last one may be shorter).
    public struct CollectByCount<Upstream: Publisher>: Publisher {
        public typealias Output = [Upstream.Output]
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let count: Int
        public init(upstream: Upstream, count: Int) { self.upstream = upstream; self.count = count }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var batch: [Upstream.Output] = []
            let n = Swift.max(count, 1)
            let link = _Link<Upstream.Output, Failure, S>("CollectByCount", subscriber,
                value: { l, v in
                    batch.append(v)
                    guard batch.count == n else { return .none }
                    defer { batch = [] }
                    return l.send(batch) * n
                },
                completion: { l, c in
                    if case .finished = c, !batch.isEmpty { _ = l.send(batch) }
                    l.forward(c)
                })
            link.onRequest = { l, d in l.upstream?.request(d * n) }
            upstream.subscribe(link)
        }
    }

    /// `handleEvents(…)`: calls the closures given at each event, and passes everything on.
    public struct HandleEvents<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public var receiveSubscription: ((Subscription) -> Void)?
        public var receiveOutput: ((Upstream.Output) -> Void)?
        public var receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)?
        public var receiveCancel: (() -> Void)?
        public var receiveRequest: ((Subscribers.Demand) -> Void)?
        public init(upstream: Upstream, receiveSubscription: ((Subscription) -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil,
                    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil,
                    receiveRequest: ((Subscribers.Demand) -> Void)?) {
            self.upstream = upstream; self.receiveSubscription = receiveSubscription; self.receiveOutput = receiveOutput
            self.receiveCompletion = receiveCompletion; self.receiveCancel = receiveCancel; self.receiveRequest = receiveRequest
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let onOutput = receiveOutput, onCompletion = receiveCompletion, onRequest = receiveRequest
            let onSubscription = receiveSubscription, onCancel = receiveCancel
            var cancelled = false
            let link = _Link<Output, Failure, S>("HandleEvents", subscriber,
                value: { l, v in onOutput?(v); return l.send(v) },
                completion: { l, c in onCompletion?(c); l.forward(c) })
            link.onRequest = { l, d in onRequest?(d); l.upstream?.request(d) }
            link.onEnd = { if !cancelled, link.upstream != nil { cancelled = true; onCancel?() } }
            upstream.subscribe(AnySubscriber<Output, Failure>(
                receiveSubscription: { s in onSubscription?(s); link.receive(subscription: s) },
                receiveValue: { link.receive($0) },
                receiveCompletion: { link.receive(completion: $0) }))
        }
    }

    /// `print(_:to:)`: prints each event (with `prefix`) and passes everything on.
    public struct Print<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let prefix: String
        public init(upstream: Upstream, prefix: String) { self.upstream = upstream; self.prefix = prefix }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let p = prefix.isEmpty ? "" : prefix + ": "
            upstream.handleEvents(
                receiveSubscription: { _ in Swift.print("\(p)receive subscription: (\(Upstream.self))") },
                receiveOutput: { Swift.print("\(p)receive value: (\($0))") },
                receiveCompletion: { c in
                    switch c {
                    case .finished: Swift.print("\(p)receive finished")
                    case .failure(let e): Swift.print("\(p)receive error: (\(e))")
                    }
                },
                receiveCancel: { Swift.print("\(p)receive cancel") },
                receiveRequest: { Swift.print("\(p)request \($0)") })
            .receive(subscriber: subscriber)
        }
    }

    /// `share()`: one subscription to the upstream shared by every subscriber, made when the
    /// first subscribes.
    public final class Share<Upstream: Publisher>: Publisher, Equatable {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public final let upstream: Upstream
        private let subject = PassthroughSubject<Output, Failure>()
        private var connection: AnyCancellable?
        private var subscribers = 0
        public init(upstream: Upstream) { self.upstream = upstream }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let link = _Link<Output, Failure, S>("Share", subscriber, value: { l, v in l.send(v) }, completion: { l, c in l.forward(c) })
            // Held strongly (the link drops `onEnd` when it ends): a `share()` kept only by its
            // subscribers stays connected while they last.
            link.onEnd = {
                self.subscribers -= 1
                if self.subscribers == 0 { self.connection = nil }
            }
            subscribers += 1
            subject.subscribe(link)
            if connection == nil { connection = upstream.subscribe(subject) }
        }
        public static func == (lhs: Share, rhs: Share) -> Bool { lhs === rhs }
    }
}

extension Publisher {
    /// Sends `elements` before this publisher's values.
    public func prepend(_ elements: Output...) -> Publishers.Concatenate<Publishers.Sequence<[Output], Failure>, Self> {
        Publishers.Concatenate(prefix: Publishers.Sequence(sequence: elements), suffix: self)
    }
    /// Sends `elements` before this publisher's values.
    public func prepend<S: Sequence>(_ elements: S) -> Publishers.Concatenate<Publishers.Sequence<S, Failure>, Self> where S.Element == Output {
        Publishers.Concatenate(prefix: Publishers.Sequence(sequence: elements), suffix: self)
    }
    /// Sends `publisher`'s values, then this one's.
    public func prepend<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<P, Self> where P.Output == Output, P.Failure == Failure {
        Publishers.Concatenate(prefix: publisher, suffix: self)
    }
    /// Sends `elements` after this publisher finishes.
    public func append(_ elements: Output...) -> Publishers.Concatenate<Self, Publishers.Sequence<[Output], Failure>> {
        Publishers.Concatenate(prefix: self, suffix: Publishers.Sequence(sequence: elements))
    }
    /// Sends `publisher`'s values after this one finishes.
    public func append<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<Self, P> where P.Output == Output, P.Failure == Failure {
        Publishers.Concatenate(prefix: self, suffix: publisher)
    }
    /// Every value in one array, when this publisher finishes.
    public func collect() -> Publishers.Collect<Self> { Publishers.Collect(upstream: self) }
    /// The values in arrays of `count`.
    public func collect(_ count: Int) -> Publishers.CollectByCount<Self> { Publishers.CollectByCount(upstream: self, count: count) }
    /// Calls the closures given at each event (for side effects such as logging or a spinner).
    public func handleEvents(receiveSubscription: ((Subscription) -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil,
                             receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
                             receiveCancel: (() -> Void)? = nil, receiveRequest: ((Subscribers.Demand) -> Void)? = nil) -> Publishers.HandleEvents<Self> {
        Publishers.HandleEvents(upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
                                receiveCompletion: receiveCompletion, receiveCancel: receiveCancel, receiveRequest: receiveRequest)
    }
    /// Prints every event to standard output.
    public func print(_ prefix: String = "", to stream: TextOutputStream? = nil) -> Publishers.Print<Self> {
        Publishers.Print(upstream: self, prefix: prefix)
    }
    /// Shares one subscription to this publisher among all subscribers.
    public func share() -> Publishers.Share<Self> { Publishers.Share(upstream: self) }
}

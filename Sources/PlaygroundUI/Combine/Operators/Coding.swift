import Foundation

/// A decoder that makes values from one kind of input (`JSONDecoder` from `Data`).
public protocol TopLevelDecoder {
    associatedtype Input
    func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

/// An encoder that turns values into one kind of output (`JSONEncoder` to `Data`).
public protocol TopLevelEncoder {
    associatedtype Output
    func encode<T: Encodable>(_ value: T) throws -> Output
}

extension JSONDecoder: TopLevelDecoder {}
extension JSONEncoder: TopLevelEncoder {}
extension PropertyListDecoder: TopLevelDecoder {}
extension PropertyListEncoder: TopLevelEncoder {}

extension Publishers {
    /// `decode(type:decoder:)`: each value decoded; a decoding error ends the stream.
    public struct Decode<Upstream: Publisher, Output: Decodable, Coder: TopLevelDecoder>: Publisher where Upstream.Output == Coder.Input {
        public typealias Failure = Error
        public let upstream: Upstream
        let decoder: Coder
        public init(upstream: Upstream, decoder: Coder) { self.upstream = upstream; self.decoder = decoder }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Error {
            let decoder = self.decoder
            upstream.tryMap { try decoder.decode(Output.self, from: $0) }.receive(subscriber: subscriber)
        }
    }

    /// `encode(encoder:)`: each value encoded; an encoding error ends the stream.
    public struct Encode<Upstream: Publisher, Coder: TopLevelEncoder>: Publisher where Upstream.Output: Encodable {
        public typealias Output = Coder.Output
        public typealias Failure = Error
        public let upstream: Upstream
        let encoder: Coder
        public init(upstream: Upstream, encoder: Coder) { self.upstream = upstream; self.encoder = encoder }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Error {
            let encoder = self.encoder
            upstream.tryMap { try encoder.encode($0) }.receive(subscriber: subscriber)
        }
    }

    /// `retry(_:)`: on failure, subscribes to the upstream again, up to `retries` times.
    public struct Retry<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let retries: Int?
        public init(upstream: Upstream, retries: Int?) { self.upstream = upstream; self.retries = retries }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let upstream = self.upstream
            let left = retries
            upstream.catch { error -> AnyPublisher<Output, Failure> in
                if let left, left <= 0 { return Fail(error: error).eraseToAnyPublisher() }
                return Retry(upstream: upstream, retries: left.map { $0 - 1 }).eraseToAnyPublisher()
            }.receive(subscriber: subscriber)
        }
    }

    /// `prefix(_:)`: the first `maxLength` values, then finished.
    public struct Output<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let range: CountableRange<Int>
        public init(upstream: Upstream, range: CountableRange<Int>) { self.upstream = upstream; self.range = range }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Upstream.Output, S.Failure == Failure {
            var index = 0
            let range = self.range
            let link = _Link<Upstream.Output, Failure, S>("Output", subscriber,
                value: { l, v in
                    defer { index += 1 }
                    if index < range.lowerBound { return .max(1) }
                    let more = range.contains(index) ? l.send(v) : .none
                    if index + 1 >= range.upperBound {
                        let u = l.upstream
                        l.finish(.finished)
                        u?.cancel()
                    }
                    return more
                }, completion: { l, c in l.forward(c) })
            if range.isEmpty {
                subscriber.receive(subscription: EmptySubscription.shared)
                subscriber.receive(completion: .finished)
                return
            }
            upstream.subscribe(link)
        }
    }

    /// `prefix(while:)`: values while the test holds, then finished.
    public struct PrefixWhile<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Upstream.Output) -> Bool
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) { self.upstream = upstream; self.predicate = predicate }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            upstream.subscribe(_Link<Output, Failure, S>("PrefixWhile", subscriber,
                value: { l, v in
                    if predicate(v) { return l.send(v) }
                    let u = l.upstream
                    l.finish(.finished)
                    u?.cancel()
                    return .none
                }, completion: { l, c in l.forward(c) }))
        }
    }

    /// `drop(while:)`: the values from the first that fails the test on.
    public struct DropWhile<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Upstream.Output) -> Bool
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) { self.upstream = upstream; self.predicate = predicate }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            var dropping = true
            upstream.subscribe(_Link<Output, Failure, S>("DropWhile", subscriber,
                value: { l, v in
                    if dropping, predicate(v) { return .max(1) }
                    dropping = false
                    return l.send(v)
                }, completion: { l, c in l.forward(c) }))
        }
    }

    /// `ignoreOutput()`: only the completion.
    public struct IgnoreOutput<Upstream: Publisher>: Publisher {
        public typealias Output = Never
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public init(upstream: Upstream) { self.upstream = upstream }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Never, S.Failure == Failure {
            let link = _Link<Upstream.Output, Failure, S>("IgnoreOutput", subscriber,
                value: { _, _ in .none }, completion: { l, c in l.forward(c) })
            link.onRequest = { l, _ in l.upstream?.request(.unlimited) }
            upstream.subscribe(link)
        }
    }
}

extension Publisher {
    /// Decodes each value with `decoder`.
    public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder) -> Publishers.Decode<Self, Item, Coder> where Output == Coder.Input {
        Publishers.Decode(upstream: self, decoder: decoder)
    }
    /// Encodes each value with `encoder`.
    public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> Publishers.Encode<Self, Coder> where Output: Encodable {
        Publishers.Encode(upstream: self, encoder: encoder)
    }
    /// Subscribes again after a failure, up to `retries` times.
    public func retry(_ retries: Int) -> Publishers.Retry<Self> { Publishers.Retry(upstream: self, retries: retries) }
    /// The first `maxLength` values, then finished.
    public func prefix(_ maxLength: Int) -> Publishers.Output<Self> { Publishers.Output(upstream: self, range: 0..<Swift.max(maxLength, 0)) }
    /// The value at `index`, then finished.
    public func output(at index: Int) -> Publishers.Output<Self> { Publishers.Output(upstream: self, range: index..<(index + 1)) }
    /// Values while `predicate` holds, then finished.
    public func prefix(while predicate: @escaping (Output) -> Bool) -> Publishers.PrefixWhile<Self> {
        Publishers.PrefixWhile(upstream: self, predicate: predicate)
    }
    /// The values from the first for which `predicate` is false on.
    public func drop(while predicate: @escaping (Output) -> Bool) -> Publishers.DropWhile<Self> {
        Publishers.DropWhile(upstream: self, predicate: predicate)
    }
    /// Only the completion.
    public func ignoreOutput() -> Publishers.IgnoreOutput<Self> { Publishers.IgnoreOutput(upstream: self) }
}

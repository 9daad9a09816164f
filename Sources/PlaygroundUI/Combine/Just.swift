import Foundation

/// A publisher that sends one value to each subscriber, then finishes.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output
    public init(_ output: Output) { self.output = output }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        subscriber.receive(subscription: _ElementsSubscription(subscriber, [output], end: .finished))
    }
    /// The same value, typed as able to fail with `failureType`.
    public func setFailureType<E: Error>(to failureType: E.Type) -> Result<Output, E>.Publisher {
        Result<Output, E>.Publisher(output)
    }
}

extension Just: Equatable where Output: Equatable {}

/// A publisher that sends nothing, then finishes (or never does, with `completeImmediately: false`).
public struct Empty<Output, Failure: Error>: Publisher, Equatable {
    public let completeImmediately: Bool
    public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.completeImmediately = completeImmediately
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: EmptySubscription.shared)
        if completeImmediately { subscriber.receive(completion: .finished) }
    }
}

/// A publisher that ends at once with an error.
public struct Fail<Output, Failure: Error>: Publisher {
    public let error: Failure
    public init(error: Failure) { self.error = error }
    public init(outputType: Output.Type, failure: Failure) { error = failure }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: EmptySubscription.shared)
        subscriber.receive(completion: .failure(error))
    }
}

extension Result {
    /// A publisher for a result: its value then finished, or its error.
    public var publisher: Publisher { Publisher(self) }

    /// `Result.publisher`'s type.
    public struct Publisher: PlaygroundUI.Publisher {
        public typealias Output = Success
        public let result: Result<Success, Failure>
        public init(_ result: Result<Success, Failure>) { self.result = result }
        public init(_ output: Output) { result = .success(output) }
        public init(_ failure: Failure) { result = .failure(failure) }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            switch result {
            case .success(let v): subscriber.receive(subscription: _ElementsSubscription(subscriber, [v], end: .finished))
            case .failure(let e):
                subscriber.receive(subscription: EmptySubscription.shared)
                subscriber.receive(completion: .failure(e))
            }
        }
    }
}

extension Publishers {
    /// A sequence's elements, one per request (`[1, 2, 3].publisher`).
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        public typealias Output = Elements.Element
        public let sequence: Elements
        public init(sequence: Elements) { self.sequence = sequence }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subscriber.receive(subscription: _ElementsSubscription(subscriber, sequence, end: .finished))
        }
    }
}

extension Sequence {
    /// A publisher that sends this sequence's elements, then finishes.
    public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}

/// Sends a sequence's values as they are requested, then a completion. The sequence is read
/// lazily, one value ahead, so an endless one (`(1...).publisher.prefix(3)`) works.
final class _ElementsSubscription<Downstream: Subscriber>: Subscription, CustomStringConvertible {
    private var downstream: Downstream?
    private var iterator: AnyIterator<Downstream.Input>?
    /// The next value, read ahead (nil once the sequence is exhausted).
    private var next: Downstream.Input?
    private let end: Subscribers.Completion<Downstream.Failure>
    private var demand = Subscribers.Demand.none
    private var sending = false

    init<S: Sequence>(_ downstream: Downstream, _ elements: S, end: Subscribers.Completion<Downstream.Failure>) where S.Element == Downstream.Input {
        self.downstream = downstream
        var it = elements.makeIterator()
        next = it.next()
        iterator = AnyIterator(it)
        self.end = end
    }

    var description: String { "Elements" }

    func request(_ more: Subscribers.Demand) {
        demand += more
        guard !sending else { return }   // a request made while sending adds to the loop's demand
        sending = true
        defer { sending = false }
        while let d = downstream, let value = next, demand > 0 {
            next = iterator?.next()
            demand -= 1
            demand += d.receive(value)
        }
        if let d = downstream, next == nil {
            downstream = nil
            iterator = nil
            d.receive(completion: end)
        }
    }

    func cancel() {
        downstream = nil
        iterator = nil
        next = nil
    }
}

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
            subscriber.receive(subscription: _ElementsSubscription(subscriber, Array(sequence), end: .finished))
        }
    }
}

extension Sequence {
    /// A publisher that sends this sequence's elements, then finishes.
    public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}

/// Sends a list of values as they are requested, then a completion.
final class _ElementsSubscription<Downstream: Subscriber>: Subscription, CustomStringConvertible {
    private var downstream: Downstream?
    private var elements: [Downstream.Input]
    private var index = 0
    private let end: Subscribers.Completion<Downstream.Failure>
    private var demand = Subscribers.Demand.none
    private var sending = false

    init(_ downstream: Downstream, _ elements: [Downstream.Input], end: Subscribers.Completion<Downstream.Failure>) {
        self.downstream = downstream
        self.elements = elements
        self.end = end
    }

    var description: String { "Elements" }

    func request(_ more: Subscribers.Demand) {
        demand += more
        guard !sending else { return }   // a request made while sending adds to the loop's demand
        sending = true
        defer { sending = false }
        while let d = downstream, index < elements.count, demand > 0 {
            let value = elements[index]
            index += 1
            demand -= 1
            demand += d.receive(value)
        }
        if let d = downstream, index == elements.count {
            downstream = nil
            elements = []
            d.receive(completion: end)
        }
    }

    func cancel() {
        downstream = nil
        elements = []
    }
}

import Foundation

extension Subscribers {
    /// The subscriber `sink` makes: asks for every value and passes each to a closure.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, CustomStringConvertible {
        public private(set) var receiveValue: (Input) -> Void
        public private(set) var receiveCompletion: (Subscribers.Completion<Failure>) -> Void
        private var subscription: Subscription?
        private var done = false

        public init(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                    receiveValue: @escaping (Input) -> Void) {
            self.receiveCompletion = receiveCompletion
            self.receiveValue = receiveValue
        }

        public var description: String { "Sink" }

        public func receive(subscription: Subscription) {
            guard self.subscription == nil, !done else { subscription.cancel(); return }
            self.subscription = subscription
            subscription.request(.unlimited)
        }

        public func receive(_ value: Input) -> Subscribers.Demand {
            if !done { receiveValue(value) }
            return .none
        }

        public func receive(completion: Subscribers.Completion<Failure>) {
            guard !done else { return }
            done = true
            subscription = nil
            receiveCompletion(completion)
            release()
        }

        public func cancel() {
            guard !done else { return }
            done = true
            let s = subscription
            subscription = nil
            release()
            s?.cancel()
        }

        private func release() {
            receiveValue = { _ in }
            receiveCompletion = { _ in }
        }
    }

    /// The subscriber `assign(to:on:)` makes: writes each value to a property of an object.
    public final class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible {
        public typealias Failure = Never
        public private(set) var object: Root?
        public let keyPath: ReferenceWritableKeyPath<Root, Input>
        private var subscription: Subscription?

        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            self.object = object
            self.keyPath = keyPath
        }

        public var description: String { "Assign \(Root.self)." }

        public func receive(subscription: Subscription) {
            guard self.subscription == nil, object != nil else { subscription.cancel(); return }
            self.subscription = subscription
            subscription.request(.unlimited)
        }

        public func receive(_ value: Input) -> Subscribers.Demand {
            object?[keyPath: keyPath] = value
            return .none
        }

        public func receive(completion: Subscribers.Completion<Never>) {
            object = nil
            subscription = nil
        }

        public func cancel() {
            let s = subscription
            subscription = nil
            object = nil
            s?.cancel()
        }
    }
}

extension Publisher {
    /// Subscribes with closures for each value and for the completion; keep the result for as
    /// long as the values should come.
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        subscribe(sink)
        return AnyCancellable(sink)
    }

    /// Assigns each value to `keyPath` of `object` (which the subscription keeps alive).
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable where Failure == Never {
        let assign = Subscribers.Assign(object: object, keyPath: keyPath)
        subscribe(assign)
        return AnyCancellable(assign)
    }
}

extension Publisher where Failure == Never {
    /// Subscribes with a closure for each value (a publisher that cannot fail).
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}

/// A type-erased subscriber.
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible {
    public let combineIdentifier: CombineIdentifier
    private let subscriptionBody: (Subscription) -> Void
    private let valueBody: (Input) -> Subscribers.Demand
    private let completionBody: (Subscribers.Completion<Failure>) -> Void

    public init<S: Subscriber>(_ s: S) where S.Input == Input, S.Failure == Failure {
        if let any = s as? AnySubscriber<Input, Failure> { self = any; return }
        combineIdentifier = s.combineIdentifier
        subscriptionBody = s.receive(subscription:)
        valueBody = s.receive(_:)
        completionBody = s.receive(completion:)
    }

    public init(receiveSubscription: ((Subscription) -> Void)? = nil,
                receiveValue: ((Input) -> Subscribers.Demand)? = nil,
                receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil) {
        combineIdentifier = CombineIdentifier()
        subscriptionBody = receiveSubscription ?? { _ in }
        valueBody = receiveValue ?? { _ in .none }
        completionBody = receiveCompletion ?? { _ in }
    }

    public var description: String { "Anonymous AnySubscriber" }
    public func receive(subscription: Subscription) { subscriptionBody(subscription) }
    public func receive(_ value: Input) -> Subscribers.Demand { valueBody(value) }
    public func receive(completion: Subscribers.Completion<Failure>) { completionBody(completion) }
}

import Foundation

/// A publisher that eventually produces one value (or fails): `attemptToFulfill` runs at once, is
/// given a `promise` to call, and every subscriber gets the result.
public final class Future<Output, Failure: Error>: Publisher {
    public typealias Promise = (Result<Output, Failure>) -> Void
    private let lock = NSRecursiveLock()
    private var result: Result<Output, Failure>?
    private var waiting: [(Result<Output, Failure>) -> Void] = []

    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { result in self.fulfill(result) }   // the promise keeps the future alive
    }

    private func fulfill(_ result: Result<Output, Failure>) {
        lock.lock()
        guard self.result == nil else { lock.unlock(); return }
        self.result = result
        let w = waiting
        waiting = []
        lock.unlock()
        for deliver in w { deliver(result) }
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let subscription = _FutureSubscription(subscriber)
        subscriber.receive(subscription: subscription)
        lock.lock()
        if let result {
            lock.unlock()
            subscription.resolve(result)
        } else {
            waiting.append { [weak subscription] in subscription?.resolve($0) }
            lock.unlock()
        }
    }
}

/// One subscriber's wait for a `Future`: the value goes down once it is both resolved and requested.
final class _FutureSubscription<Downstream: Subscriber>: Subscription {
    private var downstream: Downstream?
    private var result: Result<Downstream.Input, Downstream.Failure>?
    private var requested = false

    init(_ downstream: Downstream) { self.downstream = downstream }

    func resolve(_ result: Result<Downstream.Input, Downstream.Failure>) {
        self.result = result
        deliver()
    }

    func request(_ demand: Subscribers.Demand) {
        if demand > 0 { requested = true }
        deliver()
    }

    private func deliver() {
        guard let d = downstream, let result else { return }
        switch result {
        case .success(let v):
            guard requested else { return }
            downstream = nil
            _ = d.receive(v)
            d.receive(completion: .finished)
        case .failure(let e):
            downstream = nil
            d.receive(completion: .failure(e))
        }
    }

    func cancel() { downstream = nil }
}

/// A publisher made for each subscriber, when it subscribes.
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    public typealias Output = DeferredPublisher.Output
    public typealias Failure = DeferredPublisher.Failure
    public let createPublisher: () -> DeferredPublisher
    public init(createPublisher: @escaping () -> DeferredPublisher) { self.createPublisher = createPublisher }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        createPublisher().subscribe(subscriber)
    }
}

/// A type-erased publisher: what a function returns so that callers see only the output and failure.
public struct AnyPublisher<Output, Failure: Error>: Publisher, CustomStringConvertible {
    private let subscribeBody: (AnySubscriber<Output, Failure>) -> Void
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        if let any = publisher as? AnyPublisher<Output, Failure> { self = any; return }
        subscribeBody = { publisher.subscribe($0) }
    }
    public var description: String { "AnyPublisher" }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribeBody(AnySubscriber(subscriber))
    }
}

extension Publisher {
    /// This publisher as an `AnyPublisher`, hiding its type.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

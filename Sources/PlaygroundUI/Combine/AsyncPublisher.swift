import Foundation

/// A publisher's values as an async sequence (`for await value in publisher.values`).
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
    public typealias Element = P.Output
    let publisher: P
    public init(_ publisher: P) { self.publisher = publisher }
    public func makeAsyncIterator() -> Iterator { Iterator(_AsyncBridge(publisher)) }

    public struct Iterator: AsyncIteratorProtocol {
        let owner: _AsyncBridgeOwner<P.Output, Never>
        init(_ bridge: _AsyncBridge<P.Output, Never>) { owner = _AsyncBridgeOwner(bridge) }
        public mutating func next() async -> P.Output? { try? await owner.bridge.next() }
    }
}

/// A publisher's values as an async sequence that throws its failure.
public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
    public typealias Element = P.Output
    let publisher: P
    public init(_ publisher: P) { self.publisher = publisher }
    public func makeAsyncIterator() -> Iterator { Iterator(_AsyncBridge(publisher)) }

    public struct Iterator: AsyncIteratorProtocol {
        let owner: _AsyncBridgeOwner<P.Output, P.Failure>
        init(_ bridge: _AsyncBridge<P.Output, P.Failure>) { owner = _AsyncBridgeOwner(bridge) }
        public mutating func next() async throws -> P.Output? { try await owner.bridge.next() }
    }
}

extension Publisher where Failure == Never {
    /// The values as an async sequence.
    public var values: AsyncPublisher<Self> { AsyncPublisher(self) }
}

extension Publisher {
    /// The values as an async sequence that throws the failure.
    public var values: AsyncThrowingPublisher<Self> { AsyncThrowingPublisher(self) }
}

/// What an iterator holds: when the loop ends (a `break` included) and the iterator goes, the
/// subscription is cancelled. The bridge cannot do it in its own deinit: the subscription (a
/// subject's conduit) holds the bridge.
final class _AsyncBridgeOwner<Output, Failure: Error>: @unchecked Sendable {
    let bridge: _AsyncBridge<Output, Failure>
    init(_ bridge: _AsyncBridge<Output, Failure>) { self.bridge = bridge }
    deinit { bridge.cancelSubscription() }
}

/// Asks the publisher for one value at a time, each when the sequence's `next()` waits for it.
final class _AsyncBridge<Output, Failure: Error>: Subscriber, @unchecked Sendable {
    typealias Input = Output
    private let lock = NSLock()
    private var subscription: Subscription?
    private var pending: [CheckedContinuation<_Handed<Output?>, Error>] = []
    private var buffered: [Output] = []
    private var end: Subscribers.Completion<Failure>?
    private var attach: (() -> Void)?

    init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        attach = { [unowned self] in publisher.subscribe(self) }
    }

    deinit { subscription?.cancel() }

    /// Cancels the subscription (the sequence's iterator went away).
    func cancelSubscription() {
        lock.lock()
        let s = subscription
        subscription = nil
        lock.unlock()
        s?.cancel()
    }

    func next() async throws -> Output? {
        try await nextHanded().value
    }

    private func nextHanded() async throws -> _Handed<Output?> {
        if let a = lock.withLock({ () -> (() -> Void)? in defer { attach = nil }; return attach }) { a() }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (c: CheckedContinuation<_Handed<Output?>, Error>) in
                lock.lock()
                if !buffered.isEmpty {
                    let v = buffered.removeFirst()
                    lock.unlock()
                    c.resume(returning: _Handed(value: v))
                    return
                }
                if let end {
                    lock.unlock()
                    if case .failure(let e) = end { c.resume(throwing: e) } else { c.resume(returning: _Handed(value: nil)) }
                    return
                }
                pending.append(c)
                let s = subscription
                lock.unlock()
                s?.request(.max(1))
            }
        } onCancel: { [weak self] in self?.cancel() }
    }

    private func cancel() {
        let (s, waiting) = lock.withLock { () -> (Subscription?, [CheckedContinuation<_Handed<Output?>, Error>]) in
            end = end ?? .finished
            defer { pending = []; subscription = nil }
            return (subscription, pending)
        }
        s?.cancel()
        for c in waiting { c.resume(returning: _Handed(value: nil)) }
    }

    func receive(subscription: Subscription) {
        let wanted = lock.withLock { () -> Int in
            self.subscription = subscription
            return pending.count
        }
        if wanted > 0 { subscription.request(.max(wanted)) }
    }

    func receive(_ input: Output) -> Subscribers.Demand {
        lock.lock()
        if pending.isEmpty { buffered.append(input); lock.unlock(); return .none }
        let c = pending.removeFirst()
        lock.unlock()
        c.resume(returning: _Handed(value: input))
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let waiting = lock.withLock { () -> [CheckedContinuation<_Handed<Output?>, Error>] in
            end = completion
            subscription = nil
            defer { pending = [] }
            return pending
        }
        for (i, c) in waiting.enumerated() {
            if i == 0, case .failure(let e) = completion { c.resume(throwing: e) } else { c.resume(returning: _Handed(value: nil)) }
        }
    }
}

/// A value handed from the publisher's thread to the waiting task (Combine's values are not
/// `Sendable`; the sequence hands each one over once).
struct _Handed<T>: @unchecked Sendable { let value: T }

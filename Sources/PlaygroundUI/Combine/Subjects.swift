import Foundation

/// A publisher that code outside it can send values through (`send(_:)`).
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends `value` to every subscriber.
    func send(_ value: Output)
    /// Ends the stream for every subscriber.
    func send(completion: Subscribers.Completion<Failure>)
    /// Gives `subscription` the unlimited demand of a subject republishing another publisher.
    func send(subscription: Subscription)
}

extension Subject where Output == Void {
    /// Sends `()`.
    public func send() { send(()) }
}

extension Publisher {
    /// Republishes this publisher's values and completion through `subject`.
    public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable where Failure == S.Failure, Output == S.Output {
        let relay = _SubjectRelay(subject)
        subscribe(relay)
        return AnyCancellable(relay)
    }
}

/// The subscriber `subscribe(subject)` attaches.
final class _SubjectRelay<S: Subject>: Subscriber, Cancellable {
    typealias Input = S.Output
    typealias Failure = S.Failure
    private var subject: S?
    private var subscription: Subscription?
    init(_ subject: S) { self.subject = subject }
    func receive(subscription: Subscription) {
        self.subscription = subscription
        subject?.send(subscription: subscription)
        subscription.request(.unlimited)
    }
    func receive(_ input: S.Output) -> Subscribers.Demand { subject?.send(input); return .none }
    func receive(completion: Subscribers.Completion<S.Failure>) { subject?.send(completion: completion); subject = nil }
    func cancel() { subscription?.cancel(); subscription = nil; subject = nil }
}

/// What both subjects share: their subscribers, each with its own demand. A value goes to the
/// subscribers that asked for one (a subscriber with no demand misses it, as in Combine).
/// Sending is safe from any thread; a subscriber is called on the thread that sends.
class _SubjectBase<Output, Failure: Error>: @unchecked Sendable {
    final class Conduit: Subscription {
        weak var subject: _SubjectBase?
        var downstream: AnySubscriber<Output, Failure>?
        var demand = Subscribers.Demand.none
        /// Whether a current-value subject has sent this subscriber its value.
        var greeted = false
        init(_ subject: _SubjectBase, _ downstream: AnySubscriber<Output, Failure>) {
            self.subject = subject; self.downstream = downstream
        }
        func request(_ more: Subscribers.Demand) {
            guard let subject else { return }
            subject.lock.lock()
            demand += more
            subject.lock.unlock()
            subject.didRequest(self)
        }
        func cancel() {
            downstream = nil
            subject?.remove(self)
            subject = nil
        }
        /// Sends `value` if this subscriber asked for one.
        func offer(_ value: Output) {
            guard let d = downstream, let subject else { return }
            subject.lock.lock()
            guard demand > 0 else {
                // A current-value subject's subscriber without demand gets the latest value at
                // its next request, as in Combine (an `await`ing `values` loop misses nothing).
                if subject.keepsCurrent { greeted = false }
                subject.lock.unlock()
                return
            }
            demand -= 1
            subject.lock.unlock()
            let more = d.receive(value)
            if more > 0 { subject.lock.lock(); demand += more; subject.lock.unlock() }
        }
    }

    let lock = NSRecursiveLock()
    private var conduits: [Conduit] = []
    private(set) var completion: Subscribers.Completion<Failure>?
    private var upstreams: [Subscription] = []

    init() {}

    /// True for current-value subjects (`CurrentValueSubject`, `$published`).
    var keepsCurrent: Bool { false }

    deinit { for u in upstreams { u.cancel() } }

    func attach<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        lock.lock()
        if let completion {
            lock.unlock()
            subscriber.receive(subscription: EmptySubscription.shared)
            subscriber.receive(completion: completion)
            return
        }
        let conduit = Conduit(self, AnySubscriber(subscriber))
        conduits.append(conduit)
        lock.unlock()
        subscriber.receive(subscription: conduit)
    }

    func remove(_ conduit: Conduit) {
        lock.lock()
        conduits.removeAll { $0 === conduit }
        lock.unlock()
    }

    /// A subscriber asked for more (a current-value subject sends its value then).
    func didRequest(_ conduit: Conduit) {}

    func broadcast(_ value: Output) {
        lock.lock()
        let all = completion == nil ? conduits : []
        lock.unlock()
        for c in all { c.offer(value) }
    }

    func complete(_ completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard self.completion == nil else { lock.unlock(); return }
        self.completion = completion
        let all = conduits
        conduits = []
        lock.unlock()
        for c in all {
            let d = c.downstream
            c.downstream = nil
            c.subject = nil
            d?.receive(completion: completion)
        }
    }

    func keep(_ subscription: Subscription) {
        lock.lock()
        upstreams.append(subscription)
        lock.unlock()
        subscription.request(.unlimited)
    }

    var hasSubscribers: Bool { lock.lock(); defer { lock.unlock() }; return !conduits.isEmpty }
}

/// A subject that passes on the values sent through it to the subscribers it has then (nothing is
/// kept for later subscribers).
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    private let base = _SubjectBase<Output, Failure>()
    public init() {}
    public func send(_ input: Output) { base.broadcast(input) }
    public func send(completion: Subscribers.Completion<Failure>) { base.complete(completion) }
    public func send(subscription: Subscription) { base.keep(subscription) }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        base.attach(subscriber)
    }
}

/// A subject that holds a current value: a new subscriber gets it first, and setting `value` sends.
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    private let base: _CurrentValueBase<Output, Failure>
    public init(_ value: Output) { base = _CurrentValueBase(value) }

    /// The current value; setting it sends it to every subscriber.
    public var value: Output {
        get { base.current }
        set { send(newValue) }
    }

    public func send(_ input: Output) {
        base.lock.lock()
        base.current = input
        base.lock.unlock()
        base.broadcast(input)
    }
    public func send(completion: Subscribers.Completion<Failure>) { base.complete(completion) }
    public func send(subscription: Subscription) { base.keep(subscription) }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        base.attach(subscriber)
    }
}

/// The current-value subject's subscribers: each gets the current value at its first request.
class _CurrentValueBase<Output, Failure: Error>: _SubjectBase<Output, Failure>, @unchecked Sendable {
    var current: Output
    init(_ value: Output) { current = value }
    override var keepsCurrent: Bool { true }
    override func didRequest(_ conduit: Conduit) {
        lock.lock()
        guard completion == nil, !conduit.greeted else { lock.unlock(); return }
        conduit.greeted = true
        let v = current
        lock.unlock()
        conduit.offer(v)
    }
}

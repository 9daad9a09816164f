import Foundation

/// The link an operator puts between its upstream and its subscriber: it is the upstream's
/// subscriber and the downstream's subscription. Demand goes up unchanged unless the operator
/// says otherwise (`onRequest`); values and the completion go through the operator's closures.
/// Publishers must call a subscriber serially (Combine's rule), so the link takes no lock.
final class _Link<Input, InFailure: Error, Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible {
    typealias Failure = InFailure
    let downstream: Downstream
    private(set) var upstream: Subscription?
    /// Set once the downstream was completed or the link cancelled: nothing goes down after.
    private(set) var isDone = false
    private let onValue: (_Link, Input) -> Subscribers.Demand
    private let onCompletion: (_Link, Subscribers.Completion<InFailure>) -> Void
    /// What a request from downstream does (default: ask the upstream for as much).
    var onRequest: ((_Link, Subscribers.Demand) -> Void)?
    /// Runs once when the link is cancelled or completed (operators free timers here).
    var onEnd: (() -> Void)?
    let name: String

    init(_ name: String, _ downstream: Downstream,
         value: @escaping (_Link, Input) -> Subscribers.Demand,
         completion: @escaping (_Link, Subscribers.Completion<InFailure>) -> Void) {
        self.name = name
        self.downstream = downstream
        onValue = value
        onCompletion = completion
    }

    var description: String { name }

    func receive(subscription: Subscription) {
        guard upstream == nil, !isDone else { subscription.cancel(); return }
        upstream = subscription
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard !isDone else { return .none }
        return onValue(self, input)
    }

    func receive(completion: Subscribers.Completion<InFailure>) {
        guard !isDone else { return }
        upstream = nil
        onCompletion(self, completion)
    }

    func request(_ demand: Subscribers.Demand) {
        guard !isDone else { return }
        if let onRequest { onRequest(self, demand) } else { upstream?.request(demand) }
    }

    func cancel() {
        guard !isDone else { return }
        isDone = true
        end()   // before letting go of the upstream: `handleEvents` tells a cancel by it
        let u = upstream
        upstream = nil
        u?.cancel()
    }

    /// Sends `value` down (nothing once done); returns the downstream's extra demand.
    func send(_ value: Downstream.Input) -> Subscribers.Demand {
        guard !isDone else { return .none }
        return downstream.receive(value)
    }

    /// Completes the downstream (once) and lets go of the upstream.
    func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
        guard !isDone else { return }
        isDone = true
        upstream = nil
        end()
        downstream.receive(completion: completion)
    }

    /// Cancels the upstream and completes the downstream with `error` (a throwing operator).
    func fail(_ error: Downstream.Failure) {
        guard !isDone else { return }
        let u = upstream
        upstream = nil
        u?.cancel()
        finish(.failure(error))
    }

    private func end() {
        let e = onEnd
        onEnd = nil
        e?()
    }
}

extension _Link where InFailure == Downstream.Failure {
    /// Passes the completion down unchanged.
    func forward(_ completion: Subscribers.Completion<InFailure>) { finish(completion) }
}

extension Subscribers.Completion {
    /// The error as `Error` (for operators whose downstream fails with any error).
    var erased: Subscribers.Completion<Error> { map { $0 as Error } }
}

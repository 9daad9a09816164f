import Foundation

/// The context of a state change: which animation (if any) its visible effects use.
public struct Transaction {
    public var animation: Animation?
    public var disablesAnimations = false
    /// What `addAnimationCompletion(criteria:_:)` added, run when `withTransaction` has applied
    /// this transaction and its animation has finished.
    var completions: [() -> Void] = []
    public init() {}
    public init(animation: Animation?) { self.animation = animation }

    /// Runs `completion` when the animation of the changes made in this transaction has
    /// finished (iOS 17), as `withAnimation(_:completionCriteria:_:completion:)` does, when the
    /// transaction is applied by `withTransaction(_:_:)`. Added inside a `.transaction { }`
    /// modifier it is not run here (README, "Differences from SwiftUI").
    public mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete,
                                                _ completion: @escaping () -> Void) {
        completions.append(completion)
    }

    /// This transaction without its completions: what a change made under it carries to a
    /// later frame (the completions run once, from the `withTransaction` that applied it).
    var withoutCompletions: Transaction {
        var t = self
        if !t.completions.isEmpty { t.completions = [] }
        return t
    }

    /// The transaction of the `withAnimation`/`withTransaction` block running now, if any.
    nonisolated(unsafe) static var current: Transaction?
}

/// Runs `body` so that the state changes it makes animate with `animation` (default `.default`).
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body` within `transaction`.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    let saved = Transaction.current
    Transaction.current = transaction
    defer {
        Transaction.current = saved
        for completion in transaction.completions {
            scheduleAnimationCompletion(transaction.animation, completion)
        }
    }
    return try body()
}

/// Runs `body` within a transaction whose `keyPath` is `value` (iOS 17:
/// `withTransaction(\.animation, .bouncy) { … }`).
@discardableResult
public func withTransaction<Result, Value>(_ keyPath: WritableKeyPath<Transaction, Value>, _ value: Value,
                                           _ body: () throws -> Result) rethrows -> Result {
    var transaction = Transaction()
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}

/// When an animation counts as finished for `withAnimation(_:completionCriteria:_:completion:)`.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let removed: Bool
    /// When the animation has reached its end (a spring: when it has settled here).
    public static let logicallyComplete = AnimationCompletionCriteria(removed: false)
    /// When the animation has been removed: the same moment here.
    public static let removed = AnimationCompletionCriteria(removed: true)
}

/// Runs `body` so that its state changes animate with `animation`, then `completion` when that
/// animation has finished (iOS 17): after the animation's duration on the host's clock — a
/// spring's settling time, a timing curve's duration plus its delay, over its speed; at once
/// (in the next frame) without an animation; never for one that repeats forever
/// (docs/semantics.md §7.8).
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    let result = try withTransaction(Transaction(animation: animation), body)
    scheduleAnimationCompletion(animation, completion)
    return result
}

/// Runs `completion` when `animation` has finished (§7.8): after its duration on the host's clock;
/// in the next frame without an animation; never for one that repeats forever.
private func scheduleAnimationCompletion(_ animation: Animation?, _ completion: @escaping () -> Void) {
    let seconds = animation.map { ProgressTiming(animation: $0, delta: SIMD4(1, 0, 0, 0)).duration } ?? 0
    guard seconds.isFinite else { return }
    nonisolated(unsafe) let completion = completion
    if let clock = _HostClock.current {
        clock.schedule(after: max(seconds, 0)) { completion() }
    } else {
        DispatchQueue.main.asyncAfter(deadline: .now() + max(seconds, 0)) { completion() }
    }
}

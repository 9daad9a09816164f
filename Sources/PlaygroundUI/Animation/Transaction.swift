import Foundation

/// The context of a state change: which animation (if any) its visible effects use.
public struct Transaction {
    public var animation: Animation?
    public var disablesAnimations = false
    public init() {}
    public init(animation: Animation?) { self.animation = animation }

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
    defer { Transaction.current = saved }
    return try body()
}

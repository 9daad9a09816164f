import Foundation

/// `==` for a type that may or may not be `Equatable`, found out once: a node that keeps a value
/// asks when it is made (one conformance check), then compares each build's value with the last
/// without asking the runtime again.
enum ValueEquality {
    /// `==` for `T` when `T` is `Equatable`, else nil.
    static func of<T>(_ type: T.Type) -> ((T, T) -> Bool)? {
        guard let equatable = type as? any Equatable.Type else { return nil }
        return comparer(equatable, as: type)
    }

    private static func comparer<E: Equatable, T>(_: E.Type, as _: T.Type) -> (T, T) -> Bool {
        { a, b in sameType(a, as: E.self) == sameType(b, as: E.self) }
    }
}

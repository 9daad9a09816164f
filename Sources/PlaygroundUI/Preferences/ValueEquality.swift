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

/// `==` for a preference writer's values: the one the caller's code handed it, made there where
/// the values are known to be `Equatable` (specialised, capturing nothing), or else the runtime's
/// (`ValueEquality`), asked once, at the writer's first build. Nil when the values cannot be
/// compared: the writer then takes every value it is built with as new.
@usableFromInline
struct WriterEquality<Value> {
    @usableFromInline var equals: ((Value, Value) -> Bool)?
    @usableFromInline var asked = false
    @usableFromInline init() {}

    /// The `==` to compare with, taking `given` (or the runtime's) the first time it is asked.
    @inlinable mutating func resolve(_ given: ((Value, Value) -> Bool)?) -> ((Value, Value) -> Bool)? {
        if !asked {
            asked = true
            equals = given ?? Self.runtime()
        }
        return equals
    }

    @usableFromInline static func runtime() -> ((Value, Value) -> Bool)? {
        ValueEquality.of(Value.self)
    }
}

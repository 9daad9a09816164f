import Foundation

/// A named value produced by a view; ancestors read the values of their subtree combined with
/// `reduce` in view-tree order (docs/semantics.md §1).
public protocol PreferenceKey {
    associatedtype Value
    /// The value of a view that writes nothing (read when no view produces the key).
    static var defaultValue: Value { get }
    /// Combines `value` with the next producer's value, in tree order.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    public static var defaultValue: Value { nil }
}

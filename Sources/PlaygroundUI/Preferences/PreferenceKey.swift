import Foundation

/// A named value produced by a view; ancestors read the values of their subtree combined with
/// `reduce` in view-tree order (docs/semantics.md §1).
public protocol PreferenceKey {
    associatedtype Value
    /// The value of a view that writes nothing (read when no view produces the key).
    static var defaultValue: Value { get }
    /// Combines `value` with the next producer's value, in tree order.
    static func reduce(value: inout Value, nextValue: () -> Value)
    /// Engine entry point (not SwiftUI API): the bit that stands for this key in a node's key
    /// bits (docs/engine.md, "Change stamps": `ownKeyBits`). A key of yours takes the default, from its
    /// type's address; the engine's own keys each have a bit that no other key has.
    static var _keyBit: UInt64 { get }
}

extension PreferenceKey {
    /// A key of the user's: one of the bits the engine's own keys leave (`userKeyBit`).
    public static var _keyBit: UInt64 { userKeyBit(UInt(bitPattern: ObjectIdentifier(Self.self))) }
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    public static var defaultValue: Value { nil }
}

import Foundation

/// A type-erased list of the values pushed on a `NavigationStack` (SwiftUI's `NavigationPath`):
/// values of any `Hashable` type, in push order (§27.2).
///
/// `codable` and `init(_:)` from a `CodableRepresentation` are not provided.
public struct NavigationPath: Equatable, Sendable {
    // Path values are only ever read on the main actor; the box makes the struct Sendable the
    // way SwiftUI's is.
    @usableFromInline var elements: [_NavigationValue]

    /// An empty path.
    public init() { elements = [] }

    /// A path holding `elements` in order.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { _NavigationValue($0) }
    }

    /// How many values the path holds.
    public var count: Int { elements.count }
    /// Whether the path is empty (the stack shows its root).
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes `value`.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(_NavigationValue(value)) }

    /// Pops `k` values (1 by default). Popping more than the path holds is a programming error in
    /// SwiftUI; here it empties the path.
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(max(k, 0), elements.count)) }
}

/// One pushed value with its type, compared by value (`AnyHashable`).
/// Public because `NavigationPath`'s `@usableFromInline` storage holds it.
public struct _NavigationValue: Hashable, @unchecked Sendable {
    let value: AnyHashable
    /// The value's static type, the key `navigationDestination(for:)` registers under.
    var type: ObjectIdentifier { ObjectIdentifier(valueType) }
    let valueType: Any.Type
    /// The type's name, for warnings (made only when one is printed: a path of 10,000 values is
    /// mapped again on every push).
    var typeName: String { String(describing: valueType) }
    init<V: Hashable>(_ v: V) {
        // Compared by metadata, not cast: a cast of a generic value asks the runtime each time.
        if V.self == _NavigationValue.self { self = unsafeBitCast(v, to: _NavigationValue.self); return }
        value = AnyHashable(v)
        valueType = V.self
    }
    public static func == (a: Self, b: Self) -> Bool { a.value == b.value }
    public func hash(into h: inout Hasher) { h.combine(value) }
}

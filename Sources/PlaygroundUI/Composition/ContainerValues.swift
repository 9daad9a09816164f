import Foundation

// Container values (iOS 18, docs/semantics.md §31.8): a value a view hands to the container it is
// a subview of, read there as `subview.containerValues.key` (`Group(subviews:)`,
// `ForEach(subviews:)`) or as a custom layout's `subviews[i].containerValues.key`. Unlike a
// preference it reaches the direct container only; unlike the environment it flows up.

/// A key for a value a view hands to its container (SwiftUI's `ContainerValueKey`). Declare one
/// with `@Entry var name: Type = default` inside `extension ContainerValues`.
public protocol ContainerValueKey {
    associatedtype Value
    /// The value a subview that set none has.
    static var defaultValue: Value { get }
}

/// The values a subview handed to its container with `containerValue(_:_:)` (SwiftUI's
/// `ContainerValues`); a key that was not set reads its default.
public struct ContainerValues {
    private var values: [ObjectIdentifier: Any] = [:]

    init() {}

    public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(Key.self)].flatMap { $0 as? Key.Value } ?? Key.defaultValue }
        set { values[ObjectIdentifier(Key.self)] = newValue }
    }

    /// Whether no value was set.
    var isEmpty: Bool { values.isEmpty }
}

/// `containerValue(_:_:)`: writes one value through its key path. Applied to several views (a
/// `ForEach`, a `Group`), it applies to each.
package struct _ContainerValueModifier<Value> {
    let keyPath: WritableKeyPath<ContainerValues, Value>
    let value: Value
}

extension _ContainerValueModifier: PrimitiveModifier {
    @inline(__always) public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        b.modifierNode(&slot, content, { ContainerValueNode() }) { n in
            n.write = { $0[keyPath: m.keyPath] = m.value }
        }
    }
    public static var _writesContainerValues: Bool { true }
    public static func _writeContainerValues(_ m: Self, _ values: inout ContainerValues) {
        values[keyPath: m.keyPath] = m.value
    }
}

/// A `containerValue(_:_:)` in the node tree: what a custom layout's subview reads.
@MainActor
final class ContainerValueNode: ModifierNode {
    @exclusivity(unchecked) var write: ((inout ContainerValues) -> Void)?

    /// The values set on `node` and on the modifiers and single-child views it wraps; where two
    /// set the same key the outer one wins (as the outer of two `preference(key:value:)` does).
    static func values(of node: _Node) -> ContainerValues {
        var writes: [(inout ContainerValues) -> Void] = []
        var n: _Node? = node
        while let cur = n {
            if let c = cur as? ContainerValueNode, let w = c.write { writes.append(w) }
            n = cur.singleContent
        }
        var values = ContainerValues()
        for w in writes.reversed() { w(&values) }
        return values
    }
}

extension View {
    /// Hands `value` for the key at `keyPath` to the container this view is a subview of (read
    /// there with `subview.containerValues`).
    nonisolated public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View {
        modifier(_ContainerValueModifier(keyPath: keyPath, value: value))
    }
}

extension ModifiedContent where Content: View, Modifier: ViewModifier {
    @inlinable @MainActor public static var _hasContainerValues: Bool { Modifier._writesContainerValues || Content._hasContainerValues }
    @MainActor public static func _readContainerValues(_ view: Self, _ values: inout ContainerValues) {
        if Content._hasContainerValues { Content._readContainerValues(view.content, &values) }
        if Modifier._writesContainerValues { Modifier._writeContainerValues(view.modifier, &values) }
    }
}

extension LayoutSubview {
    /// The values the subview set with `containerValue(_:_:)` (iOS 18).
    @MainActor public var containerValues: ContainerValues { ContainerValueNode.values(of: node) }
}

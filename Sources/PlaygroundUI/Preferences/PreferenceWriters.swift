import Foundation

/// `preference(key:value:)`: outputs `value`, replacing whatever its content wrote for the key
/// (the content's writers are not even evaluated; §1.4).
/// Public because the `@inlinable` `preference(key:value:)` returns it, so user code builds it specialised (as SwiftUI's).
public struct _PreferenceWritingModifier<Key: PreferenceKey> {
    @usableFromInline let value: Key.Value
    @usableFromInline init(value: Key.Value) { self.value = value }
}

extension _PreferenceWritingModifier: PrimitiveModifier {
    @inlinable @inline(__always) public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        let node = b.reuse(&slot) { PreferenceWriterNode<Key>() }
        node.take(m.value, b)
        C._makeNode(content, b, &node.content)
    }
}

@MainActor @usableFromInline
final class PreferenceWriterNode<Key: PreferenceKey>: ModifierNode {
    @usableFromInline override init() { super.init(); ownKeyBits = preferenceKeyBit(Key.self) }
    /// Takes this build's value (written in this pass: folds read it again).
    @usableFromInline func take(_ v: Key.Value, _ b: _ViewGraph) { value = v; hasValue = true; valueStamp = b.stamp }
    override var inspectableWriter: InspectableWriter? { self }
    /// The written value (meaningful once `hasValue`; not an optional, see `foldPreference`).
    @exclusivity(unchecked) var value: Key.Value = Key.defaultValue
    @exclusivity(unchecked) var hasValue = false
    override func foldPreference<K: PreferenceKey>(_ key: K.Type, into out: inout K.Value) -> Bool {
        guard K.self == Key.self else { return super.foldPreference(key, into: &out) }
        guard hasValue else { return false }
        out = sameType(value, as: K.Value.self)
        return true
    }
}

/// `value` as `U`, which the caller has checked is `T` (a `K.self == Key.self` test): a plain copy
/// where `as? U` would go through the runtime's dynamic cast.
@inline(__always)
func sameType<T, U>(_ value: T, as type: U.Type) -> U {
    withPointer(to: value) { UnsafeRawPointer($0).assumingMemoryBound(to: U.self).pointee }
}

/// `transformPreference(_:_:)`: edits the content's combined value (or `defaultValue`), so it
/// always produces an output for the key.
package struct _PreferenceTransformModifier<Key: PreferenceKey> {
    let transform: (inout Key.Value) -> Void
}

extension _PreferenceTransformModifier: PrimitiveModifier {
    @inline(__always) public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        b.modifierNode(&slot, content, { PreferenceTransformNode<Key>() }) { $0.transform = m.transform; $0.valueStamp = b.stamp }
    }
}

@MainActor
final class PreferenceTransformNode<Key: PreferenceKey>: ModifierNode {
    override init() { super.init(); ownKeyBits = preferenceKeyBit(Key.self) }
    override var inspectableWriter: InspectableWriter? { self }
    var transform: (inout Key.Value) -> Void = { _ in }
    override func foldPreference<K: PreferenceKey>(_ key: K.Type, into out: inout K.Value) -> Bool {
        guard K.self == Key.self else { return super.foldPreference(key, into: &out) }
        var v = Key.defaultValue
        _ = super.foldPreference(Key.self, into: &v)
        transform(&v)
        out = sameType(v, as: K.Value.self)
        return true
    }
}

/// `anchorPreference(key:value:transform:)`: captures `source` from this view's bounds and outputs
/// `transform(anchor)`, replacing the content's values for the key (§1.4).
package struct _AnchorWritingModifier<A, Key: PreferenceKey> {
    let source: Anchor<A>.Source
    let transform: (Anchor<A>) -> Key.Value
}

extension _AnchorWritingModifier: PrimitiveModifier {
    @inline(__always) public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        b.modifierNode(&slot, content, { AnchorWriterNode<A, Key>() }) { n in
            n.valueStamp = b.stamp
            n.source = m.source
            n.transform = m.transform
            n.owner = b.serial
        }
    }
}

@MainActor
final class AnchorWriterNode<A, Key: PreferenceKey>: ModifierNode {
    override init() { super.init(); ownKeyBits = preferenceKeyBit(Key.self) }
    override var inspectableWriter: InspectableWriter? { self }
    @exclusivity(unchecked) var source: Anchor<A>.Source?
    @exclusivity(unchecked) var transform: ((Anchor<A>) -> Key.Value)?
    /// The serial of the host that built this node (see `Anchor.owner`).
    @exclusivity(unchecked) var owner: UInt64 = 0
    func anchor() -> Anchor<A>? {
        guard var a = source?.capture(frame, isRTL) else { return nil }
        a.owner = owner
        return a
    }
    override func foldPreference<K: PreferenceKey>(_ key: K.Type, into out: inout K.Value) -> Bool {
        guard K.self == Key.self else { return super.foldPreference(key, into: &out) }
        guard let a = anchor(), let t = transform else { return false }
        out = sameType(t(a), as: K.Value.self)
        return true
    }
}

/// `transformAnchorPreference(key:value:transform:)`: edits the content's combined value with the
/// anchor, so children's entries are kept (the nested-views case of §1.4).
package struct _AnchorTransformModifier<A, Key: PreferenceKey> {
    let source: Anchor<A>.Source
    let transform: (inout Key.Value, Anchor<A>) -> Void
}

extension _AnchorTransformModifier: PrimitiveModifier {
    @inline(__always) public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        b.modifierNode(&slot, content, { AnchorTransformNode<A, Key>() }) { n in
            n.valueStamp = b.stamp
            n.source = m.source
            n.transform = m.transform
            n.owner = b.serial
        }
    }
}

@MainActor
final class AnchorTransformNode<A, Key: PreferenceKey>: ModifierNode {
    override init() { super.init(); ownKeyBits = preferenceKeyBit(Key.self) }
    override var inspectableWriter: InspectableWriter? { self }
    @exclusivity(unchecked) var source: Anchor<A>.Source?
    @exclusivity(unchecked) var transform: ((inout Key.Value, Anchor<A>) -> Void)?
    /// The serial of the host that built this node (see `Anchor.owner`).
    @exclusivity(unchecked) var owner: UInt64 = 0
    override func foldPreference<K: PreferenceKey>(_ key: K.Type, into out: inout K.Value) -> Bool {
        guard K.self == Key.self else { return super.foldPreference(key, into: &out) }
        var v = Key.defaultValue
        _ = super.foldPreference(Key.self, into: &v)
        if var a = source?.capture(frame, isRTL), let t = transform {
            a.owner = owner
            t(&v, a)
        }
        out = sameType(v, as: K.Value.self)
        return true
    }
}

extension View {
    /// Sets `value` for `key`, replacing what this view's content wrote for it.
    @inlinable nonisolated public consuming func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(_PreferenceWritingModifier<K>(value: value))
    }
    /// Edits this view's combined value for `key`.
    nonisolated public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(_PreferenceTransformModifier<K>(transform: callback))
    }
    /// Sets `key` to `transform(anchor)`, the anchor captured from this view by `value`.
    nonisolated public func anchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        modifier(_AnchorWritingModifier<A, K>(source: value, transform: transform))
    }
    /// Edits this view's combined value for `key` with an anchor captured from this view.
    nonisolated public func transformAnchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                               transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View {
        modifier(_AnchorTransformModifier<A, K>(source: value, transform: transform))
    }
}

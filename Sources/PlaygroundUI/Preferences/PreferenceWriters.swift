import Foundation

/// `preference(key:value:)`: outputs `value`, replacing whatever its content wrote for the key
/// (the content's writers are not even evaluated; §1.4).
public struct _PreferenceWritingModifier<Key: PreferenceKey>: PrimitiveModifier {
    let value: Key.Value
    public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _Builder, _ slot: inout _Node?) {
        b.modifierNode(&slot, content, { PreferenceWriterNode<Key>() }) { $0.value = m.value }
    }
}

@MainActor
final class PreferenceWriterNode<Key: PreferenceKey>: ModifierNode {
    var value: Key.Value?
    override func preferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        if K.self == Key.self { return value as? K.Value }
        return super.preferenceValue(key)
    }
}

/// `transformPreference(_:_:)`: edits the content's combined value (or `defaultValue`), so it
/// always produces an output for the key.
public struct _PreferenceTransformModifier<Key: PreferenceKey>: PrimitiveModifier {
    let transform: (inout Key.Value) -> Void
    public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _Builder, _ slot: inout _Node?) {
        b.modifierNode(&slot, content, { PreferenceTransformNode<Key>() }) { $0.transform = m.transform }
    }
}

@MainActor
final class PreferenceTransformNode<Key: PreferenceKey>: ModifierNode {
    var transform: (inout Key.Value) -> Void = { _ in }
    override func preferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        guard K.self == Key.self else { return super.preferenceValue(key) }
        var v = (super.preferenceValue(Key.self) ?? Key.defaultValue)
        transform(&v)
        return v as? K.Value
    }
}

/// `anchorPreference(key:value:transform:)`: captures `source` from this view's bounds and outputs
/// `transform(anchor)`, replacing the content's values for the key (§1.4).
public struct _AnchorWritingModifier<A, Key: PreferenceKey>: PrimitiveModifier {
    let source: Anchor<A>.Source
    let transform: (Anchor<A>) -> Key.Value
    public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _Builder, _ slot: inout _Node?) {
        b.modifierNode(&slot, content, { AnchorWriterNode<A, Key>() }) { n in
            n.source = m.source
            n.transform = m.transform
            n.owner = b
        }
    }
}

@MainActor
final class AnchorWriterNode<A, Key: PreferenceKey>: ModifierNode {
    var source: Anchor<A>.Source?
    var transform: ((Anchor<A>) -> Key.Value)?
    weak var owner: _Builder?
    func anchor() -> Anchor<A>? {
        guard var a = source?.capture(frame) else { return nil }
        a.ownerBuilder = owner
        return a
    }
    override func preferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        guard K.self == Key.self else { return super.preferenceValue(key) }
        guard let a = anchor(), let t = transform else { return nil }
        return t(a) as? K.Value
    }
}

/// `transformAnchorPreference(key:value:transform:)`: edits the content's combined value with the
/// anchor, so children's entries are kept (the nested-views case of §1.4).
public struct _AnchorTransformModifier<A, Key: PreferenceKey>: PrimitiveModifier {
    let source: Anchor<A>.Source
    let transform: (inout Key.Value, Anchor<A>) -> Void
    public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _Builder, _ slot: inout _Node?) {
        b.modifierNode(&slot, content, { AnchorTransformNode<A, Key>() }) { n in
            n.source = m.source
            n.transform = m.transform
            n.owner = b
        }
    }
}

@MainActor
final class AnchorTransformNode<A, Key: PreferenceKey>: ModifierNode {
    var source: Anchor<A>.Source?
    var transform: ((inout Key.Value, Anchor<A>) -> Void)?
    weak var owner: _Builder?
    override func preferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        guard K.self == Key.self else { return super.preferenceValue(key) }
        var v = super.preferenceValue(Key.self) ?? Key.defaultValue
        if var a = source?.capture(frame), let t = transform {
            a.ownerBuilder = owner
            t(&v, a)
        }
        return v as? K.Value
    }
}

extension View {
    /// Sets `value` for `key`, replacing what this view's content wrote for it.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(_PreferenceWritingModifier<K>(value: value))
    }
    /// Edits this view's combined value for `key`.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(_PreferenceTransformModifier<K>(transform: callback))
    }
    /// Sets `key` to `transform(anchor)`, the anchor captured from this view by `value`.
    public func anchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        modifier(_AnchorWritingModifier<A, K>(source: value, transform: transform))
    }
    /// Edits this view's combined value for `key` with an anchor captured from this view.
    public func transformAnchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                               transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View {
        modifier(_AnchorTransformModifier<A, K>(source: value, transform: transform))
    }
}

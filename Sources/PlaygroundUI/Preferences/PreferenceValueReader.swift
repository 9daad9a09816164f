import Foundation

/// `backgroundPreferenceValue` / `overlayPreferenceValue`: a background or overlay built from the
/// content's value for the key (or `defaultValue`), proposed the content's size (docs/semantics.md §3).
/// Both the content's and the generated view's values flow up.
package struct _PreferenceReadingModifier<Key: PreferenceKey, Secondary: View> {
    let transform: (Key.Value) -> Secondary
    let alignment: Alignment
    let isBackground: Bool
}

extension _PreferenceReadingModifier: PrimitiveModifier {
    /// Built once around the content; makes a list one view (§31).
    public static var _viewListBehavior: _ViewListBehavior { .unary }
    @inline(__always) public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        let node = b.reuse(&slot) { PreferenceReaderNode() }
        b.update(node, \.alignment, m.alignment)
        b.update(node, \.isBackground, m.isBackground)
        node.env = b.env
        node.keyBit = preferenceKeyBit(Key.self)
        let transform = m.transform
        node.buildSecondary = { graph, primary, secondarySlot in
            let value = primary?.preferenceValue(Key.self) ?? Key.defaultValue
            Secondary._makeNode(transform(value), graph, &secondarySlot)
        }
        C._makeNode(content, b, &node.content)
    }
}

/// Builds its secondary view after its content is placed, when anchors in the value resolve.
@MainActor
final class PreferenceReaderNode: SecondaryLayerNode {
    @exclusivity(unchecked) var env = EnvironmentValues()
    var buildSecondary: (_ViewGraph, _Node?, inout _Node?) -> Void = { _, _, _ in }
    override init() { super.init(); ownFlags = _Node.lazyContentFlag | _Node.walkedLazyContentFlag }

    /// The pass that last built the secondary view (-1: never).
    @exclusivity(unchecked) private var secondaryStamp = -1
    /// The read key's bit (`preferenceKeyBit`).
    @exclusivity(unchecked) var keyBit: UInt64 = 0

    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) {
        frame = rect
        content?.place(rect, ctx)
        let b = ctx.graph
        // The secondary view is built from the content's value: again only when this reader was
        // rebuilt (new closure or environment) or the content's value for the key may have
        // changed (values cannot be compared: a change on the way to a writer of the key counts).
        let contentChanged = content?.preferenceMayDiffer(bit: keyBit, since: secondaryStamp) ?? false
        if secondary == nil || visitedStamp == b.stamp || contentChanged || secondaryStamp < 0 {
            secondaryStamp = b.stamp
            let saved = b.env
            b.env = env
            buildSecondary(b, content, &secondary)
            b.env = saved
            if let s = secondary { adoptPlacedContent(s, b.stamp) }
        }
        placeSecondary(rect, ctx)
    }
}

extension View {
    nonisolated public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(_PreferenceReadingModifier<K, V>(transform: transform, alignment: .center, isBackground: true))
    }
    nonisolated public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(_PreferenceReadingModifier<K, V>(transform: transform, alignment: alignment, isBackground: true))
    }
    nonisolated public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(_PreferenceReadingModifier<K, V>(transform: transform, alignment: .center, isBackground: false))
    }
    nonisolated public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(_PreferenceReadingModifier<K, V>(transform: transform, alignment: alignment, isBackground: false))
    }
}

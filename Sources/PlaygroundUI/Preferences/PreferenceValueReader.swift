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
        node.buildSecondary = { [unowned node] graph, primary, secondarySlot in
            Secondary._makeNode(transform(node.contentValue(Key.self)), graph, &secondarySlot)
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
    /// The content's value for the read key at its last fold, valid while nothing in the content
    /// was built differently, written again or moved since (`preferenceStamp`, the rule of the
    /// containers' fold caches).
    @exclusivity(unchecked) private var lastContentValue: FoldCacheSlot?

    /// The content's value for `K` (`defaultValue` when it has none). A reader built again with a
    /// new closure over the same content (every forced frame; any evaluation of the body that
    /// holds it) reads the value it folded last instead of folding the content again, which walks
    /// every row of a list below it (node-model step 79).
    func contentValue<K: PreferenceKey>(_ key: K.Type) -> K.Value {
        guard let content else { return K.defaultValue }
        let id = ObjectIdentifier(K.self)
        let cache: FoldCache<K>
        if let slot = lastContentValue, slot.key == id {
            cache = unsafeDowncast(slot, to: FoldCache<K>.self)
            // Strictly older: the content may be placed again later in the pass of its change
            // (another layout round), after this fold.
            if cache.stamp > content.preferenceStamp { return cache.value }
        } else {
            cache = FoldCache<K>(key: id)
            lastContentValue = cache
        }
        var value = K.defaultValue
        _ = content.fold(K.self, into: &value)
        cache.value = value
        cache.stamp = _ViewGraph.currentStamp
        return value
    }

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

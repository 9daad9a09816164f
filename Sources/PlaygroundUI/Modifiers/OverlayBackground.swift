import Foundation

/// Places a secondary view above (overlay) or below (background) its content, proposed the
/// content's size and aligned in it; the content's size is unchanged (docs/semantics.md §6.6).
/// Preferences: background value before the content's, overlay value after (§1.5).
public struct _SecondaryLayerModifier<Secondary: View> {
    let secondary: Secondary
    let alignment: Alignment
    let isBackground: Bool
}

extension _SecondaryLayerModifier: PrimitiveModifier {
    @inline(__always) public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        let node = b.reuse(&slot) { SecondaryLayerNode() }
        b.update(node, \.isBackground, m.isBackground)
        node.build(content, m.secondary, alignment: m.alignment, b)
    }
}

@MainActor
class SecondaryLayerNode: ModifierNode {
    @exclusivity(unchecked) var secondary: _Node?
    @exclusivity(unchecked) var alignment = Alignment.center
    @exclusivity(unchecked) var isBackground = false
    @exclusivity(unchecked) private var secondaryItems = ItemCache()

    /// Builds the content and the secondary view, aligned with `alignment`.
    func build<C: View, S: View>(_ content: C, _ secondary: S, alignment: Alignment, _ b: _ViewGraph) {
        b.update(self, \.alignment, alignment)
        C._makeNode(content, b, &self.content)
        S._makeNode(secondary, b, &self.secondary)
    }

    override func forEachChild(_ body: (_Node) -> Void) {
        if isBackground {
            if let s = secondary { body(s) }
            if let c = content { body(c) }
        } else {
            if let c = content { body(c) }
            if let s = secondary { body(s) }
        }
    }
    override func forEachChildReversed(_ body: (_Node) -> Void) {
        if isBackground {
            if let c = content { body(c) }
            if let s = secondary { body(s) }
        } else {
            if let s = secondary { body(s) }
            if let c = content { body(c) }
        }
    }
    override func hitTest(_ point: CGPoint) -> HitResult? {
        var found: HitResult? = nil
        forEachChildReversed { if found == nil { found = $0.hitTest(point) } }
        return found
    }
    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) {
        frame = rect
        content?.place(rect, ctx)
        placeSecondary(rect, ctx)
    }
    /// Lays the secondary's items out like a ZStack with `alignment`, proposed `rect.size`.
    func placeSecondary(_ rect: CGRect, _ ctx: PlaceContext) {
        guard let secondary else { return }
        secondaryItems.update(secondary)
        ZStackLayout.place(secondaryItems.items, alignment: alignment, in: rect, ctx, container: content)
    }
}

extension View {
    @_disfavoredOverload
    nonisolated public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        modifier(_SecondaryLayerModifier(secondary: overlay, alignment: alignment, isBackground: false))
    }
    nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_SecondaryLayerModifier(secondary: content(), alignment: alignment, isBackground: false))
    }
    @_disfavoredOverload
    nonisolated public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        modifier(_SecondaryLayerModifier(secondary: background, alignment: alignment, isBackground: true))
    }
    nonisolated public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_SecondaryLayerModifier(secondary: content(), alignment: alignment, isBackground: true))
    }
    /// A border drawn inside the bounds: an overlay of `Rectangle().strokeBorder(content, lineWidth: width)` (§6.6).
    nonisolated public func border(_ content: Color, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}

import Foundation

/// Base of nodes with a content and a secondary view drawn over or under it (overlay, background,
/// the preference readers' `overlayPreferenceValue`/`backgroundPreferenceValue`).
@MainActor @usableFromInline
class SecondaryLayerNode: ModifierNode {
    @usableFromInline @exclusivity(unchecked) final var secondary: _Node?
    @exclusivity(unchecked) var alignment = Alignment.center
    @exclusivity(unchecked) var isBackground = false
    @exclusivity(unchecked) private var secondaryItems = ItemCache()
    /// The insets of a `padding` applied straight to the content, kept here instead of by a
    /// padding node between (docs/engine.md, "Modifiers kept as attributes"): this node's frame is
    /// then the padded frame, which the padding's node would have had, and the content is placed
    /// inside it. Only an overlay or a background keeps one; nil: none.
    @usableFromInline @exclusivity(unchecked) var keptPadding: EdgeInsets?

    /// The node in `slot` for a layer placed above or below and aligned so; the caller builds
    /// the content and the secondary view into it.
    @usableFromInline
    static func reuse(_ slot: inout _Node?, isBackground: Bool, alignment: Alignment, _ b: _ViewGraph) -> Unmanaged<SecondaryLayerNode> {
        b.withReused(&slot, { SecondaryLayerNode() }) { node in
            b.update(node, \.isBackground, isBackground)
            b.update(node, \.alignment, alignment)
            return Unmanaged.passUnretained(node)
        }
    }

    /// Builds the content and the secondary view, aligned with `alignment`.
    func build<C: View, S: View>(_ content: C, _ secondary: S, alignment: Alignment, _ b: _ViewGraph) {
        b.update(self, \.alignment, alignment)
        C._makeNode(content, b, &self.content)
        b.buildOneView(secondary, .zstack, &self.secondary)   // one view, as an overlay's (§31.6)
    }

    // The visits read both slots without retaining their nodes (`withUnretained`, node-model
    // steps 28 and 33).
    override func stampChildren(_ stamp: Int, _ s: inout StampSummary) {
        withUnretained(&content) { s.absorb($0, into: self, stamp) }
        withUnretained(&secondary) { s.absorb($0, into: self, stamp) }
    }
    override func forEachChild(_ body: (_Node) -> Void) {
        if isBackground {
            withUnretained(&secondary, body)
            withUnretained(&content, body)
        } else {
            withUnretained(&content, body)
            withUnretained(&secondary, body)
        }
    }
    override func forEachChildReversed(_ body: (_Node) -> Void) {
        if isBackground {
            withUnretained(&content, body)
            withUnretained(&secondary, body)
        } else {
            withUnretained(&secondary, body)
            withUnretained(&content, body)
        }
    }
    override func hitTest(_ point: CGPoint) -> HitResult? {
        var found: HitResult? = nil
        forEachChildReversed { if found == nil { found = $0.hitTest(point) } }
        return found
    }
    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) {
        frame = rect
        var contentRect = rect
        if let keptPadding { contentRect = Padding.contentRect(keptPadding, rect) }
        withUnretained(&content) { $0.place(contentRect, ctx) }
        placeSecondary(rect, ctx)
    }
    /// Places the secondary view, proposed `rect.size` and aligned in `rect` with `alignment`.
    /// Several views there are one implicit ZStack, centred inside and aligned as one (§31.6).
    func placeSecondary(_ rect: CGRect, _ ctx: PlaceContext) {
        withUnretained(&secondary) { secondary in
            secondaryItems.update(secondary)
            let items = secondaryItems.items
            // Aligned with the padded content's guides: this node's, when it keeps the padding.
            ZStackLayout.place(items.count > 1 ? [secondary] : items, alignment: alignment, in: rect, ctx,
                               container: keptPadding != nil ? self : content)
        }
    }

    // A kept padding's geometry (`keptPadding`), as `PaddingNode` has it; without one, the
    // content's, as any modifier's.
    override var showsLayoutBounds: Bool { keptPadding != nil }
    override func sizeThatFits(_ p: ProposedViewSize, _ b: _ViewGraph) -> CGSize {
        if let keptPadding { return Padding.size(keptPadding, content, p, b) }
        return super.sizeThatFits(p, b)
    }
    override func stackEdgeSpacing(_ edge: VerticalEdge, _ b: _ViewGraph) -> EdgeSpacing {
        if let keptPadding { return Padding.edgeSpacing(keptPadding, content, edge, b) }
        return super.stackEdgeSpacing(edge, b)
    }
    override func explicitAlignment(_ key: AlignmentKey, size: CGSize, _ b: _ViewGraph) -> CGFloat? {
        if let keptPadding { return Padding.explicitAlignment(keptPadding, content, key, size, b) }
        return super.explicitAlignment(key, size: size, b)
    }

    /// Records the padding the content's build kept here (`View._makeNodeKeepingPadding`), or
    /// none; a change is a change of this node's layout.
    @usableFromInline
    func keepPadding(_ insets: EdgeInsets?, _ b: _ViewGraph) {
        if keptPadding != insets { keptPadding = insets; b.changed(self) }
    }
}

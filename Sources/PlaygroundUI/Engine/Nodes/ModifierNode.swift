import Foundation

/// A node that modifies one content node. By default it takes its content's size and place.
@MainActor @usableFromInline
class ModifierNode: _Node {
    @usableFromInline @exclusivity(unchecked) var content: _Node?
    override var showsLayoutBounds: Bool { false }
    override func forEachChild(_ body: (_Node) -> Void) { if let c = content { body(c) } }
    override func stampChildren(_ stamp: Int, _ s: inout StampSummary) { if let c = content { s.absorb(c, into: self, stamp) } }
    override func forEachChildReversed(_ body: (_Node) -> Void) { if let c = content { body(c) } }
    override func sizeThatFits(_ p: ProposedViewSize, _ b: _ViewGraph) -> CGSize { content?.measure(p, b) ?? .zero }
    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) { frame = rect; content?.place(rect, ctx) }
    override func hitTest(_ point: CGPoint) -> HitResult? { content?.hitTest(point) }
    /// Modifiers that keep their content's geometry pass the question on (§26.1).
    override func explicitAlignment(_ key: AlignmentKey, size: CGSize, _ b: _ViewGraph) -> CGFloat? {
        content?.explicitAlignment(key, size: size, b)
    }
    override var spineSpacer: SpacerNode? { hidesContent ? nil : content?.spineSpacer }
    override var layoutPriority: Double { content?.layoutPriority ?? 0 }
    override var zIndex: Double { content?.zIndex ?? 0 }
    override var transitionOnSpine: AnyTransition? { content?.transitionOnSpine }
    override func stackEdgeSpacing(_ edge: VerticalEdge, _ b: _ViewGraph) -> EdgeSpacing {
        content?.stackEdgeSpacing(edge, b) ?? .plain(edge)
    }
}

/// A modifier with no geometry of its own (environment, animation, identity): transparent to
/// layout and drawing, and applied to each element when its content is a list.
@MainActor @usableFromInline
class PassthroughNode: ModifierNode {
    @usableFromInline override init() { super.init() }
    override var isTransparent: Bool { true }
    override func collectItems(_ items: inout [_Node]) { content?.collectItems(&items) }
    override var isSpacer: Bool { content?.isSpacer ?? false }
}


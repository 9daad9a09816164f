import Foundation

/// A node that modifies one content node. By default it takes its content's size and place.
@MainActor @usableFromInline
class ModifierNode: _Node {
    @usableFromInline @exclusivity(unchecked) final var content: _Node?
    override var showsLayoutBounds: Bool { false }
    // The visits read `content` without retaining it (`withUnretained`, node-model step 28).
    override func forEachChild(_ body: (_Node) -> Void) { withUnretained(&content) { body($0) } }
    override func stampChildren(_ stamp: Int, _ s: inout StampSummary) { withUnretained(&content) { s.absorb($0, into: self, stamp) } }
    override func forEachChildReversed(_ body: (_Node) -> Void) { withUnretained(&content) { body($0) } }
    override func sizeThatFits(_ p: ProposedViewSize, _ b: _ViewGraph) -> CGSize { withUnretained(&content) { $0.measure(p, b) } ?? .zero }
    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) { frame = rect; withUnretained(&content) { $0.place(rect, ctx) } }
    override func hitTest(_ point: CGPoint) -> HitResult? { withUnretained(&content) { $0.hitTest(point) } ?? nil }
    /// Modifiers that keep their content's geometry pass the question on (§26.1).
    override func explicitAlignment(_ key: AlignmentKey, size: CGSize, _ b: _ViewGraph) -> CGFloat? {
        withUnretained(&content) { $0.explicitAlignment(key, size: size, b) } ?? nil
    }
    override var spineSpacer: SpacerNode? { hidesContent ? nil : content?.spineSpacer }
    override var layoutPriority: Double { withUnretained(&content) { $0.layoutPriority } ?? 0 }
    override var zIndex: Double { withUnretained(&content) { $0.zIndex } ?? 0 }
    override func forEachTransitionNodeOnSpine(_ body: (TransitionNode) -> Bool) -> Bool {
        content?.forEachTransitionNodeOnSpine(body) ?? true
    }
    override func stackEdgeSpacing(_ edge: VerticalEdge, _ b: _ViewGraph) -> EdgeSpacing {
        withUnretained(&content) { $0.stackEdgeSpacing(edge, b) } ?? .plain(edge)
    }
}

/// A modifier with no geometry of its own (environment, animation, identity): transparent to
/// layout and drawing, and applied to each element when its content is a list.
@MainActor @usableFromInline
class PassthroughNode: ModifierNode {
    @usableFromInline override init() { super.init() }
    override var isTransparent: Bool { true }
    override func collectItems(_ items: inout [_Node]) { withUnretained(&content) { $0.collectItems(&items) } }
    override var producesViews: Bool { withUnretained(&content) { $0.producesViews } ?? false }
    override var isSpacer: Bool { withUnretained(&content) { $0.isSpacer } ?? false }
}


import Foundation

/// The kinds of safe area a view can ignore (SwiftUI's `SafeAreaRegions`). There is no keyboard
/// here, so `.keyboard` regions are always empty.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// The top or bottom edge (SwiftUI's `VerticalEdge`).
public enum VerticalEdge: Int8, CaseIterable, Sendable { case top, bottom }
/// The leading or trailing edge (SwiftUI's `HorizontalEdge`).
public enum HorizontalEdge: Int8, CaseIterable, Sendable { case leading, trailing }

/// Expands its content into the safe-area insets along `edges` where it touches the safe area's
/// boundary (docs/semantics.md §15).
/// Public because the `@inlinable` `ignoresSafeArea` returns it, so user code builds it specialised (as SwiftUI's).
public struct _IgnoresSafeAreaModifier {
    let edges: Edge.Set
    @usableFromInline init(edges: Edge.Set) { self.edges = edges }
}

extension _IgnoresSafeAreaModifier: PrimitiveModifier {
    @inlinable @inline(__always) public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        // A shape takes the grown rect whole, as it would from this modifier's node: its own node
        // keeps the edges. The fill of every `.background(Color…)` is such a shape.
        if b.buildKeptByShape(content, &slot, { ignoresSafeAreaShape(m, b, $0) }) { return }
        let node = ignoresSafeAreaNode(m, b, &slot)
        C._makeNode(content, b, &node.content)
    }

    /// Gives the shape node in `slot` these edges to grow into the safe area along.
    @MainActor @usableFromInline static func ignoresSafeAreaShape(_ m: Self, _ b: _ViewGraph, _ slot: _Node?) {
        let shape = ShapeNode.built(in: slot)
        if shape.ignoredSafeAreaEdges != m.edges {
            shape.ignoredSafeAreaEdges = m.edges
            if m.edges.isEmpty { shape.ownFlags &= ~_Node.grownFrameFlag } else { shape.ownFlags |= _Node.grownFrameFlag }
            b.changed(shape)
        }
    }

    /// The modifier's node in `slot`, given its edges (compared as a field: through
    /// `_ViewGraph.update`'s key path, each build instantiated the key path).
    @MainActor @usableFromInline static func ignoresSafeAreaNode(_ m: Self, _ b: _ViewGraph, _ slot: inout _Node?) -> ModifierNode {
        let node = b.reuse(&slot) { IgnoresSafeAreaNode() }
        if node.edges != m.edges { node.edges = m.edges; b.changed(node) }
        return node
    }
}

@MainActor
final class IgnoresSafeAreaNode: ModifierNode {
    @exclusivity(unchecked) var edges: Edge.Set = .all
    override var showsLayoutBounds: Bool { true }
    override init() { super.init(); ownFlags = _Node.grownFrameFlag }

    /// The rect last given (its content is placed by it and by the grown one).
    @exclusivity(unchecked) private var placedAt = CGRect.null

    override func isMoved(placedAt rect: CGRect, _ ctx: PlaceContext) -> Bool {
        !sameRect(rect, placedAt) || !sameRect(ctx.grownIntoSafeArea(rect, edges: edges).rect, frame)
    }

    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) {
        placedAt = rect
        let r = ctx.grownIntoSafeArea(rect, edges: edges).rect
        frame = r
        guard let content else { return }
        if r != rect {
            // The content is offered the larger rect and placed at its top-leading corner
            // (§15): content of a fixed size that does not take the room stays where it was
            // along a bottom or trailing edge, and moves into the inset along a top or leading.
            let s = content.measure(ProposedViewSize(r.size), ctx.graph)
            content.place(CGRect(x: r.minX, y: r.minY, width: s.width, height: s.height), ctx)
        } else {
            content.place(r, ctx)
        }
    }
}

/// Puts `inset` beside its content at `edge`, and shrinks the content's safe area by it
/// (docs/semantics.md §15).
package struct _SafeAreaInsetModifier<Inset: View> {
    let edge: Edge
    let alignmentFraction: CGFloat
    let spacing: CGFloat?
    let inset: Inset
}

extension _SafeAreaInsetModifier: PrimitiveModifier {
    /// Built once around the content; makes a list one view (§31).
    public static var _viewListBehavior: _ViewListBehavior { .unary }
    public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        let node = b.reuse(&slot) { SafeAreaInsetNode() }
        b.update(node, \.edge, m.edge)
        b.update(node, \.alignmentFraction, m.alignmentFraction)
        b.update(node, \.spacing, m.spacing ?? 0)
        C._makeNode(content, b, &node.content)
        b.buildOneView(m.inset, .zstack, &node.inset)   // one view, a centred ZStack, as an overlay's (§31.6)
    }
}

@MainActor
final class SafeAreaInsetNode: ModifierNode {
    override var ownHitBounds: CGRect { .infinite }   // (see _Node.ownHitBounds)
    @exclusivity(unchecked) var edge: Edge = .bottom
    @exclusivity(unchecked) var alignmentFraction: CGFloat = 0.5
    @exclusivity(unchecked) var spacing: CGFloat = 0
    @exclusivity(unchecked) var inset: _Node?

    override func stampChildren(_ stamp: Int, _ s: inout StampSummary) { stampEachChild(stamp, &s) }
    override func forEachChild(_ body: (_Node) -> Void) {
        if let c = content { body(c) }
        if let i = inset { body(i) }
    }
    override func forEachChildReversed(_ body: (_Node) -> Void) {
        if let i = inset { body(i) }
        if let c = content { body(c) }
    }
    override func hitTest(_ point: CGPoint) -> HitResult? { inset?.hitTest(point) ?? content?.hitTest(point) }

    private var vertical: Bool { edge == .top || edge == .bottom }

    /// The inset's size across the edge for a proposal.
    private func insetSize(_ p: ProposedViewSize, _ b: _ViewGraph) -> CGSize {
        inset?.measure(vertical ? ProposedViewSize(width: p.width, height: nil) : ProposedViewSize(width: nil, height: p.height), b) ?? .zero
    }

    override func sizeThatFits(_ p: ProposedViewSize, _ b: _ViewGraph) -> CGSize {
        let i = insetSize(p, b)
        let taken = (vertical ? i.height : i.width) + spacing
        let cp = vertical ? ProposedViewSize(width: p.width, height: p.height.map { max($0 - taken, 0) })
                          : ProposedViewSize(width: p.width.map { max($0 - taken, 0) }, height: p.height)
        let c = content?.measure(cp, b) ?? .zero
        return vertical ? CGSize(width: max(c.width, i.width), height: c.height + taken)
                        : CGSize(width: c.width + taken, height: max(c.height, i.height))
    }

    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) {
        frame = rect
        let b = ctx.graph
        let i = insetSize(ProposedViewSize(rect.size), b)
        let taken = (vertical ? i.height : i.width) + spacing
        var main = rect, bar = CGRect.zero
        switch edge {
        case .top:
            main = CGRect(x: rect.minX, y: rect.minY + taken, width: rect.width, height: max(rect.height - taken, 0))
            bar = CGRect(x: rect.minX + ((rect.width - i.width) * alignmentFraction).rounded(), y: rect.minY, width: i.width, height: i.height)
        case .bottom:
            main = CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: max(rect.height - taken, 0))
            bar = CGRect(x: rect.minX + ((rect.width - i.width) * alignmentFraction).rounded(), y: rect.maxY - i.height, width: i.width, height: i.height)
        case .leading:
            main = CGRect(x: rect.minX + taken, y: rect.minY, width: max(rect.width - taken, 0), height: rect.height)
            bar = CGRect(x: rect.minX, y: rect.minY + ((rect.height - i.height) * alignmentFraction).rounded(), width: i.width, height: i.height)
        case .trailing:
            main = CGRect(x: rect.minX, y: rect.minY, width: max(rect.width - taken, 0), height: rect.height)
            bar = CGRect(x: rect.maxX - i.width, y: rect.minY + ((rect.height - i.height) * alignmentFraction).rounded(), width: i.width, height: i.height)
        }
        var inner = ctx
        // Inside, the safe area stops at the bar on the inset's edge; a view ignoring it may grow
        // back under the bar, and past it only when this view itself reaches the safe area's edge
        // there. Its other edges are the enclosing safe area's: a view inside that does not reach
        // them stays inside (a list below a header does not grow over it, §15).
        // The safe area is in root space, where a right-to-left parent mirrors what is computed
        // here (`main` as placed, and the leading edge on the right).
        var placedMain = main, placedEdge = edge
        if let axis = ctx.mirrorAxis {
            placedMain.origin.x = axis - main.maxX
            if edge == .leading { placedEdge = .trailing } else if edge == .trailing { placedEdge = .leading }
        }
        (inner.safeArea, inner.safeAreaContainer) = Self.insetSafeArea(ctx.safeArea, ctx.safeAreaContainer, rect: rect, main: placedMain, edge: placedEdge)
        if let content {
            let s = content.measure(ProposedViewSize(main.size), b)
            content.place(CGRect(x: main.minX + ((main.width - s.width) / 2).rounded(), y: main.minY + ((main.height - s.height) / 2).rounded(),
                                 width: s.width, height: s.height), inner)
        }
        inset?.place(bar, ctx)
    }

    /// The safe area and the region views may grow into inside a view at `rect` whose content
    /// is placed at `main`, after an inset on `edge`.
    static func insetSafeArea(_ safe: CGRect, _ container: CGRect, rect: CGRect, main: CGRect,
                              edge: Edge) -> (safe: CGRect, container: CGRect) {
        guard !safe.isInfinite, !safe.isNull, !container.isInfinite else { return (safe.intersection(main), container.union(rect)) }
        let eps: CGFloat = 0.5
        var minX = safe.minX, minY = safe.minY, maxX = safe.maxX, maxY = safe.maxY
        let full = container.union(rect)
        var fMinX = full.minX, fMinY = full.minY, fMaxX = full.maxX, fMaxY = full.maxY
        switch edge {
        case .top:
            minY = max(minY, main.minY)
            if rect.minY > safe.minY + eps { fMinY = max(fMinY, rect.minY) }
        case .bottom:
            maxY = min(maxY, main.maxY)
            if rect.maxY < safe.maxY - eps { fMaxY = min(fMaxY, rect.maxY) }
        case .leading:
            minX = max(minX, main.minX)
            if rect.minX > safe.minX + eps { fMinX = max(fMinX, rect.minX) }
        case .trailing:
            maxX = min(maxX, main.maxX)
            if rect.maxX < safe.maxX - eps { fMaxX = min(fMaxX, rect.maxX) }
        }
        return (CGRect(x: minX, y: minY, width: max(maxX - minX, 0), height: max(maxY - minY, 0)),
                CGRect(x: fMinX, y: fMinY, width: fMaxX - fMinX, height: fMaxY - fMinY))
    }
}

extension PlaceContext {
    /// `rect` grown, along `edges`, into the safe-area insets where it reaches the safe area's
    /// edge (docs/semantics.md §15), and how far it grew on each side. The one rule behind
    /// `ignoresSafeArea` and a scroll view's reach under the insets.
    func grownIntoSafeArea(_ rect: CGRect, edges: Edge.Set) -> (rect: CGRect, grown: EdgeInsets) {
        let safe = safeArea, full = safeAreaContainer, eps: CGFloat = 0.5
        guard !safe.isInfinite, !full.isInfinite else { return (rect, EdgeInsets()) }
        var g = EdgeInsets()
        if edges.contains(.top), rect.minY <= safe.minY + eps, full.minY < rect.minY { g.top = rect.minY - full.minY }
        if edges.contains(.bottom), rect.maxY >= safe.maxY - eps, full.maxY > rect.maxY { g.bottom = full.maxY - rect.maxY }
        if edges.contains(.leading), rect.minX <= safe.minX + eps, full.minX < rect.minX { g.leading = rect.minX - full.minX }
        if edges.contains(.trailing), rect.maxX >= safe.maxX - eps, full.maxX > rect.maxX { g.trailing = full.maxX - rect.maxX }
        let r = CGRect(x: rect.minX - g.leading, y: rect.minY - g.top,
                       width: rect.width + g.leading + g.trailing, height: rect.height + g.top + g.bottom)
        return (r, g)
    }
}

extension View {
    /// Lets this view extend into the safe area along `edges` (docs/semantics.md §15).
    @inlinable nonisolated public consuming func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(_IgnoresSafeAreaModifier(edges: regions.contains(.container) ? edges : []))
    }
    /// Lets this view extend into the safe area along `edges` (deprecated spelling).
    nonisolated public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        modifier(_IgnoresSafeAreaModifier(edges: edges))
    }
    /// Shows `content` at the top or bottom edge and shrinks this view's safe area by its height
    /// plus `spacing` (nil: none here).
    nonisolated public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center,
                                                   spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        modifier(_SafeAreaInsetModifier(edge: edge == .top ? .top : .bottom, alignmentFraction: alignment.fraction, spacing: spacing, inset: content()))
    }
    /// Shows `content` at the leading or trailing edge and shrinks this view's safe area by its
    /// width plus `spacing`.
    nonisolated public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center,
                                                   spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        modifier(_SafeAreaInsetModifier(edge: edge == .leading ? .leading : .trailing, alignmentFraction: alignment.fraction, spacing: spacing, inset: content()))
    }
    /// Adds `length` (nil: 16 pt) of safe area along `edges`: laid out here as padding, which is
    /// what it amounts to for content that respects the safe area.
    nonisolated public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(edges, length ?? 16)
    }
}

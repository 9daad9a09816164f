import Foundation

/// Insets its content (docs/semantics.md §6.3): nil lengths are the default 16 points.
/// Public because the `@inlinable` `padding` returns it, so user code builds it specialised (as SwiftUI's).
public struct _PaddingLayout {
    public var edges: Edge.Set
    public var insets: EdgeInsets?
    @usableFromInline init(edges: Edge.Set, insets: EdgeInsets?) { self.edges = edges; self.insets = insets }
}

extension _PaddingLayout: PrimitiveModifier {
    @inlinable @inline(__always) public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        withGuaranteed(paddingNode(m, b, &slot)) { node in C._makeNode(content, b, &node.content) }
    }

    /// The padding's node in `slot`, given this modifier's insets; unretained: `slot` holds it
    /// (`_ViewGraph.withReused`).
    @MainActor @usableFromInline static func paddingNode(_ m: Self, _ b: _ViewGraph, _ slot: inout _Node?) -> Unmanaged<ModifierNode> {
        b.withReused(&slot, { PaddingNode() }) { node in
            b.update(node, \.insets, m.insets ?? EdgeInsets(m.edges, 16))
            return Unmanaged.passUnretained(node)
        }
    }
}

@MainActor
final class PaddingNode: ModifierNode {
    /// Frames and padding have geometry of their own (the bounds overlay outlines them).
    override var showsLayoutBounds: Bool { true }
    @exclusivity(unchecked) var insets = EdgeInsets()
    override func sizeThatFits(_ p: ProposedViewSize, _ b: _ViewGraph) -> CGSize { Padding.size(insets, content, p, b) }
    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) {
        frame = rect
        content?.place(Padding.contentRect(insets, rect), ctx)
    }
    override func stackEdgeSpacing(_ edge: VerticalEdge, _ b: _ViewGraph) -> EdgeSpacing { Padding.edgeSpacing(insets, content, edge, b) }
    override func explicitAlignment(_ key: AlignmentKey, size: CGSize, _ b: _ViewGraph) -> CGFloat? {
        Padding.explicitAlignment(insets, content, key, size, b)
    }
}

/// A padding's geometry, for its own node and for an overlay's or a background's node that keeps
/// a padding applied straight to its content (`SecondaryLayerNode.keptPadding`).
@MainActor
enum Padding {
    /// The content's size for the proposal less the insets, plus the insets.
    static func size(_ insets: EdgeInsets, _ content: _Node?, _ p: ProposedViewSize, _ b: _ViewGraph) -> CGSize {
        let s = content?.measure(p.inset(by: insets), b) ?? .zero
        return CGSize(width: s.width + insets.horizontal, height: s.height + insets.vertical)
    }
    /// Where the content goes in the padded `rect`.
    static func contentRect(_ insets: EdgeInsets, _ rect: CGRect) -> CGRect {
        CGRect(x: rect.minX + insets.leading, y: rect.minY + insets.top,
               width: max(rect.width - insets.horizontal, 0), height: max(rect.height - insets.vertical, 0))
    }
    /// A padded edge is a plain view's edge (§6.1.1).
    static func edgeSpacing(_ insets: EdgeInsets, _ content: _Node?, _ edge: VerticalEdge, _ b: _ViewGraph) -> EdgeSpacing {
        let inset = edge == .top ? insets.top : insets.bottom
        return inset != 0 ? .plain(edge) : content?.stackEdgeSpacing(edge, b) ?? .plain(edge)
    }
    /// The content's explicit guides, moved by the insets (§26.1).
    static func explicitAlignment(_ insets: EdgeInsets, _ content: _Node?, _ key: AlignmentKey, _ size: CGSize, _ b: _ViewGraph) -> CGFloat? {
        let inner = CGSize(width: max(size.width - insets.horizontal, 0), height: max(size.height - insets.vertical, 0))
        guard let v = content?.explicitAlignment(key, size: inner, b) else { return nil }
        return v + (key.axis == .horizontal ? insets.leading : insets.top)
    }
}

extension View {
    /// Pads the given edges by `length` (16 points when nil).
    @inlinable nonisolated public consuming func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(_PaddingLayout(edges: edges, insets: length.map { EdgeInsets(edges, $0) }))
    }
    /// Pads all edges by `length`.
    @inlinable nonisolated public consuming func padding(_ length: CGFloat) -> some View {
        modifier(_PaddingLayout(edges: .all, insets: EdgeInsets(.all, length)))
    }
    /// Pads each edge by its inset.
    @inlinable nonisolated public consuming func padding(_ insets: EdgeInsets) -> some View {
        modifier(_PaddingLayout(edges: .all, insets: insets))
    }
}

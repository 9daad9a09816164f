import Foundation

/// A view that arranges its children in a horizontal line.
public struct HStack<Content: View> {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
}

extension HStack: View, PrimitiveView {
    public static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        let node = graph.reuse(&slot) { StackNode(axis: .horizontal) }
        graph.update(node, \.spacing, view.spacing)
        graph.update(node, \.alignmentFraction, view.alignment.fraction)
        Content._makeNode(view.content, graph, &node.content)
    }
}

/// A view that arranges its children in a vertical line.
public struct VStack<Content: View> {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
}

extension VStack: View, PrimitiveView {
    public static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        let node = graph.reuse(&slot) { StackNode(axis: .vertical) }
        graph.update(node, \.spacing, view.spacing)
        graph.update(node, \.alignmentFraction, view.alignment.fraction)
        Content._makeNode(view.content, graph, &node.content)
    }
}

/// A view that overlays its children, aligned in both axes; later children are drawn on top.
public struct ZStack<Content: View> {
    let alignment: Alignment
    let content: Content
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.content = content()
    }
}

extension ZStack: View, PrimitiveView {
    public static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        let node = graph.reuse(&slot) { ZStackNode() }
        graph.update(node, \.alignment, view.alignment)
        Content._makeNode(view.content, graph, &node.content)
    }
}

/// Base of nodes whose content is one slot flattened into layout items.
@MainActor
class ContainerNode: _Node {
    override var cachesFolds: Bool { true }
    @exclusivity(unchecked) var content: _Node?
    override func forEachChild(_ body: (_Node) -> Void) { if let c = content { body(c) } }
    override func forEachChildReversed(_ body: (_Node) -> Void) {
        itemCache.update(content)
        let it = itemCache.items
        if !itemCache.hasZIndex {
            var i = it.count
            while i > 0 { i -= 1; body(it[i]) }
            return
        }
        // Front to back by zIndex, then by order.
        let sorted = it.enumerated().sorted { a, b in
            let za = a.element.zIndex, zb = b.element.zIndex
            return za != zb ? za > zb : a.offset > b.offset
        }
        for (_, n) in sorted { body(n) }
    }
    override func emitContent(_ ctx: inout EmitContext) {
        itemCache.update(content)
        if itemCache.hasZIndex {
            for n in itemCache.items.enumerated().sorted(by: { a, b in
                a.element.zIndex != b.element.zIndex ? a.element.zIndex < b.element.zIndex : a.offset < b.offset
            }).map(\.element) { n.emit(&ctx) }
        } else {
            content?.emit(&ctx)   // through the tree, so dynamic lists can draw their transitions
        }
    }
    func layoutItems() -> [_Node] {
        itemCache.update(content)
        return itemCache.items
    }
    @exclusivity(unchecked) private var itemCache = ItemCache()
}

@MainActor
final class StackNode: ContainerNode {
    let axis: Axis
    @exclusivity(unchecked) var spacing: CGFloat?
    @exclusivity(unchecked) var alignmentFraction: CGFloat = 0.5
    @exclusivity(unchecked) private var scratch = StackLayout.Scratch()
    init(axis: Axis) { self.axis = axis }
    override func sizeThatFits(_ p: ProposedViewSize, _ b: _ViewGraph) -> CGSize {
        StackLayout.size(items: layoutItems(), axis: axis, spacing: spacing, proposal: p, b, &scratch)
    }
    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) {
        frame = rect
        StackLayout.place(items: layoutItems(), axis: axis, spacing: spacing, alignmentFraction: alignmentFraction, in: rect, ctx, &scratch)
    }
}

@MainActor
final class ZStackNode: ContainerNode {
    @exclusivity(unchecked) var alignment = Alignment.center
    /// The size of the children with the highest layout priority (§6.1); the others are placed
    /// in it without affecting it.
    override func sizeThatFits(_ p: ProposedViewSize, _ b: _ViewGraph) -> CGSize {
        let it = layoutItems()
        let top = it.map(\.layoutPriority).max() ?? 0
        var w: CGFloat = 0, h: CGFloat = 0
        for item in it where item.layoutPriority == top {
            SpacerNode.setAxis(of: item, nil)
            let s = item.measure(p, b)
            w = max(w, s.width); h = max(h, s.height)
        }
        return CGSize(width: w, height: h)
    }
    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) {
        frame = rect
        ZStackLayout.place(layoutItems(), alignment: alignment, in: rect, ctx)
    }
}

/// How a ZStack places its items, shared by overlay/background contents and GeometryReader
/// contents: each is proposed the whole rect and aligned in it, later items on top.
@MainActor
enum ZStackLayout {
    static func place(_ items: [_Node], alignment: Alignment, in rect: CGRect, _ ctx: PlaceContext) {
        let p = ProposedViewSize(rect.size)
        for item in items {
            SpacerNode.setAxis(of: item, nil)
            let s = item.measure(p, ctx.graph)
            item.place(CGRect(origin: alignment.origin(of: s, in: rect), size: s), ctx)
        }
    }
}

import Foundation

/// A view that arranges its children in a horizontal line.
public struct HStack<Content: View> {
    @usableFromInline let alignment: VerticalAlignment
    @usableFromInline let spacing: CGFloat?
    @usableFromInline let content: Content
    @inlinable public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
}

extension HStack: View, PrimitiveView {
    @inlinable @inline(__always) public static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        withGuaranteed(StackNode.reuse(&slot, spacing: view.spacing, alignment: view.alignment, graph)) { node in
            Content._makeNode(view.content, graph, &node.content)
        }
    }
}

/// A view that arranges its children in a vertical line.
public struct VStack<Content: View> {
    @usableFromInline let alignment: HorizontalAlignment
    @usableFromInline let spacing: CGFloat?
    @usableFromInline let content: Content
    @inlinable public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
}

extension VStack: View, PrimitiveView {
    @inlinable @inline(__always) public static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        withGuaranteed(StackNode.reuse(&slot, spacing: view.spacing, alignment: view.alignment, graph)) { node in
            Content._makeNode(view.content, graph, &node.content)
        }
    }
}

/// A view that overlays its children, aligned in both axes; later children are drawn on top.
public struct ZStack<Content: View> {
    @usableFromInline let alignment: Alignment
    @usableFromInline let content: Content
    @inlinable public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.content = content()
    }
}

extension ZStack: View, PrimitiveView {
    @inlinable @inline(__always) public static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        withGuaranteed(ZStackNode.reuse(&slot, alignment: view.alignment, graph)) { node in
            Content._makeNode(view.content, graph, &node.content)
        }
    }
}

@MainActor @usableFromInline
final class StackNode: ContainerNode {
    let axis: Axis
    @exclusivity(unchecked) var spacing: CGFloat?
    /// The guide children line up on across the axis (§26.1).
    @exclusivity(unchecked) var alignment: AlignmentKey
    @exclusivity(unchecked) private var measurements = StackMeasurements()
    init(axis: Axis) {
        self.axis = axis
        alignment = axis == .horizontal ? VerticalAlignment.center.key : HorizontalAlignment.center.key
    }
    /// An HStack's node in `slot` (the caller builds the content into it), unretained: `slot`
    /// holds it (`_ViewGraph.withReused`).
    @usableFromInline
    static func reuse(_ slot: inout _Node?, spacing: CGFloat?, alignment: VerticalAlignment, _ b: _ViewGraph) -> Unmanaged<StackNode> {
        reuse(&slot, .horizontal, spacing, alignment.key, b)
    }
    /// A VStack's node in `slot` (the caller builds the content into it), unretained.
    @usableFromInline
    static func reuse(_ slot: inout _Node?, spacing: CGFloat?, alignment: HorizontalAlignment, _ b: _ViewGraph) -> Unmanaged<StackNode> {
        reuse(&slot, .vertical, spacing, alignment.key, b)
    }
    @inline(__always)
    private static func reuse(_ slot: inout _Node?, _ axis: Axis, _ spacing: CGFloat?, _ alignment: AlignmentKey, _ b: _ViewGraph) -> Unmanaged<StackNode> {
        b.withReused(&slot, { StackNode(axis: axis) }) { node in
            b.update(node, \.spacing, spacing)
            b.update(node, \.alignment, alignment)
            return Unmanaged.passUnretained(node)
        }
    }
    override func sizeThatFits(_ p: ProposedViewSize, _ b: _ViewGraph) -> CGSize {
        let shared = StackAlgorithm.sharedProposal(self, p, axis)
        let s = StackAlgorithm.size(items: layoutItems(), axis: axis, spacing: spacing, alignment: alignment, proposal: shared, b, &measurements)
        // Asked again for its own length, the stack keeps it (the items were given the same shares).
        guard shared != p else { return s }
        return axis == .horizontal ? CGSize(width: p.width ?? s.width, height: s.height) : CGSize(width: s.width, height: p.height ?? s.height)
    }
    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) {
        frame = rect
        StackAlgorithm.place(items: layoutItems(), axis: axis, spacing: spacing, alignment: alignment, in: rect, ctx, &measurements, owner: self)
    }
    /// What placing the items found (`StackAlgorithm.placeItems`): an item not placed again kept
    /// its content stamp, which the stack's last one already counted.
    override func contentStampAfterPlacing() -> Int { max(contentStamp, measurements.placedContent) }
    /// A VStack's top is its first view's, its bottom its last view's; an HStack's edges take
    /// every view's (Spacers aside).
    override func stackEdgeSpacing(_ edge: VerticalEdge, _ b: _ViewGraph) -> EdgeSpacing {
        let it = layoutItems()
        if axis == .vertical {
            guard let n = edge == .top ? it.first : it.last else { return .plain(edge) }
            return n.stackEdgeSpacing(edge, b)
        }
        return StackAlgorithm.unionEdgeSpacing(it, edge, b)
    }
    override func explicitAlignment(_ key: AlignmentKey, size: CGSize, _ b: _ViewGraph) -> CGFloat? {
        StackAlgorithm.explicitAlignment(key, size: size, items: layoutItems(), axis: axis, spacing: spacing,
                                      alignment: alignment, b, &measurements, owner: self)
    }
}

@MainActor @usableFromInline
final class ZStackNode: ContainerNode {
    @exclusivity(unchecked) var alignment = Alignment.center
    /// A ZStack's node in `slot` (the caller builds the content into it).
    @usableFromInline
    static func reuse(_ slot: inout _Node?, alignment: Alignment, _ b: _ViewGraph) -> Unmanaged<ZStackNode> {
        b.withReused(&slot, { ZStackNode() }) { node in
            b.update(node, \.alignment, alignment)
            return Unmanaged.passUnretained(node)
        }
    }
    override func stackEdgeSpacing(_ edge: VerticalEdge, _ b: _ViewGraph) -> EdgeSpacing {
        StackAlgorithm.unionEdgeSpacing(layoutItems(), edge, b)
    }
    override func sizeThatFits(_ p: ProposedViewSize, _ b: _ViewGraph) -> CGSize {
        let q = StackAlgorithm.overflowProposal(self, p)
        let s = ZStackLayout.size(layoutItems(), alignment: alignment, q, b)
        return q == p ? s : CGSize(width: p.width ?? s.width, height: p.height ?? s.height)
    }
    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) {
        frame = rect
        let p = StackAlgorithm.overflowProposal(self, ProposedViewSize(rect.size))
        ZStackLayout.placeStacked(layoutItems(), alignment: alignment, in: rect, ctx, proposal: p)
    }
    override func explicitAlignment(_ key: AlignmentKey, size: CGSize, _ b: _ViewGraph) -> CGFloat? {
        ZStackLayout.explicitAlignment(layoutItems(), alignment: alignment, key, size: size, b)
    }
}

/// How a ZStack lays out its items, shared by `ZStackNode`, a view list laid out as an overlay's
/// implicit ZStack (`ListNode`), and overlay/background and GeometryReader contents (`place`:
/// each item proposed the whole rect and aligned in it). Later items are on top.
/// (`ZStackLayout`, the public `Layout`, is in StackLayoutConformances.swift.)
extension ZStackLayout {
    /// The size of the items with the highest layout priority (§6.1) lined up on `alignment`'s
    /// guides (§26.1); the others are placed in it without affecting it. (A ZStack, and a view
    /// list laid out as an overlay's implicit ZStack.)
    static func size(_ it: [_Node], alignment: Alignment, _ p: ProposedViewSize, _ b: _ViewGraph) -> CGSize {
        let top = it.map(\.layoutPriority).max() ?? 0
        var sized: [_Node] = [], sizes: [CGSize] = []
        for item in it where item.layoutPriority == top {
            SpacerNode.setAxis(of: item, nil)
            sized.append(item)
            sizes.append(item.measure(p, b))
        }
        // Each item's two guides asked together, item after item (`guides`), without arrays.
        let hk = alignment.horizontal.key, vk = alignment.vertical.key
        var left: CGFloat = 0, right: CGFloat = 0, above: CGFloat = 0, below: CGFloat = 0
        for i in sized.indices {
            let h = AlignmentGuides.value(sized[i], hk, sizes[i], b)
            let v = AlignmentGuides.value(sized[i], vk, sizes[i], b)
            // A child as long as it is offered an unbounded length makes the union unbounded
            // too, not NaN (∞ − ∞).
            let w = sizes[i].width, ht = sizes[i].height
            let r = w.isInfinite ? w : w - h, d = ht.isInfinite ? ht : ht - v
            if i == 0 { left = h; right = r; above = v; below = d } else {
                left = max(left, h); right = max(right, r); above = max(above, v); below = max(below, d)
            }
        }
        return sized.isEmpty ? .zero : CGSize(width: left + right, height: above + below)
    }

    /// Each item's values for `alignment`'s two guides, asked once each per item, the
    /// horizontal then the vertical, item after item: a guide's `computeValue` closure that keeps
    /// state between calls (the published tag-cloud layout, which moves a running x and y along
    /// as it is asked and resets them at the last item) sees the order SwiftUI's ZStack asks in.
    /// [R] OSUI's ZStack layout reads each child's two guides together in child order.
    static func guides(_ it: [_Node], _ sizes: [CGSize], _ alignment: Alignment, _ b: _ViewGraph) -> (h: [CGFloat], v: [CGFloat]) {
        let hk = alignment.horizontal.key, vk = alignment.vertical.key
        var hs: [CGFloat] = [], vs: [CGFloat] = []
        hs.reserveCapacity(it.count)
        vs.reserveCapacity(it.count)
        for i in it.indices {
            hs.append(AlignmentGuides.value(it[i], hk, sizes[i], b))
            vs.append(AlignmentGuides.value(it[i], vk, sizes[i], b))
        }
        return (hs, vs)
    }

    /// Every item's rect in `rect`: all lined up on the alignment's guides, the union of the
    /// highest-priority ones aligned in `rect`.
    /// Loops rather than `map`/`filter`: each closure handed to the standard library checks on
    /// every call that it runs on the main actor (docs/engine.md, "Rules").
    static func frames(_ it: [_Node], alignment: Alignment, in rect: CGRect, _ b: _ViewGraph,
                       proposal: ProposedViewSize? = nil) -> [CGRect] {
        let p = proposal ?? ProposedViewSize(rect.size)
        var sizes: [CGSize] = []
        sizes.reserveCapacity(it.count)
        for item in it { SpacerNode.setAxis(of: item, nil); sizes.append(item.measure(p, b)) }
        let hk = alignment.horizontal.key, vk = alignment.vertical.key
        let (hs, vs) = guides(it, sizes, alignment, b)
        // The highest layout priority (0 for no items), and the items that have it.
        var top: Double = 0
        for (i, item) in it.enumerated() {
            let priority = item.layoutPriority
            if i == 0 || priority > top { top = priority }
        }
        var mainH: [CGFloat] = [], mainV: [CGFloat] = [], mainSizes: [CGSize] = []
        var first: Int? = nil
        for i in it.indices where it[i].layoutPriority == top {
            if first == nil { first = i }
            mainH.append(hs[i])
            mainV.append(vs[i])
            mainSizes.append(sizes[i])
        }
        let hLine = AlignmentGuides.line(mainH, mainSizes, .horizontal)
        let vLine = AlignmentGuides.line(mainV, mainSizes, .vertical)
        // The guide lines: where the union's guides fall, the union aligned in the rect.
        let hf = min(max(hk.defaultValue(CGSize(width: 1, height: 1)), 0), 1)
        let vf = min(max(vk.defaultValue(CGSize(width: 1, height: 1)), 0), 1)
        var gx: CGFloat = 0, gy: CGFloat = 0
        if let f = first {
            gx = hLine.offsets[0] + hs[f]
            gy = vLine.offsets[0] + vs[f]
        }
        let lineX = rect.minX + (rect.width - hLine.extent) * hf + gx
        let lineY = rect.minY + (rect.height - vLine.extent) * vf + gy
        var rects: [CGRect] = []
        rects.reserveCapacity(it.count)
        for i in it.indices {
            rects.append(CGRect(x: lineX - hs[i], y: lineY - vs[i], width: sizes[i].width, height: sizes[i].height))
        }
        return rects
    }

    /// Places `it` in `rect` as a ZStack with `alignment` (`frames`).
    static func placeStacked(_ it: [_Node], alignment: Alignment, in rect: CGRect, _ ctx: PlaceContext,
                             proposal: ProposedViewSize? = nil) {
        for (item, r) in zip(it, frames(it, alignment: alignment, in: rect, ctx.graph, proposal: proposal)) { item.place(r, ctx) }
    }

    /// The stack's explicit value for guide `key` at `size`: its items' explicit values where they
    /// fall in the stack, merged (nil when none has one, §26.1).
    static func explicitAlignment(_ it: [_Node], alignment: Alignment, _ key: AlignmentKey, size: CGSize, _ b: _ViewGraph) -> CGFloat? {
        guard AlignmentGuides.mayBeExplicit(key, in: it) else { return nil }
        let rects = frames(it, alignment: alignment, in: CGRect(origin: .zero, size: size), b)
        var values: [CGFloat] = []
        for (item, r) in zip(it, rects) {
            guard let v = item.explicitAlignment(key, size: r.size, b) else { continue }
            values.append(v + (key.axis == .horizontal ? r.minX : r.minY))
        }
        return AlignmentGuides.merge(key, values)
    }

    /// `container`: the view whose guides the items meet (an overlay's primary view), else the
    /// rect's default guides.
    static func place(_ items: [_Node], alignment: Alignment, in rect: CGRect, _ ctx: PlaceContext, container: _Node? = nil) {
        let p = ProposedViewSize(rect.size)
        for item in items {
            SpacerNode.setAxis(of: item, nil)
            let s = item.measure(p, ctx.graph)
            item.place(CGRect(origin: AlignmentGuides.alignedOrigin(item, s, in: rect, alignment, ctx.graph, container: container), size: s), ctx)
        }
    }
}

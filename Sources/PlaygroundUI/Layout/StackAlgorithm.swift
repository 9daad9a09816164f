import Foundation

/// SwiftUI's stack algorithm (docs/semantics.md §6.1): children share the major axis by layout priority,
/// least flexible first, each offered an equal share of what remains.
@MainActor
enum StackAlgorithm {
    /// The gap between two adjacent items: `spacing` if given, none next to a Spacer; across a
    /// vertical stack what the facing edges ask for (text to text, text to a plain view, §6.1.1),
    /// else 8.
    static func gap(_ a: _Node, _ b: _Node, _ spacing: CGFloat?, _ axis: Axis, _ g: _ViewGraph) -> CGFloat {
        if let spacing { return spacing }
        if a.isSpacer || b.isSpacer { return 0 }
        if axis == .vertical,
           let d = EdgeSpacing.distance(a.stackEdgeSpacing(.bottom, g), b.stackEdgeSpacing(.top, g)) {
            return d
        }
        return 8
    }

    /// The edges of views side by side (an HStack's, a ZStack's): each category's largest.
    static func unionEdgeSpacing(_ items: [_Node], _ edge: VerticalEdge, _ g: _ViewGraph) -> EdgeSpacing {
        var s: EdgeSpacing? = nil
        for n in items where !n.isSpacer {
            let e = n.stackEdgeSpacing(edge, g)
            if s == nil { s = e } else { s!.formUnion(e) }
        }
        return s ?? .plain(edge)
    }

    static func major(_ s: CGSize, _ axis: Axis) -> CGFloat { axis == .horizontal ? s.width : s.height }
    static func minor(_ s: CGSize, _ axis: Axis) -> CGFloat { axis == .horizontal ? s.height : s.width }
    static func proposal(major: CGFloat?, minor: CGFloat?, _ axis: Axis) -> ProposedViewSize {
        axis == .horizontal ? ProposedViewSize(width: major, height: minor) : ProposedViewSize(width: minor, height: major)
    }

    /// Working arrays of one stack, kept between layouts so measuring allocates nothing.
    struct Scratch {
        var minSize: [CGFloat] = []
        var flex: [CGFloat] = []
        var prio: [Double] = []
        var rigid: [Bool] = []
        var order: [Int] = []
        var sizes: [CGSize] = []
        /// Makes room for `n` items. The arrays are filled again only when `n` changed (a stack's
        /// item count rarely does): `childSizes` writes every entry before reading it, so the
        /// old values need no clearing — filling 1,000 entries five times a layout was a third
        /// of a list's frame in the debug build.
        mutating func reset(_ n: Int) {
            if sizes.count != n {
                minSize = Array(repeating: 0, count: n)
                flex = Array(repeating: 0, count: n)
                prio = Array(repeating: 0, count: n)
                rigid = Array(repeating: false, count: n)
                sizes = Array(repeating: .zero, count: n)
            }
            order.removeAll(keepingCapacity: true)
        }
    }

    /// Sizes of each item for proposal `p`, left in `scratch.sizes`.
    static func childSizes(items: [_Node], axis: Axis, spacing: CGFloat?, proposal p: ProposedViewSize,
                           _ b: _ViewGraph, _ scratch: inout Scratch) {
        for item in items { SpacerNode.setAxis(of: item, axis) }
        let n = items.count
        scratch.reset(n)
        let minorP = axis == .horizontal ? p.height : p.width
        guard let majorP = axis == .horizontal ? p.width : p.height, n > 0 else {
            for i in 0..<n { scratch.sizes[i] = items[i].measure(proposal(major: nil, minor: minorP, axis), b) }
            return
        }
        var totalGap: CGFloat = 0
        for i in 1..<max(n, 1) { totalGap += gap(items[i - 1], items[i], spacing, axis, b) }
        let available = max(majorP - totalGap, 0)

        // Flexibility: size at ∞ minus size at 0 along the major axis. A child whose two probes
        // agree entirely is rigid: any share gives that size, so it is not measured a third time,
        // and rigid children need no sorting among themselves (they come first, in order).
        var allSamePriority = true
        var anyFlexible = false
        for i in 0..<n {
            let lo = items[i].measure(proposal(major: 0, minor: minorP, axis), b)
            let hi = items[i].measure(proposal(major: .infinity, minor: minorP, axis), b)
            scratch.minSize[i] = major(lo, axis)
            scratch.flex[i] = major(hi, axis) - major(lo, axis)
            scratch.prio[i] = items[i].layoutPriority
            scratch.rigid[i] = lo == hi
            if lo == hi { scratch.sizes[i] = hi } else { anyFlexible = true }
            if scratch.prio[i] != scratch.prio[0] { allSamePriority = false }
        }
        if allSamePriority && !anyFlexible { return }   // every child rigid: its probe is its size

        let minSize = scratch.minSize, flex = scratch.flex, prio = scratch.prio
        for i in 0..<n { scratch.order.append(i) }
        scratch.order.sort { x, y in
            if prio[x] != prio[y] { return prio[x] > prio[y] }
            // Both infinitely flexible: the larger minimum goes first (§6.1 step 2), so a
            // `frame(minWidth:)` child is not squeezed below its minimum by an earlier share.
            if flex[x].isInfinite && flex[y].isInfinite && minSize[x] != minSize[y] { return minSize[x] > minSize[y] }
            if flex[x] != flex[y] { return flex[x] < flex[y] }
            return x < y
        }
        var remaining = available
        var start = 0
        while start < n {
            var end = start
            while end < n && prio[scratch.order[end]] == prio[scratch.order[start]] { end += 1 }
            // Reserve the minimum sizes of all lower-priority groups.
            var reserved: CGFloat = 0
            for k in end..<n { reserved += minSize[scratch.order[k]] }
            var groupRemaining = max(remaining - reserved, 0)
            for k in start..<end {
                let i = scratch.order[k]
                let s: CGSize
                if scratch.rigid[i] {
                    s = scratch.sizes[i]
                } else {
                    let share = groupRemaining / CGFloat(end - k)
                    s = items[i].measure(proposal(major: share, minor: minorP, axis), b)
                    scratch.sizes[i] = s
                }
                groupRemaining = max(groupRemaining - major(s, axis), 0)
                remaining -= major(s, axis)
            }
            remaining = max(remaining, 0)
            start = end
        }
    }

    static func size(items: [_Node], axis: Axis, spacing: CGFloat?, alignment: AlignmentKey, proposal p: ProposedViewSize,
                     _ b: _ViewGraph, _ scratch: inout Scratch) -> CGSize {
        childSizes(items: items, axis: axis, spacing: spacing, proposal: p, b, &scratch)
        return total(items: items, sizes: scratch.sizes, axis: axis, spacing: spacing, alignment: alignment, b)
    }

    /// A stack of items centred across (default guides).
    static func size(items: [_Node], axis: Axis, spacing: CGFloat?, proposal p: ProposedViewSize, _ b: _ViewGraph,
                     _ scratch: inout Scratch) -> CGSize {
        size(items: items, axis: axis, spacing: spacing, alignment: centre(axis), proposal: p, b, &scratch)
    }
    /// Places items aligned across by a fraction of the cross length (0 leading/top, 1 trailing/bottom).
    static func place(items: [_Node], axis: Axis, spacing: CGFloat?, alignmentFraction: CGFloat, in rect: CGRect,
                      _ ctx: PlaceContext, _ scratch: inout Scratch) {
        let key: AlignmentKey
        if axis == .horizontal {
            key = (alignmentFraction == 0 ? VerticalAlignment.top : alignmentFraction == 1 ? .bottom : .center).key
        } else {
            key = (alignmentFraction == 0 ? HorizontalAlignment.leading : alignmentFraction == 1 ? .trailing : .center).key
        }
        place(items: items, axis: axis, spacing: spacing, alignment: key, in: rect, ctx, &scratch)
    }
    static func centre(_ axis: Axis) -> AlignmentKey {
        axis == .horizontal ? VerticalAlignment.center.key : HorizontalAlignment.center.key
    }

    /// The stack's size: the children end to end with their gaps, and across, the union of the
    /// children lined up on their `alignment` guides (§26.1).
    static func total(items: [_Node], sizes: [CGSize], axis: Axis, spacing: CGFloat?, alignment: AlignmentKey, _ b: _ViewGraph) -> CGSize {
        var maj: CGFloat = 0
        for i in sizes.indices {
            if i > 0 { maj += gap(items[i - 1], items[i], spacing, axis, b) }
            maj += major(sizes[i], axis)
        }
        let mino = AlignmentGuides.span(items, sizes, alignment, b).extent
        return axis == .horizontal ? CGSize(width: maj, height: mino) : CGSize(width: mino, height: maj)
    }

    /// Each item's rect inside `rect` (for sizes already computed): along `axis` one after the
    /// other, across lined up on their `alignment` guides, the union aligned in `rect`.
    static func frames(items: [_Node], sizes: [CGSize], axis: Axis, spacing: CGFloat?, alignment: AlignmentKey,
                       in rect: CGRect, _ b: _ViewGraph) -> [CGRect] {
        let (offsets, extent) = AlignmentGuides.line(items, sizes, alignment, b)
        let fraction = min(max(alignment.defaultValue(CGSize(width: 1, height: 1)), 0), 1)
        var out: [CGRect] = []
        out.reserveCapacity(items.count)
        var pos: CGFloat = axis == .horizontal ? rect.minX : rect.minY
        for i in items.indices {
            if i > 0 { pos += gap(items[i - 1], items[i], spacing, axis, b) }
            let s = sizes[i]
            if axis == .horizontal {
                let y0 = rect.minY + (rect.height - extent) * fraction
                out.append(CGRect(x: pos, y: y0 + offsets[i], width: s.width, height: s.height))
            } else {
                let x0 = rect.minX + (rect.width - extent) * fraction
                out.append(CGRect(x: x0 + offsets[i], y: pos, width: s.width, height: s.height))
            }
            pos += major(s, axis)
        }
        return out
    }

    /// Places items along `axis` inside `rect`, lined up across on their `alignment` guides.
    static func place(items: [_Node], axis: Axis, spacing: CGFloat?, alignment: AlignmentKey, in rect: CGRect,
                      _ ctx: PlaceContext, _ scratch: inout Scratch) {
        childSizes(items: items, axis: axis, spacing: spacing, proposal: ProposedViewSize(rect.size), ctx.graph, &scratch)
        let rects = frames(items: items, sizes: scratch.sizes, axis: axis, spacing: spacing, alignment: alignment, in: rect, ctx.graph)
        for i in items.indices { items[i].place(rects[i], ctx) }
    }

    /// A stack's explicit value for `key` at `size`: its children's explicit values, where they
    /// sit in the stack, merged as the guide says (first/last baseline, else the average).
    static func explicitAlignment(_ key: AlignmentKey, size: CGSize, items: [_Node], axis: Axis, spacing: CGFloat?,
                                  alignment: AlignmentKey, _ b: _ViewGraph, _ scratch: inout Scratch) -> CGFloat? {
        guard !items.isEmpty, AlignmentGuides.mayBeExplicit(key, in: items) else { return nil }
        childSizes(items: items, axis: axis, spacing: spacing, proposal: ProposedViewSize(size), b, &scratch)
        let sizes = scratch.sizes
        let rects = frames(items: items, sizes: sizes, axis: axis, spacing: spacing, alignment: alignment,
                           in: CGRect(origin: .zero, size: size), b)
        var values: [CGFloat] = []
        for i in items.indices {
            guard let v = items[i].explicitAlignment(key, size: sizes[i], b) else { continue }
            values.append(v + (key.axis == .horizontal ? rects[i].minX : rects[i].minY))
        }
        return AlignmentGuides.merge(key, values)
    }
}

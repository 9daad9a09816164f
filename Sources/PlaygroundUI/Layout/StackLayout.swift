import Foundation

/// SwiftUI's stack algorithm (docs/semantics.md §6.1): children share the major axis by layout priority,
/// least flexible first, each offered an equal share of what remains.
@MainActor
enum StackLayout {
    /// The gap between two adjacent items: `spacing` if given, none next to a Spacer, else 8.
    static func gap(_ a: _Node, _ b: _Node, _ spacing: CGFloat?) -> CGFloat {
        if let spacing { return spacing }
        return a.isSpacer || b.isSpacer ? 0 : 8
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
        mutating func reset(_ n: Int) {
            minSize.removeAll(keepingCapacity: true); minSize.append(contentsOf: repeatElement(0, count: n))
            flex.removeAll(keepingCapacity: true); flex.append(contentsOf: repeatElement(0, count: n))
            prio.removeAll(keepingCapacity: true); prio.append(contentsOf: repeatElement(0, count: n))
            rigid.removeAll(keepingCapacity: true); rigid.append(contentsOf: repeatElement(false, count: n))
            sizes.removeAll(keepingCapacity: true); sizes.append(contentsOf: repeatElement(.zero, count: n))
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
        for i in 1..<max(n, 1) { totalGap += gap(items[i - 1], items[i], spacing) }
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
            if lo == hi { scratch.sizes[i] = hi; scratch.rigid[i] = true } else { anyFlexible = true }
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

    static func size(items: [_Node], axis: Axis, spacing: CGFloat?, proposal p: ProposedViewSize, _ b: _ViewGraph,
                     _ scratch: inout Scratch) -> CGSize {
        childSizes(items: items, axis: axis, spacing: spacing, proposal: p, b, &scratch)
        return total(items: items, sizes: scratch.sizes, axis: axis, spacing: spacing)
    }

    static func total(items: [_Node], sizes: [CGSize], axis: Axis, spacing: CGFloat?) -> CGSize {
        var maj: CGFloat = 0, mino: CGFloat = 0
        for i in sizes.indices {
            if i > 0 { maj += gap(items[i - 1], items[i], spacing) }
            maj += major(sizes[i], axis)
            mino = max(mino, minor(sizes[i], axis))
        }
        return axis == .horizontal ? CGSize(width: maj, height: mino) : CGSize(width: mino, height: maj)
    }

    /// Places items along `axis` inside `rect`, aligned on the minor axis by `alignmentFraction`.
    static func place(items: [_Node], axis: Axis, spacing: CGFloat?, alignmentFraction: CGFloat, in rect: CGRect,
                      _ ctx: PlaceContext, _ scratch: inout Scratch) {
        childSizes(items: items, axis: axis, spacing: spacing, proposal: ProposedViewSize(rect.size), ctx.graph, &scratch)
        let sizes = scratch.sizes
        var pos: CGFloat = axis == .horizontal ? rect.minX : rect.minY
        for i in items.indices {
            if i > 0 { pos += gap(items[i - 1], items[i], spacing) }
            let s = sizes[i]
            let r: CGRect
            if axis == .horizontal {
                r = CGRect(x: pos, y: rect.minY + (rect.height - s.height) * alignmentFraction, width: s.width, height: s.height)
            } else {
                r = CGRect(x: rect.minX + (rect.width - s.width) * alignmentFraction, y: pos, width: s.width, height: s.height)
            }
            items[i].place(r, ctx)
            pos += major(s, axis)
        }
    }
}

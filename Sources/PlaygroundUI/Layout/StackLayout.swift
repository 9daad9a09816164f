import Foundation

/// SwiftUI's stack algorithm (semantics.md §6.1): children share the major axis by layout priority,
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

    /// Sizes of each item for proposal `p`.
    static func childSizes(items: [_Node], axis: Axis, spacing: CGFloat?, proposal p: ProposedViewSize, _ b: _Builder) -> [CGSize] {
        for item in items { SpacerNode.setAxis(of: item, axis) }
        let minorP = axis == .horizontal ? p.height : p.width
        guard let majorP = axis == .horizontal ? p.width : p.height, !items.isEmpty else {
            return items.map { $0.measure(proposal(major: nil, minor: minorP, axis), b) }
        }
        var totalGap: CGFloat = 0
        for i in 1..<max(items.count, 1) { totalGap += gap(items[i - 1], items[i], spacing) }
        let available = max(majorP - totalGap, 0)

        // Flexibility: size at ∞ minus size at 0 along the major axis.
        let n = items.count
        var minSize = [CGFloat](repeating: 0, count: n)
        var flex = [CGFloat](repeating: 0, count: n)
        var prio = [Double](repeating: 0, count: n)
        for i in 0..<n {
            let lo = major(items[i].measure(proposal(major: 0, minor: minorP, axis), b), axis)
            let hi = major(items[i].measure(proposal(major: .infinity, minor: minorP, axis), b), axis)
            minSize[i] = lo
            flex[i] = hi - lo
            prio[i] = items[i].layoutPriority
        }
        let order = (0..<n).sorted { x, y in
            if prio[x] != prio[y] { return prio[x] > prio[y] }
            // Both infinitely flexible: the larger minimum goes first (§6.1 step 2), so a
            // `frame(minWidth:)` child is not squeezed below its minimum by an earlier share.
            if flex[x].isInfinite && flex[y].isInfinite && minSize[x] != minSize[y] { return minSize[x] > minSize[y] }
            if flex[x] != flex[y] { return flex[x] < flex[y] }
            return x < y
        }
        var sizes = [CGSize](repeating: .zero, count: n)
        var remaining = available
        var start = 0
        while start < n {
            var end = start
            while end < n && prio[order[end]] == prio[order[start]] { end += 1 }
            // Reserve the minimum sizes of all lower-priority groups.
            var reserved: CGFloat = 0
            for k in end..<n { reserved += minSize[order[k]] }
            var groupRemaining = max(remaining - reserved, 0)
            for k in start..<end {
                let i = order[k]
                let share = groupRemaining / CGFloat(end - k)
                let s = items[i].measure(proposal(major: share, minor: minorP, axis), b)
                sizes[i] = s
                groupRemaining = max(groupRemaining - major(s, axis), 0)
                remaining -= major(s, axis)
            }
            remaining = max(remaining, 0)
            start = end
        }
        return sizes
    }

    static func size(items: [_Node], axis: Axis, spacing: CGFloat?, proposal p: ProposedViewSize, _ b: _Builder) -> CGSize {
        let sizes = childSizes(items: items, axis: axis, spacing: spacing, proposal: p, b)
        return total(items: items, sizes: sizes, axis: axis, spacing: spacing)
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
    static func place(items: [_Node], axis: Axis, spacing: CGFloat?, alignmentFraction: CGFloat, in rect: CGRect, _ ctx: PlaceContext) {
        let sizes = childSizes(items: items, axis: axis, spacing: spacing, proposal: ProposedViewSize(rect.size), ctx.builder)
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

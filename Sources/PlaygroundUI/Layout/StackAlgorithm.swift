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

    nonisolated static func major(_ s: CGSize, _ axis: Axis) -> CGFloat { axis == .horizontal ? s.width : s.height }
    static func minor(_ s: CGSize, _ axis: Axis) -> CGFloat { axis == .horizontal ? s.height : s.width }
    static func proposal(major: CGFloat?, minor: CGFloat?, _ axis: Axis) -> ProposedViewSize {
        axis == .horizontal ? ProposedViewSize(width: major, height: minor) : ProposedViewSize(width: minor, height: major)
    }

    /// Sizes of each item for proposal `p`, left in `measurements.sizes`. Only the items whose
    /// subtrees changed since the stack's last layout at `p` are asked again
    /// (`StackMeasurements`); when they answer as before, the sizes stand, and so do the rects
    /// the last placement at `p` gave the items, unless a gap changed or an item asked again
    /// sets a guide of its own (or the rects were lined up on a baseline, which any item asked
    /// again may have moved).
    static func childSizes(items: [_Node], axis: Axis, spacing: CGFloat?, proposal p: ProposedViewSize,
                           _ b: _ViewGraph, _ measurements: inout StackMeasurements) {
        let n = items.count
        var memo = measurements.take(p, axis, spacing)
        defer { measurements.putBack(&memo) }
        var known = memo.stamp != Int.min && memo.answers.count == n
        if known {
            for i in 0..<n where memo.answers[i].id != ObjectIdentifier(items[i]) { known = false; break }
        }
        var changed = !known
        if !known {
            if memo.answers.count != n {
                memo.answers = Array(repeating: StackMeasurements.Answers(), count: n)
                memo.sizes = Array(repeating: .zero, count: n)
            }
            memo.total = nil
        }
        let minorP = axis == .horizontal ? p.height : p.width
        let majorP = axis == .horizontal ? p.width : p.height
        // Ask the items that changed (all of them, the first time); note whether any answer differs.
        var differs = !known
        var askedAny = !known
        var askedGuides = false
        var gapAfterAsked = false
        for i in 0..<n {
            let item = items[i]
            if known && item.subtreeSizeStamp <= memo.stamp {
                // Unchanged; only the gap after an item asked again is asked again.
                if gapAfterAsked && spacing == nil {
                    let g = gap(items[i - 1], item, spacing, axis, b)
                    if g != memo.answers[i].gap { memo.answers[i].gap = g; differs = true; changed = true }
                }
                gapAfterAsked = false
                continue
            }
            askedAny = true
            b.stackItemsAsked += 1
            if item.containsExplicitGuides { askedGuides = true }
            SpacerNode.setAxis(of: item, axis)
            var a = StackMeasurements.Answers(id: ObjectIdentifier(item))
            if majorP == nil {
                a.hi = item.measure(proposal(major: nil, minor: minorP, axis), b)
                a.lo = a.hi
            } else {
                a.lo = item.measure(proposal(major: 0, minor: minorP, axis), b)
                a.hi = item.measure(proposal(major: .infinity, minor: minorP, axis), b)
            }
            a.priority = item.layoutPriority
            a.gap = i == 0 ? 0 : gap(items[i - 1], item, spacing, axis, b)
            let old = memo.answers[i]
            if a.gap != old.gap { changed = true }
            // A flexible item's share may answer differently even when its probes do not.
            if !known || a.lo != old.lo || a.hi != old.hi || a.priority != old.priority || a.gap != old.gap || !a.isRigid {
                differs = true
            }
            memo.answers[i] = a
            gapAfterAsked = true
        }
        memo.stamp = b.stamp
        // The stack's own size stands while the sizes do and no asked item's guides can have moved.
        if askedAny && (differs || askedGuides || memo.totalAlignment?.isTextBaseline != false) { memo.total = nil }
        if differs { distribute(items, axis, minorP, majorP, &memo, &measurements.order, &changed, b) }
        if askedAny && (changed || askedGuides || memo.framesAlignment?.isTextBaseline != false) { memo.framesRect = nil }
    }

    /// Shares the major axis among the items by the answers in `memo` (§6.1): by layout priority,
    /// least flexible first, each offered an equal share of what remains.
    /// Sets `changed` when an item's size differs from the one it had.
    private static func distribute(_ items: [_Node], _ axis: Axis, _ minorP: CGFloat?, _ majorP: CGFloat?,
                                   _ memo: inout StackMeasurements.Memo, _ order: inout [Int], _ changed: inout Bool,
                                   _ b: _ViewGraph) {
        func set(_ i: Int, _ s: CGSize) {
            let o = memo.sizes[i]
            if o.width != s.width || o.height != s.height { memo.sizes[i] = s; changed = true }
        }
        let n = items.count
        let answers = memo.answers
        // A rigid item's probes agree entirely: any share gives that size, so it is not measured
        // a third time, and rigid items need no sorting among themselves.
        var allSamePriority = true
        var anyFlexible = false
        var totalGap: CGFloat = 0
        for i in 0..<n {
            if answers[i].isRigid { set(i, answers[i].hi) } else { anyFlexible = true }
            if answers[i].priority != answers[0].priority { allSamePriority = false }
            totalGap += answers[i].gap
        }
        guard let majorP, n > 0, anyFlexible || !allSamePriority else { return }
        let available = max(majorP - totalGap, 0)
        order.removeAll(keepingCapacity: true)
        for i in 0..<n { order.append(i) }
        order.sort { @Sendable x, y in
            let a = answers[x], c = answers[y]
            if a.priority != c.priority { return a.priority > c.priority }
            let fa = major(a.hi, axis) - major(a.lo, axis), fc = major(c.hi, axis) - major(c.lo, axis)
            // Both infinitely flexible: the larger minimum goes first (§6.1 step 2), so a
            // `frame(minWidth:)` child is not squeezed below its minimum by an earlier share.
            if fa.isInfinite && fc.isInfinite && major(a.lo, axis) != major(c.lo, axis) { return major(a.lo, axis) > major(c.lo, axis) }
            if fa != fc { return fa < fc }
            return x < y
        }
        var remaining = available
        var start = 0
        while start < n {
            var end = start
            while end < n && answers[order[end]].priority == answers[order[start]].priority { end += 1 }
            // Reserve the minimum sizes of all lower-priority groups.
            var reserved: CGFloat = 0
            for k in end..<n { reserved += major(answers[order[k]].lo, axis) }
            var groupRemaining = max(remaining - reserved, 0)
            for k in start..<end {
                let i = order[k]
                let s: CGSize
                if answers[i].isRigid {
                    s = answers[i].hi
                } else {
                    let share = groupRemaining / CGFloat(end - k)
                    s = items[i].measure(proposal(major: share, minor: minorP, axis), b)
                }
                set(i, s)
                groupRemaining = max(groupRemaining - major(s, axis), 0)
                remaining -= major(s, axis)
            }
            remaining = max(remaining, 0)
            start = end
        }
    }

    static func size(items: [_Node], axis: Axis, spacing: CGFloat?, alignment: AlignmentKey, proposal p: ProposedViewSize,
                     _ b: _ViewGraph, _ measurements: inout StackMeasurements) -> CGSize {
        childSizes(items: items, axis: axis, spacing: spacing, proposal: p, b, &measurements)
        if let kept = measurements.total(for: alignment) { return kept }
        let t = total(items: items, measurements, axis: axis, alignment: alignment, b)
        measurements.keepTotal(t, for: alignment)
        return t
    }

    /// A stack of items centred across (default guides).
    static func size(items: [_Node], axis: Axis, spacing: CGFloat?, proposal p: ProposedViewSize, _ b: _ViewGraph,
                     _ measurements: inout StackMeasurements) -> CGSize {
        size(items: items, axis: axis, spacing: spacing, alignment: centre(axis), proposal: p, b, &measurements)
    }
    /// Places items aligned across by a fraction of the cross length (0 leading/top, 1 trailing/bottom).
    static func place(items: [_Node], axis: Axis, spacing: CGFloat?, alignmentFraction: CGFloat, in rect: CGRect,
                      _ ctx: PlaceContext, _ measurements: inout StackMeasurements, owner: _Node) {
        let key: AlignmentKey
        if axis == .horizontal {
            key = (alignmentFraction == 0 ? VerticalAlignment.top : alignmentFraction == 1 ? .bottom : .center).key
        } else {
            key = (alignmentFraction == 0 ? HorizontalAlignment.leading : alignmentFraction == 1 ? .trailing : .center).key
        }
        place(items: items, axis: axis, spacing: spacing, alignment: key, in: rect, ctx, &measurements, owner: owner)
    }
    static func centre(_ axis: Axis) -> AlignmentKey {
        axis == .horizontal ? VerticalAlignment.center.key : HorizontalAlignment.center.key
    }

    /// The stack's size: the children end to end with their gaps, and across, the union of the
    /// children lined up on their `alignment` guides (§26.1).
    /// (for the sizes and gaps of the last `childSizes`)
    static func total(items: [_Node], _ m: borrowing StackMeasurements, axis: Axis, alignment: AlignmentKey, _ b: _ViewGraph) -> CGSize {
        let sizes = m.sizes
        var maj: CGFloat = 0
        for i in sizes.indices { maj += m.gap(before: i) + major(sizes[i], axis) }
        let mino = AlignmentGuides.span(items, sizes, alignment, b).extent
        return axis == .horizontal ? CGSize(width: maj, height: mino) : CGSize(width: mino, height: maj)
    }

    /// Each item's rect inside `rect` (for the sizes and gaps of the last `childSizes`): along
    /// `axis` one after the other, across lined up on their `alignment` guides, the union aligned
    /// in `rect`.
    static func frames(items: [_Node], _ m: borrowing StackMeasurements, axis: Axis, alignment: AlignmentKey,
                       in rect: CGRect, _ b: _ViewGraph) -> [CGRect] {
        let sizes = m.sizes
        let (offsets, extent) = AlignmentGuides.line(items, sizes, alignment, b)
        let fraction = min(max(alignment.defaultValue(CGSize(width: 1, height: 1)), 0), 1)
        var out: [CGRect] = []
        out.reserveCapacity(items.count)
        var pos: CGFloat = axis == .horizontal ? rect.minX : rect.minY
        for i in items.indices {
            pos += m.gap(before: i)
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

    /// Places items along `axis` inside `rect`, lined up across on their `alignment` guides: at
    /// the rects of the last placement at `rect` while the sizes stand (`childSizes`), so one row
    /// changed in a long stack does not line up every row again. `owner` is the stack's node.
    static func place(items: [_Node], axis: Axis, spacing: CGFloat?, alignment: AlignmentKey, in rect: CGRect,
                      _ ctx: PlaceContext, _ measurements: inout StackMeasurements, owner: _Node) {
        childSizes(items: items, axis: axis, spacing: spacing, proposal: sharedProposal(owner, ProposedViewSize(rect.size), axis),
                   ctx.graph, &measurements)
        let rects: [CGRect]
        if let kept = measurements.keptFrames(in: rect, alignment) {
            rects = kept
        } else {
            rects = frames(items: items, measurements, axis: axis, alignment: alignment, in: rect, ctx.graph)
            measurements.keepFrames(rects, in: rect, alignment)
            ctx.graph.stackFramesLinedUp += 1
        }
        measurements.placedContent = placeItems(items, rects, ctx, owner: owner)
    }

    /// What a stack offered `p` proposes to its items. A parent in SwiftUI sizes a stack with a
    /// proposal and places it by the same proposal (`Layout.placeSubviews(in:proposal:subviews:
    /// cache:)`: "the size proposal from which the container generated the size that the parent
    /// used to create the bounds"); here a parent places a child at its size, and a frame or
    /// padding asks it again for that size. So when `p` is exactly a size the stack answered for
    /// another proposal since its subtree last changed (the latest such), the stack proposes what
    /// it was asked then:
    /// - along its axis, when that proposal was another length (and the answer is `p` across
    ///   too, where `p` says): a larger or unspecified one, as in `HStack {
    ///   Text("42").font(.largeTitle); Text("points") }` answered 115 pt for the window's 393
    ///   (61 + 8 + 47) and then, offered 115 and sharing it anew, gave "42" half and cut it to "…";
    ///   or a smaller one the stack overflowed, whose layout it keeps;
    /// - across, when that proposal was smaller: a VStack with a 500-pt banner answers 500 wide for
    ///   the window's 393 and proposes its other items 393 across, as iOS does (a padded colour
    ///   393 wide, a paragraph wrapping at 393), not 500.
    /// Across, a size answered for an unspecified proposal is proposed as it is (what makes
    /// `.frame(maxWidth: .infinity)` items of a `fixedSize()` stack as wide as the stack).
    /// (§6.1)
    static func sharedProposal(_ owner: _Node, _ p: ProposedViewSize, _ axis: Axis) -> ProposedViewSize {
        guard owner.measuredStamp >= owner.subtreeSizeStamp, !owner.measuredSizes.isEmpty else { return p }
        let horizontal = axis == .horizontal
        var along = horizontal ? p.width : p.height
        var across = horizontal ? p.height : p.width
        let sizes = owner.measuredSizes
        if let length = along {
            var i = sizes.count
            while i > 0 {
                i -= 1
                let q = owner.measuredProposals[i]
                // The whole size must be `p` where `p` gives it: a column whose answer to a
                // zero-width probe (its words wrapped, taller) happened to equal the height it is
                // now offered is not being asked for that answer again.
                guard q != p, major(sizes[i], axis) == length else { continue }
                if let across, minor(sizes[i], axis) != across { continue }
                // Another proposal along the axis (an equal one is this same question asked
                // before): a larger or unspecified one, whose answer fits in `p`, or a smaller
                // one the stack overflowed (objc.io's `HStack` of a colour at most 100 wide and
                // one at least 100 in a 150-pt frame answers 175 with 75 and 100, and placed at
                // 175 it keeps them; shared anew it gave 87.5 and 100, past its bounds).
                let asked = horizontal ? q.width : q.height
                if let asked, asked == length { continue }
                along = asked
                break
            }
        }
        if let length = across, let other = horizontal ? p.width : p.height {
            var i = sizes.count
            while i > 0 {
                i -= 1
                let q = owner.measuredProposals[i]
                let size = sizes[i]
                guard q != p, minor(size, axis) == length, major(size, axis) == other else { continue }
                if let asked = horizontal ? q.height : q.width, asked < length { across = asked }
                break
            }
        }
        return proposal(major: along, minor: across, axis)
    }

    /// What a ZStack offered `p` proposes to its items: on each axis, the proposal it answered
    /// `p`'s length for when that proposal was smaller (the across rule of `sharedProposal`, on
    /// both axes: a ZStack holding a 500-pt banner in a 393-pt window proposes its other layers
    /// 393).
    static func overflowProposal(_ owner: _Node, _ p: ProposedViewSize) -> ProposedViewSize {
        guard owner.measuredStamp >= owner.subtreeSizeStamp, let w = p.width, let h = p.height else { return p }
        let sizes = owner.measuredSizes
        var i = sizes.count
        while i > 0 {
            i -= 1
            let q = owner.measuredProposals[i]
            guard q != p, sizes[i].width == w, sizes[i].height == h else { continue }
            var r = p
            if let qw = q.width, qw < w { r.width = qw }
            if let qh = q.height, qh < h { r.height = qh }
            return r
        }
        return p
    }

    /// Places each item at its rect, passing by without a call every item `place` would return
    /// from at once (unchanged since placed, at the same rect). Returns the newest `contentStamp`
    /// among the items placed, which it also gives each node without geometry between an item
    /// placed and `owner` (a list, a view's body): what `refreshedContentStamp` finds walking
    /// down, reached from the items that changed instead of from every item.
    static func placeItems(_ items: [_Node], _ rects: [CGRect], _ ctx: PlaceContext, owner: _Node) -> Int {
        var newest = Int.min
        var i = 0
        forEachUnretained(items) { item in
            let rect = rects[i]
            i += 1
            guard item.needsPlacing(at: rect, ctx) else { return }
            item.place(rect, ctx)
            let content = item.contentStamp
            newest = max(newest, content)
            var above = item.parent
            while let node = above, node !== owner, node.isTransparent {
                node.contentStamp = max(max(node.contentStamp, content), max(node.subtreeStamp, node.subtreeValueStamp))
                above = node.parent
            }
        }
        return newest
    }

    /// A stack's explicit value for `key` at `size`: its children's explicit values, where they
    /// sit in the stack, merged as the guide says (first/last baseline, else the average).
    static func explicitAlignment(_ key: AlignmentKey, size: CGSize, items: [_Node], axis: Axis, spacing: CGFloat?,
                                  alignment: AlignmentKey, _ b: _ViewGraph, _ measurements: inout StackMeasurements,
                                  owner: _Node) -> CGFloat? {
        guard !items.isEmpty, AlignmentGuides.mayBeExplicit(key, in: items) else { return nil }
        childSizes(items: items, axis: axis, spacing: spacing, proposal: sharedProposal(owner, ProposedViewSize(size), axis), b, &measurements)
        let sizes = measurements.sizes
        let rects = frames(items: items, measurements, axis: axis, alignment: alignment, in: CGRect(origin: .zero, size: size), b)
        var values: [CGFloat] = []
        for i in items.indices {
            guard let v = items[i].explicitAlignment(key, size: sizes[i], b) else { continue }
            values.append(v + (key.axis == .horizontal ? rects[i].minX : rects[i].minY))
        }
        return AlignmentGuides.merge(key, values)
    }
}

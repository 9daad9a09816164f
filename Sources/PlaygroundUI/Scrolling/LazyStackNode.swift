import Foundation

/// The node of `LazyVStack` / `LazyHStack`: builds, measures and places only the rows near the
/// visible part of the root space (docs/semantics.md §14.7).
///
/// - Build: the rows placed last time are built again (their views may have changed); the first
///   time, the first `initialRows`.
/// - Measure: the stack's length is the measured rows plus the average for the others (it
///   changes as rows get measured, as SwiftUI's estimate does).
/// - Place: the rows within the visible range (plus a margin) are built if new, measured and
///   placed; a changed estimate asks for another layout round.
/// Rows that leave the range keep their node (and `@State`) but are not built, drawn, hit or
/// folded until they come back.
@MainActor
final class LazyStackNode: _Node {
    let axis: Axis
    @exclusivity(unchecked) var spacing: CGFloat?
    @exclusivity(unchecked) var alignmentFraction: CGFloat = 0.5
    /// The content's elements, replaced at every build.
    @exclusivity(unchecked) private var segments: [_LazySegment] = []
    @exclusivity(unchecked) private var segmentStarts: [Int] = []
    @exclusivity(unchecked) private(set) var rowCount = 0
    /// Every row built so far, by (segment, id): state survives scrolling away.
    @exclusivity(unchecked) private var rows: [RowKey: _Node] = [:]
    /// The rows placed in the last layout, in order.
    @exclusivity(unchecked) private var active: [(index: Int, node: _Node)] = []
    @exclusivity(unchecked) private var sizes = SizeIndex()
    /// The environment of the last build (rows built during placement are built in it).
    @exclusivity(unchecked) private var env = EnvironmentValues()
    /// Rows built so far in total (tests and benchmarks).
    @exclusivity(unchecked) private(set) var rowBuilds = 0

    static let initialRows = 12
    /// Length assumed for rows before any is measured.
    static let defaultRowLength = 44.0

    private struct RowKey: Hashable { let segment: Int; let id: AnyHashable }

    init(axis: Axis) { self.axis = axis }

    override var buildsDuringPlacement: Bool { true }
    override var showsLayoutBounds: Bool { true }
    override func forEachChild(_ body: (_Node) -> Void) { for a in active { body(a.node) } }
    override func forEachChildReversed(_ body: (_Node) -> Void) {
        var i = active.count
        while i > 0 { i -= 1; body(active[i].node) }
    }

    private var gap: Double { Double(spacing ?? 8) }

    // MARK: Build

    /// Builds a lazy stack along `axis` over `content` into `slot`.
    static func build<Content: View>(_ axis: Axis, _ spacing: CGFloat?, _ alignment: CGFloat, _ content: Content,
                                     _ graph: _ViewGraph, _ slot: inout _Node?) {
        let node = graph.reuse(&slot) { LazyStackNode(axis: axis) }
        graph.update(node, \.spacing, spacing)
        graph.update(node, \.alignmentFraction, alignment)
        var segments: [_LazySegment] = []
        Content._makeLazySegments(content, &segments)
        node.update(segments: segments, graph)
    }

    /// Takes the new content and rebuilds the rows that were placed.
    func update(segments new: [_LazySegment], _ graph: _ViewGraph) {
        segments = new
        segmentStarts.removeAll(keepingCapacity: true)
        var n = 0
        for s in new { segmentStarts.append(n); n += s.count }
        if n != rowCount {
            rowCount = n
            sizes.reset(count: n)
            graph.changed(self)
        }
        env = graph.env
        let indices = active.isEmpty ? Array(0..<min(Self.initialRows, n)) : active.map(\.index).filter { $0 < n }
        active = indices.map { ($0, buildRow($0, graph)) }
    }

    private func buildRow(_ i: Int, _ graph: _ViewGraph) -> _Node {
        var lo = 0, hi = segmentStarts.count - 1
        while lo < hi { let mid = (lo + hi + 1) / 2; if segmentStarts[mid] <= i { lo = mid } else { hi = mid - 1 } }
        let segment = segments[lo], local = i - segmentStarts[lo]
        let key = RowKey(segment: lo, id: segment.id(local))
        var slot = rows[key]
        segment.build(local, graph, &slot)
        rowBuilds += 1
        let node = slot ?? StaticListNode()
        rows[key] = node
        return node
    }

    // MARK: Layout

    private func crossProposal(_ cross: CGFloat?) -> ProposedViewSize {
        axis == .vertical ? ProposedViewSize(width: cross, height: nil) : ProposedViewSize(width: nil, height: cross)
    }
    private func length(_ s: CGSize) -> Double { Double(axis == .vertical ? s.height : s.width) }
    private func crossLength(_ s: CGSize) -> CGFloat { axis == .vertical ? s.width : s.height }

    /// Measures the active rows for `cross`; true when a length changed.
    @discardableResult
    private func measureActive(cross: CGFloat?, _ b: _ViewGraph) -> (changed: Bool, widest: CGFloat) {
        var changed = false, widest: CGFloat = 0
        for a in active {
            let s = a.node.measure(crossProposal(cross), b)
            if sizes.set(a.index, length(s)) { changed = true }
            widest = max(widest, crossLength(s))
        }
        return (changed, widest)
    }

    /// Fills the proposal across its axis (like SwiftUI's lazy stacks); along it, the measured
    /// rows plus the estimate for the rest.
    override func sizeThatFits(_ p: ProposedViewSize, _ b: _ViewGraph) -> CGSize {
        let cross = axis == .vertical ? p.width : p.height
        let widest = measureActive(cross: cross, b).widest
        let along = CGFloat(sizes.total(estimate: sizes.estimate(default: Self.defaultRowLength), spacing: gap))
        let across = cross.flatMap { $0.isFinite ? $0 : nil } ?? widest
        return axis == .vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
    }

    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) {
        frame = rect
        let b = ctx.graph
        guard rowCount > 0 else { active = []; return }
        let cross = crossLength(rect.size)
        // The visible stretch along the axis, in the stack's coordinates, with a margin.
        let seen = ctx.visible.intersection(rect)
        let start = axis == .vertical ? rect.minY : rect.minX
        var lo: Double, hi: Double
        if seen.isNull || seen.isEmpty {
            lo = 0; hi = 0
        } else {
            lo = Double((axis == .vertical ? seen.minY : seen.minX) - start)
            hi = Double((axis == .vertical ? seen.maxY : seen.maxX) - start)
        }
        let margin = max((hi - lo) * 0.25, 50)
        lo -= margin; hi += margin
        var estimate = sizes.estimate(default: Self.defaultRowLength)
        let first = sizes.index(at: lo, estimate: estimate, spacing: gap)
        let last = sizes.index(at: hi, estimate: estimate, spacing: gap)
        // Build the rows that are new to the range (the others were built in this pass already).
        var changed = false
        let saved = b.env
        b.env = env
        var next: [(index: Int, node: _Node)] = []
        next.reserveCapacity(last - first + 1)
        var previous = [Int: _Node](minimumCapacity: active.count)
        for a in active { previous[a.index] = a.node }
        for i in first...last {
            // A row placed last time is current: rebuilt in this pass's build when the stack was,
            // unchanged otherwise.
            if let n = previous[i] {
                next.append((i, n))
            } else {
                let n = buildRow(i, b)
                if n.visitedStamp == b.stamp { n.propagateStamps(b.stamp) }
                n.parent = self
                next.append((i, n))
                changed = true
            }
        }
        b.env = saved
        active = next
        if measureActive(cross: cross, b).changed { changed = true }
        estimate = sizes.estimate(default: Self.defaultRowLength)
        for a in active {
            let s = a.node.measure(crossProposal(cross), b)
            let along = CGFloat(sizes.start(of: a.index, estimate: estimate, spacing: gap))
            let origin: CGPoint
            if axis == .vertical {
                origin = CGPoint(x: rect.minX + ((rect.width - s.width) * alignmentFraction).rounded(), y: rect.minY + along)
            } else {
                origin = CGPoint(x: rect.minX + along, y: rect.minY + ((rect.height - s.height) * alignmentFraction).rounded())
            }
            a.node.place(CGRect(origin: origin, size: s), ctx)
        }
        // A new length estimate changes the stack's size: lay out again (converges once the rows
        // in view are measured).
        let total = CGFloat(sizes.total(estimate: estimate, spacing: gap))
        if changed && abs(total - (axis == .vertical ? rect.height : rect.width)) > 0.5 {
            b.scrollViewMoved(self)
        }
    }
}

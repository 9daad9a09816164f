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
    override var laysOutViewList: Bool { true }
    let axis: Axis
    @exclusivity(unchecked) var spacing: CGFloat?
    @exclusivity(unchecked) var alignmentFraction: CGFloat = 0.5
    /// The content's elements, replaced at every build.
    @exclusivity(unchecked) private var segments: [_LazySegment] = []
    @exclusivity(unchecked) private var segmentStarts: [Int] = []
    /// Each segment's place among all the content's segments, empty ones included: what a row's
    /// key names, so that a `ForEach` or section before it emptying does not re-key its rows.
    @exclusivity(unchecked) private var segmentOrigins: [Int] = []
    @exclusivity(unchecked) private(set) var rowCount = 0
    @exclusivity(unchecked) private var elementCount = 0
    /// Whether section headers stick to the visible region's start (`pinnedViews`).
    @exclusivity(unchecked) var pinsHeaders = false
    /// Each section with a header: the header's element and the element after the section.
    @exclusivity(unchecked) private var sectionElements: [(header: Int, end: Int)] = []
    /// The same sections by row: the header's row and the row after the section.
    @exclusivity(unchecked) private var sections: [(header: Int, end: Int)] = []
    /// A grid with sections: its elements in runs that fill lanes (content) and elements that
    /// are rows of their own across the whole grid (headers, footers), §14.8. Empty otherwise.
    @exclusivity(unchecked) private var blocks: [GridBlock] = []
    /// A grid with sections: the first element of each row, then `elementCount`; and whether
    /// each row is a header or footer across the grid. Empty: rows of `lanes` elements each.
    @exclusivity(unchecked) private var rowStarts: [Int] = []
    @exclusivity(unchecked) private var spanningRows: [Bool] = []
    /// Whether section footers stick to the visible region's end (`pinnedViews`).
    @exclusivity(unchecked) var pinsFooters = false
    /// Each section with a footer: the footer's element and the section's first element; then by row.
    @exclusivity(unchecked) private var footerElements: [(footer: Int, start: Int)] = []
    @exclusivity(unchecked) private var footers: [(footer: Int, start: Int)] = []
    /// The header and the footer pinned in the last layout (drawn and hit in front of the rows).
    @exclusivity(unchecked) private var pinned: [(index: Int, node: _Node)] = []
    /// A grid's lanes (columns of a LazyVGrid, rows of a LazyHGrid); nil for a stack.
    @exclusivity(unchecked) var gridItems: [GridItem]?
    /// Every row built so far, by (segment, id): state survives scrolling away.
    @exclusivity(unchecked) private var rows: [RowKey: BuiltRow] = [:]
    /// The rows placed in the last layout, in order, with their cells (one in a stack).
    @exclusivity(unchecked) private var active: [(index: Int, cells: [_Node])] = []
    @exclusivity(unchecked) private var sizes = SizeIndex()
    /// The environment of the last build (rows built during placement are built in it).
    @exclusivity(unchecked) private var env = EnvironmentValues()
    /// Rows built so far in total (tests and benchmarks).
    @exclusivity(unchecked) private(set) var rowBuilds = 0
    /// Rows of elements that came with an animated change, fading in (their transition), and
    /// rows of elements that went, drawn where they were while they fade out (§14.7).
    @exclusivity(unchecked) private var insertions: [ObjectIdentifier: DynamicListNode.Transitioning] = [:]
    @exclusivity(unchecked) private var removals: [DynamicListNode.Transitioning] = []
    /// The elements new in the last animated change, with its animation and time: their rows
    /// transition in when they are first built (in the build, or in the placement after it).
    @exclusivity(unchecked) private var arriving: (keys: Set<RowKey>, animation: Animation, time: Double)?

    static let initialRows = 12
    /// Length assumed for rows before any is measured.
    static let defaultRowLength = 44.0

    /// A row's key: its segment (its place among all the content's segments, `segmentOrigins`)
    /// and its id, as an `Int` when the segment has integer ids
    /// (`_LazySegment.intID`; `id` nil), else as the segment's `AnyHashable`.
    private struct RowKey: Hashable {
        let segment: Int
        let int: Int
        let id: AnyHashable?
        /// -1; for an element whose id another element of its segment still has (a duplicate
        /// id), its index in the segment: SwiftUI calls duplicate ids undefined but shows every
        /// element (docs/semantics.md §13), so each duplicate gets a row of its own, by place.
        var duplicateAt = -1
        /// The id as the segment's `id` gives it.
        var anyID: AnyHashable { id ?? AnyHashable(int) }
    }

    /// A row built so far: its node, and the element (index in its segment) it was last built
    /// for, which tells a duplicate id (another element still has it) from a moved one.
    private struct BuiltRow {
        let node: _Node
        var element: Int
    }

    /// Elements of a grid with sections that go together: a run of content cells from `start`,
    /// or one header or footer (`spans`).
    struct GridBlock: Equatable {
        let start: Int
        let count: Int
        let spans: Bool
    }

    /// Where the element identified by `id` is (root space), built or not: its row's measured or
    /// estimated start and length along the axis, across the whole stack (`scrollPosition`,
    /// `scrollTo`, §14.16; a list's section header, for its section index). Nil when no element
    /// has that id.
    func estimatedFrame(ofID id: AnyHashable) -> CGRect? {
        for (s, segment) in segments.enumerated() where segment.kind == .content || segment.kind == .header {
            for local in 0..<segment.count where segment.id(local) == id {
                let r = row(ofElement: segmentStarts[s] + local)
                guard r < sizes.count else { return nil }
                let estimate = sizes.estimate(default: Self.defaultRowLength)
                let start = CGFloat(sizes.start(of: r, estimate: estimate, spacing: gap))
                let length = CGFloat(sizes.length(r) ?? estimate)
                return rowFrame(start: start, length: length)
            }
        }
        return nil
    }

    /// A row's frame (root space) from its start and length along the stack (right to left, a
    /// horizontal stack's rows run from its right edge).
    private func rowFrame(start: CGFloat, length: CGFloat) -> CGRect {
        if axis == .vertical { return CGRect(x: frame.minX, y: frame.minY + start, width: frame.width, height: length) }
        let x = isRTL ? frame.maxX - start - length : frame.minX + start
        return CGRect(x: x, y: frame.minY, width: length, height: frame.height)
    }

    /// Calls `body` with each row's frame (root space), built or not: measured or estimated
    /// like `estimatedFrame(ofID:)` (`.viewAligned`'s targets, §14.6).
    func forEachRowFrame(_ body: (CGRect) -> Void) {
        let estimate = sizes.estimate(default: Self.defaultRowLength)
        for r in 0..<sizes.count {
            let start = CGFloat(sizes.start(of: r, estimate: estimate, spacing: gap))
            let length = CGFloat(sizes.length(r) ?? estimate)
            body(rowFrame(start: start, length: length))
        }
    }

    /// The first lazy stack under `node` (tree order) with an element identified by `id`, and
    /// where that stack estimates the element (root space): what `scrollTo` and `scrollPosition`
    /// scroll to when the element is not built (§14.5, §14.16).
    static func estimatedFrame(ofID id: AnyHashable, under node: _Node) -> (stack: LazyStackNode, frame: CGRect)? {
        var found: (stack: LazyStackNode, frame: CGRect)?
        func visit(_ n: _Node) {
            guard found == nil else { return }
            if let lazy = n as? LazyStackNode {
                if let frame = lazy.estimatedFrame(ofID: id) { found = (lazy, frame) }
                return
            }
            n.forEachChild(visit)
        }
        node.forEachChild(visit)
        return found
    }

    /// The rows placed in the last layout, with their ids (`scrollPosition`, §14.16).
    func forEachPlacedRow(_ body: (AnyHashable, _Node) -> Void) {
        var placed = Set<ObjectIdentifier>()
        for a in active { for c in a.cells { placed.insert(ObjectIdentifier(c)) } }
        for (key, row) in rows where placed.contains(ObjectIdentifier(row.node)) { body(key.anyID, row.node) }
    }

    init(axis: Axis) {
        self.axis = axis
        super.init()
        ownFlags = _Node.lazyContentFlag | _Node.walkedLazyContentFlag
    }

    override var showsLayoutBounds: Bool { true }
    /// The rows kept off screen too (`forEachKeptChild`).
    override func forEachKeptChild(_ body: (_Node) -> Void) {
        for row in rows.values { body(row.node) }
        for p in pinned { body(p.node) }
    }
    @exclusivity(unchecked) private var hadEmptyRows = false
    override func stampChildren(_ stamp: Int, _ s: inout StampSummary) { stampEachChild(stamp, &s) }
    override func forEachChild(_ body: (_Node) -> Void) {
        for a in active { for c in a.cells { body(c) } }
        for p in pinned { body(p.node) }
    }
    /// Rows in order, a row raised with `zIndex` (a row being dragged to a new place, §14.11)
    /// over the others, the pinned header and footer in front.
    override func emitContent(_ ctx: inout EmitContext) {
        let transitioning = !removals.isEmpty || !insertions.isEmpty
        if transitioning { emitRemovals(&ctx) }
        var raised = false
        for a in active {
            for c in a.cells {
                if c.zIndex > 0 { raised = true } else if transitioning { emitArriving(c, &ctx) } else { c.emit(&ctx) }
            }
        }
        if raised { for a in active { for c in a.cells where c.zIndex > 0 { c.emit(&ctx) } } }
        for p in pinned { p.node.emit(&ctx) }
    }

    /// Rows leaving, under the others, where they were; and the end of the rows' arrivals that
    /// finished (also of a row scrolled away before its arrival finished).
    private func emitRemovals(_ ctx: inout EmitContext) {
        let time = ctx.graph.time
        removals.removeAll { $0.animator.isFinished(at: time) }
        insertions = insertions.filter { !$0.value.animator.isFinished(at: time) }
        for t in removals { DynamicListNode.emitTransitioning(t, &ctx, time, held: .zero) }
    }

    /// A row, at its transition's point while it is coming in.
    private func emitArriving(_ c: _Node, _ ctx: inout EmitContext) {
        if let t = insertions[ObjectIdentifier(c)] {
            DynamicListNode.emitTransitioning(t, &ctx, ctx.graph.time, held: .zero)
        } else {
            c.emit(&ctx)
        }
    }

    /// The key of element `local` of segment `k` (its place among the segments and its id).
    private func key(ofElement local: Int, inSegment k: Int, _ segments: [_LazySegment], _ origins: [Int]) -> RowKey {
        let segment = segments[k]
        if let intID = segment.intID { return RowKey(segment: origins[k], int: intID(local), id: nil) }
        return RowKey(segment: origins[k], int: 0, id: segment.id(local))
    }

    /// After an animated change of the element count: which elements are new (their rows will
    /// fade in) and which rows shown are of elements that went (they fade out where they were).
    /// SwiftUI gives a view inserted or removed in an animated transaction its transition,
    /// `.opacity` by default (§7.6); a list's and a lazy stack's rows are such views.
    private func startTransitions(old: [_LazySegment], oldOrigins: [Int], shown: Set<ObjectIdentifier>, animation: Animation,
                                  _ graph: _ViewGraph) {
        var before = Set<RowKey>()
        for k in old.indices { for i in 0..<old[k].count { before.insert(key(ofElement: i, inSegment: k, old, oldOrigins)) } }
        var now = Set<RowKey>()
        var new = Set<RowKey>()
        for k in segments.indices {
            for i in 0..<segments[k].count {
                let key = key(ofElement: i, inSegment: k, segments, segmentOrigins)
                now.insert(key)
                if !before.contains(key) { new.insert(key) }
            }
        }
        arriving = new.isEmpty ? nil : (new, animation, graph.time)
        for key in before where !now.contains(key) {
            guard let row = rows[key], shown.contains(ObjectIdentifier(row.node)) else { continue }
            let t = row.node.transitionOnSpine ?? .opacity
            let anim = t.animation ?? animation
            let phased = row.node.phaseTransitionNodesOnSpine
            guard !t.removal.isEmpty || !phased.isEmpty else { continue }
            insertions[ObjectIdentifier(row.node)] = nil
            let removal = DynamicListNode.Transitioning.removal(row.node, t.removal, anim, time: graph.time, parentTarget: childOrigin)
            removals.append(removal)
            for holder in phased {   // a transition with a body runs its removal phase (§7.6.1)
                graph.phaseTransitions.beginRemoval(holder, root: row.node, parentTarget: childOrigin, until: removal.animator,
                                                    animation: holder.transition.animation ?? anim, graph)
            }
        }
    }

    /// A row just built for an element that came with the last animated change transitions in.
    private func noteArrival(_ key: RowKey, _ node: _Node, _ graph: _ViewGraph) {
        guard let a = arriving, a.keys.contains(key) else { return }
        let t = node.transitionOnSpine ?? .opacity
        let anim = t.animation ?? a.animation
        for holder in node.phaseTransitionNodesOnSpine {   // §7.6.1
            graph.phaseTransitions.beginInsertion(holder, animation: holder.transition.animation ?? anim, graph)
        }
        guard !t.insertion.isEmpty else { return }
        insertions[ObjectIdentifier(node)] = .insertion(node, t.insertion, anim, time: a.time)
    }
    override func forEachChildReversed(_ body: (_Node) -> Void) {
        for p in pinned.reversed() { body(p.node) }
        var i = active.count
        while i > 0 {
            i -= 1
            var k = active[i].cells.count
            while k > 0 { k -= 1; body(active[i].cells[k]) }
        }
    }

    private var gap: Double { Double(spacing ?? 8) }

    // MARK: Build

    /// Builds a lazy stack along `axis` over `content` into `slot`.
    static func build<Content: View>(_ axis: Axis, _ spacing: CGFloat?, _ alignment: CGFloat, _ content: Content,
                                     _ graph: _ViewGraph, _ slot: inout _Node?, grid: [GridItem]? = nil, pinsHeaders: Bool = false,
                                     pinsFooters: Bool = false) {
        let node = graph.reuse(&slot) { LazyStackNode(axis: axis) }
        graph.update(node, \.pinsHeaders, pinsHeaders)
        graph.update(node, \.pinsFooters, pinsFooters)
        if node.gridItems != grid {
            node.gridItems = grid
            // Until a length is known, the lanes an ideal-size layout gives (so flexible columns
            // already count; adaptive ones are settled at the first layout).
            node.laneLayout = grid.map { GridItem.resolve($0, in: nil) } ?? LaneLayout()
            node.laneLayout.cross = -2
            node.resetRows()
            graph.changed(node)
        }
        graph.update(node, \.spacing, spacing)
        graph.update(node, \.alignmentFraction, alignment)
        var segments: [_LazySegment] = []
        LazyBodyHosts.listing(graph) { Content._makeLazySegments(content, &segments) }
        node.update(segments: segments, graph)
    }

    /// Takes the new content and rebuilds the rows that were placed.
    func update(segments new: [_LazySegment], _ graph: _ViewGraph) {
        // An animated change of the element count of a stack already shown: rows come and go
        // with transitions (kept apart before the segments are replaced; nothing is copied
        // otherwise).
        var newCount = 0
        for s in new { newCount += s.count }
        let animation = graph.env.animation
        let previous = animation != nil && newCount != elementCount && !active.isEmpty ? (segments, segmentOrigins) : nil
        // The rows shown before (the last ones drop out of `active` when the count shrinks).
        let shownBefore = previous == nil ? [] : Set(active.flatMap { $0.cells.map(ObjectIdentifier.init) })
        arriving = nil
        // Loops rather than `filter`, `map` and `sort(by:)`, whose closures would each be checked
        // to run on the main actor (UncheckedClosures.swift).
        segments.removeAll(keepingCapacity: true)
        segmentOrigins.removeAll(keepingCapacity: true)
        for (origin, s) in new.enumerated() where s.count > 0 { segments.append(s); segmentOrigins.append(origin) }
        segmentStarts.removeAll(keepingCapacity: true)
        var n = 0
        for s in segments { segmentStarts.append(n); n += s.count }
        // Sections with a header, by element index (for pinning).
        sectionElements.removeAll(keepingCapacity: true)
        footerElements.removeAll(keepingCapacity: true)
        var open: [(header: Int?, start: Int)] = []
        var at = 0
        for s in new {
            switch s.kind {
            case .sectionStart: open.append((nil, at))
            case .header: if !open.isEmpty && open[open.count - 1].header == nil { open[open.count - 1].header = at }
            case .footer: if let o = open.last, s.count > 0 { footerElements.append((at, o.start)) }
            case .sectionEnd:
                if let o = open.popLast(), let h = o.header { sectionElements.append((h, at)) }
            case .content: break
            }
            at += s.count
        }
        if sectionElements.count > 1 { sectionElements.sort { $0.header < $1.header } }
        let newBlocks = gridItems == nil ? [] : Self.gridBlocks(new)
        let countBefore = elementCount
        if n != elementCount || newBlocks != blocks {
            elementCount = n
            blocks = newBlocks
            resetRows()
            graph.changed(self)
        }
        sectionsByRow()
        env = graph.env
        if let previous, let animation { startTransitions(old: previous.0, oldOrigins: previous.1, shown: shownBefore, animation: animation, graph) }
        var indices: [Int] = []
        if active.isEmpty {
            indices = Array(0..<min(Self.initialRows, rowCount))
        } else {
            indices.reserveCapacity(active.count)
            for a in active where a.index < rowCount { indices.append(a.index) }
        }
        // A pinned header or footer is rebuilt with the rows (placement pins it again).
        for p in pinned where p.index < rowCount && !indices.contains(p.index) { indices.append(p.index) }
        if !pinned.isEmpty { indices.sort() }
        pinned.removeAll()
        var rebuilt: [(index: Int, cells: [_Node])] = []
        rebuilt.reserveCapacity(indices.count)
        for i in indices { rebuilt.append((i, buildRow(i, graph).cells)) }
        // Rows that are other nodes than the placement left (a reordered or replaced element, a
        // header taken back among the rows) make the next placement a whole one.
        let moved = !sameRows(rebuilt, active)
        if moved { seenValid = false }
        active = rebuilt
        // Fewer elements, or other rows where rows were shown (an element replaced, inserted,
        // moved): some element may have left, and its row goes with its state (its views
        // disappear as they are released, §22.1), so that its id added again later is a new
        // view (§13). A row built, scrolled away and then replaced in place is noticed only at
        // the next such change.
        if n < countBefore || moved { pruneRows() }
    }

    /// Drops the rows whose element is no longer in the content: ids none of its segment's
    /// elements has now, and duplicates' rows whose place no longer holds their id. One pass
    /// over the ids of the segments that have rows, when the content changed.
    private func pruneRows() {
        var ints: [Int: Set<Int>] = [:]
        var ids: [Int: Set<AnyHashable>] = [:]
        var gone: [RowKey] = []
        var byOrigin: [Int: Int] = [:]
        for (k, origin) in segmentOrigins.enumerated() { byOrigin[origin] = k }
        for key in rows.keys {
            guard let at = byOrigin[key.segment] else { gone.append(key); continue }
            let segment = segments[at]
            if key.duplicateAt >= 0 {
                if key.duplicateAt >= segment.count || segment.id(key.duplicateAt) != key.anyID { gone.append(key) }
            } else if let intID = segment.intID {
                if ints[key.segment] == nil {
                    var present = Set<Int>(minimumCapacity: segment.count)
                    for i in 0..<segment.count { present.insert(intID(i)) }
                    ints[key.segment] = present
                }
                if ints[key.segment]?.contains(key.int) != true { gone.append(key) }
            } else {
                if ids[key.segment] == nil {
                    var present = Set<AnyHashable>(minimumCapacity: segment.count)
                    for i in 0..<segment.count { present.insert(segment.id(i)) }
                    ids[key.segment] = present
                }
                if ids[key.segment]?.contains(key.anyID) != true { gone.append(key) }
            }
        }
        for key in gone { rows[key] = nil }
    }

    /// Rows follow from the element count and the lanes per row (and a grid's sections); a
    /// change forgets the lengths.
    fileprivate func resetRows() {
        let lanes = max(laneLayout.widths.count, 1)
        var rows = (elementCount + lanes - 1) / lanes
        var changedTable = false
        if !blocks.isEmpty {
            // A grid with sections: each header and footer is a row across the grid, and each
            // section's cells start a row of their own (§14.8).
            var starts: [Int] = [], spans: [Bool] = []
            for block in blocks {
                if block.spans {
                    starts.append(block.start); spans.append(true)
                } else {
                    var e = block.start
                    while e < block.start + block.count { starts.append(e); spans.append(false); e += lanes }
                }
            }
            rows = starts.count
            starts.append(elementCount)
            changedTable = starts != rowStarts || spans != spanningRows
            rowStarts = starts; spanningRows = spans
        } else if !rowStarts.isEmpty {
            rowStarts = []; spanningRows = []
            changedTable = true
        }
        if rows != rowCount || sizes.count != rows || changedTable {
            rowCount = rows
            sizes.reset(count: rows)
            active = active.filter { $0.index < rows }
            seenValid = false
        }
        sectionsByRow()
    }

    /// The runs of a grid's content between section boundaries, and its headers and footers,
    /// when it has sections; empty when it has none (rows of `lanes` elements each).
    private static func gridBlocks(_ segments: [_LazySegment]) -> [GridBlock] {
        // A loop, not `contains(where:)` (UncheckedClosures.swift); most grids have no sections
        // and make no array at each build.
        var hasSections = false
        for s in segments where s.kind != .content { hasSections = true; break }
        guard hasSections else { return [] }
        var blocks: [GridBlock] = []
        var at = 0, runStart = 0
        func closeRun() { if at > runStart { blocks.append(GridBlock(start: runStart, count: at - runStart, spans: false)) } }
        for s in segments {
            switch s.kind {
            case .content:
                break
            case .sectionStart, .sectionEnd:
                closeRun()
                runStart = at
            case .header, .footer:
                closeRun()
                for k in 0..<s.count { blocks.append(GridBlock(start: at + k, count: 1, spans: true)) }
                runStart = at + s.count
            }
            at += s.count
        }
        closeRun()
        return blocks
    }

    /// The row that holds element `i` (`elementCount` gives `rowCount`).
    private func row(ofElement i: Int) -> Int {
        guard !rowStarts.isEmpty else { return i / max(laneLayout.widths.count, 1) }
        var lo = 0, hi = rowStarts.count - 1
        while lo < hi { let mid = (lo + hi + 1) / 2; if rowStarts[mid] <= i { lo = mid } else { hi = mid - 1 } }
        return lo
    }

    /// Whether row `r` is a header or footer across a grid.
    private func spans(_ r: Int) -> Bool { r < spanningRows.count && spanningRows[r] }

    /// `sections` and `footers` from their elements, by row.
    private func sectionsByRow() {
        sections.removeAll(keepingCapacity: true)
        footers.removeAll(keepingCapacity: true)
        if rowStarts.isEmpty && laneLayout.widths.count <= 1 {
            sections.append(contentsOf: sectionElements)
            footers.append(contentsOf: footerElements)
        } else {
            for e in sectionElements { sections.append((row(ofElement: e.header), row(ofElement: e.end))) }
            for e in footerElements { footers.append((row(ofElement: e.footer), row(ofElement: e.start))) }
        }
    }

    /// Builds element `i`; `existed` when it had been built before (a row scrolled back).
    private func buildElement(_ i: Int, _ graph: _ViewGraph) -> (node: _Node, existed: Bool) {
        var lo = 0, hi = segmentStarts.count - 1
        while lo < hi { let mid = (lo + hi + 1) / 2; if segmentStarts[mid] <= i { lo = mid } else { hi = mid - 1 } }
        let segment = segments[lo], local = i - segmentStarts[lo]
        // `if let`, not `Optional.map`: a closure handed to the standard library checks that it
        // runs on the main actor's executor (UncheckedClosures.swift), 222 instructions a row.
        var key: RowKey
        var built: BuiltRow?
        if let intID = segment.intID {
            // Integer ids come from a range: never duplicated.
            key = RowKey(segment: segmentOrigins[lo], int: intID(local), id: nil)
            built = rows[key]
        } else {
            let id = segment.id(local)
            key = RowKey(segment: segmentOrigins[lo], int: 0, id: id)
            built = rows[key]
            // The row of this id was built for another element that still has the id: this
            // element duplicates it and gets the row kept for its place (§13).
            if let other = built?.element, other != local, other < segment.count, segment.id(other) == id {
                graph.warnOnce("ForEach: the ID \(id) occurs multiple times within the collection; this will give undefined results.")
                key.duplicateAt = local
                built = rows[key]
            }
        }
        var slot = built?.node
        let kept = slot
        // A plain stack's row of several views lays them out as rows (§31.5); a grid's cell not.
        if gridItems == nil {
            graph.lazyRowLayout = LazyRowLayout(axis: axis, spacing: CGFloat(gap), alignmentFraction: alignmentFraction)
            graph.lazyRowArmed = true
        }
        segment.build(local, graph, &slot)
        graph.lazyRowArmed = false
        rowBuilds += 1
        let node = slot ?? StaticListNode()
        if kept == nil, arriving != nil { noteArrival(key, node, graph) }
        // Written back only when it is another node or element: each lookup hashes and compares the id.
        if node !== kept || built?.element != local { rows[key] = BuiltRow(node: node, element: local) }
        return (node, kept != nil)
    }

    /// Builds the elements of row `r` (one for a stack, a lane's worth for a grid).
    /// Builds the elements of row `r`; `existed` when they had been built before.
    private func buildRow(_ r: Int, _ graph: _ViewGraph) -> (cells: [_Node], existed: Bool) {
        let lanes = max(laneLayout.widths.count, 1)
        let first = rowStarts.isEmpty ? r * lanes : rowStarts[r]
        let end = rowStarts.isEmpty ? min(first + lanes, elementCount) : rowStarts[r + 1]
        var existed = false
        var cells: [_Node] = []
        cells.reserveCapacity(lanes)
        for i in first..<end {   // a loop: see UncheckedClosures.swift
            let e = buildElement(i, graph)
            existed = existed || e.existed
            cells.append(e.node)
        }
        return (cells, existed)
    }

    // MARK: Layout

    /// The grid's lanes for a cross length (a stack has one lane of the whole length).
    struct LaneLayout: Equatable {
        var cross: CGFloat = -1
        var widths: [CGFloat] = [0]
        var offsets: [CGFloat] = [0]
        /// The grid item each lane comes from (an adaptive item makes several).
        var items: [Int] = [0]
        var total: CGFloat = 0
    }
    @exclusivity(unchecked) var laneLayout = LaneLayout()
    /// The visible part of the stack's rect at its last placement (root space), and whether the
    /// rows still stand as that placement left them (not after a build unpinned a header).
    @exclusivity(unchecked) private var lastSeen = CGRect.null
    @exclusivity(unchecked) private var seenValid = false
    /// The pass whose placement changed which rows the stack shows (or which header it pins)
    /// without building any of them: rows that leave the visible range, rows kept from before
    /// that come back. Nothing in them is stamped, so it goes into the stack's `contentStamp`:
    /// a fold of the stack reduces other rows now, and the folds kept above it (containers,
    /// observers, a reader's last value) must see that (found in a review of node-model step 79:
    /// a reader over a scroll view that grew shorter kept the sum of the rows it no longer showed).
    @exclusivity(unchecked) private var rowsChangedStamp = 0
    override func contentStampAfterPlacing() -> Int { max(super.contentStampAfterPlacing(), rowsChangedStamp) }

    /// Resolves the lanes for `cross` (docs/semantics.md §14.8); true when their number changed.
    @discardableResult
    private func resolveLanes(_ cross: CGFloat?) -> Bool {
        guard let items = gridItems else { return false }
        let c = cross ?? -1
        if c == laneLayout.cross { return false }
        let old = laneLayout.widths.count
        laneLayout = GridItem.resolve(items, in: cross)
        laneLayout.cross = c
        if laneLayout.widths.count != old {
            // Rows hold other elements now: they are rebuilt at placement (elements keep their
            // nodes and state).
            active = []
            seenValid = false
            resetRows()
            return true
        }
        return false
    }

    /// What a cell in `lane` is offered; a header or footer across a grid (`spans`) is offered
    /// the lanes' whole length.
    private func cellProposal(_ lane: Int, _ cross: CGFloat?, spans: Bool = false) -> ProposedViewSize {
        let w: CGFloat? = gridItems == nil ? cross : spans ? laneLayout.total : laneLayout.widths[lane]
        return axis == .vertical ? ProposedViewSize(width: w, height: nil) : ProposedViewSize(width: nil, height: w)
    }
    private func length(_ s: CGSize) -> Double { Double(axis == .vertical ? s.height : s.width) }
    private func crossLength(_ s: CGSize) -> CGFloat { axis == .vertical ? s.width : s.height }

    /// Measures the active rows for `cross` (a row is as long as its longest cell); true when a
    /// length changed.
    @discardableResult
    private func measureActive(cross: CGFloat?, _ b: _ViewGraph) -> (changed: Bool, widest: CGFloat) {
        var changed = false, widest: CGFloat = 0
        for a in active {
            var longest = 0.0, empty = true
            let across = spans(a.index)
            for (k, cell) in a.cells.enumerated() {
                let s = cell.measure(cellProposal(k, cross, spans: across), b)
                longest = max(longest, length(s))
                widest = max(widest, crossLength(s))
                if empty && cell.producesViews { empty = false }
            }
            // A row of elements that hold no view (an `if` that is false) takes no room and no
            // spacing (§13).
            if sizes.set(a.index, longest, empty: empty) { changed = true }
        }
        return (changed, widest)
    }

    /// Tells each list row built whether only rows holding no view lie between it and its
    /// section's first or last row (§13): a filtered section's last row shown draws no separator
    /// and rounds its card. Rows not built count as shown.
    private func markShownEnds(_ b: _ViewGraph) {
        let n = active.count
        var before = [Bool](repeating: false, count: n)
        var run = false, previous = -2
        for j in 0..<n {
            let a = active[j]
            guard a.cells.count == 1, let ends = a.cells[0].listRowEnds else { run = false; previous = -2; continue }
            let contiguous = a.index == previous + 1
            before[j] = contiguous && run
            // The run of "nothing shown since the section began" goes on through an empty row.
            run = (ends.isFirst || before[j]) && !a.cells[0].producesViews
            previous = a.index
        }
        run = false; previous = -2
        for j in stride(from: n - 1, through: 0, by: -1) {
            let a = active[j]
            guard a.cells.count == 1, let ends = a.cells[0].listRowEnds else { run = false; previous = -2; continue }
            let after = a.index == previous - 1 && run
            run = (ends.isLast || after) && !a.cells[0].producesViews
            previous = a.index
            a.cells[0].setShownEnds(emptyBefore: before[j], emptyAfter: after, b)
        }
    }

    /// A stack fills the proposal across its axis (like SwiftUI's lazy stacks), a grid is as wide
    /// as its lanes; along the axis, the measured rows plus the estimate for the rest.
    override func sizeThatFits(_ p: ProposedViewSize, _ b: _ViewGraph) -> CGSize {
        let cross = axis == .vertical ? p.width : p.height
        resolveLanes(cross)
        let widest = measureActive(cross: cross, b).widest
        let along = CGFloat(sizes.total(estimate: sizes.estimate(default: Self.defaultRowLength), spacing: gap))
        let across = gridItems != nil ? laneLayout.total : (cross.flatMap { $0.isFinite ? $0 : nil } ?? widest)
        return axis == .vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
    }

    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) {
        // Only rows shown right after an animated change come in with it: one scrolled to later
        // just appears.
        defer { arriving = nil }
        let placedAt = frame
        frame = rect
        let b = ctx.graph
        let cross = crossLength(rect.size)
        let lanesChanged = resolveLanes(cross)
        guard rowCount > 0 else {
            if !active.isEmpty { rowsChangedStamp = b.stamp }
            active = []; seenValid = false
            return
        }
        // The visible stretch along the axis, in the stack's coordinates, with a margin: what can
        // be seen is where things are drawn, so under a scale or rotation it is taken back to
        // where layout puts them (a stack scaled down shows more rows).
        let seen = (ctx.transform?.unbox(ctx.visible) ?? ctx.visible).intersection(rect)
        // A walk from the root places every lazy stack (its rows depend on what can be seen), but
        // one at the rect and with the view it was placed at, nothing in it built differently
        // since, would keep the same rows at the same places: each row's `place` would return at
        // once. So it returns, unless a row holds content built during placement, which every
        // walk places again (docs/engine.md, "Building during placement").
        if seenValid && !lanesChanged && placedStamp >= subtreeStamp && sameRect(placedAt, rect)
            && sameRect(seen, lastSeen) && !activeRowsHoldLazyContent() {
            return
        }
        lastSeen = seen
        seenValid = true
        let shownBefore = active
        let start = axis == .vertical ? rect.minY : rect.minX
        var lo = 0.0, hi = 0.0
        if !seen.isNull && !seen.isEmpty {
            if axis == .horizontal && isRTL {
                // Right to left the rows run from the right edge (they are placed mirrored).
                lo = Double(rect.maxX - seen.maxX)
                hi = Double(rect.maxX - seen.minX)
            } else {
                lo = Double((axis == .vertical ? seen.minY : seen.minX) - start)
                hi = Double((axis == .vertical ? seen.maxY : seen.maxX) - start)
            }
        }
        let margin = max((hi - lo) * 0.25, 50)
        lo -= margin; hi += margin
        var estimate = sizes.estimate(default: Self.defaultRowLength)
        let first = sizes.index(at: lo, estimate: estimate, spacing: gap)
        let last = sizes.index(at: hi, estimate: estimate, spacing: gap)
        // Build the rows that are new to the range. A row placed last time is current: rebuilt
        // in this pass's build when the stack was, unchanged otherwise.
        var changed = false
        let saved = b.env
        b.env = env
        var next: [(index: Int, cells: [_Node])] = []
        next.reserveCapacity(last - first + 1)
        var previous = [Int: [_Node]](minimumCapacity: active.count + 1)
        for a in active { previous[a.index] = a.cells }
        // The header pinned last time is still in view if it is pinned again below, so whether it
        // disappears is decided after `pinHeader`, not with the rows that left the range.
        let wasPinned = pinned.map(\.node)
        for p in pinned { previous[p.index] = [p.node] }
        pinned.removeAll()
        var returning: [_Node] = []
        for r in first...last {
            if let cells = previous.removeValue(forKey: r) {
                next.append((r, cells))
            } else {
                let (cells, built) = buildRow(r, b)
                for n in cells { adoptPlacedContent(n, b.stamp) }
                if built { returning += cells }
                next.append((r, cells))
                changed = true
            }
        }
        b.env = saved
        active = next
        // Rows that left the range disappear and rows back in it appear again, though their
        // nodes and state stay (§22.1).
        for cells in previous.values { for n in cells where !wasPinned.contains(where: { $0 === n }) { n.lazyVisibilityChanged(false, b) } }
        for n in returning { n.lazyVisibilityChanged(true, b) }
        if measureActive(cross: cross, b).changed { changed = true }
        if sizes.hasEmptyRows || hadEmptyRows { markShownEnds(b) }
        hadEmptyRows = sizes.hasEmptyRows
        estimate = sizes.estimate(default: Self.defaultRowLength)
        let grid = gridItems != nil
        let laneStart = grid ? ((cross - laneLayout.total) * alignmentFraction).rounded() : 0
        for a in active {
            let rowStart = CGFloat(sizes.start(of: a.index, estimate: estimate, spacing: gap))
            let rowLength = CGFloat(sizes.length(a.index) ?? estimate)
            let spanning = spans(a.index)
            for (k, cell) in a.cells.enumerated() {
                let s = cell.measure(cellProposal(k, cross, spans: spanning), b)
                // Across: in its lane (a grid: centred, or the item's alignment), or aligned in
                // the stack; a grid's header or footer across all lanes, by the grid's alignment.
                // Along: centred in the row.
                let laneOffset = grid ? laneStart + (spanning ? 0 : laneLayout.offsets[k]) : 0
                let laneWidth = grid ? (spanning ? laneLayout.total : laneLayout.widths[k]) : cross
                let fraction = grid && !spanning ? laneFraction(k) : alignmentFraction
                let across = laneOffset + ((laneWidth - crossLength(s)) * fraction).rounded()
                let along = rowStart + ((rowLength - (axis == .vertical ? s.height : s.width)) / 2).rounded()
                let origin = axis == .vertical ? CGPoint(x: rect.minX + across, y: rect.minY + along)
                                               : CGPoint(x: rect.minX + along, y: rect.minY + across)
                cell.place(CGRect(origin: origin, size: s), ctx)
            }
        }
        let visible = !seen.isNull && !seen.isEmpty
        pinHeader(visibleStart: visible ? pinStart(seen, ctx) : nil, rect: rect, cross: cross, estimate: estimate, ctx)
        pinFooter(visibleEnd: visible ? pinEnd(seen, ctx) : nil, rect: rect, cross: cross, estimate: estimate, ctx)
        // A header or footer pinned before, neither pinned now nor placed with the rows, has left the view.
        for old in wasPinned where !pinned.contains(where: { $0.node === old })
            && !active.contains(where: { $0.cells.contains { $0 === old } }) {
            old.lazyVisibilityChanged(false, b)
        }
        // Other rows shown, or another header or footer pinned: the stack's fold reduces other rows.
        let samePinned = wasPinned.count == pinned.count && zip(wasPinned, pinned).allSatisfy { $0 === $1.node }
        if !samePinned || !sameRows(shownBefore, active) { rowsChangedStamp = b.stamp }
        // A new length estimate changes the stack's size: lay out again (converges once the rows
        // in view are measured).
        let total = CGFloat(sizes.total(estimate: estimate, spacing: gap))
        if changed && abs(total - (axis == .vertical ? rect.height : rect.width)) > 0.5 {
            b.scrollViewMoved(self, resized: true)
        }
    }

    /// Whether two lists of rows hold the same rows at the same indices, node for node.
    private func sameRows(_ a: [(index: Int, cells: [_Node])], _ b: [(index: Int, cells: [_Node])]) -> Bool {
        guard a.count == b.count else { return false }
        for k in a.indices {
            guard a[k].index == b[k].index, a[k].cells.count == b[k].cells.count else { return false }
            for c in a[k].cells.indices where a[k].cells[c] !== b[k].cells[c] { return false }
        }
        return true
    }

    /// Whether a placed row (or the pinned header) builds content while placed.
    private func activeRowsHoldLazyContent() -> Bool {
        for a in active { for c in a.cells where c.containsLazyContent { return true } }
        for p in pinned where p.node.containsLazyContent { return true }
        return false
    }

    /// Where a pinned header sticks: the start of what can be seen, or below the enclosing scroll
    /// view's content inset (the safe area it extends under: the status bar, a navigation bar),
    /// as UIKit pins below the adjusted content inset (§14.7).
    private func pinStart(_ seen: CGRect, _ ctx: PlaceContext) -> CGFloat {
        guard let viewport = ctx.scrollViewport, ctx.transform == nil else { return axis == .vertical ? seen.minY : seen.minX }
        if axis == .vertical { return max(seen.minY, viewport.minY + ctx.scrollInsets.top) }
        return max(seen.minX, viewport.minX + ctx.scrollInsets.leading)
    }

    /// Pins the header of the section under the visible region's start there: at its own place
    /// or lower, but never below its section's end (the next header pushes it away).
    private func pinHeader(visibleStart: CGFloat?, rect: CGRect, cross: CGFloat, estimate: Double, _ ctx: PlaceContext) {
        guard pinsHeaders, let top = visibleStart, !sections.isEmpty else { return }
        let start = axis == .vertical ? rect.minY : rect.minX
        let firstRow = sizes.index(at: Double(top - start), estimate: estimate, spacing: gap)
        guard let section = sections.last(where: { $0.header <= firstRow }), firstRow < section.end else { return }
        let sectionEnd = CGFloat(sizes.start(of: section.end, estimate: estimate, spacing: gap)) - CGFloat(gap)
        // At its own place or lower, never below its section's end.
        pin(section.header, rect: rect, cross: cross, estimate: estimate, ctx) { natural, length in
            min(max(natural, top - start), sectionEnd - length)
        }
    }

    /// Pins row `index` (a header or footer) where `along` puts it, given its own place and its
    /// length: the row placed with the others when in range (then taken out of them), else built.
    /// Across, it spans a grid's lanes, placed by the stack's alignment.
    private func pin(_ index: Int, rect: CGRect, cross: CGFloat, estimate: Double, _ ctx: PlaceContext,
                     along: (_ natural: CGFloat, _ length: CGFloat) -> CGFloat) {
        let b = ctx.graph
        var node: _Node
        if let k = active.firstIndex(where: { $0.index == index }) {
            node = active[k].cells[0]
            active.remove(at: k)
        } else {
            let saved = b.env
            b.env = env
            node = buildRow(index, b).cells[0]
            b.env = saved
            adoptPlacedContent(node, b.stamp)
        }
        let s = node.measure(cellProposal(0, cross, spans: true), b)
        let natural = CGFloat(sizes.start(of: index, estimate: estimate, spacing: gap))
        let at = along(natural, axis == .vertical ? s.height : s.width)
        let span = gridItems != nil ? laneLayout.total : cross
        let laneStart = gridItems != nil ? ((cross - span) * alignmentFraction).rounded() : 0
        let across = laneStart + ((span - crossLength(s)) * alignmentFraction).rounded()
        let origin = axis == .vertical ? CGPoint(x: rect.minX + across, y: rect.minY + at) : CGPoint(x: rect.minX + at, y: rect.minY + across)
        node.place(CGRect(origin: origin, size: s), ctx)
        pinned.append((index, node))
    }

    /// Where a pinned footer sticks: the end of what can be seen, or above the enclosing scroll
    /// view's bottom content inset (the home indicator, a tab bar), §14.7.
    private func pinEnd(_ seen: CGRect, _ ctx: PlaceContext) -> CGFloat {
        guard let viewport = ctx.scrollViewport, ctx.transform == nil else { return axis == .vertical ? seen.maxY : seen.maxX }
        if axis == .vertical { return min(seen.maxY, viewport.maxY - ctx.scrollInsets.bottom) }
        return min(seen.maxX, viewport.maxX - ctx.scrollInsets.trailing)
    }

    /// Pins the footer of the section under the visible region's end there: at its own place or
    /// higher, but never above its section's start (the section scrolling away takes it along).
    private func pinFooter(visibleEnd: CGFloat?, rect: CGRect, cross: CGFloat, estimate: Double, _ ctx: PlaceContext) {
        guard pinsFooters, let bottom = visibleEnd, !footers.isEmpty else { return }
        let start = axis == .vertical ? rect.minY : rect.minX
        let lastRow = sizes.index(at: Double(bottom - start), estimate: estimate, spacing: gap)
        guard let section = footers.first(where: { $0.start <= lastRow && lastRow <= $0.footer }),
              !pinned.contains(where: { $0.index == section.footer }) else { return }
        let sectionStart = CGFloat(sizes.start(of: section.start, estimate: estimate, spacing: gap))
        // At its own place or higher, never above its section's start.
        pin(section.footer, rect: rect, cross: cross, estimate: estimate, ctx) { natural, length in
            max(min(natural, bottom - start - length), sectionStart)
        }
    }

    /// Where a cell sits across its lane: the grid item's alignment, else centred.
    private func laneFraction(_ lane: Int) -> CGFloat {
        guard let items = gridItems, let item = laneLayout.items.indices.contains(lane) ? items[laneLayout.items[lane]] : nil,
              let alignment = item.alignment else { return 0.5 }
        return axis == .vertical ? alignment.horizontal.fraction : alignment.vertical.fraction
    }
}

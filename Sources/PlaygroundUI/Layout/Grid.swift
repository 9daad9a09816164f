import Foundation

/// A two-dimensional layout of `GridRow`s (docs/semantics.md §26.6): a column is as wide as its
/// widest cell, a row as tall as its tallest; flexible columns and rows share what the proposal
/// leaves, like a stack. A view that is not in a `GridRow` spans all columns.
public struct Grid<Content: View> {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.horizontalSpacing = horizontalSpacing; self.verticalSpacing = verticalSpacing
        self.content = content()
    }
}

extension Grid: View, PrimitiveView {
    public static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        let node = graph.reuse(&slot) { GridNode() }
        graph.update(node, \.layout.alignment, view.alignment)
        graph.update(node, \.layout.hSpacing, view.horizontalSpacing ?? 8)
        graph.update(node, \.layout.vSpacing, view.verticalSpacing ?? 8)
        Content._makeNode(view.content, graph, &node.content)
    }
}

/// A row of a `Grid`: each view is a cell (a view list inside is flattened).
public struct GridRow<Content: View> {
    let alignment: VerticalAlignment?
    let content: Content
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.content = content()
    }
}

extension GridRow: View, PrimitiveView {
    public static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        let node = graph.reuse(&slot) { () -> GridRowNode in GridRowNode.anyBuilt = true; return GridRowNode() }
        graph.update(node, \.alignment, view.alignment)
        Content._makeNode(view.content, graph, &node.content)
    }
}

/// A grid row: no geometry of its own; the grid places its cells.
@MainActor
final class GridRowNode: ContainerNode {
    @exclusivity(unchecked) var alignment: VerticalAlignment?
    override var isTransparent: Bool { true }
    /// Whether any `GridRow` was ever built (until then layouts need not look for rows).
    static var anyBuilt = false
}

/// Cell settings (`gridCellColumns`, `gridColumnAlignment`, `gridCellUnsizedAxes`, `gridCellAnchor`).
package struct _GridCellModifier {
    let columns: Int?
    let columnAlignment: HorizontalAlignment?
    let unsizedAxes: Axis.Set?
    let anchor: UnitPoint?
}

extension _GridCellModifier: PrimitiveModifier {
    @inline(__always) public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        b.modifierNode(&slot, content, { GridCellNode() }) { n in
            b.update(n, \.columns, m.columns)
            b.update(n, \.columnAlignment, m.columnAlignment)
            b.update(n, \.unsizedAxes, m.unsizedAxes?.rawValue)
            b.update(n, \.anchor, m.anchor)
        }
    }
}

@MainActor
final class GridCellNode: ModifierNode {
    @exclusivity(unchecked) var columns: Int?
    @exclusivity(unchecked) var columnAlignment: HorizontalAlignment?
    @exclusivity(unchecked) var unsizedAxes: Axis.Set.RawValue?
    @exclusivity(unchecked) var anchor: UnitPoint?

    /// The settings found on `node` or the modifiers it wraps (outermost first wins per field).
    static func settings(of node: _Node) -> (columns: Int, alignment: HorizontalAlignment?, unsized: Axis.Set, anchor: UnitPoint?) {
        var columns: Int?, alignment: HorizontalAlignment?, unsized: Axis.Set?, anchor: UnitPoint?
        var n: _Node? = node
        while let cur = n {
            if let c = cur as? GridCellNode {
                columns = columns ?? c.columns
                alignment = alignment ?? c.columnAlignment
                unsized = unsized ?? c.unsizedAxes.map { Axis.Set(rawValue: $0) }
                anchor = anchor ?? c.anchor
            }
            n = cur.singleContent
        }
        return (max(columns ?? 1, 1), alignment, unsized ?? [], anchor)
    }
}

extension View {
    /// Makes this grid cell span `count` columns.
    nonisolated public func gridCellColumns(_ count: Int) -> some View {
        modifier(_GridCellModifier(columns: count, columnAlignment: nil, unsizedAxes: nil, anchor: nil))
    }
    /// Aligns every cell of this cell's column horizontally by `guide`.
    nonisolated public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        modifier(_GridCellModifier(columns: nil, columnAlignment: guide, unsizedAxes: nil, anchor: nil))
    }
    /// The cell does not size its column (horizontal) or row (vertical) and takes what the
    /// others make (a `Divider` or a `Color` spanning a grid).
    nonisolated public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        modifier(_GridCellModifier(columns: nil, columnAlignment: nil, unsizedAxes: axes, anchor: nil))
    }
    /// Places the cell's content at `anchor` of its cell instead of the grid's alignment.
    nonisolated public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        modifier(_GridCellModifier(columns: nil, columnAlignment: nil, unsizedAxes: nil, anchor: anchor))
    }
}

/// The grid algorithm, shared by `Grid` and `GridLayout`.
@MainActor
struct GridAlgorithm: Equatable {
    var alignment = Alignment.center
    var hSpacing: CGFloat = 8
    var vSpacing: CGFloat = 8

    struct Cell {
        let node: _Node
        let row: Int
        let column: Int
        let span: Int
        let unsized: Axis.Set
        let anchor: UnitPoint?
        let rowAlignment: VerticalAlignment?
    }
    /// The cells of `rows` (each row a list of nodes, or nil for a view spanning all columns).
    static func cells(_ rows: [(nodes: [_Node], spansAll: Bool, alignment: VerticalAlignment?)]) -> (cells: [Cell], columns: Int, alignments: [Int: HorizontalAlignment]) {
        var cells: [Cell] = []
        var columns = 0
        var alignments: [Int: HorizontalAlignment] = [:]
        for (r, row) in rows.enumerated() where !row.spansAll {
            var c = 0
            for node in row.nodes {
                let s = GridCellNode.settings(of: node)
                if let a = s.alignment, alignments[c] == nil { alignments[c] = a }
                cells.append(Cell(node: node, row: r, column: c, span: s.columns, unsized: s.unsized, anchor: s.anchor, rowAlignment: row.alignment))
                c += s.columns
            }
            columns = max(columns, c)
        }
        columns = max(columns, 1)
        for (r, row) in rows.enumerated() where row.spansAll {
            for node in row.nodes {
                let s = GridCellNode.settings(of: node)
                cells.append(Cell(node: node, row: r, column: 0, span: columns, unsized: s.unsized, anchor: s.anchor, rowAlignment: nil))
            }
        }
        return (cells, columns, alignments)
    }

    /// Shares `available` among tracks with (min, max) lengths: rigid ones take their length,
    /// flexible ones, least flexible first, an equal share of what is left (§6.1).
    static func share(_ mins: [CGFloat], _ maxs: [CGFloat], _ available: CGFloat?) -> [CGFloat] {
        guard let available, available.isFinite else { return maxs.map { $0.isFinite ? $0 : 0 }.enumerated().map { max($0.element, mins[$0.offset]) } }
        var out = mins
        var remaining = available - mins.reduce(0, +)
        let flexible = mins.indices.filter { maxs[$0] > mins[$0] }.sorted { maxs[$0] - mins[$0] < maxs[$1] - mins[$1] }
        for (k, i) in flexible.enumerated() {
            let share = max(remaining, 0) / CGFloat(flexible.count - k)
            let extra = min(share, maxs[i] - mins[i])
            out[i] += extra
            remaining -= extra
        }
        return out
    }

    /// Column widths, row heights and each cell's rect (origin at zero) for proposal `p`.
    func solve(_ rows: [(nodes: [_Node], spansAll: Bool, alignment: VerticalAlignment?)], _ p: ProposedViewSize, _ b: _ViewGraph)
        -> (size: CGSize, cells: [Cell], rects: [CGRect], columnAlignments: [Int: HorizontalAlignment]) {
        let (cells, nc, colAlign) = Self.cells(rows)
        let nr = rows.count
        var cMin = Array(repeating: CGFloat(0), count: nc), cMax = cMin
        // A column aligned on a guide that is not an edge or the centre (a custom one) is as wide
        // as its cells lined up on it, as a `VStack(alignment:)` is, not as its widest cell; the
        // rows do the same below (§26.6).
        func columnGuide(_ cell: Cell) -> AlignmentKey? {
            guard cell.span == 1 else { return nil }
            let key = (colAlign[cell.column] ?? alignment.horizontal).key
            return key.merge == .none ? nil : key
        }
        var guidedColumns: [Int: GuideGroup] = [:]
        for cell in cells where cell.span == 1 && !cell.unsized.contains(.horizontal) {
            SpacerNode.setAxis(of: cell.node, nil)
            let lo = cell.node.measure(ProposedViewSize(width: 0, height: nil), b)
            let hi = cell.node.measure(ProposedViewSize(width: p.width == nil ? nil : .infinity, height: nil), b)
            cMin[cell.column] = max(cMin[cell.column], lo.width)
            cMax[cell.column] = max(cMax[cell.column], hi.width)
            if let key = columnGuide(cell) {
                guidedColumns[cell.column, default: GuideGroup(key: key)].add(cell.node, lo, hi)
            }
        }
        for (column, g) in guidedColumns {
            cMin[column] = max(cMin[column], g.extent(g.lo, b))
            cMax[column] = max(cMax[column], g.extent(g.hi, b))
        }
        // A cell spanning columns widens them when it needs more than they give (Apple,
        // `gridCellUnsizedAxes(_:)`: a `Divider` outside a row "takes up as much space as its
        // parent offers" unless it is unsized): what it lacks is shared equally among its
        // columns, narrower spans first.
        for cell in cells.filter({ $0.span > 1 && !$0.unsized.contains(.horizontal) }).sorted(by: { $0.span < $1.span }) {
            SpacerNode.setAxis(of: cell.node, nil)
            let end = min(cell.column + cell.span, nc)
            let n = CGFloat(end - cell.column)
            guard n > 0 else { continue }
            let gaps = hSpacing * (n - 1)
            let lo = cell.node.measure(ProposedViewSize(width: 0, height: nil), b).width
            let hi = cell.node.measure(ProposedViewSize(width: p.width == nil ? nil : .infinity, height: nil), b).width
            let minSum = cMin[cell.column..<end].reduce(0, +) + gaps
            if lo > minSum { for c in cell.column..<end { cMin[c] += (lo - minSum) / n } }
            let maxSum = cMax[cell.column..<end].reduce(0, +) + gaps
            if hi > maxSum { for c in cell.column..<end { cMax[c] += hi.isFinite ? (hi - maxSum) / n : .infinity } }
            for c in cell.column..<end where cMax[c] < cMin[c] { cMax[c] = cMin[c] }
        }
        let hGaps = hSpacing * CGFloat(max(nc - 1, 0))
        let widths = Self.share(cMin, cMax, p.width.map { $0 - hGaps })
        func cellWidth(_ c: Cell) -> CGFloat {
            let end = min(c.column + c.span, nc)
            return widths[c.column..<end].reduce(0, +) + hSpacing * CGFloat(max(end - c.column - 1, 0))
        }
        var rMin = Array(repeating: CGFloat(0), count: nr), rMax = rMin
        // A row aligned on a guide (a custom one, a text baseline) is as tall as its cells lined
        // up on it, as an `HStack(alignment:)` is (§26.6), not as its tallest cell.
        func guide(_ cell: Cell) -> AlignmentKey? {
            let key = (cell.rowAlignment ?? alignment.vertical).key
            return key.merge == .none ? nil : key
        }
        var guided: [Int: GuideGroup] = [:]
        for cell in cells where !cell.unsized.contains(.vertical) {
            let w = cellWidth(cell)
            let lo = cell.node.measure(ProposedViewSize(width: w, height: 0), b)
            let hi = cell.node.measure(ProposedViewSize(width: w, height: p.height == nil ? nil : .infinity), b)
            rMin[cell.row] = max(rMin[cell.row], lo.height)
            rMax[cell.row] = max(rMax[cell.row], hi.height)
            if let key = guide(cell) {
                guided[cell.row, default: GuideGroup(key: key)].add(cell.node, lo, hi)
            }
        }
        for (row, g) in guided {
            rMin[row] = max(rMin[row], g.extent(g.lo, b))
            rMax[row] = max(rMax[row], g.extent(g.hi, b))
        }
        let vGaps = vSpacing * CGFloat(max(nr - 1, 0))
        let heights = Self.share(rMin, rMax, p.height.map { $0 - vGaps })
        var xs: [CGFloat] = [], ys: [CGFloat] = []
        var x: CGFloat = 0
        for w in widths { xs.append(x); x += w + hSpacing }
        var y: CGFloat = 0
        for h in heights { ys.append(y); y += h + vSpacing }
        // Where each guided row's guide line falls: its cells at their sizes, lined up, the group
        // placed in the row as the guide's default places a view (a bottom-defaulting guide at
        // the bottom).
        var lines: [Int: CGFloat] = [:]
        if !guided.isEmpty {
            var groups: [Int: GuideGroup] = [:]
            for cell in cells where !cell.unsized.contains(.vertical) {
                guard let key = guide(cell) else { continue }
                let box = CGSize(width: cellWidth(cell), height: heights[cell.row])
                let size = cell.node.measure(ProposedViewSize(box), b)
                groups[cell.row, default: GuideGroup(key: key)].add(cell.node, size, size)
            }
            for (row, g) in groups { lines[row] = g.line(start: ys[row], length: heights[row], b) }
        }
        // Where each guided column's guide line falls, as for the rows.
        var columnLines: [Int: CGFloat] = [:]
        if !guidedColumns.isEmpty {
            var groups: [Int: GuideGroup] = [:]
            for cell in cells where !cell.unsized.contains(.horizontal) {
                guard let key = columnGuide(cell) else { continue }
                let box = CGSize(width: widths[cell.column], height: heights[cell.row])
                let size = cell.node.measure(ProposedViewSize(box), b)
                groups[cell.column, default: GuideGroup(key: key)].add(cell.node, size, size)
            }
            for (column, g) in groups { columnLines[column] = g.line(start: xs[column], length: widths[column], b) }
        }
        var rects: [CGRect] = []
        for cell in cells {
            let box = CGRect(x: xs[cell.column], y: ys[cell.row], width: cellWidth(cell), height: heights[cell.row])
            let s = cell.node.measure(ProposedViewSize(box.size), b)
            var origin: CGPoint
            if let a = cell.anchor {
                origin = CGPoint(x: box.minX + (box.width - s.width) * a.x, y: box.minY + (box.height - s.height) * a.y)
            } else {
                let h = cell.span == 1 ? (colAlign[cell.column] ?? alignment.horizontal) : alignment.horizontal
                let v = cell.rowAlignment ?? alignment.vertical
                origin = AlignmentGuides.alignedOrigin(cell.node, s, in: box, Alignment(horizontal: h, vertical: v), b)
                if let line = lines[cell.row], !cell.unsized.contains(.vertical) {
                    origin.y = line - AlignmentGuides.value(cell.node, v.key, s, b)
                }
                if cell.span == 1, let line = columnLines[cell.column], !cell.unsized.contains(.horizontal) {
                    origin.x = line - AlignmentGuides.value(cell.node, h.key, s, b)
                }
            }
            rects.append(CGRect(origin: origin, size: s))
        }
        let size = CGSize(width: widths.reduce(0, +) + hGaps, height: heights.reduce(0, +) + vGaps)
        return (size, cells, rects, colAlign)
    }

    /// The rows of a grid's items: a `GridRow`'s cells, or a view outside a row spanning all columns.
    static func rows(of items: [_Node]) -> [(nodes: [_Node], spansAll: Bool, alignment: VerticalAlignment?)] {
        items.map { item in
            if let row = row(item) { return (row.layoutItems(), false, row.alignment) }
            return ([item], true, nil)
        }
    }
    /// The `GridRow` an item is (through the modifiers around it), if any.
    static func row(_ item: _Node) -> GridRowNode? {
        var n: _Node? = item
        while let cur = n {
            if let row = cur as? GridRowNode { return row }
            n = cur.singleContent
        }
        return nil
    }

    /// Places the cells of `rows` in `rect`. A row inside modifiers (`GridRow { … }.cornerRadius(8)`,
    /// items `items`) gets them over the rectangle its cells cover: the modifiers are placed there
    /// first (they place the row's cells too), then the cells are placed in their columns (§26.6).
    func place(_ rows: [(nodes: [_Node], spansAll: Bool, alignment: VerticalAlignment?)], in rect: CGRect, _ ctx: PlaceContext,
               items: [_Node] = []) {
        let solved = solve(rows, ProposedViewSize(rect.size), ctx.graph)
        func placeCells() {
            for (cell, r) in zip(solved.cells, solved.rects) {
                cell.node.place(r.offsetBy(dx: rect.minX, dy: rect.minY), ctx)
            }
        }
        placeCells()
        var wrapped = false
        for item in items {
            guard let row = Self.row(item), row !== item else { continue }
            let frames = row.layoutItems().map(\.frame)
            guard let first = frames.first else { continue }
            item.place(frames.dropFirst().reduce(first) { $0.union($1) }, ctx)
            wrapped = true
        }
        if wrapped { placeCells() }
    }

    nonisolated static func == (a: GridAlgorithm, b: GridAlgorithm) -> Bool {
        a.alignment == b.alignment && a.hSpacing == b.hSpacing && a.vSpacing == b.vSpacing
    }
}

@MainActor
final class GridNode: ContainerNode {
    @exclusivity(unchecked) var layout = GridAlgorithm()

    override func sizeThatFits(_ p: ProposedViewSize, _ b: _ViewGraph) -> CGSize {
        layout.solve(GridAlgorithm.rows(of: layoutItems()), p, b).size
    }
    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) {
        frame = rect
        let items = layoutItems()
        layout.place(GridAlgorithm.rows(of: items), in: rect, ctx, items: items)
    }
}

/// The cells of one grid row or column lined up on a guide (`key`), with their sizes for the
/// smallest and largest proposals (or their placed sizes, in both).
@MainActor
struct GuideGroup {
    let key: AlignmentKey
    var nodes: [_Node] = []
    var lo: [CGSize] = []
    var hi: [CGSize] = []

    mutating func add(_ node: _Node, _ lo: CGSize, _ hi: CGSize) {
        nodes.append(node); self.lo.append(lo); self.hi.append(hi)
    }

    /// How long the cells of `sizes` are along the guide's axis when lined up on it.
    func extent(_ sizes: [CGSize], _ b: _ViewGraph) -> CGFloat { AlignmentGuides.span(nodes, sizes, key, b).extent }

    /// Where the guide line falls in a row or column starting at `start` and `length` long: the
    /// cells at their placed sizes (`lo`), lined up, placed as the guide's default places a view
    /// (a bottom- or trailing-defaulting guide at the end).
    func line(start: CGFloat, length: CGFloat, _ b: _ViewGraph) -> CGFloat {
        let span = AlignmentGuides.span(nodes, lo, key, b)
        let fraction = min(max(key.defaultValue(CGSize(width: 1, height: 1)), 0), 1)
        return start + (length - span.extent) * fraction + span.before
    }
}

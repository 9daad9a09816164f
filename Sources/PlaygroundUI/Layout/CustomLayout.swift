import Foundation

/// A type that defines the geometry of a collection of views (SwiftUI's `Layout`, §26.3): the
/// container asks `sizeThatFits` (possibly several times, with different proposals) and then
/// `placeSubviews` once per layout pass. Use it as a container: `MyLayout { … }`.
@MainActor @preconcurrency
public protocol Layout: Animatable {
    /// Properties of the layout (its stack orientation for Spacers).
    static var layoutProperties: LayoutProperties { get }
    /// Storage kept between calls, made by `makeCache` and refreshed by `updateCache`.
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    func makeCache(subviews: Self.Subviews) -> Self.Cache
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
    /// The container's spacing preferences toward its neighbours.
    func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }
    /// Default: makes the cache again.
    public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) { cache = makeCache(subviews: subviews) }
    /// Default: the union of the subviews' spacing preferences.
    public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing {
        var s = ViewSpacing.zero
        for v in subviews { s.formUnion(v.spacing) }
        return subviews.isEmpty ? ViewSpacing() : s
    }
    /// Default: the subviews' explicit values for `guide`, where they were placed, merged as the
    /// guide merges (the average; first/last baseline for baselines).
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? {
        _mergedExplicit(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? {
        _mergedExplicit(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
    func _mergedExplicit(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize,
                         subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? {
        guard let sink = subviews.sink, AlignmentGuides.mayBeExplicit(key, in: subviews.nodes) else { return nil }
        // Lay the subviews out in `bounds` (recording, not placing) to learn where they go.
        let saved = sink.placements
        sink.placements = Array(repeating: nil, count: subviews.nodes.count)
        placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        let rects = sink.rects(in: bounds, proposal: proposal, subviews.nodes, subviews.graph)
        sink.placements = saved
        var values: [CGFloat] = []
        for (node, r) in zip(subviews.nodes, rects) {
            guard let v = node.explicitAlignment(key, size: r.size, subviews.graph) else { continue }
            values.append(v + (key.axis == .horizontal ? r.minX - bounds.minX : r.minY - bounds.minY))
        }
        return AlignmentGuides.merge(key, values).map { $0 + (key.axis == .horizontal ? bounds.minX : bounds.minY) }
    }
}

extension Layout where Cache == () {
    public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}

extension Layout {
    /// Arranges `content`'s views with this layout.
    nonisolated public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutContainer(layout: self, content: content())
    }
}

/// Layout properties (`Layout.layoutProperties`).
public struct LayoutProperties: Sendable {
    public init() {}
    /// The axis the layout stacks along (Spacers expand along it), or nil.
    public var stackOrientation: Axis?
}

/// Spacing preferences of a view toward its neighbours (`LayoutSubview.spacing`). This
/// implementation keeps one preferred distance per edge: 8 points for views, 0 for Spacers; the
/// distance between two views is the smaller of the two facing edges' preferences (so none next
/// to a Spacer), like the stacks here (§6.1).
public struct ViewSpacing: Sendable, Equatable {
    var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    /// A subview's vertical edges as the stacks space them (text to text, a view above text…,
    /// §6.1.1); nil for a spacing made in code.
    var topEdge: EdgeSpacing?, bottomEdge: EdgeSpacing?
    /// A view's default spacing.
    public init() { top = 8; leading = 8; bottom = 8; trailing = 8 }
    init(all v: CGFloat) { top = v; leading = v; bottom = v; trailing = v }
    /// A subview's spacing: the default, with its vertical edges' preferences.
    init(top: EdgeSpacing, bottom: EdgeSpacing) { self.init(); topEdge = top; bottomEdge = bottom }
    /// No spacing preference.
    public static let zero = ViewSpacing(all: 0)
    /// Keeps, on `edges`, the larger of the two preferences.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { top = max(top, other.top) }
        if edges.contains(.leading) { leading = max(leading, other.leading) }
        if edges.contains(.bottom) { bottom = max(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = max(trailing, other.trailing) }
        if edges.contains(.top), let o = other.topEdge { topEdge = topEdge.map { var e = $0; e.formUnion(o); return e } ?? o }
        if edges.contains(.bottom), let o = other.bottomEdge { bottomEdge = bottomEdge.map { var e = $0; e.formUnion(o); return e } ?? o }
    }
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var s = self; s.formUnion(other, edges: edges); return s
    }
    /// The distance from this view to `next` after it along `axis`.
    /// Vertically, between two subviews, what a `VStack` puts between them (text to text by the
    /// fonts' metrics, §6.1.1).
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        if axis == .vertical, let upper = bottomEdge, let lower = next.topEdge, let d = EdgeSpacing.distance(upper, lower) { return d }
        return axis == .horizontal ? min(trailing, next.leading) : min(bottom, next.top)
    }
}

/// A key for a value a view hands to its layout container (`layoutValue(key:value:)`).
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

/// Where one layout pass asked subviews to go (the container's recording of `place(at:)`).
@MainActor
final class PlacementSink {
    struct Placement { var position: CGPoint; var anchor: UnitPoint; var proposal: ProposedViewSize }
    @exclusivity(unchecked) var placements: [Placement?] = []
    /// The rect of each node: where it was placed, or (not placed) centred in `bounds` and sized
    /// for the container's `proposal` (Apple, `LayoutSubview.place(at:anchor:proposal:)`: "appears
    /// at the center of its layout container and uses the layout container's size proposal").
    func rects(in bounds: CGRect, proposal: ProposedViewSize, _ nodes: [_Node], _ b: _ViewGraph) -> [CGRect] {
        nodes.indices.map { i in
            let pl = i < placements.count ? placements[i] : nil
            let s = nodes[i].measure(pl?.proposal ?? proposal, b)
            guard let pl else {
                return CGRect(x: bounds.midX - s.width / 2, y: bounds.midY - s.height / 2, width: s.width, height: s.height)
            }
            return CGRect(x: pl.position.x - pl.anchor.x * s.width, y: pl.position.y - pl.anchor.y * s.height,
                          width: s.width, height: s.height)
        }
    }
}

/// The subviews of a layout container, in order.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    public typealias SubSequence = LayoutSubviews
    public typealias Element = LayoutSubview
    public typealias Index = Int
    let nodes: [_Node]
    let graph: _ViewGraph
    let sink: PlacementSink?
    public let startIndex: Int
    public let endIndex: Int
    init(nodes: [_Node], graph: _ViewGraph, sink: PlacementSink?) {
        self.nodes = nodes; self.graph = graph; self.sink = sink; startIndex = 0; endIndex = nodes.count
    }
    private init(base: LayoutSubviews, range: Range<Int>) {
        nodes = base.nodes; graph = base.graph; sink = base.sink; startIndex = range.lowerBound; endIndex = range.upperBound
    }
    public subscript(index: Int) -> LayoutSubview { LayoutSubview(node: nodes[index], index: index, graph: graph, sink: sink) }
    public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(base: self, range: bounds) }
    public func index(after i: Int) -> Int { i + 1 }
    public func index(before i: Int) -> Int { i - 1 }
    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool {
        a.startIndex == b.startIndex && a.endIndex == b.endIndex && a.nodes.count == b.nodes.count
            && zip(a.nodes, b.nodes).allSatisfy { $0 === $1 }
    }
}

/// A proxy for one subview of a layout container: measure it, read its values, place it.
/// Its members are not isolated to the main actor, as SwiftUI's are not: a helper in an
/// extension (`var rank: CGFloat { self[Rank.self] }`) or a free function given the subviews
/// compiles. They run where layout runs, on the main actor (a layout's methods are only called
/// there).
public struct LayoutSubview: Equatable, Sendable {
    let node: _Node
    let index: Int
    let graph: _ViewGraph
    let sink: PlacementSink?

    /// The subview's size for `proposal` (measurements are cached per proposal).
    nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        assumingMainActor { node.measure(proposal, graph) }
    }
    /// The subview's size and guides for `proposal`.
    nonisolated public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        assumingMainActor { ViewDimensions(size: node.measure(proposal, graph), source: DimensionsSource(node, graph)) }
    }
    /// Places the subview with its `anchor` at `position` (in the container's bounds' space),
    /// sized for `proposal`. Call once per subview from `placeSubviews`.
    nonisolated public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        assumingMainActor {
            guard let sink, index < sink.placements.count else { return }
            sink.placements[index] = PlacementSink.Placement(position: position, anchor: anchor, proposal: proposal)
        }
    }
    /// The subview's layout priority (`layoutPriority(_:)`).
    nonisolated public var priority: Double { assumingMainActor { node.layoutPriority } }
    /// The subview's spacing preferences (none for a Spacer).
    /// Vertically they are what the stacks use (§6.1.1): a `Layout` that spaces its subviews by
    /// them (WWDC22's recipe) spaces texts as a `VStack` does.
    nonisolated public var spacing: ViewSpacing {
        assumingMainActor {
            node.isSpacer ? .zero : ViewSpacing(top: node.stackEdgeSpacing(.top, graph), bottom: node.stackEdgeSpacing(.bottom, graph))
        }
    }
    /// The value the subview set for `key` with `layoutValue(key:value:)`, else the key's default.
    nonisolated public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        assumingMainActor { LayoutValueNode.find(K.self, in: node) ?? K.defaultValue }
    }
    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.node === b.node }
}

/// A layout used as a view: its content's views are the subviews.
package struct _LayoutContainer<L: Layout, Content: View> {
    let layout: L
    let content: Content
}

extension _LayoutContainer: View, PrimitiveView {
    public static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        let node = graph.reuse(&slot) { CustomLayoutNode<L>(view.layout) }
        node.layout = view.layout
        if L.AnimatableData.self != EmptyAnimatableData.self { node.animate(to: view.layout, graph) }
        node.grid = (view.layout as? GridLayout)?.algorithm ?? (view.layout as? AnyLayout)?.box.grid
        graph.changed(node)   // layouts cannot be compared: lay out again
        Content._makeNode(view.content, graph, &node.content)
    }
}

/// The node of a custom layout container.
@MainActor
final class CustomLayoutNode<L: Layout>: ContainerNode {
    @exclusivity(unchecked) var layout: L
    @exclusivity(unchecked) private var cache: L.Cache?
    @exclusivity(unchecked) private var cacheStamp = -1
    let sink = PlacementSink()
    /// Set when the layout is a `GridLayout`: laid out as `Grid` is, its rows' cells placed here.
    @exclusivity(unchecked) var grid: GridAlgorithm?
    /// Whether some item is a `GridRow` (outside a grid layout its cells are the subviews),
    /// looked for again only when the content changed.
    @exclusivity(unchecked) private var hasRows = false
    @exclusivity(unchecked) private var rowsStamp = -1
    /// The layout's `animatableData` going from the value shown to the value built, while an
    /// animated change of it runs (§26.3); nil for a layout without animatable data.
    @exclusivity(unchecked) private var morph: DataMorph<L.AnimatableData>?
    /// The layout as last built (`layout` holds it with the data shown while `morph` runs).
    @exclusivity(unchecked) private var built: L?
    init(_ layout: L) {
        self.layout = layout
        super.init()
        setsExplicitGuides = true   // a layout's own `explicitAlignment` can answer any guide
    }

    /// Records the layout built in this pass: a change of its data under an animation starts a
    /// morph, and the graph lays the layout out again each frame until it ends.
    func animate(to layout: L, _ b: _ViewGraph) {
        built = layout
        var m = morph ?? DataMorph(layout.animatableData)
        let animation = b.env.animation
        _ = m.commit(layout.animatableData, time: b.time, animation: animation)
        morph = m
        if m.isRunning { b.layoutStartedAnimating(self) }
        _ = showAnimatedData(b)
    }

    /// Puts the data the morph shows now into `layout`; false once the morph has ended (then
    /// `layout` is the built one).
    func showAnimatedData(_ b: _ViewGraph) -> Bool {
        guard var m = morph, m.isRunning, let built else { return false }
        if let data = m.presented(time: b.time, b.animator) {
            layout.animatableData = data
        } else {
            layout = built
        }
        morph = m
        return m.isRunning
    }

    private func subviews(_ b: _ViewGraph) -> LayoutSubviews {
        var items = layoutItems()
        // A GridRow outside a grid layout is a group: its cells are the subviews (§26.6).
        if GridRowNode.anyBuilt {
            if rowsStamp != subtreeStamp {
                rowsStamp = subtreeStamp
                hasRows = items.contains { GridAlgorithm.row($0) != nil }
            }
            if hasRows { items = items.flatMap { GridAlgorithm.row($0)?.layoutItems() ?? [$0] } }
        }
        // An AnyLayout's axis is its wrapped layout's, known only at run time.
        let axis = (layout as? AnyLayout)?.box.stackOrientation ?? L.layoutProperties.stackOrientation
        for item in items { SpacerNode.setAxis(of: item, axis) }
        let s = LayoutSubviews(nodes: items, graph: b, sink: sink)
        if cache == nil {
            cache = layout.makeCache(subviews: s)
            cacheStamp = subtreeStamp
        } else if cacheStamp < subtreeStamp {
            layout.updateCache(&cache!, subviews: s)
            cacheStamp = subtreeStamp
        }
        return s
    }

    override func sizeThatFits(_ p: ProposedViewSize, _ b: _ViewGraph) -> CGSize {
        if let grid { return grid.solve(GridAlgorithm.rows(of: layoutItems()), p, b).size }
        let s = subviews(b)
        let size = layout.sizeThatFits(proposal: p, subviews: s, cache: &cache!)
        answered.removeAll { $0.size == size }
        answered.append((size, p))
        if answered.count > 4 { answered.removeFirst() }
        return size
    }

    /// The latest proposals answered, by the size answered (a few: a stack measuring its children
    /// asks for their least and most before it asks for what it places).
    @exclusivity(unchecked) private var answered: [(size: CGSize, proposal: ProposedViewSize)] = []

    /// The latest proposal `size` was the answer to, or the size itself when none was.
    private func proposal(answering size: CGSize) -> ProposedViewSize {
        answered.last { $0.size == size }?.proposal ?? ProposedViewSize(size)
    }

    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) {
        frame = rect
        if let grid { let items = layoutItems(); grid.place(GridAlgorithm.rows(of: items), in: rect, ctx, items: items); return }
        let s = subviews(ctx.graph)
        sink.placements = Array(repeating: nil, count: s.nodes.count)
        // The proposal the size of these bounds was answered for (Apple, `placeSubviews`: "the
        // size proposal from which the container generated the size that the parent used to
        // create the bounds"): an unspecified one under `fixedSize`, a wider one when the layout
        // answered less than it was offered.
        let proposal = proposal(answering: rect.size)
        layout.placeSubviews(in: rect, proposal: proposal, subviews: s, cache: &cache!)
        let rects = sink.rects(in: rect, proposal: proposal, s.nodes, ctx.graph)
        for (node, r) in zip(s.nodes, rects) { node.place(r, ctx) }
    }

    override func explicitAlignment(_ key: AlignmentKey, size: CGSize, _ b: _ViewGraph) -> CGFloat? {
        let s = subviews(b)
        let bounds = CGRect(origin: .zero, size: size)
        if key.axis == .horizontal {
            return layout.explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: proposal(answering: size),
                                            subviews: s, cache: &cache!)
        }
        return layout.explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: proposal(answering: size),
                                        subviews: s, cache: &cache!)
    }
}

// MARK: Layout values

/// Hands `value` for `K` to the enclosing layout container.
package struct _LayoutValueModifier<K: LayoutValueKey> {
    let value: K.Value
}

extension _LayoutValueModifier: PrimitiveModifier {
    @inline(__always) public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        b.modifierNode(&slot, content, { LayoutValueNode() }) { n in
            n.key = ObjectIdentifier(K.self)
            n.value = m.value
            b.changed(n)
        }
    }
}

@MainActor
final class LayoutValueNode: ModifierNode {
    @exclusivity(unchecked) var key: ObjectIdentifier?
    @exclusivity(unchecked) var value: Any?

    /// The value for `K` set on `node` or on the modifiers and single-child views it wraps.
    static func find<K: LayoutValueKey>(_ k: K.Type, in node: _Node) -> K.Value? {
        var n: _Node? = node
        let id = ObjectIdentifier(K.self)
        while let cur = n {
            if let lv = cur as? LayoutValueNode, lv.key == id, let v = lv.value as? K.Value { return v }
            n = cur.singleContent
        }
        return nil
    }
}

extension _Node {
    /// The one node this node wraps with the same geometry, if any: a modifier's content, or
    /// the only child of a view without geometry of its own.
    var singleContent: _Node? {
        if let m = self as? ModifierNode { return m.content }
        guard isTransparent else { return nil }
        var only: _Node? = nil, count = 0
        forEachChild { only = $0; count += 1 }
        return count == 1 ? only : nil
    }
}

extension View {
    /// Hands `value` for `key` to the layout container this view is a subview of
    /// (read with `subview[key]`).
    nonisolated public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(_LayoutValueModifier<K>(value: value))
    }
}

import Foundation

/// A horizontal stack as a `Layout` (for `AnyLayout` and custom compositions), laid out like
/// `HStack` (docs/semantics.md §26.3).
public struct HStackLayout: Layout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) { self.alignment = alignment; self.spacing = spacing }
    public static var layoutProperties: LayoutProperties { var p = LayoutProperties(); p.stackOrientation = .horizontal; return p }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        StackLayouts.size(.horizontal, spacing, alignment.key, proposal, subviews)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        StackLayouts.place(.horizontal, spacing, alignment.key, bounds, subviews)
    }
}

/// A vertical stack as a `Layout`, laid out like `VStack`.
public struct VStackLayout: Layout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) { self.alignment = alignment; self.spacing = spacing }
    public static var layoutProperties: LayoutProperties { var p = LayoutProperties(); p.stackOrientation = .vertical; return p }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        StackLayouts.size(.vertical, spacing, alignment.key, proposal, subviews)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        StackLayouts.place(.vertical, spacing, alignment.key, bounds, subviews)
    }
}

/// An overlaying stack as a `Layout`, laid out like `ZStack`.
public struct ZStackLayout: Layout {
    public var alignment: Alignment
    public init(alignment: Alignment = .center) { self.alignment = alignment }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(proposal) }
        return CGSize(width: AlignmentGuides.span(subviews.nodes, sizes, alignment.horizontal.key, subviews.graph).extent,
                      height: AlignmentGuides.span(subviews.nodes, sizes, alignment.vertical.key, subviews.graph).extent)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let p = ProposedViewSize(bounds.size)
        for v in subviews {
            let s = v.sizeThatFits(p)
            v.place(at: AlignmentGuides.alignedOrigin(v.node, s, in: bounds, alignment, subviews.graph), proposal: p)
        }
    }
}

@MainActor
enum StackLayouts {
    static func size(_ axis: Axis, _ spacing: CGFloat?, _ key: AlignmentKey, _ p: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        var scratch = StackLayout.Scratch()
        let nodes = Array(subviews.nodes[subviews.startIndex..<subviews.endIndex])
        return StackLayout.size(items: nodes, axis: axis, spacing: spacing, alignment: key, proposal: p, subviews.graph, &scratch)
    }
    static func place(_ axis: Axis, _ spacing: CGFloat?, _ key: AlignmentKey, _ bounds: CGRect, _ subviews: LayoutSubviews) {
        var scratch = StackLayout.Scratch()
        let nodes = Array(subviews.nodes[subviews.startIndex..<subviews.endIndex])
        StackLayout.childSizes(items: nodes, axis: axis, spacing: spacing, proposal: ProposedViewSize(bounds.size), subviews.graph, &scratch)
        let rects = StackLayout.frames(items: nodes, sizes: scratch.sizes, axis: axis, spacing: spacing, alignment: key, in: bounds, subviews.graph)
        for (i, r) in zip(subviews.indices, rects) {
            subviews[i].place(at: r.origin, anchor: .topLeading, proposal: ProposedViewSize(r.size))
        }
    }
}

/// A type-erased `Layout`: switching the layout inside keeps the subviews' identity, so their
/// frames animate from one arrangement to the other.
public struct AnyLayout: Layout {
    let box: _AnyLayoutBox
    public init<L: Layout>(_ layout: L) { box = _ConcreteLayoutBox(layout) }
    public struct Cache { var type: ObjectIdentifier?; var value: Any? }
    public static var layoutProperties: LayoutProperties { LayoutProperties() }
    public func makeCache(subviews: Subviews) -> Cache { Cache(type: box.type, value: box.makeCache(subviews)) }
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        if cache.type != box.type { cache = makeCache(subviews: subviews) } else { box.updateCache(&cache.value, subviews) }
    }
    private func fresh(_ cache: inout Cache, _ subviews: Subviews) {
        if cache.type != box.type { cache = makeCache(subviews: subviews) }
    }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        fresh(&cache, subviews)
        return box.sizeThatFits(proposal, subviews, &cache.value)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        fresh(&cache, subviews)
        box.placeSubviews(bounds, proposal, subviews, &cache.value)
    }
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        fresh(&cache, subviews)
        return box.spacing(subviews, &cache.value)
    }
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        fresh(&cache, subviews)
        return box.explicitAlignment(guide.key, bounds, proposal, subviews, &cache.value)
    }
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        fresh(&cache, subviews)
        return box.explicitAlignment(guide.key, bounds, proposal, subviews, &cache.value)
    }
}

@MainActor
class _AnyLayoutBox {
    var type: ObjectIdentifier { fatalError() }
    /// The wrapped layout's stack axis (Spacers inside grow along it).
    var stackOrientation: Axis? { nil }
    /// The grid settings when the wrapped layout is a `GridLayout` (its container places the cells).
    var grid: GridAlgorithm? { nil }
    func makeCache(_ s: LayoutSubviews) -> Any { fatalError() }
    func updateCache(_ c: inout Any?, _ s: LayoutSubviews) {}
    func sizeThatFits(_ p: ProposedViewSize, _ s: LayoutSubviews, _ c: inout Any?) -> CGSize { .zero }
    func placeSubviews(_ b: CGRect, _ p: ProposedViewSize, _ s: LayoutSubviews, _ c: inout Any?) {}
    func spacing(_ s: LayoutSubviews, _ c: inout Any?) -> ViewSpacing { ViewSpacing() }
    func explicitAlignment(_ k: AlignmentKey, _ b: CGRect, _ p: ProposedViewSize, _ s: LayoutSubviews, _ c: inout Any?) -> CGFloat? { nil }
}

@MainActor
final class _ConcreteLayoutBox<L: Layout>: _AnyLayoutBox {
    let layout: L
    private let gridSettings: GridAlgorithm?
    init(_ layout: L) { self.layout = layout; gridSettings = (layout as? GridLayout)?.algorithm }
    override var type: ObjectIdentifier { ObjectIdentifier(L.self) }
    override var grid: GridAlgorithm? { gridSettings }
    override var stackOrientation: Axis? { L.layoutProperties.stackOrientation }
    override func makeCache(_ s: LayoutSubviews) -> Any { layout.makeCache(subviews: s) }
    private func with<T>(_ c: inout Any?, _ s: LayoutSubviews, _ body: (inout L.Cache) -> T) -> T {
        var cache = (c as? L.Cache) ?? layout.makeCache(subviews: s)
        let r = body(&cache)
        c = cache
        return r
    }
    override func updateCache(_ c: inout Any?, _ s: LayoutSubviews) { with(&c, s) { layout.updateCache(&$0, subviews: s) } }
    override func sizeThatFits(_ p: ProposedViewSize, _ s: LayoutSubviews, _ c: inout Any?) -> CGSize {
        with(&c, s) { layout.sizeThatFits(proposal: p, subviews: s, cache: &$0) }
    }
    override func placeSubviews(_ b: CGRect, _ p: ProposedViewSize, _ s: LayoutSubviews, _ c: inout Any?) {
        with(&c, s) { layout.placeSubviews(in: b, proposal: p, subviews: s, cache: &$0) }
    }
    override func spacing(_ s: LayoutSubviews, _ c: inout Any?) -> ViewSpacing { with(&c, s) { layout.spacing(subviews: s, cache: &$0) } }
    override func explicitAlignment(_ k: AlignmentKey, _ b: CGRect, _ p: ProposedViewSize, _ s: LayoutSubviews, _ c: inout Any?) -> CGFloat? {
        with(&c, s) { cache in
            k.axis == .horizontal
                ? layout.explicitAlignment(of: HorizontalAlignment(key: k), in: b, proposal: p, subviews: s, cache: &cache)
                : layout.explicitAlignment(of: VerticalAlignment(key: k), in: b, proposal: p, subviews: s, cache: &cache)
        }
    }
}

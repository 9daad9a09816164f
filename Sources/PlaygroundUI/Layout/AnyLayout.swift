import Foundation

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

import Foundation

/// A horizontal stack as a `Layout` (for `AnyLayout` and custom compositions), laid out like
/// `HStack` (docs/semantics.md §26.3).
public struct HStackLayout: Layout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) { self.alignment = alignment; self.spacing = spacing }
    public static var layoutProperties: LayoutProperties { var p = LayoutProperties(); p.stackOrientation = .horizontal; return p }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        StackAlgorithm.sizeOfSubviews(.horizontal, spacing, alignment.key, proposal, subviews)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        StackAlgorithm.placeSubviews(.horizontal, spacing, alignment.key, bounds, subviews)
    }
}

/// A vertical stack as a `Layout`, laid out like `VStack`.
public struct VStackLayout: Layout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) { self.alignment = alignment; self.spacing = spacing }
    public static var layoutProperties: LayoutProperties { var p = LayoutProperties(); p.stackOrientation = .vertical; return p }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        StackAlgorithm.sizeOfSubviews(.vertical, spacing, alignment.key, proposal, subviews)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        StackAlgorithm.placeSubviews(.vertical, spacing, alignment.key, bounds, subviews)
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

/// The stack algorithm over a `Layout`'s subviews (what the three layouts above call).
extension StackAlgorithm {
    static func sizeOfSubviews(_ axis: Axis, _ spacing: CGFloat?, _ key: AlignmentKey, _ p: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        var measurements = StackMeasurements()
        let nodes = Array(subviews.nodes[subviews.startIndex..<subviews.endIndex])
        return StackAlgorithm.size(items: nodes, axis: axis, spacing: spacing, alignment: key, proposal: p, subviews.graph, &measurements)
    }
    static func placeSubviews(_ axis: Axis, _ spacing: CGFloat?, _ key: AlignmentKey, _ bounds: CGRect, _ subviews: LayoutSubviews) {
        var measurements = StackMeasurements()
        let nodes = Array(subviews.nodes[subviews.startIndex..<subviews.endIndex])
        StackAlgorithm.childSizes(items: nodes, axis: axis, spacing: spacing, proposal: ProposedViewSize(bounds.size), subviews.graph, &measurements)
        let rects = StackAlgorithm.frames(items: nodes, measurements, axis: axis, alignment: key, in: bounds, subviews.graph)
        for (i, r) in zip(subviews.indices, rects) {
            subviews[i].place(at: r.origin, anchor: .topLeading, proposal: ProposedViewSize(r.size))
        }
    }
}

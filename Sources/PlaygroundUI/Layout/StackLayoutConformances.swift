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
        ZStackLayout.size(Array(subviews.nodes[subviews.startIndex..<subviews.endIndex]), alignment: alignment, proposal, subviews.graph)
    }
    /// As a `ZStack` places its views: lined up on each other's guides, the union aligned in the
    /// bounds.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let p = ProposedViewSize(bounds.size)
        let nodes = Array(subviews.nodes[subviews.startIndex..<subviews.endIndex])
        let rects = ZStackLayout.frames(nodes, alignment: alignment, in: bounds, subviews.graph, proposal: p)
        for (k, v) in subviews.enumerated() {
            v.place(at: rects[k].origin, proposal: p)
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

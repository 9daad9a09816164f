import Foundation

/// `Grid` as a `Layout` value (docs/semantics.md §26.6), for `AnyLayout` switches between a grid
/// and a stack: `GridLayout { GridRow { … } }` lays out like `Grid`, and cells keep their
/// identity when an `AnyLayout` changes from one layout to the other.
public struct GridLayout: Layout {
    public var alignment: Alignment
    public var horizontalSpacing: CGFloat?
    public var verticalSpacing: CGFloat?

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment; self.horizontalSpacing = horizontalSpacing; self.verticalSpacing = verticalSpacing
    }

    /// The algorithm `Grid` uses, with this layout's settings.
    var algorithm: GridAlgorithm {
        GridAlgorithm(alignment: alignment, hSpacing: horizontalSpacing ?? 8, vSpacing: verticalSpacing ?? 8)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let nodes = Array(subviews.nodes[subviews.startIndex..<subviews.endIndex])
        return algorithm.solve(GridAlgorithm.rows(of: nodes), proposal, subviews.graph).size
    }

    /// Places the subviews outside `GridRow`s (they span all columns). The cells of a `GridRow`
    /// are not subviews of their own: a container whose layout is a `GridLayout` (directly or in
    /// an `AnyLayout`) places them itself, so calling this from another layout places only the
    /// spanning views.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let nodes = Array(subviews.nodes[subviews.startIndex..<subviews.endIndex])
        let solved = algorithm.solve(GridAlgorithm.rows(of: nodes), ProposedViewSize(bounds.size), subviews.graph)
        for (cell, r) in zip(solved.cells, solved.rects) {
            guard let i = subviews.indices.first(where: { subviews.nodes[$0] === cell.node }) else { continue }
            subviews[i].place(at: CGPoint(x: bounds.minX + r.minX, y: bounds.minY + r.minY), anchor: .topLeading, proposal: ProposedViewSize(r.size))
        }
    }
}

import Foundation

/// `containerRelativeFrame` (iOS 17, docs/semantics.md §26.8): the view is sized along some axes
/// relative to its nearest container — here the nearest enclosing scroll view's size (the size it
/// was offered), else the window's.
package struct _ContainerRelativeFrameLayout {
    let axes: Axis.Set
    let alignment: Alignment
    let length: @MainActor (CGFloat, Axis) -> CGFloat
}

extension _ContainerRelativeFrameLayout: PrimitiveModifier {
    public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        b.modifierNode(&slot, content, { ContainerRelativeFrameNode() }) { n in
            n.axes = m.axes
            b.update(n, \.alignment, m.alignment)
            n.length = m.length
            b.changed(n)
        }
    }
}

@MainActor
final class ContainerRelativeFrameNode: ModifierNode {
    override var showsLayoutBounds: Bool { true }
    @exclusivity(unchecked) var axes: Axis.Set = []
    @exclusivity(unchecked) var alignment = Alignment.center
    var length: @MainActor (CGFloat, Axis) -> CGFloat = { l, _ in l }
    /// The scroll view this node told that it is sized by its container (once, not per measure).
    @exclusivity(unchecked) private weak var watched: ScrollNode?

    /// The container's size: the nearest scroll view's proposal less its content margins, else
    /// the window's size less its safe-area insets (Apple: "less any safe area insets that might
    /// be applied to that container").
    private func containerSize(_ b: _ViewGraph) -> CGSize {
        var n = parent
        while let cur = n {
            if let scroll = cur as? ScrollNode {
                if watched !== scroll { scroll.watchRelativeFrame(self); watched = scroll }
                return scroll.relativeContainerSize(b)
            }
            n = cur.parent
        }
        let i = b.safeAreaInsets
        return CGSize(width: max(0, b.viewSize.width - i.leading - i.trailing), height: max(0, b.viewSize.height - i.top - i.bottom))
    }

    private func proposal(_ p: ProposedViewSize, _ b: _ViewGraph) -> ProposedViewSize {
        let c = containerSize(b)
        var q = p
        if axes.contains(.horizontal) { q.width = max(0, length(c.width, .horizontal)) }
        if axes.contains(.vertical) { q.height = max(0, length(c.height, .vertical)) }
        return q
    }

    override func sizeThatFits(_ p: ProposedViewSize, _ b: _ViewGraph) -> CGSize {
        let q = proposal(p, b)
        let s = content?.measure(q, b) ?? .zero
        return CGSize(width: axes.contains(.horizontal) ? q.width ?? s.width : s.width,
                      height: axes.contains(.vertical) ? q.height ?? s.height : s.height)
    }

    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) {
        frame = rect
        guard let content else { return }
        let s = content.measure(ProposedViewSize(rect.size), ctx.graph)
        content.place(CGRect(origin: AlignmentGuides.alignedOrigin(content, s, in: rect, alignment, ctx.graph), size: s), ctx)
    }
}

extension View {
    /// Sizes the view along `axes` to its container's size (§26.8).
    nonisolated public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(_ContainerRelativeFrameLayout(axes: axes, alignment: alignment) { length, _ in length })
    }

    /// Sizes the view along `axes` to `span` of `count` equal parts of its container, `spacing`
    /// between parts (§26.8).
    nonisolated public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                                   alignment: Alignment = .center) -> some View {
        let count = max(count, 1), span = min(max(span, 1), max(count, 1))
        return modifier(_ContainerRelativeFrameLayout(axes: axes, alignment: alignment) { length, _ in
            let part = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
            return part * CGFloat(span) + spacing * CGFloat(span - 1)
        })
    }

    /// Sizes the view along `axes` to what `length` makes of its container's length (§26.8).
    nonisolated public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                                   _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        nonisolated(unsafe) let length = length
        return modifier(_ContainerRelativeFrameLayout(axes: axes, alignment: alignment) { length($0, $1) })
    }
}

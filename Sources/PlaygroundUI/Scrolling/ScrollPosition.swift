import Foundation

// iOS 17's `scrollPosition(id:anchor:)` (docs/semantics.md §14.16): a binding to the id of the
// view at the scroll view's leading edge, which follows the scrolling and, set by the program,
// scrolls that view there.

struct _ScrollPositionModifier {
    let read: () -> AnyHashable?
    let write: (AnyHashable?) -> Void
    let anchor: UnitPoint?

    init<ID: Hashable>(binding: Binding<ID?>, anchor: UnitPoint?) {
        read = { binding.wrappedValue.map { AnyHashable($0) } }
        write = { value in
            let typed = value?.base as? ID
            if typed != binding.wrappedValue { binding.wrappedValue = typed }
        }
        self.anchor = anchor
    }
}

extension _ScrollPositionModifier: PrimitiveModifier {
    @inline(__always) static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        b.modifierNode(&slot, content, { ScrollPositionNode() }) { node in
            node.modifier = m
            node.graph = b
            let value = m.read()
            // The program set an id other than the one reported: scroll to it after layout.
            if value != node.reported { node.requested = value; node.hasRequest = value != nil }
        }
    }
}

@MainActor
final class ScrollPositionNode: ModifierNode {
    @exclusivity(unchecked) var modifier: _ScrollPositionModifier?
    @exclusivity(unchecked) unowned(unsafe) var graph: _ViewGraph?
    /// The id last written to the binding (or scrolled to).
    @exclusivity(unchecked) var reported: AnyHashable?
    @exclusivity(unchecked) var requested: AnyHashable?
    @exclusivity(unchecked) var hasRequest = false

    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) {
        super.placeNode(rect, ctx)
        guard let m = modifier, let scroll = Self.firstScrollNode(in: content) else { return }
        if hasRequest, let id = requested {
            hasRequest = false
            reported = id
            scroll.scroll(toID: id, anchor: m.anchor ?? .topLeading, ctx.graph)
            return
        }
        let top = Self.leadingTarget(in: scroll)
        if top != reported {
            reported = top
            ctx.graph.lifecycle.add { m.write(top) }
        }
    }

    /// The first scroll view in `node`'s subtree (the view `scrollPosition` is applied to).
    static func firstScrollNode(in node: _Node?) -> ScrollNode? {
        var found: ScrollNode?
        var visited = 0
        func visit(_ n: _Node) {
            guard found == nil, visited < 10_000 else { return }
            visited += 1
            if let s = n as? ScrollNode { found = s; return }
            n.forEachChild(visit)
        }
        if let node { visit(node) }
        return found
    }

    /// The id of the first identified view (a `ForEach` element, a lazy stack's row, an `.id`)
    /// that is visible at the scroll view's leading edge along its axis, or the first visible one.
    static func leadingTarget(in scroll: ScrollNode) -> AnyHashable? {
        // The visible region inside the content insets (safe area, content margins): a carousel's
        // neighbour peeking in the margin is not the view at the edge.
        let i = scroll.contentInsets, f = scroll.frame
        let port = CGRect(x: f.minX + i.leading, y: f.minY + i.top, width: max(f.width - i.leading - i.trailing, 0),
                          height: max(f.height - i.top - i.bottom, 0))
        let vertical = scroll.axes.contains(.vertical)
        var best: (AnyHashable, CGFloat)?
        func consider(_ id: AnyHashable, _ f: CGRect) {
            let start = vertical ? f.minY : f.minX, end = vertical ? f.maxY : f.maxX
            let pStart = vertical ? port.minY : port.minX, pEnd = vertical ? port.maxY : port.maxX
            guard end > pStart + 0.5, start < pEnd - 0.5 else { return }
            if best == nil || start < best!.1 { best = (id, start) }
        }
        ScrollViewReaderNode.forEachTarget(in: scroll) { id, node in consider(id, node.boundingFrame()) }
        return best?.0
    }
}

extension ScrollNode {
    /// Scrolls so that the view identified by `id` has its `anchor` point at the same point of
    /// the viewport (animated in an animated transaction).
    func scroll(toID id: AnyHashable, anchor: UnitPoint, _ graph: _ViewGraph) {
        var target: _Node?
        ScrollViewReaderNode.forEachTarget(in: self) { i, n in if target == nil, i == id { target = n } }
        if let target {
            ScrollViewReaderNode.scroll(self, toShow: target, anchor: anchor, graph)
            return
        }
        // A lazy stack's row not built yet: where the stack estimates it.
        if let estimated = LazyStackNode.estimatedFrame(ofID: id, under: self) {
            ScrollViewReaderNode.scroll(self, toShow: estimated.frame, anchor: anchor, graph)
        }
    }
}

extension View {
    /// Binds the id of the view at the leading edge of this scroll view (iOS 17): it changes as
    /// the view scrolls, and setting it scrolls the view with that id to the edge (`anchor`,
    /// top-leading when nil). The ids are those of `ForEach` elements and `.id(_:)` views inside.
    nonisolated public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        modifier(_ScrollPositionModifier(binding: id, anchor: anchor))
    }
}

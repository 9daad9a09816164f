import Foundation

/// Gives its content a `ScrollViewProxy` that scrolls the scroll views inside to views identified
/// with `.id(_:)` or by their `ForEach` id (SwiftUI's `ScrollViewReader`).
public struct ScrollViewReader<Content: View> {
    public var content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }
}

extension ScrollViewReader: View, PrimitiveView {
    public static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        let node = graph.reuse(&slot) { ScrollViewReaderNode() }
        node.graph = graph
        Content._makeNode(view.content(ScrollViewProxy(node: node)), graph, &node.content)
    }
}

/// Scrolls to identified views inside a `ScrollViewReader`.
public struct ScrollViewProxy {
    weak var node: ScrollViewReaderNode?

    /// Scrolls the scroll view holding the view identified by `id` so that the view's `anchor`
    /// point lines up with the same point of the scroll view; with no anchor, by the least amount
    /// that shows the whole view (docs/semantics.md §14.5). Inside `withAnimation` it animates.
    /// An id nothing in the reader has does nothing.
    @MainActor
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        node?.scrollTo(AnyHashable(id), anchor: anchor)
    }
}

@MainActor
final class ScrollViewReaderNode: PassthroughNode {
    /// The graph that built this node (set at every build; unowned: the graph owns the tree).
    @exclusivity(unchecked) unowned(unsafe) var graph: _ViewGraph?

    func scrollTo(_ id: AnyHashable, anchor: UnitPoint?) {
        guard let graph else { return }
        // The first view with the id that a scroll view holds: SwiftUI looks for the id in the
        // scroll views, so a view outside any (a chip bar of the sections' ids) is passed over.
        if let (target, scroll) = find(id, in: self) {
            scroll.scroll(toShow: target.boundingFrame(), anchor: anchor, graph)
            return
        }
        // A row of a lazy stack or a list that is not built (or not placed): where the stack
        // estimates it, made exact once it is built (§14.5, §14.7).
        if let estimated = LazyStackNode.estimatedFrame(ofID: id, under: self), let scroll = Self.enclosingScroll(of: estimated.stack) {
            scroll.scroll(toEstimated: estimated.frame, id: id, anchor: anchor, graph)
        }
    }

    /// The nearest scroll view above `node`.
    private static func enclosingScroll(of node: _Node) -> ScrollNode? {
        var p = node.parent
        while let n = p, !(n is ScrollNode) { p = n.parent }
        return p as? ScrollNode
    }

    /// Each identified view under `node` (tree order): `.id(_:)` views, `ForEach` elements and
    /// the placed rows of lazy stacks, with their ids; a target's own subtree is not searched.
    static func forEachTarget(in node: _Node, _ body: (AnyHashable, _Node) -> Void) {
        func visit(_ n: _Node) {
            if let identified = n as? IdentifiedNode, let iid = identified.id { body(iid, n); return }
            if let lazy = n as? LazyStackNode { lazy.forEachPlacedRow(body); return }
            if let list = n as? DynamicListNode, !list.ids.isEmpty || list.idRange != nil {
                for (i, slot) in list.slots.enumerated() {
                    guard let child = slot else { continue }
                    let childID = list.id(ofSlot: i)
                    if let childID { body(childID, child) }
                }
                return
            }
            n.forEachChild(visit)
        }
        node.forEachChild(visit)
    }

    /// The first view under `node` (tree order) with `id` that a scroll view holds (an
    /// `.id(_:)`, an element of a `ForEach`, a placed row of a lazy stack or a list), and that
    /// scroll view.
    private func find(_ id: AnyHashable, in node: _Node) -> (_Node, ScrollNode)? {
        var found: (_Node, ScrollNode)?
        func match(_ n: _Node) {
            if found == nil, let scroll = Self.enclosingScroll(of: n) { found = (n, scroll) }
        }
        func visit(_ n: _Node) {
            guard found == nil else { return }
            if let identified = n as? IdentifiedNode, identified.id == id { match(n); if found != nil { return } }
            if let lazy = n as? LazyStackNode {
                lazy.forEachPlacedRow { rowID, row in if rowID == id { match(row) } }
                if found != nil { return }
            }
            if let list = n as? DynamicListNode, !list.ids.isEmpty || list.idRange != nil {
                for (i, slot) in list.slots.enumerated() {
                    guard let child = slot else { continue }
                    if list.id(ofSlot: i) == id { match(child); if found != nil { return } }
                }
            }
            n.forEachChild(visit)
        }
        visit(node)
        return found
    }
}

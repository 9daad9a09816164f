import Foundation

/// Base of nodes whose content is one slot flattened into layout items.
@MainActor @usableFromInline
class ContainerNode: _Node {
    override var laysOutViewList: Bool { true }
    override var cachesFolds: Bool { true }
    @usableFromInline @exclusivity(unchecked) final var content: _Node?
    // The visits read `content` and the items without retaining them (`withUnretained`, node-model step 28).
    override func forEachChild(_ body: (_Node) -> Void) { withUnretained(&content) { body($0) } }
    override func stampChildren(_ stamp: Int, _ s: inout StampSummary) { withUnretained(&content) { s.absorb($0, into: self, stamp) } }
    override func forEachChildReversed(_ body: (_Node) -> Void) {
        itemCache.update(content)
        let it = itemCache.items
        if !itemCache.hasZIndex {
            forEachUnretained(it, reversed: true, body)
            return
        }
        ZOrder.forEachFrontToBack(it, body)
    }
    override func emitContent(_ ctx: inout EmitContext) {
        itemCache.update(content)
        if itemCache.hasZIndex {
            withUnretained(&content) { ZOrder.emit(itemCache.items, under: self, lists: $0, &ctx) }
        } else {
            withUnretained(&content) { $0.emit(&ctx) }   // through the tree, so dynamic lists can draw their transitions
        }
    }

    func layoutItems() -> [_Node] {
        itemCache.update(content)
        return itemCache.items
    }
    @exclusivity(unchecked) private var itemCache = ItemCache()
}

/// Drawing and hit testing a container's items by `zIndex` (a stack's, and a view list's laid out
/// as one view: a scroll view's content, a lazy stack's row of several views).
@MainActor
enum ZOrder {
    /// The items front to back: by zIndex, then by order.
    static func forEachFrontToBack(_ items: [_Node], _ body: (_Node) -> Void) {
        let sorted = items.enumerated().sorted { a, b in
            let za = a.element.zIndex, zb = b.element.zIndex
            return za != zb ? za > zb : a.offset > b.offset
        }
        for (_, n) in sorted { body(n) }
    }

    /// Draws `items` (the items of `owner`, found below `root`) back to front by zIndex, then by
    /// order. The dynamic lists between `owner` and its items draw their views' transitions: an
    /// item one inserts goes through it, and the views one is removing are drawn among the items
    /// at their own zIndex (after the items of the same zIndex).
    static func emit(_ items: [_Node], under owner: _Node, lists root: _Node, _ ctx: inout EmitContext) {
        var lists: [DynamicListNode] = []
        dynamicLists(in: root, &lists)
        var order: [(z: Double, offset: Int, item: _Node?, leaving: DynamicListNode?)] = []
        for (i, n) in items.enumerated() { order.append((n.zIndex, i, n, nil)) }
        for d in lists where d.hasRemovals { order.append((d.removalsZIndex, Int.max, nil, d)) }
        order.sort { a, b in a.z != b.z ? a.z < b.z : a.offset < b.offset }
        for e in order {
            if let d = e.leaving { d.emitRemovals(&ctx); continue }
            guard let item = e.item else { continue }
            // The view the dynamic list holds: the item, or the transparent nodes around it.
            var top = item
            while let p = top.parent, p !== owner, p.isTransparent, p.asDynamicList == nil, p.listElements == nil { top = p }
            if let d = top.parent?.asDynamicList { d.emitSlot(top, &ctx) } else { top.emit(&ctx) }
        }
    }

    /// The dynamic lists in `n`'s item tree (through lists, composites and passthrough modifiers).
    private static func dynamicLists(in n: _Node, _ out: inout [DynamicListNode]) {
        if let d = n.asDynamicList { out.append(d) }
        if n.isTransparent { n.forEachChild { dynamicLists(in: $0, &out) } }
    }
}

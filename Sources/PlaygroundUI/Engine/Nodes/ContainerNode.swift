import Foundation

/// Base of nodes whose content is one slot flattened into layout items.
@MainActor @usableFromInline
class ContainerNode: _Node {
    override var laysOutViewList: Bool { true }
    override var cachesFolds: Bool { true }
    @usableFromInline @exclusivity(unchecked) var content: _Node?
    override func forEachChild(_ body: (_Node) -> Void) { if let c = content { body(c) } }
    override func stampChildren(_ stamp: Int, _ s: inout StampSummary) { if let c = content { s.absorb(c, into: self, stamp) } }
    override func forEachChildReversed(_ body: (_Node) -> Void) {
        itemCache.update(content)
        let it = itemCache.items
        if !itemCache.hasZIndex {
            var i = it.count
            while i > 0 { i -= 1; body(it[i]) }
            return
        }
        // Front to back by zIndex, then by order.
        let sorted = it.enumerated().sorted { a, b in
            let za = a.element.zIndex, zb = b.element.zIndex
            return za != zb ? za > zb : a.offset > b.offset
        }
        for (_, n) in sorted { body(n) }
    }
    override func emitContent(_ ctx: inout EmitContext) {
        itemCache.update(content)
        if itemCache.hasZIndex {
            for n in itemCache.items.enumerated().sorted(by: { a, b in
                a.element.zIndex != b.element.zIndex ? a.element.zIndex < b.element.zIndex : a.offset < b.offset
            }).map(\.element) { n.emit(&ctx) }
        } else {
            content?.emit(&ctx)   // through the tree, so dynamic lists can draw their transitions
        }
    }
    func layoutItems() -> [_Node] {
        itemCache.update(content)
        return itemCache.items
    }
    @exclusivity(unchecked) private var itemCache = ItemCache()
}

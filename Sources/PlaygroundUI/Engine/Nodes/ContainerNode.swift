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
            withUnretained(&content) { $0.emit(&ctx) }   // through the tree, so dynamic lists can draw their transitions
        }
    }
    func layoutItems() -> [_Node] {
        itemCache.update(content)
        return itemCache.items
    }
    @exclusivity(unchecked) private var itemCache = ItemCache()
}

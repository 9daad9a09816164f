import Foundation

/// The layout items (flattened lists and composites) of one content slot, collected again only
/// when the content's subtree changed (its `subtreeStamp` moved).
@MainActor
struct ItemCache {
    private var stamp = Int.min
    private weak var source: _Node?
    private(set) var items: [_Node] = []
    /// True when some item has a non-zero `zIndex` (drawing and hit testing must sort then).
    private(set) var hasZIndex = false

    /// Refreshes `items` from `content` if it changed since the last call.
    mutating func update(_ content: _Node?) {
        let s = content?.subtreeStamp ?? -1
        if s == stamp && source === content { return }
        stamp = s
        source = content
        items.removeAll(keepingCapacity: true)
        content?.collectItems(&items)
        hasZIndex = items.contains { $0.zIndex != 0 }
    }
}

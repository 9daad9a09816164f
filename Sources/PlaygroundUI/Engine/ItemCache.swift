import Foundation

/// The layout items (flattened lists and composites) of one content slot, collected again only
/// when the content's subtree changed (its `subtreeStamp` moved).
@MainActor
struct ItemCache {
    private var stamp = Int.min
    private var source: ObjectIdentifier?
    private(set) var items: [_Node] = []
    /// True when some item has a non-zero `zIndex` (drawing and hit testing must sort then).
    private(set) var hasZIndex = false

    /// Refreshes `items` from `content` if it changed since the last call.
    mutating func update(_ content: _Node?) {
        let s = content?.subtreeStamp ?? -1
        let id = content.map(ObjectIdentifier.init)
        if s == stamp && source == id { return }
        stamp = s
        source = id
        items.removeAll(keepingCapacity: true)
        content?.collectItems(&items)
        // A loop, not `contains(where:)`: a closure made on the main actor checks the executor
        // each time it is called (docs/performance-profile.md).
        hasZIndex = false
        for item in items where item.zIndex != 0 { hasZIndex = true; break }
    }
}

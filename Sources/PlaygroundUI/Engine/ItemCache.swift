import Foundation

/// The layout items (flattened lists and composites) of one content slot, collected again only
/// when the content's subtree changed (its `subtreeStamp` moved), and then, when the content is
/// a list, only for the elements whose subtrees changed: one row changed in a list of 1,000
/// collects that row's items, not 1,000 rows'.
@MainActor
struct ItemCache {
    private var stamp = Int.min
    private var source: ObjectIdentifier?
    private(set) var items: [_Node] = []
    /// True when some item has a non-zero `zIndex` (drawing and hit testing must sort then).
    private(set) var hasZIndex = false
    /// When the content is a list (`_Node.listElements`): what each of its elements gave, in
    /// order. An element whose subtree is unchanged since gives the same items again: the items
    /// below a node change only with a node built in its subtree (a view list's elements, a
    /// body's root), which moves its `subtreeStamp` — what the whole cache rests on too.
    private var spans: [Span] = []
    /// Where a changed element's items are collected before they replace its old ones (kept,
    /// so that a pass in which every element changed allocates nothing per element).
    private var scratch: [_Node] = []
    private struct Span {
        var element: ObjectIdentifier
        var count: Int
        var hasZIndex: Bool
    }

    /// Refreshes `items` from `content` if it changed since the last call.
    mutating func update(_ content: _Node?) {
        let s = content?.subtreeStamp ?? -1
        let id = content.map(ObjectIdentifier.init)
        if s == stamp && source == id { return }
        defer { stamp = s; source = id }
        guard let content else {
            items.removeAll(keepingCapacity: true)
            spans.removeAll(keepingCapacity: true)
            hasZIndex = false
            return
        }
        if let elements = content.listElements {
            if source == id && stamp != Int.min && updateChangedSpans(elements) { return }
            collectSpans(elements)
        } else {
            spans.removeAll(keepingCapacity: true)
            items.removeAll(keepingCapacity: true)
            _Node.itemsCollected &+= 1
            content.collectItems(&items)
            hasZIndex = ItemCache.anyZIndex(items[...])
        }
    }

    /// Collects every element's items.
    private mutating func collectSpans(_ elements: [_Node?]) {
        items.removeAll(keepingCapacity: true)
        spans.removeAll(keepingCapacity: true)
        hasZIndex = false
        forEachUnretained(elements) { element in
            let start = items.count
            _Node.itemsCollected &+= 1
            element.collectItems(&items)
            let z = ItemCache.anyZIndex(items[start...])
            spans.append(Span(element: ObjectIdentifier(element), count: items.count - start, hasZIndex: z))
            if z { hasZIndex = true }
        }
    }

    /// Collects again the items of the elements whose subtrees changed since `stamp`, in place;
    /// false (nothing changed) when the elements are not the ones the spans were made for.
    private mutating func updateChangedSpans(_ elements: [_Node?]) -> Bool {
        // The same elements in the same order first: otherwise everything is collected again.
        var k = 0
        var same = true
        forEachUnretained(elements) { element in
            if k >= spans.count || spans[k].element != ObjectIdentifier(element) { same = false }
            k += 1
        }
        guard same && k == spans.count else { return false }
        var position = 0
        var anyZ = false
        k = 0
        let before = stamp
        forEachUnretained(elements) { element in
            defer { k += 1 }
            let count = spans[k].count
            if element.subtreeStamp > before {
                scratch.removeAll(keepingCapacity: true)
                _Node.itemsCollected &+= 1
                element.collectItems(&scratch)
                spans[k].hasZIndex = ItemCache.anyZIndex(scratch[...])
                items.replaceSubrange(position..<(position + count), with: scratch)
                spans[k].count = scratch.count
            }
            position += spans[k].count
            if spans[k].hasZIndex { anyZ = true }
        }
        hasZIndex = anyZ
        scratch.removeAll(keepingCapacity: true)   // holding no node past the update
        return true
    }

    /// Whether any of `items` has a non-zero `zIndex`. A loop, not `contains(where:)`: a closure
    /// made on the main actor checks the executor each time it is called
    /// (docs/performance-profile.md).
    private static func anyZIndex(_ items: ArraySlice<_Node>) -> Bool {
        for item in items where item.zIndex != 0 { return true }
        return false
    }
}

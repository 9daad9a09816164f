import Foundation

// Between frames: input asks the tree what is under the pointer, once per event (`ViewHost`'s
// `hitTest(_:)`; docs/engine.md, "Between frames: input"). Nodes answer through the `hitTest`
// hook (front to back over their presented frames, skipping children whose bounds miss the
// point); the answer is a value.

/// The outcome of a hit test: the leaf that was hit and the innermost tap handler above it (a
/// value: a hit test allocates nothing; tap handlers fill `handler` on the way back up).
@MainActor
struct HitResult {
    let leaf: _Node
    var handler: TapGestureNode?
    init(leaf: _Node) { self.leaf = leaf }
}

/// Whether `r` holds `p`, as `CGRect.contains(_:)` answers it (half-open, a negative size counted
/// from the other side, nothing in a null or empty rect), without its call into Foundation: a hit
/// test asks it of every child on the way down.
@inline(__always)
func rectContains(_ r: CGRect, _ p: CGPoint) -> Bool {
    let w = r.size.width, h = r.size.height
    let x0 = w < 0 ? r.origin.x + w : r.origin.x, y0 = h < 0 ? r.origin.y + h : r.origin.y
    return p.x >= x0 && p.x < x0 + abs(w) && p.y >= y0 && p.y < y0 + abs(h)
}


@MainActor
extension _Node {
    /// `hitBounds`, made again first if this node was drawn anew since they were made: its own
    /// hit area joined with its children's, each made again only where it too was drawn anew. A
    /// node is drawn anew only when whatever hit-tests it is (its parent, or a container that
    /// draws its items past the list between them), so after a change the first hit test remakes
    /// the bounds along the changed paths and keeps every other subtree's; a frame pays one store
    /// per node it draws anew. The children are the ones hit tests visit (`forEachChildReversed`:
    /// a stack's items, not the list node it draws them past when they have a `zIndex`).
    final func currentHitBounds() -> CGRect {
        if hitBoundsPass == drawnPass { return hitBounds }
        var bounds = ownHitBounds
        if !bounds.isInfinite { forEachChildReversed { bounds = bounds.union($0.currentHitBounds()) } }
        hitBounds = bounds
        hitBoundsPass = drawnPass
        return bounds
    }
}

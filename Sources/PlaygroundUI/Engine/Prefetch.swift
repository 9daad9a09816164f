// Cache-line prefetches for the build's walk (node-model steps 60–61, docs/performance-profile.md).
// A forced frame of a large tree is a walk over memory the caches no longer hold: each view's
// node, its kept body and its body's nodes are reached one pointer after another, so each miss
// waits for the one before. Asking for the lines a view's build will touch as soon as their
// addresses are known lets those misses overlap with the work before them.
// A debug build's frame is its instructions (about 27,000 a view in tree3), not its misses, and
// there each helper is a call of its own: its callers ask for nothing there (`#if !DEBUG`).

// The C side (target CPrefetch) through a Swift-convention entry point, not `import CPrefetch`
// (see LargeStack.swift): one call, which the C compiler makes a few instructions a line.
/// Asks, in one call, for the lines of nodes `a` and `b` a build reads first, their header and
/// stamps (offsets 0–48) and offsets 432–568, where the base class's fields end and a
/// composite's hot fields, a shape's or a text's attributes lie (`scripts/miss-lines.py` shows the
/// offsets builds miss on); and for every cache line of the `count` bytes from `block`, to be
/// written. Each may be nil.
@usableFromInline @_silgen_name("pp_prefetch_nodes_and_block")
func prefetchNodesAndBlock(_ a: UnsafeRawPointer?, _ b: UnsafeRawPointer?, _ block: UnsafeRawPointer?, _ count: Int)

/// The pipeline of a `ForEach`'s build (node-model step 61). While the element in `slot` builds,
/// `remaining` more slots follow it in the same array (`slot` is an element's own address):
/// the node two ahead is asked for, and the node one ahead, asked for one element ago and so in
/// the cache by now, is read to ask for what its evaluation will touch, its kept view value and
/// body and its body's node (`CompositeNodeBase.prefetchEvaluation`). At the first element
/// nothing was asked for before, so both nodes after it are.
@MainActor @inlinable @inline(__always)
func prefetchElements(after slot: inout _Node?, remaining: Int, first: Bool) {
    withMutablePointer(to: &slot) { p in prefetchElements(UnsafeMutableRawPointer(p), remaining, first) }
}

@MainActor @usableFromInline
func prefetchElements(_ slot: UnsafeMutableRawPointer, _ remaining: Int, _ first: Bool) {
    let slots = slot.assumingMemoryBound(to: Unmanaged<_Node>?.self)
    var far: UnsafeRawPointer?
    if remaining >= 2, let node = slots[2] { far = UnsafeRawPointer(node.toOpaque()) }
    guard let next = slots[1] else { prefetchNodesAndBlock(far, nil, nil, 0); return }
    if first { prefetchNodesAndBlock(far, UnsafeRawPointer(next.toOpaque()), nil, 0); return }
    withGuaranteed(next) { node in
        // Only a composite's `viewType` is set (`CompositeNode`, `AppNode`).
        if node.viewType != nil {
            unsafeDowncast(node, to: CompositeNodeBase.self).prefetchEvaluation(also: far)
        } else {
            prefetchNodesAndBlock(far, nil, nil, 0)
        }
    }
}

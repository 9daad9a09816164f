// Cache-line prefetches for the build's walk (node-model step 60, docs/performance-profile.md).
// A forced frame of a large tree is a walk over memory the caches no longer hold: each view's
// node, its kept body and its body's nodes are reached one pointer after another, so each miss
// waits for the one before. Asking for the lines a view's build will touch as soon as their
// addresses are known lets those misses overlap with the work before them.
// A debug build's frame is its instructions (about 27,000 a view in tree3), not its misses, and
// there each helper is a call of its own: its callers ask for nothing there (`#if !DEBUG`).

// The C side (target CPrefetch) through Swift-convention entry points, not `import CPrefetch`
// (see LargeStack.swift): a call each, which the C compiler makes a few instructions.
/// Asks for the lines of a node a build reads first: its header and stamps (offsets 0–48) and
/// offsets 432–568, where the base class's fields end and a composite's hot fields, a shape's or
/// a text's attributes lie (`scripts/miss-lines.py` shows the offsets builds miss on).
@usableFromInline @_silgen_name("pp_prefetch_node")
func prefetchNodeLines(_ node: UnsafeRawPointer)
/// Asks for every cache line of `count` bytes from `start`, to be written.
@usableFromInline @_silgen_name("pp_prefetch_for_writing")
func prefetchForWriting(_ start: UnsafeRawPointer, count: Int)

/// The node in `slot`, if any.
@inlinable @inline(__always)
func prefetchNode(_ slot: inout _Node?) {
    guard let node = unretainedNode(&slot) else { return }
    prefetchNodeLines(UnsafeRawPointer(node.toOpaque()))
}

/// The node in the slot after `slot`, which the caller knows is the next element of the same
/// array of slots (`slot` is an element's own address: `&array[k]` passes the buffer's).
@inlinable @inline(__always)
func prefetchNode(after slot: inout _Node?) {
    withMutablePointer(to: &slot) { p in
        guard let node = UnsafeRawPointer(p + 1).load(as: Unmanaged<_Node>?.self) else { return }
        prefetchNodeLines(UnsafeRawPointer(node.toOpaque()))
    }
}

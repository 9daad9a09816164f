import Foundation

// Between frames: input asks the tree what is under the pointer, once per event (`ViewHost`'s
// `hitTest(_:)`; docs/engine.md, "Between frames: input"). Nodes answer through the `hitTest`
// hook (front to back over their presented frames); the answer is a value.

/// The outcome of a hit test: the leaf that was hit and the innermost tap handler above it (a
/// value: a hit test allocates nothing; tap handlers fill `handler` on the way back up).
@MainActor
struct HitResult {
    let leaf: _Node
    var handler: TapGestureNode?
    init(leaf: _Node) { self.leaf = leaf }
}


import Foundation

/// The scrolling feature of one host (`_ViewGraph.scrolling`): every scroll view built (for
/// input routing), those moving between frames, those whose offset changed since the last build,
/// and the list row swiped open. The graph ticks it before each frame (phase 0 of `runFrame`) and
/// places the moved ones again in the next build; input asks it which scroll views are under the
/// pointer.
@MainActor
final class ScrollRegistry {
    private struct WeakScrollNode { weak var node: ScrollNode? }
    /// Every scroll view built so far, weakly.
    @exclusivity(unchecked) private var all: [WeakScrollNode] = []
    /// Scroll views moving, or fading their indicators.
    @exclusivity(unchecked) private var active: [ScrollNode] = []
    /// Scroll views (and lazy stacks) whose offset or estimated length changed since the last build.
    @exclusivity(unchecked) private var moved: [MovedNode] = []
    /// The list row swiped open, if any: a press anywhere but on its buttons closes it (§14.14).
    @exclusivity(unchecked) var openSwipe: _OpenSwipe?

    /// Whether a scroll view is still moving or fading (the host is not idle).
    var isMoving: Bool { !active.isEmpty }

    /// Records a new scroll view (returns it).
    func register(_ node: ScrollNode) -> ScrollNode {
        all.append(WeakScrollNode(node: node))
        return node
    }

    /// Ticks `node` before every frame until it is at rest with its indicators faded.
    func activate(_ node: ScrollNode) {
        guard !node.isActive else { return }
        node.isActive = true
        active.append(node)
    }

    /// Records that `node` moved (`resized`: its length changed too); `_ViewGraph.scrollViewMoved`
    /// asks for the build round.
    func recordMoved(_ node: _Node, resized: Bool) { moved.append(MovedNode(node: node, resized: resized)) }

    /// The nodes that moved since the last call (the build marks them to be placed again).
    func takeMoved() -> [MovedNode] {
        guard !moved.isEmpty else { return [] }
        defer { moved.removeAll(keepingCapacity: true) }
        return moved
    }

    /// Advances the active scroll views of `graph` to `time` (motion on the clock).
    func tick(_ graph: _ViewGraph, time: Double) {
        guard !active.isEmpty else { return }
        let now = active
        active.removeAll(keepingCapacity: true)
        for node in now {
            node.isActive = false
            if node.isInTree(of: graph) && node.tick(graph, time: time) { activate(node) }
        }
    }

    /// The scroll views in `graph`'s tree whose drawn bounds contain `point`, innermost first.
    func views(at point: CGPoint, in graph: _ViewGraph) -> [ScrollNode] {
        all.removeAll { $0.node == nil }
        var found: [(depth: Int, node: ScrollNode)] = []
        for entry in all {
            guard let n = entry.node, n.presentedFrame.contains(point), let depth = n.depth(in: graph) else { continue }
            found.append((depth, n))
        }
        return found.sorted { $0.depth > $1.depth }.map(\.node)
    }
}

/// A scroll view or lazy stack that moved its content since the last build, and whether its own
/// length changed with it (a lazy stack's new estimate: its ancestors measure again).
struct MovedNode {
    let node: _Node
    let resized: Bool
}

import Foundation

/// Custom layouts animating their `animatableData` (§26.3): each frame while the morph runs, the
/// layout gets the data of that moment and is laid out again (its size and its subviews' places),
/// as SwiftUI interpolates an `Animatable` layout — a radial layout whose angle animates moves its
/// views along the circle, not straight to their new places.
@MainActor
protocol AnimatingLayoutNode: _Node {
    /// Shows the data of the graph's time; false once the animation has ended.
    func showAnimatedData(_ b: _ViewGraph) -> Bool
}

extension CustomLayoutNode: AnimatingLayoutNode {}

/// A layout node animating, held weakly.
struct WeakAnimatingLayout { weak var node: (any AnimatingLayoutNode)? }

extension _ViewGraph {
    /// `node`'s data began to animate: the frames lay it out again until it ends.
    func layoutStartedAnimating(_ node: any AnimatingLayoutNode) {
        guard !animatingLayouts.contains(where: { $0.node === node }) else { return }
        animatingLayouts.append(WeakAnimatingLayout(node: node))
    }

    /// In a build: each animating layout shows the data of this moment and is measured and
    /// placed again (a node changed in this pass); those whose animation ended are dropped.
    func stepAnimatingLayouts() {
        animatingLayouts.removeAll { entry in
            guard let node = entry.node else { return true }
            let running = node.showAnimatedData(self)
            node.builtStamp = stamp
            node.subtreeStamp = max(node.subtreeStamp, stamp)
            node.subtreeSizeStamp = max(node.subtreeSizeStamp, node.sizeStamp)
            node.propagateUp()
            return !running
        }
    }
}

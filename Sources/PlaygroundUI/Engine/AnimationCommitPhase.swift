import Foundation

// Phase 3 of a frame: new layout targets go to the presentation animator with the build's
// transaction (docs/engine.md, "Animation commit"). The node's hooks are `animationForSubtree` and
// `commitValues`; the walk itself is `PresentationAnimator.commit`.

@MainActor
extension _ViewGraph {
    /// Hands the new layout targets to the animator with this build's transaction.
    func commitAnimations() {
        guard let root else { return }
        animator.commit(root, time: time, animation: transactionAnimation,
                        disablesAnimations: transactionDisablesAnimations, stamp: stamp)
    }

    /// The drawn root-space frame of `node` this frame (animated toward its layout frame).
    func presentedFrame(for node: _Node, parentTarget: CGPoint, parentPresented: CGPoint) -> CGRect {
        animator.presentedFrame(for: node, parentTarget: parentTarget, parentPresented: parentPresented, time: time)
    }
}

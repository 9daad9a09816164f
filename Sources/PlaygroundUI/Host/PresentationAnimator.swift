import Foundation

/// Turns layout (target) geometry into drawn (presented) geometry. Each node's frame relative to
/// its parent is what animates, so a child that keeps its place inside a moving parent moves with it.
@MainActor
final class PresentationAnimator {
    /// True while any animation is running at `time`.
    func isAnimating(at time: Double) -> Bool { false }
    /// True when a running animation needs a fresh layout (none yet).
    var needsLayout: Bool { false }

    func presentedFrame(for node: _Node, parentTarget: CGPoint, parentPresented: CGPoint, time: Double) -> CGRect {
        let rel = CGPoint(x: node.frame.minX - parentTarget.x, y: node.frame.minY - parentTarget.y)
        return CGRect(x: parentPresented.x + rel.x, y: parentPresented.y + rel.y,
                      width: node.frame.width, height: node.frame.height)
    }
}

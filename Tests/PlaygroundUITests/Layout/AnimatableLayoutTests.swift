import Foundation
import Testing
@testable import PlaygroundUI

// A custom `Layout` is `Animatable`: an animated change of its `animatableData` is interpolated
// and the layout laid out again each frame (docs/semantics.md §26.3).

/// Places its one subview on a circle of `radius` at `angle` (0 up, clockwise).
private struct Orbit: Layout {
    var radius: CGFloat
    var angle: Double
    var animatableData: AnimatablePair<CGFloat, Double> {
        get { AnimatablePair(radius, angle) }
        set { radius = newValue.first; angle = newValue.second }
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 2 * radius + 20, height: 2 * radius + 20)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for s in subviews {
            s.place(at: CGPoint(x: bounds.midX + radius * CGFloat(sin(angle)), y: bounds.midY - radius * CGFloat(cos(angle))),
                    anchor: .center, proposal: .unspecified)
        }
    }
}

private struct Planet: View {
    @State private var half = false
    @State private var wide = false
    var body: some View {
        VStack(spacing: 0) {
            Orbit(radius: wide ? 150 : 100, angle: half ? .pi : 0) {
                Color.red.frame(width: 10, height: 10)
            }
            Text("turn").onTapGesture { withAnimation(.linear(duration: 1)) { half.toggle() } }
            Text("jump").onTapGesture { half.toggle() }
            Text("widen").onTapGesture { withAnimation(.linear(duration: 1)) { wide.toggle() } }
        }
    }
}

@MainActor
@Suite struct AnimatableLayoutTests {
    private func centre(_ h: ViewHost) -> CGPoint? {
        guard let r = h.shapeDrawings.first(where: { $0.paint == .fill(Color.red.resolved) })?.rect else { return nil }
        return CGPoint(x: r.midX, y: r.midY)
    }

    // Half a turn over a linear second: at half time the subview is a quarter turn on, on the
    // circle (100 pt right of the centre, level with it) — not halfway along the straight line
    // between top and bottom (the centre itself), where it was.
    @Test func theAngleAnimatesAlongTheCircle() throws {
        let h = ViewHost(rootView: Planet(), size: CGSize(width: 400, height: 400))
        h.advance()
        let top = try #require(centre(h))
        h.tap(onText: "turn")
        h.advance(frames: 31)
        let mid = try #require(centre(h))
        #expect(abs(mid.x - (top.x + 100)) < 0.5)
        #expect(abs(mid.y - (top.y + 100)) < 0.5)
        h.advance(frames: 40)
        let end = try #require(centre(h))
        #expect(abs(end.x - top.x) < 0.5 && abs(end.y - (top.y + 200)) < 0.5)
        #expect(h.isIdle)
    }

    // Without an animation the layout takes the new data at once.
    @Test func aChangeWithoutAnimationJumps() throws {
        let h = ViewHost(rootView: Planet(), size: CGSize(width: 400, height: 400))
        h.advance()
        let top = try #require(centre(h))
        h.tap(onText: "jump")
        h.advance()
        let end = try #require(centre(h))
        #expect(abs(end.y - (top.y + 200)) < 0.5)
    }

    // The layout's size follows its data too: the radius grows from 100 to 150 over the second,
    // 125 at half time, so the subview at the top sits 25 pt higher from the orbit's centre and
    // the orbit is 270 wide (2 × 125 + 20).
    @Test func theSizeFollowsTheInterpolatedData() throws {
        let h = ViewHost(rootView: Planet(), size: CGSize(width: 400, height: 600))
        h.advance()
        h.tap(onText: "widen")
        h.advance(frames: 31)
        let layout = try #require(h.find(text: "turn")).frame
        let dot = try #require(centre(h))
        // The orbit's bottom is the text's top; its centre 135 above; the dot 125 above that.
        #expect(abs((layout.minY - 135 - 125) - dot.y) < 0.5)
    }
}

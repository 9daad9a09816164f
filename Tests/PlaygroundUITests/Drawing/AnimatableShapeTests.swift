import Foundation
import Testing
@testable import PlaygroundUI

// Custom shapes animate through `animatableData` (docs/semantics.md §16.2).

/// A bar as wide as `fraction` of its frame.
private struct Bar: Shape {
    var fraction: Double
    var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }
    func path(in rect: CGRect) -> Path { Path(CGRect(x: 0, y: 0, width: rect.width * fraction, height: rect.height)) }
}

/// A point that moves: two animatable values in a pair.
private struct Dot: Shape {
    var x: CGFloat
    var y: CGFloat
    var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { x = newValue.first; y = newValue.second }
    }
    func path(in rect: CGRect) -> Path { Path(ellipseIn: CGRect(x: x - 1, y: y - 1, width: 2, height: 2)) }
}

private struct Morphing: View {
    @State var on = false
    var animation: Animation? = .linear(duration: 1)
    var body: some View {
        VStack(spacing: 0) {
            Bar(fraction: on ? 1 : 0.2).fill(Color.red).frame(width: 100, height: 10)
            Dot(x: on ? 90 : 10, y: on ? 20 : 0).fill(Color.blue).frame(width: 100, height: 30)
            Circle().trim(from: 0, to: on ? 1 : 0).stroke(Color.green, lineWidth: 2).frame(width: 40, height: 40)
            Text("go").onTapGesture { if let animation { withAnimation(animation) { on.toggle() } } else { on.toggle() } }
        }
    }
}

@MainActor
@Suite struct AnimatableShapeTests {
    private func bounds(_ h: ViewHost, _ c: Color) -> CGRect? {
        for case .shape(let s) in h.displayList.items {
            let color: ResolvedColor
            switch s.paint { case .fill(let x), .stroke(let x, _): color = x }
            guard color == c.resolved, case .path(let p, _) = s.outline else { continue }
            return p.boundingRect
        }
        return nil
    }

    @Test func animatableDataInterpolatesOnTheVirtualClock() {
        let h = ViewHost(rootView: Morphing(), size: CGSize(width: 200, height: 200))
        h.advance(frames: 1)
        let start = bounds(h, .red), dotStart = bounds(h, .blue)
        _ = h.tap(onText: "go")
        h.advance(frames: 16)   // 0.25 s of a linear second
        let quarter = bounds(h, .red), dotQuarter = bounds(h, .blue)
        h.advance(frames: 15)   // 0.5 s
        let half = bounds(h, .red)
        h.advance(frames: 40)   // done
        let end = bounds(h, .red)
        expectEqual(start?.width, 20)
        #expect(quarter.map { abs($0.width - 40) < 1e-6 } == true)     // 0.2 + 0.8·0.25 of 100
        #expect(half.map { abs($0.width - 60) < 1e-6 } == true)
        expectEqual(end?.width, 100)
        // The pair moves both coordinates: (10, 0) → (90, 20) a quarter of the way: (30, 5).
        #expect(dotQuarter.map { abs($0.midX - dotStart!.midX - 20) < 1e-6 && abs($0.minY - dotStart!.minY - 5) < 1e-6 } == true)
    }

    @Test func trimAnimatesItsFractions() {
        let h = ViewHost(rootView: Morphing(), size: CGSize(width: 200, height: 200))
        h.advance(frames: 1)
        _ = h.tap(onText: "go")
        h.advance(frames: 31)
        // Half the circle drawn: from angle 0 clockwise to π, so the path spans the full 40-pt
        // width and the lower half (20 pt).
        let b = bounds(h, .green)
        #expect(b.map { abs($0.height - 20) < 1e-6 && abs($0.width - 40) < 1e-6 } == true)
    }

    @Test func springsOvershootAndRetargetFromWhatIsOnScreen() {
        let h = ViewHost(rootView: Morphing(animation: .spring(response: 0.5, dampingFraction: 0.5)), size: CGSize(width: 200, height: 200))
        h.advance(frames: 1)
        _ = h.tap(onText: "go")
        var widest: CGFloat = 0
        for _ in 0..<30 { h.advance(frames: 1); widest = max(widest, bounds(h, .red)?.width ?? 0) }
        #expect(widest > 100)   // an under-damped spring overshoots the target
        // Reverse mid-flight: the next frame starts where the bar is, not at an end.
        let before = bounds(h, .red)?.width ?? 0
        _ = h.tap(onText: "go")
        h.advance(frames: 1)
        let after = bounds(h, .red)?.width ?? 0
        #expect(abs(after - before) < 15)
    }

    @Test func withoutAnimationTheShapeJumps() {
        let h = ViewHost(rootView: Morphing(animation: nil), size: CGSize(width: 200, height: 200))
        h.advance(frames: 1)
        _ = h.tap(onText: "go")
        h.advance(frames: 1)
        expectEqual(bounds(h, .red)?.width, 100)
    }
}

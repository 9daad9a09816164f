import Foundation
import Testing
@testable import PlaygroundUI

// §16.3: views, custom modifiers and geometry effects that are `Animatable` interpolate their
// `animatableData` frame by frame, their body evaluated with each frame's value.

/// The counting label people write: a number that counts up as it animates.
private struct CountingText: View, Animatable {
    var value: Double
    var animatableData: Double {
        get { value }
        set { value = newValue }
    }
    var body: some View { Text("count \(Int(value.rounded()))") }
}

/// An animatable font size: the text's frame grows as the size animates.
private struct AnimatableFontSize: ViewModifier, Animatable {
    var size: CGFloat
    var animatableData: CGFloat {
        get { size }
        set { size = newValue }
    }
    func body(content: Content) -> some View { content.font(.system(size: size)) }
}

/// The shake effect people write: a horizontal sine wobble driven by a counter.
private struct Shake: GeometryEffect {
    var travel: CGFloat = 10
    var shakesPerUnit: CGFloat = 3
    var animatableData: CGFloat
    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: travel * sin(animatableData * .pi * 2 * shakesPerUnit), y: 0))
    }
}

private struct Demo: View {
    @State var on = false
    @State var attempts = 0
    var animation: Animation? = .linear(duration: 1)
    var body: some View {
        VStack(spacing: 0) {
            CountingText(value: on ? 100 : 0)
            Text("big").modifier(AnimatableFontSize(size: on ? 40 : 20))
            Text("wobble").modifier(Shake(animatableData: CGFloat(attempts)))
            Text("go").onTapGesture {
                if let animation { withAnimation(animation) { on.toggle(); attempts += 1 } } else { on.toggle(); attempts += 1 }
            }
        }
    }
}

@MainActor
@Suite struct AnimatableViewTests {
    private func count(_ h: ViewHost) -> Int? {
        for n in 0...100 where h.frame(ofText: "count \(n)") != nil { return n }
        return nil
    }

    /// §16.3: a linear second from 0 to 100 shows 25 after a quarter, 50 after a half, then 100.
    @Test func animatableViewCountsOnTheVirtualClock() {
        let h = ViewHost(rootView: Demo(), size: CGSize(width: 300, height: 300))
        h.advance(frames: 1)
        expectEqual(count(h), 0)
        _ = h.tap(onText: "go")
        h.advance(frames: 1)
        #expect(count(h).map { $0 <= 2 } == true)   // the first frame shows the start, not the end
        h.advance(frames: 15)   // 0.25 s
        expectEqual(count(h), 25)
        h.advance(frames: 15)   // 0.5 s
        expectEqual(count(h), 50)
        h.advance(frames: 40)
        expectEqual(count(h), 100)
        // Finished: nothing is evaluated any more.
        let before = h.counters.bodies
        h.advance(frames: 5)
        expectEqual(h.counters.bodies, before)
    }

    /// §16.3: a custom modifier that is Animatable is evaluated with the interpolated size, so
    /// the layout follows it.
    @Test func animatableModifierDrivesLayout() throws {
        let h = ViewHost(rootView: Demo(), size: CGSize(width: 300, height: 300))
        h.advance(frames: 1)
        let small = try #require(h.frame(ofText: "big")).height
        _ = h.tap(onText: "go")
        h.advance(frames: 31)   // halfway: 30 pt
        let mid = try #require(h.frame(ofText: "big")).height
        h.advance(frames: 40)
        let large = try #require(h.frame(ofText: "big")).height
        #expect(small < mid && mid < large)
        #expect(abs(mid - (small + large) / 2) < 1.5)
    }

    /// §16.3: a GeometryEffect draws through its transform with the data of each frame: three
    /// shakes in a linear second put the text 10 pt right at 1/12 s and back at 1/6 s.
    @Test func geometryEffectShakes() throws {
        let h = ViewHost(rootView: Demo(), size: CGSize(width: 300, height: 300))
        h.advance(frames: 1)
        _ = h.tap(onText: "go")
        h.advance(frames: 6)   // 1/12 s (the first frame is the animation's start): sin(π/2) · 10
        #expect(abs(shift(h) - 10) < 1e-6)
        h.advance(frames: 3)   // 2/15 s: sin(0.8π) · 10
        #expect(abs(shift(h) - 10 * sin(0.8 * .pi)) < 1e-6)
        h.advance(frames: 2)   // 1/6 s: back in place
        #expect(abs(shift(h)) < 1e-6)
        h.advance(frames: 60)
        #expect(abs(shift(h)) < 1e-9)   // at rest: sin(2π · 3 · 1)
    }

    private func shift(_ h: ViewHost) -> Double {
        var dx = 0.0
        for case .beginGroup(.transform(let m)) in h.displayList.items { dx = Double(m.m31) }
        return dx
    }

    /// §16.3: without an animation the value jumps, and the body is evaluated once.
    @Test func withoutAnimationTheValueJumps() {
        let h = ViewHost(rootView: Demo(animation: nil), size: CGSize(width: 300, height: 300))
        h.advance(frames: 1)
        _ = h.tap(onText: "go")
        h.advance(frames: 1)
        expectEqual(count(h), 100)
        #expect(h.graph.animatingBodies.isEmpty)
    }
}

import Foundation
import Testing
@testable import PlaygroundUI

// docs/semantics.md §7.12: iOS 17's `CustomAnimation` (Apple, "CustomAnimation",
// "animate(value:time:context:)": the part of `value` reached `time` seconds in, nil once done).

/// Linear over `duration` seconds.
private struct Steady: CustomAnimation {
    var duration: Double
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        time > duration ? nil : value.scaled(by: time / duration)
    }
}

/// Quadratic ease-in over one second, counting its calls in its state.
private struct Accelerate: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        context.state[Calls.self] += 1
        if time >= 1 { return nil }
        return value.scaled(by: time * time)
    }
}

private struct Calls: AnimationStateKey {
    static var defaultValue: Int { 0 }
}

/// Never finishes: swings about the target.
private struct Swing: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        value.scaled(by: 1 + 0.5 * sin(time * 2 * .pi))
    }
}

private struct CustomMover: View {
    let animation: Animation
    @State private var on = false
    var body: some View {
        VStack(spacing: 0) {
            Rectangle().fill(Color.gray).frame(width: 10, height: 10)
            Rectangle().fill(Color.orange).frame(width: 10, height: 10).offset(x: on ? 100 : 0)
            Text("go").onTapGesture { withAnimation(animation) { on.toggle() } }
        }
    }
}

@MainActor
private func moved(_ host: ViewHost) -> CGFloat {
    var gray = CGFloat.nan, orange = CGFloat.nan
    for item in host.displayList.items {
        if case .shape(let s) = item, case .fill(let c) = s.paint {
            if c == Color.gray.resolved { gray = s.rect.minX }
            if c == Color.orange.resolved { orange = s.rect.minX }
        }
    }
    return orange - gray
}

/// How far the box has moved `frames` frames after the tap's frame.
@MainActor
private func along(_ animation: Animation, frames: [Int]) -> [CGFloat] {
    let host = ViewHost(rootView: CustomMover(animation: animation))
    host.advance()
    host.tap(onText: "go")
    host.advance()
    var done = 0, out: [CGFloat] = []
    for f in frames {
        host.advance(frames: f - done)
        done = f
        out.append(moved(host))
    }
    return out
}

@MainActor
struct CustomAnimationTests {
    @Test func aCustomCurveDrivesTheChange() {
        let linear = along(Animation(Steady(duration: 1)), frames: [15, 30, 60, 61])
        #expect(zip(linear, [25, 50, 100, 100]).allSatisfy { abs($0 - $1) < 0.01 }, "\(linear)")
        let eased = along(Animation(Accelerate()), frames: [30, 45])
        #expect(abs(eased[0] - 25) < 0.01 && abs(eased[1] - 56.25) < 0.01, "\(eased)")
    }

    // Its modifiers apply as to any animation.
    @Test func delayAndSpeedApply() {
        let delayed = along(Animation(Steady(duration: 1)).delay(0.5), frames: [30, 60])
        #expect(abs(delayed[0]) < 0.01 && abs(delayed[1] - 50) < 0.01, "\(delayed)")
        let fast = along(Animation(Steady(duration: 1)).speed(2), frames: [15])
        #expect(abs(fast[0] - 50) < 0.01, "\(fast)")
    }

    // One that never returns nil keeps running (here: sampled for a minute, then held); it
    // neither hangs nor ends.
    @Test func oneThatNeverEndsKeepsRunning() {
        let swing = along(Animation(Swing()), frames: [15, 30, 300])
        #expect(abs(swing[0] - 150) < 0.01 && abs(swing[1] - 100) < 0.01 && abs(swing[2] - 100) < 0.01, "\(swing)")
    }

    @Test func equalityAndState() {
        expectEqual(Animation(Steady(duration: 1)), Animation(Steady(duration: 1)))
        #expect(Animation(Steady(duration: 1)) != Animation(Steady(duration: 2)))
        #expect(Animation(Steady(duration: 1)) != .linear(duration: 1))
        var state = AnimationState<Double>()
        #expect(state[Calls.self] == 0)
        state[Calls.self] = 3
        #expect(state[Calls.self] == 3)
    }
}

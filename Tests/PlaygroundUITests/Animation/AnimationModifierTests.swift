import Foundation
import Testing
@testable import PlaygroundUI

/// delay / speed / repeatCount / repeatForever on top of the base curve (docs/semantics.md §7).
@MainActor
struct AnimationModifierTests {
    private func x(_ animation: Animation, at time: Double) -> Double {
        VectorAnimator(from: .zero, to: SIMD4(100, 0, 0, 0), animation: animation, time: 0).value(at: time).x
    }

    private func finished(_ animation: Animation, at time: Double) -> Bool {
        VectorAnimator(from: .zero, to: SIMD4(100, 0, 0, 0), animation: animation, time: 0).isFinished(at: time)
    }

    // §7: delay holds the start value, then runs the base curve.
    @Test func delay() {
        let a = Animation.linear(duration: 1).delay(0.5)
        expectEqual(x(a, at: 0.25), 0)
        #expect(abs(x(a, at: 1.0) - (50)) <= 1e-9, "\(x(a, at: 1.0)) vs \(50)")
        #expect(!(finished(a, at: 1.49)))
        #expect(finished(a, at: 1.5))
    }

    // §7: speed scales time; modifiers wrap what came before (delay 1 at speed 2 waits 0.5 s).
    @Test func speedAndComposition() {
        #expect(abs(x(.linear(duration: 1).speed(2), at: 0.25) - (50)) <= 1e-9, "\(x(.linear(duration: 1).speed(2), at: 0.25)) vs \(50)")
        #expect(finished(.linear(duration: 1).speed(2), at: 0.5))
        let composed = Animation.linear(duration: 1).delay(1).speed(2)
        expectEqual(x(composed, at: 0.5), 0)
        #expect(abs(x(composed, at: 0.75) - (50)) <= 1e-9, "\(x(composed, at: 0.75)) vs \(50)")
        #expect(finished(composed, at: 1.0))
        #expect(abs(x(.easeInOut.speed(0.5), at: 0.35) - (50)) <= 1e-6, "\(x(.easeInOut.speed(0.5), at: 0.35)) vs \(50)")
    }

    // §7: repeatCount with autoreverse: forward, back, forward; reversals count; done → target.
    @Test func repeatCountAutoreverses() {
        let a = Animation.linear(duration: 1).repeatCount(3)
        #expect(abs(x(a, at: 0.5) - (50)) <= 1e-9, "\(x(a, at: 0.5)) vs \(50)")
        #expect(abs(x(a, at: 1.25) - (75)) <= 1e-9, "\(x(a, at: 1.25)) vs \(75)")
        #expect(abs(x(a, at: 2.9) - (90)) <= 1e-9, "\(x(a, at: 2.9)) vs \(90)")
        #expect(!(finished(a, at: 2.99)))
        #expect(finished(a, at: 3))
        let even = Animation.linear(duration: 1).repeatCount(2, autoreverses: true)
        #expect(abs(x(even, at: 1.99) - (1)) <= 1e-9, "back near the start…")
        #expect(x(even, at: 2) == 100, "…then jumps to the target when done")
    }

    // §7: repeatCount without autoreverse restarts each play from the start.
    @Test func repeatCountWithoutAutoreverse() {
        let a = Animation.linear(duration: 1).repeatCount(2, autoreverses: false)
        #expect(abs(x(a, at: 1.0) - (0)) <= 1e-9, "\(x(a, at: 1.0)) vs \(0)")
        #expect(abs(x(a, at: 1.5) - (50)) <= 1e-9, "\(x(a, at: 1.5)) vs \(50)")
        #expect(finished(a, at: 2))
        #expect(finished(.linear.repeatCount(0), at: 0), "zero plays: done at once")
    }

    // §7: repeatForever never finishes.
    @Test func repeatForever() {
        let a = Animation.linear(duration: 1).repeatForever()
        #expect(!(finished(a, at: 1e6)))
        #expect(abs(x(a, at: 1000.25) - (25)) <= 1e-6, "\(x(a, at: 1000.25)) vs \(25)")
        #expect(abs(x(a, at: 1001.25) - (75)) <= 1e-6, "\(x(a, at: 1001.25)) vs \(75)")
        let noReverse = Animation.linear(duration: 1).repeatForever(autoreverses: false)
        #expect(abs(x(noReverse, at: 3.5) - (50)) <= 1e-9, "\(x(noReverse, at: 3.5)) vs \(50)")
        #expect(!(finished(noReverse, at: 50)))
        #expect(!(finished(Animation.spring().repeatForever(), at: 1e4)))
    }

    // §7.3/§7.4: a spring with speed still merges (time scaled), a delayed spring is additive.
    @Test func modifiedSprings() {
        let fast = Animation.spring(response: 0.5, dampingFraction: 0.8).speed(2)
        #expect(fast.merges)
        let equivalent = Animation.spring(response: 0.25, dampingFraction: 0.8)
        for t in [0.05, 0.1, 0.2] { #expect(abs(x(fast, at: t) - (x(equivalent, at: t))) <= 1e-9, "\(x(fast, at: t)) vs \(x(equivalent, at: t))") }
        let delayed = Animation.spring(response: 0.5, dampingFraction: 0.8).delay(0.2)
        #expect(!delayed.merges)
        expectEqual(x(delayed, at: 0.1), 0)
        #expect(abs(x(delayed, at: 0.3) - (100 * AnimationReference.springFraction(response: 0.5, zeta: 0.8, t: 0.1))) <= 1e-9, "\(x(delayed, at: 0.3)) vs \(100 * AnimationReference.springFraction(response: 0.5, zeta: 0.8, t: 0.1))")
        #expect(finished(delayed, at: 5))
        expectEqual(x(delayed, at: 5), 100)
    }
}

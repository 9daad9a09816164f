import Foundation
import Testing
@testable import PlaygroundUI

/// Interruption, docs/semantics.md §7.4: springs merge (position and velocity kept), everything else
/// is additive (old segments keep running on their own deltas).
@MainActor
struct InterruptionTests {
    private typealias Ref = AnimationReference

    /// One-sided numeric derivatives of x just before and just after `t`.
    private func slopes(_ animator: VectorAnimator, at t: Double, before: Double) -> (Double, Double) {
        let h = 1e-6
        return ((before - animator.value(at: t - h).x) / h, (animator.value(at: t + h).x - before) / h)
    }

    // §7.4: a spring interrupted mid-flight (reversed at 0.2 s) keeps position and velocity, and
    // then follows the closed-form spring from those initial conditions.
    @Test func springMergeKeepsVelocity() {
        let spring = Animation.spring(response: 0.55, dampingFraction: 0.825)
        let a = VectorAnimator(from: .zero, to: SIMD4(100, 0, 0, 0), animation: spring, time: 0)
        let t = Ref.frame(12)
        let h = 1e-6
        let before = a.value(at: t).x
        let slopeBefore = (before - a.value(at: t - h).x) / h
        let old = Ref.underdamped(response: 0.55, zeta: 0.825, x0: 100, v0: 0, t: t)
        #expect(abs(before - (100 - old.x)) <= 1e-9, "\(before) vs \(100 - old.x)")

        a.retarget(to: SIMD4(-50, 0, 0, 0), animation: spring, time: t)
        #expect(abs(a.value(at: t).x - (before)) <= 1e-9, "position continuous")
        let slopeAfter = (a.value(at: t + h).x - before) / h
        #expect(abs(slopeAfter - (slopeBefore)) <= 0.01 * abs(slopeBefore), "velocity continuous")
        #expect(abs(a.velocity(at: t).x - (-old.v)) <= 1e-6, "\(a.velocity(at: t).x) vs \(-old.v)")
        #expect(a.value(at: t + Ref.frame(1)).x > before, "momentum carries it on first")

        // After the merge: remaining x0 = −50 − P, x′(0) = −V (V = −old.v is the position velocity).
        for n in [3, 9, 30] {
            let dt = Ref.frame(n)
            let new = Ref.underdamped(response: 0.55, zeta: 0.825, x0: -50 - before, v0: old.v, t: dt)
            #expect(abs(a.value(at: t + dt).x - (-50 - new.x)) <= 1e-6, "\(a.value(at: t + dt).x) vs \(-50 - new.x)")
        }
        expectEqual(a.target, SIMD4(-50, 0, 0, 0))
    }

    // §7.4: interrupting easeInOut with easeInOut is additive: value = target − Σ remaining deltas.
    @Test func easeInOutInterruptionIsAdditive() {
        let a = VectorAnimator(from: .zero, to: SIMD4(100, 0, 0, 0), animation: .easeInOut, time: 0)
        let t1 = Ref.frame(6)
        a.retarget(to: SIMD4(0, 0, 0, 0), animation: .easeInOut, time: t1)
        for n in 6...40 {
            let t = Ref.frame(n)
            let expected = 0 - 100 * (1 - Ref.easeInOut(t / 0.35)) - (-100) * (1 - Ref.easeInOut((t - t1) / 0.35))
            #expect(abs(a.value(at: t).x - (expected)) <= 1e-6, "frame \(n)")
        }
        // Still moving forward just after the reversal (old segment dominates): a soft bounce.
        #expect(a.value(at: Ref.frame(8)).x > a.value(at: t1).x)
        #expect(!(a.isFinished(at: 0.35 + t1 - 0.001)))
        #expect(a.isFinished(at: 0.35 + t1))
        expectEqual(a.value(at: 0.35 + t1), .zero)
    }

    // §7.4: a spring interrupted by a timing curve keeps running on its old delta (additive).
    @Test func springInterruptedByCurveIsAdditive() {
        let a = VectorAnimator(from: .zero, to: SIMD4(100, 0, 0, 0),
                               animation: .spring(response: 0.55, dampingFraction: 0.825), time: 0)
        let t1 = 0.1
        a.retarget(to: SIMD4(150, 0, 0, 0), animation: .linear(duration: 0.5), time: t1)
        for t in [0.1, 0.2, 0.4, 0.6] {
            let spring = Ref.underdamped(response: 0.55, zeta: 0.825, x0: 100, v0: 0, t: t).x
            let linear = 50 * (1 - min((t - t1) / 0.5, 1))
            #expect(abs(a.value(at: t).x - (150 - spring - linear)) <= 1e-9, "t \(t)")
        }
    }

    // §7.4: a spring interrupting a timing curve merges: it starts from the presented value with
    // the presented velocity (our choice: no kink even coming from a Bézier).
    @Test func springInterruptingCurveMerges() {
        let a = VectorAnimator(from: .zero, to: SIMD4(100, 0, 0, 0), animation: .easeInOut, time: 0)
        let t = 0.15
        let before = a.value(at: t).x
        let slopeBefore = (before - a.value(at: t - 1e-6).x) / 1e-6
        a.retarget(to: SIMD4(0, 0, 0, 0), animation: .spring(), time: t)
        let (_, slopeAfter) = slopes(a, at: t, before: before)
        #expect(abs(a.value(at: t).x - (before)) <= 1e-9, "\(a.value(at: t).x) vs \(before)")
        #expect(abs(slopeAfter - (slopeBefore)) <= 0.01 * abs(slopeBefore), "\(slopeAfter) vs \(slopeBefore)")
    }

    // §7.4: interpolatingSpring is additive, not merged.
    @Test func interpolatingSpringIsAdditive() {
        let spring = Animation.interpolatingSpring(stiffness: 100, damping: 20)
        let a = VectorAnimator(from: .zero, to: SIMD4(100, 0, 0, 0), animation: spring, time: 0)
        a.retarget(to: SIMD4(0, 0, 0, 0), animation: spring, time: 0.1)
        func x(_ t: Double) -> Double { t <= 0 ? 1 : exp(-10 * t) * (1 + 10 * t) }
        for t in [0.1, 0.15, 0.3, 0.5] {
            #expect(abs(a.value(at: t).x - (0 - 100 * x(t) + 100 * x(t - 0.1))) <= 1e-9, "\(a.value(at: t).x) vs \(0 - 100 * x(t) + 100 * x(t - 0.1))")
        }
    }

    // §7.4: retargeting a finished animator starts afresh from the old target.
    @Test func retargetAfterFinishing() {
        let a = VectorAnimator(from: .zero, to: SIMD4(10, 0, 0, 0), animation: .linear(duration: 1), time: 0)
        a.retarget(to: SIMD4(20, 0, 0, 0), animation: .linear(duration: 1), time: 5)
        #expect(abs(a.value(at: 5.5).x - (15)) <= 1e-9, "\(a.value(at: 5.5).x) vs \(15)")
        #expect(a.isFinished(at: 6))
    }
}

import Foundation
import Testing
@testable import PlaygroundUI

/// Cubic Bézier timing curves, docs/semantics.md §7.2.
@MainActor
struct TimingCurveTests {
    private typealias Ref = AnimationReference
    private let from = SIMD4<Double>(0, 0, 0, 0)
    private let to = SIMD4<Double>(100, 100, 100, 100)

    /// §7.2: fraction of the path covered by `animation` at `time` (change at t = 0).
    private func fraction(_ animation: Animation, at time: Double) -> Double {
        VectorAnimator(from: from, to: to, animation: animation, time: 0).value(at: time).x / 100
    }

    // §7.2: easeInOut (0.42, 0)/(0.58, 1) is at 50 % at half its duration, 12.9 % at a quarter.
    @Test func easeInOutMidpointAndQuarter() {
        #expect(abs(fraction(.easeInOut, at: 0.175) - (0.5)) <= 0.001, "\(fraction(.easeInOut, at: 0.175)) vs \(0.5)")
        #expect(abs(fraction(.easeInOut, at: 0.0875) - (0.129)) <= 0.001, "\(fraction(.easeInOut, at: 0.0875)) vs \(0.129)")
        #expect(abs(fraction(.easeInOut, at: 0.0875) - (Ref.easeInOut(0.25))) <= 1e-6, "\(fraction(.easeInOut, at: 0.0875)) vs \(Ref.easeInOut(0.25))")
    }

    // §7.2: easeIn (0.42, 0)/(1, 1) at 31.5 %, easeOut (0, 0)/(0.58, 1) at 68.5 % at half duration.
    @Test func easeInAndEaseOutAtHalfDuration() {
        #expect(abs(fraction(.easeIn, at: 0.175) - (0.315)) <= 0.001, "\(fraction(.easeIn, at: 0.175)) vs \(0.315)")
        #expect(abs(fraction(.easeOut, at: 0.175) - (0.685)) <= 0.001, "\(fraction(.easeOut, at: 0.175)) vs \(0.685)")
    }

    // §7.2: every frame of every standard curve matches the exact Bézier solution (to 1e-6).
    @Test func curvesMatchClosedFormOnEveryFrame() {
        let curves: [(Animation, (Double, Double, Double, Double))] = [
            (.easeInOut(duration: 0.5), (0.42, 0, 0.58, 1)), (.easeIn(duration: 0.5), (0.42, 0, 1, 1)),
            (.easeOut(duration: 0.5), (0, 0, 0.58, 1)), (.linear(duration: 0.5), (0, 0, 1, 1)),
            (.timingCurve(0.25, 0.1, 0.25, 1, duration: 0.5), (0.25, 0.1, 0.25, 1)),
        ]
        for (animation, c) in curves {
            for n in 0...33 {
                let t = Ref.frame(n)
                let expected = Ref.bezier(c.0, c.1, c.2, c.3, at: min(t / 0.5, 1))
                #expect(abs(fraction(animation, at: t) - (expected)) <= 1e-6, "\(animation) frame \(n)")
            }
        }
    }

    // §7.2: linear is the identity; all lanes of the vector animate together.
    @Test func linearAndAllLanes() {
        let animator = VectorAnimator(from: SIMD4(10, 20, 30, 40), to: SIMD4(110, 0, 30, 80),
                                      animation: .linear(duration: 1), time: 2)
        let v = animator.value(at: 2.25)
        #expect(abs(v.x - (35)) <= 1e-6, "\(v.x) vs \(35)")
        #expect(abs(v.y - (15)) <= 1e-6, "\(v.y) vs \(15)")
        #expect(abs(v.z - (30)) <= 1e-6, "\(v.z) vs \(30)")
        #expect(abs(v.w - (50)) <= 1e-6, "\(v.w) vs \(50)")
    }

    // §7.2: progress is clamped; the animation finishes exactly when elapsed ≥ duration and then
    // presents the target exactly.
    @Test func finishesAtDuration() {
        let animator = VectorAnimator(from: from, to: to, animation: .easeInOut, time: 1)
        expectEqual(animator.value(at: 0.5), from)
        #expect(!(animator.isFinished(at: 1.349)))
        #expect(animator.isFinished(at: 1.35))
        expectEqual(animator.value(at: 1.35), to)
        expectEqual(animator.value(at: 9), to)
        expectEqual(animator.target, to)
    }

    // §7.2: the solver is exact to 1e-7 in x, including steep custom curves.
    @Test func bezierSolverPrecision() {
        let curve = BezierCurve(0.9, 0, 0.1, 1)
        for i in 0...100 {
            let x = Double(i) / 100
            #expect(abs(curve.value(at: x) - (Ref.bezier(0.9, 0, 0.1, 1, at: x))) <= 1e-5, "\(curve.value(at: x)) vs \(Ref.bezier(0.9, 0, 0.1, 1, at: x))")
        }
        #expect(BezierCurve(1.5, 0, -1, 1) == BezierCurve(1, 0, 0, 1), "x control values clamp to [0, 1]")
    }
}

import XCTest
@testable import PlaygroundUI

/// Cubic Bézier timing curves, docs/semantics.md §7.2.
final class TimingCurveTests: XCTestCase {
    private typealias Ref = AnimationReference
    private let from = SIMD4<Double>(0, 0, 0, 0)
    private let to = SIMD4<Double>(100, 100, 100, 100)

    /// §7.2: fraction of the path covered by `animation` at `time` (change at t = 0).
    private func fraction(_ animation: Animation, at time: Double) -> Double {
        VectorAnimator(from: from, to: to, animation: animation, time: 0).value(at: time).x / 100
    }

    // §7.2: easeInOut (0.42, 0)/(0.58, 1) is at 50 % at half its duration, 12.9 % at a quarter.
    func testEaseInOutMidpointAndQuarter() {
        XCTAssertEqual(fraction(.easeInOut, at: 0.175), 0.5, accuracy: 0.001)
        XCTAssertEqual(fraction(.easeInOut, at: 0.0875), 0.129, accuracy: 0.001)
        XCTAssertEqual(fraction(.easeInOut, at: 0.0875), Ref.easeInOut(0.25), accuracy: 1e-6)
    }

    // §7.2: easeIn (0.42, 0)/(1, 1) at 31.5 %, easeOut (0, 0)/(0.58, 1) at 68.5 % at half duration.
    func testEaseInAndEaseOutAtHalfDuration() {
        XCTAssertEqual(fraction(.easeIn, at: 0.175), 0.315, accuracy: 0.001)
        XCTAssertEqual(fraction(.easeOut, at: 0.175), 0.685, accuracy: 0.001)
    }

    // §7.2: every frame of every standard curve matches the exact Bézier solution (to 1e-6).
    func testCurvesMatchClosedFormOnEveryFrame() {
        let curves: [(Animation, (Double, Double, Double, Double))] = [
            (.easeInOut(duration: 0.5), (0.42, 0, 0.58, 1)), (.easeIn(duration: 0.5), (0.42, 0, 1, 1)),
            (.easeOut(duration: 0.5), (0, 0, 0.58, 1)), (.linear(duration: 0.5), (0, 0, 1, 1)),
            (.timingCurve(0.25, 0.1, 0.25, 1, duration: 0.5), (0.25, 0.1, 0.25, 1)),
        ]
        for (animation, c) in curves {
            for n in 0...33 {
                let t = Ref.frame(n)
                let expected = Ref.bezier(c.0, c.1, c.2, c.3, at: min(t / 0.5, 1))
                XCTAssertEqual(fraction(animation, at: t), expected, accuracy: 1e-6, "\(animation) frame \(n)")
            }
        }
    }

    // §7.2: linear is the identity; all lanes of the vector animate together.
    func testLinearAndAllLanes() {
        let animator = VectorAnimator(from: SIMD4(10, 20, 30, 40), to: SIMD4(110, 0, 30, 80),
                                      animation: .linear(duration: 1), time: 2)
        let v = animator.value(at: 2.25)
        XCTAssertEqual(v.x, 35, accuracy: 1e-6)
        XCTAssertEqual(v.y, 15, accuracy: 1e-6)
        XCTAssertEqual(v.z, 30, accuracy: 1e-6)
        XCTAssertEqual(v.w, 50, accuracy: 1e-6)
    }

    // §7.2: progress is clamped; the animation finishes exactly when elapsed ≥ duration and then
    // presents the target exactly.
    func testFinishesAtDuration() {
        let animator = VectorAnimator(from: from, to: to, animation: .easeInOut, time: 1)
        XCTAssertEqual(animator.value(at: 0.5), from)
        XCTAssertFalse(animator.isFinished(at: 1.349))
        XCTAssertTrue(animator.isFinished(at: 1.35))
        XCTAssertEqual(animator.value(at: 1.35), to)
        XCTAssertEqual(animator.value(at: 9), to)
        XCTAssertEqual(animator.target, to)
    }

    // §7.2: the solver is exact to 1e-7 in x, including steep custom curves.
    func testBezierSolverPrecision() {
        let curve = BezierCurve(0.9, 0, 0.1, 1)
        for i in 0...100 {
            let x = Double(i) / 100
            XCTAssertEqual(curve.value(at: x), Ref.bezier(0.9, 0, 0.1, 1, at: x), accuracy: 1e-5)
        }
        XCTAssertEqual(BezierCurve(1.5, 0, -1, 1), BezierCurve(1, 0, 0, 1), "x control values clamp to [0, 1]")
    }
}

import XCTest
@testable import PlaygroundUI

/// delay / speed / repeatCount / repeatForever on top of the base curve (docs/semantics.md §7).
final class AnimationModifierTests: XCTestCase {
    private func x(_ animation: Animation, at time: Double) -> Double {
        VectorAnimator(from: .zero, to: SIMD4(100, 0, 0, 0), animation: animation, time: 0).value(at: time).x
    }

    private func finished(_ animation: Animation, at time: Double) -> Bool {
        VectorAnimator(from: .zero, to: SIMD4(100, 0, 0, 0), animation: animation, time: 0).isFinished(at: time)
    }

    // §7: delay holds the start value, then runs the base curve.
    func testDelay() {
        let a = Animation.linear(duration: 1).delay(0.5)
        XCTAssertEqual(x(a, at: 0.25), 0)
        XCTAssertEqual(x(a, at: 1.0), 50, accuracy: 1e-9)
        XCTAssertFalse(finished(a, at: 1.49))
        XCTAssertTrue(finished(a, at: 1.5))
    }

    // §7: speed scales time; modifiers wrap what came before (delay 1 at speed 2 waits 0.5 s).
    func testSpeedAndComposition() {
        XCTAssertEqual(x(.linear(duration: 1).speed(2), at: 0.25), 50, accuracy: 1e-9)
        XCTAssertTrue(finished(.linear(duration: 1).speed(2), at: 0.5))
        let composed = Animation.linear(duration: 1).delay(1).speed(2)
        XCTAssertEqual(x(composed, at: 0.5), 0)
        XCTAssertEqual(x(composed, at: 0.75), 50, accuracy: 1e-9)
        XCTAssertTrue(finished(composed, at: 1.0))
        XCTAssertEqual(x(.easeInOut.speed(0.5), at: 0.35), 50, accuracy: 1e-6)
    }

    // §7: repeatCount with autoreverse: forward, back, forward; reversals count; done → target.
    func testRepeatCountAutoreverses() {
        let a = Animation.linear(duration: 1).repeatCount(3)
        XCTAssertEqual(x(a, at: 0.5), 50, accuracy: 1e-9)
        XCTAssertEqual(x(a, at: 1.25), 75, accuracy: 1e-9)
        XCTAssertEqual(x(a, at: 2.9), 90, accuracy: 1e-9)
        XCTAssertFalse(finished(a, at: 2.99))
        XCTAssertTrue(finished(a, at: 3))
        let even = Animation.linear(duration: 1).repeatCount(2, autoreverses: true)
        XCTAssertEqual(x(even, at: 1.99), 1, accuracy: 1e-9, "back near the start…")
        XCTAssertEqual(x(even, at: 2), 100, "…then jumps to the target when done")
    }

    // §7: repeatCount without autoreverse restarts each play from the start.
    func testRepeatCountWithoutAutoreverse() {
        let a = Animation.linear(duration: 1).repeatCount(2, autoreverses: false)
        XCTAssertEqual(x(a, at: 1.0), 0, accuracy: 1e-9)
        XCTAssertEqual(x(a, at: 1.5), 50, accuracy: 1e-9)
        XCTAssertTrue(finished(a, at: 2))
        XCTAssertTrue(finished(.linear.repeatCount(0), at: 0), "zero plays: done at once")
    }

    // §7: repeatForever never finishes.
    func testRepeatForever() {
        let a = Animation.linear(duration: 1).repeatForever()
        XCTAssertFalse(finished(a, at: 1e6))
        XCTAssertEqual(x(a, at: 1000.25), 25, accuracy: 1e-6)
        XCTAssertEqual(x(a, at: 1001.25), 75, accuracy: 1e-6)
        let noReverse = Animation.linear(duration: 1).repeatForever(autoreverses: false)
        XCTAssertEqual(x(noReverse, at: 3.5), 50, accuracy: 1e-9)
        XCTAssertFalse(finished(noReverse, at: 50))
        XCTAssertFalse(finished(Animation.spring().repeatForever(), at: 1e4))
    }

    // §7.3/§7.4: a spring with speed still merges (time scaled), a delayed spring is additive.
    func testModifiedSprings() {
        let fast = Animation.spring(response: 0.5, dampingFraction: 0.8).speed(2)
        XCTAssertTrue(fast.merges)
        let equivalent = Animation.spring(response: 0.25, dampingFraction: 0.8)
        for t in [0.05, 0.1, 0.2] { XCTAssertEqual(x(fast, at: t), x(equivalent, at: t), accuracy: 1e-9) }
        let delayed = Animation.spring(response: 0.5, dampingFraction: 0.8).delay(0.2)
        XCTAssertFalse(delayed.merges)
        XCTAssertEqual(x(delayed, at: 0.1), 0)
        XCTAssertEqual(x(delayed, at: 0.3), 100 * AnimationReference.springFraction(response: 0.5, zeta: 0.8, t: 0.1),
                       accuracy: 1e-9)
        XCTAssertTrue(finished(delayed, at: 5))
        XCTAssertEqual(x(delayed, at: 5), 100)
    }
}

import XCTest
@testable import PlaygroundUI

/// Public API shape, equality and descriptions (docs/semantics.md §7.2, §7.3).
final class AnimationAPITests: XCTestCase {
    // §7.3: every SwiftUI spelling compiles without ambiguity and resolves as documented.
    func testOverloadsResolve() {
        let all: [Animation] = [
            .default, .linear, .easeIn, .easeOut, .easeInOut, .linear(duration: 1), .easeIn(duration: 1),
            .easeOut(duration: 1), .easeInOut(duration: 1), .timingCurve(0.1, 0.2, 0.3, 0.4),
            .timingCurve(0.1, 0.2, 0.3, 0.4, duration: 1), .spring(), .spring(response: 0.3, dampingFraction: 0.5),
            .spring(dampingFraction: 0.7), .spring(response: 0.3), .spring(duration: 0.3),
            .spring(duration: 0.3, bounce: 0.2), .spring(duration: 0.3, bounce: 0.2, blendDuration: 0.1),
            .interactiveSpring(), .interactiveSpring(response: 0.2), .interactiveSpring(duration: 0.2),
            .interpolatingSpring(stiffness: 100, damping: 10),
            .interpolatingSpring(mass: 2, stiffness: 100, damping: 10, initialVelocity: 1),
            .interpolatingSpring(duration: 0.4, bounce: 0.2), .interpolatingSpring,
            .spring, .smooth, .snappy, .bouncy, .interactiveSpring, .smooth(duration: 0.3),
            .snappy(extraBounce: 0.1), .bouncy(duration: 0.2, extraBounce: 0.1),
            Animation.easeInOut.delay(1).speed(2).repeatCount(2).repeatForever(autoreverses: false),
        ]
        XCTAssertEqual(all.count, 34)
        XCTAssertEqual(Animation.timingCurve(0.1, 0.2, 0.3, 0.4).base,
                       .bezier(BezierCurve(0.1, 0.2, 0.3, 0.4), duration: 0.35))
        XCTAssertEqual(Animation.interpolatingSpring(stiffness: 100, damping: 10).base,
                       .interpolatingSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0))
    }

    // §7.2: the 0.35 s defaults and control points.
    func testTimingCurveDefaults() {
        XCTAssertEqual(Animation.easeInOut, .easeInOut(duration: 0.35))
        XCTAssertEqual(Animation.easeIn.base, .bezier(BezierCurve(0.42, 0, 1, 1), duration: 0.35))
        XCTAssertEqual(Animation.easeOut.base, .bezier(BezierCurve(0, 0, 0.58, 1), duration: 0.35))
        XCTAssertEqual(Animation.linear.base, .bezier(BezierCurve(0, 0, 1, 1), duration: 0.35))
        XCTAssertEqual(Animation.easeInOut.base, .bezier(BezierCurve(0.42, 0, 0.58, 1), duration: 0.35))
    }

    // Equality is parameter equality, modifiers included.
    func testEquality() {
        XCTAssertEqual(Animation.spring(response: 0.3, dampingFraction: 0.5),
                       .spring(response: 0.3, dampingFraction: 0.5, blendDuration: 0))
        XCTAssertNotEqual(Animation.easeIn, .easeOut)
        XCTAssertNotEqual(Animation.linear.delay(1), .linear)
        XCTAssertEqual(Animation.linear.delay(1).speed(2), .linear.delay(1).speed(2))
        XCTAssertNotEqual(Animation.linear.delay(1).speed(2), .linear.speed(2).delay(1))
        XCTAssertNotEqual(Animation.linear.repeatCount(2, autoreverses: true), .linear.repeatCount(2, autoreverses: false))
    }

    func testDescription() {
        XCTAssertEqual(Animation.easeInOut.delay(1).description, "easeInOut(duration: 0.35).delay(1.0)")
        XCTAssertEqual(Animation.spring(response: 0.3, dampingFraction: 0.5).description,
                       "spring(response: 0.3, dampingFraction: 0.5, blendDuration: 0.0)")
        XCTAssertEqual(Animation.linear(duration: 1).repeatForever(autoreverses: false).speed(2).description,
                       "linear(duration: 1.0).repeatForever(autoreverses: false).speed(2.0)")
        XCTAssertEqual(Animation.timingCurve(0.25, 0.1, 0.25, 1).description,
                       "timingCurve(0.25, 0.1, 0.25, 1.0, duration: 0.35)")
    }
}

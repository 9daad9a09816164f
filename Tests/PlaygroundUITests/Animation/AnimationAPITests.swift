import Foundation
import Testing
@testable import PlaygroundUI

/// Public API shape, equality and descriptions (docs/semantics.md §7.2, §7.3).
/// A box that a tap moves 100 pt, inside the key-path form of `withTransaction` (iOS 17).
private struct KeyPathTransactionBox: View {
    @State private var moved = false
    var body: some View {
        VStack(alignment: .leading) {
            Text("move").onTapGesture { withTransaction(\.animation, .linear(duration: 1)) { moved.toggle() } }
            Color.blue.frame(width: 20, height: 20).offset(x: moved ? 100 : 0)
        }
        .frame(width: 300, alignment: .leading)
    }
}

@MainActor
struct AnimationAPITests {
    /// §7.1: `withTransaction(\.animation, anim) { … }` is `withTransaction` with a transaction
    /// whose animation is `anim`: the box is half way after half the second.
    @Test func keyPathTransactionAnimates() {
        let h = ViewHost(rootView: KeyPathTransactionBox(), size: CGSize(width: 300, height: 100))
        h.advance()
        let start = h.shapeDrawings.first { $0.paint == .fill(Color.blue.resolved) }!.rect.minX
        h.tap(onText: "move")
        h.advance(frames: 31)
        let mid = h.shapeDrawings.first { $0.paint == .fill(Color.blue.resolved) }!.rect.minX
        #expect(abs(mid - start - 50) < 0.01)
    }

    /// iOS 17's `VectorArithmetic.scaled(by:)`: every component multiplied.
    @Test func scaledMultipliesEachComponent() {
        expectEqual(AnimatablePair(2.0, -3.0).scaled(by: 1.5), AnimatablePair(3.0, -4.5))
        expectEqual(CGFloat(4).scaled(by: 0.25), 1)
    }
    // §7.3: every SwiftUI spelling compiles without ambiguity and resolves as documented.
    @Test func overloadsResolve() {
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
        expectEqual(all.count, 34)
        expectEqual(Animation.timingCurve(0.1, 0.2, 0.3, 0.4).base, .bezier(BezierCurve(0.1, 0.2, 0.3, 0.4), duration: 0.35))
        expectEqual(Animation.interpolatingSpring(stiffness: 100, damping: 10).base, .interpolatingSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0))
    }

    // §7.2: the 0.35 s defaults and control points.
    @Test func timingCurveDefaults() {
        expectEqual(Animation.easeInOut, .easeInOut(duration: 0.35))
        expectEqual(Animation.easeIn.base, .bezier(BezierCurve(0.42, 0, 1, 1), duration: 0.35))
        expectEqual(Animation.easeOut.base, .bezier(BezierCurve(0, 0, 0.58, 1), duration: 0.35))
        expectEqual(Animation.linear.base, .bezier(BezierCurve(0, 0, 1, 1), duration: 0.35))
        expectEqual(Animation.easeInOut.base, .bezier(BezierCurve(0.42, 0, 0.58, 1), duration: 0.35))
    }

    // Equality is parameter equality, modifiers included.
    @Test func equality() {
        expectEqual(Animation.spring(response: 0.3, dampingFraction: 0.5), .spring(response: 0.3, dampingFraction: 0.5, blendDuration: 0))
        #expect(Animation.easeIn != .easeOut)
        #expect(Animation.linear.delay(1) != .linear)
        expectEqual(Animation.linear.delay(1).speed(2), .linear.delay(1).speed(2))
        #expect(Animation.linear.delay(1).speed(2) != .linear.speed(2).delay(1))
        #expect(Animation.linear.repeatCount(2, autoreverses: true) != .linear.repeatCount(2, autoreverses: false))
    }

    // An animation's parameters live in a box that copies share (engine step 54), and the ones
    // without parameters are made once: a modifier makes a new animation and leaves the one it
    // was applied to, and every later `easeInOut` or `default`, as they were.
    @Test func aModifierLeavesTheAnimationItWasAppliedTo() {
        let plain = Animation.easeInOut
        let delayed = plain.delay(1)
        #expect(plain.modifiers.isEmpty && delayed.modifiers == [.delay(1)])
        #expect(Animation.easeInOut.modifiers.isEmpty && Animation.easeInOut == plain)
        let slowDefault = Animation.default.speed(0.5)
        #expect(slowDefault.isDefault && slowDefault.modifiers == [.speed(0.5)])
        #expect(Animation.default.modifiers.isEmpty && Animation.default != slowDefault)
        #expect(Animation.spring().modifiers.isEmpty && Animation.spring().repeatCount(2) != .spring())
    }

    @Test func description() {
        expectEqual(Animation.easeInOut.delay(1).description, "easeInOut(duration: 0.35).delay(1.0)")
        expectEqual(Animation.spring(response: 0.3, dampingFraction: 0.5).description, "spring(response: 0.3, dampingFraction: 0.5, blendDuration: 0.0)")
        expectEqual(Animation.linear(duration: 1).repeatForever(autoreverses: false).speed(2).description, "linear(duration: 1.0).repeatForever(autoreverses: false).speed(2.0)")
        expectEqual(Animation.timingCurve(0.25, 0.1, 0.25, 1).description, "timingCurve(0.25, 0.1, 0.25, 1.0, duration: 0.35)")
    }
}

import Foundation
import Testing
@testable import PlaygroundUI

// A view whose stored properties are equal to the last build's is not evaluated again
// (docs/engine.md "Build": fields compared bit by bit, found once per type). An `Animation` is a
// box that copies share (engine step 54), so two equal animations made apart are two boxes: the
// comparison asks `Animation`'s `==` instead of comparing the boxes' addresses.

@MainActor private final class Evaluations { var child = 0 }

/// Holds an animation, an optional one and a counter of its body's evaluations.
private struct AnimatedChild: View {
    let animation: Animation
    let optional: Animation?
    let log: Evaluations
    var body: some View {
        let _ = log.child += 1
        Color.red.frame(width: 10, height: 10)
    }
}

/// Makes its child's animations afresh at every evaluation: equal ones, or, with `varies`, a
/// spring whose response follows the taps.
private struct AnimatingParent: View {
    let log: Evaluations
    let varies: Bool
    @State private var taps = 0
    var body: some View {
        VStack {
            Text("tap \(taps)").onTapGesture { taps += 1 }
            AnimatedChild(animation: .spring(response: varies ? 0.3 + Double(taps) : 0.3, dampingFraction: 0.6),
                          optional: .easeInOut(duration: 2).delay(1), log: log)
        }
    }
}

@MainActor
@Suite struct ViewComparisonTests {
    @Test func equalAnimationsMadeApartLeaveTheViewUnevaluated() throws {
        let log = Evaluations()
        let host = ViewHost(rootView: AnimatingParent(log: log, varies: false), size: CGSize(width: 200, height: 200))
        host.advance()
        expectEqual(log.child, 1)
        host.tap(onText: "tap 0"); host.advance()
        #expect(host.exists(text: "tap 1"), "the parent was evaluated again")
        #expect(log.child == 1, "the child's animations are equal to the last build's")
    }

    @Test func anotherAnimationEvaluatesTheViewAgain() throws {
        let log = Evaluations()
        let host = ViewHost(rootView: AnimatingParent(log: log, varies: true), size: CGSize(width: 200, height: 200))
        host.advance()
        host.tap(onText: "tap 0"); host.advance()
        expectEqual(log.child, 2)
    }
}

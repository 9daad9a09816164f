import Foundation
import Testing
@testable import PlaygroundUI

// withAnimation(_:completionCriteria:_:completion:) (docs/semantics.md §7.8): the completion runs
// when the animation has finished, on the host's virtual clock.

private final class CompletionLog: @unchecked Sendable { var finished: [Double] = [] }

private struct Animated: View {
    let log: CompletionLog
    let animation: Animation?
    @State private var on = false
    var body: some View {
        Button("Go") {
            withAnimation(animation) { on.toggle() } completion: { log.finished.append(_HostClock.current?.now ?? -1) }
        }
        .opacity(on ? 0.5 : 1)
    }
}

/// The iOS 17 form: a completion added to the transaction `withTransaction` applies.
private struct TransactionCompletion: View {
    let log: CompletionLog
    @State private var on = false
    var body: some View {
        Button("Go") {
            var transaction = Transaction(animation: .easeInOut(duration: 0.5))
            transaction.addAnimationCompletion { log.finished.append(_HostClock.current?.now ?? -1) }
            withTransaction(transaction) { on.toggle() }
        }
        .opacity(on ? 0.5 : 1)
    }
}

@MainActor
@Suite struct AnimationCompletionTests {
    /// The completion runs when the 0.5-s curve ends, given to `withAnimation` or added to a
    /// transaction with `Transaction.addAnimationCompletion(criteria:_:)` (iOS 17) that
    /// `withTransaction` applies.
    @Test func completionRunsWhenTheCurveEnds() {
        for viaTransaction in [false, true] {
            let log = CompletionLog()
            let root = viaTransaction ? AnyView(TransactionCompletion(log: log))
                                      : AnyView(Animated(log: log, animation: .easeInOut(duration: 0.5)))
            let h = ViewHost(rootView: root, size: CGSize(width: 200, height: 100))
            #expect(h.tap(onText: "Go"))
            let start = h.time
            h.advance(frames: 27)   // 0.45 s
            #expect(log.finished.isEmpty, "not before the curve's 0.5 s (transaction: \(viaTransaction))")
            h.advance(frames: 6)    // 0.55 s
            #expect(log.finished.count == 1, "transaction: \(viaTransaction)")
            #expect(log.finished.first.map { abs($0 - start - 0.5) < 1.0 / 60 + 1e-9 } == true,
                    "\(log.finished) from \(start) (transaction: \(viaTransaction))")
        }
    }

    @Test func delaysAndSpeedsCountAndNoAnimationCompletesAtOnce() {
        let slow = CompletionLog()
        let h = ViewHost(rootView: Animated(log: slow, animation: .linear(duration: 0.4).delay(0.2).speed(2)), size: CGSize(width: 200, height: 100))
        #expect(h.tap(onText: "Go"))
        h.advance(frames: 15)   // 0.25 s: (0.2 + 0.4) / 2 = 0.3 s
        #expect(slow.finished.isEmpty)
        h.advance(frames: 6)
        expectEqual(slow.finished.count, 1)
        let none = CompletionLog()
        let g = ViewHost(rootView: Animated(log: none, animation: nil), size: CGSize(width: 200, height: 100))
        #expect(g.tap(onText: "Go"))
        g.advance()
        expectEqual(none.finished.count, 1)
    }

    @Test func aRepeatingAnimationNeverCompletes() {
        let log = CompletionLog()
        let h = ViewHost(rootView: Animated(log: log, animation: .linear(duration: 0.2).repeatForever()), size: CGSize(width: 200, height: 100))
        #expect(h.tap(onText: "Go"))
        h.advance(frames: 120)
        #expect(log.finished.isEmpty)
    }
}

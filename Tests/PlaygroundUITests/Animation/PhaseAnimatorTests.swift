import Foundation
import Testing
@testable import PlaygroundUI

/// §7.7: `phaseAnimator` moves through its phases, each animated with the phase's animation and
/// started when the previous one has finished — on the host's virtual clock.
@MainActor
struct PhaseAnimatorTests {
    final class Log { var phases: [Double] = [] }

    private func redWidth(_ h: ViewHost) -> CGFloat? {
        h.displayList.items.compactMap { if case .shape(let s) = $0, s.paint == .fill(Color.red.resolved) { return s.rect.width } else { return nil } }.first
    }

    @Test func cyclesThroughThePhasesOnTheVirtualClock() async {
        let log = Log()
        let view = Color.red.phaseAnimator([0.0, 1.0]) { content, phase in
            content.frame(width: 50 + 100 * phase, height: 20)
        } animation: { phase in
            log.phases.append(phase)
            return .linear(duration: 1)
        }
        let h = ViewHost(rootView: view, size: CGSize(width: 300, height: 100))
        #expect(redWidth(h) == 50)                       // the first phase
        await waitUntil { log.phases == [1] }              // the task moved to phase 1
        expectEqual(log.phases, [1])
        h.advance(frames: 31)
        #expect(redWidth(h).map { abs($0 - 100) < 4 } == true, "\(String(describing: redWidth(h)))")   // halfway
        h.advance(frames: 29)                               // one second: the next phase starts
        await waitUntil { log.phases == [1, 0] }
        expectEqual(log.phases, [1, 0])
        h.advance(frames: 1)
        #expect(redWidth(h).map { abs($0 - 150) < 4 } == true, "\(String(describing: redWidth(h)))")
        h.advance(frames: 60)
        #expect(redWidth(h).map { abs($0 - 50) < 4 } == true, "\(String(describing: redWidth(h)))")   // back again
    }

    struct Triggered: View {
        @State var taps = 0
        let log: Log
        var body: some View {
            VStack {
                PhaseAnimator([0.0, 1.0, 2.0], trigger: taps) { phase in
                    Color.red.frame(width: 50 + 50 * phase, height: 20)
                } animation: { phase in
                    log.phases.append(phase)
                    return .linear(duration: 0.5)
                }
                Button("go") { taps += 1 }
            }
        }
    }

    @Test func aTriggerRunsThePhasesOnceAndReturnsToTheFirst() async {
        let log = Log()
        let h = ViewHost(rootView: Triggered(log: log), size: CGSize(width: 300, height: 200))
        h.advance(frames: 5)
        // Nothing runs before the trigger changes: the exact sequences below would hold extra
        // phases if the first appearance had run them.
        #expect(log.phases.isEmpty && redWidth(h) == 50)
        #expect(h.tap(onText: "go"))
        h.advance()
        await waitUntil { log.phases == [1] }
        for expected in [[1.0, 2.0], [1.0, 2.0, 0.0]] {
            h.advance(frames: 30)
            await waitUntil { log.phases == expected }
            expectEqual(log.phases, expected)
        }
        h.advance(frames: 40)
        expectEqual(redWidth(h), 50)
        #expect(log.phases == [1, 2, 0])                   // once, not again
    }
}

import Foundation
import Testing
@testable import PlaygroundUI

/// `onScrollVisibilityChange(threshold:_:)` (docs/semantics.md §14.18).
@MainActor
@Suite struct ScrollVisibilityTests {
    final class Log { var events: [String] = [] }

    /// Ten 100-pt rows in a 300-pt viewport; rows 0 and 5 report their visibility.
    private func rows(_ log: Log, threshold: Double) -> some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<10, id: \.self) { i in
                    Text("Row \(i)").frame(maxWidth: .infinity, minHeight: 100, maxHeight: 100)
                        .onScrollVisibilityChange(threshold: threshold) { if i == 0 || i == 5 { log.events.append("\(i) \($0)") } }
                }
            }
        }
    }

    // Row 0 is visible when it appears and leaves once less than half of it shows (offset 50);
    // row 5 (500…600) comes in when half of it shows (offset 250).
    @Test func crossingTheThresholdReportsEachWay() {
        let log = Log()
        let h = ViewHost(rootView: rows(log, threshold: 0.5), size: CGSize(width: 300, height: 300))
        h.advance(frames: 2)
        expectEqual(log.events, ["0 true"])
        h.scroll(at: CGPoint(x: 150, y: 150), by: CGSize(width: 0, height: 240))   // row 5: 40 % in
        h.advance(frames: 2)
        expectEqual(log.events, ["0 true", "0 false"])
        h.scroll(at: CGPoint(x: 150, y: 150), by: CGSize(width: 0, height: 20))    // 60 % in
        h.advance(frames: 2)
        expectEqual(log.events, ["0 true", "0 false", "5 true"])
        h.scroll(at: CGPoint(x: 150, y: 150), by: CGSize(width: 0, height: -260))
        h.advance(frames: 2)
        expectEqual(log.events.suffix(2).sorted(), ["0 true", "5 false"])
    }

    // With a threshold of 1 the whole view must show.
    @Test func aThresholdOfOneWantsTheWholeView() {
        let log = Log()
        let h = ViewHost(rootView: rows(log, threshold: 1), size: CGSize(width: 300, height: 300))
        h.advance(frames: 2)
        h.scroll(at: CGPoint(x: 150, y: 150), by: CGSize(width: 0, height: 290))   // row 5 at 210…310
        h.advance(frames: 2)
        #expect(!log.events.contains("5 true"))
        h.scroll(at: CGPoint(x: 150, y: 150), by: CGSize(width: 0, height: 10))    // 200…300
        h.advance(frames: 2)
        #expect(log.events.contains("5 true"))
    }
}

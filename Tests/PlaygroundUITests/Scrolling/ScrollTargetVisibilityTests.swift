import Foundation
import Testing
@testable import PlaygroundUI

// `onScrollTargetVisibilityChange(idType:threshold:_:)` (iOS 18, docs/semantics.md §14.18): the ids
// of the identified views at least `threshold` inside the scroll view's viewport, in order, each
// time that list changes.
@MainActor
@Suite struct ScrollTargetVisibilityTests {
    final class Log { var reports: [[Int]] = [] }

    /// 100-pt rows in a 300-pt scroll view.
    struct Feed: View {
        let log: Log
        var threshold = 0.5
        var lazy = true
        var body: some View {
            ScrollView {
                if lazy {
                    LazyVStack(spacing: 0) { rows }
                } else {
                    VStack(spacing: 0) { rows }
                }
            }
            .onScrollTargetVisibilityChange(idType: Int.self, threshold: threshold) { log.reports.append($0) }
        }
        private var rows: some View {
            ForEach(0..<20, id: \.self) { i in Text("Row \(i)").frame(maxWidth: .infinity).frame(height: 100) }
        }
    }

    @Test(arguments: [true, false])
    func visibleRowsAreReportedInOrderAsTheyChange(lazy: Bool) {
        let log = Log()
        let h = ViewHost(rootView: Feed(log: log, lazy: lazy), size: CGSize(width: 300, height: 300))
        h.advance()
        expectEqual(log.reports, [[0, 1, 2]])
        // 160 pt down: row 1 is 40 % shown (out), row 4 60 % (in).
        h.scroll(at: CGPoint(x: 150, y: 150), by: CGSize(width: 0, height: 160))
        h.advance()
        expectEqual(log.reports.last, [2, 3, 4])
        // 10 pt more changes nothing: no report.
        let count = log.reports.count
        h.scroll(at: CGPoint(x: 150, y: 150), by: CGSize(width: 0, height: 5))
        h.advance()
        expectEqual(log.reports.count, count)
    }

    @Test func aThresholdOfOneNeedsTheWholeView() {
        let log = Log()
        let h = ViewHost(rootView: Feed(log: log, threshold: 1), size: CGSize(width: 300, height: 250))
        h.advance()
        // Row 2 is half shown in 250 pt.
        expectEqual(log.reports, [[0, 1]])
    }

    @Test func idsOfAnotherTypeAreLeftOut() {
        let log = Log()
        struct Mixed: View {
            let log: Log
            var body: some View {
                ScrollView {
                    VStack {
                        Text("header").id("header")
                        ForEach(0..<3, id: \.self) { i in Text("Row \(i)") }
                    }
                }
                .onScrollTargetVisibilityChange(idType: Int.self) { log.reports.append($0) }
            }
        }
        let h = ViewHost(rootView: Mixed(log: log), size: CGSize(width: 300, height: 300))
        h.advance()
        expectEqual(log.reports, [[0, 1, 2]])
    }
}

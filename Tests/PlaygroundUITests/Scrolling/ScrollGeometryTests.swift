import Foundation
import Testing
@testable import PlaygroundUI

/// `onScrollGeometryChange(for:of:action:)` (docs/semantics.md §14.17).
@MainActor
@Suite struct ScrollGeometryTests {
    final class Log { var changes: [(CGFloat, CGFloat)] = []; var geometry: ScrollGeometry? }

    private func feed(_ log: Log) -> some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<40, id: \.self) { i in Text("Row \(i)").frame(height: 50) }
            }
            .frame(maxWidth: .infinity)
        }
        .onScrollGeometryChange(for: CGFloat.self) { g in
            log.geometry = g
            return g.contentOffset.y
        } action: { old, new in log.changes.append((old, new)) }
    }

    // Scrolling by 100 pt changes the offset from 0 to 100: one action with both values; the
    // first layout's value is where it starts, not a change. The content is 40 rows of 50 pt.
    @Test func scrollingReportsTheOldAndNewOffset() {
        let log = Log()
        let h = ViewHost(rootView: feed(log), size: CGSize(width: 300, height: 500))
        h.advance(frames: 2)
        #expect(log.changes.isEmpty)
        #expect(log.geometry == ScrollGeometry(contentOffset: .zero, contentSize: CGSize(width: 300, height: 2000),
                                               contentInsets: EdgeInsets(), containerSize: CGSize(width: 300, height: 500)))
        h.scroll(at: CGPoint(x: 150, y: 250), by: CGSize(width: 0, height: 100))
        h.advance(frames: 2)
        expectEqual(log.changes.count, 1)
        #expect(log.changes.first.map { $0.0 == 0 && $0.1 == 100 } == true)
        expectEqual(log.geometry?.visibleRect, CGRect(x: 0, y: 100, width: 300, height: 500))
    }

    // Under the window's top inset the scroll view reaches the top edge and rests with its
    // content below the inset: the offset is −59 there, as UIKit's content offset is.
    @Test func theOffsetAtRestUnderAnInsetIsMinusTheInset() {
        let log = Log()
        let h = ViewHost(rootView: feed(log), size: CGSize(width: 390, height: 844))
        h.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        h.advance(frames: 2)
        expectEqual(log.geometry?.contentOffset.y, -59)
        expectEqual(log.geometry?.contentInsets.top, 59)
        expectEqual(log.geometry?.containerSize, CGSize(width: 390, height: 844))
        h.scroll(at: CGPoint(x: 150, y: 400), by: CGSize(width: 0, height: 100))
        h.advance(frames: 2)
        #expect(log.changes.last.map { $0.0 == -59 && $0.1 == 41 } == true)
    }
}

import Foundation
import Testing
@testable import PlaygroundUI

/// `containerRelativeFrame` (docs/semantics.md §26.8): sizes relative to the nearest scroll view,
/// else the window.
@MainActor
@Suite struct ContainerRelativeFrameTests {
    /// A carousel: two cards per screen width with 10 pt between them (145 pt each in 300).
    @Test func partsOfTheScrollViewsWidth() {
        let view = ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<3) { _ in Color.red.containerRelativeFrame(.horizontal, count: 2, spacing: 10) }
            }
        }
        .frame(width: 300, height: 100)
        let h = ViewHost(rootView: view, size: CGSize(width: 400, height: 400))
        let reds = h.shapeDrawings.filter { $0.paint == .fill(Color.red.resolved) }.map(\.rect)
        #expect(reds.count == 3 && reds.allSatisfy { $0.width == 145 && $0.height == 100 }, "\(reds)")
        #expect(reds.map(\.minX) == [50, 205, 360], "\(reds)")
    }

    /// Outside a scroll view the container is the window; the closure form gets its length.
    @Test func theWindowAndTheClosureForm() {
        let view = VStack(spacing: 0) {
            Color.blue.containerRelativeFrame(.vertical) { length, axis in axis == .vertical ? length / 4 : length }
            Color.green.containerRelativeFrame([.horizontal, .vertical], alignment: .topLeading)
        }
        let h = ViewHost(rootView: view, size: CGSize(width: 300, height: 400))
        expectEqual(h.rect(filled: .blue)?.height, 100)
        expectEqual(h.rect(filled: .green)?.size, CGSize(width: 300, height: 400))
        // The window less its safe-area insets (Apple: "less any safe area insets that might be
        // applied to that container"): a quarter of 400 − 59 − 34 and the width between 10-pt
        // side insets.
        h.safeAreaInsets = EdgeInsets(top: 59, leading: 10, bottom: 34, trailing: 10)
        h.advance()
        expectEqual(h.rect(filled: .blue)?.height, 76.75)
        expectEqual(h.rect(filled: .green)?.size, CGSize(width: 280, height: 307))
    }
}

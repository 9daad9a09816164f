import Foundation
import Testing
@testable import PlaygroundUI

// A scroll view or list takes the length it is offered along its axis even when its content is
// empty (docs/semantics.md §14.1): under a title in a VStack it fills the rest of the window, so
// the title sits at the top (it was centred: an empty list was a fixed 0 pt).
@MainActor
struct EmptyScrollContainerTests {
    @Test func anEmptyListUnderATitleFillsTheRest() throws {
        let h = ViewHost(rootView: VStack {
            Text("Header").font(.largeTitle)
            List([String](), id: \.self) { Text($0) }
        }, size: CGSize(width: 393, height: 600))
        h.advance()
        let header = try #require(h.frame(ofText: "Header"))
        expectEqual(header.minY, 0)
        // The list's grouped background fills the window below the title.
        let grey = ListMetrics.groupedBackground.resolved(in: .light)
        let fills = h.shapeDrawings.filter { $0.paint == .fill(grey) }
        // (Below the title and the stack's text spacing, §6.1.)
        #expect(fills.contains { $0.rect.maxY >= 600 && $0.rect.minY > header.maxY && $0.rect.minY < header.maxY + 30 })
    }

    @Test func anEmptyScrollViewTakesItsShareLikeAColour() throws {
        let h = ViewHost(rootView: VStack(spacing: 0) {
            Color.red.frame(height: 100)
            ScrollView { }
            Color.blue
        }, size: CGSize(width: 300, height: 500))
        h.advance()
        let blue = try #require(h.shapeDrawings.first { $0.paint == .fill(Color.blue.resolved) })
        // The scroll view and the colour share the 400 pt below the red band.
        #expect(blue.rect.minY == 300 && blue.rect.height == 200)
    }
}

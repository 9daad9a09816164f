import Foundation
import Testing
@testable import PlaygroundUI

// `.badge` on a list row: its count or text in secondary colour at the row's trailing edge; on a
// navigation link, before the chevron (Apple, `badge(_:)`: "Badges are only displayed in list
// rows and iOS tab bars"; docs/semantics.md §14.9). And a row's own background, or content with
// zero insets, is cut to an inset-grouped section's rounded ends.
@MainActor
struct ListRowChromeTests {
    @Test func aRowsBadgeSitsAtItsTrailingEdgeAndALinksBeforeItsChevron() throws {
        let h = ViewHost(rootView: NavigationStack {
            List {
                Text("Inbox").badge(5)
                NavigationLink("Sent") { Text("Sent view") }.badge(12)
                Text("Plain").badge(0)
            }
        }, size: CGSize(width: 390, height: 600))
        h.advance()
        let inbox = try #require(h.frame(ofText: "Inbox")), five = try #require(h.frame(ofText: "5"))
        // The card is 16 pt in from the window's sides, its text 16 pt further in.
        #expect(abs(five.maxX - (390 - 16 - 16)) < 0.5)
        #expect(abs(five.midY - inbox.midY) < 0.5)
        let twelve = try #require(h.frame(ofText: "12"))
        #expect(twelve.maxX < 390 - 16 - 16 - 8)   // the chevron is after it
        // Badge zero shows none.
        expectEqual(h.frame(ofText: "0"), nil)
    }

    @Test func aRowBackgroundIsCutToTheCardsRoundedEnds() {
        let h = ViewHost(rootView: List {
            Text("Row A").listRowBackground(Color.yellow)
            Text("Row B").listRowBackground(Color.yellow)
        }, size: CGSize(width: 390, height: 400))
        h.advance()
        // Each yellow fill is drawn inside a rounded clip (the first row's top corners, the last
        // row's bottom ones).
        var clips: [ShapeOutline] = []
        var yellowInsideRounded = 0
        for item in h.displayList.items {
            switch item {
            case .beginGroup(.clipShape(let o, in: _)): clips.append(o)
            case .beginGroup: clips.append(.rectangle)
            case .endGroup: _ = clips.popLast()
            case .shape(let s) where s.paint == .fill(Color.yellow.resolved):
                if clips.contains(where: { if case .roundedRectangle = $0 { return true } else { return false } }) { yellowInsideRounded += 1 }
            default: break
            }
        }
        expectEqual(yellowInsideRounded, 2)
    }

    @Test func zeroInsetContentIsCutButPaddedContentIsNot() {
        func roundedClips(_ h: ViewHost) -> Int {
            h.displayList.items.filter {
                if case .beginGroup(.clipShape(.roundedRectangle, in: _)) = $0 { return true } else { return false }
            }.count
        }
        let filled = ViewHost(rootView: List {
            Section { Color.orange.frame(height: 80).listRowInsets(EdgeInsets()) }
        }, size: CGSize(width: 390, height: 400))
        filled.advance()
        // The orange content is cut to the card's rounded ends (the card's own fill is a rounded
        // shape, not a clip).
        expectEqual(roundedClips(filled), 1)
        let padded = ViewHost(rootView: List {
            Section { Color.orange.frame(height: 80) }
        }, size: CGSize(width: 390, height: 400))
        padded.advance()
        expectEqual(roundedClips(padded), 0)
    }
}

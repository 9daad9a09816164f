import Foundation
import Testing
@testable import PlaygroundUI

// iOS 16's `ShareLink`: a button labelled "Share" with the share symbol by default (no share
// sheet here: a tap prints what would be shared).
@MainActor
struct ShareLinkTests {
    @Test func theDefaultLabelIsShareWithTheShareSymbol() throws {
        let h = ViewHost(rootView: VStack {
            ShareLink(item: URL(string: "https://example.com")!)
            ShareLink("Send the list", item: "milk, eggs")
            ShareLink(item: "x", preview: SharePreview("Photo")) { Text("Custom") }
        }, size: CGSize(width: 300, height: 300))
        h.advance()
        #expect(h.exists(text: "Share"))
        #expect(h.exists(text: "Send the list"))
        #expect(h.exists(text: "Custom"))
        // The symbol sits before the title, in the tint colour, as a Label in a Button.
        let share = try #require(h.find(text: "Share")).frame
        let symbols = h.displayList.items.compactMap { item -> CGRect? in
            if case .shape(let s) = item, s.rect.maxX <= share.minX, abs(s.rect.midY - share.midY) < 12 { return s.rect }
            return nil
        }
        #expect(!symbols.isEmpty)
    }
}

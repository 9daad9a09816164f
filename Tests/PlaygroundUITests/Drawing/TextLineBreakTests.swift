import Foundation
import Testing
@testable import PlaygroundUI

// Explicit line breaks in Text (docs/semantics.md §6.7): one line per break, as wide as the
// widest, wrapped further when narrower.

@MainActor
@Suite struct TextLineBreakTests {
    @Test func eachBreakStartsALine() {
        let h = ViewHost(rootView: Text("A much\ntaller\nlabel"), size: CGSize(width: 400, height: 300))
        let lines = h.textDrawings
        expectEqual(lines.map(\.string), ["A much", "taller", "label"])
        // Lines are body's 22-pt leading apart; the text is one line plus two steps (docs/fonts.md
        // "Line pitch").
        let lh = lines[0].rect.height
        #expect(abs(lines[1].rect.minY - lines[0].rect.minY - 22) < 1e-9 && abs(lines[2].rect.minY - lines[0].rect.minY - 2 * 22) < 1e-9)
        #expect(lines.allSatisfy { $0.rect.minX == lines[0].rect.minX })   // leading aligned
        #expect(abs(h.sizeThatFits(.unspecified).height - (lh + 2 * 22)) < 1e-9)
        #expect(!lines.contains { $0.string.contains("\n") })
    }

    @Test func crlfAndEmptyLinesCount() {
        expectEqual(TextNode.splitLines("a\r\nb\rc\n\nd"), ["a", "b", "c", "", "d"])
        let h = ViewHost(rootView: Text("top\n\nbottom"), size: CGSize(width: 400, height: 300))
        let lines = h.textDrawings
        expectEqual(lines.map(\.string), ["top", "bottom"])
        // The empty line takes its step too: two of body's 22-pt steps.
        #expect(abs(lines[1].rect.minY - lines[0].rect.minY - 2 * 22) < 1e-9)
    }

    @Test func explicitLinesWrapWhenNarrow() {
        let h = ViewHost(rootView: Text("one two three\nfour").frame(width: 60), size: CGSize(width: 400, height: 300))
        let lines = h.textDrawings.map(\.string)
        #expect(lines.count >= 3 && lines.last == "four")
    }
}

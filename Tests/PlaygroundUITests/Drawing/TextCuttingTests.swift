import Foundation
import Testing
@testable import PlaygroundUI

// Where a text too long for its width is cut or broken (docs/semantics.md §20.2), checked at every
// width against what a scan one character at a time keeps, and that finding it asks few widths:
// a stack probes each text at width 0 and at its share, so a cut is made on every layout.
// The fixed-width test measurer: a character is 0.5 × size wide (8.5 pt at body), a line 1.2 × size.

@MainActor
@Suite struct TextCuttingTests {
    private func strings<V: View>(_ v: V) -> [String] {
        ViewHost(rootView: v, size: CGSize(width: 400, height: 400)).textDrawings.map(\.string)
    }

    @Test func longestFittingFindsTheLastThatFitsInFewQuestions() {
        for n in 0...70 {
            for answer in 0...n {
                var asked = 0
                let k = TextNode.longestFitting(n) { asked += 1; return $0 <= answer }
                #expect(k == answer, "n \(n), answer \(answer): got \(k)")
                // Doubling up to the answer, then halving the last step: at most 2 log₂(n + 1) + 2.
                #expect(Double(asked) <= 2 * log2(Double(n + 1)) + 2, "n \(n), answer \(answer): \(asked) questions")
            }
        }
    }

    @Test func everyWidthCutsWhereAScanFromTheEndWould() {
        let text = "ab cd efghij klm"   // 16 characters, 136 pt at body
        let chars = Array(text)
        for step in 0...36 {
            let w = CGFloat(step) * 4.25
            let fits = { (n: Int) in CGFloat(n) * 8.5 <= w }
            // Tail: the longest start, trailing spaces dropped, that fits with the ellipsis.
            var tail = "…"
            if fits(chars.count) { tail = text } else {
                for k in stride(from: chars.count, through: 1, by: -1) {
                    let start = String(chars[..<k]).replacingOccurrences(of: " +$", with: "", options: .regularExpression)
                    if fits(start.count + 1) { tail = start + "…"; break }
                }
            }
            // Head and middle: as many characters as fit beside the ellipsis.
            var head = "…", middle = "…"
            if fits(chars.count) { head = text; middle = text } else {
                for keep in stride(from: chars.count, through: 1, by: -1) where fits(keep + 1) {
                    head = "…" + String(chars.suffix(keep))
                    middle = String(chars.prefix((keep + 1) / 2)) + "…" + String(chars.suffix(keep / 2))
                    break
                }
            }
            #expect(strings(Text(text).lineLimit(1).frame(width: w)) == [tail], "tail at \(w)")
            #expect(strings(Text(text).lineLimit(1).truncationMode(.head).frame(width: w)) == [head], "head at \(w)")
            #expect(strings(Text(text).lineLimit(1).truncationMode(.middle).frame(width: w)) == [middle], "middle at \(w)")
            // A height with room for one line (20.4 pt, the next 22 pt lower) cuts the same way.
            #expect(strings(Text(text).frame(width: w, height: 30)) == [tail], "one line's height at \(w)")
        }
    }

    @Test func aWordWiderThanTheLineBreaksBetweenCharacters() {
        // Each line as many characters as fit (at least one), the rest on the next.
        for step in 0...12 {
            let w = CGFloat(step) * 8.5 + 3
            let perLine = max(1, step)
            let word = Array("abcdefghijklmnopq")
            var lines: [String] = []
            var i = 0
            while i < word.count { lines.append(String(word[i..<min(i + perLine, word.count)])); i += perLine }
            #expect(strings(Text(String(word)).frame(width: w)) == lines, "at \(w)")
        }
    }

    @Test func cuttingALongTextAsksForFewWidths() {
        // A 400-character line cut to 100 pt: 11 characters of 8.5 pt fit, the ellipsis one of
        // them. Scanning from the end measured every shorter start (390 strings); the search
        // measures a few dozen, the text's probes and its place included.
        let host = ViewHost(rootView: HStack { Text(String(repeating: "x", count: 400)).lineLimit(1).frame(width: 100); Color.red },
                            size: CGSize(width: 300, height: 100))
        expectEqual(host.textDrawings.map(\.string), [String(repeating: "x", count: 10) + "…"])
        #expect(host.graph.textMeasureCount <= 40, "\(host.graph.textMeasureCount) strings measured")
    }
}

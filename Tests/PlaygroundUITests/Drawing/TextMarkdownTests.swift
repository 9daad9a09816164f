import Foundation
import Testing
@testable import PlaygroundUI

// Inline Markdown in a Text's key and grammatical agreement (docs/semantics.md §20.7).

@MainActor
@Suite struct TextMarkdownTests {
    private func describe(_ key: LocalizedStringKey) -> [String] {
        Text(key).runs.map { run in
            var marks = ""
            if run.style.isBold { marks += "B" }
            if run.style.isItalic { marks += "I" }
            if run.style.strikethrough?.isActive == true { marks += "S" }
            if run.style.isMonospaced { marks += "M" }
            if run.style.isLink { marks += "L" }
            return marks.isEmpty ? run.string : "\(marks):\(run.string)"
        }
    }

    @Test func emphasisCodeAndLinks() {
        expectEqual(describe("**Bold** and *italic*"), ["B:Bold", " and ", "I:italic"])
        expectEqual(describe("__also bold__ _and italic_"), ["B:also bold", " ", "I:and italic"])
        expectEqual(describe("~~gone~~ `let x = 1`"), ["S:gone", " ", "M:let x = 1"])
        expectEqual(describe("***both***"), ["BI:both"])
        expectEqual(describe("Read [the docs](https://example.com) now"), ["Read ", "L:the docs", " now"])
        expectEqual(describe("**Score: \(42)**"), ["B:Score: 42"])
    }

    /// The quick test before parsing finds exactly the bytes that can start Markdown (`* _ ~ `
    /// [ \ ^`), in short (inline) and long strings, ASCII or not.
    @Test func theMarkerScanFindsEachMarkerAndNothingElse() {
        let markers: Set<UInt8> = [0x2A, 0x5F, 0x7E, 0x60, 0x5B, 0x5C, 0x5E]
        for b in UInt8(1)..<128 {
            let c = String(UnicodeScalar(b))
            #expect(TextMarkdown.mayHaveMarkdown(c) == markers.contains(b), "byte \(b)")
            let long = "Grüße aus Zürich, 東京 und 🥰 " + c + " noch mehr Text danach"
            #expect(TextMarkdown.mayHaveMarkdown(long) == markers.contains(b), "byte \(b) in a long string")
        }
        #expect(!TextMarkdown.mayHaveMarkdown(""))
        #expect(!TextMarkdown.mayHaveMarkdown("Shelf 12 · 東京 · é"))
    }

    @Test func whatIsNotMarkdownStaysAsWritten() {
        expectEqual(describe("snake_case_name"), ["snake_case_name"])
        expectEqual(describe("2 * 3 * 4"), ["2 * 3 * 4"])
        expectEqual(describe("a ** b"), ["a ** b"])
        expectEqual(describe("an *unclosed emphasis"), ["an *unclosed emphasis"])
        expectEqual(describe("\\*not italic\\*"), ["*not italic*"])
        expectEqual(describe("[not a link]"), ["[not a link]"])
        expectEqual(Text(verbatim: "**raw**").runs.map(\.string), ["**raw**"])
        #expect(Text("**raw**" as String).runs.map(\.string) == ["**raw**"], "a String is not a key")
    }

    /// `^[…](inflect: true)`: the noun after a number agrees with it (Apple, "Automatic grammar
    /// agreement"), in English here.
    @Test func inflection() {
        for (n, shown) in [(0, "0 attempts"), (1, "1 attempt"), (2, "2 attempts"), (1000, "1,000 attempts")] {
            #expect(describe("^[\(n) attempt](inflect: true)") == [shown], "\(n)")
        }
        #expect(describe("^[\(3) box](inflect: true) left") == ["3 boxes left"], "words after the span are left alone")
        expectEqual(describe("^[\(2) city](inflect: true)"), ["2 cities"])
        expectEqual(describe("^[\(1) apples](inflect: true)"), ["1 apple"])
        expectEqual(describe("^[\(4) person](inflect: true)"), ["4 people"])
        #expect(describe("You have ^[\(2) **new** message](inflect: true)") == ["You have 2 ", "B:new", " messages"],
                "the span's last word is its noun")
    }

    @Test func drawnAsItsWords() {
        let h = ViewHost(rootView: Text("Tap **here** to ~~stop~~ go"), size: CGSize(width: 300, height: 60))
        #expect(h.frame(ofText: "Tap here to stop go") != nil)
    }

    /// A link is drawn in the tint: `.tint(.green)` colours it, a text colour does not (UIKit draws
    /// a link's text in the tint colour; docs/semantics.md §20.7).
    @Test func linksAreDrawnInTheTint() {
        func colors<V: View>(_ v: V) -> [String: ResolvedColor] {
            let h = ViewHost(rootView: v, size: CGSize(width: 400, height: 100))
            return Dictionary(h.textDrawings.map { ($0.string.trimmingCharacters(in: .whitespaces), $0.color) }) { a, _ in a }
        }
        let plain = colors(Text("plain [link](https://example.com)"))
        #expect(plain["link"] == Color.accentColor.resolved && plain["plain"] == Color.primary.resolved)
        let purple = colors(Text("purple [link](https://example.com)").foregroundStyle(.purple))
        #expect(purple["purple"] == Color.purple.resolved && purple["link"] == Color.accentColor.resolved)
        let tinted = colors(Text("tinted [link](https://example.com)").tint(.green))
        #expect(tinted["link"] == Color.green.resolved && tinted["tinted"] == Color.primary.resolved)
        let both = colors(VStack { Text("x [link](https://example.com)").foregroundColor(.red) }.tint(.orange))
        #expect(both["link"] == Color.orange.resolved && both["x"] == Color.red.resolved)
    }

    /// A text modifier applies to the runs that do not have that attribute yet: the innermost
    /// wins, for a `Text + Text` and for one text modified twice (§20.1).
    @Test func theInnermostTextModifierWins() {
        func colors(_ t: Text) -> [String: ResolvedColor] {
            let h = ViewHost(rootView: t, size: CGSize(width: 400, height: 100))
            return Dictionary(h.textDrawings.map { ($0.string.trimmingCharacters(in: .whitespaces), $0.color) }) { a, _ in a }
        }
        let sum = colors((Text("red ").foregroundColor(.red) + Text("blue")).foregroundColor(.blue))
        #expect(sum["red"] == Color.red.resolved && sum["blue"] == Color.blue.resolved)
        expectEqual(colors(Text("twice").foregroundColor(.red).foregroundColor(.green))["twice"], Color.red.resolved)
        let styled = colors((Text("own ").foregroundStyle(.orange) + Text("rest")).foregroundColor(.purple))
        #expect(styled["own"] == Color.orange.resolved && styled["rest"] == Color.purple.resolved)
        let fonts = (Text("big").font(.largeTitle) + Text("small")).font(.caption)
        expectEqual(fonts.runs.map(\.font), [.largeTitle, .caption])
        let weights = (Text("light").fontWeight(.light) + Text("heavy")).fontWeight(.heavy)
        expectEqual(weights.runs.map(\.style.weight), [.light, .heavy])
    }
}

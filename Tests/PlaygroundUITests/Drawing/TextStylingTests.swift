import Foundation
import Testing
@testable import PlaygroundUI

// Text runs, line limits, truncation, alignment and the text modifiers (docs/semantics.md §20),
// measured with the fixed-width test measurer: a character is 0.5 × size wide, a line 1.2 × size.

@MainActor
@Suite struct TextStylingTests {
    private func host<V: View>(_ v: V, _ w: CGFloat = 400, _ h: CGFloat = 400) -> ViewHost {
        ViewHost(rootView: v, size: CGSize(width: w, height: h))
    }
    private func strings(_ h: ViewHost) -> [String] { h.textDrawings.map(\.string) }

    @Test func concatenatedTextsKeepTheirOwnStyles() {
        let h = host(Text("ab").bold() + Text("cd").foregroundColor(.red) + Text("ef").italic())
        let t = h.textDrawings
        expectEqual(t.map(\.string), ["ab", "cd", "ef"])
        #expect(t[0].font.weight == .bold && t[1].font.weight == .regular && t[2].font.isItalic)
        #expect(t[1].color == Color.red.resolved && t[0].color == Color.primary.resolved)
        // Side by side on one line: 2 characters × 8.5 pt each.
        #expect(t[1].rect.minX - t[0].rect.minX == 17 && t[2].rect.minX - t[1].rect.minX == 17)
        // A modifier on the sum applies to every run.
        let all = host((Text("a") + Text("b")).bold())
        #expect(all.textDrawings.allSatisfy { $0.font.weight == .bold })
    }

    @Test func runsWrapTogetherAtSpaces() {
        // "one two" + " three" in a 60-pt frame: 8.5 pt a character, "one two" is 59.5 wide.
        let h = host((Text("one two").bold() + Text(" three")).frame(width: 60))
        let t = h.textDrawings
        expectEqual(t.map(\.string), ["one two", "three"])
        // Lines of body text are the style's 22-pt leading apart (docs/fonts.md "Line pitch").
        #expect(abs(t[1].rect.minY - t[0].rect.minY - 22) < 1e-9)
        expectEqual(t[1].font.weight, .regular)
    }

    @Test func lineLimitCutsTheLastLineWithAnEllipsis() {
        let h = host(Text("aaaa bbbb cccc dddd").lineLimit(2).frame(width: 50))
        // Four words of 34 pt, one a line; two lines kept, the second "bbbb cccc dddd" cut to fit 50 pt.
        expectEqual(strings(h), ["aaaa", "bbbb…"])
        let one = host(Text("aaaa bbbb").lineLimit(1).frame(width: 50))
        expectEqual(strings(one), ["aaaa…"])
    }

    @Test func truncationModes() {
        // 10 characters of 8.5 pt in 60 pt: 7 characters including the ellipsis fit.
        expectEqual(strings(host(Text("abcdefghij").lineLimit(1).truncationMode(.tail).frame(width: 60))), ["abcdef…"])
        expectEqual(strings(host(Text("abcdefghij").lineLimit(1).truncationMode(.head).frame(width: 60))), ["…efghij"])
        expectEqual(strings(host(Text("abcdefghij").lineLimit(1).truncationMode(.middle).frame(width: 60))), ["abc…hij"])
    }

    @Test func textShowsOnlyTheLinesThatFitItsHeight() {
        // A 20.4-pt line and a second 22 pt lower fit 45 pt, a third does not: two shown, the
        // second ending with an ellipsis.
        let h = host(Text("aaaa bbbb cccc").frame(width: 50, height: 45))
        expectEqual(strings(h), ["aaaa", "bbbb…"])
    }

    @Test func multilineAlignmentAndLineSpacing() {
        let h = host(VStack { Text("aaaa bb").multilineTextAlignment(.center).lineSpacing(5) }.frame(width: 40))
        let t = h.textDrawings
        expectEqual(t.count, 2)
        // The frame is the widest line (34); "bb" (17) is centred in it.
        expectEqual(t[1].rect.minX - t[0].rect.minX, 8.5)
        // Body's 22-pt leading plus the 5 pt of line spacing.
        #expect(abs(t[1].rect.minY - t[0].rect.minY - 27) < 1e-9)
        let trailing = host(Text("aaaa bb").multilineTextAlignment(.trailing).frame(width: 40))
        expectEqual(trailing.textDrawings[1].rect.maxX, trailing.textDrawings[0].rect.maxX)
    }

    @Test func minimumScaleFactorShrinksBeforeCutting() {
        // 10 characters need 85 pt at 17 pt; in 50 pt the font shrinks to about 50/85 of its size.
        let h = host(Text("abcdefghij").lineLimit(1).minimumScaleFactor(0.5).frame(width: 50))
        let t = h.textDrawings
        expectEqual(t.map(\.string), ["abcdefghij"])
        #expect(t.first.map { abs($0.font.size - 17 * 50 / 85) < 0.2 && $0.font.size <= 17 * 50 / 85 } == true)
        // Not below the factor: cut instead.
        let cut = host(Text("abcdefghijabcdefghij").lineLimit(1).minimumScaleFactor(0.5).frame(width: 50))
        #expect(cut.textDrawings.first.map { abs($0.font.size - 8.5) < 0.2 && $0.string.hasSuffix("…") } == true)
    }

    @Test func interpolationsFormatAsSwiftUIDoes() {
        let pi = 3.14, n = 42
        #expect(strings(host(Text("π \(pi)"))) == ["π 3.140000"])   // %lf by default
        expectEqual(strings(host(Text("π \(pi, specifier: "%.1f")"))), ["π 3.1"])
        expectEqual(strings(host(Text("\(n) items"))), ["42 items"])
        expectEqual(strings(host(Text("\(0.25, format: .percent)"))), ["25%"])
        expectEqual(strings(host(Text(verbatim: "\(pi)"))), ["3.14"])
    }

    @Test func viewModifiersStyleEveryTextInside() {
        let h = host(VStack { Text("a"); Text("b").fontWeight(.light) }.fontWeight(.heavy).italic().textCase(.uppercase))
        let t = h.textDrawings
        expectEqual(t.map(\.string), ["A", "B"])
        #expect(t[0].font.weight == .heavy && t[0].font.isItalic)
        #expect(t[1].font.weight == .light)   // the text's own modifier wins
    }

    @Test func decorationsAndLetterSpacing() {
        let h = host(Text("ab").underline().strikethrough(color: .red))
        let lines = h.shapeDrawings
        expectEqual(lines.count, 2)
        #expect(lines.first?.rect.width == 17 && lines.last?.paint == .fill(Color.red.resolved))
        // Kerning places each character on its own, `kerning` points apart.
        let k = host(Text("abc").kerning(4))
        let xs = k.textDrawings.map(\.rect.minX)
        #expect(k.textDrawings.map(\.string) == ["a", "b", "c"] && xs[1] - xs[0] == 12.5 && xs[2] - xs[1] == 12.5)
    }

    @Test func labelsPutTheIconBeforeTheTitle() {
        let h = host(Label("Inbox", systemImage: "tray"))
        let icon = h.shapeDrawings.first?.rect, title = h.textDrawings.first?.rect
        #expect(icon != nil && title != nil)
        if let icon, let title { #expect(abs(title.minX - icon.maxX - 8) < 1e-6) }
        let iconOnly = host(Label("Inbox", systemImage: "tray").labelStyle(.iconOnly))
        #expect(iconOnly.textDrawings.isEmpty && !iconOnly.shapeDrawings.isEmpty)
        let titleOnly = host(Label("Inbox", systemImage: "tray").labelStyle(.titleOnly))
        #expect(titleOnly.shapeDrawings.isEmpty && titleOnly.textDrawings.count == 1)
    }

    @Test func linksShowTheirTitleInTheTint() {
        let h = host(Link("Docs", destination: URL(string: "https://example.com")!))
        expectEqual(h.textDrawings.first?.color, Color.accentColor.resolved)
    }

    /// `Text(_:)` over any `StringProtocol` shows its characters, a `String` taken as it is and
    /// anything else converted (node-model step 81 casts to `String` first); `font(_:)` sets the
    /// font of every run that has none, on a single text too, and a nil font sets nothing.
    @Test func stringsSubstringsAndTheirFonts() {
        let line = "alpha beta gamma"
        let word = line.split(separator: " ")[1]
        let texts = [Text(line), Text(word), Text(String(word) + "!"), Text(verbatim: line)]
        expectEqual(texts.map { $0.runs.map(\.string) }, [[line], ["beta"], ["beta!"], [line]])
        expectEqual(Text(word).font(.title).runs.map(\.font), [.title])
        expectEqual(Text(word).font(.title).font(.caption).runs.map(\.font), [.title])
        expectEqual(Text(line).font(nil).runs.map(\.font), [nil])
        expectEqual((Text(line) + Text(word).font(.body) + Text("x")).font(.headline).runs.map(\.font),
                    [.headline, .body, .headline])
        let h = host(VStack { Text(word).font(.system(size: 20)); Text(line) })
        expectEqual(h.textDrawings.map(\.string), ["beta", line])
        expectEqual(h.textDrawings.map(\.font.size), [20, 17])
    }
}

import Foundation
import PlaygroundSDL
import PlaygroundUI
import Testing

/// Line heights as SwiftUI's: a Text line is the system font's `lineHeight`, ascender plus
/// descender of SF Pro (1950 + 494 of 2048 units): 20.29 pt at 17 pt (docs/semantics.md §6.7,
/// docs/fonts.md).
@Suite(.serialized) @MainActor
struct TextMetricsTests {
    @Test func linesAreAsTallAsTheSystemFonts() throws {
        let engine = try TTFTextEngine()
        let ratio = 2444.0 / 2048
        for font in [Font.body, .headline, .largeTitle, .caption2, .system(size: 17, weight: .black), .body.italic()] {
            let h = Double(engine.measure("Hamburgefonstiv", font: font).height)
            #expect(abs(h - Double(font.size) * ratio) < 0.01, "\(font.size) pt: \(h)")
        }
        #expect(abs(Double(engine.measure("Hello", font: .body).height) - 20.287) < 0.001)
        // A fallback face can make a line taller (CJK), never shorter.
        #expect(engine.measure("Hello 三月", font: .body).height > engine.measure("Hello", font: .body).height)
    }

    /// A wrapped body text is one line of the font's height plus the body style's 22-pt leading per
    /// further line, as iOS draws it (docs/fonts.md "Line pitch").
    @Test func wrappedTextStepsByTheStylesLeading() throws {
        let engine = try TTFTextEngine()
        let host = ViewHost(rootView: Text("one two three four five six seven eight nine ten").frame(width: 120),
                            size: CGSize(width: 300, height: 300), textMeasurer: engine)
        host.printsWarnings = false
        let lines = host.displayList.items.compactMap { if case .text(let t) = $0 { return t.rect } else { return nil } }
        #expect(lines.count >= 3)
        for (a, b) in zip(lines, lines.dropFirst()) { #expect(abs(Double(b.minY - a.minY) - 22) < 1e-6) }
        let frame = try #require(host.frame(ofText: "one two three four five six seven eight nine ten"))
        #expect(abs(Double(frame.height) - (17 * 2444.0 / 2048 + Double(lines.count - 1) * 22)) < 1e-6)
        // Every line fits the 120-pt width.
        for t in lines { #expect(t.width <= 120) }
    }
}

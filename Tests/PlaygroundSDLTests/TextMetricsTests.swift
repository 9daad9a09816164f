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

    @Test func wrappedTextIsLinesTimesTheLineHeight() throws {
        let engine = try TTFTextEngine()
        let host = ViewHost(rootView: Text("one two three four five six seven eight nine ten").frame(width: 120),
                            size: CGSize(width: 300, height: 300), textMeasurer: engine)
        host.printsWarnings = false
        let lines = host.displayList.items.compactMap { if case .text(let t) = $0 { return t.rect } else { return nil } }
        #expect(lines.count >= 3)
        for (a, b) in zip(lines, lines.dropFirst()) { #expect(abs(Double(b.minY - a.minY) - 17 * 2444.0 / 2048) < 1e-6) }
        // Every line fits the 120-pt width.
        for t in lines { #expect(t.width <= 120) }
    }
}

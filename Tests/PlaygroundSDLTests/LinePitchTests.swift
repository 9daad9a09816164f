import Foundation
import PlaygroundSDL
import PlaygroundUI
import Testing

/// Multi-line text measured with the real faces, against what iOS draws (docs/fonts.md "Line
/// pitch", "Dynamic Type"; docs/semantics.md §20.4): one line is the system font's line height
/// (20.29 pt at body), every further line adds the style's HIG leading (22 at body).
@Suite(.serialized) @MainActor
struct LinePitchTests {
    private let bodyLine = 17 * 2444.0 / 2048   // 20.287

    private func host<V: View>(_ v: V) throws -> ViewHost {
        let h = ViewHost(rootView: v, size: CGSize(width: 400, height: 600), textMeasurer: try TTFTextEngine())
        h.printsWarnings = false
        return h
    }
    private func tops(_ h: ViewHost) -> [Double] {
        h.displayList.items.compactMap { if case .text(let t) = $0 { return Double(t.rect.minY) } else { return nil } }
    }

    @Test func bodyTextIsOneLinePlusTwentyTwoPerLine() throws {
        for n in [1, 2, 4] {
            let string = (1...n).map { "Line \($0)" }.joined(separator: "\n")
            let frame = try #require(try host(Text(string)).frame(ofText: string))
            let expected = bodyLine + Double(n - 1) * 22
            #expect(abs(Double(frame.height) - expected) < 1e-6, "\(n) lines: \(frame.height)")
        }
        // The iOS 15 reference (textbuilder testMultilineTextBuilder, four body lines) is 86.5 pt
        // tall at @2x; ours is within the half-point pixel rounding.
        let four = try #require(try host(Text("a\nb\nc\nd")).frame(ofText: "a\nb\nc\nd"))
        #expect(abs(Double(four.height) - 86.5) < 0.5)
    }

    @Test func titlesStepByTheirLeading() throws {
        for (font, pitch, line) in [(Font.title, 34.0, 28.0), (.largeTitle, 41, 34), (.title2, 28, 22), (.caption, 16, 12)] {
            let h = try host(Text("Aa\nBb\nCc").font(font))
            let y = tops(h)
            #expect(y.count == 3)
            for (a, b) in zip(y, y.dropFirst()) { #expect(abs(b - a - pitch) < 1e-6, "\(line) pt") }
            let frame = try #require(h.frame(ofText: "Aa\nBb\nCc"))
            #expect(abs(Double(frame.height) - (line * 2444 / 2048 + 2 * pitch)) < 1e-6)
        }
    }

    @Test func dynamicTypeChangesSizeAndPitchTogether() throws {
        // At .medium body is 16 pt (19.09-pt lines) 21 apart; at AX3 40 pt, 48 apart.
        for (type, points, pitch) in [(DynamicTypeSize.medium, 16.0, 21.0), (.accessibility3, 40, 48)] {
            let h = try host(Text("Hello\nWorld").dynamicTypeSize(type))
            let y = tops(h)
            #expect(y.count == 2 && abs(y[1] - y[0] - pitch) < 1e-6)
            let frame = try #require(h.frame(ofText: "Hello\nWorld"))
            #expect(abs(Double(frame.height) - (points * 2444 / 2048 + pitch)) < 1e-6)
        }
    }

    @Test func mediumIsOnePointShorterAsOnTheDevice() throws {
        // swift-snapshot-testing's "Checked" probe (a symbol and a body text, padded 5 and 10):
        // iOS draws it 50.5 pt tall at Large and 49.5 at .medium, the size its device snapshots
        // set (pointfree size-that-fits and device references); the text line drives the height.
        func probe(_ type: DynamicTypeSize) throws -> CGFloat {
            let v = HStack { Image(systemName: "checkmark.circle.fill"); Text("Checked").fixedSize() }
                .padding(5).background(Color.blue).padding(10)
            let h = try host(v.dynamicTypeSize(type))
            return h.sizeThatFits(.unspecified).height
        }
        #expect(abs(Double(try probe(.large)) - 50.5) < 0.5)
        #expect(abs(Double(try probe(.medium)) - 49.5) < 0.5)
        #expect(abs(Double(try probe(.large) - probe(.medium)) - (17 - 16) * 2444.0 / 2048) < 1e-6)
    }

    @Test func fixedSizesKeepTheFontsOwnLineHeight() throws {
        // No style, no leading from the HIG: lines are 1.1934 em apart, as UIFont.lineHeight.
        let y = tops(try host(Text("a\nb").font(.system(size: 17))))
        #expect(y.count == 2 && abs(y[1] - y[0] - bodyLine) < 1e-6)
        // A single line keeps its height whatever the style's leading.
        let one = try #require(try host(Text("Hello").font(.largeTitle)).frame(ofText: "Hello"))
        #expect(abs(Double(one.height) - 34 * 2444.0 / 2048) < 1e-6)
    }
}

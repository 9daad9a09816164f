import Foundation
import Testing
@testable import PlaygroundUI

// LabeledContent(_:value:format:) and number interpolation in text (docs/semantics.md §24.8, §20.1).

@MainActor private func drawnTexts(_ host: ViewHost) -> [TextDrawing] {
    host.displayList.items.compactMap { if case .text(let t) = $0 { return t } else { return nil } }
}

@MainActor
@Suite struct LabeledContentFormatTests {
    @Test func formattedValuesShowTrailingInTheSecondaryStyle() {
        let host = ViewHost(rootView: VStack {
            LabeledContent("Price", value: 3.5, format: .currency(code: "USD"))
            LabeledContent("Count", value: 1000, format: .number)
            LabeledContent(String("Share"), value: 0.25, format: .percent)
        }.frame(width: 300), size: CGSize(width: 300, height: 200))
        host.advance()
        expectEqual(host.frame(ofText: "$3.50")?.maxX, 300)
        expectEqual(host.frame(ofText: "1,000")?.maxX, 300)
        expectEqual(host.frame(ofText: "25%")?.maxX, 300)
        expectEqual(host.frame(ofText: "Price")?.minX, 0)
        expectEqual(drawnTexts(host).first { $0.string == "1,000" }?.color, Color.secondary.resolved)
        expectEqual(drawnTexts(host).first { $0.string == "Count" }?.color, Color.primary.resolved)
    }

    /// §16.1: a bar as a `LabeledContent`'s value is filled in the accent colour: the secondary
    /// style the value is given is a hierarchical level, not a colour for the bar (it was grey).
    @Test func aProgressBarAsAValueKeepsTheAccentColour() {
        let host = ViewHost(rootView: VStack {
            LabeledContent("Upload") { ProgressView(value: 0.5) }
            ProgressView(value: 0.5).foregroundColor(.red)
        }.frame(width: 300), size: CGSize(width: 300, height: 200))
        host.advance()
        let fills = host.shapeDrawings.map(\.paint)
        #expect(fills.contains(.fill(Color.accentColor.resolved)))
        #expect(!fills.contains(.fill(Color.secondary.resolved)))
        #expect(fills.contains(.fill(Color.red.resolved)))   // a colour given to the bar still fills it
    }

    @Test func integerInterpolationGetsGroupingSeparators() {
        func shown(_ t: Text) -> String? {
            let host = ViewHost(rootView: t, size: CGSize(width: 400, height: 100))
            host.advance()
            return drawnTexts(host).map(\.string).joined()
        }
        let n = 1000
        expectEqual(shown(Text("\(1000)")), "1,000")
        expectEqual(shown(Text("Count: \(n)")), "Count: 1,000")
        expectEqual(shown(Text("\(1_000_000)")), "1,000,000")
        expectEqual(shown(Text("\(-1234567)")), "-1,234,567")
        expectEqual(shown(Text("\(999)")), "999")
        expectEqual(shown(Text("\(UInt8(255)) \(Int32(12345))")), "255 12,345")
        // Floating point: %lf with six decimals, and grouping too.
        expectEqual(shown(Text("\(3.5)")), "3.500000")
        expectEqual(shown(Text("\(1234.5)")), "1,234.500000")
        expectEqual(shown(Text("\(1234.5, specifier: "%.2f")")), "1,234.50")
        // Not formatted: verbatim text, a String variable, and an interpolated String.
        expectEqual(shown(Text(verbatim: "\(1000)")), "1000")
        let s = "\(1000)"
        expectEqual(shown(Text(s)), "1000")
        expectEqual(shown(Text("id \(s)")), "id 1000")
    }
}

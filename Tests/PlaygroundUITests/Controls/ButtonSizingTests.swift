import Foundation
import Testing
@testable import PlaygroundUI

// iOS 26's `buttonSizing(_:)` (docs/semantics.md §24.16).

@MainActor
@Suite struct ButtonSizingTests {
    private func host<V: View>(_ v: V) -> ViewHost { ViewHost(rootView: v, size: CGSize(width: 300, height: 200)) }

    private struct SizingReader: ButtonStyle {
        @Environment(\.buttonSizing) private var sizing
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.overlay(alignment: .bottom) { Text(sizing == .flexible ? "flexible" : "fitted").font(.caption) }
        }
    }

    @Test func flexibleButtonsFillTheWidthTheyAreOffered() throws {
        // Apple: `.flexible` sizes a button along its primary axis "filling its available space".
        let h = host(HStack(spacing: 8) {
            Button("A") {}.buttonStyle(.bordered)
            Button("Longer") {}.buttonStyle(.glassProminent)
        }
        .buttonSizing(.flexible))
        let a = try #require(h.frame(ofText: "A")), longer = try #require(h.frame(ofText: "Longer"))
        let fills = h.shapeDrawings.filter { $0.rect.height > 30 }
        try #require(fills.count >= 2)
        // Two flexible buttons share the row: (300 − 8) / 2 each, the label centred in each.
        let left = try #require(fills.first { $0.rect.minX < 10 }), right = try #require(fills.first { $0.rect.minX > 140 })
        #expect(abs(left.rect.width - 146) < 0.01 && abs(right.rect.width - 146) < 0.01)
        #expect(abs(a.midX - left.rect.midX) < 0.5 && abs(longer.midX - right.rect.midX) < 0.5)
    }

    @Test func automaticAndFittedButtonsFitTheirLabels() throws {
        for sizing in [ButtonSizing.automatic, .fitted] {
            let h = host(HStack { Button("A") {}.buttonStyle(.bordered) }.buttonSizing(sizing))
            let a = try #require(h.frame(ofText: "A"))
            let fill = try #require(h.shapeDrawings.first { $0.rect.height > 30 })
            #expect(abs(fill.rect.width - (a.width + 24)) < 0.01)
        }
    }

    @Test func aStyleOfTheProgramsReadsTheSizing() {
        let h = host(Button("Go") {}.buttonStyle(SizingReader()).buttonSizing(.flexible))
        #expect(h.exists(text: "flexible"))
        #expect(host(Button("Go") {}.buttonStyle(SizingReader())).exists(text: "fitted"))
    }
}

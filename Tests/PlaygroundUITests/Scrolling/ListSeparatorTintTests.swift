import Foundation
import Testing
@testable import PlaygroundUI

// `listRowSeparatorTint(_:edges:)` colours a row's separator; `formStyle(_:)` compiles and a
// grouped form stays what it was (docs/semantics.md §14.9).
@MainActor
struct ListSeparatorTintTests {
    private func separators(_ h: ViewHost) -> [(CGRect, ShapePaint)] {
        h.shapeDrawings.filter { $0.rect.height == ListMetrics.separatorThickness }.map { ($0.rect, $0.paint) }
    }

    @Test func aRowsSeparatorTakesItsTint() throws {
        let h = ViewHost(rootView: List {
            Text("Apples").listRowSeparatorTint(.red)
            Text("Pears")
            Text("Plums")
        }, size: CGSize(width: 390, height: 400))
        h.advance()
        let s = separators(h).sorted { $0.0.minY < $1.0.minY }
        try #require(s.count == 2)
        expectEqual(s[0].1, .fill(Color.red.resolved))
        expectEqual(s[1].1, .fill(ListMetrics.separator.resolved(in: .light)))
    }

    @Test func aGroupedFormStyleChangesNothing() {
        let form = Form { Section("A") { Text("One"); Text("Two") } }
        let plain = ViewHost(rootView: form, size: CGSize(width: 390, height: 300))
        let styled = ViewHost(rootView: form.formStyle(.grouped), size: CGSize(width: 390, height: 300))
        plain.advance(); styled.advance()
        expectEqual(plain.find(text: "Two")?.frame, styled.find(text: "Two")?.frame)
        #expect(plain.find(text: "Two") != nil)
    }
}

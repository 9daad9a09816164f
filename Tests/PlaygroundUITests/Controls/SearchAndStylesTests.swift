import Foundation
import Testing
@testable import PlaygroundUI

// searchable (§23.11), progressViewStyle (§16.1), scrollContentBackground (§14.9),
// swipeActions (§14.14).

private struct Fruits: View {
    @State var query = ""
    let all = ["Apple", "Banana", "Cherry"]
    var body: some View {
        NavigationStack {
            List(query.isEmpty ? all : all.filter { $0.localizedCaseInsensitiveContains(query) }, id: \.self) { fruit in
                Text(fruit).swipeActions { Button("Delete") {} }
            }
            .navigationTitle("Fruit")
            .searchable(text: $query, prompt: "Find a fruit")
        }
    }
}

@MainActor
@Suite struct SearchAndStylesTests {
    @Test func typingInTheSearchFieldFilters() throws {
        let h = ViewHost(rootView: Fruits(), size: CGSize(width: 390, height: 844))
        h.printsWarnings = false
        #expect(h.frame(ofText: "Apple") != nil && h.frame(ofText: "Banana") != nil)
        let title = try #require(h.frame(ofText: "Fruit"))
        // The field sits under the title, 16 pt in, 36 pt tall; the rows below it.
        let field = try #require(h.shapeDrawings.first { $0.paint == .fill(Color(118, 118, 128, 0.12).resolved) }?.rect)
        #expect(field.minX == 16 && field.width == 358 && field.height == 36 && field.minY >= title.maxY, "\(field)")
        #expect((h.frame(ofText: "Apple")?.minY ?? 0) > field.maxY)
        h.tap(at: CGPoint(x: field.midX, y: field.midY))
        h.advance()
        h.typeText("an")
        h.advance()
        #expect(h.frame(ofText: "Banana") != nil)
        #expect(h.frame(ofText: "Apple") == nil && h.frame(ofText: "Cherry") == nil, "filtered by the query")
        #expect(drawnFrames(h, "Delete").isEmpty, "a closed row's swipe actions are not drawn (§14.14)")
    }

    @Test func progressViewStyles() {
        func shapes<V: View>(_ v: V) -> [ShapeDrawing] { ViewHost(rootView: v.frame(width: 200), size: CGSize(width: 200, height: 100)).shapeDrawings }
        // .circular: a spinner even with a value (no bar).
        let spinner = shapes(ProgressView(value: 0.5).progressViewStyle(.circular))
        #expect(spinner.count >= 8 && spinner.allSatisfy { $0.rect.width < 10 }, "dots, no bar: \(spinner.map(\.rect))")
        // .linear: a bar, empty without a value.
        let empty = shapes(ProgressView().progressViewStyle(.linear))
        #expect(empty.count == 1 && empty.first?.rect.height == 4 && empty.first?.rect.width == 200)
        // A tinted linear style fills in its tint.
        let green = shapes(ProgressView(value: 0.25).progressViewStyle(LinearProgressViewStyle(tint: .green)))
        #expect(green.contains { $0.paint == .fill(Color.green.resolved) && $0.rect.width == 50 })
        // .automatic keeps the bar for a value.
        #expect(shapes(ProgressView(value: 0.5).progressViewStyle(.automatic)).contains { $0.rect.height == 4 })
    }

    @Test func hiddenScrollContentBackgroundShowsWhatIsBehind() {
        let shown = ViewHost(rootView: Form { Text("row") }, size: CGSize(width: 300, height: 200))
        #expect(shown.shapeDrawings.contains { $0.paint == .fill(ListMetrics.groupedBackground.resolved) })
        let hidden = ViewHost(rootView: Form { Text("row") }.scrollContentBackground(.hidden).background(Color.orange), size: CGSize(width: 300, height: 200))
        #expect(!hidden.shapeDrawings.contains { $0.paint == .fill(ListMetrics.groupedBackground.resolved) })
        #expect(hidden.shapeDrawings.contains { $0.paint == .fill(ListMetrics.cardBackground.resolved) }, "the row's card stays")
        expectEqual(hidden.shapeDrawings.first?.paint, .fill(Color.orange.resolved))
    }
}

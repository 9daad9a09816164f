import Testing
@testable import PlaygroundUI

// `containerBackground(_:for: .navigation)` replaces a navigation level's system background, edge
// to edge (docs/semantics.md §27.9); other placements change nothing here.
@MainActor
@Suite struct ContainerBackgroundTests {
    struct Page: View {
        var placement: ContainerBackgroundPlacement
        var body: some View {
            NavigationStack {
                Text("Page")
                    .containerBackground(Color.orange, for: placement)
                    .navigationTitle("Title")
            }
        }
    }

    private func fills(_ h: ViewHost, _ color: Color) -> [CGRect] {
        h.displayList.items.compactMap { item in
            if case .shape(let s) = item, case .fill(let c) = s.paint, c == color.resolved { return s.rect }
            return nil
        }
    }

    @Test func aNavigationBackgroundFillsTheLevel() throws {
        let h = ViewHost(rootView: Page(placement: .navigation), size: CGSize(width: 390, height: 844))
        h.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        h.advance()
        let orange = try #require(fills(h, .orange).first)
        #expect(orange == CGRect(x: 0, y: 0, width: 390, height: 844), "\(orange)")
        // It replaces the system background: no white page is drawn under it.
        #expect(fills(h, Color(UIColor.systemBackground)).allSatisfy { $0.height < 844 })
    }

    @Test func aWidgetBackgroundChangesNothingHere() {
        let h = ViewHost(rootView: Page(placement: .widget), size: CGSize(width: 390, height: 844))
        h.advance()
        #expect(fills(h, .orange).isEmpty)
        #expect(fills(h, Color(UIColor.systemBackground)).contains { $0.height == 844 })
    }
}

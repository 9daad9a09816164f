import Foundation
import Testing
@testable import PlaygroundUI

/// `ContentUnavailableView` (docs/semantics.md §20.9): the parts, their order and fonts, and the
/// search variant's query.
@MainActor
struct ContentUnavailableViewTests {
    private func host<V: View>(_ v: V) -> ViewHost {
        let h = ViewHost(rootView: v, size: CGSize(width: 390, height: 600))
        h.advance()
        return h
    }
    private func text(_ h: ViewHost, _ s: String) throws -> TextDrawing {
        try #require(h.displayList.items.compactMap { if case .text(let t) = $0, t.string == s { return t } else { return nil } }.first)
    }

    // The icon above the title above the description, centred in the space offered; the title
    // in title 2 bold, the description in subheadline.
    @Test func theIconTitleAndDescriptionStackCentred() throws {
        let h = host(ContentUnavailableView("No Mail", systemImage: "tray.fill", description: Text("New mail appears here.")))
        let title = try text(h, "No Mail"), description = try text(h, "New mail appears here.")
        // The symbol: drawn above the title, centred.
        let icon = try #require(h.shapeDrawings.first { $0.rect.maxY <= title.rect.minY && abs($0.rect.midX - 195) < 1 }).rect
        #expect(title.font.textStyle == .title2 && title.font.size == 22 && title.font.weight == .bold)
        #expect(description.font.textStyle == .subheadline && description.font.size == 15)
        #expect(abs(title.rect.midX - 195) < 0.5 && abs(description.rect.midX - 195) < 0.5)
        #expect(description.rect.minY > title.rect.maxY)
        #expect(icon.height > 30 && title.rect.minY - icon.maxY < 14)
        // Centred vertically: 100 pt more height moves everything down 50.
        let taller = ViewHost(rootView: ContentUnavailableView("No Mail", systemImage: "tray.fill", description: Text("New mail appears here.")),
                              size: CGSize(width: 390, height: 700))
        taller.advance()
        expectEqual(try text(taller, "No Mail").rect.minY - title.rect.minY, 50)
    }

    // Actions go below the description and run.
    @Test func actionsGoBelowTheDescription() throws {
        final class Box { var refreshed = false }
        let box = Box()
        let h = host(ContentUnavailableView {
            Label("Offline", systemImage: "wifi.slash")
        } description: {
            Text("Check your connection.")
        } actions: {
            Button("Try Again") { box.refreshed = true }
        })
        #expect(try text(h, "Try Again").rect.minY > text(h, "Check your connection.").rect.maxY)
        h.tap(onText: "Try Again"); h.advance()
        #expect(box.refreshed)
    }

    // `.search(text:)` names the query; `.search` takes it from the enclosing `searchable`.
    @Test func searchNamesTheQuery() throws {
        #expect(host(ContentUnavailableView.search(text: "xyz")).drawsText("No Results for “xyz”"))
        struct Searching: View {
            @State var query = "abc"
            var body: some View {
                NavigationStack {
                    List { EmptyView() }
                        .overlay { ContentUnavailableView.search }
                        .searchable(text: $query)
                }
            }
        }
        let h = host(Searching())
        #expect(h.drawsText("No Results for “abc”"))
        #expect(h.drawsText("Check the spelling or try a new search."))
        try #require(h.find(label: "Clear text")).tap(); h.advance()
        #expect(h.drawsText("No Results"))
    }
}

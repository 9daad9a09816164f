import Foundation
import Testing
@testable import PlaygroundUI

// docs/semantics.md §23.11: a search in use — `isSearching`, `dismissSearch`, the Cancel button,
// `onSubmit(of: .search)`, `searchSuggestions` with `searchCompletion` — and an `AnyView`'s rows.

private struct Results: View {
    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch
    var body: some View {
        VStack {
            Text(isSearching ? "searching" : "idle")
            Button("stop") { dismissSearch() }
        }
    }
}

private struct Finder: View {
    @State private var query = ""
    @State private var submitted = "-"
    var body: some View {
        VStack {
            Text("submitted \(submitted)")
            Text("query \(query)")
            Results()
        }
        .searchable(text: $query, prompt: "Find")
        .searchSuggestions {
            if query.isEmpty {
                Text("Suggest apple").searchCompletion("apple")
                Text("Suggest pear").searchCompletion("pear")
            }
        }
        .onSubmit(of: .search) { submitted = query }
    }
}

@MainActor
struct SearchSessionTests {
    private func field(_ h: ViewHost) throws -> CGRect {
        try #require(h.shapeDrawings.first { $0.paint == .fill(Color(118, 118, 128, 0.12).resolved) }?.rect)
    }

    /// A `Finder` whose search field has been tapped.
    private func searching() throws -> ViewHost {
        let h = ViewHost(rootView: Finder(), size: CGSize(width: 390, height: 600))
        h.advance()
        let f = try field(h)
        h.tap(at: CGPoint(x: f.midX, y: f.midY))
        h.advance()
        return h
    }

    // Focusing the field starts the search: `isSearching` turns true and a Cancel button takes
    // room beside the field; Cancel empties the field and ends it.
    @Test func cancelEndsTheSearch() throws {
        let h = ViewHost(rootView: Finder(), size: CGSize(width: 390, height: 600))
        h.advance()
        #expect(h.exists(text: "idle") && !h.exists(text: "Cancel"))
        let before = try field(h)
        h.tap(at: CGPoint(x: before.midX, y: before.midY))
        h.advance()
        #expect(h.exists(text: "searching") && h.exists(text: "Cancel"))
        #expect(try field(h).width < before.width)
        h.typeText("pe")
        h.advance()
        #expect(h.tap(onText: "Cancel"))
        h.advance()
        let after = try field(h)
        #expect(h.exists(text: "idle") && !h.exists(text: "Cancel") && after.width == before.width)
        #expect(h.exists(text: "query "))
    }

    // `dismissSearch` from a view inside ends the search the same way.
    @Test func dismissSearchFromInside() throws {
        let h = try searching()
        h.typeText("x")
        h.advance()
        #expect(h.exists(text: "searching"))
        #expect(h.tap(onText: "stop"))
        h.advance()
        #expect(h.exists(text: "idle") && h.exists(text: "query "))
    }

    // Return in the search field runs `onSubmit(of: .search)` with the query.
    @Test func returnSubmitsTheSearch() throws {
        let h = try searching()
        h.typeText("kiwi")
        _ = h.handleKey("return")
        h.advance()
        #expect(h.exists(text: "submitted kiwi"))
    }

    // Suggestions show, a row each, while the field is in use; one tapped puts its completion in
    // the field, and they go.
    @Test func aSuggestionCompletesTheQuery() throws {
        let h = ViewHost(rootView: Finder(), size: CGSize(width: 390, height: 600))
        h.advance()
        #expect(!h.exists(text: "Suggest apple"))
        let f = try field(h)
        h.tap(at: CGPoint(x: f.midX, y: f.midY))
        h.advance()
        let apple = try #require(h.frame(ofText: "Suggest apple")), pear = try #require(h.frame(ofText: "Suggest pear"))
        #expect(pear.minY - apple.minY >= 44, "one row each: \(apple) \(pear)")
        #expect(h.tap(onText: "Suggest pear"))
        h.advance()
        #expect(h.exists(text: "query pear") && !h.exists(text: "Suggest apple") && !h.exists(text: "Suggest pear"))
    }

    // An `AnyView` in a list gives its content's rows (a `ForEach` a row each), as in a stack.
    @Test func anAnyViewsRowsAreTheListsRows() throws {
        let h = ViewHost(rootView: List { AnyView(ForEach(["one", "two"], id: \.self) { Text($0) }) }, size: CGSize(width: 390, height: 400))
        h.advance()
        let one = try #require(h.frame(ofText: "one")), two = try #require(h.frame(ofText: "two"))
        #expect(two.minY - one.minY >= 44, "\(one) \(two)")
    }
    /// Search scopes (iOS 16, §23.11): a segmented control of the tagged scopes under the field,
    /// from the search's start with `.onSearchPresentation`, writing the scope chosen; gone when
    /// the search ends. With `.automatic` (iOS's `.onTextEntry`) they wait for something typed.
    @Test func scopesShowWhileSearchingAndWriteTheScope() throws {
        enum Kind: String, CaseIterable { case all, fruit, vegetable }
        struct Market: View {
            let activation: SearchScopeActivation
            @State private var query = ""
            @State private var kind = Kind.all
            var body: some View {
                Text("scope \(kind.rawValue)")
                    .searchable(text: $query)
                    .searchScopes($kind, activation: activation) {
                        ForEach(Kind.allCases, id: \.self) { Text($0.rawValue.capitalized) }
                    }
            }
        }
        let h = ViewHost(rootView: Market(activation: .onSearchPresentation), size: CGSize(width: 390, height: 600))
        h.advance()
        #expect(!h.exists(text: "Fruit"), "no scopes before the search")
        let f = try field(h)
        h.tap(at: CGPoint(x: f.midX, y: f.midY))
        h.advance()
        let fruit = try #require(h.frame(ofText: "Fruit"))
        #expect(fruit.minY > (try field(h)).maxY, "under the field")
        #expect(h.frame(ofText: "All")!.midX < fruit.midX && fruit.midX < h.frame(ofText: "Vegetable")!.midX)
        h.tap(at: CGPoint(x: fruit.midX, y: fruit.midY))
        h.advance()
        #expect(h.exists(text: "scope fruit"))
        try #require(h.find(text: "Cancel")).tap()
        h.advance()
        #expect(!h.exists(text: "Fruit") && h.exists(text: "scope fruit"), "the scope stays chosen")

        let typed = ViewHost(rootView: Market(activation: .automatic), size: CGSize(width: 390, height: 600))
        typed.advance()
        let g = try field(typed)
        typed.tap(at: CGPoint(x: g.midX, y: g.midY))
        typed.advance()
        #expect(!typed.exists(text: "Fruit"), "nothing typed yet")
        typed.typeText("ap")
        typed.advance()
        #expect(typed.exists(text: "Fruit"))
    }
    /// A search in use hides the navigation bar (iOS: "a toolbar may hide parts of its content
    /// when presenting search"; UIKit's search controller hides the navigation bar by default),
    /// and the field takes its place; the bar comes back when the search ends, and stays with
    /// `.searchPresentationToolbarBehavior(.avoidHidingContent)` (iOS 17.1).
    @Test func aSearchInUseHidesTheNavigationBar() throws {
        struct Market: View {
            let keepsBar: Bool
            @State private var query = ""
            var body: some View {
                NavigationStack {
                    List { Text("Apple"); Text("Leek") }
                        .navigationTitle("Market")
                        .searchable(text: $query)
                        .searchPresentationToolbarBehavior(keepsBar ? .avoidHidingContent : .automatic)
                }
            }
        }
        let h = ViewHost(rootView: Market(keepsBar: false), size: CGSize(width: 390, height: 600))
        h.advance()
        #expect(h.exists(text: "Market"))
        let before = try field(h)
        h.tap(at: CGPoint(x: before.midX, y: before.midY))
        h.advance(seconds: 1)
        let during = try field(h)
        #expect(!h.exists(text: "Market"), "the bar and its title hide")
        #expect(during.minY < before.minY - 40, "the field moves up into the bar's place: \(before.minY) → \(during.minY)")
        try #require(h.find(text: "Cancel")).tap()
        h.advance(seconds: 1)
        let after = try field(h)
        #expect(h.exists(text: "Market") && abs(after.minY - before.minY) < 0.5, "back when the search ends")

        let kept = ViewHost(rootView: Market(keepsBar: true), size: CGSize(width: 390, height: 600))
        kept.advance()
        let f = try field(kept)
        kept.tap(at: CGPoint(x: f.midX, y: f.midY))
        kept.advance(seconds: 1)
        let stays = try field(kept)
        #expect(kept.exists(text: "Cancel") && kept.exists(text: "Market") && abs(stays.minY - f.minY) < 0.5)
    }
}

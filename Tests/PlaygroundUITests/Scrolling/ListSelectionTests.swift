import Foundation
import Testing
@testable import PlaygroundUI

// Selecting list rows (docs/semantics.md §14.13): single and multiple selection, tags and
// ForEach ids, edit mode's check circles, the selected row's fill, links in selectable lists.

private let fruits = ["Apple", "Banana", "Cherry"]

/// One row at most, by the ForEach's ids; the selection shown under the list.
private struct SingleFruit: View {
    @State var selection: String?
    var body: some View {
        VStack(spacing: 0) {
            List(fruits, id: \.self, selection: $selection) { Text($0) }
            Text("picked \(selection ?? "none")")
        }
    }
}

/// Several rows, with an Edit button.
private struct ManyFruits: View {
    @State var selection = Set<String>()
    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                List(selection: $selection) {
                    ForEach(fruits, id: \.self) { Text($0) }
                }
                Text("picked \(selection.sorted().joined(separator: ","))")
            }
            .navigationTitle("Fruit")
            .toolbar { EditButton() }
        }
    }
}

@MainActor
@Suite struct ListSelectionTests {
    private func host<V: View>(_ v: V) -> ViewHost {
        let h = ViewHost(rootView: v, size: CGSize(width: 390, height: 700))
        h.printsWarnings = false
        return h
    }
    /// The fills of `color` drawn over the row showing `text`.
    private func fills(_ h: ViewHost, _ color: Color, over text: String) -> [CGRect] {
        guard let row = h.frame(ofText: text) else { return [] }
        return h.shapeDrawings.filter { $0.paint == .fill(color.resolved) && $0.rect.minY <= row.minY && $0.rect.maxY >= row.maxY }
            .map(\.rect)
    }

    /// §14.13: a tap on a row selects it (iOS 16 and later: outside edit mode too); another tap
    /// moves the selection; the selected row's card is filled with systemGray4 (209, 209, 214).
    @Test func tapSelectsOneRowAndFillsIt() throws {
        let h = host(SingleFruit())
        #expect(h.frame(ofText: "picked none") != nil)
        #expect(fills(h, ListSelectionMetrics.fill, over: "Banana").isEmpty)
        #expect(h.tap(onText: "Banana"))
        h.advance()
        #expect(h.frame(ofText: "picked Banana") != nil)
        let fill = try #require(fills(h, ListSelectionMetrics.fill, over: "Banana").first)
        // The inset-grouped card: 16 pt in from each side of the 390-pt list, the row's 44 pt.
        #expect(fill.minX == 16 && fill.width == 358 && fill.height == 44, "\(fill)")
        expectEqual(ListSelectionMetrics.fill.resolved, Color(209, 209, 214).resolved)
        // A tap anywhere in the row's card selects it, not only on its text.
        let cherry = try #require(h.frame(ofText: "Cherry"))
        h.tap(at: CGPoint(x: 300, y: cherry.midY))
        h.advance()
        #expect(h.frame(ofText: "picked Cherry") != nil)
        #expect(fills(h, ListSelectionMetrics.fill, over: "Banana").isEmpty)
        expectEqual(fills(h, ListSelectionMetrics.fill, over: "Cherry").count, 1)
    }

    /// §14.13: outside edit mode a multiple-selection list selects the tapped row alone; in edit
    /// mode each row shows a check circle, the content moves 38 pt right (22-pt circle, 16-pt
    /// gap), and taps add and remove rows.
    @Test func multipleSelectionTogglesInEditMode() throws {
        let h = host(ManyFruits())
        #expect(h.tap(onText: "Apple"))
        h.advance()
        #expect(h.tap(onText: "Cherry"))
        h.advance()
        #expect(h.frame(ofText: "picked Cherry") != nil, "outside edit mode a tap selects that row alone")
        let before = try #require(h.frame(ofText: "Apple"))
        #expect(h.accessibilityElement(label: "Not selected") == nil, "no circles outside edit mode")
        #expect(h.tap(onText: "Edit"))
        h.advance(seconds: 1)
        let editing = try #require(h.frame(ofText: "Apple"))
        #expect(abs(editing.minX - before.minX - 38) < 0.5, "\(before.minX) → \(editing.minX)")
        let circles = h.accessibilityElements.flatMap(\.flattened).filter { $0.label == "Selected" || $0.label == "Not selected" }
        expectEqual(circles.count, 3)
        #expect(circles.filter { $0.label == "Selected" }.count == 1, "Cherry stays selected")
        #expect(h.tap(onText: "Apple"))
        h.advance()
        #expect(h.frame(ofText: "picked Apple,Cherry") != nil)
        #expect(h.tap(onText: "Cherry"))
        h.advance()
        #expect(h.frame(ofText: "picked Apple") != nil)
        // Tapping the circle itself toggles too.
        let banana = try #require(h.frame(ofText: "Banana"))
        h.tap(at: CGPoint(x: banana.minX - 16 - 11, y: banana.midY))
        h.advance()
        #expect(h.frame(ofText: "picked Apple,Banana") != nil)
        #expect(h.tap(onText: "Done"))
        h.advance(seconds: 1)
        expectEqual(h.frame(ofText: "Apple")?.minX, before.minX)
        #expect(h.frame(ofText: "picked Apple,Banana") != nil, "leaving edit mode keeps the selection")
    }

    private struct Tagged: View {
        @State var selection: Int?
        var body: some View {
            VStack(spacing: 0) {
                List(selection: $selection) {
                    Text("One").tag(1)
                    Text("Two").tag(2)
                    Text("Untagged")
                    Text("Wrong type").tag("three")
                }
                Text("picked \(selection.map(String.init) ?? "none")")
            }
        }
    }

    private struct Locked: View {
        @State var selection: Int?
        var body: some View {
            VStack(spacing: 0) {
                List(selection: $selection) {
                    Text("Open").tag(1)
                    Text("Locked").tag(2).selectionDisabled()
                }
                Text("picked \(selection.map(String.init) ?? "none")")
            }
        }
    }

    /// §14.13: `selectionDisabled()` (iOS 17) keeps a tap from selecting its row.
    @Test func aRowWithSelectionDisabledIsNotSelectedByATap() {
        let h = host(Locked())
        h.tap(onText: "Locked")
        h.advance()
        #expect(h.frame(ofText: "picked none") != nil)
        h.tap(onText: "Open")
        h.advance()
        #expect(h.frame(ofText: "picked 1") != nil)
    }

    /// §14.13: static rows are selected by their `.tag`; a row without a tag, or with a tag of
    /// another type than the selection's, cannot be selected.
    @Test func staticRowsAreSelectedByTheirTags() {
        let h = host(Tagged())
        h.tap(onText: "Two")
        h.advance()
        #expect(h.frame(ofText: "picked 2") != nil)
        h.tap(onText: "Untagged")
        h.advance()
        h.tap(onText: "Wrong type")
        h.advance()
        #expect(h.frame(ofText: "picked 2") != nil)
        #expect(fills(h, ListSelectionMetrics.fill, over: "Untagged").isEmpty)
    }

    private struct Programmatic: View {
        @State var selection: String? = "Banana"
        var body: some View {
            VStack(spacing: 0) {
                List(fruits, id: \.self, selection: $selection) { Text($0) }
                Button("Clear") { selection = nil }
            }
        }
    }

    /// §14.13: the list follows its binding: a selection set in code is drawn, and clearing it
    /// takes the fill away.
    @Test func theListFollowsTheBinding() {
        let h = host(Programmatic())
        expectEqual(fills(h, ListSelectionMetrics.fill, over: "Banana").count, 1)
        h.tap(onText: "Clear")
        h.advance()
        #expect(fills(h, ListSelectionMetrics.fill, over: "Banana").isEmpty)
    }

    private struct Links: View {
        @State var selection: Int?
        var body: some View {
            NavigationStack {
                VStack(spacing: 0) {
                    List(selection: $selection) {
                        NavigationLink("Seven", value: 7)
                        NavigationLink("Eight", value: 8)
                    }
                    Text("picked \(selection.map(String.init) ?? "none")")
                }
                .navigationDestination(for: Int.self) { Text("pushed \($0)") }
            }
        }
    }

    /// §14.13: in a list whose selection holds the links' value type, a `NavigationLink(value:)`
    /// selects its value (its row is drawn selected) instead of pushing it.
    @Test func valueLinksSelectInASelectableList() {
        let h = host(Links())
        #expect(h.tap(onText: "Eight"))
        h.advance(seconds: 1)
        #expect(h.frame(ofText: "picked 8") != nil)
        expectEqual(h.frame(ofText: "pushed 8"), nil)
        expectEqual(fills(h, ListSelectionMetrics.fill, over: "Eight").count, 1)
    }

    /// §14.13: in the `.sidebar` style the selected row is filled with the accent colour.
    @Test func sidebarSelectionIsTheAccentColour() {
        struct Sidebar: View {
            @State var selection: String? = "Apple"
            var body: some View { List(fruits, id: \.self, selection: $selection) { Text($0) }.listStyle(.sidebar) }
        }
        let h = host(Sidebar())
        expectEqual(fills(h, Color.accentColor, over: "Apple").count, 1)
        #expect(fills(h, ListSelectionMetrics.fill, over: "Apple").isEmpty)
    }

    /// §14.13: a list selecting several rows shows check circles, not delete buttons, in edit
    /// mode, even when its rows can be deleted.
    @Test func checkCirclesReplaceDeleteButtons() {
        struct Deletable: View {
            @State var items = fruits
            @State var selection = Set<String>()
            var body: some View {
                NavigationStack {
                    List(selection: $selection) {
                        ForEach(items, id: \.self) { Text($0) }.onDelete { items.remove(atOffsets: $0) }
                    }
                    .toolbar { EditButton() }
                }
            }
        }
        let h = host(Deletable())
        h.tap(onText: "Edit")
        h.advance(seconds: 1)
        #expect(h.accessibilityElement(label: "Delete") == nil)
        #expect(h.accessibilityElement(label: "Not selected") != nil)
    }

    /// §14.13, §31.5: every view of a ForEach element is tagged with the element's id, so each
    /// row of an element of several views selects that element; a nested ForEach's rows keep
    /// their own ids.
    @Test func rowsOfAnElementOfSeveralViewsSelectTheElement() throws {
        struct Pairs: View {
            @State var selection: String?
            var body: some View {
                VStack(spacing: 0) {
                    List(selection: $selection) {
                        ForEach(["a", "b"], id: \.self) { s in
                            Text("title \(s)")
                            Text("detail \(s)")
                            ForEach(["\(s)1"], id: \.self) { Text("inner \($0)") }
                        }
                    }
                    Text("picked \(selection ?? "none")")
                }
            }
        }
        let h = host(Pairs())
        #expect(h.tap(onText: "detail b"))
        h.advance()
        #expect(h.exists(text: "picked b"))
        expectEqual(fills(h, ListSelectionMetrics.fill, over: "title b").count, 1)
        expectEqual(fills(h, ListSelectionMetrics.fill, over: "detail b").count, 1)
        #expect(fills(h, ListSelectionMetrics.fill, over: "title a").isEmpty)
        #expect(h.tap(onText: "inner a1"))
        h.advance()
        #expect(h.exists(text: "picked a1"))
        #expect(fills(h, ListSelectionMetrics.fill, over: "detail b").isEmpty)
    }
}

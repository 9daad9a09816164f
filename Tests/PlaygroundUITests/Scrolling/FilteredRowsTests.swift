import Foundation
import Testing
@testable import PlaygroundUI

/// A `ForEach` element whose content is an `if` that is false holds no view, so it is no row of a
/// list or a lazy stack: no height, no card, no separator and no spacing (docs/semantics.md §13).
/// Each filtered list is drawn exactly as the list of the rows it shows.
@MainActor
@Suite struct FilteredRowsTests {
    private func drawing<V: View>(_ v: V) -> (shapes: [ShapeDrawing], texts: [TextDrawing]) {
        let h = ViewHost(rootView: v, size: CGSize(width: 390, height: 600))
        h.advance(frames: 2)
        return (h.shapeDrawings, h.textDrawings)
    }

    private func sameDrawing<A: View, B: View>(_ a: A, _ b: B) -> Bool {
        let x = drawing(a), y = drawing(b)
        return x.shapes == y.shapes && x.texts.map(\.string) == y.texts.map(\.string)
            && x.texts.map(\.rect) == y.texts.map(\.rect)
    }

    // An element in the middle, the last and the first filtered out: the rows left are where
    // a list of only them puts them, the last one shown without a separator under it and with
    // its card's corners rounded, the first shown with its top corners rounded.
    @Test func aListFilteredByAnIfIsTheListOfTheRowsItShows() {
        #expect(sameDrawing(List { ForEach(0..<5) { i in if i % 2 == 0 { Text("Row \(i)") } } },
                            List { Text("Row 0"); Text("Row 2"); Text("Row 4") }))
        #expect(sameDrawing(List { ForEach(0..<4) { i in if i % 2 == 0 { Text("Row \(i)") } } },
                            List { Text("Row 0"); Text("Row 2") }))
        #expect(sameDrawing(List { ForEach(0..<4) { i in if i % 2 == 1 { Text("Row \(i)") } } },
                            List { Text("Row 1"); Text("Row 3") }))
        #expect(sameDrawing(List(0..<6, id: \.self) { i in if i > 3 { Text("Row \(i)") } },
                            List { Text("Row 4"); Text("Row 5") }))
        // In a plain list and in a section of a form too.
        #expect(sameDrawing(List { ForEach(0..<4) { i in if i != 2 { Text("Row \(i)") } } }.listStyle(.plain),
                            List { Text("Row 0"); Text("Row 1"); Text("Row 3") }.listStyle(.plain)))
        #expect(sameDrawing(Form { Section("S") { ForEach(0..<3) { i in if i != 0 { Text("Row \(i)") } } } },
                            Form { Section("S") { Text("Row 1"); Text("Row 2") } }))
        // An `if` showing nothing before a section is no section of its own.
        let hidden = false
        #expect(sameDrawing(List { if hidden { Text("Banner") }; Section { Text("A") }; Section { Text("B") } },
                            List { Section { Text("A") }; Section { Text("B") } }))
    }

    struct Hiding: View {
        @State var hidden = -1
        var body: some View {
            List { ForEach(0..<3) { i in if i != hidden { Text("Row \(i)").onTapGesture { hidden = i } } } }
        }
    }

    // A row that stops holding a view leaves, and the row above it becomes the section's last.
    @Test func aRowThatIsFilteredOutLeavesTheListAsIfItHadNeverBeenThere() {
        let h = ViewHost(rootView: Hiding(), size: CGSize(width: 390, height: 600))
        h.advance(frames: 2)
        #expect(h.tap(onText: "Row 2")); h.advance(frames: 3)
        let after = (h.shapeDrawings, h.textDrawings.map(\.rect))
        let fresh = drawing(List { Text("Row 0"); Text("Row 1") })
        #expect(after.0 == fresh.shapes && after.1 == fresh.texts.map(\.rect))
    }

    struct Counter: View {
        let n: Int
        @State var taps = 0
        var body: some View { Text("Row \(n): \(taps)").onTapGesture { taps += 1 } }
    }
    struct Banner: View {
        let grouped: Bool
        @State var banner = false
        var body: some View {
            let list = List {
                if banner { Text("Banner") }
                ForEach(0..<3) { Counter(n: $0) }
                Text("toggle").onTapGesture { banner.toggle() }
            }
            if grouped { list } else { list.listStyle(.plain) }
        }
    }

    // Rows keep their state when an `if` before their `ForEach` shows or hides its row: the
    // ForEach stands where it stood in the list's content (SwiftUI's identity is structural, §13),
    // whatever the `if` shows.
    @Test func rowsKeepTheirStateWhenAnIfBeforeThemComesAndGoes() {
        for grouped in [true, false] {
            let h = ViewHost(rootView: Banner(grouped: grouped), size: CGSize(width: 390, height: 600))
            h.advance(frames: 2)
            #expect(h.tap(onText: "Row 1: 0")); h.advance(frames: 2)
            #expect(h.tap(onText: "toggle")); h.advance(frames: 2)
            #expect(h.textDrawings.map(\.string).contains("Banner"))
            #expect(h.textDrawings.map(\.string).contains("Row 1: 1"), "grouped \(grouped)")
            #expect(h.tap(onText: "toggle")); h.advance(frames: 2)
            #expect(h.textDrawings.map(\.string).contains("Row 1: 1"), "grouped \(grouped)")
        }
    }

    // A hidden last row shown again makes the row above it a middle row again (the lazy stack
    // marks the section's ends once more in the pass its last empty row fills).
    struct Revealing: View {
        @State var showLast = false
        var body: some View {
            List {
                ForEach(0..<3) { i in
                    if i != 2 || showLast { Text("Row \(i)").onTapGesture { showLast = true } }
                }
            }
        }
    }

    @Test func aRowThatComesBackMakesTheRowAboveItAMiddleRowAgain() {
        let h = ViewHost(rootView: Revealing(), size: CGSize(width: 390, height: 600))
        h.advance(frames: 2)
        #expect(h.tap(onText: "Row 0")); h.advance(frames: 3)
        let fresh = ViewHost(rootView: List { Text("Row 0"); Text("Row 1"); Text("Row 2") }, size: CGSize(width: 390, height: 600))
        fresh.advance(frames: 2)
        expectEqual(h.textDrawings.map(\.rect), fresh.textDrawings.map(\.rect))
        #expect(h.shapeDrawings == fresh.shapeDrawings, "\(h.shapeDrawings.count) vs \(fresh.shapeDrawings.count)")
    }

    // A lazy stack spaces only the rows that hold a view: 30-pt rows 40 apart are 70 pt from
    // top to top, as in a VStack (they were 110 with the empty row's spacing counted).
    @Test func aLazyStackSpacesOnlyTheRowsThatHoldAView() {
        let filtered = ViewHost(rootView: ScrollView {
            LazyVStack(spacing: 40) { ForEach(0..<5) { i in if i % 2 == 0 { Text("Lazy \(i)").frame(height: 30) } } }
        }, size: CGSize(width: 390, height: 600))
        filtered.advance(frames: 2)
        let tops = [0, 2, 4].compactMap { filtered.frame(ofText: "Lazy \($0)")?.minY }
        #expect(tops.count == 3 && abs(tops[1] - tops[0] - 70) < 1e-9 && abs(tops[2] - tops[1] - 70) < 1e-9, "\(tops)")
    }
}

import Foundation
import Testing
@testable import PlaygroundUI

// Outline groups, disclosure groups and section indexes (docs/semantics.md §14.12).

private struct Node: Identifiable {
    let name: String
    var children: [Node]? = nil
    var id: String { name }
}

private let tree = [
    Node(name: "Docs", children: [Node(name: "a.txt"), Node(name: "Photos", children: [Node(name: "p.jpg")])]),
    Node(name: "Empty", children: []),
    Node(name: "c.txt"),
]

@MainActor
@Suite struct OutlineGroupTests {
    private func host<V: View>(_ v: V) -> ViewHost {
        let h = ViewHost(rootView: v, size: CGSize(width: 390, height: 600))
        h.printsWarnings = false
        return h
    }
    /// The disclosure chevrons drawn (the only tinted drawings here), top to bottom.
    private func chevrons(_ h: ViewHost) -> [CGRect] {
        h.shapeDrawings.filter { $0.paint == .fill(Color.accentColor.resolved) }.map(\.rect).sorted { $0.minY < $1.minY }
    }
    /// How many chevrons are drawn turned a quarter (pointing down: expanded).
    private func turned(_ h: ViewHost) -> Int {
        h.displayList.items.filter {
            if case .beginGroup(.transform(let t)) = $0 { return abs(abs(t.m12) - 1) < 1e-6 && abs(t.m11) < 1e-6 }
            return false
        }.count
    }
    private func tap(_ h: ViewHost, _ r: CGRect) {
        h.tap(at: CGPoint(x: r.midX, y: r.midY))
        h.advance(frames: 30)
    }

    // §14.12: a list of tree data shows the roots, each a row; rows whose children are not nil
    // (even empty) have a chevron at the trailing edge; tapping it shows the children as rows
    // below, 10 pt further in per level; tapping again hides them.
    @Test func aListOfATreeExpandsAndCollapsesRows() {
        let h = host(List(tree, children: \.children) { Text($0.name) }.listStyle(.plain))
        #expect(h.frame(ofText: "Docs") != nil && h.frame(ofText: "Empty") != nil && h.frame(ofText: "c.txt") != nil)
        expectEqual(h.frame(ofText: "a.txt"), nil)
        var marks = chevrons(h)
        expectEqual(marks.count, 2)
        // At the trailing edge, inside the 16-pt margin, on the rows of Docs and Empty.
        #expect(marks.allSatisfy { $0.maxX <= 374 && $0.minX > 330 })
        #expect(abs(marks[0].midY - h.frame(ofText: "Docs")!.midY) < 1.5)
        #expect(abs(marks[1].midY - h.frame(ofText: "Empty")!.midY) < 1.5)
        expectEqual(turned(h), 0)

        tap(h, marks[0])
        let docs = h.frame(ofText: "Docs")!, a = h.frame(ofText: "a.txt")!, photos = h.frame(ofText: "Photos")!
        #expect(a.minX == docs.minX + 10 && photos.minX == docs.minX + 10)
        #expect(docs.midY < a.midY && a.midY < photos.midY && photos.midY < h.frame(ofText: "Empty")!.midY)
        #expect(abs(a.midY - docs.midY - 44) < 0.5, "each child a 44-pt row of its own")
        expectEqual(h.frame(ofText: "p.jpg"), nil)
        marks = chevrons(h)
        #expect(marks.count == 3)   // Docs, Photos, Empty
        // The expanded row's chevron is turned a quarter, to point down.
        expectEqual(turned(h), 1)

        tap(h, marks[1])   // Photos
        expectEqual(h.frame(ofText: "p.jpg")!.minX, docs.minX + 20)

        tap(h, chevrons(h)[0])   // Docs again: its whole subtree goes
        #expect(h.frame(ofText: "a.txt") == nil && h.frame(ofText: "p.jpg") == nil)
        expectEqual(chevrons(h).count, 2)
    }

    // §14.12: `List(_:id:children:)` and an `OutlineGroup` among a list's other rows work alike.
    @Test func anOutlineGroupAmongOtherRows() {
        let h = host(List {
            Text("Header row")
            OutlineGroup(tree, id: \.name, children: \.children) { Text($0.name) }
        }.listStyle(.plain))
        #expect(abs(h.frame(ofText: "Docs")!.midY - h.frame(ofText: "Header row")!.midY - 44) < 0.5)
        tap(h, chevrons(h)[0])
        expectEqual(h.frame(ofText: "a.txt")!.minX, h.frame(ofText: "Docs")!.minX + 10)
    }

    // §14.12: outside a list an outline group is nested disclosure groups: the label with a
    // chevron at the trailing edge, the children below it when expanded.
    @Test func anOutlineGroupOutsideAList() {
        let h = host(VStack(alignment: .leading) {
            OutlineGroup(tree, children: \.children) { Text($0.name) }
        }.frame(width: 300))
        expectEqual(h.frame(ofText: "a.txt"), nil)
        let label = h.frame(ofText: "Docs")!
        h.tap(at: CGPoint(x: label.midX, y: label.midY))
        h.advance(frames: 30)
        let docs = h.frame(ofText: "Docs")!, a = h.frame(ofText: "a.txt")
        #expect(a != nil)
        #expect(a.map { $0.minY == docs.maxY + 8 } == true, "the children 8 pt below the label")
        expectEqual(turned(h), 1)
    }

    // §14.12: a disclosure group shows its content while expanded; tapping the label changes
    // the `isExpanded` binding.
    @Test func aDisclosureGroupFollowsItsBinding() {
        final class Box { var expanded = false }
        let box = Box()
        let binding = Binding(get: { box.expanded }, set: { box.expanded = $0 })
        let h = host(DisclosureGroup("Advanced", isExpanded: binding) { Text("Inside") }.frame(width: 300))
        expectEqual(h.frame(ofText: "Inside"), nil)
        let label = h.frame(ofText: "Advanced")!
        h.tap(at: CGPoint(x: label.midX, y: label.midY))
        #expect(box.expanded)
        h.invalidate()
        h.advance(frames: 30)
        let inside = h.frame(ofText: "Inside")!
        expectEqual(inside.minY, h.frame(ofText: "Advanced")!.maxY + 8)
        // The chevron at the trailing edge of the 300-pt group.
        #expect(chevrons(h).first.map { $0.maxX <= h.frame(ofText: "Advanced")!.minX + 300 && $0.minX > 260 } == true)
    }

    // §14.12: in a list a disclosure group is rows — its label a row with the chevron, and when
    // expanded each view of its content a row of its own (44 pt, as any row), 10 pt further in
    // than the label; a group inside is a level further. It used to be one row holding a column.
    @Test func aDisclosureGroupInAListIsRows() {
        final class Box { var expanded = true }
        let box = Box()
        let binding = Binding(get: { box.expanded }, set: { box.expanded = $0 })
        let h = host(List {
            DisclosureGroup("Bound", isExpanded: binding) {
                Text("One")
                Text("Two")
                DisclosureGroup("Nested") { Text("Deep") }
            }
            Text("After")
        }.listStyle(.plain))
        let bound = h.frame(ofText: "Bound")!, one = h.frame(ofText: "One")!, two = h.frame(ofText: "Two")!
        let nested = h.frame(ofText: "Nested")!, after = h.frame(ofText: "After")!
        #expect(one.minX == bound.minX + 10 && two.minX == bound.minX + 10 && nested.minX == bound.minX + 10)
        expectEqual(after.minX, bound.minX)
        // One row each, 44 pt apart (a column would put them 8 pt below the label and each other).
        #expect(abs((one.midY - bound.midY) - 44) < 0.5 && abs((two.midY - one.midY) - 44) < 0.5)
        #expect(abs((nested.midY - two.midY) - 44) < 0.5 && abs((after.midY - nested.midY) - 44) < 0.5)
        expectEqual(h.frame(ofText: "Deep"), nil)
        #expect(chevrons(h).count == 2 && turned(h) == 1)

        // The nested group keeps its own expansion: a tap on its row shows its row, 20 pt in.
        tap(h, nested)
        let deep = h.frame(ofText: "Deep")
        #expect(deep.map { $0.minX == bound.minX + 20 && abs(($0.midY - nested.midY) - 44) < 0.5 } == true)
        expectEqual(turned(h), 2)

        // A tap on the bound group's row writes its binding; collapsed, its rows go.
        tap(h, bound)
        #expect(!box.expanded)
        h.invalidate()
        h.advance(frames: 30)
        #expect(h.frame(ofText: "One") == nil && h.frame(ofText: "Deep") == nil)
        #expect(h.frame(ofText: "After").map { abs(($0.midY - bound.midY) - 44) < 0.5 } == true)
    }

    // §14.12: groups without a binding keep their expansion in the list by their place among its
    // groups — not their row's index, which moves when a group before them expands — and in a
    // `ForEach` by the element's id.
    @Test func disclosureGroupsInAListKeepTheirOwnExpansion() {
        struct Screen: View {
            @State var names = ["a", "b", "c"]
            var body: some View {
                List {
                    DisclosureGroup("First") { Text("first child") }
                    DisclosureGroup("Second") { Text("second child") }
                    ForEach(names, id: \.self) { n in
                        DisclosureGroup("Item \(n)") { Text("child \(n)") }
                    }
                    Button("Drop a") { names.removeFirst() }
                }
            }
        }
        let h = host(Screen())
        tap(h, h.frame(ofText: "Second")!)
        #expect(h.frame(ofText: "second child") != nil && h.frame(ofText: "first child") == nil)
        tap(h, h.frame(ofText: "First")!)
        #expect(h.frame(ofText: "first child") != nil && h.frame(ofText: "second child") != nil)
        tap(h, h.frame(ofText: "Item b")!)
        #expect(h.frame(ofText: "child b") != nil && h.frame(ofText: "child a") == nil && h.frame(ofText: "child c") == nil)
        // "a" goes: "b" stays expanded and "c", now where "b" was, stays collapsed.
        tap(h, h.frame(ofText: "Drop a")!)
        expectEqual(h.frame(ofText: "Item a"), nil)
        #expect(h.frame(ofText: "child b") != nil && h.frame(ofText: "child c") == nil)
        // A tap on an expanded group's row collapses it.
        tap(h, h.frame(ofText: "First")!)
        #expect(h.frame(ofText: "first child") == nil && h.frame(ofText: "second child") != nil)
    }

    // §14.12: the rows after a group keep their state when it expands, and do not fade in
    // again: they only move down (the content's rows took their keys and they came in anew).
    @Test func rowsAfterADisclosureGroupKeepTheirStateWhenItExpands() {
        struct Counter: View {
            @State var taps = 0
            var body: some View { Button("Tapped \(taps)") { taps += 1 } }
        }
        let h = host(List {
            DisclosureGroup("Group") { Text("Inside") }
            Counter()
        })
        tap(h, h.frame(ofText: "Tapped 0")!)
        #expect(h.frame(ofText: "Tapped 1") != nil)
        tap(h, h.frame(ofText: "Group")!)
        #expect(h.frame(ofText: "Inside") != nil)
        #expect(h.frame(ofText: "Tapped 1") != nil, "the counter kept its state")
    }

    // §14.12: the sections' `sectionIndexLabel`s are a column along the list's trailing edge, in
    // the tint, centred, with `.visible` and with `.automatic` (the default); `.hidden` or no
    // labels draw none. The labels change nothing else: the rows are where they were.
    @Test func aSectionIndexAlongTheTrailingEdge() {
        let groups = [("A", ["Apple", "Apricot"]), ("B", ["Banana"]), ("C", ["Cherry"])]
        func list(_ visibility: Visibility?, labelled: Bool = true) -> ViewHost {
            let l = List {
                ForEach(groups, id: \.0) { g in
                    Section("Group \(g.0)") { ForEach(g.1, id: \.self) { Text($0) } }
                        .sectionIndexLabel(labelled ? Text(g.0) : nil)
                }
            }
            return host(Group { if let visibility { l.listSectionIndexVisibility(visibility) } else { l } })
        }
        let shown = list(.visible)
        let letters = ["A", "B", "C"].compactMap { shown.frame(ofText: $0) }
        expectEqual(letters.count, 3)
        #expect(letters.allSatisfy { $0.maxX <= 390 && $0.minX >= 375 })
        #expect(letters[0].minY < letters[1].minY && letters[1].minY < letters[2].minY)
        #expect(abs((letters[0].minY + letters[2].maxY) / 2 - 300) <= 1, "centred on the list")
        #expect(shown.textDrawings.filter { ["A", "B", "C"].contains($0.string) }.allSatisfy { $0.color == Color.accentColor.resolved })

        let plain = list(nil, labelled: false), hidden = list(.hidden)
        for h in [plain, hidden] { #expect(h.frame(ofText: "A") == nil) }
        for h in [list(.automatic), list(nil)] { #expect(["A", "B", "C"].map { h.frame(ofText: $0) } == letters) }
        let rows = ["Apple", "Apricot", "Banana", "Cherry"]
        expectEqual(rows.map { shown.frame(ofText: $0) }, rows.map { plain.frame(ofText: $0) })
        #expect(rows.allSatisfy { plain.frame(ofText: $0) != nil })
    }

    // §14.12: a tap on a label scrolls its section's header to the top of the list, in a plain
    // and an inset-grouped list, down and back up; a section without a header scrolls its first
    // row there.
    @Test(arguments: [true, false]) func aTapOnAnIndexLabelScrollsToItsSection(plain: Bool) throws {
        let names = ["A", "B", "C", "D", "E", "F"]
        let l = List {
            ForEach(names, id: \.self) { n in
                Section("GROUP \(n)") { ForEach(0..<6) { Text("\(n) row \($0)") } }
                    .sectionIndexLabel(n)
            }
            Section { ForEach(["x", "y", "z"], id: \.self) { Text("Loose row \($0)") } }.sectionIndexLabel("#")
        }
        let h = host(Group { if plain { l.listStyle(.plain) } else { l } })
        let top = try #require(h.frame(ofText: "GROUP A")).minY
        func tapLabel(_ label: String) throws {
            let letter = try #require(h.frame(ofText: label))
            h.tap(at: CGPoint(x: letter.midX, y: letter.midY))
            h.advance(frames: 3)
        }
        try tapLabel("E")
        let e = try #require(h.frame(ofText: "GROUP E"))
        try tapLabel("B")
        let b = try #require(h.frame(ofText: "GROUP B"))
        // The header's row at the list's top: its text where a header's text sits in its row, the
        // same for both; in the plain list that is where the first header is at rest (in the
        // inset-grouped one the first section starts lower).
        #expect(abs(e.minY - b.minY) < 0.5 && e.minY < 40, "\(e) \(b)")
        if plain { #expect(abs(e.minY - top) < 0.5, "\(e)") }
        try tapLabel("#")
        // The last section: scrolled as far as the list goes, its first row on screen.
        #expect(h.frame(ofText: "Loose row x") != nil && h.frame(ofText: "GROUP A") == nil)
    }

    /// A modifier applied to each element of the list's content (§31) wraps each section's
    /// parts and keeps their index label: the column is drawn as without it.
    @Test func aSectionIndexThroughAModifierOnEachElement() {
        let l = List {
            ForEach(["A", "B"], id: \.self) { g in
                Section("Group \(g)") { Text("row \(g)") }
                    .sectionIndexLabel(Text(g))
            }
            .padding(0)
        }
        let h = host(l.listSectionIndexVisibility(.visible))
        expectEqual(["A", "B"].compactMap { h.frame(ofText: $0) }.count, 2)
        #expect(h.frame(ofText: "row A") != nil && h.frame(ofText: "row B") != nil)
    }

    // §14.12 (Apple, `Section`: "Collapsible sections"): a section made with an `isExpanded`
    // binding shows its rows while the binding is true. In a sidebar list its header has the
    // disclosure chevron and a tap on it writes the binding; the sections after it move up.
    @Test func aCollapsibleSectionInASidebarList() {
        final class Box { var fruit = true; var veg = false }
        let box = Box()
        let fruit = Binding(get: { box.fruit }, set: { box.fruit = $0 })
        let veg = Binding(get: { box.veg }, set: { box.veg = $0 })
        let h = host(List {
            Section("Fruit", isExpanded: fruit) { Text("Apple"); Text("Pear") }
            Section("Veg", isExpanded: veg) { Text("Carrot") }
            Section("Other") { Text("Bread") }
        }.listStyle(.sidebar))
        #expect(h.frame(ofText: "Apple") != nil && h.frame(ofText: "Pear") != nil)
        expectEqual(h.frame(ofText: "Carrot"), nil)
        #expect(chevrons(h).count == 2 && turned(h) == 1)
        let breadBefore = h.frame(ofText: "Bread")!
        let vegHeader = h.frame(ofText: "VEG")!
        tap(h, vegHeader)
        #expect(box.veg)
        h.invalidate()
        h.advance(frames: 30)
        let carrot = h.frame(ofText: "Carrot")
        #expect(carrot.map { $0.minY > vegHeader.maxY } == true)
        expectEqual(turned(h), 2)
        // One 44-pt row more above "Bread".
        #expect(h.frame(ofText: "Bread").map { abs(($0.minY - breadBefore.minY) - 44) < 0.5 } == true)
        // Collapsed by the program: the rows go.
        box.fruit = false
        h.invalidate()
        h.advance(frames: 30)
        #expect(h.frame(ofText: "Apple") == nil && h.frame(ofText: "Pear") == nil && h.frame(ofText: "Carrot") != nil)
    }

    // §14.12: outside a sidebar list nothing draws a control ("Not all contexts provide a
    // default control"), but the binding still collapses the section.
    @Test func aCollapsibleSectionElsewhereFollowsItsBindingWithoutAChevron() {
        let h = host(List {
            Section("Hidden", isExpanded: .constant(false)) { Text("Secret") }
            Section(isExpanded: .constant(true)) { Text("Shown") } header: { Text("Open") }
        })
        #expect(h.frame(ofText: "Secret") == nil && h.frame(ofText: "Shown") != nil)
        #expect(h.frame(ofText: "HIDDEN") != nil && chevrons(h).isEmpty)
        let outside = host(VStack {
            Section("Loose", isExpanded: .constant(false)) { Text("Inner") }
        })
        #expect(outside.frame(ofText: "Loose") != nil && outside.frame(ofText: "Inner") == nil)
    }
}

import Foundation
import Testing
@testable import PlaygroundUI

// Editing lists (docs/semantics.md §14.11): the collection methods, EditButton and edit mode,
// onDelete's buttons.

private struct Fruits: View {
    @State var items = ["Apple", "Banana", "Cherry"]
    var body: some View {
        NavigationStack {
            List {
                ForEach(items, id: \.self) { Text($0) }
                    .onDelete { items.remove(atOffsets: $0) }
                    .onMove { items.move(fromOffsets: $0, toOffset: $1) }
            }
            .navigationTitle("Fruit")
            .toolbar { EditButton() }
        }
    }
}

@MainActor
@Suite struct ListEditingTests {
    /// Apple's examples for `move(fromOffsets:toOffset:)`: the destination is an offset in the
    /// collection before the move.
    @Test func removeAndMoveByOffsets() {
        var a = ["a", "b", "c", "d", "e"]
        a.remove(atOffsets: IndexSet([1, 3]))
        #expect(a == ["a", "c", "e"])
        var m = ["a", "b", "c", "d", "e"]
        m.move(fromOffsets: IndexSet(integer: 0), toOffset: 3)
        #expect(m == ["b", "c", "a", "d", "e"])
        m = ["a", "b", "c", "d", "e"]
        m.move(fromOffsets: IndexSet([3, 4]), toOffset: 1)
        #expect(m == ["a", "d", "e", "b", "c"])
        m = ["a", "b", "c"]
        m.move(fromOffsets: IndexSet(integer: 0), toOffset: 3)
        #expect(m == ["b", "c", "a"])
        var n = [1, 2, 3]
        n.remove(atOffsets: IndexSet())
        n.move(fromOffsets: IndexSet(integer: 7), toOffset: 0)
        #expect(n == [1, 2, 3], "no offsets, or offsets past the end, change nothing")
    }

    @Test func editButtonShowsDeleteButtonsThatDelete() throws {
        let h = ViewHost(rootView: Fruits(), size: CGSize(width: 390, height: 844))
        h.printsWarnings = false
        #expect(h.frame(ofText: "Edit") != nil && h.frame(ofText: "Done") == nil)
        let before = try #require(h.frame(ofText: "Banana"))
        #expect(h.tap(onText: "Edit"))
        h.advance(frames: 30)
        #expect(h.frame(ofText: "Done") != nil, "the button says Done while editing")
        let editing = try #require(h.frame(ofText: "Banana"))
        #expect(editing.minX > before.minX + 30, "rows make room for their delete buttons: \(before) → \(editing)")
        // The delete button of the second row: left of its text, on its line.
        h.tap(at: CGPoint(x: editing.minX - 16 - 8, y: editing.midY))
        h.advance(frames: 30)
        #expect(h.frame(ofText: "Banana") == nil, "the row is gone")
        #expect(h.frame(ofText: "Apple") != nil && h.frame(ofText: "Cherry") != nil)
        #expect(h.tap(onText: "Done"))
        h.advance(frames: 30)
        #expect(h.frame(ofText: "Edit") != nil)
        #expect(h.frame(ofText: "Apple")?.minX == before.minX, "the rows' content is back in place")
    }
}

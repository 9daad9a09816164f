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
        expectEqual(a, ["a", "c", "e"])
        var m = ["a", "b", "c", "d", "e"]
        m.move(fromOffsets: IndexSet(integer: 0), toOffset: 3)
        expectEqual(m, ["b", "c", "a", "d", "e"])
        m = ["a", "b", "c", "d", "e"]
        m.move(fromOffsets: IndexSet([3, 4]), toOffset: 1)
        expectEqual(m, ["a", "d", "e", "b", "c"])
        m = ["a", "b", "c"]
        m.move(fromOffsets: IndexSet(integer: 0), toOffset: 3)
        expectEqual(m, ["b", "c", "a"])
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

    /// §14.11, §31.5: a `ForEach` element of several views is several rows, and `onDelete`
    /// counts elements, not rows: deleting the fourth row (the second element's detail) deletes
    /// the second element (it passed offset 3, past the end of a two-element array).
    @Test func deletingARowOfAnElementOfSeveralViewsDeletesTheElement() throws {
        struct Notes: View {
            @State var items = ["one", "two"]
            var body: some View {
                NavigationStack {
                    List {
                        ForEach(items, id: \.self) { item in
                            Text("title \(item)")
                            Text("detail \(item)")
                        }
                        .onDelete { items.remove(atOffsets: $0) }
                    }
                    .toolbar { EditButton() }
                }
            }
        }
        let h = ViewHost(rootView: Notes(), size: CGSize(width: 390, height: 844))
        h.printsWarnings = false
        #expect(h.tap(onText: "Edit"))
        h.advance(frames: 30)
        let detail = try #require(h.frame(ofText: "detail two"))
        h.tap(at: CGPoint(x: detail.minX - 16 - 8, y: detail.midY))
        h.advance(frames: 30)
        #expect(h.frame(ofText: "title two") == nil && h.frame(ofText: "detail two") == nil)
        #expect(h.frame(ofText: "title one") != nil && h.frame(ofText: "detail one") != nil)
    }

    /// §14.11: in edit mode a row with `onMove` shows a reorder grip at its trailing edge;
    /// dragging it two rows down and dropping it reports the move as `move(fromOffsets:toOffset:)`
    /// takes it (offset 0 to before offset 3).
    @Test func dragTheReorderGripToMoveARow() throws {
        let h = ViewHost(rootView: Fruits(), size: CGSize(width: 390, height: 844))
        h.printsWarnings = false
        #expect(h.tap(onText: "Edit"))
        h.advance(frames: 30)
        let apple = try #require(h.frame(ofText: "Apple")), banana = try #require(h.frame(ofText: "Banana"))
        let pitch = banana.midY - apple.midY
        #expect(abs(pitch - 44) < 1, "legacy rows are 44 pt apart: \(pitch)")
        // The grip: at the row's trailing edge, 16 pt in from the card's side, on the row's line.
        let grip = CGPoint(x: 390 - 16 - 16 - 8, y: apple.midY)
        h.press(at: grip); h.advance()
        h.move(to: CGPoint(x: grip.x, y: grip.y + pitch)); h.advance()
        let midway = try #require(h.frame(ofText: "Apple"))
        #expect(abs(midway.midY - (apple.midY + pitch)) < 1, "the row follows the finger: \(midway)")
        h.move(to: CGPoint(x: grip.x, y: grip.y + 2 * pitch + 5)); h.advance()
        h.release(at: CGPoint(x: grip.x, y: grip.y + 2 * pitch + 5)); h.advance(frames: 30)
        let order = try ["Apple", "Banana", "Cherry"].map { try #require(h.frame(ofText: $0)).midY }
        #expect(order[1] < order[2] && order[2] < order[0], "Banana, Cherry, Apple: \(order)")
        // A short drag (less than half a row) moves nothing.
        let cherry = try #require(h.frame(ofText: "Cherry"))
        let grip2 = CGPoint(x: grip.x, y: cherry.midY)
        h.press(at: grip2); h.advance()
        h.move(to: CGPoint(x: grip2.x, y: grip2.y - 15)); h.advance()
        h.release(at: CGPoint(x: grip2.x, y: grip2.y - 15)); h.advance(frames: 30)
        expectEqual(h.frame(ofText: "Cherry")?.midY, cherry.midY)
        // Outside edit mode there is no grip: a drag there scrolls or does nothing.
        #expect(h.tap(onText: "Done")); h.advance(frames: 30)
        #expect(_EditableRow.target(offset: 0, count: 3, dy: 10 * pitch, pitch: pitch) == 2, "clamped to the last row")
        expectEqual(_EditableRow.target(offset: 2, count: 3, dy: -10 * pitch, pitch: pitch), 0)
    }

    /// §14.11: `List($items, editActions: .all) { $item in … }` (iOS 16) deletes and moves the
    /// bound collection's elements itself, each row given a binding to its element; with `.move`
    /// alone the rows have grips and no delete buttons. It did not compile.
    @Test func editActionsEditTheBoundCollection() throws {
        struct Fruit: Identifiable { let id: Int; var name: String }
        struct Basket: View {
            let actions: EditActions<[Fruit]>
            @State var items = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Banana"), Fruit(id: 3, name: "Cherry")]
            var body: some View {
                NavigationStack {
                    List($items, editActions: actions) { $fruit in
                        Text(fruit.name).onTapGesture { fruit.name += "!" }
                    }
                    .toolbar { EditButton() }
                }
            }
        }
        let h = ViewHost(rootView: Basket(actions: .all), size: CGSize(width: 390, height: 844))
        h.printsWarnings = false
        #expect(h.tap(onText: "Cherry")); h.advance()
        #expect(h.frame(ofText: "Cherry!") != nil, "the row's binding writes its element")
        let before = try #require(h.frame(ofText: "Banana"))
        #expect(h.tap(onText: "Edit")); h.advance(frames: 30)
        let apple = try #require(h.frame(ofText: "Apple")), banana = try #require(h.frame(ofText: "Banana"))
        #expect(banana.minX > before.minX + 30, "room for the delete buttons")
        // Move Apple below Banana by its grip, then delete Banana.
        let grip = CGPoint(x: 390 - 16 - 16 - 8, y: apple.midY), pitch = banana.midY - apple.midY
        h.press(at: grip); h.advance()
        h.move(to: CGPoint(x: grip.x, y: grip.y + pitch + 5)); h.advance()
        h.release(at: CGPoint(x: grip.x, y: grip.y + pitch + 5)); h.advance(frames: 30)
        let moved = try ["Apple", "Banana"].map { try #require(h.frame(ofText: $0)).midY }
        #expect(moved[1] < moved[0], "Banana, Apple: \(moved)")
        let b = try #require(h.frame(ofText: "Banana"))
        h.tap(at: CGPoint(x: b.minX - 16 - 8, y: b.midY)); h.advance(frames: 30)
        #expect(h.frame(ofText: "Banana") == nil && h.frame(ofText: "Apple") != nil && h.frame(ofText: "Cherry!") != nil)

        // Move only: no room for delete buttons in edit mode.
        let m = ViewHost(rootView: Basket(actions: .move), size: CGSize(width: 390, height: 844))
        m.printsWarnings = false
        let plain = try #require(m.frame(ofText: "Banana"))
        #expect(m.tap(onText: "Edit")); m.advance(frames: 30)
        #expect(m.frame(ofText: "Banana")?.minX == plain.minX, "no delete buttons")
    }

    /// §14.11: `ForEach($items, id:, editActions:)` in a `List` (iOS 16), beside a plain row,
    /// deletes the bound elements itself (the plain row gets no delete button), and
    /// `List($items, editActions:, selection:)` selects rows by their ids. Neither compiled (4 of
    /// 10 published uses of edit actions found in a sample were the `ForEach` form, 3 had a
    /// selection).
    @Test func forEachEditActionsAndListSelection() throws {
        struct Supplies: View {
            @State var things = ["Pen", "Ink", "Paper"]
            var body: some View {
                NavigationStack {
                    List {
                        Text("Header row")
                        ForEach($things, id: \.self, editActions: .delete) { $thing in Text(thing) }
                    }
                    .toolbar { EditButton() }
                }
            }
        }
        let h = ViewHost(rootView: Supplies(), size: CGSize(width: 390, height: 844))
        h.printsWarnings = false
        let plainBefore = try #require(h.frame(ofText: "Header row")), inkBefore = try #require(h.frame(ofText: "Ink"))
        #expect(h.tap(onText: "Edit")); h.advance(frames: 30)
        let plain = try #require(h.frame(ofText: "Header row")), ink = try #require(h.frame(ofText: "Ink"))
        #expect(ink.minX > inkBefore.minX + 30, "room for the delete buttons")
        #expect(plain.minX == plainBefore.minX, "a row outside the ForEach has no delete button")
        h.tap(at: CGPoint(x: ink.minX - 16 - 8, y: ink.midY)); h.advance(frames: 30)
        #expect(h.frame(ofText: "Ink") == nil && h.frame(ofText: "Pen") != nil && h.frame(ofText: "Paper") != nil)

        struct Fruit: Identifiable { let id: Int; var name: String }
        struct Picked: View {
            @State var fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Banana")]
            @State var picked: Int?
            var body: some View {
                VStack {
                    List($fruits, editActions: .all, selection: $picked) { $fruit in Text(fruit.name) }
                    Text("picked \(picked ?? 0)")
                }
            }
        }
        let p = ViewHost(rootView: Picked(), size: CGSize(width: 390, height: 844))
        p.printsWarnings = false
        #expect(p.tap(onText: "Banana")); p.advance()
        #expect(p.frame(ofText: "picked 2") != nil)
    }

    /// §14.11: `deleteDisabled(true)` on a row takes away its swipe to delete and, in edit mode,
    /// its delete button; `moveDisabled(true)` its reorder grip. The other rows keep theirs, and
    /// the row is drawn and appears once (the trait arrives without a second first appearance).
    @Test func disabledRowsKeepTheirPlace() throws {
        struct Locked: View {
            @State var items = ["Apple", "Banana", "Cherry"]
            @State var appeared = 0
            var body: some View {
                NavigationStack {
                    VStack {
                        List {
                            ForEach(items, id: \.self) { item in
                                Text(item)
                                    .onAppear { if item == "Banana" { appeared += 1 } }
                                    .deleteDisabled(item == "Banana")
                                    .moveDisabled(item == "Banana")
                            }
                            .onDelete { items.remove(atOffsets: $0) }
                            .onMove { items.move(fromOffsets: $0, toOffset: $1) }
                        }
                        Text("appeared \(appeared)")
                    }
                    .toolbar { EditButton() }
                }
            }
        }
        let h = ViewHost(rootView: Locked(), size: CGSize(width: 390, height: 844))
        h.printsWarnings = false
        h.advance(frames: 2)
        #expect(h.exists(text: "appeared 1"), "Banana appeared once")
        let banana = try #require(h.frame(ofText: "Banana"))
        // A full swipe (past half the row) on Banana deletes nothing and does not move the row.
        func swipe(_ y: CGFloat) {
            h.press(at: CGPoint(x: 350, y: y)); h.advance()
            for k in 1...10 { h.move(to: CGPoint(x: 350 - 30 * CGFloat(k), y: y)); h.advance() }
            h.release(at: CGPoint(x: 50, y: y)); h.advance(seconds: 1)
        }
        h.press(at: CGPoint(x: 350, y: banana.midY)); h.advance()
        for k in 1...5 { h.move(to: CGPoint(x: 350 - 30 * CGFloat(k), y: banana.midY)); h.advance() }
        #expect(h.presentedFrame(ofText: "Banana")?.minX == banana.minX, "the row does not slide")
        h.release(at: CGPoint(x: 200, y: banana.midY)); h.advance(seconds: 1)
        swipe(banana.midY)
        #expect(h.exists(text: "Banana"), "a disabled row is not deleted")
        let cherry = try #require(h.frame(ofText: "Cherry"))
        swipe(cherry.midY)
        #expect(!h.exists(text: "Cherry"), "the others still are")
        #expect(h.exists(text: "appeared 1"), "Banana appeared once")
        // Edit mode: Apple has its delete button and grip, Banana neither.
        #expect(h.tap(onText: "Edit"))
        h.advance(frames: 30)
        let apple = try #require(h.frame(ofText: "Apple"))
        let bananaEditing = try #require(h.frame(ofText: "Banana"))
        #expect(apple.minX > banana.minX + 30, "Apple makes room for its delete button: \(apple)")
        h.tap(at: CGPoint(x: bananaEditing.minX - 16 - 8, y: bananaEditing.midY))
        h.advance(frames: 30)
        #expect(h.exists(text: "Banana"), "no delete button before Banana")
        // Banana's grip is not there: a drag where it would be moves nothing (it pulls the list,
        // which springs back).
        let grip = CGPoint(x: 390 - 16 - 16 - 8, y: bananaEditing.midY)
        h.press(at: grip); h.advance()
        h.move(to: CGPoint(x: grip.x, y: grip.y - 44)); h.advance()
        h.release(at: CGPoint(x: grip.x, y: grip.y - 44)); h.advance(seconds: 2)
        let order = try ["Apple", "Banana"].map { try #require(h.frame(ofText: $0)).midY }
        #expect(order[0] < order[1], "Apple still above Banana: \(order)")
        // Apple's grip still moves Apple below Banana.
        let appleNow = try #require(h.frame(ofText: "Apple"))
        let appleGrip = CGPoint(x: grip.x, y: appleNow.midY)
        h.press(at: appleGrip); h.advance()
        h.move(to: CGPoint(x: appleGrip.x, y: appleGrip.y + 44)); h.advance()
        h.release(at: CGPoint(x: appleGrip.x, y: appleGrip.y + 44)); h.advance(frames: 30)
        let moved = try ["Apple", "Banana"].map { try #require(h.frame(ofText: $0)).midY }
        #expect(moved[1] < moved[0], "Banana, Apple: \(moved)")
    }

    /// A row's content is the same view in and out of edit mode: its state stays and it does not
    /// appear again when the delete buttons come (SwiftUI keeps a row's identity; only its
    /// controls come and go, §14.11).
    @Test func editModeKeepsTheRowsState() throws {
        struct Counter: View {
            let name: String
            @Binding var appeared: Int
            @State private var taps = 0
            var body: some View {
                Text("\(name) \(taps)")
                    .onTapGesture { taps += 1 }
                    .onAppear { appeared += 1 }
            }
        }
        struct Rows: View {
            @State var items = ["A", "B"]
            @State var appeared = 0
            var body: some View {
                NavigationStack {
                    VStack {
                        List {
                            ForEach(items, id: \.self) { Counter(name: $0, appeared: $appeared) }
                                .onDelete { items.remove(atOffsets: $0) }
                                .onMove { items.move(fromOffsets: $0, toOffset: $1) }
                        }
                        Text("appeared \(appeared)")
                    }
                    .toolbar { EditButton() }
                }
            }
        }
        let h = ViewHost(rootView: Rows(), size: CGSize(width: 390, height: 844))
        h.printsWarnings = false
        h.advance(frames: 2)
        #expect(h.exists(text: "appeared 2"))
        #expect(h.tap(onText: "A 0")); h.advance(frames: 2)
        #expect(h.exists(text: "A 1"))
        #expect(h.tap(onText: "Edit")); h.advance(seconds: 1)
        #expect(h.exists(text: "A 1"), "the tap count stays in edit mode")
        #expect(h.exists(text: "appeared 2"), "no row appeared again")
        #expect(h.tap(onText: "Done")); h.advance(seconds: 1)
        #expect(h.exists(text: "A 1") && h.exists(text: "appeared 2"))
    }

    /// §14.9, §14.11: a `Button` that is the row's view is the whole row when its content can be
    /// deleted too (the row's edit controls, absent outside edit mode, are no views beside it, and
    /// its swipe's Delete is not the row); the row can still be swiped.
    @Test func aButtonRowOfDeletableContentIsTheWholeRow() throws {
        struct Rows: View {
            @State var items = ["Open"]
            @State var opened = 0
            var body: some View {
                VStack {
                    List {
                        ForEach(items, id: \.self) { item in Button(item) { opened += 1 } }
                            .onDelete { items.remove(atOffsets: $0) }
                    }
                    Text("opened \(opened)")
                }
            }
        }
        let h = ViewHost(rootView: Rows(), size: CGSize(width: 390, height: 600))
        h.printsWarnings = false
        let label = try #require(h.frame(ofText: "Open"))
        h.tap(at: CGPoint(x: 300, y: label.midY)); h.advance()
        #expect(h.exists(text: "opened 1"), "a tap beside the title runs the button")
        // A full swipe from the same place still deletes the row, and runs nothing.
        h.press(at: CGPoint(x: 350, y: label.midY)); h.advance()
        for k in 1...10 { h.move(to: CGPoint(x: 350 - 30 * CGFloat(k), y: label.midY)); h.advance() }
        h.release(at: CGPoint(x: 50, y: label.midY)); h.advance(seconds: 1)
        #expect(!h.exists(text: "Open") && h.exists(text: "opened 1"))
    }

    /// A row's traits stay the row's in edit mode, where the row is its delete button, its
    /// content and its grip side by side: its background and its insets (SwiftUI keeps them on
    /// the cell, §14.11).
    @Test func rowTraitsStayInEditMode() throws {
        struct Rows: View {
            @State var items = ["Apple", "Banana"]
            var body: some View {
                NavigationStack {
                    List {
                        ForEach(items, id: \.self) {
                            Text($0).listRowInsets(EdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 0))
                        }
                        .onDelete { items.remove(atOffsets: $0) }
                        .onMove { items.move(fromOffsets: $0, toOffset: $1) }
                        .listRowBackground(Color.yellow)
                    }
                    .toolbar { EditButton() }
                }
            }
        }
        func yellowFills(_ h: ViewHost) -> Int {
            h.shapeDrawings.filter { $0.paint == .fill(Color.yellow.resolved) }.count
        }
        let h = ViewHost(rootView: Rows(), size: CGSize(width: 390, height: 844))
        h.printsWarnings = false
        h.advance(frames: 2)
        expectEqual(yellowFills(h), 2)
        let before = try #require(h.frame(ofText: "Apple"))
        #expect(h.tap(onText: "Edit")); h.advance(seconds: 1)
        #expect(yellowFills(h) == 2, "the rows keep their background in edit mode")
        // The delete button starts at the row's own leading inset, the title after it.
        let minus = try #require(h.shapeDrawings.first { $0.paint == .fill(Color.red.resolved) }?.rect)
        #expect(abs(minus.minX - before.minX) < 3, "the row's 40-pt leading inset holds in edit mode")
        let after = try #require(h.frame(ofText: "Apple"))
        #expect(after.minX > minus.maxX)
    }
}


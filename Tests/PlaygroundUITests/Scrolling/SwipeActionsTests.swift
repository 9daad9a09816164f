import Foundation
import Testing
@testable import PlaygroundUI

// Swipe actions on list rows (docs/semantics.md §14.14). Action titles are found in the display
// list (`drawnFrames`): every row holds its buttons, drawn only while it is open.

private struct Inbox: View {
    @State var items = ["One", "Two", "Three"]
    @State var log: [String] = []
    var body: some View {
        VStack(spacing: 0) {
            List {
                ForEach(items, id: \.self) { item in
                    Text(item)
                        .swipeActions {
                            Button("Archive") { log.append("archive \(item)") }.tint(.blue)
                            Button("Flag") { log.append("flag \(item)") }
                        }
                        .swipeActions(edge: .leading) {
                            Button("Read") { log.append("read \(item)") }.tint(.green)
                        }
                }
                .onDelete { items.remove(atOffsets: $0) }
            }
            Text("log \(log.joined(separator: ","))")
        }
    }
}

private struct Deletable: View {
    @State var items = ["One", "Two", "Three"]
    var body: some View {
        List {
            ForEach(items, id: \.self) { Text($0) }
                .onDelete { items.remove(atOffsets: $0) }
        }
    }
}

@MainActor
@Suite struct SwipeActionsTests {
    private func host<V: View>(_ v: V) -> ViewHost {
        let h = ViewHost(rootView: v, size: CGSize(width: 390, height: 600))
        h.printsWarnings = false
        return h
    }
    /// A finger drag from `a` to `b` in 10 steps, a frame each, then released.
    private func drag(_ h: ViewHost, from a: CGPoint, to b: CGPoint) {
        h.press(at: a)
        h.advance()
        for k in 1...10 {
            let t = CGFloat(k) / 10
            h.move(to: CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
            h.advance()
        }
        h.release(at: b)
        h.advance(seconds: 1)
    }

    /// §14.14: dragging a row toward the leading edge past half its buttons' width leaves it
    /// open: the row's content moves left by the buttons' width (each at least 74 pt), the first
    /// button nearest the trailing edge; a tap on a button runs it and closes the row.
    @Test func swipeOpensAndAButtonRuns() throws {
        let h = host(Inbox())
        let two = try #require(h.frame(ofText: "Two"))
        drag(h, from: CGPoint(x: 300, y: two.midY), to: CGPoint(x: 200, y: two.midY))
        let open = try #require(h.presentedFrame(ofText: "Two"))
        let archive = try #require(drawnFrames(h, "Archive").first)
        let flag = try #require(drawnFrames(h, "Flag").first)
        #expect(archive.minX > flag.maxX, "Archive, the first, is nearest the edge: \(archive) \(flag)")
        // Each button is its label and 15 pt either side, at least 74 pt; the first ends at the
        // card's trailing edge (374) and the row moved by both.
        let aw = max(74, archive.width + 30), fw = max(74, flag.width + 30)
        #expect(abs(archive.midX - (374 - aw / 2)) < 1, "\(archive)")
        #expect(abs(flag.midX - (374 - aw - fw / 2)) < 1, "\(flag)")
        #expect(abs(open.minX - (two.minX - aw - fw)) < 0.5, "the row moved by the buttons' \(aw + fw) pt: \(open)")
        #expect(archive.height < 20, "15-pt titles: \(archive)")
        #expect(h.tap(onText: "Archive"))
        h.advance(seconds: 1)
        #expect(h.frame(ofText: "log archive Two") != nil)
        #expect(abs((h.presentedFrame(ofText: "Two")?.minX ?? 0) - two.minX) < 0.5, "closed")
    }

    /// §14.14: while the row is partly open each button is narrower than its title: the title
    /// keeps its width, centred in the button, and the button cuts it (it was truncated, "A…").
    @Test func aPartlyOpenRowCutsItsTitlesRatherThanTruncatingThem() throws {
        let h = host(Inbox())
        let two = try #require(h.frame(ofText: "Two"))
        h.press(at: CGPoint(x: 300, y: two.midY))
        h.advance()
        for k in 1...4 { h.move(to: CGPoint(x: 300 - CGFloat(k) * 10, y: two.midY)); h.advance() }
        let archive = try #require(drawnFrames(h, "Archive").first, "the whole title is drawn")
        #expect(archive.width > 40, "\(archive)")
        #expect(h.textDrawings.allSatisfy { !$0.string.hasSuffix("…") }, "\(h.textDrawings.map(\.string))")
        h.release(at: CGPoint(x: 260, y: two.midY))
        h.advance(seconds: 1)
    }

    /// §14.14: the open buttons of a section's first or last row are cut by the card's rounded
    /// corners (10 pt) like the cell on iOS; a middle row's are square.
    @Test func openButtonsFollowTheCardsCorners() throws {
        func clips(_ h: ViewHost) -> [CGRect] {
            h.displayList.items.compactMap { item -> CGRect? in
                if case .beginGroup(.clipShape(.roundedRectangle(let c, _), let r)) = item, c.width == 10 { return r }
                return nil
            }
        }
        for (row, rounded) in [("One", true), ("Two", false), ("Three", true)] {
            let h = host(Inbox())
            let f = try #require(h.frame(ofText: row))
            #expect(clips(h).isEmpty, "closed: no clip")
            drag(h, from: CGPoint(x: 300, y: f.midY), to: CGPoint(x: 180, y: f.midY))
            let c = clips(h)
            #expect(c.count == (rounded ? 1 : 0), "\(row): \(c)")
            // The card's own rectangle, 16 pt in from each side, reaching past its inner edge.
            if let r = c.first { #expect(r.minX == 16 && r.maxX == 374 && r.height > 44) }
        }
    }

    /// §14.14: a short drag springs back; a press anywhere else closes an open row and does
    /// nothing else.
    @Test func shortDragsCloseAndTapsElsewhereClose() throws {
        let h = host(Inbox())
        let two = try #require(h.frame(ofText: "Two"))
        drag(h, from: CGPoint(x: 300, y: two.midY), to: CGPoint(x: 250, y: two.midY))
        #expect(abs((h.presentedFrame(ofText: "Two")?.minX ?? 0) - two.minX) < 0.5, "50 pt is less than half of the buttons' width")
        drag(h, from: CGPoint(x: 300, y: two.midY), to: CGPoint(x: 180, y: two.midY))
        #expect((h.presentedFrame(ofText: "Two")?.minX ?? 0) < two.minX - 100)
        let one = try #require(h.frame(ofText: "One"))
        h.tap(at: CGPoint(x: one.midX, y: one.midY))
        h.advance(seconds: 1)
        #expect(abs((h.presentedFrame(ofText: "Two")?.minX ?? 0) - two.minX) < 0.5)
        #expect(h.frame(ofText: "log ") != nil, "the closing tap ran nothing")
    }

    /// §14.14: a drag toward the trailing edge shows the leading actions.
    @Test func leadingActions() throws {
        let h = host(Inbox())
        let one = try #require(h.frame(ofText: "One"))
        drag(h, from: CGPoint(x: 60, y: one.midY), to: CGPoint(x: 160, y: one.midY))
        let read = try #require(drawnFrames(h, "Read").first)
        let rw = max(74, read.width + 30)
        #expect(abs(read.midX - (16 + rw / 2)) < 1, "\(read)")
        #expect(abs((h.presentedFrame(ofText: "One")?.minX ?? 0) - (one.minX + rw)) < 0.5)
        h.tap(onText: "Read")
        h.advance(seconds: 1)
        #expect(h.frame(ofText: "log read One") != nil)
    }

    /// §14.14: `onDelete` gives a row a red Delete action; past half the row's width a swipe
    /// deletes at once (a full swipe).
    @Test func fullSwipeDeletes() throws {
        let h = host(Deletable())
        let two = try #require(h.frame(ofText: "Two"))
        drag(h, from: CGPoint(x: 300, y: two.midY), to: CGPoint(x: 200, y: two.midY))
        let delete = try #require(drawnFrames(h, "Delete").first)
        let dw = max(74, delete.width + 30)
        #expect(abs(delete.midX - (374 - dw / 2)) < 1)
        let red = h.shapeDrawings.first { $0.paint == .fill(Color.red.resolved) }
        #expect(red.map { abs($0.rect.maxX - 374) < 0.5 && abs($0.rect.width - dw) < 0.5 } == true, "\(String(describing: red))")
        h.tap(onText: "One")   // closes
        h.advance(seconds: 1)
        drag(h, from: CGPoint(x: 350, y: two.midY), to: CGPoint(x: 120, y: two.midY))
        #expect(h.frame(ofText: "Two") == nil, "230 pt of a 358-pt row: deleted")
        #expect(h.frame(ofText: "One") != nil && h.frame(ofText: "Three") != nil)
    }

    /// §14.14: without `allowsFullSwipe` a long swipe does not run the first button; the row
    /// stays open at its buttons' width.
    @Test func noFullSwipeWhenNotAllowed() throws {
        struct Guarded: View {
            @State var log = "none"
            var body: some View {
                VStack(spacing: 0) {
                    List { Text("Keep").swipeActions(allowsFullSwipe: false) { Button("Erase", role: .destructive) { log = "erased" } } }
                    Text("log \(log)")
                }
            }
        }
        let h = host(Guarded())
        let keep = try #require(h.frame(ofText: "Keep"))
        drag(h, from: CGPoint(x: 350, y: keep.midY), to: CGPoint(x: 60, y: keep.midY))
        #expect(h.frame(ofText: "log none") != nil)
        let erase = try #require(drawnFrames(h, "Erase").first)
        let ew = max(74, erase.width + 30)
        #expect(abs((h.presentedFrame(ofText: "Keep")?.minX ?? 0) - (keep.minX - ew)) < 0.5, "open at the button's width")
    }

    /// §14.14: a drag that goes down first scrolls the list and does not swipe.
    @Test func verticalDragsScroll() throws {
        let h = ViewHost(rootView: List(0..<40) { n in Text("Row \(n)").swipeActions { Button("Go") {} } },
                         size: CGSize(width: 390, height: 600))
        h.printsWarnings = false
        let row = try #require(h.frame(ofText: "Row 5"))
        drag(h, from: CGPoint(x: 200, y: row.midY), to: CGPoint(x: 190, y: row.midY - 100))
        let after = try #require(h.presentedFrame(ofText: "Row 5"))
        #expect(after.minX == row.minX, "not swiped")
        #expect(after.midY < row.midY - 50, "scrolled: \(row.midY) → \(after.midY)")
        #expect(drawnFrames(h, "Go").isEmpty)
    }
}

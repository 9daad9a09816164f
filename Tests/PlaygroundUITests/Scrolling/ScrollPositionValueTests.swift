import Foundation
import Testing
@testable import PlaygroundUI

/// iOS 18's `ScrollPosition` with `scrollPosition(_:anchor:)` (docs/semantics.md §14.16).
@MainActor
@Suite struct ScrollPositionValueTests {
    final class Box { var position: Binding<ScrollPosition>?; var seen: ScrollPosition? }

    /// Forty 50-pt rows (ids 0…39) in a 300 × 400 scroll view bound to a position.
    struct Feed: View {
        let box: Box
        @State var position: ScrollPosition
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<40, id: \.self) { i in Text("Row \(i)").frame(height: 50).accessibilityIdentifier("r\(i)") }
                }
                .scrollTargetLayout()
            }
            .scrollPosition($position)
            .frame(width: 300, height: 400)
            .onAppear { box.position = $position }
            .onChange(of: position) { _, new in box.seen = new }
        }
    }

    private func host(_ box: Box, _ position: ScrollPosition) -> ViewHost {
        let h = ViewHost(rootView: Feed(box: box, position: position), size: CGSize(width: 300, height: 400))
        h.advance(frames: 2)
        return h
    }
    private func minY(_ h: ViewHost, _ i: Int) -> CGFloat? { h.find(identifier: "r\(i)")?.frame.minY }

    // Made at an edge, it opens there: row 39 ends at the bottom.
    @Test func aPositionAtAnEdgeOpensThere() {
        let h = host(Box(), ScrollPosition(edge: .bottom))
        expectEqual(h.find(identifier: "r39")?.frame.maxY, 400)
    }

    // Set by the program it scrolls — to an edge, a point, an id (animated in `withAnimation`);
    // asking for the same place again after the user scrolled away scrolls again.
    @Test func settingItScrolls() throws {
        let box = Box()
        let h = host(box, ScrollPosition(idType: Int.self))
        let position = try #require(box.position)
        position.wrappedValue.scrollTo(y: 500)
        h.advance(frames: 2)
        expectEqual(minY(h, 10), 0)
        position.wrappedValue.scrollTo(id: 30)
        h.advance(frames: 2)
        expectEqual(minY(h, 30), 0)
        #expect(position.wrappedValue.viewID(type: Int.self) == 30)
        withAnimation(.linear(duration: 1)) { position.wrappedValue.scrollTo(edge: .top) }
        h.advance(seconds: 0.5)
        // On its way: linear from 1,500 to 0 over a second, so halfway row 15 (at 750) is near
        // the top (a frame is 25 pt).
        expectEqual(minY(h, 15).map { abs($0) <= 50 }, true)
        h.advance(seconds: 1)
        expectEqual(minY(h, 0), 0)
        h.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: 300))
        h.advance(frames: 2)
        position.wrappedValue.scrollTo(edge: .top)
        h.advance(frames: 2)
        expectEqual(minY(h, 0), 0)
    }

    /// The published form: buttons set the position and nothing else in the body reads it.
    struct Jumper: View {
        @State private var position = ScrollPosition(edge: .top)
        var body: some View {
            VStack(spacing: 0) {
                ScrollView {
                    ForEach(0..<100) { i in Text("Item \(i)").frame(height: 40).accessibilityIdentifier("r\(i)").id(i) }
                }
                .scrollPosition($position)
                HStack {
                    Button("Bottom") { position.scrollTo(edge: .bottom) }
                    Button("Top") { position.scrollTo(edge: .top) }
                    Button("Fifty") { position.scrollTo(id: 50) }
                }
                .frame(height: 40)
            }
        }
    }

    // Setting the position scrolls even when no body reads it (only the modifier does).
    @Test func aPositionNoBodyReadsStillScrolls() throws {
        let h = ViewHost(rootView: Jumper(), size: CGSize(width: 300, height: 440))
        h.advance(frames: 2)
        expectEqual(minY(h, 0), 0)
        try #require(h.find(text: "Bottom")).tap()
        h.advance(frames: 2)
        // 100 rows of 40 pt, 8 pt apart, in a 400-pt viewport: the last row ends at its bottom.
        expectEqual(h.find(identifier: "r99")?.frame.maxY, 400)
        try #require(h.find(text: "Fifty")).tap()
        h.advance(frames: 2)
        expectEqual(minY(h, 50), 0)
        try #require(h.find(text: "Top")).tap()
        h.advance(frames: 2)
        expectEqual(minY(h, 0), 0)
    }

    /// Rows of a `LazyVStack` 40, 70 and 100 pt high in turn, and a button that asks for one
    /// far down that is not built yet.
    struct UnevenJumper: View {
        @State private var position = ScrollPosition(idType: Int.self)
        var body: some View {
            VStack(spacing: 0) {
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<200, id: \.self) { i in
                            Text("Item \(i)").frame(height: CGFloat(40 + i % 3 * 30), alignment: .top).accessibilityIdentifier("r\(i)")
                        }
                    }
                }
                .scrollPosition($position)
                Button("Far") { position.scrollTo(id: 121) }.frame(height: 40)
            }
        }
    }

    // A row not built when the position names it lands at the top: the estimate's miss is
    // corrected once the rows there are built (§14.5, §14.16).
    @Test func aPositionOnAnUnbuiltRowLandsExactly() throws {
        let h = ViewHost(rootView: UnevenJumper(), size: CGSize(width: 300, height: 440))
        h.advance(frames: 2)
        #expect(h.find(identifier: "r121") == nil)
        try #require(h.find(text: "Far")).tap()
        h.advance(frames: 2)
        expectEqual(minY(h, 121), 0)
    }

    // The user's scrolling is written back: positioned by the user, the top-most row's id, and
    // the edge forgotten.
    @Test func theUsersScrollingIsWrittenBack() throws {
        let box = Box()
        let h = host(box, ScrollPosition(idType: Int.self, edge: .top))
        expectEqual(box.position?.wrappedValue.edge, .top)
        h.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: 260))
        h.advance(frames: 3)
        let p = try #require(box.seen)
        #expect(p.isPositionedByUser)
        expectEqual(p.edge, nil)
        #expect(p.viewID(type: Int.self) == 5)      // rows 0–4 scrolled past, row 5 is at the top
        expectEqual(p.viewID, AnyHashable(5))
    }

    final class IDBox { var id: Binding<Int?>? }
    struct IDFeed: View {
        let box: IDBox
        @State var id: Int? = 0
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<40, id: \.self) { i in Text("Row \(i)").frame(height: 50).accessibilityIdentifier("r\(i)") }
                }
                .scrollTargetLayout()
            }
            .scrollPosition(id: $id)
            .frame(width: 300, height: 400)
            .onAppear { box.id = $id }
        }
    }

    // iOS 17's `scrollPosition(id:)` set inside `withAnimation` animates too (it jumped: the
    // transaction had ended when the scroll view was placed).
    @Test func anIDSetWithAnimationAnimates() throws {
        let box = IDBox()
        let h = ViewHost(rootView: IDFeed(box: box), size: CGSize(width: 300, height: 400))
        h.advance(frames: 2)
        let id = try #require(box.id)
        withAnimation(.linear(duration: 1)) { id.wrappedValue = 30 }
        h.advance(seconds: 0.5)
        expectEqual(minY(h, 15).map { abs($0) <= 50 }, true)
        h.advance(seconds: 1)
        expectEqual(minY(h, 30), 0)
    }
}

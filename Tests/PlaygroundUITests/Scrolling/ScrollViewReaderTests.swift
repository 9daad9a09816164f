import Foundation
import Testing
@testable import PlaygroundUI

// ScrollViewReader / ScrollViewProxy.scrollTo (docs/semantics.md §14.5).

@MainActor
private final class ProxyBox { var proxy: ScrollViewProxy? }

/// `content` in a `ScrollViewReader` whose proxy the test keeps.
private struct Reader<Content: View>: View {
    let box: ProxyBox
    @ViewBuilder let content: Content
    var body: some View {
        ScrollViewReader { proxy in
            let _ = box.proxy = proxy
            content
        }
    }
}

/// 50 rows, 50 pt each, in a 400-pt viewport: the offset runs 0…2100.
@MainActor private func rows(_ box: ProxyBox) -> some View {
    Reader(box: box) {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<50, id: \.self) { i in Text("Row \(i)").frame(width: 100, height: 50) }
                Text("footer").frame(width: 100, height: 50).id("footer")
            }
        }
    }
}

/// 60 rows of a plain `List` in a 400-pt window: most of them are not built until scrolled to.
@MainActor private func listRows(_ box: ProxyBox) -> some View {
    Reader(box: box) {
        List {
            ForEach(0..<60, id: \.self) { i in Text("Row \(i)") }
        }
        .listStyle(.plain)
    }
}

@MainActor
@Suite struct ScrollViewReaderTests {
    private func make() -> (ViewHost, ProxyBox) {
        let box = ProxyBox()
        let h = ViewHost(rootView: rows(box), size: CGSize(width: 300, height: 400))
        h.printsWarnings = false
        return (h, box)
    }
    /// The content offset: how far Row 0's top is above the viewport's.
    private func offset(_ h: ViewHost) -> CGFloat { -(h.frame(ofText: "Row 0")!.midY - 25) }

    @Test func anchorsLineUpTheRowWithTheViewport() {
        let (h, box) = make()
        box.proxy?.scrollTo(10, anchor: .top); h.advance()
        expectEqual(offset(h), 500)
        box.proxy?.scrollTo(20, anchor: .center); h.advance()
        #expect(offset(h) == 825)                 // 20·50 + 25 − 200
        box.proxy?.scrollTo(12, anchor: .bottom); h.advance()
        #expect(offset(h) == 250)                 // 13·50 − 400
        box.proxy?.scrollTo(49, anchor: .top); h.advance()
        #expect(offset(h) == 2150)                // clamped: 51 rows of 50 in 400
        box.proxy?.scrollTo("footer", anchor: .top); h.advance()
        expectEqual(offset(h), 2150)
    }

    @Test func withoutAnAnchorItScrollsTheLeastAmount() {
        let (h, box) = make()
        box.proxy?.scrollTo(3); h.advance()
        #expect(offset(h) == 0)                   // already visible: nothing moves
        box.proxy?.scrollTo(10); h.advance()
        #expect(offset(h) == 150)                 // its bottom at the bottom edge
        box.proxy?.scrollTo(2); h.advance()
        #expect(offset(h) == 100)                 // its top at the top edge
        box.proxy?.scrollTo("nothing"); h.advance()
        expectEqual(offset(h), 100)
    }

    @Test func insideWithAnimationItAnimatesOnTheClock() {
        let (h, box) = make()
        withAnimation(.linear(duration: 1)) { box.proxy?.scrollTo(10, anchor: .top) }
        h.advance(frames: 30)
        #expect(abs(offset(h) - 250) < 1)
        h.advance(frames: 40)
        expectEqual(offset(h), 500)
    }

    /// A `List`'s rows are scroll targets by their `ForEach` ids, as a stack's are (§14.5): a row
    /// not built yet is scrolled to where the list estimates it, a built one exactly.
    @Test func aListsRowsAreTargetsByTheirIDs() {
        let box = ProxyBox()
        let h = ViewHost(rootView: listRows(box), size: CGSize(width: 300, height: 400))
        h.printsWarnings = false
        h.advance()
        let first = h.frame(ofText: "Row 0")
        expectEqual(h.frame(ofText: "Row 40"), nil)
        box.proxy?.scrollTo(40, anchor: .top); h.advance()
        let row = h.frame(ofText: "Row 40")
        #expect(row != nil)
        expectEqual(h.frame(ofText: "Row 0"), nil)
        // Row 40's text sits where Row 0's sat before: its row's top at the list's top.
        if let row, let first { #expect(abs(row.midY - first.midY) < 0.5, "\(row) \(first)") }
        box.proxy?.scrollTo(3, anchor: .top); h.advance()
        if let row = h.frame(ofText: "Row 3"), let first { #expect(abs(row.midY - first.midY) < 0.5, "\(row) \(first)") }
        else { Issue.record("Row 3 is not on screen") }
    }

    // A chip bar tagged with the sections' ids above the sections' scroll view: the first view
    // with the id is a chip, outside any scroll view; SwiftUI looks in the scroll views, so the
    // section is scrolled to (§14.5).
    @Test func aViewWithTheIdOutsideAnyScrollViewIsPassedOver() {
        let box = ProxyBox()
        let h = ViewHost(rootView: Reader(box: box) {
            VStack(spacing: 0) {
                HStack { ForEach(0..<4, id: \.self) { i in Text("Chip \(i)").id(i) } }.frame(height: 40)
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<4, id: \.self) { i in Text("Section \(i)").frame(width: 100, height: 200).id(i) }
                    }
                }
            }
        }, size: CGSize(width: 300, height: 400))
        h.printsWarnings = false
        box.proxy?.scrollTo(1, anchor: .top); h.advance()
        // Section 1 starts at 200 in the 800-pt content (a 360-pt viewport scrolls up to 440):
        // the offset is 200 and its top meets the viewport's, at 40.
        #expect(h.frame(ofText: "Section 1").map { abs($0.midY - (40 + 100)) < 0.5 } == true)
        #expect(h.frame(ofText: "Chip 1").map { abs($0.midY - 20) < 0.5 } == true)
    }

    /// 200 rows of a `LazyVStack` 40, 70 and 100 pt high in turn: a row far down is not built,
    /// and the stack's estimate of where it is (from the rows measured so far) misses it.
    private func unevenRows(_ box: ProxyBox) -> ViewHost {
        let h = ViewHost(rootView: Reader(box: box) {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<200, id: \.self) { i in
                        Text("Row \(i)").frame(width: 100, height: CGFloat(40 + i % 3 * 30), alignment: .top)
                    }
                }
            }
        }, size: CGSize(width: 300, height: 400))
        h.printsWarnings = false
        h.advance()
        return h
    }

    /// §14.5: `scrollTo` the last row of an inset-grouped `List` with a view below it shows the
    /// row whole at the list's bottom edge. The correction for the estimate was cut short by the
    /// content's estimated length (the row stayed 27 pt below the edge, out of view); it is tried
    /// again once the rows built there give the content its length.
    @Test func theLastRowOfAGroupedListLandsAtTheBottomEdge() throws {
        struct Rows: View {
            var body: some View {
                ScrollViewReader { proxy in
                    VStack {
                        List(0..<50, id: \.self) { i in Text("Row \(i)").id(i) }
                        Button("Go to bottom") { proxy.scrollTo(49) }.padding()
                    }
                }
            }
        }
        let h = ViewHost(rootView: Rows(), size: CGSize(width: 390, height: 844))
        h.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        h.advance()
        let button = try #require(h.frame(ofText: "Go to bottom"))
        let listBottom = button.minY - 16 - 8   // the button's padding, the stack's spacing
        h.tap(onText: "Go to bottom"); h.advance(frames: 3)
        let row = try #require(h.frame(ofText: "Row 49"))
        // The row is 44 pt, its text centred: the row's bottom at the list's.
        #expect(abs(row.midY + 22 - listBottom) < 0.5, "\(row.midY + 22) vs \(listBottom)")
    }

    /// A row not built when asked for lands exactly at the anchor: once a placement has built
    /// the rows where the estimate put the content, the scroll is corrected (§14.5). Row 121
    /// starts at 40·41 + 70·40 + 100·40 = 8,440 pt.
    @Test func anUnbuiltRowOfUnevenHeightLandsExactly() {
        let box = ProxyBox()
        let h = unevenRows(box)
        expectEqual(h.frame(ofText: "Row 121"), nil)
        box.proxy?.scrollTo(121, anchor: .top); h.advance()
        #expect(h.frame(ofText: "Row 121").map { abs($0.minY) < 0.5 } == true, "\(String(describing: h.frame(ofText: "Row 121")))")
        box.proxy?.scrollTo(7, anchor: .top); h.advance()
        #expect(h.frame(ofText: "Row 7").map { abs($0.minY) < 0.5 } == true)
        // With no anchor, by the least movement: the row's bottom at the viewport's.
        box.proxy?.scrollTo(151); h.advance()
        #expect(h.frame(ofText: "Row 151").map { abs($0.minY + 70 - 400) < 0.5 } == true, "\(String(describing: h.frame(ofText: "Row 151"))) \(String(describing: h.frame(ofText: "Row 150")))")
    }

    /// Animated, the scroll runs to the estimate and is corrected when it has come to rest.
    @Test func anAnimatedScrollToAnUnbuiltRowEndsExactly() {
        let box = ProxyBox()
        let h = unevenRows(box)
        withAnimation(.linear(duration: 1)) { box.proxy?.scrollTo(121, anchor: .top) }
        h.advance(frames: 70)
        #expect(h.frame(ofText: "Row 121").map { abs($0.minY) < 0.5 } == true, "\(String(describing: h.frame(ofText: "Row 121")))")
    }
}

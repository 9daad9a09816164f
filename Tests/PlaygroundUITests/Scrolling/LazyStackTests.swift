import Foundation
import Testing
@testable import PlaygroundUI

// Lazy stacks (docs/semantics.md §14.7): only the rows near the viewport are built and laid out.

@MainActor
private final class Counter { var bodies = 0 }

private struct Row: View {
    let index: Int
    let counter: Counter
    @State private var taps = 0
    var body: some View {
        let _ = counter.bodies += 1
        Text("Row \(index) · \(taps)")
            .frame(height: 44)
            .onTapGesture { taps += 1 }
    }
}

private struct Feed: View {
    let counter: Counter
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<100_000, id: \.self) { i in Row(index: i, counter: counter) }
            }
        }
    }
}

/// A range that moves: its rows are the same views by id wherever they sit.
private struct ShiftingFeed: View {
    let counter: Counter
    @State var first = 0
    var body: some View {
        VStack(spacing: 0) {
            Text("shift").frame(height: 44).onTapGesture { first += 2 }
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(first..<(first + 20), id: \.self) { i in Row(index: i, counter: counter) }
                }
            }
        }
    }
}

@MainActor
@Suite struct LazyStackTests {
    private func make() -> (ViewHost, Counter) {
        let c = Counter()
        let h = ViewHost(rootView: Feed(counter: c), size: CGSize(width: 300, height: 400))
        h.printsWarnings = false
        return (h, c)
    }

    @Test func buildsOnlyTheRowsNearTheViewport() {
        let (h, c) = make()
        // 400 pt of 44-pt rows, plus a 100-pt margin each side: about 14 rows, not 100,000.
        #expect(c.bodies > 9 && c.bodies < 30, "bodies: \(c.bodies)")
        expectEqual(h.frame(ofText: "Row 0 · 0")?.midY, 22)
        #expect(h.frame(ofText: "Row 8 · 0") != nil)
        expectEqual(h.frame(ofText: "Row 40 · 0"), nil)
        c.bodies = 0
        h.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: 44 * 5000))
        h.advance()
        #expect(c.bodies < 30, "a far scroll builds the new screenful only: \(c.bodies)")
        let row = h.frame(ofText: "Row 5,000 · 0")
        #expect(row?.midY == 22, "Row 5,000 at the top: \(String(describing: row))")   // grouped as iOS shows it (§20.1)
        expectEqual(h.frame(ofText: "Row 0 · 0"), nil)
    }

    @Test func theContentIsAsLongAsEveryRow() {
        let (h, _) = make()
        h.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: 10_000_000))
        h.advance()
        let last = h.frame(ofText: "Row 99,999 · 0")
        #expect(abs((last?.midY ?? 0) - 378) < 1e-6, "the last row at the bottom: \(String(describing: last))")
    }

    @Test func rowsKeepTheirStateWhenTheyScrollAwayAndBack() {
        let (h, _) = make()
        h.tap(at: CGPoint(x: 150, y: 22 + 44 * 3))
        h.advance()
        #expect(h.frame(ofText: "Row 3 · 1") != nil)
        h.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: 44 * 300))
        h.advance()
        expectEqual(h.frame(ofText: "Row 3 · 1"), nil)
        // A tap now hits the row on screen at that point.
        h.tap(at: CGPoint(x: 150, y: 22))
        h.advance()
        #expect(h.frame(ofText: "Row 300 · 1") != nil)
        h.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: -44 * 300))
        h.advance()
        #expect(h.frame(ofText: "Row 3 · 1") != nil)
    }

    /// A `ForEach` over a range keys its rows by their ids (the integers: `_LazySegment.intID`),
    /// not by their places: when the range moves up by two, row 3 keeps its state in the place
    /// row 1 had, and a forced rebuild keeps it too (docs/semantics.md §14.7).
    @Test func aMovingRangeKeepsEachRowByItsID() {
        let c = Counter()
        let h = ViewHost(rootView: ShiftingFeed(counter: c), size: CGSize(width: 300, height: 400))
        h.printsWarnings = false
        h.tap(onText: "Row 3 · 0")
        h.advance()
        #expect(abs((h.frame(ofText: "Row 3 · 1")?.midY ?? 0) - (44 + 22 + 44 * 3)) < 0.01)
        h.tap(onText: "shift")
        h.advance()
        #expect(abs((h.frame(ofText: "Row 3 · 1")?.midY ?? 0) - (44 + 22 + 44 * 1)) < 0.01)
        #expect(abs((h.frame(ofText: "Row 5 · 0")?.midY ?? 0) - (44 + 22 + 44 * 3)) < 0.01)
        expectEqual(h.frame(ofText: "Row 0 · 0"), nil)
        h.invalidate()
        h.advance()
        #expect(abs((h.frame(ofText: "Row 3 · 1")?.midY ?? 0) - (44 + 22 + 44 * 1)) < 0.01)
    }

    @Test func lazyHStackScrollsSideways() {
        struct Strip: View {
            let counter: Counter
            var body: some View {
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 10) {
                        ForEach(0..<10_000, id: \.self) { i in
                            let _ = counter.bodies += 1
                            Text("\(i)").frame(width: 40, height: 40)
                        }
                    }
                }
            }
        }
        let c = Counter()
        let h = ViewHost(rootView: Strip(counter: c), size: CGSize(width: 300, height: 100))
        #expect(c.bodies < 20, "bodies: \(c.bodies)")
        h.scroll(at: CGPoint(x: 150, y: 50), by: CGSize(width: 50 * 500, height: 0))
        h.advance()
        #expect(h.frame(ofText: "500")?.midX == 20)   // 40-pt items every 50 pt
        expectEqual(h.frame(ofText: "0"), nil)
        #expect(c.bodies < 40, "bodies: \(c.bodies)")
    }

    // A stack drawn at a quarter of its size shows four times the rows: what is built follows
    // where rows are drawn, not where layout puts them (§5, §14.7). 400 pt of window show the
    // first 32 rows of 50 pt.
    @Test func aStackScaledDownBuildsTheRowsItShows() {
        let h = ViewHost(rootView: ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<200, id: \.self) { i in Text("Row \(i)").frame(height: 50) }
            }
            .scaleEffect(0.25, anchor: .top)
        }, size: CGSize(width: 300, height: 400))
        h.advance(frames: 2)
        #expect(h.frame(ofText: "Row 31") != nil)   // drawn at 387.5…400
        #expect(h.frame(ofText: "Row 60") == nil)   // far below: not built
    }

    // Zooming a quarter-size stack in (linear 1 s): on the first frames it is still drawn near a
    // quarter of its size, so the rows it showed stay built (row 25 at ≈ 340 pt of 420).
    @Test func rowsOnScreenWhileAScaleAnimatesStayBuilt() {
        struct Zooming: View {
            @State var small = true
            var body: some View {
                VStack(spacing: 0) {
                    Text("zoom").onTapGesture { withAnimation(.linear(duration: 1)) { small.toggle() } }
                    ScrollView {
                        LazyVStack(spacing: 0) {
                            ForEach(0..<200, id: \.self) { i in Text("Row \(i)").frame(height: 50) }
                        }
                        .scaleEffect(small ? 0.25 : 1, anchor: .top)
                    }
                }
            }
        }
        let h = ViewHost(rootView: Zooming(), size: CGSize(width: 300, height: 420))
        h.advance(frames: 2)
        #expect(h.frame(ofText: "Row 25") != nil)
        h.tap(onText: "zoom")
        h.advance(frames: 2)
        #expect(h.frame(ofText: "Row 25") != nil)
    }

    // §31.5: a `ForEach` element of several views in a `LazyVStack` is as many rows: the
    // stack's spacing between them (0 here: each 50-pt view touches the next; the row was a
    // VStack with 8 pt between its two views), and a `zIndex` orders their drawing.
    @Test func anElementOfSeveralViewsIsRowsOfTheStack() {
        for spacing: CGFloat in [0, 5] {
            let h = ViewHost(rootView: ScrollView {
                LazyVStack(spacing: spacing) {
                    ForEach(0..<2) { _ in
                        Color.red.frame(height: 50).offset(y: 10).zIndex(1)
                        Color.blue.frame(height: 50)
                    }
                }
            }, size: CGSize(width: 300, height: 400))
            h.printsWarnings = false
            let shapes = h.displayList.items.compactMap { item -> (Bool, CGRect)? in
                if case .shape(let s) = item { return (s.paint == .fill(Color.red.resolved), s.rect) }
                return nil
            }
            let reds = shapes.filter { $0.0 }.map(\.1.minY), blues = shapes.filter { !$0.0 }.map(\.1.minY)
            #expect(reds == [10, 10 + 100 + 2 * spacing], "spacing \(spacing)")
            #expect(blues == [50 + spacing, 150 + 3 * spacing], "spacing \(spacing)")
            // The reds (zIndex 1) are drawn after the blues, each over the blue it overlaps.
            #expect(shapes.map(\.0) == [false, false, true, true], "spacing \(spacing)")
        }
    }

    // §31.5: an element whose view's body is several views (not looked into before it is
    // built) is one row whose views are laid out with the stack's spacing (5 pt), not a VStack's 8.
    @Test func aRowWhoseBodyIsSeveralViewsTakesTheStacksSpacing() {
        struct Pair: View {
            var body: some View {
                Color.red.frame(height: 50)
                Color.blue.frame(height: 50)
            }
        }
        let h = ViewHost(rootView: ScrollView {
            LazyVStack(spacing: 5) { ForEach(0..<2) { _ in Pair() } }
        }, size: CGSize(width: 300, height: 400))
        h.printsWarnings = false
        let red = h.shapeDrawings(filled: .red).map(\.minY), blue = h.shapeDrawings(filled: .blue).map(\.minY)
        #expect(red == [0, 110] && blue == [55, 165])
    }

    // §31.6: a scroll view's content made of several views (its implicit VStack) draws them by
    // `zIndex` (objc.io's sticky headers): a red view offset onto the blue below it covers it.
    @Test func aScrollViewsContentIsDrawnByZIndex() {
        let h = ViewHost(rootView: ScrollView {
            ForEach(0..<2) { _ in
                Color.red.frame(height: 50).offset(y: 30).zIndex(1)
                Color.blue.frame(height: 50)
            }
        }, size: CGSize(width: 300, height: 400))
        h.printsWarnings = false
        let order = h.displayList.items.compactMap { item -> Bool? in
            if case .shape(let s) = item { return s.paint == .fill(Color.red.resolved) }
            return nil
        }
        expectEqual(order, [false, false, true, true])
    }

}

extension ViewHost {
    /// The rects of the shapes filled with `color`, in drawing order.
    fileprivate func shapeDrawings(filled color: Color) -> [CGRect] {
        displayList.items.compactMap { if case .shape(let s) = $0, s.paint == .fill(color.resolved) { return s.rect } else { return nil } }
    }
}

import Foundation
import Testing
@testable import PlaygroundUI

/// Edge cases of scroll targets and content margins (docs/semantics.md §14.6, §14.19, §26.8)
/// that a review of their first version found; each failed on it.
@MainActor
@Suite struct ScrollTargetEdgeCaseTests {
    /// A flick left at 1,200 pt/s (6 moves of 20 pt, 1/60 s apart) along y, from x.
    private func flickLeft(_ h: ViewHost, from x0: CGFloat = 250, y: CGFloat = 100) {
        var x = x0
        h.press(at: CGPoint(x: x, y: y)); h.advance()
        for _ in 0..<6 { x -= 20; h.move(to: CGPoint(x: x, y: y)); h.advance() }
        h.release(at: CGPoint(x: x, y: y))
    }

    // 1. `.paging` with content that is not a whole number of pages: three 300-pt pages and a
    //    90-pt tail (max offset 690). From page 2 (offset 600) every flick forward is let go at
    //    ~720, the page boundaries compared are 600 and 900 (not 690), and the fling's end,
    //    clamped to 690, is never nearer 900 — so it springs back to 600 and the tail can never be
    //    reached by dragging. docs/semantics.md §14.6 itself says "the last page ends at the
    //    content's end"; UIScrollView paging reaches the content's end.
    @Test func pagingReachesTheEndWhenTheLastPageIsPartial() {
        let view = ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(0..<3, id: \.self) { i in Text("Page \(i)").frame(width: 300, height: 100).accessibilityIdentifier("Page \(i)") }
                Text("Tail").frame(width: 90, height: 100).accessibilityIdentifier("Tail")
            }
        }
        .frame(width: 300, height: 200)
        .scrollTargetBehavior(.paging)
        let h = ViewHost(rootView: view, size: CGSize(width: 300, height: 200))
        h.advance(frames: 2)
        for _ in 0..<4 { flickLeft(h); h.advance(seconds: 1.5) }
        // The content's end at the scroll view's trailing edge (it was 390: stuck on page 2).
        expectEqual(h.find(identifier: "Tail")?.frame.maxX, 300)
    }

    // 2. The full-screen vertical pager (reels) that ignores the safe area: the scroll view is
    //    844 tall with no content insets, so `.paging` turns 844-pt pages, but
    //    `containerRelativeFrame(.vertical)` still sizes each page from the proposal inside the
    //    safe area (751) — after one flick page 1's top is 93 pt above the screen, after two
    //    186. Apple: the container size is the container's "subtracting any safe area insets that
    //    might be applied to that container" (AD:view/containerrelativeframe) — none here.
    @Test func fullScreenPagerIgnoringTheSafeAreaRestsOnAPage() {
        let view = ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<5, id: \.self) { i in Color.blue.containerRelativeFrame(.vertical).accessibilityIdentifier("Page \(i)") }
            }
        }
        .scrollTargetBehavior(.paging)
        .ignoresSafeArea()
        let h = ViewHost(rootView: view, size: CGSize(width: 390, height: 844))
        h.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        h.advance(frames: 2)
        expectEqual(h.find(identifier: "Page 0")?.frame.minY, 0)
        var y: CGFloat = 600
        h.press(at: CGPoint(x: 200, y: y)); h.advance()
        for _ in 0..<6 { y -= 20; h.move(to: CGPoint(x: 200, y: y)); h.advance() }
        h.release(at: CGPoint(x: 200, y: y))
        h.advance(seconds: 1.5)
        // Page 1 fills the screen from its top (it was −93).
        expectEqual(h.find(identifier: "Page 1")?.frame.minY, 0)
        // Each page is the screen's height (it was 751).
        expectEqual(h.find(identifier: "Page 1")?.frame.height, 844)
    }

    /// Leaves every target where the fling would stop.
    struct LeavesTheTarget: ScrollTargetBehavior {
        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
    }

    /// Card 0's minX over the 6 frames after a flick is let go.
    private func framesAfterFlick(_ view: some View) -> [CGFloat] {
        let h = ViewHost(rootView: view, size: CGSize(width: 300, height: 200))
        h.advance(frames: 2)
        flickLeft(h)
        var xs: [CGFloat] = []
        for _ in 0..<6 { h.advance(); xs.append(h.find(identifier: "Card 0")?.frame.minX ?? .nan) }
        return xs
    }

    // 3. A behavior that leaves the target alone (or `.viewAligned` with nothing marked
    //    `scrollTargetLayout()`) still swaps UIKit's fling for the "glide": the same end point
    //    but at the fast rate with a velocity sized to the distance — the content leaps ~92 pt in
    //    the first frame after a 1,200 pt/s flick (20 pt a frame) instead of ~20, and is ~270 pt
    //    ahead after 0.1 s. Apple:
    //    updateTarget lets you "override the calculated target which will have the scrollable
    //    view scroll to a different position than it would otherwise" (AD:scrolltargetbehavior/
    //    updatetarget(_:context:)); an untouched target is the ordinary deceleration.
    @Test func anUntouchedTargetKeepsTheOrdinaryFling() {
        func cards() -> some View {
            ScrollView(.horizontal) {
                HStack(spacing: 10) { ForEach(0..<30, id: \.self) { i in Text("Card \(i)").frame(width: 120, height: 80).accessibilityIdentifier("Card \(i)") } }
            }
            .frame(width: 300, height: 200)
        }
        let free = framesAfterFlick(cards())
        let withBehavior = framesAfterFlick(cards().scrollTargetBehavior(LeavesTheTarget()))
        let unmarked = framesAfterFlick(cards().scrollTargetBehavior(.viewAligned))
        for i in [0, 5] {
            #expect(abs(withBehavior[i] - free[i]) < 1, "frame \(i): \(withBehavior[i]) vs \(free[i])")
            #expect(abs(unmarked[i] - free[i]) < 1, "frame \(i): \(unmarked[i]) vs \(free[i])")
        }
    }

    private func knob(_ h: ViewHost) -> CGRect? {
        h.displayList.items.compactMap { item -> CGRect? in
            if case .shape(let s) = item, s.outline == .capsule(style: .circular) { return s.rect } else { return nil }
        }.first
    }

    /// A 300 × 400 vertical scroll view of 1,000 pt of rows with 100-pt vertical margins for
    /// `placement`, scrolled by the wheel to the content's end.
    private func scrolledToTheEnd(_ placement: ContentMarginPlacement) -> ViewHost {
        let view = ScrollView {
            VStack(spacing: 0) { ForEach(0..<10, id: \.self) { i in Text("Row \(i)").frame(height: 100).accessibilityIdentifier("Row \(i)") } }
        }
        .contentMargins(.vertical, 100, for: placement)
        .frame(width: 300, height: 400)
        let h = ViewHost(rootView: view, size: CGSize(width: 300, height: 400))
        h.advance(frames: 2)
        h.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: 5000))
        h.advance()
        return h
    }

    // 4a. `.scrollContent` margins: the indicator's knob is computed as if the content ended at
    //     contentSize − height (600) though it scrolls to 800, so over the last 200 pt it shrinks
    //     as if rubber-banding and at rest at the end it is a 6-pt dot (158 pt mid-scroll).
    //     `.scrollContent` insets "their content, but not their scroll indicators"
    //     (AD:contentmarginplacement/scrollcontent): the knob should still span and end its track.
    @Test func scrollContentMarginsKeepTheKnobWholeAtTheEnd() {
        let h = scrolledToTheEnd(.scrollContent)
        #expect(h.find(identifier: "Row 9")?.frame.maxY == 300)          // at the end, 100 pt margin
        let k = knob(h)
        #expect((k?.height ?? 0) >= ScrollNode.indicatorMinLength)     // it was 6
        #expect(k?.maxY == 397)                                          // track end: 400 − 3
    }

    // 4b. `.scrollIndicators` margins: the knob's range assumes 200 pt more content than there
    //     is, so at the content's end it stops 39 pt short of its track's end (258 vs 297).
    @Test func scrollIndicatorMarginsLetTheKnobReachTheTrackEnd() {
        let h = scrolledToTheEnd(.scrollIndicators)
        expectEqual(h.find(identifier: "Row 9")?.frame.maxY, 400)
        #expect(knob(h)?.maxY == 297)                                    // 400 − 100 − 3; it was 258
    }

    // A LazyHStack in a right-to-left horizontal scroll view builds the rows it shows: at rest
    //    the first card at the right edge (it built its last rows, off screen at x ≤ −680, and
    //    showed nothing).
    @Test func aLazyCarouselRightToLeftShowsItsFirstCard() {
        let view = ScrollView(.horizontal) {
            LazyHStack(spacing: 10) { ForEach(0..<12, id: \.self) { i in Text("Card \(i)").frame(width: 100, height: 80).accessibilityIdentifier("Card \(i)") } }
                .scrollTargetLayout()
        }
        .frame(width: 300, height: 200)
        .scrollTargetBehavior(.viewAligned)
        .environment(\.layoutDirection, .rightToLeft)
        let h = ViewHost(rootView: view, size: CGSize(width: 300, height: 200))
        h.advance(frames: 2)
        expectEqual(h.find(identifier: "Card 0")?.frame.maxX, 300)
    }

}

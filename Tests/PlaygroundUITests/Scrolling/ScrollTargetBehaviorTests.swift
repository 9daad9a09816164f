import Foundation
import Testing
@testable import PlaygroundUI

/// `scrollTargetBehavior(_:)` — `.paging`, `.viewAligned` with `scrollTargetLayout()`, and a
/// behavior of the user's own (docs/semantics.md §14.6).
@MainActor
@Suite struct ScrollTargetBehaviorTests {
    /// A drag left along y = 100 from x = `x0`, `steps` moves of `step` points a frame (60 frames
    /// a second: 20 pt a frame is 1,200 pt/s; a negative step drags right), then `still` frames
    /// without moving, then the release.
    private func drag(_ h: ViewHost, steps: Int, step: CGFloat, still: Int = 0, y: CGFloat = 100, from x0: CGFloat = 250) {
        var x = x0
        h.press(at: CGPoint(x: x, y: y))
        h.advance()
        for _ in 0..<steps { x -= step; h.move(to: CGPoint(x: x, y: y)); h.advance() }
        if still > 0 { h.advance(frames: still) }
        h.release(at: CGPoint(x: x, y: y))
    }

    /// Four pages of a 300 × 200 horizontal scroll view, each as wide as the container.
    private func pages(_ behavior: some ScrollTargetBehavior) -> some View {
        ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(0..<4, id: \.self) { i in Text("Page \(i)").containerRelativeFrame(.horizontal).accessibilityIdentifier("Page \(i)") }
            }
        }
        .frame(width: 300, height: 200)
        .scrollTargetBehavior(behavior)
    }

    /// Where page 0's content begins (its frame's minX; 0 at rest, −300 a page on).
    private func pageStart(_ h: ViewHost) -> CGFloat? { h.find(identifier: "Page 0")?.frame.minX }

    // A flick (1,200 pt/s, 120 pt of drag) rests on the next page, not where the fling would
    // stop (599 pt further: two pages on): one page a drag. It glides there at UIKit's fast
    // deceleration (0.99 a millisecond): the last 180 pt take 0.59 s (to within 0.5 pt), and
    // the indicators fade 0.75 s after that.
    @Test func aFlickTurnsOnePage() throws {
        let h = ViewHost(rootView: pages(.paging), size: CGSize(width: 300, height: 200))
        h.advance(frames: 2)
        expectEqual(pageStart(h), 0)
        drag(h, steps: 6, step: 20)
        h.advance(seconds: 0.6)
        expectEqual(pageStart(h), -300)
        h.advance(seconds: 0.8)
        #expect(h.isIdle)
        // A second flick turns one more.
        drag(h, steps: 6, step: 20)
        h.advance(seconds: 1)
        expectEqual(pageStart(h), -600)
    }

    // Without velocity the nearer page wins: 100 pt of 300 goes back, 200 pt goes on.
    @Test func aSlowDragRestsOnTheNearerPage() {
        let h = ViewHost(rootView: pages(.paging), size: CGSize(width: 300, height: 200))
        h.advance(frames: 2)
        drag(h, steps: 10, step: 10, still: 12)
        h.advance(seconds: 1)
        expectEqual(pageStart(h), 0)
        drag(h, steps: 20, step: 10, still: 12)
        h.advance(seconds: 1)
        expectEqual(pageStart(h), -300)
    }

    // The glide is a fling at the fast rate sized to end on the page: released 120 pt in, the
    // remaining 180 pt take v = 180 × 1000 × ln(1/0.99) ≈ 1,809 pt/s, so after 0.1 s the
    // content has gone 180 × (1 − 0.99^100) ≈ 114.4 pt of them.
    @Test func theGlideDeceleratesOntoThePage() {
        let h = ViewHost(rootView: pages(.paging), size: CGSize(width: 300, height: 200))
        h.advance(frames: 2)
        drag(h, steps: 6, step: 20)
        let released = -(pageStart(h) ?? 0)
        expectEqual(released, 120)
        h.advance(seconds: 0.1)
        let expected: CGFloat = 120 + 180 * (1 - CGFloat(Foundation.pow(0.99, 100.0)))
        #expect(abs(-(pageStart(h) ?? 0) - expected) < 1.5)
    }

    /// Cards 120 wide, 10 apart, in a 300-wide scroll view with 30 pt margins: each card a target.
    private func cards(_ behavior: ViewAlignedScrollTargetBehavior, count: Int = 30, lazy: Bool = false) -> some View {
        ScrollView(.horizontal) {
            Group {
                if lazy {
                    LazyHStack(spacing: 10) { ForEach(0..<count, id: \.self) { i in Text("Card \(i)").frame(width: 120, height: 80).accessibilityIdentifier("Card \(i)") } }
                        .scrollTargetLayout()
                } else {
                    HStack(spacing: 10) { ForEach(0..<count, id: \.self) { i in Text("Card \(i)").frame(width: 120, height: 80).accessibilityIdentifier("Card \(i)") } }
                        .scrollTargetLayout()
                }
            }
        }
        .contentMargins(.horizontal, 30, for: .scrollContent)
        .frame(width: 300, height: 200)
        .scrollTargetBehavior(behavior)
    }

    /// The cards after a flick (1,200 pt/s, 120 pt of drag) has come to rest.
    private func flung(_ behavior: ViewAlignedScrollTargetBehavior, count: Int = 30, lazy: Bool = false) -> ViewHost {
        let h = ViewHost(rootView: cards(behavior, count: count, lazy: lazy), size: CGSize(width: 300, height: 200))
        h.advance(frames: 2)
        drag(h, steps: 6, step: 20)
        h.advance(seconds: 1.5)
        return h
    }

    /// The card whose frame starts at the leading margin (x = 30), if any.
    private func alignedCard(_ h: ViewHost, count: Int = 30) -> Int? {
        (0..<count).first { i in h.find(identifier: "Card \(i)").map { abs($0.frame.minX - 30) < 0.01 } ?? false }
    }

    // `.viewAligned` rests with a card's leading edge at the margin. Limited (a compact width,
    // the default here): a flick whose fling would carry 599 pt goes at most a container
    // length (240 pt inside the margins) from where it was let go: 120 + 240 = 360 → the card
    // at 390 is out of reach, the one at 260 (card 2) is the nearest within it. Not limited
    // (`.never`): the card nearest 120 + 599 = 719 (card 6 at 780? 5 at 650: 69 away, 6: 61).
    @Test func viewAlignedRestsOnACardEdgeLimitedToAScreenful() {
        let atRest = ViewHost(rootView: cards(.viewAligned), size: CGSize(width: 300, height: 200))
        atRest.advance(frames: 2)
        expectEqual(alignedCard(atRest), 0)
        expectEqual(alignedCard(flung(.viewAligned)), 2)
        expectEqual(alignedCard(flung(.viewAligned(limitBehavior: .never))), 6)
    }

    // `.alwaysByOne` (iOS 18): one card either side of where it was let go.
    @Test func alwaysByOneMovesOneCard() {
        expectEqual(alignedCard(flung(.viewAligned(limitBehavior: .alwaysByOne))), 1)
    }

    // A lazy stack's rows are targets whether built or not (where the stack places or
    // estimates them): the free fling lands on card 6 as in the eager stack.
    @Test func lazyRowsAreTargetsToo() {
        expectEqual(alignedCard(flung(.viewAligned(limitBehavior: .never), lazy: true)), 6)
    }

    /// A card with a layout of its own inside.
    struct TwoLineCard: View {
        let i: Int
        var body: some View {
            VStack(alignment: .leading) { Text("Card \(i)"); Text("Subtitle").padding(.leading, 37) }
                .frame(width: 120, height: 80)
                .accessibilityIdentifier("Card \(i)")
        }
    }

    // `scrollTargetLayout()` on a `ForEach` marks each of its views (not the layouts inside
    // them), and a view of one's own is a target by its whole frame: the free fling lands on
    // card 6 as when the stack is marked.
    @Test func aMarkedForEachMarksEachView() {
        let view = ScrollView(.horizontal) {
            HStack(spacing: 10) { ForEach(0..<30, id: \.self) { i in TwoLineCard(i: i) }.scrollTargetLayout() }
        }
        .contentMargins(.horizontal, 30, for: .scrollContent)
        .frame(width: 300, height: 200)
        .scrollTargetBehavior(.viewAligned(limitBehavior: .never))
        let h = ViewHost(rootView: view, size: CGSize(width: 300, height: 200))
        h.advance(frames: 2)
        drag(h, steps: 6, step: 20)
        h.advance(seconds: 1.5)
        expectEqual(alignedCard(h), 6)
    }

    // The last cards cannot bring their edge to the margin: the content's end is a target.
    @Test func theEndOfTheContentIsWhereTheLastCardsRest() {
        let h = flung(.viewAligned(limitBehavior: .never), count: 5)
        // Content 5 × 120 + 4 × 10 = 640; it ends at the trailing margin (x = 270).
        #expect(h.find(identifier: "Card 4").map { abs($0.frame.maxX - 270) < 0.01 } == true)
    }

    final class Seen { var contexts: [(ScrollTarget, CGVector, CGSize, CGSize, Axis.Set, UserInterfaceSizeClass?)] = [] }

    /// Rests on multiples of 50 pt and records what it was told.
    struct FiftyPointSteps: ScrollTargetBehavior {
        let seen: Seen
        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
            seen.contexts.append((context.originalTarget, context.velocity, context.containerSize, context.contentSize,
                                  context.axes, context.horizontalSizeClass))
            target.rect.origin.x = (target.rect.origin.x / 50).rounded() * 50
        }
    }

    // A behavior of one's own moves the target the fling would reach (120 + 599.4 = 719.4 → 700);
    // its context has the drag's start (0), its velocity (1,200 pt/s toward the end), the
    // container less the margins (240 × 80: the scroll view hugs its content's height), the content (30 cards: 3,890 × 80), the axes and
    // the environment.
    @Test func aCustomBehaviorMovesTheTarget() throws {
        let seen = Seen()
        let view = ScrollView(.horizontal) {
            HStack(spacing: 10) { ForEach(0..<30, id: \.self) { i in Text("Card \(i)").frame(width: 120, height: 80).accessibilityIdentifier("Card \(i)") } }
        }
        .contentMargins(.horizontal, 30, for: .scrollContent)
        .frame(width: 300, height: 200)
        .scrollTargetBehavior(FiftyPointSteps(seen: seen))
        let h = ViewHost(rootView: view, size: CGSize(width: 300, height: 200))
        h.advance(frames: 2)
        drag(h, steps: 6, step: 20)
        h.advance(seconds: 1.5)
        let c = try #require(seen.contexts.first)
        expectEqual(seen.contexts.count, 1)
        expectEqual(c.0.rect, CGRect(x: 0, y: 0, width: 240, height: 80))
        #expect(abs(c.1.dx - 1200) < 1 && c.1.dy == 0)
        expectEqual(c.2, CGSize(width: 240, height: 80))
        expectEqual(c.3, CGSize(width: 3890, height: 80))
        expectEqual(c.4, .horizontal)
        expectEqual(c.5, .compact)
        // Card 0's content starts at 30 − 700.
        #expect(h.find(identifier: "Card 0").map { abs($0.frame.minX - (30 - 700)) < 0.01 } == true)
    }

    // Vertical paging: a page is the scroll view's height less its content margins (400 − 2 × 50
    // = 300), so after one flick the second page's top sits at the top margin.
    @Test func verticalPagesAreTheHeightInsideTheMargins() {
        let view = ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<4, id: \.self) { i in Text("Page \(i)").containerRelativeFrame(.vertical).accessibilityIdentifier("Page \(i)") }
            }
        }
        .contentMargins(.vertical, 50)
        .frame(width: 200, height: 400)
        .scrollTargetBehavior(.paging)
        let h = ViewHost(rootView: view, size: CGSize(width: 200, height: 400))
        h.advance(frames: 2)
        expectEqual(h.find(identifier: "Page 0")?.frame.height, 300)
        expectEqual(h.find(identifier: "Page 0")?.frame.minY, 50)
        h.press(at: CGPoint(x: 100, y: 300))
        h.advance()
        var y: CGFloat = 300
        for _ in 0..<6 { y -= 20; h.move(to: CGPoint(x: 100, y: y)); h.advance() }
        h.release(at: CGPoint(x: 100, y: y))
        h.advance(seconds: 1)
        expectEqual(h.find(identifier: "Page 1")?.frame.minY, 50)
    }

    // Right to left, a horizontal scroll view's content starts at the right; dragging right
    // reveals what follows, and the page turns the same way.
    @Test func pagingRightToLeft() {
        let view = pages(.paging).environment(\.layoutDirection, .rightToLeft)
        let h = ViewHost(rootView: view, size: CGSize(width: 300, height: 200))
        h.advance(frames: 2)
        expectEqual(h.find(identifier: "Page 0")?.frame.minX, 0)
        drag(h, steps: 6, step: -20, from: 50)
        h.advance(seconds: 1)
        expectEqual(h.find(identifier: "Page 1")?.frame.minX, 0)
    }

    // Right to left, view-aligned cards rest with their leading (right) edge at the right margin.
    @Test func viewAlignedRightToLeft() {
        let view = cards(.viewAligned(limitBehavior: .alwaysByOne)).environment(\.layoutDirection, .rightToLeft)
        let h = ViewHost(rootView: view, size: CGSize(width: 300, height: 200))
        h.advance(frames: 2)
        #expect(h.find(identifier: "Card 0").map { abs($0.frame.maxX - 270) < 0.01 } == true)
        drag(h, steps: 6, step: -20, from: 50)
        h.advance(seconds: 1.5)
        #expect(h.find(identifier: "Card 1").map { abs($0.frame.maxX - 270) < 0.01 } == true)
    }

    // With no behavior the fling ends where it decelerates to (unchanged).
    @Test func withoutABehaviorTheFlingIsFree() {
        let view = ScrollView(.horizontal) {
            HStack(spacing: 10) { ForEach(0..<30, id: \.self) { i in Text("Card \(i)").frame(width: 120, height: 80).accessibilityIdentifier("Card \(i)") } }
        }
        .frame(width: 300, height: 200)
        let h = ViewHost(rootView: view, size: CGSize(width: 300, height: 200))
        h.advance(frames: 2)
        drag(h, steps: 6, step: 20)
        h.advance(seconds: 4)
        let end = -(h.find(identifier: "Card 0")?.frame.minX ?? 0)
        #expect(abs(end - (120 + CGFloat(ScrollPhysics.flingTotal(velocity: 1200)))) < 1)
    }
}

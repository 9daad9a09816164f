import Foundation
import Testing
@testable import PlaygroundUI

// ScrollView (docs/semantics.md §14): layout, the scroll-offset reader pattern, wheel steps, drags,
// flings on the virtual clock, clamping, the rubber band, and taps versus drags.

/// Summing, as published readers usually write it: the ForEach inside injects the default 0
/// (docs/semantics.md §1.3), which a `value = nextValue()` reducer would let win.
private enum OffsetKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value += nextValue() }
}

@MainActor
private final class Log {
    var offsets: [CGFloat] = []
    var taps: [String] = []
    var last: CGFloat { offsets.last ?? .nan }
}

/// The pattern people publish: a GeometryReader behind the content reports its minY in the scroll
/// view's named space through a preference; onPreferenceChange records it.
private struct Reader: View {
    let log: Log
    var rows = 20
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<rows, id: \.self) { i in
                    Text("Row \(i)").frame(width: 100, height: 50)
                        .onTapGesture { log.taps.append("Row \(i)") }
                }
            }
            .background(GeometryReader { g in
                Color.clear.preference(key: OffsetKey.self, value: g.frame(in: .named("scroll")).minY)
            })
        }
        .coordinateSpace(name: "scroll")
        .onPreferenceChange(OffsetKey.self) { log.offsets.append($0) }
    }
}

@MainActor private func host(_ log: Log, rows: Int = 20) -> ViewHost {
    let h = ViewHost(rootView: Reader(log: log, rows: rows), size: CGSize(width: 300, height: 400), textMeasurer: FixedWidthTextMeasurer())
    h.printsWarnings = false
    return h
}

@MainActor private func firstFill(_ h: ViewHost) -> CGRect? {
    h.displayList.items.compactMap { if case .shape(let s) = $0, case .fill = s.paint { return s.rect } else { return nil } }.first
}

@MainActor
@Suite struct ScrollViewTests {
    // §14.1: the scroll view takes the whole proposed height and fits its content's width; the
    // content starts at the top.
    @Test func layoutTakesTheScrollAxisAndFitsTheOther() {
        let log = Log()
        let h = host(log)
        let r0 = h.frame(ofText: "Row 0")!
        #expect(r0.midY == 25)    // the first 50-pt row at the top
        #expect(r0.midX == 150)   // a 100-wide scroll view centred in 300
        expectEqual(log.last, 0)
        #expect(h.frame(ofText: "Row 19")!.midY == 975)   // laid out past the viewport
    }

    /// The reducer the scroll-offset tutorials teach: the last value wins.
    private enum TutorialOffsetKey: PreferenceKey {
        static let defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
    }

    // §1.3, §14.1: the scroll-offset tutorial taught everywhere — a title whose background reads
    // its minY, followed by a ForEach of rows in the same VStack, with `value = nextValue()` —
    // reads the offset (it read 0 forever while the ForEach injected a default after the title).
    @Test func tutorialReaderWithTrailingForEachReadsTheOffset() {
        let seen = Box<[CGFloat]>([])
        let v = ScrollView {
            VStack(spacing: 0) {
                Text("Title").frame(height: 50)
                    .background(GeometryReader { g in
                        Color.clear.preference(key: TutorialOffsetKey.self, value: g.frame(in: .named("scroll")).minY)
                    })
                ForEach(0..<100) { i in Text("Row \(i)").frame(height: 40) }
            }
        }
        .coordinateSpace(name: "scroll")
        .onPreferenceChange(TutorialOffsetKey.self) { seen.value.append($0) }
        let h = ViewHost(rootView: v, size: CGSize(width: 300, height: 400))
        h.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: 120))
        h.advance()
        expectEqual(seen.value.last, -120)
        h.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: 80))
        h.advance()
        expectEqual(seen.value.last, -200)
    }

    // §14.1: a scroll view built inside a GeometryReader (content made during placement)
    // scrolls by wheel and by drag like any other (it used to ignore both).
    @Test func scrollViewInsideAGeometryReaderScrolls() {
        let v = GeometryReader { g in
            ScrollView {
                VStack(spacing: 0) { ForEach(0..<50) { i in Text("Row \(i)").frame(height: 50) } }
                    .frame(width: g.size.width)
            }
        }
        let h = ViewHost(rootView: v, size: CGSize(width: 300, height: 400))
        expectEqual(h.frame(ofText: "Row 0")?.midY, 25)
        h.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: 120))
        h.advance()
        #expect(abs((h.frame(ofText: "Row 0")?.midY ?? 0) - (25 - 120)) < 1e-6)
        h.press(at: CGPoint(x: 150, y: 300)); h.advance()
        h.move(to: CGPoint(x: 150, y: 250)); h.advance()
        h.move(to: CGPoint(x: 150, y: 200)); h.advance()
        #expect((h.frame(ofText: "Row 0")?.midY ?? 0) < 25 - 120 - 50)   // the drag moved it further
        h.release(at: CGPoint(x: 150, y: 200))
    }

    @Test func wheelStepMovesTheOffsetReaderAndClamps() {
        let log = Log()
        let h = host(log)
        h.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: 120))
        h.advance()
        expectEqual(log.last, -120)
        #expect(abs(h.frame(ofText: "Row 3")!.midY - 55) < 1e-9)
        h.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: 10_000))
        h.advance()
        #expect(log.last == -600)   // 1,000 of content in a 400 viewport
        h.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: -10_000))
        h.advance()
        expectEqual(log.last, 0)
        // Outside the scroll view (it is 100 wide, centred): nothing scrolls.
        h.scroll(at: CGPoint(x: 20, y: 200), by: CGSize(width: 0, height: 50))
        h.advance()
        expectEqual(log.last, 0)
    }

    @Test func dragMovesTheContentWithTheFingerAndDoesNotTap() {
        let log = Log()
        let h = host(log)
        h.press(at: CGPoint(x: 150, y: 325))       // on Row 6
        h.advance()
        for y in stride(from: 315, through: 225, by: -10) { h.move(to: CGPoint(x: 150, y: CGFloat(y))); h.advance() }
        h.advance(frames: 12)                       // hold still: no velocity left
        h.release(at: CGPoint(x: 150, y: 225))
        h.advance(frames: 30)
        expectEqual(log.last, -100)
        #expect(log.taps.isEmpty)
        // A tap at y = 20 now hits Row 2 (its frame moved up by 100).
        h.tap(at: CGPoint(x: 150, y: 20))
        h.advance()
        expectEqual(log.taps, ["Row 2"])
    }

    // Deceleration 0.998 per ms (UIScrollView's .normal rate): a fling at v travels v × 0.4995.
    @Test func flingDeceleratesOnTheClock() {
        let log = Log()
        let h = host(log, rows: 200)
        h.press(at: CGPoint(x: 150, y: 300))
        h.advance()
        var y: CGFloat = 300
        for _ in 0..<6 { y -= 20; h.move(to: CGPoint(x: 150, y: y)); h.advance() }   // 20 pt a frame = 1200 pt/s
        h.release(at: CGPoint(x: 150, y: y))
        let released = -log.last
        expectEqual(released, 120)
        h.advance(seconds: 0.5)
        let expectedHalf = released + CGFloat(ScrollPhysics.flingDistance(velocity: 1200, after: 0.5))
        #expect(abs(-log.last - expectedHalf) < 1.5)
        h.advance(seconds: 4)
        let total = ScrollPhysics.flingTotal(velocity: 1200)
        #expect(abs(total - 599.4) < 0.1)
        #expect(abs(-log.last - (released + CGFloat(total))) < 1)
        #expect(abs(ScrollPhysics.flingDuration(velocity: 1200) - 3.54) < 0.01)
        #expect(h.isIdle)
    }

    @Test func pullingPastTheTopRubberBandsAndSpringsBack() {
        let log = Log()
        let h = host(log)
        h.press(at: CGPoint(x: 150, y: 100))
        h.advance()
        h.move(to: CGPoint(x: 150, y: 150)); h.advance()
        h.move(to: CGPoint(x: 150, y: 200)); h.advance()
        // 100 pt of pull shows as (1 − 1/(0.55·100/400 + 1))·400 ≈ 48.35 pt.
        #expect(abs(log.last - 48.35) < 0.01)
        #expect(abs(ScrollPhysics.rubberBand(-100, dimension: 400) + 48.35) < 0.01)
        h.release(at: CGPoint(x: 150, y: 200))
        h.advance(seconds: 1.5)
        expectEqual(log.last, 0)
    }

    @Test func indicatorsShowWhileScrollingThenFade() {
        let log = Log()
        let h = host(log)
        func indicator() -> ShapeDrawing? {
            h.displayList.items.compactMap { if case .shape(let s) = $0, s.outline == .capsule(style: .circular) { return s } else { return nil } }.first
        }
        expectEqual(indicator(), nil)
        h.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: 300))
        h.advance()
        let knob = indicator()
        #expect(knob != nil)
        // 3 pt wide, 3 pt in from the trailing edge, length 394 × 400/1000, halfway down the track.
        #expect(knob?.rect.width == 3 && knob?.rect.maxX == 197)
        expectEqual(knob?.rect.height, 158)
        h.advance(seconds: 1)
        expectEqual(indicator(), nil)
        #expect(h.isIdle)
    }

    @Test func hiddenIndicatorsAndDisabledScrolling() {
        struct Hidden: View {
            var body: some View {
                ScrollView(showsIndicators: false) { Color.red.frame(width: 50, height: 2000) }
            }
        }
        struct Disabled: View {
            var body: some View {
                ScrollView { Color.red.frame(width: 50, height: 2000) }.scrollDisabled(true)
            }
        }
        let a = ViewHost(rootView: Hidden(), size: CGSize(width: 100, height: 100))
        a.scroll(at: CGPoint(x: 50, y: 50), by: CGSize(width: 0, height: 100)); a.advance()
        expectEqual(a.displayList.items.contains { if case .shape(let s) = $0 { return s.outline == .capsule(style: .circular) } else { return false } }, false)
        expectEqual(firstFill(a)?.minY, -100)
        let b = ViewHost(rootView: Disabled(), size: CGSize(width: 100, height: 100))
        b.scroll(at: CGPoint(x: 50, y: 50), by: CGSize(width: 0, height: 100)); b.advance()
        expectEqual(firstFill(b)?.minY, 0)
    }

    // Nested scroll views on different axes each take their own axis.
    @Test func nestedScrollViewsTakeTheirOwnAxis() {
        struct Nested: View {
            var body: some View {
                ScrollView {
                    VStack(spacing: 0) {
                        ScrollView(.horizontal) {
                            HStack(spacing: 0) { Color.red.frame(width: 400, height: 50); Color.blue.frame(width: 400, height: 50) }
                        }
                        Color.green.frame(width: 100, height: 1000)
                    }
                }
            }
        }
        let h = ViewHost(rootView: Nested(), size: CGSize(width: 200, height: 300))
        h.advance()
        h.scroll(at: CGPoint(x: 100, y: 25), by: CGSize(width: 150, height: 40))
        h.advance()
        let red = h.displayList.items.compactMap { if case .shape(let s) = $0, case .fill(let c) = s.paint, c == Color.red.resolved { return s.rect } else { return nil } }.first
        #expect(red?.minX == -150)   // the horizontal one moved left by 150
        #expect(red?.minY == -40)    // the vertical one moved up by 40
    }

    /// A zero-height GeometryReader as the first element of the content's VStack (the collapsing-
    /// title pattern): the view list holding it is never placed itself, yet its folded value must
    /// follow the reader as the content scrolls.
    @Test func readerInsideAViewListFollowsTheScroll() {
        struct TopReader: View {
            let log: Log
            var body: some View {
                ScrollView {
                    VStack(spacing: 0) {
                        GeometryReader { g in
                            Color.clear.preference(key: OffsetKey.self, value: g.frame(in: .named("list")).minY)
                        }
                        .frame(height: 0)
                        ForEach(0..<30, id: \.self) { i in Text("Item \(i)").frame(height: 44) }
                    }
                }
                .coordinateSpace(name: "list")
                .onPreferenceChange(OffsetKey.self) { log.offsets.append($0) }
            }
        }
        let log = Log()
        let h = ViewHost(rootView: TopReader(log: log), size: CGSize(width: 300, height: 400))
        h.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: 100))
        h.advance()
        expectEqual(log.offsets, [0, -100])
    }

    /// Content of no size, of infinite size, or empty: laid out, scrolled and drawn without a
    /// hang or a crash (the scroll view measures it once per proposal, like any view).
    @Test func emptyZeroAndInfiniteContentAreHarmless() {
        struct Odd: View {
            var body: some View {
                HStack {
                    ScrollView { }
                    ScrollView { Color.red.frame(width: 0, height: 0) }
                    ScrollView { Color.blue.frame(height: .infinity) }
                    ScrollView([.horizontal, .vertical]) { Color.green.frame(maxWidth: .infinity, maxHeight: .infinity) }
                    ScrollView { LazyVStack { ForEach(0..<0, id: \.self) { Text("\($0)") } } }
                }
            }
        }
        let h = ViewHost(rootView: Odd(), size: CGSize(width: 400, height: 300))
        h.printsWarnings = false
        for x in stride(from: 10, through: 390, by: 40) {
            h.scroll(at: CGPoint(x: CGFloat(x), y: 150), by: CGSize(width: 30, height: 1e9))
            h.press(at: CGPoint(x: CGFloat(x), y: 150)); h.move(to: CGPoint(x: CGFloat(x), y: 10)); h.release(at: CGPoint(x: CGFloat(x), y: 10))
            h.advance()
        }
        h.advance(seconds: 5)
        #expect(h.isIdle)
        #expect(h.displayList.items.allSatisfy { item in
            if case .shape(let s) = item { return s.rect.minX.isFinite && s.rect.minY.isFinite && s.rect.width.isFinite && s.rect.height.isFinite }
            return true
        })
    }
}

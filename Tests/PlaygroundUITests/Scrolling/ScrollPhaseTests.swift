import Foundation
import Testing
@testable import PlaygroundUI

/// `onScrollPhaseChange` (docs/semantics.md §14.20).
@MainActor
@Suite struct ScrollPhaseTests {
    final class Log {
        var changes: [String] = []
        var contexts: [ScrollPhaseChangeContext] = []
        var proxy: ScrollViewProxy?
    }

    private func feed(_ log: Log) -> some View {
        ScrollViewReader { proxy in
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<40, id: \.self) { i in Text("Row \(i)").frame(height: 50).id(i) }
                }
                .frame(maxWidth: .infinity)
            }
            .onScrollPhaseChange { old, new, context in
                log.changes.append("\(old.debugDescription)→\(new.debugDescription)")
                log.contexts.append(context)
            }
            .onAppear { log.proxy = proxy }
        }
    }

    /// Presses at y = 300 and drags up 20 pt a frame (1,200 pt/s) `steps` times, holding still
    /// `still` frames before letting go.
    private func drag(_ h: ViewHost, from y0: CGFloat = 300, by step: CGFloat = -20, steps: Int = 6, still: Int = 0) {
        var y = y0
        h.press(at: CGPoint(x: 150, y: y))
        h.advance()
        for _ in 0..<steps { y += step; h.move(to: CGPoint(x: 150, y: y)); h.advance() }
        if still > 0 { h.advance(frames: still) }
        h.release(at: CGPoint(x: 150, y: y))
        h.advance()
    }

    // A drag is `interacting`; let go with speed, the fling is `decelerating` until it stops.
    // The context at the release has the fling's velocity (1,200 pt/s down the content) and the
    // geometry there (120 pt scrolled).
    @Test func aFlingInteractsThenDecelerates() throws {
        let log = Log()
        let h = ViewHost(rootView: feed(log), size: CGSize(width: 300, height: 500))
        h.advance(frames: 2)
        #expect(log.changes.isEmpty)
        drag(h)
        expectEqual(log.changes, ["idle→interacting", "interacting→decelerating"])
        let released = try #require(log.contexts.last)
        #expect(released.velocity.map { abs($0.dy - 1200) < 1 && $0.dx == 0 } == true)
        expectEqual(released.geometry.contentOffset.y, 120)
        expectEqual(log.contexts.first?.velocity, nil)
        h.advance(seconds: 4)
        expectEqual(log.changes, ["idle→interacting", "interacting→decelerating", "decelerating→idle"])
    }

    // Held still before letting go: no fling, straight back to idle.
    @Test func aDragHeldStillEndsIdle() {
        let log = Log()
        let h = ViewHost(rootView: feed(log), size: CGSize(width: 300, height: 500))
        h.advance(frames: 2)
        drag(h, still: 12)
        expectEqual(log.changes, ["idle→interacting", "interacting→idle"])
    }

    // Pulled past the top and let go, the spring back is the scroll view decelerating toward
    // its target, not a programmatic animation.
    @Test func theSpringBackDecelerates() {
        let log = Log()
        let h = ViewHost(rootView: feed(log), size: CGSize(width: 300, height: 500))
        h.advance(frames: 2)
        drag(h, from: 100, by: 20, steps: 5, still: 12)
        h.advance(seconds: 1.5)
        expectEqual(log.changes, ["idle→interacting", "interacting→decelerating", "decelerating→idle"])
    }

    // `scrollTo` inside `withAnimation` is `animating` ("the result of a programmatic scroll");
    // without an animation it jumps, and no phase changes.
    @Test func anAnimatedScrollToAnimates() throws {
        let log = Log()
        let h = ViewHost(rootView: feed(log), size: CGSize(width: 300, height: 500))
        h.advance(frames: 2)
        let proxy = try #require(log.proxy)
        withAnimation(.easeInOut(duration: 0.3)) { proxy.scrollTo(20, anchor: .top) }
        h.advance()
        expectEqual(log.changes, ["idle→animating"])
        h.advance(seconds: 1)
        expectEqual(log.changes, ["idle→animating", "animating→idle"])
        expectEqual(log.contexts.last?.geometry.contentOffset.y, 1000)
        proxy.scrollTo(0, anchor: .top)
        h.advance(frames: 3)
        expectEqual(log.changes.count, 2)
        #expect(h.frame(ofText: "Row 0")?.minY ?? -1 >= 0)
    }

    // A paging scroll view's glide to its page is deceleration too.
    @Test func aPageGlideDecelerates() {
        let log = Log()
        let view = ScrollView(.horizontal) {
            HStack(spacing: 0) { ForEach(0..<4, id: \.self) { i in Text("Page \(i)").containerRelativeFrame(.horizontal) } }
        }
        .scrollTargetBehavior(.paging)
        .onScrollPhaseChange { old, new in log.changes.append("\(old.debugDescription)→\(new.debugDescription)") }
        .frame(width: 300, height: 200)
        let h = ViewHost(rootView: view, size: CGSize(width: 300, height: 200))
        h.advance(frames: 2)
        var x: CGFloat = 250
        h.press(at: CGPoint(x: x, y: 100))
        h.advance()
        for _ in 0..<6 { x -= 20; h.move(to: CGPoint(x: x, y: 100)); h.advance() }
        h.release(at: CGPoint(x: x, y: 100))
        h.advance(seconds: 1)
        expectEqual(log.changes, ["idle→interacting", "interacting→decelerating", "decelerating→idle"])
        #expect(ScrollPhase.decelerating.isScrolling && !ScrollPhase.idle.isScrolling)
    }
}

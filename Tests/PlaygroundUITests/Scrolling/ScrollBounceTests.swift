import Foundation
import Testing
@testable import PlaygroundUI

// A fling that runs into an edge goes past it with the speed it reached it at and springs back
// (docs/semantics.md §14.2), and `scrollBounceBehavior(_:axes:)` (iOS 16.4) keeps content that
// fits still.

private enum BounceOffsetKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value += nextValue() }
}

@MainActor private final class OffsetLog { var offsets: [CGFloat] = [] }

/// Rows of 50 pt under a reader of the content's minY in the scroll view's space.
private struct Rows: View {
    let log: OffsetLog
    var rows: Int
    var behavior: ScrollBounceBehavior?
    var axes: Axis.Set = [.vertical]
    var body: some View {
        let scroll = ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<rows, id: \.self) { i in Text("Row \(i)").frame(width: 100, height: 50) }
            }
            .background(GeometryReader { g in
                Color.clear.preference(key: BounceOffsetKey.self, value: g.frame(in: .named("scroll")).minY)
            })
        }
        .coordinateSpace(name: "scroll")
        .onPreferenceChange(BounceOffsetKey.self) { log.offsets.append($0) }
        if let behavior {
            scroll.scrollBounceBehavior(behavior, axes: axes)
        } else {
            scroll
        }
    }
}

@MainActor private func host(_ log: OffsetLog, rows: Int, behavior: ScrollBounceBehavior? = nil, axes: Axis.Set = [.vertical]) -> ViewHost {
    let h = ViewHost(rootView: Rows(log: log, rows: rows, behavior: behavior, axes: axes), size: CGSize(width: 300, height: 400),
                     textMeasurer: FixedWidthTextMeasurer())
    h.printsWarnings = false
    return h
}

/// Drags up by `step` points a frame for six frames (step × 60 points per second) and lets go.
@MainActor private func flingUp(_ h: ViewHost, step: CGFloat, from y0: CGFloat = 350) {
    h.press(at: CGPoint(x: 150, y: y0))
    h.advance()
    var y = y0
    for _ in 0..<6 { y -= step; h.move(to: CGPoint(x: 150, y: y)); h.advance() }
    h.release(at: CGPoint(x: 150, y: y))
}

@MainActor
@Suite struct ScrollBounceTests {
    // 20 rows: 1,000 pt of content in 400, so the bottom edge is at an offset of 600. Released at
    // 240 with 2,400 pt/s, the fling (0.998 a millisecond) would travel 1,199 pt; it reaches the
    // edge 360 pt on with v + ln(0.998)·1000·360 = 1,679 pt/s and goes past it by at most
    // v / (ω·e) = 39.3 pt (ω = 2π / 0.4 s, the spring back's), then rests on the edge.
    @Test func aFlingIntoTheEndBouncesPastItAndBack() {
        let log = OffsetLog()
        let h = host(log, rows: 20)
        flingUp(h, step: 40)
        expectEqual(log.offsets.last, -240)
        let k = 1000 * Foundation.log(0.998)
        let speed = 2400 + k * 360
        #expect(abs(speed - 1679.3) < 0.5)
        let peak = speed / (2 * Double.pi / 0.4) / M_E
        #expect(abs(peak - 39.3) < 0.1)
        var deepest: CGFloat = 0
        for _ in 0..<120 {
            h.advance()
            deepest = max(deepest, -(log.offsets.last ?? 0))
        }
        // Frames are 1/60 s apart, so the deepest frame is within a few tenths of the peak.
        #expect(abs(Double(deepest - 600) - peak) < 0.6)
        h.advance(seconds: 2)
        expectEqual(log.offsets.last, -600)
        #expect(h.isIdle)
    }

    // The same flung into the top: pulled down at 1,500 pt/s 50 pt from it, the content reaches
    // the top with 1,500 − 2.002·50 = 1,399.9 pt/s and goes 32.8 pt past it.
    @Test func aFlingIntoTheTopBouncesToo() {
        let log = OffsetLog()
        let h = host(log, rows: 20)
        // Scroll 200 pt down first, and let it rest.
        h.press(at: CGPoint(x: 150, y: 300)); h.advance()
        for y in stride(from: 290, through: 100, by: -10) { h.move(to: CGPoint(x: 150, y: CGFloat(y))); h.advance() }
        h.advance(frames: 12)
        h.release(at: CGPoint(x: 150, y: 100))
        h.advance(seconds: 1)
        expectEqual(log.offsets.last, -200)
        // Then fling down at 25 pt a frame.
        h.press(at: CGPoint(x: 150, y: 100)); h.advance()
        var y: CGFloat = 100
        for _ in 0..<6 { y += 25; h.move(to: CGPoint(x: 150, y: y)); h.advance() }
        h.release(at: CGPoint(x: 150, y: y))
        expectEqual(log.offsets.last, -50)
        let speed = 1500 + 1000 * Foundation.log(0.998) * 50
        let peak = speed / (2 * Double.pi / 0.4) / M_E
        #expect(abs(peak - 32.8) < 0.05)
        var highest: CGFloat = -.infinity
        for _ in 0..<120 { h.advance(); highest = max(highest, log.offsets.last ?? 0) }
        #expect(abs(Double(highest) - peak) < 0.6)
        h.advance(seconds: 2)
        expectEqual(log.offsets.last, 0)
    }

    // A fling that comes to rest before the edge is not changed: 1,200 pt/s from 120 travels
    // 599.4 pt and stops at 719.4 of 1,400 (§14.2).
    @Test func aFlingThatStopsShortIsUnchanged() {
        let log = OffsetLog()
        let h = host(log, rows: 36)
        flingUp(h, step: 20)
        h.advance(seconds: 5)
        #expect(abs(-(log.offsets.last ?? 0) - (120 + 599.4)) < 0.5)
    }

    // `.basedOnSize` (Apple: bounces "if the size of the content exceeds the size of the
    // scrollable view in that axis"): 300 pt of content in 400 does not move under a drag; the
    // default (`.automatic`, which is `.always` on iOS) follows the finger with the rubber band.
    @Test func basedOnSizeKeepsContentThatFitsStill() {
        let still = OffsetLog()
        let h = host(still, rows: 6, behavior: .basedOnSize)
        h.press(at: CGPoint(x: 150, y: 100)); h.advance()
        h.move(to: CGPoint(x: 150, y: 150)); h.advance()
        h.move(to: CGPoint(x: 150, y: 200)); h.advance()
        #expect(still.offsets.allSatisfy { $0 == 0 })
        h.release(at: CGPoint(x: 150, y: 200))
        flingUp(h, step: 40)
        h.advance(seconds: 1)
        #expect(still.offsets.allSatisfy { $0 == 0 })

        let banded = OffsetLog()
        let d = host(banded, rows: 6)
        d.press(at: CGPoint(x: 150, y: 100)); d.advance()
        d.move(to: CGPoint(x: 150, y: 150)); d.advance()
        d.move(to: CGPoint(x: 150, y: 200)); d.advance()
        #expect(abs((banded.offsets.last ?? 0) - 48.35) < 0.01)   // 100 pt of pull in 400 (§14.2)
    }

    // `.basedOnSize` with content longer than the view bounces as ever; a behaviour set for the
    // horizontal axis only leaves a vertical scroll view's rubber band alone.
    @Test func basedOnSizeBouncesLongContentAndOnlyItsAxes() {
        let long = OffsetLog()
        let h = host(long, rows: 20, behavior: .basedOnSize)
        flingUp(h, step: 40)
        var deepest: CGFloat = 0
        for _ in 0..<120 { h.advance(); deepest = max(deepest, -(long.offsets.last ?? 0)) }
        #expect(deepest > 638)

        let other = OffsetLog()
        let o = host(other, rows: 6, behavior: .basedOnSize, axes: .horizontal)
        o.press(at: CGPoint(x: 150, y: 100)); o.advance()
        o.move(to: CGPoint(x: 150, y: 200)); o.advance()
        #expect(abs((other.offsets.last ?? 0) - 48.35) < 0.01)
    }

    @Test func theEnvironmentValuesDefaultToAutomatic() {
        let env = EnvironmentValues()
        expectEqual(env.verticalScrollBounceBehavior, .automatic)
        expectEqual(env.horizontalScrollBounceBehavior, .automatic)
        var e = env
        e.horizontalScrollBounceBehavior = .always
        #expect(e.horizontalScrollBounceBehavior == .always && e.verticalScrollBounceBehavior == .automatic)
    }

    // The bounce as a function: at the edge it starts with the fling's speed there, it never
    // overshoots the edge on the way back (critically damped), and it ends exactly on the edge.
    @Test func theBounceIsCriticallyDamped() {
        var t = 0.0, crossedBack = false, last = 0.0
        var done = false
        while !done && t < 5 {
            let s = ScrollPhysics.flingAxis(from: 0, velocity: 3000, lower: 0, upper: 1000, after: t)
            if s.position < 1000 - 1e-9 && last > 1000 { crossedBack = true }
            last = s.position
            done = s.done
            t += 1.0 / 240
        }
        #expect(done && last == 1000 && !crossedBack)
        let still = ScrollPhysics.flingAxis(from: 0, velocity: 3000, lower: 0, upper: 1000, after: 3, bounces: false)
        #expect(still.position == 1000 && still.done)
    }
}

import Foundation
import Testing
@testable import PlaygroundUI

/// Keyframes, `KeyframeTimeline` and `keyframeAnimator` (docs/semantics.md §7.10).
@MainActor
@Suite struct KeyframeAnimatorTests {
    struct Values { var scale = 1.0; var offset: CGFloat = 0; var angle = Angle.zero }

    // Linear keyframes run one after another from the track's start value; past the end the
    // value holds.
    @Test func linearKeyframesRunInSequence() {
        let timeline = KeyframeTimeline(initialValue: 1.0) {
            KeyframeTrack {
                LinearKeyframe(2.0, duration: 1)
                LinearKeyframe(0.0, duration: 0.5)
            }
        }
        expectEqual(timeline.duration, 1.5)
        expectEqual(timeline.value(time: 0.5), 1.5)
        expectEqual(timeline.value(time: 1.25), 1.0)
        expectEqual(timeline.value(time: 9), 0)
        expectEqual(timeline.value(progress: 0.5), 1.75)
    }

    // §7.10: keyframes written without a track are one track of the whole value, in order —
    // the same timeline as inside `KeyframeTrack { … }` (it did not compile).
    @Test func keyframesWithoutATrackAreOneTrackOfTheValue() {
        let bare = KeyframeTimeline(initialValue: 1.0) {
            LinearKeyframe(2.0, duration: 1)
            LinearKeyframe(0.0, duration: 0.5)
        }
        expectEqual(bare.duration, 1.5)
        expectEqual(bare.value(time: 0.5), 1.5)
        expectEqual(bare.value(time: 1.25), 1.0)
        struct Pulse: View {
            @State var go = false
            var body: some View {
                Text("pulse")
                    .keyframeAnimator(initialValue: 1.0, trigger: go) { view, scale in view.scaleEffect(scale) } keyframes: { _ in
                        SpringKeyframe(1.5, duration: 0.2)
                        SpringKeyframe(1.0)
                    }
            }
        }
        #expect(ViewHost(rootView: Pulse()).exists(text: "pulse"))
    }

    // A move jumps; a timing curve eases the segment's progress (`.easeIn` is the (0.42, 0, 1, 1)
    // Bézier curve).
    @Test func movesJumpAndCurvesEase() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                MoveKeyframe(5.0)
                LinearKeyframe(6.0, duration: 1, timingCurve: .easeIn)
            }
        }
        expectEqual(timeline.value(time: 0), 5)
        #expect(abs(timeline.value(time: 0.5) - (5 + UnitCurve.easeIn.value(at: 0.5))) < 1e-12)
        #expect(UnitCurve.easeIn.value(at: 0.5) < 0.5)
        #expect(abs(UnitCurve.circularEaseIn.value(at: 0.5) - (1 - 0.75.squareRoot())) < 1e-12)
    }

    // A spring keyframe follows the spring from the start value: critically damped with a 0.5 s
    // response (ω = 4π), the distance left after t is (1 + ωt)·e^(−ωt): 0.1789 at 0.25 s.
    @Test func springKeyframesFollowTheSpring() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack { SpringKeyframe(1.0, duration: 2, spring: Spring(duration: 0.5, bounce: 0)) }
        }
        let w = 4 * Double.pi
        #expect(abs(timeline.value(time: 0.25) - (1 - (1 + w * 0.25) * exp(-w * 0.25))) < 1e-9)
        #expect(abs(timeline.value(time: 2) - 1) < 1e-6)
        // Without a duration the segment lasts the spring's duration.
        let short = KeyframeTimeline(initialValue: 0.0) { KeyframeTrack { SpringKeyframe(1.0, spring: .bouncy) } }
        expectEqual(short.duration, 0.5)
        #expect(Spring.bouncy.bounce == 0.3 && Spring.snappy.bounce == 0.15)
        // `Animation.spring(_:)` with a `Spring` is the fluid spring of the same response and
        // damping ratio (0.5 s, 1 − 0.3).
        expectEqual(Animation.spring(.bouncy), Animation.spring(response: 0.5, dampingFraction: 0.7))
    }

    // Consecutive cubic keyframes make one smooth curve: at the junction the velocity is the
    // chord from the point before to the point after ((2 − 0) / 2 s = 1 per second), zero at
    // the ends. Halfway through the first segment the Hermite curve gives 0.5 − 0.125 = 0.375,
    // halfway through the second 1 + 0.5 + 0.125 = 1.625.
    @Test func cubicKeyframesAreSmooth() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                CubicKeyframe(1.0, duration: 1)
                CubicKeyframe(2.0, duration: 1)
            }
        }
        #expect(abs(timeline.value(time: 0.5) - 0.375) < 1e-12)
        #expect(abs(timeline.value(time: 1.5) - 1.625) < 1e-12)
        #expect(abs(timeline.value(time: 1) - 1) < 1e-12)
    }

    // Tracks animate properties of one value side by side; the timeline lasts as long as the
    // longest, and a track that ended holds its last value.
    @Test func tracksAnimatePropertiesTogether() {
        let timeline = KeyframeTimeline(initialValue: Values()) {
            KeyframeTrack(\.scale) { LinearKeyframe(2.0, duration: 0.5) }
            KeyframeTrack(\.offset) { LinearKeyframe(-40, duration: 1) }
            KeyframeTrack(\.angle) { LinearKeyframe(Angle.degrees(90), duration: 0.25) }
        }
        expectEqual(timeline.duration, 1)
        let v = timeline.value(time: 0.5)
        #expect(v.scale == 2 && v.offset == -20 && abs(v.angle.degrees - 90) < 1e-9)
    }

    final class Log { var values: [Double] = [] }

    struct Bouncer: View {
        let log: Log
        @State private var taps = 0
        var body: some View {
            Button("Bounce") { taps += 1 }
                .keyframeAnimator(initialValue: Values(), trigger: taps) { content, value in
                    let _ = log.values.append(value.scale)
                    content.scaleEffect(value.scale)
                } keyframes: { _ in
                    KeyframeTrack(\.scale) {
                        LinearKeyframe(2.0, duration: 0.5)
                        LinearKeyframe(1.0, duration: 0.5)
                    }
                }
        }
    }

    /// Runs `frames` frames, letting the animator's task set the value for each (it counts
    /// each value as a timeline entry).
    private func play(_ h: ViewHost, frames: Int) async {
        for _ in 0..<frames {
            let before = h.timelineEntriesShown
            h.advance()
            await waitUntil { h.timelineEntriesShown > before }
        }
        h.advance()   // the last value drawn
    }

    // With a trigger the keyframes play once per change, on the host's clock: every value shown
    // is the timeline's at a whole frame (60 a second), it reaches 2 at 0.5 s and ends at 1.
    @Test func aTriggerPlaysTheKeyframesOnceOnTheClock() async throws {
        let log = Log()
        let h = ViewHost(rootView: Bouncer(log: log), size: CGSize(width: 200, height: 200))
        h.advance(frames: 3)
        expectEqual(Set(log.values), [1])
        log.values = []
        try #require(h.find(text: "Bounce")).tap()
        await play(h, frames: 61)
        let values = log.values
        expectEqual(values.max(), 2)
        expectEqual(values.last, 1)
        let timeline = KeyframeTimeline(initialValue: 1.0) {
            KeyframeTrack { LinearKeyframe(2.0, duration: 0.5); LinearKeyframe(1.0, duration: 0.5) }
        }
        let onFrames = (0...60).map { timeline.value(time: Double($0) / 60) }
        #expect(values.allSatisfy { v in onFrames.contains { abs($0 - v) < 1e-9 } })
        #expect(Set(values.map { ($0 * 1e6).rounded() }).count >= 31)   // a new value every frame up and down
        h.advance(frames: 5)
        #expect(h.isIdle)
    }

    // Repeating (no trigger), the keyframes start again from where they ended, for as long as
    // the view is shown; `repeating: false` shows the initial value.
    @Test func repeatingKeyframesLoop() async {
        let log = Log()
        let view = Text("Spin").keyframeAnimator(initialValue: 0.0) { content, angle in
            let _ = log.values.append(angle)
            content.rotationEffect(.degrees(angle))
        } keyframes: { _ in
            KeyframeTrack { LinearKeyframe(90.0, duration: 1); MoveKeyframe(0.0) }
        }
        let h = ViewHost(rootView: view, size: CGSize(width: 200, height: 200))
        h.advance()
        await waitUntil { h.timelineEntriesShown > 0 }
        await play(h, frames: 150)
        #expect(log.values.filter { $0 > 85 }.count >= 2)                 // reached the top twice
        #expect(log.values.last.map { $0 > 30 && $0 < 60 } == true, "\(log.values.suffix(5)) \(log.values.count)")      // halfway through the third run
        let still = Log()
        let off = Text("Still").keyframeAnimator(initialValue: 5.0, repeating: false) { content, v in
            let _ = still.values.append(v)
            content.opacity(v)
        } keyframes: { _ in KeyframeTrack { LinearKeyframe(0.0, duration: 1) } }
        let h2 = ViewHost(rootView: off, size: CGSize(width: 200, height: 200))
        h2.advance(seconds: 1)
        expectEqual(Set(still.values), [5])
    }
}

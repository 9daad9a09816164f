import Foundation
import Testing
@testable import PlaygroundUI

// ProgressView (docs/semantics.md §16.1).

/// A timer bar over the next `seconds` of the host's clock, made when the view is first shown
/// (as `Date()...` in a body is).
private struct TimerBar: View {
    let seconds: Double
    let countsDown: Bool
    var body: some View {
        let now = _TimelineClock.now()
        ProgressView(timerInterval: now...now.addingTimeInterval(seconds), countsDown: countsDown)
    }
}

@MainActor
@Suite(.serialized) struct ProgressViewTests {
    @Test func aBarFillsToItsFraction() {
        let h = ViewHost(rootView: ProgressView(value: 30, total: 120).frame(width: 200), size: CGSize(width: 300, height: 100))
        let fill = h.shapeDrawings.first { $0.paint == .fill(Color.accentColor.resolved) }?.rect
        let track = h.shapeDrawings.first { $0.paint == .fill(ProgressMetrics.track.resolved) }?.rect
        #expect(track?.width == 200 && track?.height == 4)
        expectEqual(fill?.width, 50)
        #expect(h.isIdle)
    }

    @Test func aSpinnerTurnsAndKeepsTheHostAwake() {
        let h = ViewHost(rootView: ProgressView("Loading"), size: CGSize(width: 300, height: 100))
        func darkest() -> CGRect? {
            h.shapeDrawings.filter { $0.outline == .ellipse }.max { $0.paint.opacity < $1.paint.opacity }?.rect
        }
        let first = darkest()
        h.advance(frames: 10)
        #expect(darkest() != first, "the spinner turned")
        #expect(!h.isIdle)
        let label = h.frame(ofText: "Loading")!, dots = h.shapeDrawings.filter { $0.outline == .ellipse }.map(\.rect)
        #expect(dots.count == 8 && label.minY > dots.map(\.maxY).max()!)   // the title below the spinner
    }

    /// The width of the bar's filled part (0 when none is drawn).
    private func filled(_ h: ViewHost) -> CGFloat {
        h.shapeDrawings.first { $0.paint == .fill(Color.accentColor.resolved) }?.rect.width ?? 0
    }

    /// Advances `frames` frames, lets the timeline's task catch up with the clock (it moves to the
    /// last entry due and asks for a new frame), then draws that frame.
    private func advanceTimeline(_ h: ViewHost, frames: Int) async {
        let shown = h.timelineEntriesShown
        h.advance(frames: frames)
        await waitUntil { h.timelineEntriesShown > shown && !h.isIdle }
        h.advance()
    }

    // §16.1: `ProgressView(timerInterval:countsDown:)` empties over the range on the host's
    // clock, with the time left below it; at the end it is empty, shows 0:00 and the host is idle.
    @Test func aTimerBarEmptiesOverItsRange() async {
        let h = ViewHost(rootView: TimerBar(seconds: 2, countsDown: true).frame(width: 240), size: CGSize(width: 300, height: 100))
        expectEqual(filled(h), 240)
        #expect(h.frame(ofText: "0:02") != nil)
        // One second on: half full (the entry shown is the last one due, up to a frame behind).
        await advanceTimeline(h, frames: 60)
        let expected = 240 * (1 - (h.time - 1.0 / 60) / 2)
        #expect(abs(filled(h) - expected) <= 4.5, "\(filled(h)) at \(h.time) s")
        #expect(h.frame(ofText: "0:01") != nil)
        // The bar sits above its current-value label, 8 pt apart.
        let bar = h.shapeDrawings.first { $0.paint == .fill(ProgressMetrics.track.resolved) }!.rect
        #expect(abs(h.frame(ofText: "0:01")!.minY - (bar.maxY + 8)) < 1e-6)
        await advanceTimeline(h, frames: 70)
        expectEqual(filled(h), 0)
        #expect(h.frame(ofText: "0:00") != nil)
        await waitUntil { h.advance(); return h.isIdle }
        #expect(h.isIdle, "a finished timer leaves the host idle")
    }

    // §16.1: with `countsDown: false` the bar fills, and the label shows the time passed.
    @Test func aTimerBarThatCountsUpFills() async {
        let h = ViewHost(rootView: TimerBar(seconds: 4, countsDown: false).frame(width: 240), size: CGSize(width: 300, height: 100))
        expectEqual(filled(h), 0)
        #expect(h.frame(ofText: "0:00") != nil)
        await advanceTimeline(h, frames: 60)
        let expected = 240 * (h.time - 1.0 / 60) / 4
        #expect(abs(filled(h) - expected) <= 2.5, "\(filled(h)) at \(h.time) s")
        #expect(h.frame(ofText: "0:01") != nil)
    }

    // §16.1: the timer label reads as a timer: minutes and seconds, hours from an hour; the time
    // left rounds up, the time passed down.
    @Test func timerLabelsReadAsATimer() {
        let start = Date(timeIntervalSinceReferenceDate: 0)
        func text(_ length: Double, at t: Double, down: Bool = true) -> String {
            DefaultDateProgressLabel.text(interval: start...start.addingTimeInterval(length), countsDown: down, date: start.addingTimeInterval(t))
        }
        expectEqual(text(90, at: 0), "1:30")
        expectEqual(text(90, at: 0.5), "1:30")
        expectEqual(text(90, at: 1), "1:29")
        expectEqual(text(90, at: 200), "0:00")
        expectEqual(text(90, at: 61.7, down: false), "1:01")
        expectEqual(text(7200, at: 0), "2:00:00")
        expectEqual(text(7200, at: 3599, down: false), "59:59")
    }

    // §16.1: a value bar's label is above it and its current-value label below it, 8 pt from
    // the bar each; a spinner shows no current-value label.
    @Test func currentValueLabelsSitBelowTheBar() {
        let h = ViewHost(rootView: VStack {
            ProgressView(value: 0.5) { Text("Copying") } currentValueLabel: { Text("50%") }
            ProgressView(value: nil as Double?) { Text("Waiting") } currentValueLabel: { Text("never shown") }
        }.frame(width: 200), size: CGSize(width: 300, height: 300))
        let bar = h.shapeDrawings.first { $0.paint == .fill(ProgressMetrics.track.resolved) }!.rect
        let label = h.frame(ofText: "Copying")!, value = h.frame(ofText: "50%")!
        expectEqual(label.maxY + 8, bar.minY)
        expectEqual(bar.maxY + 8, value.minY)
        expectEqual(value.minX, bar.minX)
        expectEqual(h.frame(ofText: "never shown"), nil)
    }

    // §16.1: `CircularProgressViewStyle(tint:)` and `.tint(_:)` colour the spinner.
    /// §16.1: a `ProgressViewStyle` of your own draws every progress view inside from its
    /// configuration (the fraction, the labels); `ProgressView(configuration)` in it draws the
    /// built-in look; a built-in style written inside replaces it. Published ring and card styles
    /// did not compile.
    @Test func aCustomStyleDrawsFromItsConfiguration() {
        struct Ring: ProgressViewStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack {
                    configuration.label.foregroundColor(.red)
                    ZStack {
                        Circle().stroke(Color.gray, lineWidth: 4)
                        Circle().trim(from: 0, to: configuration.fractionCompleted ?? 0).stroke(Color.blue, lineWidth: 4)
                    }
                    .frame(width: 40, height: 40)
                    Text("\(Int((configuration.fractionCompleted ?? -1) * 100))%")
                    ProgressView(configuration).frame(width: 100)
                }
            }
        }
        let h = ViewHost(rootView: VStack {
            ProgressView("Copying", value: 0.25).progressViewStyle(Ring())
            ProgressView(value: 0.5).progressViewStyle(.linear).frame(width: 80)
        }.progressViewStyle(Ring()), size: CGSize(width: 300, height: 300))
        #expect(h.exists(text: "25%") && !h.exists(text: "50%"), "the inner built-in style wins over the outer custom one")
        expectEqual(h.textDrawings.first { $0.string == "Copying" }?.color, Color.red.resolved)
        #expect(h.stroke(.blue) != nil)
        // The built-in bar of `ProgressView(configuration)`, a quarter full, and the linear one, half.
        let fills = h.shapeDrawings.filter { $0.paint == .fill(Color.accentColor.resolved) }.map(\.rect.width).sorted()
        #expect(fills == [25, 40], "\(fills)")
    }

    /// §6.1.1, §16.1: labelled progress views in a stack are 8 pt apart, as any views (their
    /// labels' text-to-text spacing, 0, put them edge to edge).
    @Test func labelledProgressViewsAreSpacedAsViews() {
        let h = ViewHost(rootView: VStack {
            ProgressView("Spinner A")
            ProgressView("Spinner B")
        }, size: CGSize(width: 300, height: 300))
        let a = h.frame(ofText: "Spinner A")!, b = h.frame(ofText: "Spinner B")!
        // B's spinner (20 pt) and its 8-pt gap lie between A's label and B's label.
        #expect(abs(b.minY - a.maxY - (8 + 20 + 8)) < 0.5, "\(b.minY - a.maxY)")
    }

    @Test func aTintedSpinner() {
        for view in [AnyView(ProgressView().progressViewStyle(CircularProgressViewStyle(tint: .red))),
                     AnyView(ProgressView().tint(.red))] {
            let h = ViewHost(rootView: view, size: CGSize(width: 100, height: 100))
            let dots = h.shapeDrawings.filter { $0.outline == .ellipse }
            expectEqual(dots.count, 8)
            let red = Color.red.resolved
            #expect(dots.allSatisfy { if case .fill(let c) = $0.paint { c.red == red.red && c.green == red.green && c.blue == red.blue } else { false } })
            #expect(dots.contains { $0.paint.opacity == 1 })   // the newest dot in the full colour
        }
    }
}

private extension ShapePaint {
    var opacity: Double { if case .fill(let c) = self { return c.opacity } else { return 0 } }
}

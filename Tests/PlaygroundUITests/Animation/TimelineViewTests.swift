import Foundation
import Testing
@testable import PlaygroundUI

// TimelineView (docs/semantics.md §7.9): its content is shown again at its schedule's dates, on
// the host's virtual clock.

private final class DateLog: @unchecked Sendable { var dates: [Date] = [] }

private struct Ticker<S: TimelineSchedule>: View {
    let schedule: S
    let log: DateLog
    var body: some View {
        TimelineView(schedule) { context in
            let _ = log.dates.append(context.date)
            Text("t")
        }
    }
}

private final class Reveal: ObservableObject { @Published var shown = false }

/// A timeline that appears when `reveal.shown` is set.
private struct LateTicker: View {
    @ObservedObject var reveal: Reveal
    let log: DateLog
    var body: some View {
        if reveal.shown { Ticker(schedule: .periodic(from: .now, by: 0.25), log: log) } else { Text("not yet") }
    }
}

@MainActor
@Suite(.serialized) struct TimelineViewTests {
    /// The distinct dates shown, as seconds after the first.
    private func shown(_ log: DateLog) -> [Double] {
        var out: [Double] = []
        for d in log.dates {
            let t = (d.timeIntervalSince(log.dates[0]) * 1000).rounded() / 1000
            if out.last != t { out.append(t) }
        }
        return out
    }

    @Test func periodicEntriesOnTheVirtualClock() async {
        let log = DateLog()
        let h = ViewHost(rootView: Ticker(schedule: .periodic(from: .now, by: 0.25), log: log), size: CGSize(width: 100, height: 100))
        await waitUntil { h.timelineEntriesShown > 0 }   // the timeline started
        for _ in 1...4 {
            let before = h.timelineEntriesShown
            h.advance(frames: 15)   // a quarter of a second
            await waitUntil { h.timelineEntriesShown > before }
        }
        h.advance()                 // the last date drawn
        let t = shown(log)
        #expect(t.count >= 5, "\(t)")
        #expect(zip(t.dropFirst(), t.dropFirst(2)).allSatisfy { abs($1 - $0 - 0.25) < 1.0 / 60 + 1e-6 }, "a quarter second apart: \(t)")
    }

    /// §7.9: each host's dates start at the wall clock's time when its own first timeline looks.
    /// Here the first host's first timeline looks after 100 s of frames (run in a fraction of that
    /// in real time); a second host's dates still start at the wall clock's now, so its schedule
    /// from `.now` has its first entry a quarter second on, not 100 s on. (With one origin for
    /// all hosts the second host's dates were 100 s behind the wall clock.)
    @Test func eachHostDatesFromItsOwnFirstTimeline() async {
        let reveal = Reveal(), early = DateLog()
        let first = ViewHost(rootView: LateTicker(reveal: reveal, log: early), size: CGSize(width: 100, height: 100))
        first.advance(frames: 6000)
        // A host's first date is the wall clock's when its first timeline looks: not before
        // the moment read here (an ordering, whatever the machine's speed).
        let revealed = Date()
        first.perform { reveal.shown = true }
        first.advance()
        #expect((early.dates.first ?? .distantPast) >= revealed, "\(early.dates) before \(revealed)")

        let log = DateLog(), made = Date()
        let second = ViewHost(rootView: Ticker(schedule: .periodic(from: .now, by: 0.25), log: log), size: CGSize(width: 100, height: 100))
        #expect((log.dates.first ?? .distantPast) >= made, "\(log.dates) before \(made)")
        await waitUntil { second.timelineEntriesShown > 0 }
        second.advance(frames: 15)
        await waitUntil { second.timelineEntriesShown > 1 }
        second.advance()
        let t = shown(log)
        #expect(t.count == 2 && t[1] > 0 && t[1] <= 0.25, "\(t)")
    }

    @Test func animationScheduleUpdatesEveryFrameUnlessPaused() async {
        let log = DateLog()
        let h = ViewHost(rootView: Ticker(schedule: .animation, log: log), size: CGSize(width: 100, height: 100))
        await waitUntil { !log.dates.isEmpty }
        for _ in 1...10 {
            let before = h.timelineEntriesShown
            h.advance()
            await waitUntil { h.timelineEntriesShown > before }   // the timeline moved on
        }
        h.advance()
        #expect(shown(log).count >= 10, "\(shown(log))")
        // A paused timeline beside a running one: while the running one moves on, the paused one
        // keeps its first date.
        let paused = DateLog(), running = DateLog()
        let p = ViewHost(rootView: VStack {
            Ticker(schedule: .animation(minimumInterval: nil, paused: true), log: paused)
            Ticker(schedule: .animation, log: running)
        }, size: CGSize(width: 100, height: 100))
        for _ in 1...5 {
            let before = p.timelineEntriesShown
            p.advance()
            await waitUntil { p.timelineEntriesShown > before }
        }
        p.advance()
        #expect(shown(running).count >= 5, "\(shown(running))")
        expectEqual(shown(paused).count, 1)
    }

    @Test func everyMinuteEntriesAreOnTheMinute() {
        #expect(Array(EveryMinuteTimelineSchedule().entries(from: Date(timeIntervalSinceReferenceDate: 125), mode: .normal).prefix(2))
                == [Date(timeIntervalSinceReferenceDate: 120), Date(timeIntervalSinceReferenceDate: 180)])
        let explicit = ExplicitTimelineSchedule([Date(timeIntervalSinceReferenceDate: 1), Date(timeIntervalSinceReferenceDate: 2)])
        expectEqual(Array(explicit.entries(from: .now, mode: .normal)).count, 2)
    }
}

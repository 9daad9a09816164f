import Foundation
import Testing
@testable import PlaygroundUI

// `Text(_:style:)` with `.timer`, `.relative` and `.offset`: the date against the host's clock,
// kept current (docs/semantics.md §20.10).

private struct Elapsed: View {
    let start = Date()
    var body: some View { Text(start, style: .timer) }
}

private struct Countdown: View {
    let end = Date().addingTimeInterval(100)
    var body: some View {
        VStack {
            Text("Ends in ") + Text(end, style: .timer).bold()
            Text(end, style: .relative)
        }
    }
}

@MainActor
@Suite(.serialized) struct TextDateStyleTests {
    private let now = Date(timeIntervalSinceReferenceDate: 800_000_000)

    @Test func aTimerIsMinutesAndSecondsToOrFromTheDate() {
        #expect(Text.LiveDate.timer(-0.4) == "0:00")      // 0.4 s after the date
        expectEqual(Text.LiveDate.timer(-65), "1:05")
        expectEqual(Text.LiveDate.timer(-3725), "1:02:05")
        #expect(Text.LiveDate.timer(10) == "0:10")        // 10 s before it: counting down
        #expect(Text.LiveDate.timer(9.5) == "0:10")       // the time left rounded up
        expectEqual(Text.LiveDate.timer(0), "0:00")
    }

    // `Text(timerInterval:countsDown:showsHours:)` (iOS 16): the time left in the interval (or
    // passed), held at its ends; without hours the minutes run on; paused, it keeps its value.
    @Test func aTimerIntervalCountsWithinItsRange() {
        let range = now...now.addingTimeInterval(4_500)   // 1 h 15 min
        func at(_ s: TimeInterval, down: Bool = true, hours: Bool = true, pause: TimeInterval? = nil) -> String {
            var live = Text.LiveDate(date: range.upperBound, style: .timer, interval: range, countsDown: down, showsHours: hours)
            live.pausedAt = pause.map { now.addingTimeInterval($0) }
            return live.string(at: now.addingTimeInterval(s))
        }
        expectEqual(at(0), "1:15:00")
        #expect(at(0.5) == "1:15:00")          // rounded up, counting down
        expectEqual(at(1), "1:14:59")
        #expect(at(-30) == "1:15:00")          // before the interval: its length
        #expect(at(5_000) == "0:00")           // after it: done
        expectEqual(at(65, down: false), "1:05")
        expectEqual(at(0, hours: false), "75:00")
        expectEqual(at(600, pause: 60), "1:14:00")
        expectEqual(Text(timerInterval: range, countsDown: false).head.liveDate?.date, range.lowerBound)
    }

    @Test func relativeIsTheTwoLargestUnitsShort() {
        func relative(_ seconds: TimeInterval) -> String { Text.LiveDate.relative(from: now, to: now.addingTimeInterval(seconds)) }
        expectEqual(relative(90), "1 min, 30 sec")
        #expect(relative(-90) == "1 min, 30 sec")   // no direction
        expectEqual(relative(30), "30 sec")
        expectEqual(relative(7_500), "2 hr, 5 min")
        #expect(relative(3_601) == "1 hr")          // the next unit is zero
        expectEqual(relative(2 * 86_400 + 3 * 3_600), "2 days, 3 hr")
        expectEqual(relative(0), "0 sec")
    }

    @Test func offsetIsTheLargestUnitSigned() {
        func offset(_ seconds: TimeInterval) -> String { Text.LiveDate.offset(from: now, to: now.addingTimeInterval(seconds)) }
        expectEqual(offset(90), "+1 minute")
        expectEqual(offset(-7_200), "-2 hours")
        expectEqual(offset(1), "+1 second")
    }

    /// The whole seconds a text "prefix m:ss" in `h` shows, if any.
    private func seconds(_ h: ViewHost, prefix: String = "") -> Int? {
        (0..<400).first { h.exists(text: prefix + String(format: "%d:%02d", $0 / 60, $0 % 60)) }
    }

    /// Advances `h` second by second, waiting each time until its `timelines` have moved to the
    /// entry due.
    private func advance(_ h: ViewHost, seconds: Int, timelines: Int = 1) async {
        for _ in 0..<seconds {
            let before = h.timelineEntriesShown
            h.advance(frames: 60)
            await waitUntil { h.timelineEntriesShown >= before + timelines }
        }
        h.advance()
    }

    // Counting up from when the view was made: one more each second of the host's clock (the
    // first value is whatever the moment between making the view and its first frame gives).
    @Test func aTimerCountsUpOnTheHostsClock() async throws {
        let h = ViewHost(rootView: Elapsed())
        await waitUntil { h.timelineEntriesShown > 0 }
        h.advance()
        let first = try #require(seconds(h))
        await advance(h, seconds: 1)
        expectEqual(seconds(h), first + 1)
        await advance(h, seconds: 10)
        expectEqual(seconds(h), first + 11)
    }

    // Counting down, inside a concatenated text; the relative date beside it counts down too.
    @Test func aCountdownInAConcatenatedTextCountsDown() async throws {
        let h = ViewHost(rootView: Countdown())
        await waitUntil { h.timelineEntriesShown > 1 }
        h.advance()
        let first = try #require(seconds(h, prefix: "Ends in "))
        #expect(first <= 100 && first >= 90)   // counting down from 100 s
        await advance(h, seconds: 1, timelines: 2)
        expectEqual(seconds(h, prefix: "Ends in "), first - 1)
        await advance(h, seconds: 30, timelines: 2)
        expectEqual(seconds(h, prefix: "Ends in "), first - 31)
        let left = first - 31
        #expect(h.exists(text: "\(left / 60) min, \(left % 60) sec"))
    }
}

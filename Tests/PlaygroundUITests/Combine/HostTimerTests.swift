import Foundation
import Testing
@testable import PlaygroundUI

// §30.7: Foundation's `Timer.scheduledTimer`, `RunLoop.main.add(_:forMode:)` and
// `DispatchQueue.main.asyncAfter` on the host's virtual clock (60 frames a second: frame N is N/60 s),
// through `_HostTimers`, which the declarations `playground open` adds to a program call
// (`OpenCommandTests.foundationTimersRunOnTheRecordingsClock` runs them through the real command).

@MainActor
@Suite struct HostTimerTests {
    /// A stopwatch in the style tutorials teach: a 0.01-s timer started in `onAppear`.
    private struct Stopwatch: View {
        let log: TickLog
        @State private var ticks = 0
        var body: some View {
            Text("ticks \(ticks)")
                .onAppear {
                    let tick = Tick { ticks += 1 }
                    log.timer = _HostTimers.scheduledTimer(withTimeInterval: 0.01, repeats: true) { timer in
                        let stop = MainActor.assumeIsolated {
                            tick.run()
                            log.ticks += 1
                            return log.ticks == log.stopAt
                        }
                        if stop { timer.invalidate() }
                    }
                    if log.alsoCommon, let t = log.timer { _HostTimers.add(t, to: RunLoop.main, forMode: .common) }
                }
        }
    }

    /// The view's state change, handed to the timer's block (which runs on the main thread).
    private struct Tick: @unchecked Sendable { let run: () -> Void }

    final class TickLog: @unchecked Sendable {
        var ticks = 0
        var stopAt = -1
        var alsoCommon = false
        var timer: Timer?
    }

    /// A 0.01-s timer fires 100 times in a second of frames, however fast frames are drawn; the
    /// text shows the count of its last frame (iOS's run loop fires it every 10 ms: at 0.5 s, 50).
    @Test func aFastTimerFiresAtItsOwnRateNotTheFrameRate() {
        let log = TickLog()
        let host = ViewHost(rootView: Stopwatch(log: log), size: CGSize(width: 200, height: 100))
        host.advance(seconds: 0.5)
        expectEqual(log.ticks, 50)
        #expect(host.exists(text: "ticks 50"))
        host.advance(seconds: 0.5)
        expectEqual(log.ticks, 100)
    }

    /// `invalidate()` inside the block stops it; `isValid` turns false.
    @Test func invalidateStopsTheTimer() {
        let log = TickLog()
        log.stopAt = 7
        let host = ViewHost(rootView: Stopwatch(log: log), size: CGSize(width: 200, height: 100))
        host.advance(seconds: 1)
        expectEqual(log.ticks, 7)
        expectEqual(log.timer?.isValid, false)
        #expect(host.exists(text: "ticks 7"))
    }

    /// Adding a scheduled timer to the main run loop again (`.common`, to keep it firing while a
    /// scroll view tracks) does not make it fire twice.
    @Test func addingAScheduledTimerAgainDoesNotDoubleIt() {
        let log = TickLog()
        log.alsoCommon = true
        let host = ViewHost(rootView: Stopwatch(log: log), size: CGSize(width: 200, height: 100))
        host.advance(seconds: 0.3)
        expectEqual(log.ticks, 30)
    }

    /// A timer made with `Timer(timeInterval:repeats:block:)` and added to `RunLoop.main` fires
    /// one interval after it was made, then every interval; one that does not repeat fires once.
    /// (Made here as the declaration `playground open` adds makes it: Linux Foundation's own
    /// would fire at once.)
    @Test func aTimerAddedToTheMainRunLoopFiresOnTheClock() {
        let host = ViewHost(rootView: Text("x"), size: CGSize(width: 100, height: 100))
        var fires: [Int] = []
        var once: [Int] = []
        host.perform {
            let repeating = Timer(fire: Date(timeIntervalSinceNow: 0.25), interval: 0.25, repeats: true) { _ in MainActor.assumeIsolated { fires.append(host.frameIndex) } }
            _HostTimers.madeTimer(repeating, firesAfter: 0.25)
            _HostTimers.add(repeating, to: RunLoop.main, forMode: .common)
            let single = Timer(fire: Date(timeIntervalSinceNow: 0.5), interval: 0.5, repeats: false) { _ in MainActor.assumeIsolated { once.append(host.frameIndex) } }
            _HostTimers.madeTimer(single, firesAfter: 0.5)
            _HostTimers.add(single, to: RunLoop.main, forMode: .default)
        }
        host.advance(seconds: 1)
        expectEqual(fires, [15, 30, 45, 60])
        expectEqual(once, [30])
    }

    /// `DispatchQueue.main.asyncAfter(deadline: .now() + 0.51)` runs at the first frame at or
    /// after 0.51 s (frame 31); a cancelled `DispatchWorkItem` does not run (the debounce idiom).
    /// The delays fall between frames, so the real time spent making a deadline cannot move them.
    @Test func asyncAfterOnTheMainQueueWaitsForTheClock() {
        let host = ViewHost(rootView: Text("x"), size: CGSize(width: 100, height: 100))
        var ran: [String] = []
        host.perform {
            _HostTimers.asyncAfter(.main, deadline: .now() + 0.51, qos: .unspecified, flags: []) { MainActor.assumeIsolated { ran.append("block \(host.frameIndex)") } }
            let cancelled = DispatchWorkItem { MainActor.assumeIsolated { ran.append("cancelled") } }
            _HostTimers.asyncAfter(.main, deadline: .now() + 0.2, execute: cancelled)
            let kept = DispatchWorkItem { MainActor.assumeIsolated { ran.append("item \(host.frameIndex)") } }
            _HostTimers.asyncAfter(.main, deadline: .now() + 0.26, execute: kept)
            cancelled.cancel()
        }
        host.advance(seconds: 0.4)
        expectEqual(ran, ["item 16"])
        host.advance(seconds: 0.2)
        expectEqual(ran, ["item 16", "block 31"])
    }
}

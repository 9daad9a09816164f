import Foundation
import Testing
@testable import PlaygroundUI

// §30.3–30.5: debounce, throttle, delay, receive(on:), Timer.publish, onReceive and Task.sleep on
// the host's virtual clock (60 frames a second: frame N is N/60 s).

@MainActor
@Suite struct VirtualTimeTests {
    private struct Blank: View { var body: some View { Text("blank") } }

    /// Runs `host` frame by frame up to `frames`, sending `inputs[frame]` (inside the host) first.
    private func run(_ host: ViewHost, frames: Int, _ inputs: [Int: () -> Void]) {
        for f in 0...frames {
            if let input = inputs[f] { host.perform(input) }
            if f < frames { host.advance() }
        }
    }

    /// §30.3: a debounced value comes `dueTime` after the last value, on the frame of that time.
    @Test func debounceOnVirtualClock() {
        let host = ViewHost(rootView: Blank())
        let subject = PassthroughSubject<String, Never>()
        var got: [String] = []
        var cancellables = Set<AnyCancellable>()
        host.perform {
            subject.debounce(for: .milliseconds(300), scheduler: RunLoop.main)
                .sink { got.append("\(host.frameIndex) \($0)") }.store(in: &cancellables)
        }
        // Typed at 0, 0.1 and 0.2 s: one value, 0.3 s after the last (frame 30).
        run(host, frames: 100, [0: { subject.send("a") }, 6: { subject.send("ab") }, 12: { subject.send("abc") },
                               60: { subject.send("abcd") }])
        expectEqual(got, ["30 abc", "78 abcd"])
    }

    /// §30.3: throttle sends the first value at once, then at most one per interval.
    @Test func throttleOnVirtualClock() {
        for latest in [true, false] {
            let host = ViewHost(rootView: Blank())
            let subject = PassthroughSubject<Int, Never>()
            var got: [String] = []
            var c: AnyCancellable?
            host.perform {
                c = subject.throttle(for: .milliseconds(500), scheduler: DispatchQueue.main, latest: latest)
                    .sink { got.append("\(host.frameIndex) \($0)") }
            }
            run(host, frames: 120, [0: { subject.send(1) }, 6: { subject.send(2) }, 12: { subject.send(3) },
                                    60: { subject.send(4) }, 63: { subject.send(5) }])
            #expect(got == (latest ? ["0 1", "30 3", "60 4", "90 5"] : ["0 1", "30 2", "60 4", "90 5"]), "latest: \(latest)")
            _ = c
        }
    }

    /// §30.3: delay moves each value by the interval (0.25 s = 15 frames; from 1/6 s to frame 25).
    @Test func delayOnVirtualClock() {
        let host = ViewHost(rootView: Blank())
        let subject = PassthroughSubject<Int, Never>()
        var got: [String] = []
        var c: AnyCancellable?
        host.perform {
            c = subject.delay(for: 0.25, scheduler: DispatchQueue.main).sink { got.append("\(host.frameIndex) \($0)") }
        }
        run(host, frames: 40, [0: { subject.send(1) }, 10: { subject.send(2) }])
        expectEqual(got, ["15 1", "25 2"])
        _ = c
    }

    /// §30.3: receive(on: DispatchQueue.main) delivers before the next frame.
    @Test func receiveOnMainIsNextFrame() {
        let host = ViewHost(rootView: Blank())
        let subject = PassthroughSubject<Int, Never>()
        var got: [String] = []
        var c: AnyCancellable?
        host.perform {
            c = subject.receive(on: DispatchQueue.main).sink { got.append("\(host.frameIndex) \($0)") }
            subject.send(1)
        }
        #expect(got.isEmpty)
        host.advance()
        expectEqual(got, ["1 1"])
        _ = c
    }

    private final class Log { var events: [String] = [] }

    private struct Receiver: View {
        let subject: PassthroughSubject<Int, Never>
        @State var value = 0
        var body: some View {
            Text("value \(value)")
                .onReceive(subject.delay(for: .seconds(0.5), scheduler: DispatchQueue.main)) { value = $0 }
        }
    }

    /// §30.4: onReceive takes any publisher that cannot fail; a value delivered at the start of a
    /// frame shows in that frame.
    @Test func onReceiveUpdatesStateInTheSameFrame() {
        let subject = PassthroughSubject<Int, Never>()
        let host = ViewHost(rootView: Receiver(subject: subject))
        host.perform { subject.send(7) }
        host.advance(frames: 29)
        #expect(host.frame(ofText: "value 0") != nil)
        host.advance()
        #expect(host.frame(ofText: "value 7") != nil)
    }

    private struct CurrentValueReceiver: View {
        let subject: CurrentValueSubject<String, Never>
        @State var text = ""
        var body: some View { Text("text \(text)").onReceive(subject) { text = $0 } }
    }

    /// §30.4: a current-value subject's value shows in the first frame (subscribed on appear).
    @Test func onReceiveCurrentValueOnAppear() {
        let subject = CurrentValueSubject<String, Never>("hi")
        let host = ViewHost(rootView: CurrentValueReceiver(subject: subject))
        #expect(host.frame(ofText: "text hi") != nil)
        host.perform { subject.send("there") }
        host.advance()
        #expect(host.frame(ofText: "text there") != nil)
    }

    final class Toggle: ObservableObject { @Published var shown = true }

    private struct Removable: View {
        @ObservedObject var toggle: Toggle
        let subject: PassthroughSubject<Int, Never>
        let log: Log
        var body: some View {
            VStack {
                if toggle.shown {
                    Text("child")
                        .onReceive(subject.handleEvents(receiveCancel: { [log] in log.events.append("cancel") })) { [log] in log.events.append("got \($0)") }
                }
            }
        }
    }

    /// §30.4: the subscription ends when the view goes.
    @Test func onReceiveCancelsWhenTheViewGoes() {
        let subject = PassthroughSubject<Int, Never>()
        let toggle = Toggle(), log = Log()
        let host = ViewHost(rootView: Removable(toggle: toggle, subject: subject, log: log))
        host.perform { subject.send(1) }
        host.perform { toggle.shown = false }
        host.advance()
        host.perform { subject.send(2) }
        expectEqual(log.events, ["got 1", "cancel"])
    }

    /// §22.4: Timer.publish with connect() ticks on the host's clock; cancelling stops it.
    @Test func timerConnectTicksOnVirtualClock() {
        let host = ViewHost(rootView: Blank())
        var ticks: [Int] = []
        var sub: AnyCancellable?, connection: Cancellable?
        host.perform {
            let timer = Timer.publish(every: 0.25, on: .main, in: .common)
            sub = timer.sink { _ in ticks.append(host.frameIndex) }
            connection = timer.connect()
        }
        host.advance(frames: 60)
        expectEqual(ticks, [15, 30, 45, 60])
        connection?.cancel()
        host.advance(frames: 30)
        expectEqual(ticks.count, 4)
        _ = sub
    }

    final class Wake: @unchecked Sendable { var events: [String] = [] }

    private struct Sleeper: View {
        let wake: Wake
        var body: some View {
            Text("sleeper").task {
                wake.events.append("start")
                do {
                    try await Task.sleep(nanoseconds: 1_000_000_000)
                    wake.events.append("woke")
                    try await Task.sleep(for: .seconds(0.5))
                    wake.events.append("woke again")
                    try await Task.sleep(until: .now + .seconds(1), clock: .continuous)
                    wake.events.append("woke third")
                } catch {
                    wake.events.append("cancelled")
                }
            }
        }
    }

    /// §30.5: Task.sleep in a `.task` wakes after exactly the virtual time: not at frame 59,
    /// at frame 60; `sleep(for:)` and `sleep(until:clock:)` likewise.
    @Test func taskSleepWakesOnVirtualTime() async {
        let wake = Wake()
        let host = ViewHost(rootView: Sleeper(wake: wake))
        await waitUntil { wake.events == ["start"] }
        host.advance(frames: 59)
        try? await Task.sleep(nanoseconds: 50_000_000)   // real time here: the test's own task
        expectEqual(wake.events, ["start"])
        host.advance()
        await waitUntil { wake.events.count == 2 }
        expectEqual(wake.events, ["start", "woke"])
        host.advance(frames: 29)
        try? await Task.sleep(nanoseconds: 50_000_000)
        expectEqual(wake.events.count, 2)
        host.advance()
        await waitUntil { wake.events.count == 3 }
        host.advance(frames: 60)
        await waitUntil { wake.events.count == 4 }
        expectEqual(wake.events, ["start", "woke", "woke again", "woke third"])
    }

    /// §30.5: a woken sleeping task is counted on its own host's clock until it runs again (a
    /// window or a recorder waits for its host's before a frame), not on every host's.
    @Test func aWokenSleeperIsCountedByItsOwnHost() async {
        let wake = Wake()
        let sleeping = ViewHost(rootView: Sleeper(wake: wake)), other = ViewHost(rootView: Blank())
        await waitUntil { wake.events == ["start"] }
        sleeping.advance(frames: 60)   // the clock wakes the task; it has not run yet
        expectEqual(sleeping.wakingSleepers, 1)
        expectEqual(other.wakingSleepers, 0)
        await waitUntil { wake.events.count == 2 }
        expectEqual(wake.events, ["start", "woke"])
        expectEqual(sleeping.wakingSleepers, 0)
    }

    private struct RemovableSleeper: View {
        @ObservedObject var toggle: Toggle
        let wake: Wake
        var body: some View {
            VStack {
                if toggle.shown { Sleeper(wake: wake) }
            }
        }
    }

    /// §30.5: a sleeping task is cancelled when its view goes: the sleep throws CancellationError.
    @Test func sleepingTaskCancelledWhenViewGoes() async {
        let wake = Wake(), toggle = Toggle()
        let host = ViewHost(rootView: RemovableSleeper(toggle: toggle, wake: wake))
        await waitUntil { wake.events == ["start"] }
        host.advance(frames: 10)
        host.perform { toggle.shown = false }
        host.advance()
        #expect(host.frame(ofText: "sleeper") == nil, "the view went in the frame after the change")
        await waitUntil { wake.events.count == 2 }
        expectEqual(wake.events, ["start", "cancelled"])
    }

    /// §30.3: a view tree with no publishers does no clock work per frame and stays idle.
    @Test func idleTreeStaysIdle() {
        let host = ViewHost(rootView: Blank())
        host.advance(frames: 2)
        #expect(host.isIdle)
        #expect(!host.graph.clock.hasWork)
        let bodies = host.graph.bodyCount, measures = host.graph.measureCount
        host.advance(frames: 30)
        #expect(host.graph.bodyCount == bodies && host.graph.measureCount == measures, "idle frames did work")
        #expect(host.displayList.items.count > 0)
    }
}

import Foundation
import Testing
@testable import PlaygroundUI

// §30.1–30.2: behaviours a review of the Combine code found missing, each as Combine has it.

/// Asks for one value at first, and one more each time `more()` is called.
private final class Stingy<Input>: Subscriber {
    typealias Failure = Never
    var received: [Input] = []
    var subscription: Subscription?
    func receive(subscription: Subscription) { self.subscription = subscription; subscription.request(.max(1)) }
    func receive(_ input: Input) -> Subscribers.Demand { received.append(input); return .none }
    func receive(completion: Subscribers.Completion<Never>) {}
    func more() { subscription?.request(.max(1)) }
}

@MainActor
@Suite struct CombineReviewTests {
    /// §30.1: a current-value subject's subscriber that had no demand gets the latest value at
    /// its next request.
    @Test func currentValueWaitsForDemand() {
        let subject = CurrentValueSubject<Int, Never>(1)
        let s = Stingy<Int>()
        subject.subscribe(s)
        subject.send(2)
        subject.send(3)
        expectEqual(s.received, [1])
        s.more()
        expectEqual(s.received, [1, 3])
    }

    /// §30.2: `removeDuplicates(by:)` compares each value with the one received before it.
    @Test func removeDuplicatesComparesWithTheLastReceived() {
        var out: [Double] = []
        let c = [0, 0.4, 0.8, 1.2].publisher.removeDuplicates { abs($0 - $1) < 0.5 }.sink { out.append($0) }
        expectEqual(out, [0])
        c.cancel()
    }

    /// §30.2: `zip` finishes when a finished side has no values left; `MergeMany([])` finishes.
    @Test func zipAndEmptyMergeFinish() {
        let subject = PassthroughSubject<Int, Never>()
        var pairs: [String] = []
        var finished = false
        let c = [1, 2].publisher.zip(subject).sink(receiveCompletion: { _ in finished = true }, receiveValue: { pairs.append("\($0)\($1)") })
        subject.send(10)
        #expect(!finished)
        subject.send(20)
        #expect(pairs == ["110", "220"] && finished)
        var emptyFinished = false
        let e = Publishers.MergeMany([Just(1)].dropLast()).sink(receiveCompletion: { _ in emptyFinished = true }, receiveValue: { _ in })
        #expect(emptyFinished)
        c.cancel(); e.cancel()
    }

    /// §30.2: a sequence publisher reads its sequence lazily, so an endless one works.
    @Test func endlessSequencePublisher() {
        var out: [Int] = []
        var finished = false
        let c = (1...).publisher.prefix(3).sink(receiveCompletion: { _ in finished = true }, receiveValue: { out.append($0) })
        #expect(out == [1, 2, 3] && finished)
        c.cancel()
    }

    /// §30.1: leaving a `values` loop early cancels its subscription.
    @Test func leavingAValuesLoopCancels() async {
        let subject = PassthroughSubject<Int, Never>()
        var cancelled = false
        let stream = subject.handleEvents(receiveCancel: { cancelled = true })
        let feeder = Task { @MainActor in for i in 0..<100 { subject.send(i); await Task.yield() } }
        for await value in stream.values where value >= 1 { break }
        await waitUntil { cancelled }
        #expect(cancelled)
        feeder.cancel()
    }

    /// §30.3: `Timer.publish(…).autoconnect()` written inline in `onReceive` keeps ticking.
    @Test func inlineAutoconnectTimerTicks() {
        struct Clock: View {
            @State var ticks = 0
            var body: some View {
                Text("ticks \(ticks)")
                    .onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { _ in ticks += 1 }
            }
        }
        let host = ViewHost(rootView: Clock())
        host.advance(frames: 1)
        host.advance(seconds: 3)
        #expect(host.frame(ofText: "ticks 3") != nil || host.frame(ofText: "ticks 2") != nil)
    }

    /// §30.2: `@Published` in a class that is not an `ObservableObject` publishes through `$x`
    /// (found by OpenCombine's `PublishedTests`, §30.6).
    @Test func publishedInAPlainClass() {
        final class Settings { @Published var volume = 3 }
        let settings = Settings()
        var heard: [Int] = []
        let c = settings.$volume.sink { heard.append($0) }
        settings.volume = 7
        #expect(heard == [3, 7] && settings.volume == 7)
        _ = c
    }

    /// §30.6: a dispatch stride from an interval too long for nanoseconds saturates (no trap).
    @Test func dispatchStrideSaturates() {
        typealias Stride = DispatchQueue.SchedulerTimeType.Stride
        expectEqual(Stride(.seconds(.max)).magnitude, .max)
        expectEqual(Stride(.milliseconds(.min)).magnitude, .min)
        expectEqual(Stride(.seconds(2)).magnitude, 2_000_000_000)
    }
}

import Foundation
import Testing
@testable import PlaygroundUI

// §30.6: the folding operators found missing by OpenCombine's test suite, with the results Apple's
// documentation gives (`reduce`, `count`, `min`/`max`, `contains`, `allSatisfy`, `replaceEmpty`).

private struct Boom: Error, Equatable {}

/// Everything a publisher sends, as text ("v:…", "finished", "failed").
private func events<P: Publisher>(_ publisher: P) -> [String] {
    var out: [String] = []
    let c = publisher.sink(receiveCompletion: { c in
        if case .finished = c { out.append("finished") } else { out.append("failed") }
    }, receiveValue: { out.append("v:\($0)") })
    _ = c
    return out
}

@MainActor
struct ReducingOperatorTests {
    @Test func reduceAndCountSendOneValueWhenTheUpstreamFinishes() {
        expectEqual(events([1, 2, 3].publisher.reduce(10, +)), ["v:16", "finished"])
        expectEqual(events([String]().publisher.count()), ["v:0", "finished"])
        expectEqual(events(["a", "b"].publisher.count()), ["v:2", "finished"])
        let subject = PassthroughSubject<Int, Never>()
        var got: [Int] = []
        let c = subject.reduce(0, +).sink { got.append($0) }
        subject.send(4); subject.send(5)
        #expect(got.isEmpty)   // nothing until the upstream finishes
        subject.send(completion: .finished)
        expectEqual(got, [9])
        _ = c
    }

    @Test func tryReduceEndsWithTheThrownError() {
        let p = [1, 2, 3].publisher.tryReduce(0) { acc, v in
            if v == 2 { throw Boom() }
            return acc + v
        }
        expectEqual(events(p), ["failed"])
    }

    @Test func minAndMaxKeepTheFirstOfEqualValues() {
        expectEqual(events([3, 1, 2].publisher.min()), ["v:1", "finished"])
        expectEqual(events([3, 1, 2].publisher.max()), ["v:3", "finished"])
        expectEqual(events([Int]().publisher.min()), ["finished"])
        // Ordered by length: "bb" and "cc" tie for longest; the first is kept.
        #expect(events(["a", "bb", "cc"].publisher.max { $0.count < $1.count }) == ["v:bb", "finished"])
        #expect(events(["aa", "b", "c"].publisher.min { $0.count < $1.count }) == ["v:b", "finished"])
    }

    @Test func containsAnswersAtTheFirstMatchAndCancelsTheUpstream() {
        let subject = PassthroughSubject<Int, Never>()
        var cancelled = false
        var out: [String] = []
        let c = subject.handleEvents(receiveCancel: { cancelled = true }).contains(2)
            .sink(receiveCompletion: { _ in out.append("finished") }, receiveValue: { out.append("v:\($0)") })
        subject.send(1)
        #expect(out.isEmpty)
        subject.send(2)
        #expect(out == ["v:true", "finished"] && cancelled)
        _ = c
        expectEqual(events([1, 3].publisher.contains(2)), ["v:false", "finished"])
        #expect(events([1, 3].publisher.contains { $0 > 2 }) == ["v:true", "finished"])
        expectEqual(events([1, 3].publisher.tryContains { _ in throw Boom() }), ["failed"])
    }

    @Test func allSatisfyIsTrueForNoValuesAndFalseAtTheFirstMiss() {
        #expect(events([Int]().publisher.allSatisfy { $0 > 0 }) == ["v:true", "finished"])
        #expect(events([1, 2].publisher.allSatisfy { $0 > 0 }) == ["v:true", "finished"])
        #expect(events([1, -1, 2].publisher.allSatisfy { $0 > 0 }) == ["v:false", "finished"])
        expectEqual(events([1].publisher.tryAllSatisfy { _ in throw Boom() }), ["failed"])
    }

    @Test func replaceEmptyOnlyWhenNothingWasSent() {
        expectEqual(events([Int]().publisher.replaceEmpty(with: 7)), ["v:7", "finished"])
        expectEqual(events([1].publisher.replaceEmpty(with: 7)), ["v:1", "finished"])
        expectEqual(events(Fail<Int, Boom>(error: Boom()).replaceEmpty(with: 7)), ["failed"])
    }

    @Test func aFailureIsPassedOnAndNothingElse() {
        expectEqual(events(Fail<Int, Boom>(error: Boom()).count()), ["failed"])
        expectEqual(events(Fail<Int, Boom>(error: Boom()).contains(1)), ["failed"])
    }

    /// The upstream is asked for everything at once; the result waits for the subscriber's demand
    /// (OpenCombine's `ReduceTests`/`ContainsTests`, run against Apple's Combine).
    @Test func theResultWaitsForDemandButTheUpstreamIsAskedAtOnce() {
        final class Late: Subscriber {
            typealias Input = Int
            typealias Failure = Never
            var subscription: Subscription?
            var got: [Int] = []
            var finished = false
            func receive(subscription: Subscription) { self.subscription = subscription }
            func receive(_ input: Int) -> Subscribers.Demand { got.append(input); return .none }
            func receive(completion: Subscribers.Completion<Never>) { finished = true }
        }
        var requested: [Subscribers.Demand] = []
        let late = Late()
        [1, 2].publisher.handleEvents(receiveRequest: { requested.append($0) }).count().subscribe(late)
        #expect(requested == [.unlimited] && late.got.isEmpty && !late.finished)
        late.subscription?.request(.max(1))
        #expect(late.got == [2] && late.finished)
        // The empty subscription takes requests and cancels without effect.
        Subscriptions.empty.request(.max(3))
        Subscriptions.empty.cancel()
    }
}

import Foundation
import Testing
@testable import PlaygroundUI

// §30.1–30.2: Combine's publishers, subscribers and operators, without a host (synchronous).

private struct Oops: Error, Equatable {}

@MainActor
@Suite struct CombineCoreTests {
    /// §30.1: a subject's values reach a sink in order; the completion ends it; nothing after.
    @Test func subjectToSinkDeliveryAndCompletion() {
        let subject = PassthroughSubject<Int, Oops>()
        var values: [Int] = []
        var completions: [Subscribers.Completion<Oops>] = []
        let c = subject.sink(receiveCompletion: { completions.append($0) }, receiveValue: { values.append($0) })
        subject.send(1)
        subject.send(2)
        subject.send(completion: .failure(Oops()))
        subject.send(3)
        expectEqual(values, [1, 2])
        expectEqual(completions, [.failure(Oops())])
        // A subscriber arriving after the completion gets the completion at once.
        var late: [Subscribers.Completion<Oops>] = []
        _ = subject.sink(receiveCompletion: { late.append($0) }, receiveValue: { _ in })
        expectEqual(late, [.failure(Oops())])
        _ = c
    }

    /// §30.1: releasing the AnyCancellable cancels (a Set, an Array, or the value itself).
    @Test func anyCancellableCancelsOnDeinit() {
        let subject = PassthroughSubject<Int, Never>()
        var seen: [Int] = []
        var cancelled = 0
        var set = Set<AnyCancellable>()
        subject.handleEvents(receiveCancel: { cancelled += 1 }).sink { seen.append($0) }.store(in: &set)
        var list: [AnyCancellable] = []
        subject.sink { seen.append($0 * 10) }.store(in: &list)
        subject.send(1)
        expectEqual(seen, [1, 10])
        set.removeAll()
        expectEqual(cancelled, 1)
        subject.send(2)
        expectEqual(seen, [1, 10, 20])
        list = []
        subject.send(3)
        expectEqual(seen, [1, 10, 20])
        do {
            let c = subject.sink { seen.append($0 * 100) }
            subject.send(4)
            _ = c
        }
        subject.send(5)
        expectEqual(seen, [1, 10, 20, 400])
    }

    /// §30.1: a current-value subject sends its value to each new subscriber, then every new one.
    @Test func currentValueSubject() {
        let subject = CurrentValueSubject<String, Never>("a")
        var seen: [String] = []
        let c = subject.sink { seen.append($0) }
        subject.value = "b"
        subject.send("c")
        expectEqual(seen, ["a", "b", "c"])
        expectEqual(subject.value, "c")
        _ = c
    }

    final class Model: ObservableObject {
        @Published var query = ""
        @Published var count = 0
        @Published var echo = ""
    }

    /// §30.2: `$query` sends the current value on subscribe and each new one when it is set,
    /// before it is stored (a sink reading the property sees the old value); `objectWillChange`
    /// still fires first.
    @Test func publishedSendsCurrentAndNewValues() {
        let model = Model()
        model.query = "x"
        var log: [String] = []
        let a = model.objectWillChange.sink { log.append("will change (\(model.query))") }
        let b = model.$query.sink { [unowned model] in log.append("value \($0), property \(model.query)") }
        model.query = "y"
        expectEqual(log, ["value x, property x", "will change (x)", "value y, property x"])
        expectEqual(model.query, "y")
        _ = (a, b)
    }

    /// §30.2: `assign(to: &$echo)` writes every value into the property and announces it through
    /// `objectWillChange`, for as long as the object lives.
    @Test func assignToPublished() {
        let model = Model()
        var changes = 0
        let c = model.objectWillChange.sink { changes += 1 }
        model.$query.map { $0.uppercased() }.assign(to: &model.$echo)
        expectEqual(model.echo, "")
        model.query = "abc"
        expectEqual(model.echo, "ABC")
        #expect(changes == 3)   // echo's first value (""), then query, then echo
        _ = c
    }

    /// §30.1: `assign(to:on:)` writes into a key path of an object.
    @Test func assignToKeyPath() {
        final class Box { var text = "" }
        let box = Box()
        let c = Just("hello").assign(to: \.text, on: box)
        expectEqual(box.text, "hello")
        _ = c
    }

    /// §30.2: the operators people chain, on synchronous publishers.
    @Test func operators() {
        func values<P: Publisher>(_ p: P) -> [P.Output] where P.Failure == Never {
            var out: [P.Output] = []
            _ = p.sink { out.append($0) }
            return out
        }
        // (Closures typed: untyped, this test took the type checker 6 s.)
        let doubled: [Int] = values([1, 2, 3, 4].publisher.map { (x: Int) -> Int in x * 2 }.filter { (x: Int) -> Bool in x > 2 })
        expectEqual(doubled, [4, 6, 8])
        expectEqual(values(["1", "x", "3"].publisher.compactMap { Int($0) }), [1, 3])
        expectEqual(values([1, 1, 2, 2, 1].publisher.removeDuplicates()), [1, 2, 1])
        expectEqual(values([1, 2, 3].publisher.dropFirst()), [2, 3])
        expectEqual(values([1, 2, 3].publisher.prepend(0)), [0, 1, 2, 3])
        expectEqual(values([1, 2, 3].publisher.append(9)), [1, 2, 3, 9])
        let sums: [Int] = values([1, 2, 3].publisher.scan(0) { (sum: Int, x: Int) -> Int in sum + x })
        expectEqual(sums, [1, 3, 6])
        expectEqual(values([1, 2, 3].publisher.collect()), [[1, 2, 3]])
        expectEqual(values([1, 2, 3, 4, 5].publisher.collect(2)), [[1, 2], [3, 4], [5]])
        expectEqual(values([5, 6].publisher.first()), [5])
        #expect(values([1, 2, 3].publisher.first { $0 > 1 }) == [2])
        expectEqual(values([1, 2, 3].publisher.last()), [3])
        expectEqual(values(Just(2).flatMap { [$0, $0 * 10].publisher }), [2, 20])
        expectEqual(values(Empty<Int, Never>()), [])
        expectEqual(values(Deferred { Just(7) }.eraseToAnyPublisher()), [7])
        expectEqual(values(Fail<Int, Oops>(error: Oops()).replaceError(with: -1)), [-1])
        expectEqual(values(Fail<Int, Oops>(error: Oops()).catch { _ in [8, 9].publisher }), [8, 9])
        expectEqual(values([1, 2, 3].publisher.tryMap { v -> Int in if v == 2 { throw Oops() }; return v }.replaceError(with: 0)), [1, 0])
        expectEqual(values(Future<Int, Never> { promise in promise(.success(42)) }), [42])
        expectEqual(values([1, 2, 3, 4].publisher.prefix(2)), [1, 2])
        #expect(values([1, 2, 3, 1].publisher.prefix { $0 < 3 }) == [1, 2])
        #expect(values([1, 2, 3, 1].publisher.drop { $0 < 3 }) == [3, 1])
        expectEqual(values([1, 2, 3].publisher.output(at: 1)), [2])
        struct Fruit: Codable, Equatable { let name: String }
        #expect(values(Just(Data(#"{"name":"fig"}"#.utf8)).decode(type: Fruit.self, decoder: JSONDecoder()).replaceError(with: Fruit(name: "-"))) == [Fruit(name: "fig")])
        #expect(values(Just(Data("x".utf8)).decode(type: Fruit.self, decoder: JSONDecoder()).replaceError(with: Fruit(name: "-"))) == [Fruit(name: "-")])
        var attempts = 0
        let flaky = Deferred { () -> AnyPublisher<Int, Oops> in
            attempts += 1
            return attempts < 3 ? Fail(error: Oops()).eraseToAnyPublisher() : Just(attempts).setFailureType(to: Oops.self).eraseToAnyPublisher()
        }
        expectEqual(values(flaky.retry(2).replaceError(with: -1)), [3])
    }

    /// §30.1: `publisher.values` is an async sequence of the values, one asked for at a time.
    @Test func valuesAsAsyncSequence() async {
        var got: [Int] = []
        for await v in [1, 2, 3].publisher.values { got.append(v) }
        expectEqual(got, [1, 2, 3])
        let subject = CurrentValueSubject<String, Never>("first")
        for await v in subject.values { #expect(v == "first"); break }
    }

    /// §30.2: combineLatest waits for both then pairs the latest; merge interleaves; zip pairs in
    /// order; switchToLatest follows only the newest inner publisher.
    @Test func combiningOperators() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<String, Never>()
        var pairs: [String] = []
        let c1 = a.combineLatest(b) { "\($0)\($1)" }.sink { pairs.append($0) }
        a.send(1); a.send(2); b.send("x"); a.send(3); b.send("y")
        expectEqual(pairs, ["2x", "3x", "3y"])

        let m1 = PassthroughSubject<Int, Never>(), m2 = PassthroughSubject<Int, Never>()
        var merged: [Int] = []
        let c2 = m1.merge(with: m2).sink { merged.append($0) }
        m1.send(1); m2.send(2); m1.send(3)
        expectEqual(merged, [1, 2, 3])

        var zipped: [String] = []
        let c3 = m1.zip(m2).sink { zipped.append("\($0)-\($1)") }
        m1.send(4); m1.send(5); m2.send(6); m2.send(7); m2.send(8)
        expectEqual(zipped, ["4-6", "5-7"])

        let outer = PassthroughSubject<PassthroughSubject<Int, Never>, Never>()
        let i1 = PassthroughSubject<Int, Never>(), i2 = PassthroughSubject<Int, Never>()
        var latest: [Int] = []
        let c4 = outer.switchToLatest().sink { latest.append($0) }
        outer.send(i1); i1.send(1); outer.send(i2); i1.send(2); i2.send(3)
        expectEqual(latest, [1, 3])
        _ = (c1, c2, c3, c4)
    }

    /// §30.1: demand is honoured: a subscriber asking for two gets two.
    @Test func demandIsHonoured() {
        final class Two: Subscriber {
            typealias Input = Int
            typealias Failure = Never
            var got: [Int] = []
            func receive(subscription: Subscription) { subscription.request(.max(2)) }
            func receive(_ input: Int) -> Subscribers.Demand { got.append(input); return .none }
            func receive(completion: Subscribers.Completion<Never>) {}
        }
        let s = Two()
        [1, 2, 3, 4].publisher.map { $0 * 3 }.subscribe(s)
        expectEqual(s.got, [3, 6])
        expectEqual(Subscribers.Demand.max(2) + .max(3), .max(5))
        expectEqual(Subscribers.Demand.unlimited - 5, .unlimited)
        expectEqual(Subscribers.Demand.max(1) - 3, .none)
    }

    /// §30.1: NotificationCenter's publisher delivers posted notifications until cancelled.
    @Test func notificationCenterPublisher() {
        let name = Notification.Name("CombineCoreTests.ping")
        var count = 0
        var c: AnyCancellable? = NotificationCenter.default.publisher(for: name).sink { _ in count += 1 }
        NotificationCenter.default.post(name: name, object: nil)
        NotificationCenter.default.post(name: name, object: nil)
        c = nil
        NotificationCenter.default.post(name: name, object: nil)
        expectEqual(count, 2)
        _ = c
    }
}

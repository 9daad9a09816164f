import Foundation
import Testing
@testable import PlaygroundUI

// §30.6: the throwing forms of the per-value operators: the closure's error cancels the upstream
// and ends the stream with that error; without an error they act as the plain operators.

private struct Boom: Error {}

@MainActor
struct ThrowingOperatorTests {
    /// What `publisher` sends while `subject` sends `values`, and whether the subject was cancelled.
    private func run<P: Publisher>(_ values: [Int], _ make: (PassthroughSubject<Int, Never>) -> P) -> (events: [String], cancelled: Bool) {
        let subject = PassthroughSubject<Int, Never>()
        var cancelled = false
        var out: [String] = []
        let c = make(subject).handleEvents(receiveCancel: { cancelled = true })
            .sink(receiveCompletion: { c in
                if case .finished = c { out.append("finished") } else { out.append("failed") }
            }, receiveValue: { out.append("\($0)") })
        for v in values { subject.send(v) }
        subject.send(completion: .finished)
        _ = c
        return (out, cancelled)
    }

    @Test func withoutAnErrorTheyActAsThePlainOperators() {
        expectEqual(run([1, 2, 3, 4]) { $0.tryFilter { $0 % 2 == 0 } }.events, ["2", "4", "finished"])
        #expect(run([1, 2, 3]) { $0.tryCompactMap { $0 == 2 ? nil : $0 * 10 } }.events == ["10", "30", "finished"])
        expectEqual(run([1, 2, 3]) { $0.tryScan(0, +) }.events, ["1", "3", "6", "finished"])
        expectEqual(run([1, 1, 2, 2, 1]) { $0.tryRemoveDuplicates(by: ==) }.events, ["1", "2", "1", "finished"])
        #expect(run([1, 2, 3, 1]) { $0.tryDrop { $0 < 3 } }.events == ["3", "1", "finished"])
        #expect(run([1, 2, 3, 1]) { $0.tryPrefix { $0 < 3 } }.events == ["1", "2", "finished"])
    }

    @Test func anErrorEndsTheStreamWithIt() {
        func failAt3(_ v: Int) throws -> Bool { if v == 3 { throw Boom() }; return true }
        expectEqual(run([1, 2, 3, 4]) { $0.tryFilter(failAt3) }.events, ["1", "2", "failed"])
        #expect(run([1, 3]) { $0.tryCompactMap { try failAt3($0) ? $0 : nil } }.events == ["1", "failed"])
        expectEqual(run([1, 3]) { $0.tryScan(0) { acc, v in _ = try failAt3(v); return acc + v } }.events, ["1", "failed"])
        expectEqual(run([1, 3]) { $0.tryRemoveDuplicates { _, v in !(try failAt3(v)) } }.events, ["1", "failed"])
        // Dropping while the test holds: 1 is dropped, the test throws at 3.
        expectEqual(run([1, 3]) { $0.tryDrop(while: failAt3) }.events, ["failed"])
        expectEqual(run([1, 3, 4]) { $0.tryPrefix(while: failAt3) }.events, ["1", "failed"])
    }
}

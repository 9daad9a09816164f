import Foundation
import Testing
@testable import PlaygroundUI

// §21.10: `EquatableView` / `.equatable()`: a view's own `==` decides whether it is built again.

/// Counts its body's evaluations; equal when the titles are equal, whatever `count` is.
private struct TitleRow: View, Equatable {
    let title: String
    let count: Int
    let log: EvaluationLog
    @State private var taps = 0
    var body: some View {
        log.evaluations += 1
        return Text("\(title) \(count) taps \(taps)").onTapGesture { taps += 1 }
    }
    nonisolated static func == (a: TitleRow, b: TitleRow) -> Bool { a.title == b.title }
}

private final class EvaluationLog { var evaluations = 0 }

private struct Parent: View {
    let equatable: Bool
    let log: EvaluationLog
    @State private var count = 0
    @State private var title = "A"
    var body: some View {
        VStack {
            Text("count").onTapGesture { count += 1 }
            Text("rename").onTapGesture { title = "B" }
            if equatable {
                TitleRow(title: title, count: count, log: log).equatable()
            } else {
                TitleRow(title: title, count: count, log: log)
            }
        }
    }
}

@MainActor
@Suite struct EquatableViewTests {
    /// Equal by its `==`, the row is not built again (it still shows the count it was built
    /// with); without `.equatable()` its changed property builds it again. A new title builds it
    /// again, and the row's own state still updates it.
    @Test func equalByItsOwnEqualityTheBodyIsNotEvaluatedAgain() {
        for equatable in [true, false] {
            let log = EvaluationLog()
            let host = ViewHost(rootView: Parent(equatable: equatable, log: log), size: CGSize(width: 300, height: 300))
            host.advance()
            expectEqual(log.evaluations, 1)
            host.tap(onText: "count")
            host.advance()
            #expect(log.evaluations == (equatable ? 1 : 2), "equatable: \(equatable)")
            #expect(host.exists(text: equatable ? "A 0 taps 0" : "A 1 taps 0"), "equatable: \(equatable)")
            host.tap(onText: "rename")
            host.advance()
            #expect(host.exists(text: "B 1 taps 0"), "equatable: \(equatable)")
            let before = log.evaluations
            host.tap(onText: "B 1 taps 0")
            host.advance()
            #expect(log.evaluations == before + 1 && host.exists(text: "B 1 taps 1"), "equatable: \(equatable)")
        }
    }

    /// `EquatableView(content:)` is the same as `.equatable()`.
    @Test func theWrapperIsTheModifiersView() {
        let log = EvaluationLog()
        let row = TitleRow(title: "A", count: 0, log: log)
        let wrapped: EquatableView<TitleRow> = row.equatable()
        expectEqual(wrapped.content, EquatableView(content: row).content)
    }
}

import Foundation
import Testing
@testable import PlaygroundUI

/// A `background`/`overlayPreferenceValue` reader built again with a new closure over content in
/// which nothing changed reads the value it folded last: the key's `reduce` is not called again
/// (docs/engine.md, "Readers placed where they stand"; node-model step 79). Any change in the
/// content — also in the pass that builds the reader again, and rows a lazy stack stops showing
/// without anything being built — is folded and shown.
@MainActor
struct ReaderContentValueTests {
    /// Sums its values and counts the calls of `reduce`.
    enum CountedSumKey: PreferenceKey {
        static let defaultValue = 0
        nonisolated(unsafe) static var reduceCalls = 0
        static func reduce(value: inout Int, nextValue: () -> Int) {
            reduceCalls += 1
            value += nextValue()
        }
    }

    /// `count` rows, each writing its number, in a lazy stack (which keeps no fold cache of its
    /// own: a fold of it reduces every row it shows).
    struct Rows: View {
        let count: Int
        var body: some View {
            LazyVStack(spacing: 0) {
                ForEach(0..<count, id: \.self) { i in
                    Text("row \(i)").frame(height: 10).preference(key: CountedSumKey.self, value: i)
                }
            }
        }
    }

    /// The reader's closure captures `tick`, so each tap builds the reader again with a new
    /// closure; with `growRows` the same tap also adds a row to its content.
    struct Screen: View {
        let growRows: Bool
        @State private var tick = 0
        var body: some View {
            VStack(spacing: 0) {
                Button("tick") { tick += 1 }.frame(height: 30)
                Rows(count: growRows ? 20 + tick : 20)
                    .overlayPreferenceValue(CountedSumKey.self, alignment: .bottom) { sum in
                        Text("sum \(sum) after \(tick)")
                    }
            }
        }
    }

    @Test func aReaderBuiltAgainOverUnchangedContentDoesNotFoldItAgain() throws {
        let host = ViewHost(rootView: Screen(growRows: false), size: CGSize(width: 300, height: 400))
        host.advance()
        // 0 + 1 + … + 19; text interpolation groups no digits below 1,000.
        #expect(host.exists(text: "sum 190 after 0"))
        let folded = CountedSumKey.reduceCalls
        #expect(folded >= 19)   // the rows' values were reduced at least once each
        try #require(host.tap(onText: "tick"))
        host.advance()
        #expect(host.exists(text: "sum 190 after 1"))   // the reader was built again…
        host.advance()
        host.invalidate()                                // …and in a forced frame (every body)
        host.advance()
        #expect(host.exists(text: "sum 190 after 1"))
        // The first frame after a change folds once more (the change's own pass may place the
        // content again after a fold); then the value is read, not folded.
        let afterTap = CountedSumKey.reduceCalls
        host.invalidate(); host.advance()
        host.invalidate(); host.advance()
        expectEqual(CountedSumKey.reduceCalls, afterTap)
    }

    @Test func aReaderBuiltAgainInThePassItsContentChangesShowsTheNewValue() throws {
        let host = ViewHost(rootView: Screen(growRows: true), size: CGSize(width: 300, height: 400))
        host.advance()
        #expect(host.exists(text: "sum 190 after 0"))
        try #require(host.tap(onText: "tick"))
        host.advance()
        #expect(host.exists(text: "sum 210 after 1"))    // row 20 added in the same pass
        try #require(host.tap(onText: "tick"))
        host.advance()
        #expect(host.exists(text: "sum 231 after 2"))
        host.invalidate(); host.advance()
        #expect(host.exists(text: "sum 231 after 2"))
    }

    // Found in a review of step 79: a lazy stack whose visible range shrinks, with nothing in it
    // built and without moving, shows fewer rows; nothing was stamped, so the value kept by a
    // rebuilt reader (and by an observer) still summed the rows no longer shown.

    /// A hundred rows of 10 pt writing their numbers, in a lazy stack.
    struct HundredRows: View {
        var body: some View {
            LazyVStack(spacing: 0) {
                ForEach(0..<100, id: \.self) { i in
                    Text("row \(i)").frame(height: 10).preference(key: CountedSumKey.self, value: i)
                }
            }
        }
    }

    /// The rows in a scroll view whose height follows state the reader's closure captures.
    struct ShrinkingScroll: View {
        @State private var tall = true
        var body: some View {
            VStack(spacing: 0) {
                Button("shrink") { tall = false }.frame(height: 30)
                ScrollView {
                    HundredRows().overlayPreferenceValue(CountedSumKey.self, alignment: .top) { sum in
                        Text("sum \(sum) tall \(tall)")
                    }
                }
                .frame(height: tall ? 300 : 100)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        }
    }

    /// The number after "sum " in the text the reader shows (digits only: "1,275" is 1275).
    func shownSum(_ host: ViewHost) -> Int? {
        var found: String?
        func visit(_ n: _Node) {
            if found == nil, let t = n.displayedText, t.hasPrefix("sum ") { found = t; return }
            n.forEachChild(visit)
        }
        if let r = host.rootForTesting { visit(r) }
        return found?.dropFirst(4).split(separator: " ").first.flatMap { Int($0.filter(\.isNumber)) }
    }

    /// The sum of the rows the lazy stack shows now (what a fold of it reduces).
    func shownRowsSum(_ host: ViewHost) -> Int {
        var sum = 0
        func visit(_ n: _Node) {
            if let t = n.displayedText, t.hasPrefix("row "), let i = Int(t.dropFirst(4)) { sum += i }
            n.forEachChild(visit)
        }
        if let r = host.rootForTesting { visit(r) }
        return sum
    }

    @Test func aReaderBuiltAgainOverAShorterViewSumsTheRowsStillShown() throws {
        let host = ViewHost(rootView: ShrinkingScroll(), size: CGSize(width: 300, height: 600))
        host.advance(frames: 3)
        host.invalidate(); host.advance()   // settled: the reader's last fold is newer than its content
        let before = shownRowsSum(host)
        expectEqual(shownSum(host), before)
        try #require(host.tap(onText: "shrink"))
        host.advance(frames: 2)
        let after = shownRowsSum(host)
        #expect(after < before)
        expectEqual(shownSum(host), after)
    }

    @Test func aReaderRebuiltByAResizeSumsTheRowsStillShown() {
        let host = ViewHost(rootView: ScrollView {
            HundredRows().overlayPreferenceValue(CountedSumKey.self, alignment: .top) { Text("sum \($0)") }
        }, size: CGSize(width: 300, height: 400))
        host.advance(frames: 3)
        host.invalidate(); host.advance()
        let before = shownRowsSum(host)
        expectEqual(shownSum(host), before)
        host.size = CGSize(width: 300, height: 150)   // a forced frame: the reader is built again
        host.advance(frames: 2)
        let after = shownRowsSum(host)
        #expect(after < before)
        expectEqual(shownSum(host), after)
    }

    final class Delivered { var values: [Int] = [] }

    @Test func anObserverHearsOfRowsThatStopShowing() {
        let delivered = Delivered()
        let host = ViewHost(rootView: ScrollView {
            HundredRows().onPreferenceChange(CountedSumKey.self) { delivered.values.append($0) }
        }, size: CGSize(width: 300, height: 400))
        host.advance(frames: 3)
        expectEqual(delivered.values.last, shownRowsSum(host))
        host.size = CGSize(width: 300, height: 150)
        host.advance(frames: 2)
        expectEqual(delivered.values.last, shownRowsSum(host))
    }
}

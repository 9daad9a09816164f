import Foundation
import Testing
@testable import PlaygroundUI

/// A `background`/`overlayPreferenceValue` reader builds its view again when its key's value may
/// have changed, not when anything at all changed below it (docs/semantics.md §3; docs/engine.md,
/// "Change stamps"): a row's state under a toolbar leaves the bar alone. Each test counts the
/// reader's closure calls and checks that every change of the value still reaches it.
@MainActor
struct ReaderKeyTests {
    enum SumKey: PreferenceKey {
        static let defaultValue = 0
        static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
    }

    final class Log { var values: [Int] = [] }

    /// Reads `SumKey` under the content and logs each value its closure is called with.
    struct LogsSum: ViewModifier {
        let log: Log
        func body(content: Content) -> some View {
            content.backgroundPreferenceValue(SumKey.self) { value in
                let _ = log.values.append(value)
                Color.clear
            }
        }
    }

    /// The value the reader last saw after the first frame and after each of `taps` taps on
    /// `button` (a frame after each).
    func lastReadValues<V: View>(_ makeView: (Log) -> V, tapping button: String, taps: Int) -> [Int?] {
        let log = Log()
        let host = ViewHost(rootView: makeView(log), size: CGSize(width: 300, height: 300))
        host.advance()
        var seen = [log.values.last]
        for _ in 0..<taps {
            host.tap(onText: button); host.advance()
            seen.append(log.values.last)
        }
        return seen
    }

    /// A button whose own state changes its label; it writes nothing.
    struct Counter: View {
        @State private var n = 0
        var body: some View {
            Button("count \(n)") { n += 1 }.frame(width: 120, height: 30)
        }
    }

    /// A leaf that writes its state as the key's value.
    struct Writer: View {
        @State private var value = 1
        var body: some View {
            Button("write \(value)") { value += 10 }
                .frame(width: 120, height: 30)
                .preference(key: SumKey.self, value: value)
        }
    }

    struct Screen: View {
        let log: Log
        var body: some View {
            VStack(spacing: 0) {
                Counter()
                Writer()
            }
            .overlayPreferenceValue(SumKey.self) { value in
                let _ = log.values.append(value)
                Text("sum \(value)")
            }
        }
    }

    @Test func aChangeThatWritesNothingLeavesTheReaderAlone() {
        let log = Log()
        let host = ViewHost(rootView: Screen(log: log), size: CGSize(width: 300, height: 200))
        host.advance()
        expectEqual(log.values, [1])
        for k in 1...3 {
            host.tap(onText: "count \(k - 1)"); host.advance()
            #expect(host.displayList.items.contains { if case .text(let t) = $0 { return t.string == "count \(k)" }; return false })
        }
        expectEqual(log.values, [1])
        host.tap(onText: "write 1"); host.advance()
        expectEqual(log.values, [1, 11])
        #expect(host.displayList.items.contains { if case .text(let t) = $0 { return t.string == "sum 11" }; return false })
    }

    /// An anchor's value follows its writer's frame: a sibling that grows moves the writer, and
    /// the reader, which reads nothing from the sibling, draws at the new place.
    struct Moving: View {
        let log: Log
        @State private var tall = false
        var body: some View {
            VStack(spacing: 0) {
                Button("grow") { tall.toggle() }.frame(width: 100, height: tall ? 80 : 20)
                Color.red.frame(width: 10, height: 10)
                    .anchorPreference(key: AnchorKey.self, value: .bounds) { $0 }
            }
            .frame(width: 200, height: 200, alignment: .top)
            .backgroundPreferenceValue(AnchorKey.self) { anchor in
                GeometryReader { proxy in
                    let y = anchor.map { proxy[$0].minY } ?? -1
                    let _ = log.values.append(Int(y))
                    Color.clear
                }
            }
        }
    }

    enum AnchorKey: PreferenceKey {
        static var defaultValue: Anchor<CGRect>? { nil }
        static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
    }

    @Test func aWriterMovedByItsSiblingReachesTheReader() {
        expectEqual(lastReadValues({ Moving(log: $0) }, tapping: "grow", taps: 2), [20, 80, 20])
    }

    /// A writer built while its container is placed (inside a GeometryReader): the key's bit
    /// reaches the reader from placed content, so a size change is still read.
    struct Measured: View {
        let log: Log
        @State private var wide = false
        var body: some View {
            VStack(spacing: 0) {
                Button("widen") { wide.toggle() }.frame(width: 100, height: 30)
                GeometryReader { proxy in
                    Color.clear.preference(key: SumKey.self, value: Int(proxy.size.width))
                }
                .frame(width: wide ? 150 : 50, height: 20)
            }
            .modifier(LogsSum(log: log))
        }
    }

    @Test func aWriterInPlacedContentReachesTheReader() {
        expectEqual(lastReadValues({ Measured(log: $0) }, tapping: "widen", taps: 2), [50, 150, 50])
    }

    /// A writer that appears and goes away under an `if`: both reach the reader.
    struct Appearing: View {
        let log: Log
        @State private var shown = false
        var body: some View {
            VStack(spacing: 0) {
                Button("toggle") { shown.toggle() }.frame(width: 100, height: 30)
                if shown { Color.blue.frame(width: 10, height: 10).preference(key: SumKey.self, value: 5) }
            }
            .modifier(LogsSum(log: log))
        }
    }

    @Test func aWriterThatComesAndGoesReachesTheReader() {
        expectEqual(lastReadValues({ Appearing(log: $0) }, tapping: "toggle", taps: 2), [0, 5, 0])
    }

    /// The toolbar case the real-screen bench found: a row's state change inside a navigation
    /// stack with a title and a toolbar item evaluates that row's body and its button style's
    /// (the label changed), not the bar's (which re-evaluated two more before).
    struct Row: View {
        let id: Int
        @State private var on = false
        var body: some View {
            Button(on ? "on \(id)" : "off \(id)") { on.toggle() }
        }
    }

    @Test func aRowChangeUnderAToolbarLeavesTheBarAlone() {
        let screen = NavigationStack {
            List { ForEach(0..<3, id: \.self) { Row(id: $0) } }
                .navigationTitle("Title")
                .toolbar { ToolbarItem(placement: .primaryAction) { Button("Add") {} } }
        }
        let host = ViewHost(rootView: screen, size: CGSize(width: 390, height: 600))
        // The levels report their titles and the stack builds them again: wait until a frame
        // evaluates nothing (a condition, not a count of frames).
        var settled = false
        for _ in 0..<30 where !settled {
            let b = host.counters.bodies
            host.advance()
            settled = host.counters.bodies == b
        }
        #expect(settled)
        let before = host.counters.bodies
        host.tap(onText: "off 1"); host.advance()
        expectEqual(host.counters.bodies - before, 2)
        #expect(host.displayList.items.contains { if case .text(let t) = $0 { return t.string == "on 1" }; return false })
        #expect(host.displayList.items.contains { if case .text(let t) = $0 { return t.string == "Add" }; return false })
    }
}

import Foundation
import Testing
@testable import PlaygroundUI

// §22.1: rows of lazy stacks and lists appear when they come into range and disappear when they
// leave it, though their nodes and @State stay.

@MainActor private var events: [String] = []

private struct Row: View {
    let index: Int
    @State var taps = 0
    var body: some View {
        Text("row \(index) taps \(taps)")
            .frame(height: 40)
            .onTapGesture { taps += 1 }
            .onAppear { events.append("appear \(index)") }
            .onDisappear { events.append("disappear \(index)") }
    }
}

@MainActor
@Suite(.serialized) struct LazyLifecycleTests {
    private func scrollDown(_ h: ViewHost, _ points: CGFloat) {
        h.scroll(at: CGPoint(x: 100, y: 100), by: CGSize(width: 0, height: points))
        h.advance(frames: 2)
    }

    /// §22.1: scrolling row 0 far out of range runs its onDisappear; scrolling back runs its
    /// onAppear again, and its state is the one it had.
    @Test func lazyRowsDisappearAndAppearAgain() throws {
        events = []
        let h = ViewHost(rootView: ScrollView { LazyVStack(spacing: 0) { ForEach(0..<200) { Row(index: $0) } } },
                         size: CGSize(width: 300, height: 400))
        h.advance(frames: 1)
        #expect(events.contains("appear 0") && !events.contains("appear 100"))
        #expect(h.tap(onText: "row 0 taps 0"))
        h.advance(frames: 1)
        events = []
        for _ in 0..<10 { scrollDown(h, 400) }
        #expect(events.contains("disappear 0"))
        #expect(!events.contains("disappear 99"))
        #expect(events.contains("appear 99"))
        events = []
        for _ in 0..<10 { scrollDown(h, -400) }
        #expect(events.contains("appear 0"))
        expectEqual(events.filter { $0 == "appear 0" }.count, 1)
        #expect(h.frame(ofText: "row 0 taps 1") != nil)   // state kept
    }

    /// §22.1: a row that disappeared when it scrolled away does not disappear again when the
    /// whole stack goes.
    @Test func aScrolledAwayRowDisappearsOnce() {
        events = []
        struct Screen: View {
            @State var shown = true
            var body: some View {
                VStack {
                    Text("close").onTapGesture { shown = false }
                    if shown { ScrollView { LazyVStack(spacing: 0) { ForEach(0..<200) { Row(index: $0) } } } }
                }
            }
        }
        let h = ViewHost(rootView: Screen(), size: CGSize(width: 300, height: 400))
        h.advance(frames: 1)
        for _ in 0..<10 { scrollDown(h, 400) }
        expectEqual(events.filter { $0 == "disappear 0" }.count, 1)
        events = []
        #expect(h.tap(onText: "close"))
        h.advance(frames: 60)
        #expect(!events.contains("disappear 0"))
    }

    /// §22.1: a List's rows do the same.
    @Test func listRowsDisappearWhenScrolledAway() {
        events = []
        let h = ViewHost(rootView: List(0..<200, id: \.self) { Row(index: $0) }, size: CGSize(width: 300, height: 400))
        h.advance(frames: 1)
        #expect(events.contains("appear 0"))
        for _ in 0..<10 { scrollDown(h, 400) }
        #expect(events.contains("disappear 0"))
    }

    /// §22.3: a row's task is cancelled when the row leaves the range and started again when it
    /// comes back.
    @Test func lazyRowTaskIsCancelledAndRestarted() async {
        nonisolated(unsafe) var started = 0
        nonisolated(unsafe) var cancelled = 0
        let h = ViewHost(rootView: ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<200) { i in
                    Text("row \(i)").frame(height: 40).task {
                        guard i == 0 else { return }
                        started += 1
                        do { try await Task.sleep(nanoseconds: 3_600_000_000_000) } catch { cancelled += 1 }
                    }
                }
            }
        }, size: CGSize(width: 300, height: 400))
        h.advance(frames: 1)
        await waitUntil { started == 1 }
        for _ in 0..<10 { scrollDown(h, 400) }
        await waitUntil { cancelled == 1 }
        for _ in 0..<10 { scrollDown(h, -400) }
        await waitUntil { started == 2 }
        #expect(started == 2 && cancelled == 1)
    }
}

// §13, §22.1: a lazy row whose element is removed from the data goes with its state: the same id
// added again later is a new view (SwiftUI's identity: a view whose id leaves the collection ends
// its lifetime), with fresh @State, and the removed row runs onDisappear.
@MainActor
@Suite(.serialized) struct LazyRowRemovalTests {
    private struct Named: View {
        let name: String
        @State var taps = 0
        var body: some View {
            Text("\(name) taps \(taps)")
                .onTapGesture { taps += 1 }
                .onDisappear { events.append("disappear \(name)") }
        }
    }
    private struct Screen: View {
        let list: Bool
        @State var names = ["A", "B", "C"]
        var body: some View {
            VStack {
                Text("remove A").onTapGesture { names.removeAll { $0 == "A" } }
                Text("add A").onTapGesture { names.insert("A", at: 0) }
                if list {
                    List { ForEach(names, id: \.self) { Named(name: $0) } }
                } else {
                    ScrollView { LazyVStack { ForEach(names, id: \.self) { Named(name: $0) } } }
                }
            }
        }
    }

    @Test(arguments: [true, false]) func aRemovedIDComesBackWithFreshState(list: Bool) {
        events = []
        let h = ViewHost(rootView: Screen(list: list), size: CGSize(width: 300, height: 500))
        h.advance()
        #expect(h.tap(onText: "A taps 0")); h.advance()
        #expect(h.tap(onText: "B taps 0")); h.advance()
        #expect(h.exists(text: "A taps 1"))
        #expect(h.tap(onText: "remove A")); h.advance()
        #expect(!h.exists(text: "A taps 1"))
        #expect(events.contains("disappear A"))
        #expect(h.tap(onText: "add A")); h.advance()
        #expect(h.exists(text: "A taps 0"))
        #expect(h.exists(text: "B taps 1"))   // the rows that stayed keep theirs
    }

    /// An element replaced in place (the count unchanged, in a list longer than the rows built)
    /// ends its row's lifetime too: put back, it starts fresh.
    private struct Replacing: View {
        let list: Bool
        @State var names = ["A"] + (1..<100).map { "row\($0)" }
        var body: some View {
            VStack {
                Text("replace").onTapGesture { names[0] = names[0] == "A" ? "Z" : "A" }
                if list {
                    List { ForEach(names, id: \.self) { Named(name: $0) } }
                } else {
                    ScrollView { LazyVStack { ForEach(names, id: \.self) { Named(name: $0) } } }
                }
            }
        }
    }

    @Test(arguments: [true, false]) func anIDReplacedInPlaceComesBackFresh(list: Bool) {
        let h = ViewHost(rootView: Replacing(list: list), size: CGSize(width: 300, height: 500))
        h.advance()
        #expect(h.tap(onText: "A taps 0")); h.advance()
        #expect(h.tap(onText: "replace")); h.advance()
        #expect(h.exists(text: "Z taps 0"))
        #expect(h.tap(onText: "replace")); h.advance()
        #expect(h.exists(text: "A taps 0"))
    }

    /// Rows are keyed by their `ForEach` (or section), not by its place among the non-empty
    /// ones: an earlier `ForEach` emptying and filling again leaves the later rows' state alone.
    private struct TwoGroups: View {
        let list: Bool
        @State var first = ["X"]
        @State var second = ["A", "B"]
        var body: some View {
            VStack {
                Text("toggle").onTapGesture { first = first.isEmpty ? ["X"] : [] }
                if list {
                    List {
                        Section("First") { ForEach(first, id: \.self) { Named(name: $0) } }
                        Section("Second") { ForEach(second, id: \.self) { Named(name: $0) } }
                    }
                } else {
                    ScrollView {
                        LazyVStack {
                            ForEach(first, id: \.self) { Named(name: $0) }
                            ForEach(second, id: \.self) { Named(name: $0) }
                        }
                    }
                }
            }
        }
    }

    @Test(arguments: [true, false]) func anEarlierForEachEmptyingKeepsLaterRows(list: Bool) {
        let h = ViewHost(rootView: TwoGroups(list: list), size: CGSize(width: 300, height: 500))
        h.advance()
        #expect(h.tap(onText: "B taps 0")); h.advance()
        #expect(h.tap(onText: "toggle")); h.advance()
        #expect(!h.exists(text: "X taps 0"))
        #expect(h.exists(text: "B taps 1"))
        #expect(h.tap(onText: "toggle")); h.advance()
        #expect(h.exists(text: "X taps 0") && h.exists(text: "B taps 1"))
    }
}

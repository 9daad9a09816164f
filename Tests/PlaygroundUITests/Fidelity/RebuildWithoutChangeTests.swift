import Foundation
import Testing
@testable import PlaygroundUI

// A body evaluated again into the same views changes nothing a reader or an observer can see, so
// nothing folds again (engine step 78, docs/engine.md "Change stamps"): the navigation bar's own
// writes (a title, toolbar items) compare their inputs, a `transformPreference` closure that
// captures nothing is the same closure, a scroll view grown into the safe area is not taken to
// have moved when placed at the same rect, and a lazy stack at the same rect showing the same
// rows keeps them. Each test also checks that a real change still arrives (docs/semantics.md §2:
// observers fire on every change of the value; §27.4 the bar shows the top level's title).

/// Counts its reductions: a fold that runs again reduces again.
private enum CountedKey: PreferenceKey {
    nonisolated(unsafe) static var reductions = 0
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) {
        reductions += 1
        value += nextValue()
    }
}

@MainActor private final class Delivered { var values: [Int] = [] }

/// A navigation screen as people write one: a titled list with a toolbar button, its rows each
/// writing 1, summed by an observer on the list.
private struct Screen: View {
    let delivered: Delivered
    @State private var title = "Groceries"
    @State private var added = 0
    var body: some View {
        NavigationStack {
            List {
                ForEach(0..<12, id: \.self) { i in
                    Text("Row \(i)").preference(key: CountedKey.self, value: 1)
                }
                Text("rename").onTapGesture { title = "Shopping" }
            }
            .onPreferenceChange(CountedKey.self) { delivered.values.append($0) }
            .navigationTitle(title)
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button { added += 1 } label: { Text("Add \(added)") }
                }
            }
        }
    }
}

@MainActor
@Suite struct RebuildWithoutChangeTests {
    private func screen() -> (ViewHost, Delivered) {
        let d = Delivered()
        let h = ViewHost(rootView: Screen(delivered: d), size: CGSize(width: 390, height: 844))
        h.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        h.advance(frames: 2)
        return (h, d)
    }

    @Test func aNavigationScreenRebuiltTheSameFoldsNothingAgain() {
        let (h, d) = screen()
        expectEqual(d.values, [12])
        CountedKey.reductions = 0
        h.invalidate()
        h.advance()
        // Before step 78 the title's and the toolbar's writers stamped new values at every build,
        // and the list's scroll view, grown under the bar, counted as moved: the observer folded
        // the twelve rows again (11 reductions or more) at every forced frame.
        expectEqual(CountedKey.reductions, 0)
        expectEqual(d.values, [12])
        #expect(h.exists(text: "Groceries"))
        #expect(h.exists(text: "Add 0"))
        #expect(h.exists(text: "Row 11"))
    }

    /// A level's bar settings as people write them, with a toolbar button whose action captures
    /// nothing (`Screen`'s captures its view, so its item is a new one at every build).
    private struct Bar: View {
        var body: some View {
            NavigationStack {
                Text("content")
                    .navigationTitle("Groceries")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar {
                        ToolbarItem(placement: .primaryAction) {
                            Button {} label: { Image(systemName: "plus") }
                        }
                    }
            }
        }
    }

    /// Every node of the tree under `node`.
    private func nodes(_ node: _Node?) -> [_Node] {
        guard let node else { return [] }
        var all = [node]
        node.forEachChild { all += nodes($0) }
        return all
    }

    @Test func theBarsOwnWritersWriteNothingNewWhenRebuiltTheSame() {
        let h = ViewHost(rootView: Bar(), size: CGSize(width: 390, height: 844))
        h.advance(frames: 2)
        h.invalidate()
        h.advance()
        let stamp = h.graph.stamp
        let all = nodes(h.graph.root)
        // The title, its display mode and the toolbar item are edits of data: not stamped again
        // (before step 78 each of these and the level's five resets was, at every build).
        #expect(all.contains { $0 is PreferenceEditNode<_ToolbarItemsEdit<ToolbarItem<(), Button<Image>>>> })
        #expect(all.filter { $0.valueStamp == stamp }.isEmpty)
        #expect(h.exists(text: "Groceries"))
    }

    /// A title longer than a string keeps inline, made afresh by interpolation at every build:
    /// another buffer with the same characters is the same title (compared with `==`).
    private struct LongTitle: View {
        let delivered: Delivered
        let week = 48
        var body: some View {
            NavigationStack {
                List {
                    ForEach(0..<5, id: \.self) { i in Text("Item \(i)").preference(key: CountedKey.self, value: 1) }
                }
                .onPreferenceChange(CountedKey.self) { delivered.values.append($0) }
                .navigationTitle("Groceries for week \(week)")
            }
        }
    }

    @Test func aTitleMadeAgainWithTheSameCharactersIsTheSameTitle() {
        let d = Delivered()
        let h = ViewHost(rootView: LongTitle(delivered: d), size: CGSize(width: 390, height: 844))
        h.advance(frames: 2)
        expectEqual(d.values, [5])
        CountedKey.reductions = 0
        h.invalidate()
        h.advance()
        expectEqual(CountedKey.reductions, 0)
        #expect(h.exists(text: "Groceries for week 48"))
    }

    @Test func aChangedTitleAndAChangedToolbarItemStillReachTheBar() {
        let (h, _) = screen()
        #expect(h.tap(onText: "rename"))
        h.advance()
        #expect(h.exists(text: "Shopping"))
        #expect(!h.exists(text: "Groceries"))
        // The toolbar button's label reads state: a rebuilt item that differs is shown.
        #expect(h.tap(onText: "Add 0"))
        h.advance()
        #expect(h.exists(text: "Add 1"))
        #expect(!h.exists(text: "Add 0"))
    }

    /// An observer above a `transformPreference` whose closure captures nothing.
    private struct Transformed: View {
        let delivered: Delivered
        var body: some View {
            VStack {
                HStack {
                    ForEach(0..<4, id: \.self) { i in Text("cell \(i)").preference(key: CountedKey.self, value: 1) }
                }
                .transformPreference(CountedKey.self) { $0 *= 10 }
                Text("plain").preference(key: CountedKey.self, value: 2)
            }
            .onPreferenceChange(CountedKey.self) { delivered.values.append($0) }
        }
    }

    /// The same with a transform that captures a value a tap changes.
    private struct Capturing: View {
        let delivered: Delivered
        @State private var extra = 0
        var body: some View {
            VStack {
                Text("cell").preference(key: CountedKey.self, value: 1)
                Text("more").preference(key: CountedKey.self, value: 0)
                    .transformPreference(CountedKey.self) { [extra] in $0 += extra }
                    .onTapGesture { extra += 5 }
            }
            .onPreferenceChange(CountedKey.self) { delivered.values.append($0) }
        }
    }

    @Test func aTransformThatCapturesNothingWritesNoNewValue() {
        let d = Delivered()
        let h = ViewHost(rootView: Transformed(delivered: d), size: CGSize(width: 400, height: 200))
        h.advance()
        expectEqual(d.values, [42])
        // Rebuilt, the transform is the same closure: nothing is folded again (before step 78 it
        // counted as a new value and the VStack reduced its two children again).
        CountedKey.reductions = 0
        h.invalidate()
        h.advance()
        expectEqual(CountedKey.reductions, 0)
        expectEqual(d.values, [42])
        #expect(h.preferenceValue(CountedKey.self) == 42)
    }

    @Test func aTransformThatCapturesAChangedValueWritesIt() {
        let d = Delivered()
        let h = ViewHost(rootView: Capturing(delivered: d), size: CGSize(width: 400, height: 200))
        h.advance()
        expectEqual(d.values, [1])
        #expect(h.tap(onText: "more"))
        h.advance()
        expectEqual(d.values, [1, 6])
        h.invalidate()
        h.advance()
        expectEqual(d.values, [1, 6])
        #expect(h.preferenceValue(CountedKey.self) == 6)
    }

    /// A scroll view that reaches into the safe area, and a background colour ignoring it.
    private struct Scrolled: View {
        let delivered: Delivered
        var body: some View {
            ScrollView {
                // Lazy, so that every pass walks from the root to it and places what is on the way.
                LazyVStack {
                    ForEach(0..<6, id: \.self) { i in Text("item \(i)").preference(key: CountedKey.self, value: 1) }
                }
            }
            .background(Color.blue.ignoresSafeArea())
            .onPreferenceChange(CountedKey.self) { delivered.values.append($0) }
        }
    }

    @Test func aViewGrownIntoTheSafeAreaIsNotMovedByARebuild() {
        let d = Delivered()
        let h = ViewHost(rootView: Scrolled(delivered: d), size: CGSize(width: 390, height: 844))
        h.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        h.advance(frames: 2)
        expectEqual(d.values, [6])
        let top = h.frame(ofText: "item 0")?.minY
        // The scroll view's frame is the rect it is given grown to the window's edges, and the
        // colour's too: both are where they were.
        CountedKey.reductions = 0
        h.invalidate()
        h.advance()
        expectEqual(CountedKey.reductions, 0)
        expectEqual(h.frame(ofText: "item 0")?.minY, top)
        // Another safe area (the same window): the content rests below the new top inset.
        h.safeAreaInsets = EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0)
        h.advance()
        expectEqual(h.frame(ofText: "item 0")?.minY, top.map { $0 - 39 })
        expectEqual(d.values, [6])
    }

    @MainActor private final class Taps { var header = 0 }

    /// A lazy stack whose header is pinned when the stack is built again into the same rows.
    private struct Pinned: View {
        let taps: Taps
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
                    ForEach(0..<3, id: \.self) { s in
                        Section {
                            ForEach(0..<10, id: \.self) { r in Text("S\(s) R\(r)").frame(height: 40) }
                        } header: {
                            Text("Header \(s)").frame(maxWidth: .infinity).frame(height: 30).background(Color.yellow)
                                .onTapGesture { if s == 0 { taps.header += 1 } }
                        }
                    }
                }
            }
        }
    }

    @Test func aPinnedHeaderStaysPinnedThroughARebuild() {
        let taps = Taps()
        let h = ViewHost(rootView: Pinned(taps: taps), size: CGSize(width: 300, height: 300))
        h.advance()
        h.scroll(at: CGPoint(x: 150, y: 150), by: CGSize(width: 0, height: 200))
        h.advance()
        #expect(abs((h.frame(ofText: "Header 0")?.midY ?? -1) - 15) < 0.5)
        let row = h.frame(ofText: "S0 R6")
        // The build takes the pinned header back among the rows; the placement after it pins it
        // again (a stack at the same rect showing the same rows does nothing otherwise).
        h.invalidate()
        h.advance()
        #expect(abs((h.frame(ofText: "Header 0")?.midY ?? -1) - 15) < 0.5, "still pinned at the top")
        expectEqual(h.frame(ofText: "S0 R6"), row)
        h.advance(frames: 2)
        #expect(abs((h.frame(ofText: "Header 0")?.midY ?? -1) - 15) < 0.5)
        // In front of the rows it covers: a tap at the top reaches the header (a placement that
        // returned at once left it among the rows, behind the one under it).
        h.tap(at: CGPoint(x: 150, y: 15))
        h.advance()
        expectEqual(taps.header, 1)
    }

    /// Rows whose order a tap changes, the same nodes in other places.
    private struct Reordered: View {
        @State private var items = [0, 1, 2, 3]
        var body: some View {
            VStack(spacing: 0) {
                Text("swap").frame(height: 40).onTapGesture { items.swapAt(0, 1) }
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(items, id: \.self) { Text("item \($0)").frame(height: 40) }
                    }
                }
            }
        }
    }

    @Test func reorderedRowsOfALazyStackArePlacedAgain() {
        let h = ViewHost(rootView: Reordered(), size: CGSize(width: 300, height: 400))
        h.advance()
        let first = h.frame(ofText: "item 0"), second = h.frame(ofText: "item 1")
        #expect(first != nil && second != nil && first!.minY < second!.minY)
        #expect(h.tap(onText: "swap"))
        h.advance()
        // The stack is at the same rect, sees the same part and its rows are unchanged nodes:
        // only their order says they move.
        expectEqual(h.frame(ofText: "item 1"), first)
        expectEqual(h.frame(ofText: "item 0"), second)
    }
}

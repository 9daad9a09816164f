import Foundation
import Testing
@testable import PlaygroundUI

/// Containers keep their subtree's folded preference values and readers fold again only after a
/// change (issue 12, item 4). These check that every kind of change still reaches the readers —
/// docs/semantics.md §2 (observers fire on every change of the value) and §4 (anchors follow the
/// geometry) — when the rest of the tree is unchanged and served from the caches.
@MainActor
struct FoldCacheTests {
    enum SumKey: PreferenceKey {
        static let defaultValue = 0
        static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
    }

    final class Log<T> { var values: [T] = [] }

    /// A leaf whose own state changes the value it writes (only its body is evaluated again).
    struct CountingLeaf: View {
        let id: Int
        @State private var value = 1
        var body: some View {
            Text("leaf \(id)")
                .preference(key: SumKey.self, value: value)
                .onTapGesture { value += 10 }
        }
    }

    /// 10 rows of 10 leaves under one observer at the root.
    struct Grid: View {
        let log: Log<Int>
        var body: some View {
            VStack(spacing: 0) {
                ForEach(0..<10, id: \.self) { row in
                    HStack(spacing: 2) {
                        ForEach(0..<10, id: \.self) { column in CountingLeaf(id: row * 10 + column) }
                    }
                }
            }
            .onPreferenceChange(SumKey.self) { log.values.append($0) }
        }
    }

    @Test func aDeepValueChangeReachesTheObserver() {
        let log = Log<Int>()
        let host = ViewHost(rootView: Grid(log: log), size: CGSize(width: 900, height: 400))
        host.advance()
        expectEqual(log.values, [100])
        host.tap(onText: "leaf 34"); host.advance()
        expectEqual(log.values, [100, 110])
        host.tap(onText: "leaf 99"); host.advance()
        expectEqual(log.values, [100, 110, 120])
        host.advance(frames: 3)   // nothing changed: nothing delivered
        expectEqual(log.values, [100, 110, 120])
        host.tap(onText: "leaf 34"); host.advance()
        expectEqual(log.values, [100, 110, 120, 130])
        #expect(host.preferenceValue(SumKey.self) == 130)
    }

    enum BoxesKey: PreferenceKey {
        static var defaultValue: [Anchor<CGRect>] { [] }
        static func reduce(value: inout [Anchor<CGRect>], nextValue: () -> [Anchor<CGRect>]) { value += nextValue() }
    }

    /// A leaf that moves itself: an offset moves the anchors inside it (docs/semantics.md §12.8),
    /// while its parent's layout stays as it was.
    struct SlidingLeaf: View {
        let id: Int
        @State private var moved = false
        var body: some View {
            Text("box \(id)")
                .anchorPreference(key: BoxesKey.self, value: .bounds) { [$0] }
                .offset(x: moved ? 30 : 0)
                .onTapGesture { moved.toggle() }
        }
    }

    struct Boxes: View {
        let log: Log<CGRect>
        var body: some View {
            VStack {
                ForEach(0..<5, id: \.self) { row in
                    HStack { ForEach(0..<5, id: \.self) { column in SlidingLeaf(id: row * 5 + column) } }
                }
            }
            .overlayPreferenceValue(BoxesKey.self) { anchors in
                GeometryReader { proxy in
                    let r = proxy[anchors[17]]
                    let _ = log.values.append(r)
                    Rectangle().stroke(Color.red).frame(width: r.width, height: r.height).offset(x: r.minX, y: r.minY)
                }
            }
        }
    }

    @Test func aMovedAnchorReachesTheReader() throws {
        let log = Log<CGRect>()
        let host = ViewHost(rootView: Boxes(log: log), size: CGSize(width: 600, height: 400))
        host.advance()
        let before = try #require(log.values.last)
        host.tap(onText: "box 17"); host.advance()
        let after = try #require(log.values.last)
        #expect(after.minX == before.minX + 30 && after.minY == before.minY, "\(before) → \(after)")
        // Another leaf moving changes the value too (the reader redraws, with box 17 in place).
        host.tap(onText: "box 3"); host.advance()
        expectEqual(log.values.last, after)
        host.tap(onText: "box 17"); host.advance()
        expectEqual(log.values.last, before)
    }

    /// A frame where nothing changes folds nothing and builds no reader content again.
    @Test func unchangedFramesDoNotRebuildReaders() {
        let log = Log<CGRect>()
        let host = ViewHost(rootView: Boxes(log: log), size: CGSize(width: 600, height: 400))
        host.advance()
        host.tap(onText: "box 2"); host.advance()
        let count = log.values.count
        host.tap(onText: "box 4"); host.advance()   // one change: the reader's content is built once
        expectEqual(log.values.count, count + 1)
        host.advance(frames: 5)
        expectEqual(log.values.count, count + 1)
    }
}

extension FoldCacheTests {
    enum AppendKey: PreferenceKey {
        static var defaultValue: [Int] { [] }
        static func reduce(value: inout [Int], nextValue: () -> [Int]) { value.append(contentsOf: nextValue()) }
    }
    enum LastKey: PreferenceKey {
        static var defaultValue: [Int] { [] }
        static func reduce(value: inout [Int], nextValue: () -> [Int]) { value = nextValue() }
    }
    enum PrependKey: PreferenceKey {
        static var defaultValue: [Int] { [] }
        static func reduce(value: inout [Int], nextValue: () -> [Int]) { value = nextValue() + value }
    }

    /// A row whose length `n` changes with a tap, writing 0..<n (shifted by its index) to three keys.
    struct Row: View {
        let index: Int
        @State private var n = 2
        var body: some View {
            let values = (0..<n).map { index * 100 + $0 }
            Text("row \(index)")
                .preference(key: AppendKey.self, value: values)
                .preference(key: LastKey.self, value: values)
                .preference(key: PrependKey.self, value: values)
                .onTapGesture { n = n == 2 ? 5 : 1 }
        }
    }

    /// Array-valued keys fold in a container that makes room for the length of its last fold
    /// before reducing its second child (`FoldSizing`): what each `reduce` makes is the same,
    /// whether the value grew, shrank or the reducer keeps only the last child's.
    @Test func arrayValuesFoldAsTheirReducersSay() {
        #expect(FoldSizing<[Int]>.forValues() != nil)
        #expect(FoldSizing<Int>.forValues() == nil)
        let host = ViewHost(rootView: VStack { ForEach(0..<3, id: \.self) { Row(index: $0) } }, size: CGSize(width: 300, height: 300))
        host.advance()
        func expectFolds(_ rows: [[Int]], _ comment: Comment) {
            #expect(host.preferenceValue(AppendKey.self) == rows.flatMap { $0 }, comment)
            #expect(host.preferenceValue(LastKey.self) == rows.last!, comment)
            #expect(host.preferenceValue(PrependKey.self) == rows.reversed().flatMap { $0 }, comment)
        }
        expectFolds([[0, 1], [100, 101], [200, 201]], "first frame")
        host.tap(onText: "row 1"); host.advance()     // the middle row grows to 5
        expectFolds([[0, 1], [100, 101, 102, 103, 104], [200, 201]], "a row grew")
        host.tap(onText: "row 1"); host.advance()     // and shrinks to 1
        expectFolds([[0, 1], [100], [200, 201]], "a row shrank")
        host.tap(onText: "row 0"); host.advance()     // the first row, whose value the fold starts from
        expectFolds([[0, 1, 2, 3, 4], [100], [200, 201]], "the first row grew")
    }
}

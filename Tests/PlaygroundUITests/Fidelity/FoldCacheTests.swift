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
        #expect(log.values == [100])
        host.tap(onText: "leaf 34"); host.advance()
        #expect(log.values == [100, 110])
        host.tap(onText: "leaf 99"); host.advance()
        #expect(log.values == [100, 110, 120])
        host.advance(frames: 3)   // nothing changed: nothing delivered
        #expect(log.values == [100, 110, 120])
        host.tap(onText: "leaf 34"); host.advance()
        #expect(log.values == [100, 110, 120, 130])
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
        #expect(log.values.last == after)
        host.tap(onText: "box 17"); host.advance()
        #expect(log.values.last == before)
    }

    /// A frame where nothing changes folds nothing and builds no reader content again.
    @Test func unchangedFramesDoNotRebuildReaders() {
        let log = Log<CGRect>()
        let host = ViewHost(rootView: Boxes(log: log), size: CGSize(width: 600, height: 400))
        host.advance()
        host.tap(onText: "box 2"); host.advance()
        let count = log.values.count
        host.tap(onText: "box 4"); host.advance()   // one change: the reader's content is built once
        #expect(log.values.count == count + 1)
        host.advance(frames: 5)
        #expect(log.values.count == count + 1)
    }
}

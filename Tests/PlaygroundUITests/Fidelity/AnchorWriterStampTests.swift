import Foundation
import Testing
@testable import PlaygroundUI

// An `anchorPreference` writer rebuilt with a new transform keeps its value stamp when the value it
// writes stayed (engine step 49, docs/engine.md "Stamps"): its transform is applied at the build to
// the anchor where the writer stood, and an equal value sends no fold above it round again. The
// value readers see must still follow every change: a transform that writes something else, a
// writer that moves in the same pass, a change of layout direction (docs/semantics.md §4: anchors
// follow the geometry; §21.7 right to left).

/// A label with the bounds of the view that wrote it: equal when both are.
private struct Tagged: Equatable {
    let label: String
    let bounds: Anchor<CGRect>
}

private enum TaggedKey: PreferenceKey {
    static var defaultValue: [Tagged] { [] }
    static func reduce(value: inout [Tagged], nextValue: () -> [Tagged]) { value += nextValue() }
}

/// A bounds anchor per leaf whose key counts its reductions (one key per test that counts them).
private enum CountedBoxesKey: PreferenceKey {
    nonisolated(unsafe) static var reductions = 0
    static var defaultValue: [Anchor<CGRect>] { [] }
    static func reduce(value: inout [Anchor<CGRect>], nextValue: () -> [Anchor<CGRect>]) {
        reductions += 1
        value += nextValue()
    }
}

@MainActor
private final class Calls { var count = 0 }

/// An anchor in a struct without `==`: a writer of it cannot tell an equal value from a new one.
private struct Opaque { let bounds: Anchor<CGRect> }
private enum GenericBoxesKey: PreferenceKey {
    static var defaultValue: [Anchor<CGRect>] { [] }
    static func reduce(value: inout [Anchor<CGRect>], nextValue: () -> [Anchor<CGRect>]) { value += nextValue() }
}
private enum OpaqueKey: PreferenceKey {
    static var defaultValue: [Opaque] { [] }
    static func reduce(value: inout [Opaque], nextValue: () -> [Opaque]) { value += nextValue() }
}

/// Four leaves writing through code generic over the key, where its values are not known to be
/// `Equatable` (so the writer is handed no `==` and asks the runtime).
private struct GenericLeaves<K: PreferenceKey>: View {
    let make: (Anchor<CGRect>) -> K.Value
    var body: some View {
        HStack {
            ForEach(0..<4, id: \.self) { _ in
                Color.blue.frame(width: 20, height: 20).anchorPreference(key: K.self, value: .bounds, transform: make)
            }
        }
    }
}

/// Three rows of four leaves, each writing its bounds through a transform that counts its calls.
private struct CountedBoxes: View {
    let calls: Calls
    var body: some View {
        VStack(spacing: 4) {
            ForEach(0..<3, id: \.self) { row in
                HStack(spacing: 4) {
                    ForEach(0..<4, id: \.self) { column in
                        Color.blue.frame(width: 20, height: 20)
                            .anchorPreference(key: CountedBoxesKey.self, value: .bounds) { anchor in
                                calls.count += 1
                                return [anchor]
                            }
                    }
                }
            }
        }
    }
}

/// The rects a reader above resolves, in its own space.
private struct Reading<Content: View>: View {
    let content: Content
    let log: RectLog
    var body: some View {
        content.overlayPreferenceValue(TaggedKey.self) { values in
            GeometryReader { proxy in
                let _ = log.entries = values.map { ($0.label, proxy[$0.bounds]) }
                Color.clear
            }
            .allowsHitTesting(false)
        }
    }
}

@MainActor
private final class RectLog { var entries: [(String, CGRect)] = [] }

/// Calls of the transforms below, which capture nothing (so they count in a global).
private enum CapturelessCalls { nonisolated(unsafe) static var count = 0 }
private enum CapturelessKey: PreferenceKey {
    static var defaultValue: [Anchor<CGRect>] { [] }
    static func reduce(value: inout [Anchor<CGRect>], nextValue: () -> [Anchor<CGRect>]) { value += nextValue() }
}

extension View {
    /// Logs the rects of this view's `CapturelessKey` anchors, as a reader over it resolves them.
    @MainActor fileprivate func loggingCapturelessAnchors(_ log: RectLog) -> some View {
        overlayPreferenceValue(CapturelessKey.self) { anchors in
            GeometryReader { proxy in
                let _ = log.entries = anchors.map { ("leaf", proxy[$0]) }
                Color.clear
            }
            .allowsHitTesting(false)
        }
    }
}

/// One leaf whose source and transform each switch between two that capture nothing or
/// something: "half" takes the top half of the leaf (`.rect`, which captures its rect), "none"
/// writes no anchor (another closure that captures nothing).
private struct SwitchingWriter: View {
    let log: RectLog
    @State private var half = false
    @State private var none = false
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack {
                Text("half").onTapGesture { half.toggle() }
                Text("none").onTapGesture { none.toggle() }
            }
            Color.blue.frame(width: 40, height: 40)
                .anchorPreference(key: CapturelessKey.self,
                                  value: half ? .rect(CGRect(x: 0, y: 0, width: 40, height: 20)) : .bounds,
                                  transform: none ? { _ in [] } : { [$0] })
        }
        .loggingCapturelessAnchors(log)
    }
}

/// Four leaves writing their bounds through a transform that captures nothing; "push" moves them
/// down 30 pt. The reader above resolves every anchor.
private struct CapturelessBoxes: View {
    let log: RectLog
    @State private var pushed = false
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("push").onTapGesture { pushed.toggle() }
            Color.clear.frame(width: 10, height: pushed ? 40 : 10)
            HStack(spacing: 4) {
                ForEach(0..<4, id: \.self) { _ in
                    Color.blue.frame(width: 20, height: 20)
                        .anchorPreference(key: CapturelessKey.self, value: .bounds) {
                            CapturelessCalls.count += 1
                            return [$0]
                        }
                }
            }
        }
        .loggingCapturelessAnchors(log)
    }
}

/// A label written with the leaf's bounds; tapping "rename" changes the label, "push" moves the
/// leaf down 30 pt, "flip" turns the layout right to left. The leaf's own view is rebuilt each
/// time (its parent's body is evaluated again), with a new transform.
private struct Labelled: View {
    let log: RectLog
    @State private var label = "first"
    @State private var pushed = false
    @State private var rightToLeft = false
    var body: some View {
        Reading(content: VStack(alignment: .leading, spacing: 0) {
            HStack {
                Text("rename").onTapGesture { label = "second" }
                Text("push").onTapGesture { pushed.toggle() }
                Text("flip").onTapGesture { rightToLeft.toggle() }
            }
            Color.clear.frame(width: 10, height: pushed ? 40 : 10)
            Color.green.frame(width: 200, height: 30)
                .anchorPreference(key: TaggedKey.self, value: .rect(CGRect(x: 0, y: 0, width: 50, height: 30))) {
                    [Tagged(label: label, bounds: $0)]
                }
        }
        .frame(width: 300, alignment: .leading)
        .environment(\.layoutDirection, rightToLeft ? .rightToLeft : .leftToRight), log: log)
    }
}

@MainActor
@Suite struct AnchorWriterStampTests {
    /// The anchor writers under `node`, with their value stamps, in tree order.
    private func writerStamps(_ node: _Node?) -> [Int] {
        guard let node else { return [] }
        var out: [Int] = []
        if node.inspectableWriter?.inspectionKind == "anchorPreference" { out.append(node.valueStamp) }
        node.forEachChild { out += writerStamps($0) }
        return out
    }

    /// A forced frame that moves nothing: each writer's transform, which captures its counter (one
    /// that captures nothing is not called at all, below), runs once (at its build, on the anchor
    /// where it stands), its value compares equal, its stamp stays, and the root's value is
    /// served from the containers' caches: not one reduction.
    @Test func aForcedFrameThatMovesNothingRefoldsNothing() {
        let calls = Calls()
        let host = ViewHost(rootView: CountedBoxes(calls: calls), size: CGSize(width: 300, height: 200))
        host.advance()
        let value = host.preferenceValue(CountedBoxesKey.self)
        expectEqual(value.count, 12)
        let stamps = writerStamps(host.graph.root)
        expectEqual(stamps.count, 12)
        calls.count = 0
        CountedBoxesKey.reductions = 0
        host.invalidate()
        host.advance()
        #expect(calls.count == 12, "one transform call per writer, at its build")
        expectEqual(writerStamps(host.graph.root), stamps)
        #expect(host.preferenceValue(CountedBoxesKey.self) == value)
        #expect(CountedBoxesKey.reductions == 0, "the caches hold the fold")
        #expect(calls.count == 12, "a fold of an unmoved writer calls no transform")
    }

    /// `CapturelessBoxes` after its first frame, with the four rects its reader resolved.
    private func capturelessBoxesShown() -> (ViewHost, RectLog, [CGRect]) {
        let log = RectLog()
        let host = ViewHost(rootView: CapturelessBoxes(log: log), size: CGSize(width: 300, height: 200))
        host.advance()
        let shown = log.entries.map(\.1)
        expectEqual(shown.count, 4)
        return (host, log, shown)
    }

    /// The same source and transform, neither capturing anything (`.bounds`, a closure over its
    /// argument alone), handed again to a writer that stands where it did: the value cannot differ,
    /// so the transform is not called and the stamp stays. Moved, the writers capture again at the
    /// fold, and the reader resolves the new rects.
    @Test func aTransformThatCapturesNothingIsNotCalledAgain() throws {
        let (host, log, before) = capturelessBoxesShown()
        let stamps = writerStamps(host.graph.root)
        expectEqual(stamps.count, 4)
        CapturelessCalls.count = 0
        host.invalidate(); host.advance()
        #expect(CapturelessCalls.count == 0, "a forced frame calls no transform")
        expectEqual(writerStamps(host.graph.root), stamps)
        expectEqual(log.entries.map(\.1), before)
        host.tap(onText: "push"); host.advance()
        #expect(CapturelessCalls.count == 4, "each moved writer captures again, once")
        let after = log.entries.map(\.1)
        #expect(after == before.map { $0.offsetBy(dx: 0, dy: 30) }, "\(before) → \(after)")
    }

    /// A writer's frame changes only where it is placed, and a placement away from the rect its
    /// value was captured at drops the value (node-model step 58: a rebuilt writer no longer
    /// compares its frame): moved down and back by a sibling, each writer captures again at
    /// each move, also when it lands where it stood first, and the reader sees every rect.
    @Test func aWriterPlacedAwayAndBackCapturesAgainEachTime() throws {
        let (host, log, before) = capturelessBoxesShown()
        CapturelessCalls.count = 0
        host.tap(onText: "push"); host.advance()
        expectEqual(CapturelessCalls.count, 4)
        expectEqual(log.entries.map(\.1), before.map { $0.offsetBy(dx: 0, dy: 30) })
        host.tap(onText: "push"); host.advance()
        #expect(CapturelessCalls.count == 8, "placed back, each writer captures again")
        expectEqual(log.entries.map(\.1), before)
        host.invalidate(); host.advance()
        #expect(CapturelessCalls.count == 8, "a forced frame that moves nothing captures nothing")
        expectEqual(log.entries.map(\.1), before)
    }

    /// Another source or another transform that captures nothing is another closure: the writer
    /// applies it, and the reader sees what it writes.
    @Test func anotherSourceOrTransformIsApplied() throws {
        let log = RectLog()
        let host = ViewHost(rootView: SwitchingWriter(log: log), size: CGSize(width: 300, height: 200))
        host.advance()
        let whole = try #require(log.entries.first?.1)
        expectEqual(whole.size, CGSize(width: 40, height: 40))
        host.tap(onText: "half"); host.advance()
        expectEqual(log.entries.map(\.1), [CGRect(origin: whole.origin, size: CGSize(width: 40, height: 20))])
        host.tap(onText: "half"); host.advance()
        expectEqual(log.entries.map(\.1), [whole])
        host.tap(onText: "none"); host.advance()
        #expect(log.entries.isEmpty)
        host.tap(onText: "none"); host.advance()
        expectEqual(log.entries.map(\.1), [whole])
    }

    /// A new transform that writes another value at the same place: the reader sees it.
    @Test func aTransformWritingAnotherValueIsRead() throws {
        let log = RectLog()
        let host = ViewHost(rootView: Labelled(log: log), size: CGSize(width: 400, height: 300))
        host.advance()
        let first = try #require(log.entries.first)
        expectEqual(first.0, "first")
        host.tap(onText: "rename"); host.advance()
        let second = try #require(log.entries.first)
        expectEqual(second.0, "second")
        expectEqual(second.1, first.1)
    }

    /// Rebuilt with an equal value where it stood, then moved by the same pass's layout: the
    /// reader resolves the new place.
    @Test func aWriterMovedInThePassOfItsRebuildIsReadWhereItLands() throws {
        let log = RectLog()
        let host = ViewHost(rootView: Labelled(log: log), size: CGSize(width: 400, height: 300))
        host.advance()
        let before = try #require(log.entries.first?.1)
        host.tap(onText: "push"); host.advance()
        let after = try #require(log.entries.first?.1)
        #expect(after.minY == before.minY + 30, "\(before) → \(after)")
        #expect(after.minX == before.minX && after.size == before.size)
        host.tap(onText: "push"); host.advance()
        expectEqual(log.entries.first?.1, before)
    }

    /// Right to left, the source rect's x runs from the writer's right edge (§21.7): the same
    /// frame, another anchor.
    @Test func aChangeOfDirectionCapturesAgain() throws {
        let log = RectLog()
        let host = ViewHost(rootView: Labelled(log: log), size: CGSize(width: 400, height: 300))
        host.advance()
        let leftToRight = try #require(log.entries.first?.1)
        expectEqual(leftToRight.width, 50)
        host.tap(onText: "flip"); host.advance()
        let rightToLeft = try #require(log.entries.first?.1)
        // The 200-pt-wide writer moves to the 300-pt column's leading (right) edge, and the 50-pt
        // rect is taken from the writer's right edge: it ends where the column does.
        expectEqual(rightToLeft.width, 50)
        #expect(rightToLeft.maxX == leftToRight.minX + 300, "\(leftToRight) → \(rightToLeft)")
    }

    /// Written from code generic over the key: the writer asks the runtime whether the values are
    /// `Equatable` and, when they are, keeps its stamp through a forced frame all the same; a
    /// value without `==` is taken as new at every build (and still read right).
    @Test func writersWithoutAGivenEqualityAskOnceOrWriteAgain() {
        let equatable = ViewHost(rootView: GenericLeaves<GenericBoxesKey> { [$0] }, size: CGSize(width: 200, height: 100))
        equatable.advance()
        let stamps = writerStamps(equatable.graph.root)
        let boxes = equatable.preferenceValue(GenericBoxesKey.self)   // folded once, as a reader would
        #expect(stamps.count == 4 && boxes.count == 4)
        equatable.invalidate(); equatable.advance()
        expectEqual(writerStamps(equatable.graph.root), stamps)
        #expect(equatable.preferenceValue(GenericBoxesKey.self) == boxes)

        // The transform captures something, so it is applied at each build (a transform that
        // captures nothing is not called at all: `aTransformThatCapturesNothingIsNotCalledAgain`).
        let witness = Calls()
        let opaque = ViewHost(rootView: GenericLeaves<OpaqueKey> { witness.count += 1; return [Opaque(bounds: $0)] },
                              size: CGSize(width: 200, height: 100))
        opaque.advance()
        let before = writerStamps(opaque.graph.root)
        let values = opaque.preferenceValue(OpaqueKey.self).map(\.bounds)
        #expect(before.count == 4 && values.count == 4)
        opaque.invalidate(); opaque.advance()
        let after = writerStamps(opaque.graph.root)
        #expect(zip(before, after).allSatisfy { $0 < $1 }, "\(before) → \(after)")
        #expect(opaque.preferenceValue(OpaqueKey.self).map(\.bounds) == values)
    }
}

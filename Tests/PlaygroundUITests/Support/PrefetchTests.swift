import Foundation
import Testing
@testable import PlaygroundUI

private struct TwoWords: View {
    let a: Int
    let b: Int
    var body: some View { Text("\(a) \(b)").padding(3) }
}

private struct Flag: View {
    let on: Bool
    var body: some View {
        if on { Color.red.frame(width: 4, height: 4) } else { Text("off") }
    }
}

/// The build's prefetches (node-model steps 60–61, `Engine/Prefetch.swift`) are hints: whatever
/// they ask for, what the build does is the same, which every other test checks. What they rely on
/// is checked here: a composite knows how many bytes of its kept block an evaluation writes, and a
/// node's `viewType` is set only when it is a composite (the pipeline reads a composite's fields
/// after that test alone).
@MainActor
struct PrefetchTests {
    private func composite<V: View>(_ type: V.Type, in node: _Node?) -> CompositeNode<V>? {
        guard let node else { return nil }
        if let c = node as? CompositeNode<V> { return c }
        var found: CompositeNode<V>?
        node.forEachChild { if found == nil { found = composite(type, in: $0) } }
        return found
    }

    private func expectedBlockSize<V: View>(_: V.Type) -> Int {
        let alignment = MemoryLayout<V.Body>.alignment
        let offset = (MemoryLayout<V>.size + alignment - 1) / alignment * alignment
        return offset + MemoryLayout<V.Body>.size
    }

    /// The kept view value and body: the view's 16 bytes, then its body at the body's alignment.
    @Test func aCompositeKnowsTheBytesItsEvaluationWrites() throws {
        let host = makeHost(VStack { TwoWords(a: 1, b: 2); Flag(on: true) })
        host.advance(frames: 1)
        let two = try #require(composite(TwoWords.self, in: host.graph.root))
        #expect(Int(two.lastBlockSize) == expectedBlockSize(TwoWords.self))
        #expect(Int(two.lastBlockSize) == 16 + MemoryLayout<ModifiedContent<Text, _PaddingLayout>>.size)
        let flag = try #require(composite(Flag.self, in: host.graph.root))
        #expect(Int(flag.lastBlockSize) == expectedBlockSize(Flag.self))
        #expect(Int(flag.lastBlockSize) > MemoryLayout<Text>.size)
    }

    /// A forced rebuild of a `ForEach` over a range, the loop that asks for each next element's
    /// node, builds every element into its own node and keeps them.
    @Test func aForcedRebuildOfAForEachKeepsEachElementsNode() throws {
        let host = makeHost(HStack { ForEach(0..<5) { TwoWords(a: $0, b: 0) } })
        host.advance(frames: 1)
        var before: [ObjectIdentifier] = []
        func collect(_ node: _Node, into out: inout [ObjectIdentifier]) {
            if node is CompositeNode<TwoWords> { out.append(ObjectIdentifier(node)) }
            node.forEachChild { collect($0, into: &out) }
        }
        collect(try #require(host.graph.root), into: &before)
        host.invalidate()
        host.advance(frames: 1)
        var after: [ObjectIdentifier] = []
        collect(try #require(host.graph.root), into: &after)
        expectEqual(before.count, 5)
        expectEqual(after, before)
        #expect(host.exists(text: "4 0"))
    }

    /// `prefetchElements` takes a node whose `viewType` is set for a `CompositeNodeBase` without a
    /// cast: in a screen of every kind of node a build makes (elements that are composites and
    /// ones that are not, lists, conditionals, readers, modifiers, controls and their styles), each
    /// node with a `viewType` is a composite. (A custom modifier's or a button style's body node is
    /// a composite without one: the pipeline leaves those to ask for themselves.)
    @Test func aNodeWithAViewTypeIsAComposite() throws {
        struct Mixed: View {
            @State private var on = true
            var body: some View {
                NavigationStack {
                    List {
                        ForEach(0..<6) { i in
                            if i % 3 == 0 { TwoWords(a: i, b: 1) } else if i % 3 == 1 { Text("row \(i)") } else { Flag(on: on) }
                        }
                        Section("More") { Toggle("On", isOn: $on); Button("Tap") { on.toggle() }.buttonStyle(.bordered) }
                    }
                    .overlay { GeometryReader { p in Color.clear.preference(key: WidthKey.self, value: p.size.width) } }
                }
            }
        }
        let host = makeHost(Mixed())
        host.advance(frames: 1)
        var typed = 0, untyped = 0
        func check(_ node: _Node) {
            if node.viewType != nil {
                #expect(node is CompositeNodeBase, "\(type(of: node))")
                typed += 1
            } else {
                untyped += 1
            }
            node.forEachChild(check)
        }
        check(try #require(host.graph.root))
        #expect(typed >= 7)   // Mixed, two TwoWords, two Flag, and the controls' own views
        #expect(untyped > typed)
    }

    /// A forced rebuild of a `ForEach` whose elements are composites and plain views in turn (the
    /// pipeline asks for a composite's evaluation two elements ahead, and a composite that was not
    /// asked for asks itself) evaluates every composite once and draws the same.
    @Test func aForcedRebuildOfMixedElementsEvaluatesEachCompositeOnce() throws {
        let host = makeHost(VStack {
            ForEach(0..<9) { i in
                if i % 2 == 0 { TwoWords(a: i, b: 2) } else { Text("plain \(i)") }
            }
        })
        host.advance(frames: 1)
        let bodies = host.graph.bodyCount
        host.invalidate()
        host.advance(frames: 1)
        #expect(bodies >= 5)
        expectEqual(host.graph.bodyCount, 2 * bodies)
        expectEqual(host.graph.evaluationAskedSlot, nil)
        #expect(host.exists(text: "8 2"))
        #expect(host.exists(text: "plain 7"))
    }
}

private struct WidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

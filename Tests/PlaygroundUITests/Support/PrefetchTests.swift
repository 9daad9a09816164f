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

/// The build's prefetches (node-model step 60, `Engine/Prefetch.swift`) are hints: whatever they
/// ask for, what the build does is the same, which every other test checks. What they rely on is
/// checked here: a composite knows how many bytes of its kept block an evaluation writes.
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
        #expect(before.count == 5)
        #expect(after == before)
        #expect(host.exists(text: "4 0"))
    }
}

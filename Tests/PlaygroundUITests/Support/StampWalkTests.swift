import Foundation
import Testing
@testable import PlaygroundUI

/// The stamp walk after each build pass (`_Node.propagateStamps`, docs/engine.md "Change stamps")
/// visits a node's children through `stampChildren`, which the engine's base classes write out over
/// their own slots instead of calling a closure per child. Written out twice, the two lists of
/// children could drift apart; these tests hold them together.
@MainActor
struct StampWalkTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/PlaygroundUI")

    /// Every node kind that lists its children (`forEachChild`) also says how the stamp walk
    /// visits them: a kind with a child the walk missed would keep that child's changes from its
    /// ancestors, and layout and drawing would skip them.
    @Test func everyKindThatListsChildrenStampsThem() throws {
        let files = FileManager.default.enumerator(atPath: Self.sources.path)?.compactMap { $0 as? String } ?? []
        var kinds = 0
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
            let lists = text.components(separatedBy: "override func forEachChild(").count - 1
            let stamps = text.components(separatedBy: "override func stampChildren(").count - 1
            kinds += lists
            #expect(lists == stamps, "\(file): \(lists) forEachChild overrides but \(stamps) stampChildren overrides")
        }
        #expect(kinds >= 16)   // the scan finds the kinds it must (none found would pass vacuously)
    }

    /// After a whole-tree rebuild, every node reached through `forEachChild` was reached by the walk
    /// too: its parent link points at the node that lists it, and its subtree stamp is at least
    /// its own and each child's. The tree mixes the kinds with written-out walks (modifiers,
    /// composites, lists, stacks, overlays and backgrounds) and ones that list children their own
    /// way (a GeometryReader, a safe-area inset, a lazy stack, a list row).
    @Test func theWalkReachesWhatForEachChildLists() throws {
        struct Screen: View {
            @State var flag = true
            var body: some View {
                VStack {
                    if flag { Text("A").padding() } else { Color.red }
                    ForEach(0..<3, id: \.self) { i in Text("\(i)").background(Color.gray) }
                    GeometryReader { proxy in Color.blue.frame(width: proxy.size.width / 2) }
                        .frame(height: 20)
                    ScrollView { LazyVStack { ForEach(0..<5, id: \.self) { Text("row \($0)") } } }
                        .frame(height: 60)
                    List { Text("one"); Text("two") }.frame(height: 120)
                }
                .overlay(Text("over"))
                .safeAreaInset(edge: .bottom) { Text("inset") }
            }
        }
        let host = makeHost(Screen())
        host.invalidate()
        host.advance()
        let root = try #require(host.graph.root)
        var nodes = 0
        func check(_ n: _Node) {
            nodes += 1
            #expect(n.subtreeStamp >= n.builtStamp)
            n.forEachChild { c in
                #expect(c.parent === n, "\(type(of: c)) under \(type(of: n)) has another parent")
                #expect(n.subtreeStamp >= c.subtreeStamp, "\(type(of: n))'s subtree stamp misses \(type(of: c))'s")
                expectEqual(n.subtreeKeyBits & c.subtreeKeyBits, c.subtreeKeyBits)
                check(c)
            }
        }
        check(root)
        #expect(nodes > 35)   // (39: the colours keep their frames and safe-area edges as attributes)
    }

    /// A body that builds nothing new leaves its subtree as the last walk left it
    /// (`CompositeNodeBase.dirtyPass`): a forced rebuild of a tree of views into the same views
    /// walks the root and stops there, however large the tree.
    @Test func aRebuildIntoTheSameViewsIsNotWalked() {
        struct Leaf: View {
            let i: Int
            var body: some View { Text("leaf \(i)").padding(2).background(Color.gray) }
        }
        struct Branch: View {
            let i: Int
            var body: some View { HStack { ForEach(0..<5, id: \.self) { Leaf(i: i * 10 + $0) } } }
        }
        struct Tree: View {
            var body: some View { VStack { ForEach(0..<5, id: \.self) { Branch(i: $0) } } }
        }
        let host = makeHost(Tree())
        host.advance()
        let first = _Node.stampWalkVisits
        host.invalidate()
        host.advance()
        let again = _Node.stampWalkVisits - first
        #expect(again <= 2, "the walk visited \(again) nodes")
        #expect(host.drawsText("leaf 44"))
    }

    /// What a body changes below it is still walked: a branch that switches and a list that grows
    /// under a forced rebuild reach layout and drawing, with their parent links.
    @Test func whatABodyChangesIsWalked() throws {
        final class Model { var on = false; var count = 2 }
        struct Row: View {
            let on: Bool
            var body: some View { if on { Text("on").padding() } else { Color.red.frame(width: 5, height: 5) } }
        }
        struct Screen: View {
            let model: Model
            var body: some View {
                VStack {
                    Row(on: model.on)
                    ForEach(0..<model.count, id: \.self) { Text("item \($0)") }
                }
            }
        }
        let model = Model()
        let host = makeHost(Screen(model: model))
        host.advance()
        #expect(!host.drawsText("on") && !host.drawsText("item 2"))
        model.on = true
        model.count = 3
        host.invalidate()
        host.advance()
        #expect(host.drawsText("on") && host.drawsText("item 2"))
        let root = try #require(host.graph.root)
        func check(_ n: _Node) {
            n.forEachChild { c in
                #expect(c.parent === n, "\(type(of: c)) under \(type(of: n)) has another parent")
                #expect(n.subtreeStamp >= c.subtreeStamp)
                check(c)
            }
        }
        check(root)
    }
}

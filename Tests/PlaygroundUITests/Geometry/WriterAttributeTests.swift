import Foundation
import Testing
@testable import PlaygroundUI

// A `preference(key:value:)` or an `anchorPreference(key:value:transform:)` applied straight to a
// shape, a colour, a gradient, a `Text` or an `Image` (or to a shape under a kept frame) is kept by
// that view's node instead of a writer node around it (node-model step 70; docs/engine.md,
// "Modifiers kept as attributes"). Nothing a user sees may change: a writer replaces what its
// content writes for its key (docs/semantics.md §1.4), and a leaf writes nothing of its own; an
// anchor is captured from the writer's frame, which is its content's (a modifier without
// geometry of its own, §6.6); a view an `if` chose still yields `defaultValue` for the other keys
// where its list would (§1.3). Each test lays the same views out both ways — the writer applied
// straight to the leaf, and to the leaf behind a body, which it wraps in a node of its own — and
// compares the values every key folds to at the root, the reduce calls made on the way, where the
// anchors land, the inspector's writers and the drawing.

/// A leaf behind a body: a writer applied to it makes a node of its own.
private struct Behind<Leaf: View>: View {
    let leaf: Leaf
    var body: some View { leaf }
}

private enum WidthKey: PreferenceKey {
    static let defaultValue: CGFloat = -1
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

/// The writers people put on leaves: a bounds anchor on a word, a framed square and a symbol, a
/// corner anchor on a colour under `ignoresSafeArea`, named values on words (one an `if` chose,
/// under a padding), the size a `GeometryReader` measured written from `Color.clear`, an anchor in
/// a right-to-left stack, and a word that moves with its state.
private struct WriterCases: View {
    let direct: Bool
    let moved: Bool
    let flag: Bool

    @ViewBuilder
    func kept<V: View>(_ v: V) -> some View {
        if direct { v } else { Behind(leaf: v) }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                writers(Text("Word"), "word")
                writers(Rectangle().frame(width: 16, height: 16), "square")
                writers(Image(systemName: "star.fill"), "star")
            }
            if direct {
                Text("a").preference(key: LogKey.self, value: "a")
                Color.green.frame(width: 30, height: 6).preference(key: LogKey.self, value: "green")
            } else {
                Behind(leaf: Text("a")).preference(key: LogKey.self, value: "a")
                Behind(leaf: Color.green.frame(width: 30, height: 6)).preference(key: LogKey.self, value: "green")
            }
            Group {
                if flag {
                    if direct { Text("chosen").preference(key: LogKey.self, value: "chosen") }
                    else { Behind(leaf: Text("chosen")).preference(key: LogKey.self, value: "chosen") }
                } else {
                    Text("other")
                }
            }
            .padding(3)
            GeometryReader { proxy in
                if direct { Color.clear.preference(key: WidthKey.self, value: proxy.size.width) }
                else { Behind(leaf: Color.clear).preference(key: WidthKey.self, value: proxy.size.width) }
            }
            .frame(width: 123, height: 10)
            HStack {
                Text("first")
                if direct {
                    Text("rtl").anchorPreference(key: AnchorsKey.self, value: .bounds) { ["rtl": $0] }
                } else {
                    Behind(leaf: Text("rtl")).anchorPreference(key: AnchorsKey.self, value: .bounds) { ["rtl": $0] }
                }
            }
            .environment(\.layoutDirection, .rightToLeft)
            HStack(spacing: 0) {
                Color.clear.frame(width: moved ? 40 : 10, height: 1)
                if direct {
                    Text("mover").anchorPreference(key: AnchorsKey.self, value: .bounds) { ["mover": $0] }
                } else {
                    Behind(leaf: Text("mover")).anchorPreference(key: AnchorsKey.self, value: .bounds) { ["mover": $0] }
                }
            }
        }
        .padding(.top, 20)
        .background(alignment: .topLeading) {
            if direct {
                Color.orange.frame(width: 30, height: 10).ignoresSafeArea()
                    .anchorPreference(key: AnchorsKey.self, value: .bounds) { ["corner": $0] }
            } else {
                Behind(leaf: Color.orange.frame(width: 30, height: 10).ignoresSafeArea())
                    .anchorPreference(key: AnchorsKey.self, value: .bounds) { ["corner": $0] }
            }
        }
    }

    @ViewBuilder
    func writers<V: View>(_ v: V, _ name: String) -> some View {
        if direct {
            v.anchorPreference(key: AnchorsKey.self, value: .bounds) { [name: $0] }
        } else {
            Behind(leaf: v).anchorPreference(key: AnchorsKey.self, value: .bounds) { [name: $0] }
        }
    }
}

/// The cases, with their anchors resolved in root space by an overlay reader.
private struct Harness: View {
    let direct: Bool
    let resolved: Box<[String: CGRect]>
    @State var moved = false
    @State var flag = true

    var body: some View {
        VStack(alignment: .leading) {
            WriterCases(direct: direct, moved: moved, flag: flag)
            HStack {
                Text("move").onTapGesture { moved.toggle() }
                Text("flip").onTapGesture { flag.toggle() }
            }
        }
        .overlayPreferenceValue(AnchorsKey.self) { anchors in
            GeometryReader { proxy in
                let _ = resolved.set(anchors.mapValues { proxy[$0] })
                Color.clear
            }
            .allowsHitTesting(false)
        }
    }
}

@MainActor
@Suite(.serialized) struct WriterAttributeTests {
    private func host(direct: Bool) -> (ViewHost, Box<[String: CGRect]>) {
        let resolved = Box<[String: CGRect]>([:])
        let h = makeHost(topLeading(Harness(direct: direct, resolved: resolved)).padding(.top, 30))
        h.advance()
        return (h, resolved)
    }

    /// The writers the tree holds as nodes of their own.
    private func writerNodes(_ h: ViewHost) -> Int {
        allNodes(h.graph.root).filter { $0.inspectableWriter != nil && !$0.isLeafNode }.count
    }

    /// What the root folds and the inspector shows, which must be the same both ways.
    private func observed(_ h: ViewHost) -> [String] {
        LogKey.calls = []
        let log = h.graph.preferenceValue(LogKey.self)
        let calls = LogKey.calls.map { "\($0.0)+\($0.1)" }
        let writers = h.inspectPreferences().writers.map { "\($0.key) \($0.kind) \($0.frame) \(String(describing: $0.anchor))" }
        return ["log \(log)", "calls \(calls)", "width \(h.graph.preferenceValue(WidthKey.self))"] + writers
    }

    @Test func aWriterOnALeafIsKeptByTheLeaf() throws {
        let (direct, directAnchors) = host(direct: true)
        let (wrapped, wrappedAnchors) = host(direct: false)
        expectEqual(directAnchors.value, wrappedAnchors.value)
        expectEqual(observed(direct), observed(wrapped))
        expectEqual(direct.displayList.items, wrapped.displayList.items)
        // Where the anchors are (in the overlay reader's space, which starts `shift` below the
        // root's top): a word's bounds are its text's frame; the symbol's its image's; the
        // square's the 16-pt frame; the orange colour's its drawn rect — each the rect the
        // writer's content was placed at.
        let anchors = directAnchors.value
        let word = try #require(direct.find(text: "Word")).frame
        let shift = word.minY - (anchors["word"]?.minY ?? .nan)
        let inRoot = { (name: String) in anchors[name].map { $0.offsetBy(dx: 0, dy: shift) } }
        expectEqual(inRoot("word"), word)
        expectEqual(inRoot("rtl"), direct.find(text: "rtl")?.frame)
        expectEqual(inRoot("corner"), direct.rect(filled: .orange))
        expectEqual(anchors["square"]?.size, CGSize(width: 16, height: 16))
        #expect(anchors["star"].map { $0.width > 10 && $0.height > 10 } == true)
        // The reader's width written from `Color.clear` reaches the root; LogKey folds the two
        // words and the chosen one in order (the defaults around them are the `if`s' lists, §1.3).
        #expect(direct.graph.preferenceValue(WidthKey.self) == 123)
        #expect(direct.graph.preferenceValue(LogKey.self).contains("a|green|chosen"))
        // Ten writers, nine on leaves: no node of their own this way, one each the other. (The
        // orange colour's is on its `ignoresSafeArea`, which has a node: only the innermost frame
        // or `ignoresSafeArea` on a bare shape is kept by the shape.)
        expectEqual(writerNodes(direct), 1)
        expectEqual(writerNodes(wrapped), 10)
        expectEqual(direct.inspectPreferences().writers.count, 10)
        // A test that finds the word by its text reads the text's own value: the writer applied
        // to it is outside it, as its node was (docs/semantics.md §32.4).
        #expect(direct.find(text: "a")?.preferenceValue(LogKey.self) == LogKey.defaultValue)
        #expect(wrapped.find(text: "a")?.preferenceValue(LogKey.self) == LogKey.defaultValue)
        #expect(direct.find(text: "rtl").map { $0.preferenceValue(AnchorsKey.self).isEmpty } == true)
    }

    // The moved word's anchor follows it, and an `if` flipped away from the writer's word takes its
    // value with it (and back), the same way both ways, frame by frame.
    @Test func aKeptWriterFollowsItsLeaf() throws {
        let (direct, directAnchors) = host(direct: true)
        let (wrapped, wrappedAnchors) = host(direct: false)
        let before = try #require(directAnchors.value["mover"])
        var moves = 0
        for step in ["move", "flip", "move", "flip"] {
            #expect(direct.tap(onText: step) && wrapped.tap(onText: step))
            direct.advance(); wrapped.advance()
            #expect(directAnchors.value == wrappedAnchors.value, "\(step)")
            #expect(observed(direct) == observed(wrapped), "\(step)")
            #expect(direct.displayList.items == wrapped.displayList.items, "\(step)")
            if step == "move" {
                // The spacer before it 10 → 40 pt wide, then back.
                moves += 1
                let dx = (directAnchors.value["mover"]?.minX ?? .nan) - before.minX
                #expect(dx == (moves == 1 ? 30 : 0))
            }
        }
        // Moved by 30 and back; the flipped `if` wrote "chosen", then nothing, then "chosen".
        expectEqual(directAnchors.value["mover"], before)
        #expect(direct.graph.preferenceValue(LogKey.self).contains("green|chosen"))
    }

    // A leaf keeps one writer and one tap gesture of a chain (`ViewModifier._leafAttribute`): the
    // word's first writer and the environment modifier over it make no node, the second writer
    // makes its own, and replaces the first's value; the other word keeps both its tap and its
    // writer. The same values, calls, inspector rows and drawing both ways.
    @Test func aChainOnALeafKeepsOneWriter() {
        let direct = makeHost(topLeading(ChainedWords(direct: true)))
        let wrapped = makeHost(topLeading(ChainedWords(direct: false)))
        direct.advance(); wrapped.advance()
        expectEqual(observed(direct), observed(wrapped))
        expectEqual(direct.displayList.items, wrapped.displayList.items)
        #expect(direct.graph.preferenceValue(LogKey.self) == "outer|tapped")
        #expect(writerNodes(direct) == 1 && writerNodes(wrapped) == 3)
        let passthroughs = { (h: ViewHost) in allNodes(h.graph.root).filter { $0 is PassthroughNode }.count }
        #expect(passthroughs(direct) == 0 && passthroughs(wrapped) == 1)
        #expect(allNodes(direct.graph.root).contains { ($0 as? LeafNode).map { $0.keptTap != nil && $0.keptWriter != nil } == true })
    }

    // The writer's direction is the environment's where it is applied, not the leaf's: a word
    // turned right to left under a writer applied left to right has its `.topLeading` anchor at
    // its left edge (the overlay reader's x = 0, the word as wide as the stack), both ways.
    @Test func aKeptWriterTakesTheDirectionWhereItIsApplied() throws {
        let directPoint = Box<CGPoint?>(nil), wrappedPoint = Box<CGPoint?>(nil)
        let direct = makeHost(topLeading(TurnedWord(direct: true, point: directPoint)))
        let wrapped = makeHost(topLeading(TurnedWord(direct: false, point: wrappedPoint)))
        direct.advance(); wrapped.advance()
        let point = try #require(directPoint.value)
        expectEqual(point, wrappedPoint.value)
        expectEqual(point, CGPoint(x: 0, y: 0))
        #expect(writerNodes(direct) == 0 && writerNodes(wrapped) == 1)
    }

    // A kept writer whose value is the same in a rebuild writes nothing new, as its node did: an
    // observer of the key is not called again; a new value reaches it once.
    @Test func aKeptWriterTellsItsObserverOnlyOfChanges() throws {
        struct Counter: View {
            let direct: Bool
            let seen: Box<[Int]>
            @State var n = 0
            @State var unrelated = 0
            var body: some View {
                VStack {
                    if direct { Text("n").preference(key: CountKey.self, value: n / 2) }
                    else { Behind(leaf: Text("n")).preference(key: CountKey.self, value: n / 2) }
                    Text("bump \(unrelated)").onTapGesture { n += 1; unrelated += 1 }
                }
                .onPreferenceChange(CountKey.self) { seen.value.append($0) }
            }
        }
        for direct in [true, false] {
            let seen = Box<[Int]>([])
            let h = makeHost(Counter(direct: direct, seen: seen))
            h.advance()
            for i in 0..<4 {
                #expect(h.tap(onText: "bump \(i)"))
                h.advance()
            }
            // n: 1, 2, 3, 4 → values 0, 1, 1, 2: delivered at first and when they change.
            #expect(seen.value == [0, 1, 2], "direct: \(direct)")
        }
    }
}

/// One point anchor (the first written).
private enum PointKey: PreferenceKey {
    static var defaultValue: Anchor<CGPoint>? { nil }
    static func reduce(value: inout Anchor<CGPoint>?, nextValue: () -> Anchor<CGPoint>?) { value = value ?? nextValue() }
}

/// Modifiers chained on a word, straight on it or behind a body: a writer, an environment
/// modifier over it, a second writer for the same key (which replaces the first's value, §1.4),
/// and a writer over a tap gesture with an environment modifier under both.
private struct ChainedWords: View {
    let direct: Bool
    var body: some View {
        VStack {
            if direct {
                Text("chain").font(.title).preference(key: LogKey.self, value: "inner")
                    .foregroundColor(.red).preference(key: LogKey.self, value: "outer")
                Text("tapped").bold().onTapGesture {}.preference(key: LogKey.self, value: "tapped")
            } else {
                Behind(leaf: Text("chain").font(.title)).preference(key: LogKey.self, value: "inner")
                    .foregroundColor(.red).preference(key: LogKey.self, value: "outer")
                Behind(leaf: Text("tapped").bold()).onTapGesture {}.preference(key: LogKey.self, value: "tapped")
            }
        }
    }
}

/// A word turned right to left inside a writer applied in a left-to-right window: the writer's
/// `.topLeading` is the word's left edge, where the writer is applied (§21.7), not its right.
private struct TurnedWord: View {
    let direct: Bool
    let point: Box<CGPoint?>
    var body: some View {
        VStack {
            if direct {
                Text("turned").environment(\.layoutDirection, .rightToLeft)
                    .anchorPreference(key: PointKey.self, value: .topLeading) { $0 }
            } else {
                Behind(leaf: Text("turned").environment(\.layoutDirection, .rightToLeft))
                    .anchorPreference(key: PointKey.self, value: .topLeading) { $0 }
            }
        }
        .overlayPreferenceValue(PointKey.self) { anchor in
            GeometryReader { proxy in
                let _ = point.set(anchor.map { proxy[$0] })
                Color.clear
            }
        }
    }
}

private enum CountKey: PreferenceKey {
    static let defaultValue = -1
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

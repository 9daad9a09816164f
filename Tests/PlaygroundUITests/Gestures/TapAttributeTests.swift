import Foundation
import Testing
@testable import PlaygroundUI

// An `onTapGesture(count:perform:)` applied straight to a shape, a colour, a `Text` or an `Image`
// (also under environment modifiers, or a shape under a kept frame) is kept by that view's node
// instead of a tap node around it (node-model step 71; docs/engine.md, "Modifiers kept as
// attributes"). Nothing a user sees may change: a tap handler takes taps on its content's leaves
// only (docs/semantics.md §8: a shape over its path, a stroked one over its band), the innermost
// handler decides and a release outside it taps nothing, not even an enclosing handler (§25.2),
// `count` taps must come within 0.3 s of each other, and gestures around it keep their
// priorities (`highPriorityGesture` wins, `simultaneousGesture` runs too). Each test lays the
// same views out both ways — the gesture applied straight to the leaf, and to the leaf behind a
// body, which it wraps in a node of its own — and compares what every tap ran.

/// A leaf behind a body: a tap gesture applied to it makes a node of its own.
private struct Behind<Leaf: View>: View {
    let leaf: Leaf
    var body: some View { leaf }
}

/// What each tap ran, in order.
@MainActor
private final class TapLog {
    var entries: [String] = []
    func add(_ s: String) { entries.append(s) }
}

/// Taps people put on leaves: a word, a framed square, a symbol, a stroked ring, a double-tapped
/// colour, a word inside a tappable card, a word under a high-priority and one under a
/// simultaneous gesture, a word whose action reads its state, and a word that also writes a
/// preference.
private struct TapCases: View {
    let direct: Bool
    let log: TapLog
    @State private var taps = 0

    /// `v` with a tap gesture applied straight to it, or behind a body.
    @ViewBuilder
    func tappable<V: View>(_ v: V, count: Int = 1, _ action: @escaping () -> Void) -> some View {
        if direct { v.onTapGesture(count: count, perform: action) }
        else { Behind(leaf: v).onTapGesture(count: count, perform: action) }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            tappable(Text("Word").foregroundColor(.red)) { log.add("word") }
            tappable(Rectangle().frame(width: 20, height: 20)) { log.add("square") }
            tappable(Image(systemName: "star.fill")) { log.add("star") }
            tappable(Circle().stroke(lineWidth: 4).frame(width: 40, height: 40)) { log.add("ring") }
            tappable(Color.orange.frame(width: 30, height: 20), count: 2) { log.add("double") }
            HStack {
                tappable(Text("Inner")) { log.add("inner") }
                Color.gray.frame(width: 30, height: 20)
            }
            .onTapGesture { log.add("card") }
            tappable(Text("High")) { log.add("high-inner") }
                .highPriorityGesture(TapGesture().onEnded { log.add("high-outer") })
            tappable(Text("Both")) { log.add("both-inner") }
                .simultaneousGesture(TapGesture().onEnded { log.add("both-outer") })
            tappable(Text("Count \(taps)")) { log.add("count \(taps)"); taps += 1 }
            tappable(Text("Writes").preference(key: LogKey.self, value: "writes")) { log.add("writes") }
        }
    }
}

/// A button whose label has a tappable word in it.
private struct ButtonCase: View {
    let direct: Bool
    let log: TapLog
    var body: some View {
        Button { log.add("button") } label: {
            HStack {
                if direct { Text("Inside").onTapGesture { log.add("inside") } }
                else { Behind(leaf: Text("Inside")).onTapGesture { log.add("inside") } }
                Text("Label")
            }
        }
    }
}

@MainActor
struct TapAttributeTests {
    private func host(direct: Bool, _ log: TapLog) -> ViewHost {
        let host = makeHost(topLeading(TapCases(direct: direct, log: log)))
        host.advance()
        return host
    }

    private func centre(_ host: ViewHost, _ text: String) throws -> CGPoint {
        let f = try #require(host.find(text: text)).frame
        return CGPoint(x: f.midX, y: f.midY)
    }

    /// The symbol's frame: the one image node.
    private func starFrame(_ host: ViewHost) throws -> CGRect {
        var found: CGRect?
        func visit(_ n: _Node) {
            if n is ImageNode { found = n.frame }
            n.forEachChild(visit)
        }
        if let root = host.graph.root { visit(root) }
        return try #require(found)
    }

    /// The tap nodes in the tree, and the leaves that keep one.
    private func tapNodes(_ host: ViewHost) -> (nodes: Int, kept: Int) {
        var nodes = 0, kept = 0
        func visit(_ n: _Node) {
            if case .tapHandler = n.nodeRole { nodes += 1 }
            if let leaf = n as? LeafNode, leaf.keptTap != nil { kept += 1 }
            n.forEachChild(visit)
        }
        if let root = host.graph.root { visit(root) }
        return (nodes, kept)
    }

    /// Straight on a leaf (the ring's on the frame its shape keeps) the gesture makes no node;
    /// behind a body it does. The card's, over a stack, and the word's over its writer (only
    /// the innermost modifier of a chain is kept) wrap nodes either way.
    @Test func aTapAppliedStraightToALeafIsKeptByIt() {
        let direct = tapNodes(host(direct: true, TapLog()))
        let behind = tapNodes(host(direct: false, TapLog()))
        #expect(direct.kept == 9)
        #expect(direct.nodes == 2)
        #expect(behind.kept == 0)
        #expect(behind.nodes == 11)
    }

    /// Every tap runs the same actions both ways: on the word, the square and the symbol; on the
    /// ring's band and not in its hole (§8); nothing beside the word; the inner word and not the
    /// card around it, the card beside it; the high-priority gesture instead of the word's, the
    /// simultaneous one as well as the word's; the action a rebuild gave (its state's value).
    @Test func tapsRunTheSameActionsBothWays() throws {
        var logs: [[String]] = []
        for direct in [true, false] {
            let log = TapLog()
            let host = host(direct: direct, log)
            host.tap(at: try centre(host, "Word"))
            let word = try #require(host.find(text: "Word")).frame
            host.tap(at: CGPoint(x: word.maxX + 20, y: word.midY))          // beside the word: nothing
            host.tap(at: CGPoint(x: 10, y: word.maxY + 20))                  // the square (its top-left quarter)
            let star = try starFrame(host)
            host.tap(at: CGPoint(x: star.midX, y: star.midY))
            let ringTop = star.maxY + 10
            host.tap(at: CGPoint(x: 20, y: ringTop + 20))                    // the ring's hole: nothing
            host.tap(at: CGPoint(x: 20, y: ringTop + 1))                     // its band
            let inner = try #require(host.find(text: "Inner")).frame
            host.tap(at: CGPoint(x: inner.midX, y: inner.midY))
            host.tap(at: CGPoint(x: inner.maxX + 20, y: inner.midY))         // the grey colour in the card
            host.tap(at: try centre(host, "High"))
            host.tap(at: try centre(host, "Both"))
            host.tap(at: try centre(host, "Count 0"))
            host.advance()
            host.tap(at: try centre(host, "Count 1"))
            host.tap(at: try centre(host, "Writes"))
            logs.append(log.entries)
        }
        #expect(logs[0] == ["word", "square", "star", "ring", "inner", "card", "high-outer",
                            "both-inner", "both-outer", "count 0", "count 1", "writes"])
        #expect(logs[0] == logs[1])
    }

    /// `count: 2` needs two taps within 0.3 s (virtual clock); one tap, or two 0.5 s apart, runs
    /// nothing. A press on the inner word released outside it taps nothing, not even the card.
    @Test func multiTapsAndReleasesOutsideBehaveTheSameBothWays() throws {
        var logs: [[String]] = []
        for direct in [true, false] {
            let log = TapLog()
            let host = host(direct: direct, log)
            let star = try starFrame(host)
            let orange = CGPoint(x: 15, y: star.maxY + 10 + 40 + 10 + 10)
            host.tap(at: orange)
            host.advance(seconds: 0.5)
            host.tap(at: orange)
            log.add("-")
            host.advance(seconds: 0.5)
            host.tap(at: orange)
            host.advance(seconds: 0.1)
            host.tap(at: orange)
            log.add("-")
            let inner = try #require(host.find(text: "Inner")).frame
            host.press(at: CGPoint(x: inner.midX, y: inner.midY))
            host.release(at: CGPoint(x: inner.maxX + 20, y: inner.midY))
            logs.append(log.entries)
        }
        #expect(logs[0] == ["-", "double", "-"])
        #expect(logs[0] == logs[1])
    }

    /// A kept tap adds nothing to what the leaf draws, writes or measures: the same pixels both
    /// ways (the display lists), and the word's writer still folds its value (the tap applied over it).
    @Test func aKeptTapChangesNothingElse() {
        let a = host(direct: true, TapLog()), b = host(direct: false, TapLog())
        #expect(a.preferenceValue(LogKey.self) == b.preferenceValue(LogKey.self))
        #expect(a.preferenceValue(LogKey.self).contains("writes"))
        #expect(a.displayList.items == b.displayList.items)
    }

    /// In a button's label, a hit on the tappable word names the word's gesture as the hit's tap
    /// handler, so the button does not take the pressed look and the word's action runs; a press
    /// on the rest of the label presses the button (what `HitResult.handler` is for).
    @Test func aKeptTapInAButtonsLabelIsTheHitsHandler() throws {
        var logs: [[String]] = []
        for direct in [true, false] {
            let log = TapLog()
            let host = makeHost(topLeading(ButtonCase(direct: direct, log: log)))
            host.advance()
            let inside = try centre(host, "Inside"), label = try centre(host, "Label")
            host.press(at: inside)
            log.add(host.graph.pointer.pressedButton == nil ? "not pressed" : "pressed")
            host.release(at: inside)
            host.press(at: label)
            log.add(host.graph.pointer.pressedButton == nil ? "not pressed" : "pressed")
            host.release(at: label)
            logs.append(log.entries)
        }
        #expect(logs[0] == ["not pressed", "inside", "pressed", "button"])
        #expect(logs[0] == logs[1])
    }
}

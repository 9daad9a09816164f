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
/// simultaneous gesture, a word whose action reads its state, a word that also writes a
/// preference (the tap over the writer), a word with two taps, and a circle whose anchor is
/// written over its tap, as a picker's swatch is.
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
            // The action captures the value of its build (not the state's box), so a kept gesture
            // that ran the first build's action would log "count 0" twice.
            tappable(Text("Count \(taps)")) { [n = taps] in log.add("count \(n)"); taps += 1 }
            tappable(Text("Writes").preference(key: LogKey.self, value: "writes")) { log.add("writes") }
            tappable(Text("Twice").onTapGesture { log.add("twice-inner") }) { log.add("twice-outer") }
            Group {
                if direct {
                    Circle().fill(.blue).frame(width: 20, height: 20).onTapGesture { log.add("swatch") }
                        .anchorPreference(key: AnchorsKey.self, value: .bounds) { ["swatch": $0] }
                } else {
                    Behind(leaf: Circle().fill(.blue).frame(width: 20, height: 20)).onTapGesture { log.add("swatch") }
                        .anchorPreference(key: AnchorsKey.self, value: .bounds) { ["swatch": $0] }
                }
            }
        }
        .overlayPreferenceValue(AnchorsKey.self) { anchors in
            GeometryReader { proxy in
                if let a = anchors["swatch"] {
                    let r = proxy[a]
                    Text("Ring").position(x: r.maxX + 40, y: r.midY)
                }
            }
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

/// A list whose rows select (tagged) and can be swiped: the first row holds a tappable word, the
/// swipe action is a tappable word too (in a stack), which a full swipe runs as it runs a first
/// button.
private struct ListCase: View {
    let direct: Bool
    let log: TapLog
    @State private var selection: Int? = nil
    var body: some View {
        VStack(spacing: 0) {
            List(selection: $selection) {
                HStack {
                    if direct { Text("Star").onTapGesture { log.add("star") } }
                    else { Behind(leaf: Text("Star")).onTapGesture { log.add("star") } }
                    Text("First row")
                }
                .tag(1)
                Text("Second row")
                    .tag(2)
                    .swipeActions {
                        // In a stack: a list's elements (a lazy container's) take a modifier
                        // applied to each of them as a node of its own (`TypedElementModifier`).
                        HStack {
                            if direct { Text("Pin").onTapGesture { log.add("pin") } }
                            else { Behind(leaf: Text("Pin")).onTapGesture { log.add("pin") } }
                        }
                    }
            }
            Text("Selected \(selection.map(String.init) ?? "none")")
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

    /// The tap nodes in the tree, the leaves that keep a tap gesture, and those that keep a writer.
    private func tapNodes(_ host: ViewHost) -> (nodes: Int, kept: Int, writers: Int) {
        var nodes = 0, kept = 0, writers = 0
        func visit(_ n: _Node) {
            if case .tapHandler = n.nodeRole { nodes += 1 }
            if let leaf = n as? LeafNode, leaf.keptTap != nil { kept += 1 }
            if let leaf = n as? LeafNode, leaf.keptWriter != nil { writers += 1 }
            n.forEachChild(visit)
        }
        if let root = host.graph.root { visit(root) }
        return (nodes, kept, writers)
    }

    /// Straight on a leaf (the ring's on the frame its shape keeps, the word's over its writer,
    /// the swatch's under its writer) the gesture makes no node; behind a body it does. The
    /// card's, over a stack, and the outer of the word's two (a leaf keeps one tap gesture) wrap
    /// nodes either way. The swatch's writer, over its kept tap, is kept too.
    @Test func aTapAppliedStraightToALeafIsKeptByIt() {
        let direct = tapNodes(host(direct: true, TapLog()))
        let behind = tapNodes(host(direct: false, TapLog()))
        expectEqual(direct.kept, 12)
        expectEqual(direct.nodes, 2)
        expectEqual(direct.writers, 2)
        #expect(behind.kept == 1)      // the inner of the two, behind the body
        expectEqual(behind.nodes, 13)
        #expect(behind.writers == 1)   // the word's, behind the body
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
            host.tap(at: CGPoint(x: 10, y: word.maxY + 20))                  // the square's centre
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
            host.tap(at: try centre(host, "Twice"))
            let ring = try #require(host.find(text: "Ring")).frame
            host.tap(at: CGPoint(x: ring.midX - 50, y: ring.midY))   // the swatch's centre, 40 + 10 pt left of the text its anchor placed
            logs.append(log.entries)
        }
        #expect(logs[0] == ["word", "square", "star", "ring", "inner", "card", "high-outer",
                            "both-inner", "both-outer", "count 0", "count 1", "writes", "twice-inner", "swatch"])
        expectEqual(logs[0], logs[1])
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
        expectEqual(logs[0], ["-", "double", "-"])
        expectEqual(logs[0], logs[1])
    }

    /// A kept tap adds nothing to what the leaf draws, writes or measures: the same pixels both
    /// ways (the display lists), and the word's writer still folds its value (the tap applied over it).
    @Test func aKeptTapChangesNothingElse() {
        let a = host(direct: true, TapLog()), b = host(direct: false, TapLog())
        #expect(a.preferenceValue(LogKey.self) == b.preferenceValue(LogKey.self))
        #expect(a.preferenceValue(LogKey.self).contains("writes"))
        expectEqual(a.displayList.items, b.displayList.items)
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
        expectEqual(logs[0], ["not pressed", "inside", "pressed", "button"])
        expectEqual(logs[0], logs[1])
    }

    /// In a selectable list, a tap on the row's tappable word runs the word's action and does not
    /// select the row; a tap on the rest of the row selects it. A full swipe runs the swipe
    /// action's tap gesture as it runs a first button (`SwipeRowNode.fireFirst`). Both ways alike.
    @Test func listRowsAndSwipeActionsFindAKeptTap() throws {
        var logs: [[String]] = []
        for direct in [true, false] {
            let log = TapLog()
            let host = ViewHost(rootView: ListCase(direct: direct, log: log), size: CGSize(width: 390, height: 600))
            host.printsWarnings = false
            host.advance()
            host.tap(at: try centre(host, "Star"))
            host.advance()
            log.add(host.find(text: "Selected none") != nil ? "not selected" : "selected")
            host.tap(at: try centre(host, "First row"))
            host.advance()
            log.add(host.find(text: "Selected 1") != nil ? "selected 1" : "not selected")
            let second = try centre(host, "Second row")
            host.press(at: CGPoint(x: 370, y: second.y))
            host.advance()
            for k in 1...10 {
                host.move(to: CGPoint(x: 370 - 28 * CGFloat(k), y: second.y))
                host.advance()
            }
            host.release(at: CGPoint(x: 90, y: second.y))
            host.advance(seconds: 1)
            logs.append(log.entries)
        }
        expectEqual(logs[0], ["star", "not selected", "selected 1", "pin"])
        expectEqual(logs[0], logs[1])
    }
}

import Testing
@testable import PlaygroundUI

// State changed inside `withAnimation` and state changed outside it in the same action are two
// transactions, built one after the other: only the first's changes animate
// (docs/semantics.md §7.1, "Two transactions in one action").

/// Two boxes offset by two flags; each button changes them in another order.
private struct TwoFlags: View {
    @State private var a = false
    @State private var b = false
    @State private var copied = false
    var body: some View {
        VStack(spacing: 0) {
            Rectangle().fill(Color.red).frame(width: 10, height: 10).offset(x: a ? 100 : 0)
            Rectangle().fill(Color.blue).frame(width: 10, height: 10).offset(x: b ? 100 : 0)
            Text("animated first").onTapGesture {
                withAnimation(.linear(duration: 1)) { a.toggle() }
                b.toggle()
            }
            Text("plain first").onTapGesture {
                b.toggle()
                withAnimation(.linear(duration: 1)) { a.toggle() }
            }
            Text("copy").onTapGesture {
                withAnimation(.linear(duration: 1)) { a.toggle() }
                b = a          // the action reads the value it wrote
            }
            Text("both animated").onTapGesture {
                withAnimation(.linear(duration: 1)) { a.toggle() }
                withAnimation(.linear(duration: 1)) { b.toggle() }
            }
        }
    }
}

@MainActor private func x(_ h: ViewHost, _ color: Color) -> CGFloat {
    for item in h.displayList.items {
        if case .shape(let s) = item, case .fill(let c) = s.paint, c == color.resolved { return s.rect.minX }
    }
    return .nan
}

@MainActor private func opacities(_ h: ViewHost) -> [Double] {
    h.displayList.items.compactMap { if case .beginGroup(.opacity(let o)) = $0 { return (o * 1e6).rounded() / 1e6 } else { return nil } }
}

/// A to-do list's add button: the new row is inserted with animation, the draft cleared after.
private struct Todo: View {
    @State private var items: [String] = []
    @State private var draft = "milk"
    var body: some View {
        VStack(spacing: 0) {
            ForEach(items, id: \.self) { Text($0) }
            Text("Add").opacity(draft.isEmpty ? 0.25 : 1).onTapGesture {
                withAnimation(.linear(duration: 1)) { items.append(draft) }
                draft = ""
            }
        }
    }
}

/// Six flags written alternately with and without animation in one action.
private struct Alternating: View {
    @State private var flags = [Bool](repeating: false, count: 6)
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<6, id: \.self) { i in Text(flags[i] ? "on \(i)" : "off \(i)") }
            Text("all").onTapGesture {
                for i in 0..<6 {
                    if i.isMultiple(of: 2) { withAnimation { flags[i] = true } } else { flags[i] = true }
                }
            }
        }
    }
}

@MainActor
@Suite struct SeparateTransactionsTests {
    /// Offsets of the red (a) and blue (b) boxes from their start 0.5 s after tapping `label`.
    func halfway(_ label: String) -> (a: CGFloat, b: CGFloat) {
        let h = ViewHost(rootView: TwoFlags())
        h.advance()
        let a0 = x(h, .red), b0 = x(h, .blue)
        h.tap(onText: label)
        h.advance(frames: 31)
        return (x(h, .red) - a0, x(h, .blue) - b0)
    }

    // The change inside `withAnimation` is halfway through its linear second (50 pt); the change
    // made after it, in the same action, is at its end at once (100 pt). It was 50 pt too: one
    // transaction took both.
    @Test func aChangeAfterWithAnimationDoesNotAnimate() {
        let h = halfway("animated first")
        #expect(abs(h.a - 50) < 0.01)
        expectEqual(h.b, 100)
    }

    // The same when the plain change comes first.
    @Test func aChangeBeforeWithAnimationDoesNotAnimate() {
        let h = halfway("plain first")
        #expect(abs(h.a - 50) < 0.01)
        expectEqual(h.b, 100)
    }

    // The action reads what it wrote inside `withAnimation` (b = a sets b to true), while the
    // build of the animated transaction still sees b's old value.
    @Test func theActionReadsTheValueItWroteInsideWithAnimation() {
        let h = halfway("copy")
        #expect(abs(h.a - 50) < 0.01)
        expectEqual(h.b, 100)
    }

    // Two `withAnimation` blocks with the same animation are one transaction: both animate.
    @Test func twoBlocksWithTheSameAnimationBothAnimate() {
        let h = halfway("both animated")
        #expect(abs(h.a - 50) < 0.01)
        #expect(abs(h.b - 50) < 0.01)
    }

    // The added row fades in (opacity 0.5 at half time); the button dimmed by the cleared draft
    // is dim at once (0.25), where it faded with the row before (0.625 at half time).
    @Test func aClearedDraftDimsTheButtonAtOnceWhileTheRowFadesIn() {
        let h = ViewHost(rootView: Todo())
        h.advance()
        expectEqual(opacities(h), [])
        h.tap(onText: "Add")
        h.advance(frames: 31)
        expectEqual(opacities(h), [0.5, 0.25])
        #expect(h.exists(text: "milk"))
        h.advance(frames: 40)
        expectEqual(opacities(h), [0.25])
    }

    // Six writes in alternating transactions: every one is shown in the next frame (more groups
    // than a frame keeps apart join the last one; none is lost).
    @Test func alternatingTransactionsAreAllBuiltInTheNextFrame() {
        let h = ViewHost(rootView: Alternating())
        h.advance()
        h.tap(onText: "all")
        h.advance()
        for i in 0..<6 { #expect(h.exists(text: "on \(i)"), "\(i)") }
        h.advance(frames: 40)   // the animated ones' default 0.35 s
        #expect(h.isIdle)
    }
}

import Foundation
import Testing
@testable import PlaygroundUI

// Node-model step 26 (docs/performance-profile.md): a `@ViewBuilder` block of two to ten views is
// built through a function made where the views' types are known (`TupleView.buildElements`).
// What it builds is what the pack's build made, and a view that stores such a block is still
// unchanged when its parent is evaluated again with the same values (§21.1), although in this
// debug build the function is made afresh, with a new context, each time, and although its
// block is a tuple (compared field by field, padding left out, like a struct's fields).

@MainActor private var cardEvaluations = 0
@MainActor private var soloEvaluations = 0

private struct Solo<Content: View>: View {
    @ViewBuilder let content: Content
    var body: some View {
        let _ = soloEvaluations += 1
        VStack(spacing: 0) { content }
    }
}

private struct Card<Content: View>: View {
    @ViewBuilder let content: Content
    var body: some View {
        let _ = cardEvaluations += 1
        VStack(spacing: 0) { content }
    }
}

private struct CardParent: View {
    @State private var taps = 0
    var body: some View {
        VStack(spacing: 0) {
            Text("taps \(taps)")
            Button("tap") { taps += 1 }
            Card {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 20, height: 10)
            }
            Solo { Color.green.frame(width: 10, height: 10) }
        }
    }
}

// Node-model step 64: each element is built where the block stores it, found by its offset in
// the tuple (`tupleElementStart`), not copied out of it first (`_ViewGraph.buildElement(in:after:_:_:)`).

private final class Token {}

private struct OneByte: View {
    let value: UInt8
    var body: some View { Text("byte \(value)") }
}

private struct FlagAndDouble: View {
    let flag: Bool
    let amount: Double
    var body: some View { Text("\(flag) \(amount)") }
}

private struct HoldsToken: View {
    let token: Token
    let tag: UInt16
    var body: some View { Text("token \(tag)") }
}

/// Not movable by copying its bytes on every platform (a weak reference): built as before.
private struct HoldsWeakly: View {
    weak var token: Token?
    var body: some View { Text(token == nil ? "gone" : "weak") }
}

private struct MixedBlock: View {
    let token: Token
    let taps: Int
    var body: some View {
        HStack(spacing: 0) {
            OneByte(value: 7)
            FlagAndDouble(flag: true, amount: 2.5)
            EmptyView()
            Text("taps \(taps)")
            OneByte(value: 9)
            HoldsToken(token: token, tag: 513)
            Color.red.frame(width: 3, height: 3)
            HoldsWeakly(token: token)
            Spacer(minLength: 1)
            Text(verbatim: "end")
        }
    }
}

@MainActor
struct TupleBuildTests {
    /// The offsets the block's build finds its elements at are the tuple's own, whatever the
    /// elements' sizes and alignments (what `MemoryLayout` gives for the tuple's key paths).
    @Test func elementOffsetsAreTheTuplesOwn() {
        typealias T = (UInt8, Double, Bool, UInt16, Int32, String, UInt8, CGRect)
        var o = 0
        expectEqual(o, MemoryLayout<T>.offset(of: \T.0))
        o = tupleElementStart(after: o + MemoryLayout<UInt8>.size, Double.self); #expect(o == MemoryLayout<T>.offset(of: \T.1))
        o = tupleElementStart(after: o + MemoryLayout<Double>.size, Bool.self); #expect(o == MemoryLayout<T>.offset(of: \T.2))
        o = tupleElementStart(after: o + MemoryLayout<Bool>.size, UInt16.self); #expect(o == MemoryLayout<T>.offset(of: \T.3))
        o = tupleElementStart(after: o + MemoryLayout<UInt16>.size, Int32.self); #expect(o == MemoryLayout<T>.offset(of: \T.4))
        o = tupleElementStart(after: o + MemoryLayout<Int32>.size, String.self); #expect(o == MemoryLayout<T>.offset(of: \T.5))
        o = tupleElementStart(after: o + MemoryLayout<String>.size, UInt8.self); #expect(o == MemoryLayout<T>.offset(of: \T.6))
        o = tupleElementStart(after: o + MemoryLayout<UInt8>.size, CGRect.self); #expect(o == MemoryLayout<T>.offset(of: \T.7))
        #expect(o == 48)   // 0, 8, 16, 18, 20, 24 (16 bytes), 40, then the next multiple of 8
        // A view that takes no bytes (`EmptyView`) starts where the one before it ends.
        #expect(tupleElementStart(after: 8 + MemoryLayout<UInt16>.size, EmptyView.self) == 10)
        #expect(tupleElementStart(after: 10 + MemoryLayout<EmptyView>.size, Int32.self) == 12)
    }

    /// A block of views of every size and alignment — one byte, a flag and a double, nothing, a
    /// reference and a `UInt16`, a weak reference — builds each with its own values, in order,
    /// through rebuilds; and what the elements hold is neither leaked nor released too often.
    @Test func elementsOfEveryLayoutBuildWithTheirValues() {
        var token = Token()
        do {
            var host: ViewHost? = makeHost(topLeading(MixedBlock(token: token, taps: 4)))
            for _ in 0..<3 {
                host?.invalidate()
                host?.advance(frames: 1)
            }
            let texts = ["byte 7", "true 2.5", "taps 4", "byte 9", "token 513", "weak", "end"]
            var lastX = -CGFloat.infinity
            for text in texts {
                let frame = host?.frame(ofText: text)
                #expect(frame != nil, "\(text) is drawn")
                if let frame { #expect(frame.minX >= lastX, "\(text) follows the one before"); lastX = frame.maxX }
            }
            host = nil
        }
        #expect(isKnownUniquelyReferenced(&token), "the elements' copies of the token are all gone")
    }

    /// Blocks of two, three and ten views (the fixed-arity overloads), and of eleven (the pack's),
    /// lay out every view as a child of the stack.
    @Test func blocksOfEveryArityBuildEachView() {
        let host = makeHost(topLeading(HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 20, height: 10)
        }))
        let red = host.rect(filled: .red), blue = host.rect(filled: .blue)
        #expect(red?.width == 10 && blue?.width == 20)
        if let red, let blue { #expect(blue.minX == red.maxX && blue.minY == red.minY) }

        let ten = makeHost(topLeading(HStack(spacing: 0) {
            Text("t0"); Text("t1"); Text("t2"); Text("t3"); Text("t4")
            Text("t5"); Text("t6"); Text("t7"); Text("t8"); Text("t9")
        }))
        let eleven = makeHost(topLeading(HStack(spacing: 0) {
            Text("t0"); Text("t1"); Text("t2"); Text("t3"); Text("t4")
            Text("t5"); Text("t6"); Text("t7"); Text("t8"); Text("t9"); Text("t10")
        }))
        for i in 1..<10 {
            let a = ten.frame(ofText: "t\(i - 1)"), b = ten.frame(ofText: "t\(i)")
            #expect(a != nil && b != nil)
            if let a, let b { #expect(b.minX == a.maxX) }
            expectEqual(eleven.frame(ofText: "t\(i)"), ten.frame(ofText: "t\(i)"))
        }
        #expect(eleven.frame(ofText: "t10") != nil)
    }

    /// A view whose stored block did not change is not evaluated again when its parent is.
    @Test func aViewHoldingAnUnchangedBlockIsNotEvaluatedAgain() {
        cardEvaluations = 0
        let host = ViewHost(rootView: CardParent())
        expectEqual(cardEvaluations, 1)
        _ = host.tap(onText: "tap")
        host.advance(frames: 1)
        #expect(host.frame(ofText: "taps 1") != nil)
        expectEqual(cardEvaluations, 1)
        expectEqual(soloEvaluations, 1)
    }
}

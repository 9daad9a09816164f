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

@MainActor
struct TupleBuildTests {
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
            #expect(eleven.frame(ofText: "t\(i)") == ten.frame(ofText: "t\(i)"))
        }
        #expect(eleven.frame(ofText: "t10") != nil)
    }

    /// A view whose stored block did not change is not evaluated again when its parent is.
    @Test func aViewHoldingAnUnchangedBlockIsNotEvaluatedAgain() {
        cardEvaluations = 0
        let host = ViewHost(rootView: CardParent())
        #expect(cardEvaluations == 1)
        _ = host.tap(onText: "tap")
        host.advance(frames: 1)
        #expect(host.frame(ofText: "taps 1") != nil)
        #expect(cardEvaluations == 1)
        #expect(soloEvaluations == 1)
    }
}

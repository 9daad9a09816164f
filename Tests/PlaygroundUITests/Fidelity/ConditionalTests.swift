import Foundation
import Testing
@testable import PlaygroundUI

// `if`/`else` and `switch` built without a list node of their own while they keep their branch
// (docs/engine.md "The node model", node-model step 30). What must not change is identity
// (docs/semantics.md §13: each branch is its own view, with its own state), transitions (§7.6) and
// the default values dynamic content yields (§1.3): these tests hold the new build to them,
// especially where conditionals nest in one slot (an `if` in an `if`, a `switch`, a custom
// modifier whose body picks `content`), which the build tells apart by depth.

extension Fidelity {
    @MainActor
    @Suite struct ConditionalTests {
        struct Counter: View {
            let name: String
            @State private var taps = 0
            var body: some View { Text("\(name) \(taps)").onTapGesture { taps += 1 } }
        }

        struct Nested: View {
            @State var outer = true
            @State var inner = true
            @State var unrelated = 0
            var body: some View {
                VStack {
                    Text("outer").onTapGesture { outer.toggle() }
                    Text("inner").onTapGesture { inner.toggle() }
                    Text("again \(unrelated)").onTapGesture { unrelated += 1 }
                    if outer {
                        if inner { Counter(name: "p") } else { Counter(name: "q") }
                    } else {
                        Counter(name: "r")
                    }
                }
            }
        }

        // A conditional that keeps its branch makes no list node: its chosen view sits in the
        // stack's list directly, marked with its branch.
        @Test func aConditionalThatKeepsItsBranchMakesNoNode() {
            let host = makeHost(Nested())
            let all = allNodes(host.rootForTesting)
            #expect(!all.contains { $0 is DynamicListNode })
            let chosen = all.filter(\.isChosenBranch)
            expectEqual(chosen.count, 1)
            // Two levels chose it, both their true branch.
            #expect(chosen.first?.branchSet == 0b11 && chosen.first?.branchPick == 0)
        }

        // Nested conditionals in one slot keep the state of the branch shown across rebuilds, and
        // each change of either drops it (the view shown is another view).
        @Test func nestedConditionalsKeepAndDropStateByBranch() {
            let host = makeHost(Nested())
            host.tap(onText: "p 0"); host.advance()
            host.tap(onText: "again 0"); host.advance()
            #expect(host.drawsText("p 1"))
            host.tap(onText: "inner"); host.advance()
            #expect(host.drawsText("q 0"))
            host.tap(onText: "q 0"); host.advance()
            host.tap(onText: "again 1"); host.advance()
            #expect(host.drawsText("q 1"))
            host.tap(onText: "outer"); host.advance()
            #expect(host.drawsText("r 0"))
            host.tap(onText: "outer"); host.advance()
            #expect(host.drawsText("q 0"))
            host.tap(onText: "inner"); host.advance()
            #expect(host.drawsText("p 0"))
            host.tap(onText: "p 0"); host.advance()
            host.tap(onText: "again 2"); host.advance()
            #expect(host.drawsText("p 1"))
        }

        struct Cases: View {
            @State var mode = 0
            @State var unrelated = 0
            var body: some View {
                VStack {
                    Text("next").onTapGesture { mode = (mode + 1) % 5 }
                    Text("again \(unrelated)").onTapGesture { unrelated += 1 }
                    switch mode {
                    case 0: Counter(name: "a")
                    case 1: Counter(name: "b")
                    case 2: Counter(name: "c")
                    case 3: Counter(name: "d")
                    default: Counter(name: "e")
                    }
                }
            }
        }

        // A `switch` is a chain of conditionals in one slot (three deep for five cases): each case
        // is its own view, and coming back to a case starts it afresh.
        @Test func eachCaseOfASwitchHasItsOwnState() {
            let host = makeHost(Cases())
            for (i, name) in ["a", "b", "c", "d", "e"].enumerated() {
                #expect(host.drawsText("\(name) 0"))
                host.tap(onText: "\(name) 0"); host.advance()
                host.tap(onText: "again \(i)"); host.advance()
                #expect(host.drawsText("\(name) 1"))
                host.tap(onText: "next"); host.advance()
            }
            #expect(host.drawsText("a 0"))
        }

        struct Dimmed: ViewModifier {
            let on: Bool
            func body(content: Content) -> some View {
                if on { content.opacity(0.5) } else { content }
            }
        }

        struct ModifiedConditional: View {
            @State var on = false
            @State var first = true
            @State var unrelated = 0
            var body: some View {
                VStack {
                    Text("dim").onTapGesture { on.toggle() }
                    Text("swap").onTapGesture { first.toggle() }
                    Text("again \(unrelated)").onTapGesture { unrelated += 1 }
                    Group {
                        if first { Counter(name: "m") } else { Counter(name: "n") }
                    }
                    .modifier(Dimmed(on: on))
                }
            }
        }

        // A custom modifier whose body picks `content` in an `if`/`else`, over content that is an
        // `if`/`else` itself: the content's conditional is built into the slot the body's is
        // building (one level deeper in its chain). Each keeps its own choice: rebuilding keeps
        // the counter, swapping the content starts the other one, and changing the modifier's
        // branch puts the content in another place (SwiftUI's "conditional modifier" resets it).
        @Test func aModifiersConditionalAndItsContentsKeepTheirOwnChoices() {
            let host = makeHost(ModifiedConditional())
            host.tap(onText: "m 0"); host.advance()
            host.tap(onText: "again 0"); host.advance()
            host.tap(onText: "again 1"); host.advance()
            #expect(host.drawsText("m 1"))
            host.tap(onText: "swap"); host.advance()
            #expect(host.drawsText("n 0"))
            host.tap(onText: "n 0"); host.advance()
            host.tap(onText: "again 2"); host.advance()
            #expect(host.drawsText("n 1"))
            host.tap(onText: "dim"); host.advance()
            #expect(host.drawsText("n 0"))
            #expect(host.textDrawings.first { $0.string == "n 0" } != nil)
            host.tap(onText: "n 0"); host.advance()
            host.tap(onText: "again 3"); host.advance()
            #expect(host.drawsText("n 1"))
        }

        struct Fading: View {
            @State var first = true
            var body: some View {
                VStack {
                    Text("swap").onTapGesture { withAnimation(.linear(duration: 1)) { first.toggle() } }
                    if first { Text("old") } else { Text("new") }
                }
            }
        }

        // The first change of branch still runs the default transition (opacity, §7.6): halfway
        // through the animation both views are drawn, the old one fading out and the new one in;
        // at the end only the new one. The second change, through the list node that now holds the
        // branches, does the same.
        @Test func theFirstChangeOfBranchFadesLikeEveryOther() {
            let host = makeHost(Fading())
            for (from, to) in [("old", "new"), ("new", "old")] {
                host.tap(onText: "swap")
                host.advance(seconds: 0.5)
                #expect(host.drawsText(from) && host.drawsText(to))
                #expect(host.displayList.items.contains { if case .beginGroup(.opacity(let o)) = $0 { return abs(o - 0.5) < 0.05 } else { return false } })
                host.advance(seconds: 1)
                #expect(host.drawsText(to) && !host.drawsText(from))
            }
        }

        struct Key: PreferenceKey {
            static let defaultValue = "default"
            static func reduce(value: inout String, nextValue: () -> String) { value = nextValue() }
        }

        struct OverlayReport: View {
            @State var seen = ""
            var body: some View {
                Text("seen \(seen)")
                    .preference(key: Key.self, value: "primary")
                    .overlay { if true { Color.green } }
                    .onPreferenceChange(Key.self) { seen = $0 }
            }
        }

        // §1.3: an `if` that is the whole content of an overlay yields the default value when
        // nothing inside writes (the overlay's after the primary's: `value = nextValue()` keeps
        // it); built without its own node, the chosen colour stands for it.
        @Test func aChosenViewInAnOverlayStillYieldsTheDefault() {
            let host = makeHost(OverlayReport())
            host.advance()
            #expect(host.drawsText("seen default"))
        }
    }
}

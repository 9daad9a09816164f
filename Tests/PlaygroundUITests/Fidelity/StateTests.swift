import Foundation
import Testing
@testable import PlaygroundUI

/// @State identity and Binding (docs/semantics.md has no numbered section for state; the rules are the
/// issue's: storage by structural identity, as SwiftUI's attribute graph keeps it). The preference
/// consequences are §2 (state written from onPreferenceChange) — here only plain state.
extension Fidelity {
    @MainActor
    struct StateTests {
        struct Counter: View {
            let name: String
            @State private var count = 0
            var body: some View {
                Text("\(name)=\(count)").onTapGesture { count += 1 }
            }
        }

        struct Parent: View {
            @State var unrelated = 0
            @State var show = true
            var body: some View {
                VStack {
                    Text("rebuild \(unrelated)").onTapGesture { unrelated += 1 }
                    Text("toggle").onTapGesture { show.toggle() }
                    if show { Counter(name: "C") }
                    Counter(name: "A")
                    Counter(name: "B")
                }
            }
        }

        // State survives rebuilds of its ancestors: storage is keyed by structural identity.
        @Test func stateSurvivesRebuilds() {
            let host = makeHost(Parent())
            host.tap(onText: "A=0"); host.advance()
            host.tap(onText: "A=1"); host.advance()
            #expect(host.drawsText("A=2"))
            host.tap(onText: "rebuild 0"); host.advance()
            host.tap(onText: "rebuild 1"); host.advance()
            #expect(host.drawsText("rebuild 2"))
            #expect(host.drawsText("A=2"))
        }

        // Two instances of one view type have separate storage.
        @Test func instancesHaveSeparateStorage() {
            let host = makeHost(Parent())
            host.tap(onText: "A=0"); host.advance()
            host.tap(onText: "A=1"); host.advance()
            host.tap(onText: "B=0"); host.advance()
            #expect(host.drawsText("A=2"))
            #expect(host.drawsText("B=1"))
            #expect(host.drawsText("C=0"))
        }

        // State of a view removed by `if` is dropped; it starts fresh when the view returns.
        @Test func stateDroppedByIfAndFreshOnReturn() {
            let host = makeHost(Parent())
            host.tap(onText: "C=0"); host.advance()
            host.tap(onText: "C=1"); host.advance()
            #expect(host.drawsText("C=2"))
            host.tap(onText: "toggle"); host.advance()
            #expect(!host.textDrawings.contains { $0.string.hasPrefix("C=") })
            host.tap(onText: "toggle"); host.advance()
            #expect(host.drawsText("C=0"))
            // Siblings after the conditional keep their state.
            #expect(host.drawsText("A=0"))
        }

        struct BranchSwitch: View {
            @State var first = true
            var body: some View {
                VStack {
                    Text("switch").onTapGesture { first.toggle() }
                    if first { Counter(name: "X") } else { Counter(name: "Y") }
                }
            }
        }

        // if/else: the two branches are different identities — switching drops the other's state.
        @Test func ifElseBranchesHaveSeparateIdentity() {
            let host = makeHost(BranchSwitch())
            host.tap(onText: "X=0"); host.advance()
            #expect(host.drawsText("X=1"))
            host.tap(onText: "switch"); host.advance()
            #expect(host.drawsText("Y=0"))
            host.tap(onText: "switch"); host.advance()
            #expect(host.drawsText("X=0"))
        }

        struct Stepper: View {
            @Binding var value: Int
            var body: some View { Text("inc \(value)").onTapGesture { value += 1 } }
        }

        struct Owner: View {
            @State var value = 0
            var body: some View {
                VStack {
                    Text("owner sees \(value)")
                    Stepper(value: $value)
                }
            }
        }

        // Writing a Binding writes the owner's state and rebuilds what depends on it.
        @Test func writingBindingRebuildsDependents() {
            let host = makeHost(Owner())
            #expect(host.drawsText("owner sees 0"))
            host.tap(onText: "inc 0"); host.advance()
            #expect(host.drawsText("owner sees 1"))
            #expect(host.drawsText("inc 1"))
        }

        struct IDReset: View {
            @State var generation = 0
            var body: some View {
                VStack {
                    Text("regen").onTapGesture { generation += 1 }
                    Counter(name: "K").id(generation)
                }
            }
        }

        // `.id(_:)`: a new id is a new view, with fresh state.
        @Test func newIDResetsState() {
            let host = makeHost(IDReset())
            host.tap(onText: "K=0"); host.advance()
            #expect(host.drawsText("K=1"))
            host.tap(onText: "regen"); host.advance()
            #expect(host.drawsText("K=0"))
        }

        struct Items: View {
            @State var ids = [1, 2, 3]
            var body: some View {
                VStack {
                    Text("rotate").onTapGesture { ids = [ids[2], ids[0], ids[1]] }
                    ForEach(ids, id: \.self) { i in Counter(name: "item\(i)") }
                }
            }
        }

        // ForEach keeps state by element id, not by position.
        @Test func forEachStateFollowsID() {
            let host = makeHost(Items())
            host.tap(onText: "item2=0"); host.advance()
            #expect(host.drawsText("item2=1"))
            host.tap(onText: "rotate"); host.advance()
            #expect(host.drawsText("item2=1"))
            #expect(host.drawsText("item3=0"))
            let y2 = host.frame(ofText: "item2=1")!.minY, y3 = host.frame(ofText: "item3=0")!.minY
            #expect(y3 < y2)      // item 3 moved to the top
        }

        struct RangeItems: View {
            let explicitID: Bool
            @State var range = 0..<3
            var body: some View {
                VStack {
                    Text("grow").onTapGesture { range = range.lowerBound..<(range.upperBound + 1) }
                    Text("shift").onTapGesture { range = (range.lowerBound + 1)..<range.upperBound }
                    if explicitID {
                        ForEach(range, id: \.self) { i in Counter(name: "n\(i)") }
                    } else {
                        ForEach(range) { i in Counter(name: "n\(i)") }
                    }
                }
            }
        }

        // `ForEach(range)` and `ForEach(range, id: \.self)`: each integer is its own id, also on the
        // fast path for an unchanged range: growing the range keeps every row's state, and dropping the first row moves the
        // others' state with them rather than by position.
        @Test(arguments: [false, true]) func forEachRangeStateFollowsTheIntegers(explicitID: Bool) {
            let host = makeHost(RangeItems(explicitID: explicitID))
            host.tap(onText: "n1=0"); host.advance()
            host.tap(onText: "n2=0"); host.advance()
            host.tap(onText: "n2=1"); host.advance()
            #expect(host.drawsText("n0=0") && host.drawsText("n1=1") && host.drawsText("n2=2"))
            host.tap(onText: "grow"); host.advance()
            #expect(host.drawsText("n1=1") && host.drawsText("n2=2") && host.drawsText("n3=0"))
            host.tap(onText: "shift"); host.advance()
            #expect(!host.drawsText("n0=0"))
            #expect(host.drawsText("n1=1") && host.drawsText("n2=2") && host.drawsText("n3=0"))
            host.tap(onText: "n3=0"); host.advance()   // state changes on the unchanged-range path too
            #expect(host.drawsText("n3=1") && host.drawsText("n1=1"))
        }

        struct BindingKeeper: View {
            let keep: (Binding<Int>) -> Void
            @State private var value = 0
            var body: some View {
                keep($value)
                return Text("value \(value)")
            }
        }

        // A Binding kept after its host is gone writes nowhere and does not crash (the state box
        // refers to its host through a handle the host clears when it goes).
        @Test func bindingOutlivingItsHostIsHarmless() {
            var kept: Binding<Int>? = nil
            do {
                let host = makeHost(BindingKeeper(keep: { kept = $0 }))
                kept?.wrappedValue = 5
                host.advance()
                #expect(host.drawsText("value 5"))
            }
            kept?.wrappedValue = 6
            expectEqual(kept?.wrappedValue, 6)
        }

        // A state read off the main actor (a detached task reading a binding it was handed) gets
        // the value and records no reader: bodies are evaluated on the main actor only. It stopped
        // the program before node-model step 64 (`MainActor.assumeIsolated` in the read), as
        // SwiftUI does not.
        @Test func aStateReadOffTheMainActorGetsTheValue() async {
            var kept: Binding<Int>? = nil
            let host = makeHost(BindingKeeper(keep: { kept = $0 }))
            kept?.wrappedValue = 7
            host.advance()
            #expect(host.drawsText("value 7"))
            guard let binding = kept else { Issue.record("no binding was kept"); return }
            nonisolated(unsafe) let offMain = binding
            let read = await Task.detached { offMain.wrappedValue }.value
            expectEqual(read, 7)
            kept?.wrappedValue = 8
            host.advance()
            #expect(host.drawsText("value 8"))
        }

        // A state written off the main actor (Apple's `State` documentation allows a write from
        // any thread) is written on it, and the view shows the value in a later frame (§21.9).
        // It stopped the program before.
        @Test func aStateWrittenOffTheMainActorReachesTheView() async {
            var kept: Binding<Int>? = nil
            let host = makeHost(BindingKeeper(keep: { kept = $0 }))
            host.advance()
            guard let binding = kept else { Issue.record("no binding was kept"); return }
            nonisolated(unsafe) let offMain = binding
            await Task.detached { offMain.wrappedValue = 11 }.value
            await waitUntil {
                host.advance()
                return host.drawsText("value 11")
            }
            #expect(host.drawsText("value 11"))
            expectEqual(kept?.wrappedValue, 11)
        }
    }
}

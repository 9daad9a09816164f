import Foundation
import Testing
@testable import PlaygroundUI

/// preference / transformPreference / anchorPreference / transformAnchorPreference and the order
/// of background/overlay contributions (docs/semantics.md §1.4, §1.5, §12.3–5).
extension Fidelity {
    @MainActor
    struct WriterTests {
        // §1.4 / §12.3: an outer `preference` replaces what descendants wrote; no reduce happens
        // because the children are not even evaluated.
        @Test func outerPreferenceReplacesDescendants() {
            LogKey.calls = []   // static log: reset and read within this synchronous body
            let host = makeHost(
                VStack {
                    Text("a").preference(key: LogKey.self, value: "child1")
                    Text("b").preference(key: LogKey.self, value: "child2")
                }
                .preference(key: LogKey.self, value: "parent")
            )
            #expect(host.preferenceValue(LogKey.self) == "parent")
            #expect(LogKey.calls.isEmpty)
        }

        // §1.4 / §12.4: the same modifier twice on one view — the outer (later) one wins.
        @Test func preferenceTwiceOuterWins() {
            LogKey.calls = []   // static log: reset and read within this synchronous body
            let host = makeHost(
                Text("a")
                    .preference(key: LogKey.self, value: "inner")
                    .preference(key: LogKey.self, value: "outer")
            )
            #expect(host.preferenceValue(LogKey.self) == "outer")
            #expect(LogKey.calls.isEmpty)
        }

        // §1.4: descendants of an outer `preference` are not evaluated — an inner transform closure
        // for the same key never runs.
        @Test func descendantsOfPreferenceAreNotEvaluated() {
            LogKey.calls = []   // static log: reset and read within this synchronous body
            let calls = CallCounter()
            let host = makeHost(
                Text("a")
                    .transformPreference(LogKey.self) { _ in calls.hit() }
                    .anchorPreference(key: LogKey.self, value: .bounds) { _ in calls.hit(); return "anchor" }
                    .preference(key: LogKey.self, value: "outer")
                    .onPreferenceChange(LogKey.self) { _ in }
            )
            host.advance(frames: 2)
            #expect(host.preferenceValue(LogKey.self) == "outer")
            expectEqual(calls.count, 0)
        }

        // §1.4: anchorPreference on a parent replaces its children's anchorPreference values and the
        // children's transform closures are never called (seed 001's nested problem).
        @Test func parentAnchorPreferenceReplacesChildren() {
            LogKey.calls = []   // static log: reset and read within this synchronous body
            let childCalls = CallCounter()
            let host = makeHost(topLeading(
                VStack {
                    Text("one").anchorPreference(key: AnchorsKey.self, value: .bounds) { childCalls.hit(); return ["one": $0] }
                    Text("two").anchorPreference(key: AnchorsKey.self, value: .bounds) { childCalls.hit(); return ["two": $0] }
                }
                .anchorPreference(key: AnchorsKey.self, value: .bounds) { ["parent": $0] }
            ))
            let value = host.preferenceValue(AnchorsKey.self)
            expectEqual(Set(value.keys), ["parent"])
            expectEqual(childCalls.count, 0)
        }

        // §1.4 / §12.4: anchorPreference twice on one view — the outer wins, the inner transform is
        // never evaluated.
        @Test func anchorPreferenceTwiceOuterWins() {
            LogKey.calls = []   // static log: reset and read within this synchronous body
            let inner = CallCounter()
            let host = makeHost(
                Text("a")
                    .anchorPreference(key: AnchorsKey.self, value: .bounds) { inner.hit(); return ["inner": $0] }
                    .anchorPreference(key: AnchorsKey.self, value: .bounds) { ["outer": $0] }
            )
            #expect(Set(host.preferenceValue(AnchorsKey.self).keys) == ["outer"])
            expectEqual(inner.count, 0)
        }

        // §1.4: transformAnchorPreference on the parent keeps the children's entries and adds its own
        // (the nested-views case of seed 001); the closure sees the children's combined value.
        @Test func transformAnchorPreferenceOnParentKeepsChildren() {
            LogKey.calls = []   // static log: reset and read within this synchronous body
            let seenByParent = Box<[String]>([])
            let host = makeHost(topLeading(
                VStack(spacing: 0) {
                    Text("one").anchorPreference(key: AnchorListKey.self, value: .bounds) { [NamedAnchor(name: "one", anchor: $0)] }
                    Text("two").anchorPreference(key: AnchorListKey.self, value: .bounds) { [NamedAnchor(name: "two", anchor: $0)] }
                }
                .transformAnchorPreference(key: AnchorListKey.self, value: .bounds) { value, anchor in
                    seenByParent.set(value.map(\.name))
                    value.append(NamedAnchor(name: "parent", anchor: anchor))
                }
            ))
            #expect(host.preferenceValue(AnchorListKey.self).map(\.name) == ["one", "two", "parent"])
            expectEqual(seenByParent.value, ["one", "two"])
        }

        // §1.4: transformPreference starts from defaultValue when no descendant wrote, so it creates
        // an output (an observer fires).
        @Test func transformPreferenceCreatesValueFromDefault() {
            LogKey.calls = []   // static log: reset and read within this synchronous body
            let seen = Box<[String]>([])
            let host = makeHost(
                VStack { Text("a") }
                    .transformPreference(LogKey.self) { $0 += "+t" }
                    .onPreferenceChange(LogKey.self) { seen.value.append($0) }
            )
            #expect(host.preferenceValue(LogKey.self) == "default+t")
            expectEqual(seen.value, ["default+t"])
        }

        // §1.4: transformPreference edits the combined value of the descendants; two on one view both
        // run, inner first.
        @Test func transformPreferencesRunInnerFirst() {
            LogKey.calls = []   // static log: reset and read within this synchronous body
            let host = makeHost(
                VStack {
                    Text("a").preference(key: LogKey.self, value: "A")
                    Text("b").preference(key: LogKey.self, value: "B")
                }
                .transformPreference(LogKey.self) { $0 += "+inner" }
                .transformPreference(LogKey.self) { $0 += "+outer" }
            )
            #expect(host.preferenceValue(LogKey.self) == "A|B+inner+outer")
        }

        // §1.5 / §12.5: background contents come before the primary view's value, overlay after.
        @Test func backgroundBeforePrimaryOverlayAfter() {
            LogKey.calls = []   // static log: reset and read within this synchronous body
            let host = makeHost(
                Text("p")
                    .preference(key: LogKey.self, value: "P")
                    .overlay(Color.clear.preference(key: LogKey.self, value: "O"))
                    .background(Color.clear.preference(key: LogKey.self, value: "B"))
            )
            #expect(host.preferenceValue(LogKey.self) == "B|P|O")
            expectEqual(LogKey.calls.count, 2)
        }

        // §1.5: each modifier pairs its own secondary with its primary: background(B) applied before
        // overlay(O) still puts B before P and O after P|B's combination.
        @Test func backgroundAndOverlayPairwiseOrder() {
            LogKey.calls = []   // static log: reset and read within this synchronous body
            let host = makeHost(
                Text("p")
                    .preference(key: LogKey.self, value: "P")
                    .background(Color.clear.preference(key: LogKey.self, value: "B"))
                    .overlay(Color.clear.preference(key: LogKey.self, value: "O"))
            )
            #expect(host.preferenceValue(LogKey.self) == "B|P|O")
            expectEqual(LogKey.calls.map { "\($0.0)+\($0.1)" }, ["B+P", "B|P+O"])
        }

        // §3: overlayPreferenceValue's closure sees only the original view's value; the generated
        // view's values are combined with it and visible to the parent (iOS 16+ docs).
        @Test func overlayPreferenceValueSeesContentAndPublishesBoth() {
            LogKey.calls = []   // static log: reset and read within this synchronous body
            let seenInClosure = Box<[String]>([])
            let host = makeHost(
                Text("p")
                    .preference(key: LogKey.self, value: "P")
                    .overlayPreferenceValue(LogKey.self) { value in
                        let _ = seenInClosure.set(seenInClosure.value + [value])
                        Color.clear.preference(key: LogKey.self, value: "G")
                    }
            )
            expectEqual(seenInClosure.value.last, "P")
            #expect(host.preferenceValue(LogKey.self) == "P|G")
        }

        // §3: backgroundPreferenceValue's generated view goes first, and sees defaultValue when the
        // content produces nothing.
        @Test func backgroundPreferenceValueSeesDefault() {
            LogKey.calls = []   // static log: reset and read within this synchronous body
            let seenInClosure = Box<[String]>([])
            let host = makeHost(
                Text("p")
                    .backgroundPreferenceValue(LogKey.self) { value in
                        let _ = seenInClosure.set(seenInClosure.value + [value])
                        Color.clear
                    }
            )
            expectEqual(seenInClosure.value.last, "default")
            #expect(host.preferenceValue(LogKey.self) == "default")
        }
    }
}

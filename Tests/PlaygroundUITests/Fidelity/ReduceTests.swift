import Foundation
import Testing
@testable import PlaygroundUI

/// How a parent combines its children's values (docs/semantics.md §1.2, §1.3, §12.1–2).
extension Fidelity {
    @MainActor
    struct ReduceTests {
        // §1.2 table row "0": no producer → no output, reader sees defaultValue, no reduce.
        @Test func zeroProducersNoReduce() {
            LogKey.calls = []   // static log: reset and read within this synchronous body
            let host = makeHost(VStack { Text("a"); Text("b"); Color.red })
            #expect(host.preferenceValue(LogKey.self) == "default")
            #expect(LogKey.calls.isEmpty)
        }

        // §1.2 row "1": the single producer's value passes through untouched, no reduce.
        @Test func oneProducerPassesThrough() {
            LogKey.calls = []   // static log: reset and read within this synchronous body
            let host = makeHost(VStack {
                Text("a")
                Text("b").preference(key: LogKey.self, value: "x")
                Color.red
            })
            #expect(host.preferenceValue(LogKey.self) == "x")
            #expect(LogKey.calls.isEmpty)
        }

        // §1.2 row "2": v = first; reduce(&v, { second }) — exactly one call, first producer first.
        @Test func twoProducersOneReduce() {
            LogKey.calls = []   // static log: reset and read within this synchronous body
            let host = makeHost(HStack {
                Text("a").preference(key: LogKey.self, value: "A")
                Text("b").preference(key: LogKey.self, value: "B")
            })
            #expect(host.preferenceValue(LogKey.self) == "A|B")
            expectEqual(LogKey.calls.map { "\($0.0)+\($0.1)" }, ["A+B"])
        }

        // §1.2 row "n > 2" and §12.1: n-1 calls in child order, the fold starts from the first
        // producer's value (never from defaultValue).
        @Test func fourProducersFoldFromFirstInTreeOrder() {
            LogKey.calls = []   // static log: reset and read within this synchronous body
            let host = makeHost(VStack {
                Text("1").preference(key: LogKey.self, value: "A")
                Text("2").preference(key: LogKey.self, value: "B")
                Text("3").preference(key: LogKey.self, value: "C")
                Text("4").preference(key: LogKey.self, value: "D")
            })
            #expect(host.preferenceValue(LogKey.self) == "A|B|C|D")
            expectEqual(LogKey.calls.count, 3)
            expectEqual(LogKey.calls.map(\.1), ["B", "C", "D"])
            #expect(!LogKey.calls.contains { $0.0 == "default" || $0.1 == "default" })
        }

        // §1.2: a static sibling that writes nothing is skipped entirely (no reduce with defaultValue).
        @Test func staticSiblingsThatWriteNothingAreSkipped() {
            LogKey.calls = []   // static log: reset and read within this synchronous body
            let host = makeHost(VStack {
                Text("x")
                Text("a").preference(key: LogKey.self, value: "A")
                Group { Text("y"); EmptyView() }
                Color.red
                Text("b").preference(key: LogKey.self, value: "B")
                Text("z")
            })
            #expect(host.preferenceValue(LogKey.self) == "A|B")
            expectEqual(LogKey.calls.count, 1)
        }

        // §1.2: nested static containers fold the same way (each level combines its producers).
        @Test func nestedStaticContainersCombineProducers() {
            LogKey.calls = []   // static log: reset and read within this synchronous body
            let host = makeHost(VStack {
                HStack {
                    Text("a").preference(key: LogKey.self, value: "A")
                    Text("b")
                }
                HStack {
                    Text("c").preference(key: LogKey.self, value: "C")
                    Text("d").preference(key: LogKey.self, value: "D")
                }
            })
            #expect(host.preferenceValue(LogKey.self) == "A|C|D")
            expectEqual(LogKey.calls.count, 2)
        }

        // §1.3: shadowfacts' reproduction — a view writing "non-default" with an overlay whose content
        // is `if true { Color.green }` reports "default" with a `value = nextValue()` reducer.
        @Test func shadowfactsIfTrueOverlayReportsDefault() {
            LogKey.calls = []   // static log: reset and read within this synchronous body
            let seen = Box<[String]>([])
            let host = makeHost(
                Color.red
                    .preference(key: ReplaceKey.self, value: "non-default")
                    .overlay {
                        if true { Color.green }
                    }
                    .onPreferenceChange(ReplaceKey.self) { seen.value.append($0) }
            )
            #expect(host.preferenceValue(ReplaceKey.self) == "default")
            expectEqual(seen.value, ["default"])
        }

        // §1.3: the same overlay content without the `if` is static and writes nothing → skipped.
        @Test func staticOverlayDoesNotInjectDefault() {
            LogKey.calls = []   // static log: reset and read within this synchronous body
            let host = makeHost(
                Color.red
                    .preference(key: ReplaceKey.self, value: "non-default")
                    .overlay { Color.green }
            )
            #expect(host.preferenceValue(ReplaceKey.self) == "non-default")
        }

        // §1.3: an `if` inside a stack's list adds nothing of its own: the stack is one dynamic
        // container over its whole list, folding only the views that wrote (no reduce call).
        @Test func falseIfInAStackAddsNoDefault() {
            LogKey.calls = []   // static log: reset and read within this synchronous body
            let show = false
            let host = makeHost(VStack {
                Text("a").preference(key: LogKey.self, value: "A")
                if show { Text("hidden") }
            })
            #expect(host.preferenceValue(LogKey.self) == "A")
            #expect(LogKey.calls.isEmpty)
        }

        // §1.3: if/else branches in a stack's list likewise add nothing.
        @Test func ifElseInAStackAddsNoDefault() {
            LogKey.calls = []   // static log: reset and read within this synchronous body
            let flag = true
            let host = makeHost(VStack {
                Text("a").preference(key: LogKey.self, value: "A")
                if flag { Text("t") } else { Text("f") }
            })
            #expect(host.preferenceValue(LogKey.self) == "A")
        }

        // §1.3: a ForEach with no writers after a writer in the same stack leaves the writer's value
        // (the scroll-offset reader people publish relies on this with `value = nextValue()`).
        @Test func forEachWithoutWritersAddsNoDefault() {
            LogKey.calls = []   // static log: reset and read within this synchronous body
            let host = makeHost(VStack {
                Text("a").preference(key: ReplaceKey.self, value: "A")
                ForEach(0..<3) { i in Text("\(i)") }
            })
            #expect(host.preferenceValue(ReplaceKey.self) == "A")
        }

        // §1.3: a stack whose list has a dynamic part but no writer outputs defaultValue; as a
        // later sibling of a writer it takes part in the reduce, so `value = nextValue()` loses.
        @Test func nestedDynamicStackWithoutWritersOutputsDefault() {
            let host = makeHost(VStack {
                Text("a").preference(key: ReplaceKey.self, value: "A")
                VStack { ForEach(0..<3) { i in Text("\(i)") } }
            })
            #expect(host.preferenceValue(ReplaceKey.self) == "default")
            // A static nested stack without writers has no output: the writer's value stays.
            let plain = makeHost(VStack {
                Text("a").preference(key: ReplaceKey.self, value: "A")
                VStack { Text("x"); Text("y") }
            })
            #expect(plain.preferenceValue(ReplaceKey.self) == "A")
        }

        // §1.3: a ForEach contributes the fold of its items, starting from the first item that wrote
        // (not from defaultValue).
        @Test func forEachFoldsItsItemsFromTheFirst() {
            LogKey.calls = []   // static log: reset and read within this synchronous body
            let host = makeHost(VStack {
                ForEach(0..<3) { i in Text("\(i)").preference(key: LogKey.self, value: "I\(i)") }
            })
            #expect(host.preferenceValue(LogKey.self) == "I0|I1|I2")
            expectEqual(LogKey.calls.count, 2)
            expectEqual(LogKey.calls.first?.0, "I0")
        }

        // §1.3: an AnyView in a stack's list adds nothing of its own either.
        @Test func anyViewInAStackAddsNoDefault() {
            LogKey.calls = []   // static log: reset and read within this synchronous body
            let host = makeHost(VStack {
                Text("a").preference(key: LogKey.self, value: "A")
                AnyView(Text("b"))
            })
            #expect(host.preferenceValue(LogKey.self) == "A")
        }

        // §1.3: a dynamic container that contains a writer contributes that value (no extra default).
        @Test func ifTrueWithWriterContributesItsValue() {
            LogKey.calls = []   // static log: reset and read within this synchronous body
            let host = makeHost(VStack {
                Text("a").preference(key: LogKey.self, value: "A")
                if true { Text("b").preference(key: LogKey.self, value: "B") }
            })
            #expect(host.preferenceValue(LogKey.self) == "A|B")
            expectEqual(LogKey.calls.count, 1)
        }

        // §1.2 (laziness): values are only computed when someone asks for the key; with no observer
        // and no reader, rendering frames calls no reduce at all.
        @Test func reduceIsLazyWithoutObservers() {
            LogKey.calls = []   // static log: reset and read within this synchronous body
            let host = makeHost(VStack {
                Text("a").preference(key: LogKey.self, value: "A")
                Text("b").preference(key: LogKey.self, value: "B")
            })
            host.advance(frames: 5)
            #expect(LogKey.calls.isEmpty)
        }
    }
}

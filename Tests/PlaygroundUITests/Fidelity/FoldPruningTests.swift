import Foundation
import Testing
@testable import PlaygroundUI

/// A fold passes by the children that cannot produce output for its key (`_Node.foldPreference`:
/// no writer of the key ever below, no dynamic list or chosen branch, no content built during
/// placement). Passing them by must not change anything a reader sees (docs/semantics.md §1.2,
/// §1.3): each tree here is folded with and without it, and the values and the `reduce` calls,
/// defaults injected by `ForEach` and `if` included, are the same.
extension Fidelity {
    @MainActor
    struct FoldPruningTests {
        /// Siblings of every kind around writers: plain views and stacks without writers (passed
        /// by), an `if` and a `ForEach` without writers in the stack's own list (which add nothing,
        /// §1.3), writers deep in stacks and in a `ForEach`, an overlay, a GeometryReader, and two
        /// layouts over dynamic content without a writer (each yields `defaultValue`, §1.3: a fold
        /// that passed them by would lose those; checked to fail so).
        private struct Mixed: View {
            let flag: Bool
            var body: some View {
                VStack {
                    HStack { Text("plain"); Image(systemName: "star"); Spacer() }
                    Text("w").preference(key: LogKey.self, value: "W")
                    if flag { Text("branch") } else { Text("other") }
                    ForEach(0..<3, id: \.self) { Text("row \($0)") }
                    VStack { Text("deep"); VStack { Text("deeper").preference(key: LogKey.self, value: "D") } }
                    ZStack { Color.red; Text("over").overlay(Text("x")) }
                    GeometryReader { _ in Text("inside") }
                    HStack { ForEach(0..<2, id: \.self) { Text("cell \($0)").preference(key: LogKey.self, value: "C\($0)") } }
                    // Layouts over dynamic content without a writer: each yields `defaultValue`.
                    VStack { ForEach(0..<2, id: \.self) { Text("r\($0)") } }
                    HStack { if flag { Text("b") } }
                }
            }
        }

        /// The root's value and the reduce calls of the first fold of a new host's tree, with
        /// passing by on or off. (A new host each time: a tree built again keeps its folds where
        /// every writer's value stayed the same, so a second fold would reduce nothing.)
        private func fold<V: View>(_ view: V, passingBy: Bool) -> (String, [String]) {
            let host = makeHost(view)
            host.advance()
            LogKey.calls = []
            let value = passingBy ? host.preferenceValue(LogKey.self) : _Node.foldingInFull { host.preferenceValue(LogKey.self) }
            return (value, LogKey.calls.map { "\($0.0)+\($0.1)" })
        }

        @Test(arguments: [true, false])
        func passingByChangesNoValueAndNoReduce(flag: Bool) {
            let full = fold(Mixed(flag: flag), passingBy: false), pruned = fold(Mixed(flag: flag), passingBy: true)
            expectEqual(pruned.0, full.0)
            expectEqual(pruned.1, full.1)
            // The writers all count, in tree order, and the two layouts over dynamic content
            // without a writer yield the default (§1.3), whichever branch the `if` took.
            #expect(full.0.hasPrefix("W|D|C0|C1"), "\(full.0)")
            #expect(full.0.hasSuffix("|default|default"), "\(full.0)")
        }

        /// A subtree with no writer and nothing dynamic gives no output, folded either way: the
        /// reader sees `defaultValue` and no reduce runs (§1.2 row "0").
        @Test func aTreeWithoutWritersGivesNoOutputEitherWay() {
            let tree = VStack { HStack { Text("a"); Text("b") }; ZStack { Color.red; Text("c") } }
            let full = fold(tree, passingBy: false), pruned = fold(tree, passingBy: true)
            #expect(full.0 == "default" && pruned.0 == "default")
            #expect(full.1.isEmpty && pruned.1.isEmpty)
        }

        private final class Delivered: @unchecked Sendable { var values: [String] = [] }

        /// An `onPreferenceChange` over the same tree delivers the same values with passing by on
        /// (as it runs every frame) as the full fold gives.
        @Test func anObserverDeliversTheFullFold() {
            let delivered = Delivered()
            let host = makeHost(Mixed(flag: true).onPreferenceChange(LogKey.self) { delivered.values.append($0) })
            host.advance()
            let full = fold(Mixed(flag: true), passingBy: false)
            #expect(delivered.values.last == full.0, "\(delivered.values) vs \(full.0)")
        }
    }
}

import Foundation
import Testing
@testable import PlaygroundUI

/// `ForEach(range) { i in … }` keeps its closure as `(Int) -> Content` (no reabstraction thunk, so
/// making one allocates nothing of the engine's: docs/performance-profile.md "Allocations in the
/// plain trees"); its public `content` is still `(Data.Element) -> Content`, readable and
/// settable as in SwiftUI. These tests hold the two forms together on every path that builds
/// elements: the same range as last frame, a range that changes, a lazy stack's segments.
@MainActor
struct ForEachContentTests {
    struct Cell: View {
        let n: Int
        var body: some View { Text("Cell \(n)") }
    }

    @Test func contentReadsAndWritesLikeAStoredClosure() {
        var each = ForEach(0..<3) { Cell(n: $0) }
        expectEqual(each.content(2).n, 2)
        each.content = { Cell(n: $0 * 10) }
        expectEqual(each.content(2).n, 20)
        #expect(each.integerContent == nil, "a set closure replaces the integer one")

        let host = ViewHost(rootView: VStack { each }, size: CGSize(width: 200, height: 200))
        #expect(host.exists(text: "Cell 20"))
        #expect(!host.exists(text: "Cell 2"))
    }

    /// The integer form and the generic form (`id: \.self` over a range) build the same elements
    /// in the same places, frame after frame (the second frame takes the same-range path).
    @Test func bothFormsBuildTheSameElements() {
        let a = ViewHost(rootView: VStack { ForEach(0..<4) { Cell(n: $0) } }, size: CGSize(width: 200, height: 200))
        let b = ViewHost(rootView: VStack { ForEach(0..<4, id: \.self) { Cell(n: $0) } }, size: CGSize(width: 200, height: 200))
        for host in [a, b] { host.invalidate(); host.advance() }
        for n in 0..<4 {
            let fa = a.frame(ofText: "Cell \(n)"), fb = b.frame(ofText: "Cell \(n)")
            #expect(fa != nil && fa == fb)
        }
        #expect((a.frame(ofText: "Cell 0")?.minY ?? 0) < (a.frame(ofText: "Cell 3")?.minY ?? 0))
    }

    /// A range that changes goes through the id-matching build, which reads `content` through the
    /// public property: rows come and go as the count changes.
    @Test func aChangingRangeBuildsItsNewElements() {
        struct Counter: View {
            @State var count = 2
            var body: some View {
                VStack {
                    Button("More") { count += 3 }
                    ForEach(0..<count) { Cell(n: $0) }
                }
            }
        }
        let host = ViewHost(rootView: Counter(), size: CGSize(width: 200, height: 300))
        host.printsWarnings = false
        #expect(host.exists(text: "Cell 1") && !host.exists(text: "Cell 2"))
        #expect(host.tap(onText: "More"))
        host.advance()
        #expect(host.exists(text: "Cell 4") && !host.exists(text: "Cell 5"))
    }

    /// A lazy stack builds an integer ForEach's elements from its segment, on demand.
    @Test func aLazyStackBuildsIntegerElements() {
        let host = ViewHost(rootView: ScrollView { LazyVStack { ForEach(0..<500) { Cell(n: $0) } } },
                            size: CGSize(width: 200, height: 300))
        #expect(host.exists(text: "Cell 0"))
        #expect(!host.exists(text: "Cell 400"), "built lazily")
    }
}

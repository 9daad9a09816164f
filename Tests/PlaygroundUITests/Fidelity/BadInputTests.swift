import Foundation
import Testing
@testable import PlaygroundUI

/// Bad input (issue item 6; docs/semantics.md §6.4 for frames, §4 for anchors, §2 for loops).
extension Fidelity {
    @MainActor
    struct BadInputTests {
        private func frameWarnings(_ host: ViewHost) -> [String] {
            host.warnings.filter { $0.contains("Invalid frame dimension") }
        }

        struct BadFrame: View {
            @State var width: CGFloat = -10
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Text("abcd").frame(width: width, height: 30).background(Color.blue)
                    Text("worse").onTapGesture { width = width == -10 ? -20 : .nan }
                }
            }
        }

        // §6.4: a negative frame dimension is ignored (as if nil) with a one-time warning — even when
        // the view is rebuilt and the bad value changes.
        @Test func negativeFrameIgnoredWithOneWarning() {
            let host = makeHost(topLeading(BadFrame()))
            expectEqual(host.rect(filled: .blue), CGRect(x: 0, y: 0, width: 34, height: 30))
            host.tap(onText: "worse"); host.advance()
            host.tap(onText: "worse"); host.advance()
            host.advance(frames: 5)
            expectEqual(host.rect(filled: .blue), CGRect(x: 0, y: 0, width: 34, height: 30))
            expectEqual(frameWarnings(host).count, 1)
        }

        // §6.4: non-finite dimensions (NaN, ±∞) are ignored too.
        @Test func nonFiniteFrameIgnored() {
            let host = makeHost(topLeading(VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: .nan, height: 10).frame(width: 50)
                Color.green.frame(width: 20, height: .infinity)
                Color.blue.frame(width: -.infinity, height: 10).frame(width: 60)
            }.frame(height: 100, alignment: .top)))
            expectEqual(host.rect(filled: .red)?.size, CGSize(width: 50, height: 10))
            expectEqual(host.rect(filled: .blue)?.size, CGSize(width: 60, height: 10))
            let green = host.rect(filled: .green)!
            #expect(green.width == 20 && green.height.isFinite)
            expectEqual(frameWarnings(host).count, 1)
            #expect(host.displayList.items.allSatisfy { item in
                if case .shape(let s) = item { return s.rect.minX.isFinite && s.rect.width.isFinite && s.rect.height.isFinite }
                return true
            })
        }

        // §6.4: negative or NaN values in a flexible frame are ignored with the same one-time warning
        // (maxWidth: .infinity is valid and not warned about).
        @Test func flexibleFrameBadValuesIgnored() {
            let host = makeHost(topLeading(VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(minWidth: -5, maxWidth: 40).frame(height: 10)
                Color.green.frame(maxWidth: .infinity).frame(width: 70, height: 10)
                Color.blue.frame(idealWidth: .nan).frame(height: 10).fixedSize(horizontal: true, vertical: false)
            }))
            expectEqual(host.rect(filled: .red)?.width, 40)
            expectEqual(host.rect(filled: .green)?.width, 70)
            expectEqual(host.rect(filled: .blue)?.width, 10)
            expectEqual(frameWarnings(host).count, 1)
        }

        struct Item: Identifiable { let id: Int; let name: String }

        struct Duplicates: View {
            @State var items = [Item(id: 1, name: "a"), Item(id: 1, name: "b"), Item(id: 2, name: "c")]
            var body: some View {
                VStack {
                    Text("more").onTapGesture { items.append(Item(id: 2, name: "d\(items.count)")) }
                    ForEach(items) { item in Text(item.name) }
                }
            }
        }

        // Duplicate ForEach ids: warn once and keep going (every element is still drawn).
        @Test func duplicateForEachIDsWarnOnceAndKeepGoing() {
            let host = makeHost(Duplicates())
            #expect(["a", "b", "c"].allSatisfy(host.drawsText))
            host.tap(onText: "more"); host.advance()
            host.tap(onText: "more"); host.advance()
            #expect(["a", "b", "c", "d3", "d4"].allSatisfy(host.drawsText))
            expectEqual(host.warnings.filter { $0.contains("ForEach") }.count, 1)
        }

        struct DuplicateRows: View {
            let list: Bool
            @State var fruits = ["Apple", "Figs", "Banana"]
            var body: some View {
                VStack {
                    Text("more").onTapGesture { fruits.append("Figs") }
                    Text("drop").onTapGesture { fruits.removeFirst() }
                    if list {
                        List { ForEach(fruits, id: \.self) { Text($0) } }
                    } else {
                        ScrollView { LazyVStack { ForEach(fruits, id: \.self) { Text($0) } } }
                    }
                }
            }
        }

        // §13: a lazy container (a `List`, a lazy stack) draws every element of a ForEach whose ids
        // repeat, each in its own row, as iOS does (an added "Figs" beside the first one drew a
        // blank row in the first one's place: both elements had the one row node).
        @Test(arguments: [true, false]) func duplicateIDsInALazyContainerDrawEveryRow(list: Bool) {
            let host = makeHost(DuplicateRows(list: list))
            host.tap(onText: "more"); host.advance()
            host.tap(onText: "more"); host.advance()
            func rows(_ s: String) -> [CGFloat] { host.textDrawings.filter { $0.string == s }.map(\.rect.minY).sorted() }
            let banana = try! #require(rows("Banana").first)
            let figs = rows("Figs")
            expectEqual(figs.count, 3)
            expectEqual(Set(figs).count, 3)
            #expect(figs.filter { $0 > banana }.count == 2)
            expectEqual(host.warnings.filter { $0.contains("occurs multiple times") }.count, 1)
            // The first element goes: every row moves up one, the three still drawn.
            host.tap(onText: "drop"); host.advance()
            #expect(!host.drawsText("Apple"))
            #expect(rows("Figs").count == 3 && Set(rows("Figs")).count == 3)
            #expect(rows("Figs")[0] < rows("Banana")[0])
        }

        // §4: an anchor read by a proxy that did not lay it out (another host's) yields .zero.
        @Test func anchorFromAnotherHostResolvesToZero() {
            let first = makeHost(topLeading(
                Color.red.frame(width: 40, height: 20)
                    .anchorPreference(key: AnchorsKey.self, value: .bounds) { ["r": $0] }
                    .padding(50)
            ))
            let foreign = withExtendedLifetime(first) { first.preferenceValue(AnchorsKey.self)["r"]! }
            let own = Box<CGRect?>(nil), other = Box<CGRect?>(nil)
            _ = makeHost(topLeading(
                Color.red.frame(width: 40, height: 20)
                    .anchorPreference(key: AnchorsKey.self, value: .bounds) { ["r": $0] }
                    .padding(50)
                    .overlayPreferenceValue(AnchorsKey.self) { anchors in
                        GeometryReader { proxy in
                            let _ = own.set(anchors["r"].map { proxy[$0] })
                            let _ = other.set(proxy[foreign])
                            Color.clear
                        }
                    }
            ))
            expectEqual(own.value, CGRect(x: 50, y: 50, width: 40, height: 20))
            expectEqual(other.value, .zero)
        }

        // §4: an anchor whose host is gone resolves to .zero in any other host, even one allocated
        // where the old host was (identity is not the host's address).
        @Test func anchorFromReleasedHostResolvesToZero() {
            var anchor: Anchor<CGRect>? = nil
            do {
                let gone = makeHost(Color.red.frame(width: 40, height: 20)
                    .anchorPreference(key: AnchorsKey.self, value: .bounds) { ["r": $0] })
                anchor = gone.preferenceValue(AnchorsKey.self)["r"]
            }
            let resolved = Box<[CGRect]>([])
            for _ in 0..<3 {       // new hosts may reuse the freed memory
                _ = makeHost(GeometryReader { proxy in
                    let _ = resolved.set(resolved.value + [proxy[anchor!]])
                    Color.clear
                })
            }
            #expect(!resolved.value.isEmpty)
            #expect(resolved.value.allSatisfy { $0 == .zero })
        }

        struct SelfFeeding: View {
            @State var n = 0
            var body: some View {
                // Writes state during body evaluation, every time: a rebuild loop.
                let _ = { n += 1 }()
                Text("n")
            }
        }

        // No user code path loops forever: state written from body on every evaluation is bounded
        // per frame, and frames keep advancing.
        @Test func stateWrittenInBodyIsBounded() {
            let host = makeHost(SelfFeeding())
            host.advance(frames: 3)
            expectEqual(host.frameIndex, 3)
            #expect(host.drawsText("n"))
            #expect(host.counters.bodies <= 4 * 8 + 4)
        }

        struct PingPong: View {
            @State var a = 0
            @State var b = 0
            var body: some View {
                VStack {
                    Text("a").preference(key: APing.self, value: a)
                    Text("b").preference(key: BPong.self, value: b)
                }
                .onPreferenceChange(APing.self) { b = $0 + 1 }
                .onPreferenceChange(BPong.self) { a = $0 + 1 }
            }
        }
        enum APing: PreferenceKey {
            static let defaultValue = 0
            static func reduce(value: inout Int, nextValue: () -> Int) { value = nextValue() }
        }
        enum BPong: PreferenceKey {
            static let defaultValue = 0
            static func reduce(value: inout Int, nextValue: () -> Int) { value = nextValue() }
        }

        // §2: two observers feeding each other stop (each drops its third delivery in a frame) and the
        // host goes idle.
        @Test func pingPongObserversStop() {
            let host = makeHost(PingPong())
            host.advance(frames: 5)
            #expect(host.isIdle)
            #expect(host.warnings.contains("Bound preference APing tried to update multiple times per frame."))
        }

        struct ReaderWritesState: View {
            @State var width: CGFloat = 0
            var body: some View {
                GeometryReader { proxy in
                    let _ = { width = width + proxy.size.width }()
                    Text("w")
                }
                .frame(width: 100, height: 100)
            }
        }

        // A GeometryReader closure writing new state on every layout is bounded per frame.
        @Test func readerWritingStateIsBounded() {
            let host = makeHost(ReaderWritesState())
            host.advance(frames: 3)
            expectEqual(host.frameIndex, 3)
            #expect(host.drawsText("w"))
        }
    }
}

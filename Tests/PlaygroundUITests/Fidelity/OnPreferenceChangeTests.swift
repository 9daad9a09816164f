import Foundation
import Testing
@testable import PlaygroundUI

/// onPreferenceChange: when it fires, when its state changes are drawn, and the cycle guard
/// (docs/semantics.md §2, §12.6).
extension Fidelity {
    @MainActor
    struct OnPreferenceChangeTests {
        // §2: with a purely static subtree that writes nothing, the action never fires — not even
        // with defaultValue.
        @Test func neverFiresWithoutProducer() {
            let seen = Box<[String]>([])
            let host = makeHost(
                VStack { Text("a"); Color.red.frame(width: 10, height: 10) }
                    .onPreferenceChange(LogKey.self) { seen.value.append($0) }
            )
            host.advance(frames: 5)
            #expect(seen.value.isEmpty)
        }

        // §2 + §1.3: dynamic content in the subtree creates an output, so it fires with the default.
        @Test func firesWithDefaultWhenDynamicContentPresent() {
            let seen = Box<[String]>([])
            let host = makeHost(
                VStack { if true { Text("a") } }
                    .onPreferenceChange(LogKey.self) { seen.value.append($0) }
            )
            host.advance(frames: 3)
            expectEqual(seen.value, ["default"])
        }

        // §2: fires once for the first value (in the first frame), then not again while unchanged.
        @Test func firesOnceInitially() {
            let seen = Box<[String]>([])
            let host = makeHost(
                Text("a").preference(key: LogKey.self, value: "A")
                    .onPreferenceChange(LogKey.self) { seen.value.append($0) }
            )
            expectEqual(seen.value, ["A"])
            host.advance(frames: 10)
            expectEqual(seen.value, ["A"])
        }

        struct Changer: View {
            let seen: Box<[String]>
            @State var value = "A"
            @State var unrelated = 0
            var body: some View {
                VStack {
                    Text("value").preference(key: LogKey.self, value: value)
                    Text("same").onTapGesture { value = "A" }
                    Text("change").onTapGesture { value = value == "A" ? "B" : "A" }
                    Text("other \(unrelated)").onTapGesture { unrelated += 1 }
                }
                .onPreferenceChange(LogKey.self) { seen.value.append($0) }
            }
        }

        // §2: afterwards it fires only when the new value is != the last delivered one.
        @Test func firesOnlyOnChange() {
            let seen = Box<[String]>([])
            let host = makeHost(Changer(seen: seen))
            expectEqual(seen.value, ["A"])
            host.tap(onText: "other 0"); host.advance()       // rebuild, same value
            expectEqual(seen.value, ["A"])
            host.tap(onText: "same"); host.advance()
            expectEqual(seen.value, ["A"])
            host.tap(onText: "change"); host.advance()
            expectEqual(seen.value, ["A", "B"])
            host.advance(frames: 3)
            expectEqual(seen.value, ["A", "B"])
            host.tap(onText: "change"); host.advance()
            expectEqual(seen.value, ["A", "B", "A"])
        }

        struct WidthLabel: View {
            @State var label = "unset"
            let delivered: Box<[CGFloat]>
            var body: some View {
                VStack(spacing: 0) {
                    GeometryReader { proxy in
                        Color.clear.preference(key: HeightKey.self, value: proxy.size.width)
                    }
                    .frame(width: 300, height: 10)
                    Text(label)
                }
                .onPreferenceChange(HeightKey.self) { w in
                    delivered.value.append(w)
                    label = "w=\(Int(w))"
                }
            }
        }

        // §2: the action runs after layout (it receives the laid-out geometry, never a pre-layout
        // value), and state it sets is drawn in the same frame (one round-trip lands in frame 0).
        @Test func runsAfterLayoutAndStateIsDrawnSameFrame() {
            let delivered = Box<[CGFloat]>([])
            let host = makeHost(WidthLabel(delivered: delivered))
            expectEqual(delivered.value, [300])
            expectEqual(host.frameIndex, 0)
            #expect(host.drawsText("w=300"))
            #expect(!host.drawsText("unset"))
        }

        struct Oscillator: View {
            let deliveries: Box<[CGFloat]>
            @State var tall = false
            var body: some View {
                GeometryReader { proxy in
                    Color.blue.preference(key: HeightKey.self, value: proxy.size.height)
                }
                .frame(width: 100, height: tall ? 200 : 100)
                .onPreferenceChange(HeightKey.self) { h in
                    deliveries.value.append(h)
                    tall = h < 150          // a short reader makes the frame tall and vice versa
                }
            }
        }

        // §2 loop guard: a GeometryReader height feeding a frame through onPreferenceChange that keeps
        // toggling. Two deliveries per frame; the third is dropped (and recorded as last value), with
        // exactly one warning "Bound preference <Key> tried to update multiple times per frame.";
        // the oscillation stops and the host never hangs.
        @Test func oscillationStopsWithOneWarning() {
            let deliveries = Box<[CGFloat]>([])
            let host = makeHost(Oscillator(deliveries: deliveries))
            expectEqual(deliveries.value, [100, 200])
            let cycleWarnings = host.warnings.filter { $0.contains("tried to update multiple times per frame") }
            expectEqual(cycleWarnings, ["Bound preference HeightKey tried to update multiple times per frame."])
            host.advance(frames: 20)
            expectEqual(deliveries.value, [100, 200])
            expectEqual(host.warnings.filter { $0.contains("tried to update multiple times per frame") }.count, 1)
            #expect(host.isIdle)
            // The frame drawn is the one of the last layout (tall == false → 100 high).
            expectEqual(host.rect(filled: .blue)?.height, 100)
        }

        struct Repeater: View {
            let deliveries: Box<[Int]>
            @State var n = 0
            var body: some View {
                VStack {
                    Text("n").preference(key: CountKey.self, value: n)
                    Text("bump").onTapGesture { n += 10 }
                }
                .onPreferenceChange(CountKey.self) { v in
                    deliveries.value.append(v)
                    n = v + 1            // every delivery produces a new value
                }
            }
        }

        enum CountKey: PreferenceKey {
            static let defaultValue = 0
            static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
        }

        // §2: the cycle detector is per frame (keyed on the frame's update seed): a runaway chain is
        // cut to two deliveries in each frame it is restarted in, but a later legitimate change in a
        // new frame is delivered again.
        @Test func cycleGuardIsPerFrame() {
            let deliveries = Box<[Int]>([])
            let host = makeHost(Repeater(deliveries: deliveries))
            expectEqual(deliveries.value, [0, 1])
            host.advance(frames: 5)
            expectEqual(deliveries.value, [0, 1])
            host.tap(onText: "bump")
            host.advance()
            // n was 2 (the dropped third value was recorded), +10 → 12, then 13; 14 is dropped.
            expectEqual(deliveries.value, [0, 1, 12, 13])
            expectEqual(host.warnings.filter { $0.contains("CountKey") }.count, 1)
        }

        // An action on a `Section` sees what its header writes, in a lazy stack, a plain stack
        // and a `List` (the published "shadow on the pinned header" recipe).
        @Test(arguments: ["lazy", "stack", "list"]) func anActionOnASectionSeesItsHeader(_ container: String) {
            let seen = Box<[String]>([])
            let section = Section { Text("row") } header: {
                Text("H").preference(key: LogKey.self, value: "header")
            }
            .onPreferenceChange(LogKey.self) { seen.value.append($0) }
            let host: ViewHost
            switch container {
            case "lazy": host = makeHost(ScrollView { LazyVStack { section } })
            case "stack": host = makeHost(VStack { section })
            default: host = makeHost(List { section })
            }
            host.advance(frames: 3)
            #expect(seen.value.contains("header"), "\(seen.value)")
        }
    }
}

import Testing
@testable import PlaygroundUI

/// A custom `ViewModifier` owns its `@State` like a view does: a change re-evaluates that modifier
/// (and what reads the state), not the whole tree, and the content keeps its own state.
private struct Highlight: ViewModifier {
    @State private var on = false
    func body(content: Content) -> some View {
        VStack(alignment: .leading) {
            Text(on ? "toggle on" : "toggle off").onTapGesture { self.on.toggle() }
            content.padding(.leading, on ? 20 : 0)
        }
    }
}

private struct Counter: View {
    @State private var n = 0
    var body: some View { Text("count \(n)").onTapGesture { self.n += 1 } }
}

private struct Screen: View {
    var body: some View {
        VStack {
            Counter().modifier(Highlight())
            Text("elsewhere")
        }
    }
}

@MainActor
struct CustomModifierStateTests {
    @Test func modifierStateReevaluatesOnlyTheModifier() {
        let host = ViewHost(rootView: Screen())
        host.advance(frames: 1)
        host.tap(onText: "count 0")          // the content's own state
        host.advance(frames: 1)
        #expect(host.frame(ofText: "count 1") != nil)
        expectEqual(host.frame(ofText: "count 1")!.minX, host.frame(ofText: "toggle off")!.minX)
        let bodies = host.counters.bodies
        host.tap(onText: "toggle off")        // the modifier's state
        host.advance(frames: 1)
        #expect(host.frame(ofText: "toggle on") != nil)
        let after = host.frame(ofText: "count 1")!   // content state kept, now padded by 20
        #expect(abs(after.minX - host.frame(ofText: "toggle on")!.minX - 20) < 0.01)
        #expect(host.counters.bodies - bodies <= 2)   // the modifier (and the content it rebuilds), not the whole tree
    }
}

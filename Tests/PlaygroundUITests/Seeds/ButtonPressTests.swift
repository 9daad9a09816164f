import Testing
@testable import PlaygroundUI
@testable import PlaygroundScenes

/// docs/semantics.md §8: a Button's label dims to 0.2 opacity while pressed, back when released.
@MainActor
struct ButtonPressTests {
    @Test func pressedButtonDimsUntilReleased() {
        let host = ViewHost(rootView: AnchorButtons.AnchorView())
        host.advance(seconds: 1)
        let f = host.frame(ofText: "Hello")!
        let p = CGPoint(x: f.midX, y: f.midY)
        func dimmed() -> Bool { host.displayList.items.contains { $0 == .beginGroup(.opacity(0.2)) } }
        #expect(!dimmed())
        let bodies = host.counters.bodies
        host.press(at: p)
        host.advance(frames: 1)
        #expect(dimmed())
        // Only the view whose body holds the Button is evaluated again, not the whole tree.
        expectEqual(host.counters.bodies - bodies, 1)
        // Moving off the button takes the pressed look away, moving back brings it back (iOS).
        host.send(.move(CGPoint(x: f.midX, y: f.maxY + 200)))
        host.advance(frames: 1)
        #expect(!dimmed())
        host.send(.move(p))
        host.advance(frames: 1)
        #expect(dimmed())
        host.release(at: p)
        host.advance(frames: 1)
        #expect(!dimmed())
    }

    struct Row: View {
        let n: Int
        var body: some View { Text("row \(n)") }
    }
    struct Panel: View {
        var body: some View { Button("Press") {} }
    }
    struct Screen: View {
        var body: some View {
            VStack {
                ForEach(0..<5, id: \.self) { Row(n: $0) }
                Panel()
            }
        }
    }

    /// A press re-evaluates the one view whose body holds the Button (it used to rebuild every
    /// body of the tree: seven here).
    @Test func aPressReevaluatesOnlyTheButtonsView() {
        let host = ViewHost(rootView: Screen())
        host.advance(frames: 1)
        let f = host.frame(ofText: "Press")!
        let p = CGPoint(x: f.midX, y: f.midY)
        var before = host.counters.bodies
        host.press(at: p)
        host.advance(frames: 1)
        expectEqual(host.counters.bodies - before, 1)
        before = host.counters.bodies
        host.release(at: p)
        host.advance(frames: 1)
        expectEqual(host.counters.bodies - before, 1)
        before = host.counters.bodies
        host.invalidate()
        host.advance(frames: 1)
        expectEqual(host.counters.bodies - before, 7)
    }
}

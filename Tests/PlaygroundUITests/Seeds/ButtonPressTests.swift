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
        host.press(at: p)
        host.advance(frames: 1)
        #expect(dimmed())
        host.release(at: p)
        host.advance(frames: 1)
        #expect(!dimmed())
    }
}

import Testing
@testable import PlaygroundUI
@testable import PlaygroundScenes

/// The README's example behaves as the README says.
@MainActor
struct ReadmeExampleTests {
    @Test func widestWordIsReported() {
        let host = ViewHost(rootView: ReadmeExample.ContentView(), size: CGSize(width: 400, height: 300))
        host.advance(frames: 1)
        // "eleven" is 6 characters × 17 pt × 0.5 = 51 pt with the test measurer.
        expectEqual(ReadmeExample.widest(in: host), 51)
        #expect(host.frame(ofText: "widest: 51") != nil)   // drawn in the same frame (semantics §2)
    }
}

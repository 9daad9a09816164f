import Foundation
import Testing
@testable import PlaygroundUI

// `buttonRepeatBehavior(_:)` (iOS 17; docs/semantics.md §24.1): a held button repeats its action.
@MainActor
@Suite struct ButtonRepeatTests {
    struct Counter: View {
        let behavior: ButtonRepeatBehavior
        @State var n = 0
        var body: some View {
            VStack {
                Button("Add") { n += 1 }.buttonRepeatBehavior(behavior)
                Text("count \(n)")
            }
        }
    }

    /// Held 1.05 s: repeats at 0.5 s and every 0.1 s after (0.5 … 1.0: six runs); the release
    /// adds none. Without repeating, the release runs it once. A tap still runs it once.
    @Test func aHeldButtonRepeatsItsAction() throws {
        let h = ViewHost(rootView: Counter(behavior: .enabled), size: CGSize(width: 300, height: 200))
        h.advance()
        let add = try #require(h.frame(ofText: "Add"))
        let p = CGPoint(x: add.midX, y: add.midY)
        h.press(at: p)
        h.advance(seconds: 1.05)
        #expect(h.exists(text: "count 6"), "\(h.textDrawings.map(\.string))")
        h.release(at: p); h.advance()
        #expect(h.exists(text: "count 6"))
        h.advance(seconds: 1)
        #expect(h.exists(text: "count 6"), "no repeat after the release")
        h.tap(at: p); h.advance()
        #expect(h.exists(text: "count 7"), "a tap runs it once")

        let once = ViewHost(rootView: Counter(behavior: .automatic), size: CGSize(width: 300, height: 200))
        once.advance()
        once.press(at: p)
        once.advance(seconds: 1.05)
        #expect(once.exists(text: "count 0"))
        once.release(at: p); once.advance()
        #expect(once.exists(text: "count 1"))
    }
}

import Foundation
import Testing
@testable import PlaygroundUI

/// docs/semantics.md §14.16: `scrollPosition(id:)` follows the view at the scroll view's leading
/// edge as it scrolls, and setting it scrolls that view to the edge.
@MainActor
@Suite struct ScrollPositionTests {
    private struct Rows: View {
        let lazy: Bool
        @State var position: Int?
        var body: some View {
            VStack(spacing: 0) {
                Button("Jump") { position = 20 }.frame(height: 40)
                Text("at \(position.map(String.init) ?? "none")").frame(height: 40)
                ScrollView {
                    if lazy {
                        LazyVStack(spacing: 0) { ForEach(0..<50, id: \.self) { Text("Row \($0)").frame(height: 50) } }
                    } else {
                        VStack(spacing: 0) { ForEach(0..<50, id: \.self) { Text("Row \($0)").frame(height: 50) } }
                    }
                }
                .scrollPosition(id: $position)
            }
        }
    }

    @Test(arguments: [false, true]) func followsTheScrollingAndScrollsWhenSet(lazy: Bool) throws {
        let h = ViewHost(rootView: Rows(lazy: lazy), size: CGSize(width: 300, height: 480))
        h.advance(frames: 2)
        #expect(h.frame(ofText: "at 0") != nil, "the first row is at the top")
        // Scroll 260 pt: row 5 (250–300 in the content) is cut by the top edge.
        h.scroll(at: CGPoint(x: 150, y: 300), by: CGSize(width: 0, height: 260))
        h.advance(frames: 10)
        #expect(h.frame(ofText: "at 5") != nil, "\(String(describing: h.frame(ofText: "Row 5")))")
        // Setting the binding scrolls row 20 to the top of the viewport (80 pt down the window).
        #expect(h.tap(onText: "Jump"))
        h.advance(frames: 10)
        let row = try #require(h.frame(ofText: "Row 20"))
        #expect(abs(row.minY - (80 + 25 - row.height / 2)) < 0.5, "\(row)")
        #expect(h.frame(ofText: "at 20") != nil)
    }

    /// The binding set by a button and read by nothing but the modifier.
    private struct Unread: View {
        @State private var position: Int?
        var body: some View {
            VStack(spacing: 0) {
                Button("Jump") { position = 30 }.frame(height: 40)
                ScrollView {
                    VStack(spacing: 0) { ForEach(0..<50, id: \.self) { Text("Row \($0)").frame(height: 50) } }
                }
                .scrollPosition(id: $position)
            }
        }
    }

    // Setting the binding scrolls even when no body reads it.
    @Test func aPositionNoBodyReadsStillScrolls() throws {
        let h = ViewHost(rootView: Unread(), size: CGSize(width: 300, height: 440))
        h.advance(frames: 2)
        #expect(h.tap(onText: "Jump"))
        h.advance(frames: 2)
        let row = try #require(h.frame(ofText: "Row 30"))
        #expect(abs(row.midY - (40 + 25)) < 0.5, "\(row)")
    }
}

import Foundation
import Testing
@testable import PlaygroundUI

/// `defaultScrollAnchor(_:)` and `defaultScrollAnchor(_:for:)` (docs/semantics.md §14.21).
@MainActor
@Suite struct DefaultScrollAnchorTests {
    final class Model: ObservableObject { @Published var count: Int; init(_ count: Int) { self.count = count } }

    /// A chat of `model.count` 50-pt messages in a 300 × 400 scroll view anchored at the bottom.
    struct Chat: View {
        @ObservedObject var model: Model
        var anchor: UnitPoint? = .bottom
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<model.count, id: \.self) { i in Text("Message \(i)").frame(height: 50).accessibilityIdentifier("m\(i)") }
                }
                .frame(maxWidth: .infinity)
            }
            .defaultScrollAnchor(anchor)
            .frame(width: 300, height: 400)
        }
    }

    private func frame(_ h: ViewHost, _ i: Int) -> CGRect? { h.find(identifier: "m\(i)")?.frame }

    // A chat anchored at the bottom opens on its newest message, and a message that comes while
    // it shows the newest keeps the newest in view.
    @Test func aChatOpensAndStaysAtTheBottom() {
        let model = Model(20)
        let h = ViewHost(rootView: Chat(model: model), size: CGSize(width: 300, height: 400))
        h.advance(frames: 2)
        expectEqual(frame(h, 19)?.maxY, 400)
        model.count = 21
        h.advance(frames: 2)
        expectEqual(frame(h, 20)?.maxY, 400)
    }

    // Scrolled up to read, a new message does not move what is read (the anchor's point was
    // left): SwiftUI keeps the top then.
    @Test func aChatScrolledUpStaysWhereItIs() {
        let model = Model(20)
        let h = ViewHost(rootView: Chat(model: model), size: CGSize(width: 300, height: 400))
        h.advance(frames: 2)
        h.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: -200))
        h.advance(frames: 2)
        let before = frame(h, 10)
        model.count = 21
        h.advance(frames: 2)
        expectEqual(frame(h, 10), before)
    }

    // Content shorter than the scroll view sits at the anchor: three messages at the bottom.
    @Test func shortContentSitsAtTheAnchor() {
        let h = ViewHost(rootView: Chat(model: Model(3)), size: CGSize(width: 300, height: 400))
        h.advance(frames: 2)
        expectEqual(frame(h, 2)?.maxY, 400)
        expectEqual(frame(h, 0)?.minY, 250)
        // Without an anchor: at the top.
        let top = ViewHost(rootView: Chat(model: Model(3), anchor: nil), size: CGSize(width: 300, height: 400))
        top.advance(frames: 2)
        expectEqual(frame(top, 0)?.minY, 0)
    }

    // iOS 18's roles separate the three: opening at the top while short content sits at the
    // bottom.
    @Test func rolesAreSetOneByOne() {
        let view = ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<20, id: \.self) { i in Text("Row \(i)").frame(height: 50).accessibilityIdentifier("m\(i)") }
            }
        }
        .defaultScrollAnchor(.bottom, for: .alignment)
        .defaultScrollAnchor(.top, for: .initialOffset)
        .frame(width: 300, height: 400)
        let h = ViewHost(rootView: view, size: CGSize(width: 300, height: 400))
        h.advance(frames: 2)
        expectEqual(frame(h, 0)?.minY, 0)
        // The centre of a scroll view that scrolls both ways (Apple's example).
        let both = ScrollView([.horizontal, .vertical]) {
            Color.clear.frame(width: 1000, height: 1000).overlay(Text("Middle").accessibilityIdentifier("mid"))
        }
        .defaultScrollAnchor(.center)
        .frame(width: 300, height: 400)
        let b = ViewHost(rootView: both, size: CGSize(width: 300, height: 400))
        b.advance(frames: 2)
        let mid = b.find(identifier: "mid")?.frame
        #expect(mid.map { abs($0.midX - 150) < 1 && abs($0.midY - 200) < 1 } == true)
    }
}

import Foundation
import Testing
@testable import PlaygroundUI

/// `contentMargins(_:_:for:)` (docs/semantics.md §14.19).
@MainActor
@Suite struct ContentMarginsTests {
    final class Log { var geometry: ScrollGeometry? }

    /// Ten 100-pt cards 10 apart in a 300-wide horizontal scroll view.
    private func row(_ log: Log? = nil, margins: some ViewModifier) -> some View {
        ScrollView(.horizontal) {
            HStack(spacing: 10) { ForEach(0..<10, id: \.self) { i in Text("Card \(i)").frame(width: 100, height: 60).accessibilityIdentifier("Card \(i)") } }
        }
        .onScrollGeometryChange(for: CGFloat.self) { g in log?.geometry = g; return g.contentOffset.x } action: { _, _ in }
        .modifier(margins)
        .frame(width: 300, height: 100)
    }

    struct Margins: ViewModifier {
        var edges: Edge.Set = .horizontal
        var length: CGFloat? = 40
        var placement: ContentMarginPlacement = .automatic
        func body(content: Content) -> some View { content.contentMargins(edges, length, for: placement) }
    }

    // Along the scrolled axis the content rests inside the margin and scrolls under it: at rest
    // card 0 starts 40 pt in; scrolled to the end, card 9 ends 40 pt before the edge (the content,
    // 1,090 pt, scrolls 1,090 + 80 − 300 = 870 pt). UIKit's content offset is −40 at rest.
    @Test func theContentRestsInsideTheMarginsAndScrollsUnderThem() {
        let log = Log()
        let h = ViewHost(rootView: row(log, margins: Margins()), size: CGSize(width: 300, height: 100))
        h.advance(frames: 2)
        expectEqual(h.find(identifier: "Card 0")?.frame.minX, 40)
        expectEqual(log.geometry?.contentInsets, EdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 40))
        expectEqual(log.geometry?.contentOffset.x, -40)
        h.scroll(at: CGPoint(x: 150, y: 50), by: CGSize(width: 5000, height: 0))
        h.advance(frames: 2)
        expectEqual(h.find(identifier: "Card 9")?.frame.maxX, 260)
        expectEqual(log.geometry?.contentOffset.x, 830)
        // Card 0 is under the margin now, far to the left.
        #expect(h.find(identifier: "Card 0").map { abs($0.frame.minX - (40 - 870)) < 0.01 } == true)
    }

    // Across the scrolled axis the content is offered the room inside the margins: a vertical
    // scroll view 300 wide with 20-pt horizontal margins lays a full-width row out 260 wide at x = 20.
    @Test func acrossTheAxisTheContentIsOfferedTheRoomInside() {
        let view = ScrollView {
            VStack { Text("Row").frame(maxWidth: .infinity).frame(height: 40).accessibilityIdentifier("Row") }
        }
        .contentMargins(.horizontal, 20)
        .frame(width: 300, height: 400)
        let h = ViewHost(rootView: view, size: CGSize(width: 300, height: 400))
        h.advance(frames: 2)
        let f = h.find(identifier: "Row")?.frame
        expectEqual(f?.minX, 20)
        expectEqual(f?.width, 260)
    }

    // `containerRelativeFrame` inside measures the container less the margins ("subtracting any
    // safe area insets"): a card as wide as the container is 300 − 2 × 32 = 236 — the carousel
    // whose neighbours peek in the margins.
    @Test func containerRelativeFramesAreInsideTheMargins() {
        let view = ScrollView(.horizontal) {
            HStack(spacing: 8) { ForEach(0..<3, id: \.self) { i in Text("Card \(i)").containerRelativeFrame(.horizontal).accessibilityIdentifier("Card \(i)") } }
        }
        .contentMargins(.horizontal, 32, for: .scrollContent)
        .frame(width: 300, height: 100)
        let h = ViewHost(rootView: view, size: CGSize(width: 300, height: 100))
        h.advance(frames: 2)
        let card0 = h.find(identifier: "Card 0")?.frame, card1 = h.find(identifier: "Card 1")?.frame
        expectEqual(card0?.minX, 32)
        expectEqual(card0?.width, 236)
        #expect(card1.map { abs($0.minX - (32 + 236 + 8)) < 0.01 } == true)
    }

    // `.scrollIndicators` moves the indicators only: the content stays at the edge.
    @Test func indicatorMarginsLeaveTheContent() {
        let h = ViewHost(rootView: row(margins: Margins(placement: .scrollIndicators)), size: CGSize(width: 300, height: 100))
        h.advance(frames: 2)
        expectEqual(h.find(identifier: "Card 0")?.frame.minX, 0)
        // The horizontal indicator, shown while scrolling, runs between the margins (3 pt in).
        h.scroll(at: CGPoint(x: 150, y: 50), by: CGSize(width: 1, height: 0))
        h.advance()
        let knob = h.displayList.items.compactMap { item -> CGRect? in
            if case .shape(let s) = item, s.outline == .capsule(style: .circular) { return s.rect } else { return nil }
        }.first
        expectEqual(knob.map { $0.minX >= 43 }, true)
    }

    // The innermost modifier that names an edge sets it; edges it does not name keep the outer
    // value. A nil length is the platform's margin: none for a scroll view.
    @Test func theInnermostModifierSetsEachEdge() {
        let view = ScrollView(.horizontal) {
            HStack(spacing: 10) { ForEach(0..<10, id: \.self) { i in Text("Card \(i)").frame(width: 100, height: 60).accessibilityIdentifier("Card \(i)") } }
        }
        .contentMargins(.leading, 10)
        .contentMargins(.horizontal, 40)
        .frame(width: 300, height: 100)
        let h = ViewHost(rootView: view, size: CGSize(width: 300, height: 100))
        h.advance(frames: 2)
        expectEqual(h.find(identifier: "Card 0")?.frame.minX, 10)
        let reset = ViewHost(rootView: row(margins: Margins(length: nil)), size: CGSize(width: 300, height: 100))
        reset.advance(frames: 2)
        expectEqual(reset.find(identifier: "Card 0")?.frame.minX, 0)
    }

    // Margins reach scroll views anywhere inside the modified view (an environment value), and a
    // List keeps its own insets (ours: §14.19).
    @Test func marginsReachNestedScrollViews() {
        let view = VStack {
            ScrollView(.horizontal) {
                HStack { ForEach(0..<10, id: \.self) { i in Text("Card \(i)").frame(width: 100, height: 60).accessibilityIdentifier("Card \(i)") } }
            }
        }
        .contentMargins(.horizontal, 25)
        .frame(width: 300, height: 100)
        let h = ViewHost(rootView: view, size: CGSize(width: 300, height: 100))
        h.advance(frames: 2)
        expectEqual(h.find(identifier: "Card 0")?.frame.minX, 25)
    }

    // `scrollPosition(id:)` reports the first view inside the margins, not a neighbour peeking in
    // the leading one.
    @Test func scrollPositionReadsInsideTheMargins() {
        final class Box { var id: Int? }
        let box = Box()
        struct Carousel: View {
            let box: Box
            @State private var position: Int?
            var body: some View {
                ScrollView(.horizontal) {
                    HStack(spacing: 10) { ForEach(0..<10, id: \.self) { i in Text("Card \(i)").frame(width: 200, height: 60).accessibilityIdentifier("Card \(i)") } }
                }
                .contentMargins(.horizontal, 40)
                .scrollPosition(id: $position)
                .onChange(of: position) { _, new in box.id = new }
                .frame(width: 300, height: 100)
            }
        }
        let h = ViewHost(rootView: Carousel(box: box), size: CGSize(width: 300, height: 100))
        h.advance(frames: 2)
        // 210 pt on: card 1 starts at the margin, card 0's last 30 pt show in it.
        h.scroll(at: CGPoint(x: 150, y: 50), by: CGSize(width: 210, height: 0))
        h.advance(frames: 3)
        expectEqual(h.find(identifier: "Card 1")?.frame.minX, 40)
        expectEqual(box.id, 1)
    }
}

import Foundation
import Testing
@testable import PlaygroundUI

// `scrollClipDisabled(_:)` (iOS 17; docs/semantics.md §14.6): the content draws beyond the scroll
// view's bounds, and only what lies inside takes touches.
@MainActor
@Suite struct ScrollClipTests {
    final class Taps { var names: [String] = [] }

    /// A 200-pt-wide carousel in the middle of a 400-pt window: three 150-pt cards 20 apart.
    struct Carousel: View {
        let clipped: Bool
        let taps: Taps
        var body: some View {
            let scroll = ScrollView(.horizontal) {
                HStack(spacing: 20) {
                    ForEach(0..<3, id: \.self) { i in
                        Color.blue.frame(width: 150, height: 80)
                            .onTapGesture { taps.names.append("card \(i)") }
                    }
                }
            }
            .frame(width: 200, height: 80)
            if clipped { scroll } else { scroll.scrollClipDisabled() }
        }
    }

    private func blueRects(_ h: ViewHost) -> [CGRect] {
        h.displayList.items.compactMap { item -> CGRect? in
            guard case .shape(let s) = item, case .fill = s.paint else { return nil }
            return s.rect
        }
    }

    private func clipGroups(_ h: ViewHost) -> Int {
        h.displayList.items.filter { if case .beginGroup(.clip) = $0 { return true } else { return false } }.count
    }

    @Test func theContentDrawsBeyondTheBoundsButIsTouchedOnlyInside() {
        let taps = Taps()
        let clipped = ViewHost(rootView: Carousel(clipped: true, taps: taps), size: CGSize(width: 400, height: 200))
        let open = ViewHost(rootView: Carousel(clipped: false, taps: taps), size: CGSize(width: 400, height: 200))
        // The same cards in the same places: the scroll view starts at x = 100, the second card
        // at 100 + 170 = 270, past its end at 300.
        expectEqual(blueRects(open), blueRects(clipped))
        expectEqual(blueRects(open).map(\.minX), [100, 270, 440])
        expectEqual(clipGroups(clipped), 1)
        expectEqual(clipGroups(open), 0)
        // A tap on the second card's part outside the bounds reaches nothing; inside, it does.
        open.tap(at: CGPoint(x: 320, y: 100)); open.advance()
        #expect(taps.names.isEmpty)
        open.tap(at: CGPoint(x: 280, y: 100)); open.advance()
        expectEqual(taps.names, ["card 1"])
    }
}

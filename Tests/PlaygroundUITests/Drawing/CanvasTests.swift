import Foundation
import Testing
@testable import PlaygroundUI

/// `Canvas` and `GraphicsContext` (docs/semantics.md §16.4).
@MainActor
@Suite struct CanvasTests {
    struct Dial: View {
        var body: some View {
            Canvas { context, size in
                let rect = CGRect(origin: .zero, size: size).insetBy(dx: 20, dy: 20)
                context.fill(Path(ellipseIn: rect), with: .color(.orange))
                context.stroke(Path(rect), with: .color(.blue), lineWidth: 4)
                var hands = context
                hands.translateBy(x: size.width / 2, y: size.height / 2)
                hands.rotate(by: .degrees(90))
                hands.fill(Path(CGRect(x: 0, y: -2, width: 50, height: 4)), with: .color(.red))
                hands.opacity = 0.5
                hands.draw(Text("Noon"), at: .zero)
                var clipped = context
                clipped.clip(to: Path(CGRect(x: 0, y: 0, width: 10, height: 10)))
                clipped.fill(Path(rect), with: .color(.green))
            }
            .frame(width: 200, height: 100)
            .padding(10)
        }
    }

    /// Fills and strokes land where the renderer put them, in the canvas's place; copies of the
    /// context keep their own transform, opacity and clip.
    @Test func drawsPathsTextAndClipsWhereTheRendererSays() {
        let h = ViewHost(rootView: Dial(), size: CGSize(width: 220, height: 120))
        let shapes = h.shapeDrawings
        // The canvas is at (10, 10), 200 × 100.
        #expect(h.rect(filled: .orange) == CGRect(x: 30, y: 30, width: 160, height: 60))
        #expect(h.stroke(.blue)?.lineWidth == 4)
        // The red hand, rotated a quarter turn about the centre (110, 60): pointing down, 4 wide, 50 long.
        let hand = h.rect(filled: .red)
        #expect(hand.map { abs($0.minX - 108) < 1e-9 && abs($0.width - 4) < 1e-9 && abs($0.minY - 60) < 1e-9 && abs($0.height - 50) < 1e-9 } == true,
                "\(String(describing: hand))")
        let noon = h.textDrawings.first { $0.string == "Noon" }
        #expect(noon.map { abs($0.rect.midX - 110) < 1e-9 && abs($0.rect.midY - 60) < 1e-9 } == true)
        #expect(noon?.color.opacity == 0.5)
        // The green fill is inside a clip to the canvas's top-left 10 × 10.
        let items = h.displayList.items
        let green = items.firstIndex { if case .shape(let s) = $0 { return s.paint == .fill(Color.green.resolved) } else { return false } }
        if let g = green, g > 0, case .beginGroup(.clipShape(_, let clip)) = items[g - 1] {
            #expect(clip == CGRect(x: 10, y: 10, width: 10, height: 10))
        } else {
            Issue.record("no clip group before the green fill: \(shapes.count) shapes")
        }
    }
}

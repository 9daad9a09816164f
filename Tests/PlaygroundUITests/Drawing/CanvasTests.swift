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
        expectEqual(h.rect(filled: .orange), CGRect(x: 30, y: 30, width: 160, height: 60))
        expectEqual(h.stroke(.blue)?.lineWidth, 4)
        // The red hand, rotated a quarter turn about the centre (110, 60): pointing down, 4 wide, 50 long.
        let hand = h.rect(filled: .red)
        #expect(hand.map { abs($0.minX - 108) < 1e-9 && abs($0.width - 4) < 1e-9 && abs($0.minY - 60) < 1e-9 && abs($0.height - 50) < 1e-9 } == true,
                "\(String(describing: hand))")
        // The text turns with the hand: drawn in a transform group that takes its centre to the
        // canvas's centre and turns it a quarter.
        let all = h.displayList.items
        let n = all.firstIndex { if case .text(let t) = $0 { return t.string == "Noon" } else { return false } }
        if let n, n > 0, case .beginGroup(.transform(let p)) = all[n - 1], case .text(let noon) = all[n] {
            let c = CGPoint(x: noon.rect.midX, y: noon.rect.midY)
            let x = p.m11 * c.x + p.m21 * c.y + p.m31, y = p.m12 * c.x + p.m22 * c.y + p.m32
            #expect(abs(x - 110) < 1e-9 && abs(y - 60) < 1e-9, "\(x), \(y)")
            #expect(abs(p.m11) < 1e-9 && abs(p.m12 - 1) < 1e-9, "a quarter turn: \(p)")
            expectEqual(noon.color.opacity, 0.5)
        } else {
            Issue.record("no transform group around the text")
        }
        // The green fill is inside a clip to the canvas's top-left 10 × 10.
        let items = h.displayList.items
        let green = items.firstIndex { if case .shape(let s) = $0 { return s.paint == .fill(Color.green.resolved) } else { return false } }
        if let g = green, g > 0, case .beginGroup(.clipShape(_, let clip)) = items[g - 1] {
            expectEqual(clip, CGRect(x: 10, y: 10, width: 10, height: 10))
        } else {
            Issue.record("no clip group before the green fill: \(shapes.count) shapes")
        }
    }

    /// A canvas drawing in `.clear` is composited through the clear operator, and the canvas as
    /// one layer (its modes combine with its own drawings, not the views behind it; the pixels
    /// are checked in `EffectRasterTests.aCanvasClearPunchesThroughToTheBackground`). It did not
    /// compile.
    @Test func blendModesCompositeInsideTheCanvasLayer() {
        let h = ViewHost(rootView: Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.blue))
            context.blendMode = .clear
            context.fill(Path(ellipseIn: CGRect(x: 50, y: 50, width: 100, height: 100)), with: .color(.red))
        }.frame(width: 200, height: 200), size: CGSize(width: 200, height: 200))
        let items = h.displayList.items
        #expect(items.contains { if case .beginGroup(.compositing(.clear)) = $0 { return true } else { return false } })
        #expect(items.contains { if case .beginGroup(.isolate) = $0 { return true } else { return false } })
        #expect(!items.contains { if case .shape(let s) = $0 { return s.paint == .fill(Color.red.resolved) } else { return false } },
                "a clear fill erases by its shape, whatever its colour")
    }

    /// Text in a canvas takes its weight and colour as a `Text` view does (a clock's bold
    /// numerals were regular); a resolved text draws in a rect from its top leading corner; a
    /// linear gradient fills with its stops where the context's coordinates put them.
    @Test func textKeepsItsWeightAndGradientsTheirGeometry() {
        struct Face: View {
            var body: some View {
                Canvas { context, size in
                    context.draw(Text("12").bold().foregroundColor(.red), at: CGPoint(x: 50, y: 20))
                    context.draw(Text("6").fontWeight(.heavy), at: CGPoint(x: 50, y: 60))
                    var three = context.resolve(Text("3").font(.title))
                    three.shading = .color(.blue)   // paints text without a colour of its own
                    context.draw(three, in: CGRect(x: 120, y: 10, width: 40, height: 40))
                    var nine = context.resolve(Text("9").foregroundColor(.green))
                    nine.shading = .color(.blue)    // not this one: it has its own
                    context.draw(nine, at: CGPoint(x: 10, y: 100))
                    var turned = context
                    turned.translateBy(x: 20, y: 150)
                    turned.rotate(by: .degrees(90))
                    var word = turned.resolve(Text("turned"))
                    word.shading = .linearGradient(Gradient(colors: [.red, .blue]), startPoint: .zero, endPoint: CGPoint(x: 30, y: 0))
                    turned.draw(word, at: .zero, anchor: .topLeading)
                    var g = context
                    g.translateBy(x: 100, y: 100)
                    g.fill(Path(CGRect(x: 0, y: 0, width: 50, height: 20)),
                           with: .linearGradient(Gradient(colors: [.red, .blue]), startPoint: .zero, endPoint: CGPoint(x: 50, y: 0)))
                }
                .frame(width: 200, height: 200)
            }
        }
        let h = ViewHost(rootView: Face(), size: CGSize(width: 200, height: 200))
        let texts = h.textDrawings
        let twelve = texts.first { $0.string == "12" }, six = texts.first { $0.string == "6" }, three = texts.first { $0.string == "3" }
        #expect(twelve?.font.weight == .bold && twelve?.color == Color.red.resolved)
        expectEqual(six?.font.weight, .heavy)
        #expect(three?.font.size == 28 && three?.rect.origin == CGPoint(x: 120, y: 10))
        expectEqual(three?.color, Color.blue.resolved)
        expectEqual(texts.first { $0.string == "9" }?.color, Color.green.resolved)
        // Turned text's gradient is given where the text lies before its group turns it (it was
        // turned twice: through the transform, then by the group).
        let turned = texts.first { $0.string == "turned" }
        expectEqual(turned?.gradient?.geometry, .linear(start: CGPoint(x: 0, y: 0), end: CGPoint(x: 30, y: 0)))
        let bar = h.shapeDrawings.first { $0.gradient != nil }
        expectEqual(bar?.gradient?.geometry, .linear(start: CGPoint(x: 100, y: 100), end: CGPoint(x: 150, y: 100)))
        expectEqual(bar?.gradient?.stops.map(\.color), [Color.red.resolved, Color.blue.resolved])
    }
}

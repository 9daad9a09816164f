import Foundation
import PlaygroundSDL
import PlaygroundUI
import Testing

/// Effects through the rasteriser (docs/semantics.md §18).
@Suite(.serialized) @MainActor
struct EffectRasterTests {
    private func render(_ items: [DisplayItem], _ w: Int = 100, _ h: Int = 100, scale: Double = 1) -> RGBImage {
        SoftwareRenderer(pixelWidth: w, pixelHeight: h, scale: scale, text: nil).image(of: DisplayList(items: items))
    }
    private func fill(_ r: CGRect, _ c: Color, _ o: ShapeOutline = .rectangle) -> DisplayItem {
        .shape(ShapeDrawing(outline: o, rect: r, paint: .fill(c.resolved)))
    }
    private let black = Color(red: 0, green: 0, blue: 0)
    /// Darkness of black drawn on white, summed over the image (pixels of full coverage).
    private func ink(_ img: RGBImage) -> Double {
        var sum = 0.0
        for i in stride(from: 0, to: img.bytes.count, by: 3) { sum += Double(255 - Int(img.bytes[i + 1])) / 255 }
        return sum
    }

    @Test func opacityAppliesToEachLeafUnlessIsolated() {
        let a = fill(CGRect(x: 10, y: 10, width: 50, height: 50), black), b = fill(CGRect(x: 40, y: 10, width: 50, height: 50), black)
        let leaves = render([.beginGroup(.opacity(0.5)), a, b, .endGroup])
        let grouped = render([.beginGroup(.opacity(0.5)), .beginGroup(.isolate), a, b, .endGroup, .endGroup])
        // The overlap: 75 % dark per leaf (0.5 over 0.5), 50 % as one layer.
        #expect(abs(leaves.pixel(50, 30).r - 64) <= 1 && abs(leaves.pixel(20, 30).r - 128) <= 1)
        #expect(abs(grouped.pixel(50, 30).r - 128) <= 1 && abs(grouped.pixel(20, 30).r - 128) <= 1)
    }

    @Test func rotationPreservesArea() {
        // A 40×20 rectangle turned 30° about its centre keeps 800 px² of ink.
        let r = CGRect(x: 30, y: 40, width: 40, height: 20)
        let t = ProjectionTransform.rotation(degrees: 30, about: CGPoint(x: 50, y: 50))
        let img = render([.beginGroup(.transform(t)), fill(r, black), .endGroup])
        #expect(abs(ink(img) - 800) < 2)
        // A stroke under rotation keeps its area too: a 60-long, 4-wide butt-capped line.
        var line = Path(); line.move(to: CGPoint(x: 20, y: 50)); line.addLine(to: CGPoint(x: 80, y: 50))
        let stroked = render([.beginGroup(.transform(t)),
                              .shape(ShapeDrawing(outline: .path(line, eoFill: false), rect: line.boundingRect, paint: .stroke(black.resolved, StrokeStyle(lineWidth: 4)))),
                              .endGroup])
        #expect(abs(ink(stroked) - 240) < 2)
    }

    @Test func blendMultiplyAndColourMatrix() {
        let yellow = Color(red: 1, green: 0.8, blue: 0), blue = Color(red: 0, green: 0.5, blue: 1)
        let img = render([fill(CGRect(x: 0, y: 0, width: 100, height: 50), yellow),
                          .beginGroup(.blend(.multiply)), fill(CGRect(x: 0, y: 0, width: 50, height: 100), blue), .endGroup])
        #expect(img.pixel(25, 25) == (0, 102, 0))        // (1·0, 0.8·0.5, 0·1)
        #expect(img.pixel(25, 75) == (0, 128, 255))      // over white: the colour itself
        let grey = render([.beginGroup(.colorMatrix(ColorMatrix.identity.after(ColorMatrix(r: [0.3, 0.59, 0.11, 0, 0, 0, 0, 0], g: [0.3, 0.59, 0.11, 0, 0, 0, 0, 0], b: [0.3, 0.59, 0.11, 0, 0, 0, 0, 0], a: [0, 0, 0, 1, 0, 0, 0, 0])))),
                           fill(CGRect(x: 0, y: 0, width: 100, height: 100), Color(red: 1, green: 0, blue: 0)), .endGroup])
        #expect(grey.pixel(50, 50) == (77, 77, 77))
    }

    /// §16.4: a canvas's `.clear` erases its own pixels where the shape covers, down to the view
    /// behind the canvas; `.sourceIn` draws only where the canvas has ink; `.destinationAtop`
    /// keeps the canvas's ink and adds the drawing where it has none.
    @Test func aCanvasClearPunchesThroughToTheBackground() throws {
        let view = Canvas { context, size in
            context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(.blue))
            context.blendMode = .clear
            context.fill(Path(ellipseIn: CGRect(x: 25, y: 25, width: 50, height: 50)), with: .color(.red))
            context.blendMode = .sourceIn
            context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.green))
            context.fill(Path(CGRect(x: 40, y: 40, width: 20, height: 20)), with: .color(.green))   // in the hole: nothing
            context.blendMode = .destinationAtop
            context.fill(Path(CGRect(x: 90, y: 0, width: 40, height: 10)), with: .color(.black))
        }
        .frame(width: 100, height: 100)
        .background(Color.yellow)
        let img = try renderImage(view.frame(width: 140, height: 100, alignment: .topLeading), size: CGSize(width: 140, height: 100), scale: 1)
        #expect(img.pixel(50, 50) == (255, 204, 0), "the hole shows the yellow background: \(img.pixel(50, 50))")
        #expect(img.pixel(90, 90) == (0, 122, 255))
        #expect(img.pixel(10, 10) == (52, 199, 89))
        #expect(img.pixel(95, 5) == (0, 122, 255), "destinationAtop keeps the canvas's ink")
        #expect(img.pixel(120, 5) == (255, 255, 255), "outside the canvas: clipped")
    }

    @Test func maskWeightsByAlpha() {
        let img = render([.beginGroup(.masked), fill(CGRect(x: 0, y: 0, width: 100, height: 100), black),
                          .beginGroup(.maskContent), fill(CGRect(x: 0, y: 0, width: 50, height: 100), Color(red: 1, green: 0, blue: 0, opacity: 0.5)),
                          .endGroup, .endGroup])
        #expect(img.pixel(25, 50).r == 128)   // half the mask's alpha
        #expect(img.pixel(75, 50).r == 255)   // no mask: nothing drawn
    }

    @Test func blurSpreadsAndKeepsInk() {
        let sharp = render([fill(CGRect(x: 40, y: 40, width: 20, height: 20), black)])
        let soft = render([.beginGroup(.blur(radius: 8, opaque: false)), fill(CGRect(x: 40, y: 40, width: 20, height: 20), black), .endGroup])
        #expect(sharp.pixel(35, 50).r == 255 && soft.pixel(35, 50).r < 230)
        #expect(soft.pixel(50, 50).r > 0)
        #expect(abs(ink(soft) - ink(sharp)) < 8)
    }

    @Test func transformedListsRepaintIncrementallyAsAWhole() {
        // Damage repaint equals a full repaint when a rotated group moves.
        let r = SoftwareRenderer(pixelWidth: 120, pixelHeight: 120, scale: 2, text: nil)
        func list(_ deg: Double) -> DisplayList {
            DisplayList(items: [fill(CGRect(x: 5, y: 5, width: 20, height: 20), Color.green),
                                .beginGroup(.transform(.rotation(degrees: deg, about: CGPoint(x: 30, y: 30)))),
                                fill(CGRect(x: 20, y: 25, width: 20, height: 10), Color.red, .roundedRectangle(cornerSize: CGSize(width: 3, height: 3), style: .circular)),
                                .endGroup])
        }
        _ = r.image(of: list(0))
        let step = r.image(of: list(35))
        let full = SoftwareRenderer(pixelWidth: 120, pixelHeight: 120, scale: 2, text: nil).image(of: list(35))
        #expect(step == full)
        #expect(r.lastRepaint.width < 120)   // only the moved part
    }

    @Test func perspectiveShrinksTheFarSide() {
        // A projection whose right side is farther: its right column of ink is shorter.
        let t = ProjectionTransform(m11: 1, m12: 0, m13: 0.004, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
        let img = render([.beginGroup(.transform(t)), fill(CGRect(x: 10, y: 10, width: 80, height: 80), black), .endGroup])
        func column(_ x: Int) -> Int { (0..<100).filter { img.pixel(x, $0).r < 128 }.count }
        #expect(column(12) > column(60) && column(60) > 0)
    }
}

extension ProjectionTransform {
    /// A rotation by `degrees` (clockwise on screen) about `c`.
    static func rotation(degrees: Double, about c: CGPoint) -> ProjectionTransform {
        let a = degrees * .pi / 180
        let r = CGAffineTransform(translationX: -c.x, y: -c.y).concatenating(CGAffineTransform(rotationAngle: CGFloat(a)))
            .concatenating(CGAffineTransform(translationX: c.x, y: c.y))
        return ProjectionTransform(r)
    }
}

import Foundation
import PlaygroundSDL
import PlaygroundUI
import Testing

/// Gradients and materials through the rasteriser (docs/semantics.md §17).
@Suite(.serialized) @MainActor
struct GradientRasterTests {
    private func render(_ items: [DisplayItem], _ w: Int = 100, _ h: Int = 100, scale: Double = 1) -> RGBImage {
        SoftwareRenderer(pixelWidth: w, pixelHeight: h, scale: scale, text: nil).image(of: DisplayList(items: items))
    }
    private func rect(_ r: CGRect, _ g: GradientPaint) -> DisplayItem {
        .shape(ShapeDrawing(outline: .rectangle, rect: r, paint: .fill(.init(red: 0, green: 0, blue: 0, opacity: 1)), gradient: g))
    }
    private func stops(_ colors: [Color]) -> [GradientPaint.Stop] {
        colors.enumerated().map { GradientPaint.Stop(location: Double($0.offset) / Double(colors.count - 1), color: $0.element.resolved) }
    }
    private let black = Color(red: 0, green: 0, blue: 0), white = Color(red: 1, green: 1, blue: 1)

    @Test func linearGradientRampsAlongItsAxis() {
        // Black at x = 0 to white at x = 100: the pixel centred at x + 0.5 is (x + 0.5)/100 white.
        let img = render([rect(CGRect(x: 0, y: 0, width: 100, height: 100),
                               GradientPaint(geometry: .linear(start: .zero, end: CGPoint(x: 100, y: 0)), stops: stops([black, white])))])
        for x in [0, 24, 50, 99] {
            #expect(abs(img.pixel(x, 50).r - Int(((Double(x) + 0.5) / 100 * 255).rounded())) <= 1)
            #expect(img.pixel(x, 10) == img.pixel(x, 90))   // constant across the axis
        }
    }

    @Test func gradientsHoldTheirEndColours() {
        let img = render([rect(CGRect(x: 0, y: 0, width: 100, height: 100),
                               GradientPaint(geometry: .linear(start: CGPoint(x: 40, y: 0), end: CGPoint(x: 60, y: 0)), stops: stops([black, white])))])
        #expect(img.pixel(10, 5).r == 0 && img.pixel(90, 5).r == 255)
        // A hard edge: two stops at the same location.
        let hard = [GradientPaint.Stop(location: 0, color: Color.red.resolved), .init(location: 0.5, color: Color.red.resolved),
                    .init(location: 0.5, color: Color.blue.resolved), .init(location: 1, color: Color.blue.resolved)]
        let img2 = render([rect(CGRect(x: 0, y: 0, width: 100, height: 100), GradientPaint(geometry: .linear(start: .zero, end: CGPoint(x: 100, y: 0)), stops: hard))])
        #expect(img2.pixel(48, 5) == (255, 59, 48) && img2.pixel(51, 5) == (0, 122, 255))
    }

    @Test func radialGradientByDistance() {
        let img = render([rect(CGRect(x: 0, y: 0, width: 100, height: 100),
                               GradientPaint(geometry: .radial(center: CGPoint(x: 50, y: 50), startRadius: 10, endRadius: 40), stops: stops([black, white])))])
        #expect(img.pixel(50, 50).r == 0)                        // inside startRadius
        #expect(img.pixel(95, 50).r == 255)                      // beyond endRadius
        // At the pixel centre (74.5, 49.5), 24.505 from the centre: (24.505 − 10) / 30 of the way;
        // the same in every direction.
        let fraction: Double = (24.505 - 10) / 30
        let expected = Int((fraction * 255).rounded())
        let right = img.pixel(74, 49).r, down = img.pixel(49, 74).r
        #expect(abs(right - expected) <= 2 && abs(down - right) <= 1)
    }

    @Test func angularGradientTurnsClockwiseFromTheRight() {
        // Red → green → blue → red over a full turn starting at 0 (pointing right).
        let g = GradientPaint(geometry: .angular(center: CGPoint(x: 50, y: 50), startAngle: 0, endAngle: 2 * .pi),
                              stops: stops([Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 1, blue: 0), Color(red: 0, green: 0, blue: 1), Color(red: 1, green: 0, blue: 0)]))
        let img = render([rect(CGRect(x: 0, y: 0, width: 100, height: 100), g)])
        // A third of a turn clockwise (120°, below-left on screen) is pure green; two thirds is blue.
        let p120 = img.pixel(Int(50 + 40 * cos(2 * Double.pi / 3)), Int(50 + 40 * sin(2 * Double.pi / 3)))
        let p240 = img.pixel(Int(50 + 40 * cos(4 * Double.pi / 3)), Int(50 + 40 * sin(4 * Double.pi / 3)))
        #expect(p120.g > 230 && p120.r < 25 && p120.b < 25)
        #expect(p240.b > 230 && p240.r < 25 && p240.g < 25)
        // A quarter-turn span: the gap shows the end colour, then the start colour from halfway.
        let short = GradientPaint(geometry: .angular(center: CGPoint(x: 50, y: 50), startAngle: 0, endAngle: .pi / 2),
                                  stops: stops([Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)]))
        let img2 = render([rect(CGRect(x: 0, y: 0, width: 100, height: 100), short)])
        #expect(img2.pixel(20, 60).b == 255 && img2.pixel(20, 60).r == 0)   // ~160°: just past the end
        #expect(img2.pixel(60, 15).r == 255 && img2.pixel(60, 15).b == 0)   // ~285°: back to the start
    }

    @Test func coloursInterpolateUnpremultiplied() {
        // Clear (transparent black) to opaque blue: halfway is 50 % of (0, 0, 0.5) over white.
        let g = GradientPaint(geometry: .linear(start: .zero, end: CGPoint(x: 100, y: 0)),
                              stops: [.init(location: 0, color: Color.clear.resolved), .init(location: 1, color: ResolvedColor(red: 0, green: 0, blue: 1, opacity: 1))])
        let img = render([rect(CGRect(x: 0, y: 0, width: 100, height: 100), g)])
        let mid = img.pixel(49, 50)
        #expect(abs(mid.r - 128) <= 2 && abs(mid.g - 128) <= 2 && abs(mid.b - 191) <= 2)
    }

    @Test func gradientsFollowScale() {
        let g = GradientPaint(geometry: .linear(start: .zero, end: CGPoint(x: 100, y: 0)), stops: stops([black, white]))
        let one = render([rect(CGRect(x: 0, y: 0, width: 100, height: 50), g)], 100, 50)
        let two = render([rect(CGRect(x: 0, y: 0, width: 100, height: 50), g)], 200, 100, scale: 2)
        #expect(abs(one.pixel(30, 10).r - two.pixel(61, 20).r) <= 2)
    }

    @Test func materialBlursWhatLiesBeneath() {
        // A hard black/white edge under a material: softened, and washed lighter.
        let backdrop: [DisplayItem] = [.shape(ShapeDrawing(outline: .rectangle, rect: CGRect(x: 0, y: 0, width: 50, height: 100),
                                                           paint: .fill(ResolvedColor(red: 0, green: 0, blue: 0, opacity: 1))))]
        let m = MaterialPaint(blurRadius: 10, tint: ResolvedColor(red: 1, green: 1, blue: 1, opacity: 0.5))
        let material = DisplayItem.shape(ShapeDrawing(outline: .rectangle, rect: CGRect(x: 20, y: 20, width: 60, height: 60),
                                                      paint: .fill(m.tint), material: m))
        let plain = render(backdrop)
        let img = render(backdrop + [material])
        #expect(plain.pixel(47, 50).r == 0 && plain.pixel(52, 50).r == 255)
        // Near the edge inside the material the two sides blend towards grey…
        #expect(img.pixel(47, 50).r > 60 && img.pixel(52, 50).r < 240)
        // …outside the material nothing changed.
        #expect(img.pixel(10, 50) == plain.pixel(10, 50) && img.pixel(47, 10) == plain.pixel(47, 10))
        // Far from the edge: black washed with 50 % white.
        #expect(abs(img.pixel(22, 50).r - 128) <= 12)
    }

    /// A material on the window's edge (a bar under the status bar) over a white backdrop stays
    /// white there: its blur repeats the edge pixels, as UIKit's does, where it used to blur in
    /// nothing and darken toward the edge (top row 177 of 251 for a thin material).
    @Test func materialAtTheWindowsEdgeIsNotDarkened() {
        let backdrop: [DisplayItem] = [.shape(ShapeDrawing(outline: .rectangle, rect: CGRect(x: 0, y: 0, width: 100, height: 100),
                                                           paint: .fill(ResolvedColor(red: 1, green: 1, blue: 1, opacity: 1))))]
        let m = MaterialPaint(blurRadius: 10, tint: ResolvedColor(red: 0.9, green: 0.9, blue: 0.9, opacity: 0.5))
        let material = DisplayItem.shape(ShapeDrawing(outline: .rectangle, rect: CGRect(x: 0, y: 0, width: 100, height: 30),
                                                      paint: .fill(m.tint), material: m))
        let img = render(backdrop + [material])
        let inside = img.pixel(50, 15)
        #expect(abs(inside.r - 242) <= 2)   // white washed with 50 % of 0.9 grey
        for (x, y) in [(50, 0), (0, 15), (0, 0), (99, 0), (99, 29)] { #expect(img.pixel(x, y) == inside, "(\(x), \(y))") }
    }

    @Test func materialFramesRepaintWhole() {
        let r = SoftwareRenderer(pixelWidth: 100, pixelHeight: 100, scale: 1, text: nil)
        let m = MaterialPaint(blurRadius: 6, tint: ResolvedColor(red: 1, green: 1, blue: 1, opacity: 0.3))
        func list(_ x: CGFloat) -> DisplayList {
            DisplayList(items: [
                .shape(ShapeDrawing(outline: .ellipse, rect: CGRect(x: x, y: 30, width: 30, height: 30), paint: .fill(Color.red.resolved))),
                .shape(ShapeDrawing(outline: .rectangle, rect: CGRect(x: 20, y: 20, width: 60, height: 60), paint: .fill(m.tint), material: m)),
            ])
        }
        _ = r.image(of: list(0))
        let incremental = r.image(of: list(10))
        #expect(r.lastRepaint.width == 100 && r.lastRepaint.height == 100)
        let full = SoftwareRenderer(pixelWidth: 100, pixelHeight: 100, scale: 1, text: nil).image(of: list(10))
        #expect(incremental == full)
    }
}

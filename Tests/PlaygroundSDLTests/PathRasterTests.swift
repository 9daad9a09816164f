import Foundation
import PlaygroundSDL
import PlaygroundUI
import Testing

/// Paths through the rasteriser (docs/semantics.md §16): exact coverage, curves against the
/// analytic circle, the even-odd rule, strokes and hostile input.
@Suite(.serialized) @MainActor
struct PathRasterTests {
    private let black = ResolvedColor(red: 0, green: 0, blue: 0, opacity: 1)

    /// Total coverage (darkness of black on white, in pixels) of `items` at `scale`.
    private func coverage(_ items: [DisplayItem], width: Int = 100, height: Int = 100, scale: Double = 1) -> Double {
        let r = SoftwareRenderer(pixelWidth: width, pixelHeight: height, scale: scale, text: nil)
        r.render(DisplayList(items: items))
        let bytes = r.rgbBytes()
        var sum = 0.0
        for i in stride(from: 0, to: bytes.count, by: 3) { sum += Double(255 - Int(bytes[i + 1])) / 255 }
        return sum
    }
    private func fill(_ p: Path, eo: Bool = false) -> DisplayItem {
        .shape(ShapeDrawing(outline: .path(p, eoFill: eo), rect: p.boundingRect, paint: .fill(black)))
    }

    @Test func coverageSumsEqualAreas() {
        // A triangle with fractional corners: area 0.5·60·45.5 = 1365.
        var t = Path()
        t.move(to: CGPoint(x: 10.25, y: 20.5)); t.addLine(to: CGPoint(x: 70.25, y: 20.5)); t.addLine(to: CGPoint(x: 30.75, y: 66))
        t.closeSubpath()
        #expect(abs(coverage([fill(t)]) - 1365) < 2)
        // A circle of radius 30: π·900 ≈ 2827.4 (flattening within 0.1 px).
        #expect(abs(coverage([fill(Path(ellipseIn: CGRect(x: 20, y: 20, width: 60, height: 60)))]) - Double.pi * 900) < 6)
        // The same circle at scale 2 covers four times the pixels.
        #expect(abs(coverage([fill(Path(ellipseIn: CGRect(x: 20, y: 20, width: 60, height: 60)))], width: 200, height: 200, scale: 2)
                    - 4 * Double.pi * 900) < 20)
    }

    @Test func continuousCornersMatchTheAnalyticOutline() {
        // Path(roundedRect:style: .continuous) draws the same squircle corner as the rounded
        // rectangle outline (§10); it covers less than a circular corner of the same radius,
        // which removes (4 − π)·r² from the rectangle.
        let rect = CGRect(x: 10, y: 10, width: 200, height: 140)
        let corner = CGSize(width: 40, height: 40)
        func area(_ item: DisplayItem) -> Double { coverage([item], width: 220, height: 160) }
        let analytic = area(.shape(ShapeDrawing(outline: .roundedRectangle(cornerSize: corner, style: .continuous), rect: rect, paint: .fill(black))))
        let path = area(fill(Path(roundedRect: rect, cornerSize: corner, style: .continuous)))
        let circular = area(fill(Path(roundedRect: rect, cornerSize: corner, style: .circular)))
        #expect(abs(analytic - path) < 0.0005 * path)
        #expect(circular - path > 0.002 * path)
        #expect(abs(circular - (28000 - (4 - Double.pi) * 1600)) < 3)
    }

    @Test func evenOddCutsHoles() {
        var p = Path()
        p.addRect(CGRect(x: 10, y: 10, width: 80, height: 80))
        p.addRect(CGRect(x: 30, y: 30, width: 40, height: 40))
        #expect(abs(coverage([fill(p)]) - 6400) < 1)            // non-zero: the inner square filled too
        #expect(abs(coverage([fill(p, eo: true)]) - 4800) < 1)  // even-odd: 6400 − 1600
    }

    @Test func strokesCoverTheirWidth() {
        // A 60-pt horizontal line 4 pt wide, butt caps: 240; square caps add 2·(2·4): 256.
        var line = Path()
        line.move(to: CGPoint(x: 20, y: 50)); line.addLine(to: CGPoint(x: 80, y: 50))
        func stroke(_ cap: CGLineCap, dash: [CGFloat] = []) -> Double {
            coverage([.shape(ShapeDrawing(outline: .path(line, eoFill: false), rect: line.boundingRect,
                                          paint: .stroke(black, StrokeStyle(lineWidth: 4, lineCap: cap, dash: dash))))])
        }
        #expect(abs(stroke(.butt) - 240) < 1)
        #expect(abs(stroke(.square) - 256) < 1)
        #expect(abs(stroke(.round) - (240 + Double.pi * 4)) < 1.5)
        // Dashes 10 on, 10 off over 60 pt: three dashes of 10 × 4.
        #expect(abs(stroke(.butt, dash: [10, 10]) - 120) < 1)
        // A closed square's outline: a ring, 4 pt wide around a 40-pt square, mitred corners.
        let ring = coverage([.shape(ShapeDrawing(outline: .path(Path(CGRect(x: 30, y: 30, width: 40, height: 40)), eoFill: false),
                                                 rect: CGRect(x: 30, y: 30, width: 40, height: 40),
                                                 paint: .stroke(black, StrokeStyle(lineWidth: 4, lineJoin: .miter))))])
        #expect(abs(ring - (44 * 44 - 36 * 36)) < 1)
    }

    @Test func hostilePathsDoNotCrashOrHang() {
        var p = Path()
        p.move(to: CGPoint(x: CGFloat.nan, y: 5))
        p.addLine(to: CGPoint(x: 1e12, y: -1e12))
        p.addCurve(to: CGPoint(x: CGFloat.infinity, y: 0), control1: .zero, control2: CGPoint(x: 50, y: 50))
        p.addLine(to: CGPoint(x: 50, y: 50))
        var zero = Path()
        zero.move(to: CGPoint(x: 40, y: 40)); zero.addLine(to: CGPoint(x: 40, y: 40))
        var many = Path()
        many.move(to: .zero)
        for i in 0..<200_000 { many.addLine(to: CGPoint(x: Double(i % 97), y: Double(i % 89))) }
        let items: [DisplayItem] = [
            fill(p), fill(many), fill(p, eo: true),
            .shape(ShapeDrawing(outline: .path(p, eoFill: false), rect: CGRect(x: 0, y: 0, width: 100, height: 100),
                                paint: .stroke(black, StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round, dash: [0.001, 0])))),
            .shape(ShapeDrawing(outline: .path(zero, eoFill: false), rect: CGRect(x: 40, y: 40, width: 0, height: 0),
                                paint: .stroke(black, StrokeStyle(lineWidth: 6, lineCap: .round)))),
        ]
        let c = coverage(items)
        #expect(c.isFinite && c > 0)
    }
}

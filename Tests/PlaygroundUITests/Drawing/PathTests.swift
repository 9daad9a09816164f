import Foundation
import Testing
@testable import PlaygroundUI

// Path (docs/semantics.md §16): building, queries, transforms, custom shapes.

@MainActor
@Suite struct PathTests {
    @Test func rectAndEllipseBounds() {
        expectEqual(Path(CGRect(x: 1, y: 2, width: 30, height: 40)).boundingRect, CGRect(x: 1, y: 2, width: 30, height: 40))
        let e = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 50)).boundingRect
        #expect(abs(e.minX) < 0.05 && abs(e.maxX - 100) < 0.05 && abs(e.minY) < 0.05 && abs(e.maxY - 50) < 0.05)
    }

    @Test func containsByWindingAndEvenOdd() {
        // Two nested squares drawn the same way round: non-zero fills the middle, even-odd does not.
        var p = Path()
        p.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        p.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(p.contains(CGPoint(x: 50, y: 50)))
        #expect(!p.contains(CGPoint(x: 50, y: 50), eoFill: true))
        #expect(p.contains(CGPoint(x: 10, y: 10), eoFill: true))
        #expect(!p.contains(CGPoint(x: 150, y: 50)))
    }

    @Test func arcsFollowSwiftUIsClockwiseConvention() {
        // 0° → 90° with clockwise: false goes through 45°, i.e. down and right on screen.
        var p = Path()
        p.addArc(center: .zero, radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        let b = p.boundingRect
        #expect(abs(b.minX) < 0.05 && abs(b.maxX - 10) < 0.05 && abs(b.minY) < 0.05 && abs(b.maxY - 10) < 0.05)
        var q = Path()
        q.addArc(center: .zero, radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
        #expect(abs(q.boundingRect.minY + 10) < 0.05, "the long way round, through 270° (up)")
        // A quarter circle's midpoint lies on the circle (Bézier error < 0.03 %).
        let mid = p.flattened(tolerance: 0.001)[0].points.min { abs($0.x - $0.y) < abs($1.x - $1.y) }!
        #expect(abs(hypot(mid.x, mid.y) - 10) < 0.003)
    }

    @Test func transformsAndCurrentPoint() {
        var p = Path()
        p.move(to: CGPoint(x: 1, y: 1))
        p.addLine(to: CGPoint(x: 3, y: 1))
        expectEqual(p.currentPoint, CGPoint(x: 3, y: 1))
        let moved = p.applying(CGAffineTransform(translationX: 10, y: 20))
        expectEqual(moved.currentPoint, CGPoint(x: 13, y: 21))
        let scaled = p.applying(CGAffineTransform(scaleX: 2, y: 2))
        expectEqual(scaled.boundingRect, CGRect(x: 2, y: 2, width: 4, height: 0))
        let t = CGAffineTransform(rotationAngle: .pi / 2).translatedBy(x: 5, y: 0)
        let r = CGPoint(x: 0, y: 0).applying(t)
        #expect(abs(r.x) < 1e-9 && abs(r.y - 5) < 1e-9)
        #expect(CGPoint(x: 3, y: 4).applying(t).applying(t.inverted()).x - 3 < 1e-9)
    }

    /// A custom Shape's `path(in:)` gets the shape's own bounds (origin zero) and is drawn at the
    /// view's place.
    @Test func customShapesDrawAtTheirFrame() {
        struct Tri: Shape {
            func path(in rect: CGRect) -> Path {
                Path { p in
                    p.move(to: CGPoint(x: rect.midX, y: rect.minY))
                    p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                    p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                    p.closeSubpath()
                }
            }
        }
        let h = ViewHost(rootView: Tri().fill(Color.red).frame(width: 40, height: 30).padding(10).fixedSize(), size: CGSize(width: 60, height: 50))
        guard case .path(let p, let eo)? = h.shapeDrawings.first?.outline else { Issue.record("no path drawn"); return }
        #expect(!eo)
        expectEqual(p.boundingRect, CGRect(x: 10, y: 10, width: 40, height: 30))
        // Hit testing follows the path: inside the triangle, not in the corner beside it.
        final class Log { var taps = 0 }
        let log = Log()
        let tappable = ViewHost(rootView: Tri().frame(width: 40, height: 30).onTapGesture { log.taps += 1 }, size: CGSize(width: 40, height: 30))
        tappable.tap(at: CGPoint(x: 20, y: 25)); tappable.tap(at: CGPoint(x: 2, y: 2))
        expectEqual(log.taps, 1)
    }

    @Test func degeneratePathsAreHarmless() {
        var p = Path()
        p.move(to: CGPoint(x: CGFloat.nan, y: 0))
        p.addLine(to: CGPoint(x: CGFloat.infinity, y: 1))
        p.addCurve(to: CGPoint(x: 1e300, y: -1e300), control1: .zero, control2: CGPoint(x: 1, y: 1))
        p.closeSubpath()
        p.addLine(to: .zero)
        _ = p.boundingRect
        _ = p.contains(.zero)
        var many = Path()
        many.move(to: .zero)
        for i in 0..<1_000_000 { many.addLine(to: CGPoint(x: i % 100, y: i / 1000)) }
        expectEqual(many.flattened(tolerance: 0.1)[0].points.count, 1_000_001)
    }
}

@MainActor
@Suite struct ShapeTransformTests {
    @Test func trimKeepsAFractionOfTheLength() {
        // A 100×100 square's outline is 400 long; 0.25…0.5 is its right edge (clockwise from the top-left).
        let p = Path(CGRect(x: 0, y: 0, width: 100, height: 100)).trimmedPath(from: 0.25, to: 0.5)
        expectEqual(p.boundingRect, CGRect(x: 100, y: 0, width: 0, height: 100))
        #expect(Path(CGRect(x: 0, y: 0, width: 10, height: 10)).trimmedPath(from: 0.6, to: 0.4).isEmpty)
        // A circle trimmed to its first quarter spans a quarter of the circle.
        let q = Circle().trim(from: 0, to: 0.25).path(in: CGRect(x: 0, y: 0, width: 20, height: 20)).boundingRect
        #expect(abs(q.minX - 10) < 0.05 && abs(q.maxX - 20) < 0.05 && abs(q.minY - 10) < 0.05 && abs(q.maxY - 20) < 0.05)
    }

    @Test func rotationOffsetAndScaleTransformThePath() {
        let r = CGRect(x: 0, y: 0, width: 40, height: 20)
        let turned = Rectangle().rotation(.degrees(90)).path(in: r).boundingRect
        #expect(abs(turned.width - 20) < 1e-9 && abs(turned.height - 40) < 1e-9 && abs(turned.midX - 20) < 1e-9)
        expectEqual(Rectangle().offset(x: 5, y: -3).path(in: r).boundingRect, CGRect(x: 5, y: -3, width: 40, height: 20))
        expectEqual(Rectangle().scale(0.5).path(in: r).boundingRect, CGRect(x: 10, y: 5, width: 20, height: 10))
        expectEqual(Rectangle().scale(x: 2, y: 1, anchor: .topLeading).path(in: r).boundingRect, CGRect(x: 0, y: 0, width: 80, height: 20))
    }
}

@MainActor
@Suite struct StrokedPathTests {
    @Test func strokedPathOutlinesTheStroke() {
        var line = Path()
        line.move(to: CGPoint(x: 20, y: 50)); line.addLine(to: CGPoint(x: 80, y: 50))
        let butt = line.strokedPath(StrokeStyle(lineWidth: 4))
        expectEqual(butt.boundingRect, CGRect(x: 20, y: 48, width: 60, height: 4))
        #expect(butt.contains(CGPoint(x: 50, y: 51)) && !butt.contains(CGPoint(x: 50, y: 53)))
        let round = line.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round))
        #expect(abs(round.boundingRect.minX - 18) < 0.01 && abs(round.boundingRect.maxX - 82) < 0.01)
        #expect(round.contains(CGPoint(x: 81, y: 50)) && !butt.contains(CGPoint(x: 81, y: 50)))
        #expect(Path().strokedPath(StrokeStyle(lineWidth: 3)).isEmpty)
    }
}

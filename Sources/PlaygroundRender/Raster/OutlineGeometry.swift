import Foundation
import PlaygroundUI

/// A point in device pixels.
typealias Vec2 = SIMD2<Double>

/// Turns display-list outlines into closed polygons in device pixels, flattened finely enough
/// (≤ 0.1 px error) for the anti-aliased rasteriser. Every contour runs clockwise on screen and
/// starts at the top-left, like CoreGraphics' paths, so dash patterns start where SwiftUI's do.
enum OutlineGeometry {
    /// A shape reduced to what the flattener needs.
    enum Form {
        /// A rectangle with elliptical corners of radii (rx, ry); `continuous` selects the
        /// squircle-like corner of `RoundedCornerStyle.continuous`.
        case roundedRect(rect: CGRect, rx: Double, ry: Double, continuous: Bool)
        case ellipse(rect: CGRect)
    }

    /// The form of `outline` inside `rect` (points).
    static func form(_ outline: ShapeOutline, rect: CGRect) -> Form {
        let r = rect.standardized
        switch outline {
        case .rectangle:
            return .roundedRect(rect: r, rx: 0, ry: 0, continuous: false)
        case let .roundedRectangle(cornerSize, style):
            let rx = min(max(Double(cornerSize.width), 0), Double(r.width) / 2)
            let ry = min(max(Double(cornerSize.height), 0), Double(r.height) / 2)
            return .roundedRect(rect: r, rx: rx, ry: ry, continuous: style == .continuous)
        case .capsule:
            let radius = Double(min(r.width, r.height)) / 2
            return .roundedRect(rect: r, rx: radius, ry: radius, continuous: false)
        case .ellipse:
            return .ellipse(rect: r)
        case .path:
            // Paths are drawn by `PathGeometry`; as a form, a path is its bounding rect.
            return .roundedRect(rect: r, rx: 0, ry: 0, continuous: false)
        }
    }

    /// `form` grown by `d` points on every side (shrunk when `d` is negative); corner radii grow
    /// with it. Nil when it shrinks to nothing.
    static func offset(_ form: Form, by d: Double) -> Form? {
        switch form {
        case let .roundedRect(rect, rx, ry, continuous):
            let r = rect.insetBy(dx: -d, dy: -d)
            if r.width <= 0 || r.height <= 0 { return nil }
            let grow = { (v: Double) in v > 0 ? max(v + d, 0) : 0 }
            return .roundedRect(rect: r, rx: min(grow(rx), Double(r.width) / 2),
                                ry: min(grow(ry), Double(r.height) / 2), continuous: continuous)
        case let .ellipse(rect):
            let r = rect.insetBy(dx: -d, dy: -d)
            if r.width <= 0 || r.height <= 0 { return nil }
            return .ellipse(rect: r)
        }
    }

    /// The closed polygon of `form` in device pixels at `scale` pixels per point.
    static func polygon(_ form: Form, scale: Double) -> [Vec2] {
        switch form {
        case let .roundedRect(rect, rx, ry, continuous):
            return roundedRect(rect, rx: rx, ry: ry, continuous: continuous, scale: scale)
        case let .ellipse(rect):
            return ellipse(rect, scale: scale)
        }
    }

    /// Segments for an arc of `angle` radians and radius `radius` px so the error stays ≤ 0.1 px.
    static func segments(radius: Double, angle: Double) -> Int {
        if !(radius > 0.5) { return 1 }   // NaN too
        let step = 2 * acos(max(-1, 1 - 0.1 / radius))
        // A huge radius makes the step 0 (the count infinite): bound it before converting.
        let n = angle / step
        return n.isNaN ? 2 : Int(min(512, max(2, n.rounded(.up))))
    }

    private static func ellipse(_ rect: CGRect, scale: Double) -> [Vec2] {
        let cx = Double(rect.midX) * scale, cy = Double(rect.midY) * scale
        let a = Double(rect.width) / 2 * scale, b = Double(rect.height) / 2 * scale
        let n = max(8, segments(radius: max(a, b), angle: 2 * .pi))
        return (0..<n).map { i in
            let t = Double(i) / Double(n) * 2 * .pi
            return Vec2(cx + a * cos(t), cy + b * sin(t))
        }
    }

    private static func roundedRect(_ rect: CGRect, rx: Double, ry: Double, continuous: Bool,
                                    scale: Double) -> [Vec2] {
        let minX = Double(rect.minX) * scale, maxX = Double(rect.maxX) * scale
        let minY = Double(rect.minY) * scale, maxY = Double(rect.maxY) * scale
        var sx = rx * scale, sy = ry * scale
        let unit: [Vec2]
        if sx <= 0.01 || sy <= 0.01 {
            unit = [Vec2(0, 0)]; sx = 0; sy = 0
        } else if continuous {
            // The continuous corner extends 1.52866 radii along each edge; shrink it to fit.
            let limit = min(maxX - minX, maxY - minY) / 2 / 1.52866483
            sx = min(sx, limit); sy = min(sy, limit)
            // The middle curve turns through about 60°; flatten it (and the others) finely enough.
            unit = continuousCorner(segmentsPerCurve: max(4, segments(radius: max(sx, sy), angle: .pi / 3)))
        } else {
            unit = circularCorner(segments: segments(radius: max(sx, sy), angle: .pi / 2))
        }
        // Corners clockwise from the top-left; the unit corner is the top-right one.
        let corners: [(Vec2, Int)] = [(Vec2(minX, minY), 3), (Vec2(maxX, minY), 0),
                                      (Vec2(maxX, maxY), 1), (Vec2(minX, maxY), 2)]
        var points: [Vec2] = []
        points.reserveCapacity(unit.count * 4)
        for (corner, turns) in corners {
            for u in unit {
                var v = u
                for _ in 0..<turns { v = Vec2(-v.y, v.x) }
                points.append(corner + Vec2(v.x * sx, v.y * sy))
            }
        }
        return points
    }

    /// The top-right quarter circle of radius 1, relative to the corner, top edge → right edge.
    private static func circularCorner(segments n: Int) -> [Vec2] {
        (0...n).map { i in
            let t = Double(i) / Double(n) * .pi / 2
            return Vec2(-1 + sin(t), 1 - cos(t))
        }
    }

    /// The top-right continuous corner (the iOS 7 squircle-like path) for radius 1.
    private static func continuousCorner(segmentsPerCurve n: Int) -> [Vec2] {
        var pts: [Vec2] = [Vec2(-1.52866483, 0)]
        func cubic(_ c1: Vec2, _ c2: Vec2, _ end: Vec2) {
            let start = pts[pts.count - 1]
            for i in 1...n {
                let t = Double(i) / Double(n), u = 1 - t
                pts.append(start * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + end * (t * t * t))
            }
        }
        cubic(Vec2(-1.08849323, 0), Vec2(-0.86840689, 0), Vec2(-0.66993427, 0.06549600))
        pts.append(Vec2(-0.63149399, 0.07491100))
        cubic(Vec2(-0.37282392, 0.16906013), Vec2(-0.16906013, 0.37282392), Vec2(-0.07491100, 0.63149399))
        pts.append(Vec2(-0.06549600, 0.66993427))
        cubic(Vec2(0, 0.86840689), Vec2(0, 1.08849323), Vec2(0, 1.52866483))
        return pts
    }
}

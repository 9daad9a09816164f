import Foundation
import PlaygroundUI

/// Turns a stroked outline into fillable polygons in device pixels: a ring (outer contour plus a
/// reversed inner contour) for solid strokes, and one polygon set per dash for dashed ones, with
/// the style's caps and joins.
enum StrokeGeometry {
    /// The polygons covering the stroke of `outline` in `rect` (points) at `scale`.
    static func contours(outline: ShapeOutline, rect: CGRect, style: StrokeStyle, scale: Double) -> [[Vec2]] {
        let width = Double(style.lineWidth)
        guard width > 0, width.isFinite else { return [] }
        let half = width / 2
        let form = OutlineGeometry.form(outline, rect: rect)
        let dashes = style.dash.map { Double($0) }
        if !dashes.isEmpty, dashes.allSatisfy({ $0 >= 0 && $0.isFinite }), dashes.reduce(0, +) > 0 {
            let path = OutlineGeometry.polygon(form, scale: scale)
            return dashed(path: path, pattern: dashes.map { $0 * scale }, phase: Double(style.dashPhase) * scale,
                          halfWidth: half * scale, style: style)
        }
        var result: [[Vec2]] = [outer(form, half: half, style: style, scale: scale)]
        if let inner = OutlineGeometry.offset(form, by: -half) {
            result.append(OutlineGeometry.polygon(inner, scale: scale).reversed())
        }
        return result
    }

    /// The outside edge of a solid stroke; sharp corners follow the join style.
    private static func outer(_ form: OutlineGeometry.Form, half: Double, style: StrokeStyle, scale: Double) -> [Vec2] {
        if case let .roundedRect(rect, rx, ry, _) = form, rx <= 0 || ry <= 0 {
            let grown = rect.insetBy(dx: -half, dy: -half)
            let miterOK = style.lineJoin == .miter && Double(style.miterLimit) >= 2.0.squareRoot()
            if style.lineJoin == .round {
                return OutlineGeometry.polygon(.roundedRect(rect: grown, rx: half, ry: half, continuous: false), scale: scale)
            }
            if !miterOK {
                let (x0, y0) = (Double(grown.minX) * scale, Double(grown.minY) * scale)
                let (x1, y1) = (Double(grown.maxX) * scale, Double(grown.maxY) * scale)
                let h = half * scale
                return [Vec2(x0, y0 + h), Vec2(x0 + h, y0), Vec2(x1 - h, y0), Vec2(x1, y0 + h),
                        Vec2(x1, y1 - h), Vec2(x1 - h, y1), Vec2(x0 + h, y1), Vec2(x0, y1 - h)]
            }
        }
        return OutlineGeometry.polygon(OutlineGeometry.offset(form, by: half) ?? form, scale: scale)
    }

    // MARK: Dashes

    private static func dashed(path: [Vec2], pattern: [Double], phase: Double, halfWidth: Double,
                               style: StrokeStyle) -> [[Vec2]] {
        guard path.count > 1 else { return [] }
        let closed = path + [path[0]]
        let period = pattern.reduce(0, +)
        var index = 0
        var remaining = pattern[0]
        var on = true
        // Skip `phase` into the pattern.
        var skip = phase.truncatingRemainder(dividingBy: period)
        if skip < 0 { skip += period }
        while skip > 0 {
            if skip >= remaining {
                skip -= remaining; index = (index + 1) % pattern.count; remaining = pattern[index]; on = index % 2 == 0
            } else { remaining -= skip; skip = 0 }
        }
        var pieces: [[Vec2]] = []
        var current: [Vec2] = on ? [closed[0]] : []
        var guardCount = 0
        for i in 1..<closed.count {
            var a = closed[i - 1]
            let b = closed[i]
            var segLeft = simdLength(b - a)
            while segLeft > 0 {
                guardCount += 1
                if guardCount > 200_000 { return pieces }   // absurd pattern: stop, don't hang
                if remaining >= segLeft {
                    remaining -= segLeft; segLeft = 0
                    if on { current.append(b) }
                } else {
                    let p = a + (b - a) * (remaining / segLeft)
                    segLeft -= remaining; a = p
                    if on { current.append(p); pieces.append(current); current = [] } else { current = [p] }
                    on.toggle(); index = (index + 1) % pattern.count; remaining = pattern[index]
                }
            }
        }
        if on, current.count > 1 { pieces.append(current) }
        return pieces.flatMap { polyline($0, half: halfWidth, style: style) }
    }

    /// Polygons covering an open polyline stroked `2 * half` px wide.
    private static func polyline(_ pts: [Vec2], half: Double, style: StrokeStyle) -> [[Vec2]] {
        var pts = pts
        // Drop repeated points.
        pts = pts.enumerated().filter { $0.offset == 0 || simdLength($0.element - pts[$0.offset - 1]) > 1e-9 }.map(\.element)
        guard pts.count > 1 else { return [] }
        if style.lineCap == .square {
            let d0 = normalized(pts[0] - pts[1]), d1 = normalized(pts[pts.count - 1] - pts[pts.count - 2])
            pts[0] += d0 * half; pts[pts.count - 1] += d1 * half
        }
        var out: [[Vec2]] = []
        for i in 1..<pts.count {
            let p = pts[i - 1], q = pts[i]
            let n = normal(q - p) * half
            out.append(oriented([p + n, q + n, q - n, p - n]))
        }
        for i in 1..<(pts.count - 1) {
            let v = pts[i]
            let n1 = normal(pts[i] - pts[i - 1]) * half, n2 = normal(pts[i + 1] - pts[i]) * half
            let turn = acos(max(-1, min(1, simdDot(n1, n2) / (half * half))))
            if turn > 0.3, style.lineJoin == .round {
                out.append(circle(v, half))
            } else if turn > 0.3, style.lineJoin == .miter, 1 / cos(turn / 2) <= Double(style.miterLimit) {
                for s in [1.0, -1.0] {
                    let m = (n1 + n2) * s
                    let miter = v + m * (half * half / max(simdDot(n1 * s, m), 1e-9))
                    out.append(oriented([v, v + n1 * s, miter, v + n2 * s]))
                }
            } else {
                out.append(oriented([v, v + n1, v + n2]))
                out.append(oriented([v, v - n1, v - n2]))
            }
        }
        if style.lineCap == .round {
            out.append(circle(pts[0], half)); out.append(circle(pts[pts.count - 1], half))
        }
        return out
    }

    private static func normalized(_ v: Vec2) -> Vec2 {
        let l = simdLength(v); return l > 0 ? v / l : Vec2(0, 0)
    }
    private static func normal(_ v: Vec2) -> Vec2 { let u = normalized(v); return Vec2(-u.y, u.x) }

    private static func circle(_ c: Vec2, _ r: Double) -> [Vec2] {
        let n = max(8, OutlineGeometry.segments(radius: r, angle: 2 * .pi))
        return (0..<n).map { i in let t = Double(i) / Double(n) * 2 * .pi; return c + Vec2(r * cos(t), r * sin(t)) }
    }

    /// `poly` with a positive signed area (so overlapping pieces add up instead of cancelling).
    private static func oriented(_ poly: [Vec2]) -> [Vec2] {
        var area = 0.0
        for i in 0..<poly.count {
            let a = poly[i], b = poly[(i + 1) % poly.count]
            area += a.x * b.y - b.x * a.y
        }
        return area < 0 ? poly.reversed() : poly
    }
}

@inline(__always) func simdLength(_ v: SIMD2<Double>) -> Double { (v.x * v.x + v.y * v.y).squareRoot() }
@inline(__always) func simdDot(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Double { a.x * b.x + a.y * b.y }

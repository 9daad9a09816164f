import Foundation

/// Turns a stroked path into polygons that cover the stroke (segments, joins, caps, dashes), all
/// wound the same way so that where they overlap the coverage saturates (non-zero) instead of
/// cancelling. Used by the rasteriser (in device pixels) and by `Path.strokedPath` (in points).
package enum PathStroker {
    package typealias Vec2 = SIMD2<Double>
    // simd's helper functions are Apple-only; these are the few needed.
    @inline(__always) private static func simd_length(_ v: Vec2) -> Double { (v.x * v.x + v.y * v.y).squareRoot() }
    @inline(__always) private static func simd_distance(_ a: Vec2, _ b: Vec2) -> Double { simd_length(a - b) }
    @inline(__always) private static func simd_dot(_ a: Vec2, _ b: Vec2) -> Double { a.x * b.x + a.y * b.y }
    @inline(__always) private static func simd_normalize(_ v: Vec2) -> Vec2 { let l = simd_length(v); return l > 0 ? v / l : v }

    /// The polygons covering `path` stroked with `style`, at `scale` units per point, curves
    /// flattened within `tolerance` of those units.
    package static func polygons(_ path: Path, style: StrokeStyle, scale: Double, tolerance: Double) -> [[Vec2]] {
        let h = Double(style.lineWidth) / 2 * scale
        guard h > 0, h.isFinite else { return [] }
        var out: [[Vec2]] = []
        let dashes = style.dash.map { Double($0) * scale }
        let dashed = !dashes.isEmpty && dashes.allSatisfy { $0 >= 0 && $0.isFinite } && dashes.reduce(0, +) > 0
        for sub in path.flattened(tolerance: CGFloat(tolerance / max(scale, 1e-6))) {
            var pts: [Vec2] = []
            for p in sub.points {
                let v = Vec2(Double(p.x) * scale, Double(p.y) * scale)
                guard v.x.isFinite, v.y.isFinite else { continue }
                if let last = pts.last, simd_distance(last, v) < 1e-9 { continue }
                pts.append(v)
            }
            var closed = sub.isClosed
            if closed, pts.count > 1, simd_distance(pts[0], pts[pts.count - 1]) < 1e-9 { pts.removeLast() }
            if pts.count < 2 { closed = false }
            // A pattern finer than the rasteriser can show over a long path (more than 50,000
            // dashes) is drawn solid rather than split into millions of pieces.
            var length = 0.0
            for i in 1..<max(pts.count, 1) { length += simd_distance(pts[i - 1], pts[i]) }
            let tooFine = dashed && (!length.isFinite || length / dashes.reduce(0, +) > 50_000)
            if dashed && !tooFine {
                let line = closed ? pts + [pts[0]] : pts
                for piece in dash(line, pattern: dashes, phase: Double(style.dashPhase) * scale) {
                    stroke(piece, closed: false, h: h, style: style, tolerance: tolerance, into: &out)
                }
            } else {
                stroke(pts, closed: closed, h: h, style: style, tolerance: tolerance, into: &out)
            }
        }
        return out.map(clockwise)
    }

    /// Appends the polygons of one polyline's stroke.
    private static func stroke(_ pts: [Vec2], closed: Bool, h: Double, style: StrokeStyle, tolerance: Double, into out: inout [[Vec2]]) {
        // A subpath whose every point was dropped (NaN or infinite, e.g. a shape drawn in a
        // zero-sized rect) strokes nothing; `0..<(count - 1)` below would trap.
        if pts.isEmpty { return }
        if pts.count == 1 {
            // A zero-length subpath: round and square caps draw a dot, butt caps nothing.
            switch style.lineCap {
            case .round: out.append(circle(pts[0], h, tolerance: tolerance))
            case .square: out.append([pts[0] + Vec2(-h, -h), pts[0] + Vec2(h, -h), pts[0] + Vec2(h, h), pts[0] + Vec2(-h, h)])
            default: break
            }
            return
        }
        let n = pts.count
        let segments = closed ? n : n - 1
        for i in 0..<segments {
            let a = pts[i], b = pts[(i + 1) % n]
            let d = b - a, len = simd_length(d)
            guard len > 0 else { continue }
            let nrm = Vec2(-d.y, d.x) / len * h
            out.append([a + nrm, b + nrm, b - nrm, a - nrm])
        }
        // Joins at interior vertices (and every vertex of a closed subpath).
        let joins = closed ? Array(0..<n) : Array(1..<(n - 1))
        for i in joins {
            let p = pts[i], prev = pts[(i - 1 + n) % n], next = pts[(i + 1) % n]
            join(prev, p, next, h: h, style: style, tolerance: tolerance, into: &out)
        }
        if !closed {
            cap(pts[0], toward: pts[1], h: h, style: style, tolerance: tolerance, into: &out)
            cap(pts[n - 1], toward: pts[n - 2], h: h, style: style, tolerance: tolerance, into: &out)
        }
    }

    private static func join(_ a: Vec2, _ p: Vec2, _ b: Vec2, h: Double, style: StrokeStyle, tolerance: Double, into out: inout [[Vec2]]) {
        let d1 = p - a, d2 = b - p
        let l1 = simd_length(d1), l2 = simd_length(d2)
        guard l1 > 0, l2 > 0 else { return }
        let u1 = d1 / l1, u2 = d2 / l2
        let cross = u1.x * u2.y - u1.y * u2.x
        if abs(cross) < 1e-12 && simd_dot(u1, u2) > 0 { return }   // straight on
        switch style.lineJoin {
        case .round:
            out.append(circle(p, h, tolerance: tolerance))
        default:
            // The outer side: where the offset edges open a gap.
            let side: Double = cross > 0 ? -1 : 1
            let n1 = Vec2(-u1.y, u1.x) * h * side, n2 = Vec2(-u2.y, u2.x) * h * side
            let e1 = p + n1, e2 = p + n2
            if style.lineJoin == .miter {
                let cosTheta = max(-1, min(1, simd_dot(-u1, u2)))
                let sinHalf = ((1 - cosTheta) / 2).squareRoot()
                if sinHalf > 1e-9, 1 / sinHalf <= Double(style.miterLimit) {
                    let bis = simd_normalize(n1 / h + n2 / h)
                    let tip = p + bis * (h / sinHalf)
                    out.append([p, e1, tip, e2])
                    return
                }
            }
            out.append([p, e1, e2])   // bevel (and a miter past its limit)
        }
    }

    private static func cap(_ p: Vec2, toward q: Vec2, h: Double, style: StrokeStyle, tolerance: Double, into out: inout [[Vec2]]) {
        let d = p - q, len = simd_length(d)
        guard len > 0 else { return }
        let u = d / len, nrm = Vec2(-u.y, u.x) * h
        switch style.lineCap {
        case .round: out.append(circle(p, h, tolerance: tolerance))
        case .square: out.append([p + nrm, p + nrm + u * h, p - nrm + u * h, p - nrm])
        default: break
        }
    }

    /// A circle of radius `r` around `c`, flattened within the tolerance.
    static func circle(_ c: Vec2, _ r: Double, tolerance: Double) -> [Vec2] {
        // For a huge radius acos(…) is 0 and the count infinite: bounded as a Double first.
        let wanted = (Double.pi / acos(max(-1, 1 - tolerance / max(r, tolerance)))).rounded(.up)
        let n = wanted.isNaN ? 8 : Int(max(8, min(512, wanted)))
        return (0..<n).map { i in
            let a = Double(i) / Double(n) * 2 * .pi
            return c + Vec2(cos(a), sin(a)) * r
        }
    }

    /// Splits a polyline into the "on" pieces of a dash pattern, starting `phase` into it.
    static func dash(_ pts: [Vec2], pattern: [Double], phase: Double) -> [[Vec2]] {
        let total = pattern.reduce(0, +)
        guard total > 0, pts.count > 1 else { return [pts] }
        var index = 0
        var left = phase.truncatingRemainder(dividingBy: total)
        if left < 0 { left += total }
        while left >= pattern[index] { left -= pattern[index]; index = (index + 1) % pattern.count }
        var remaining = pattern[index] - left
        var on = index % 2 == 0
        var pieces: [[Vec2]] = []
        var current: [Vec2] = on ? [pts[0]] : []
        var budget = 1_000_000
        for i in 1..<pts.count {
            var a = pts[i - 1]
            let b = pts[i]
            var segLeft = simd_length(b - a)
            guard segLeft > 0 else { continue }
            let u = (b - a) / segLeft
            while segLeft > remaining, budget > 0 {
                budget -= 1
                a = a + u * remaining
                segLeft -= remaining
                if on { current.append(a); pieces.append(current); current = [] } else { current = [a] }
                on.toggle()
                index = (index + 1) % pattern.count
                remaining = pattern[index]
            }
            remaining -= segLeft
            if on { current.append(b) }
        }
        if on, current.count > 1 { pieces.append(current) }
        return pieces.filter { $0.count > 1 }
    }

    /// `p` wound clockwise on screen (positive signed area with y down).
    private static func clockwise(_ p: [Vec2]) -> [Vec2] {
        var area = 0.0
        var prev = p[p.count - 1]
        for q in p { area += prev.x * q.y - q.x * prev.y; prev = q }
        return area < 0 ? p.reversed() : p
    }
}

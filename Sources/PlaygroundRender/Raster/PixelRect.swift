/// An integer rectangle in device pixels (half-open: `x0..<x1`, `y0..<y1`).
package struct PixelRect: Equatable, Sendable {
    package var x0: Int, y0: Int, x1: Int, y1: Int

    package static let empty = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)
    package var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
    // Comparisons written out: the painting passes ask these for every row they paint, and the
    // generic `min`/`max` are calls through witnesses in a debug build (docs/rendering.md "Debug builds").
    package var width: Int { x1 > x0 ? x1 - x0 : 0 }
    package var height: Int { y1 > y0 ? y1 - y0 : 0 }

    func intersection(_ o: PixelRect) -> PixelRect {
        let r = PixelRect(x0: o.x0 > x0 ? o.x0 : x0, y0: o.y0 > y0 ? o.y0 : y0,
                          x1: o.x1 < x1 ? o.x1 : x1, y1: o.y1 < y1 ? o.y1 : y1)
        return r.isEmpty ? .empty : r
    }
    func union(_ o: PixelRect) -> PixelRect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        return PixelRect(x0: o.x0 < x0 ? o.x0 : x0, y0: o.y0 < y0 ? o.y0 : y0,
                         x1: o.x1 > x1 ? o.x1 : x1, y1: o.y1 > y1 ? o.y1 : y1)
    }
    func insetBy(_ d: Int) -> PixelRect { PixelRect(x0: x0 + d, y0: y0 + d, x1: x1 - d, y1: y1 - d) }
    func offsetBy(dx: Int, dy: Int) -> PixelRect { PixelRect(x0: x0 + dx, y0: y0 + dy, x1: x1 + dx, y1: y1 + dy) }

    /// `v` (pixels) rounded by `rule` and clamped to ±10⁷, NaN as 0: a coordinate far beyond any
    /// canvas (16,384 px at most) draws the same as one at the clamp, and a conversion of an
    /// infinite, NaN or huge value must not trap (`Int(_:)` does).
    @inline(__always) static func coordinate(_ v: Double, _ rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> Int {
        if v.isNaN { return 0 }
        return Int(Swift.min(Swift.max(v, -1e7), 1e7).rounded(rule))
    }

    /// The smallest pixel rect containing the points' bounding box.
    static func enclosing(_ contours: [[SIMD2<Double>]]) -> PixelRect {
        var lo = SIMD2<Double>(repeating: .infinity), hi = SIMD2<Double>(repeating: -.infinity)
        for c in contours { for p in c { lo = pointwiseMin(lo, p); hi = pointwiseMax(hi, p) } }
        guard lo.x.isFinite, hi.x.isFinite, lo.y.isFinite, hi.y.isFinite else { return .empty }
        return PixelRect(x0: coordinate(lo.x, .down), y0: coordinate(lo.y, .down), x1: coordinate(hi.x, .up), y1: coordinate(hi.y, .up))
    }
}

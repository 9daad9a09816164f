/// Exact-area anti-aliased polygon rasteriser (the signed-area accumulation method of font-rs).
///
/// Every edge adds its signed covered area to an accumulation buffer; a running sum along each
/// row then gives each pixel's coverage, clamped to 0…1. Contours drawn in one call are combined
/// with a non-zero-like rule (same-orientation overlaps saturate; an opposite contour cuts a hole).
/// Pure float arithmetic in a fixed order, so the output is identical from run to run.
final class CoverageRasterizer {
    private var accumulator: [Float] = []
    private var row: [Float] = []

    /// Rasterises `contours` (closed polygons in pixel coordinates) inside `clip` and calls
    /// `body(y, x0, count, coverage)` for every covered row that lies in `rows` (all rows when
    /// nil). A row's coverage depends only on the contours and `clip`, never on `rows`, so a
    /// partial repaint gives the same values a full one does.
    /// `evenOdd`: coverage by the even-odd rule (a doubly covered pixel is empty) instead of
    /// saturating.
    func rasterize(_ contours: [[SIMD2<Double>]], within clip: PixelRect, rows: Range<Int>? = nil, evenOdd: Bool = false,
                   _ body: (_ y: Int, _ x0: Int, _ count: Int, _ coverage: UnsafePointer<Float>) -> Void) {
        let region = PixelRect.enclosing(contours).intersection(clip)
        if region.isEmpty { return }
        let bandLo = max(0, (rows?.lowerBound ?? region.y0) - region.y0)
        let bandHi = min(region.height, (rows?.upperBound ?? region.y1) - region.y0)
        if bandLo >= bandHi { return }
        let w = region.width, h = bandHi - bandLo, stride = w + 2
        let needed = stride * h
        if accumulator.count < needed { accumulator = [Float](repeating: 0, count: needed) }
        if row.count < w { row = [Float](repeating: 0, count: w) }
        let ox = Double(region.x0), oy = Double(region.y0)
        accumulator.withUnsafeMutableBufferPointer { accBuf in
            let acc = accBuf.baseAddress!
            acc.update(repeating: 0, count: needed)
            for contour in contours where contour.count > 1 {
                var previous = contour[contour.count - 1]
                for p in contour {
                    addLine(acc, stride: stride, width: w, height: region.height, band: bandLo..<bandHi,
                            x0: previous.x - ox, y0: previous.y - oy, x1: p.x - ox, y1: p.y - oy)
                    previous = p
                }
            }
            row.withUnsafeMutableBufferPointer { rowBuf in
                let out = rowBuf.baseAddress!
                for y in 0..<h {
                    var sum: Float = 0
                    let line = acc + y * stride
                    var any = false
                    for x in 0..<w {
                        sum += line[x]
                        var c = min(abs(sum), 1)
                        if evenOdd {
                            let m = abs(sum).truncatingRemainder(dividingBy: 2)
                            c = m > 1 ? 2 - m : m
                        }
                        out[x] = c
                        if c > 0 { any = true }
                    }
                    if any { body(region.y0 + bandLo + y, region.x0, w, UnsafePointer(out)) }
                }
            }
        }
    }

    /// Adds one edge's coverage. The edge is walked over the whole region (`height` rows) so
    /// every row's values are the same whatever `band` is; only rows in `band` are stored, at
    /// `acc + (row - band.lowerBound) * stride`.
    private func addLine(_ acc: UnsafeMutablePointer<Float>, stride: Int, width: Int, height: Int, band: Range<Int>,
                         x0 ax: Double, y0 ay: Double, x1 bx: Double, y1 by: Double) {
        if ay == by || !ax.isFinite || !ay.isFinite || !bx.isFinite || !by.isFinite { return }
        let dir: Float
        var xa = ax, ya = ay, xb = bx, yb = by
        if ya < yb { dir = 1 } else { dir = -1; swap(&xa, &xb); swap(&ya, &yb) }
        let hh = Double(height)
        if yb <= 0 || ya >= hh { return }
        let dxdy = (xb - xa) / (yb - ya)
        if ya < 0 { xa -= ya * dxdy; ya = 0 }
        if yb > hh { yb = hh }
        let maxX = Double(width)
        var x = xa
        var y = Int(ya.rounded(.down))
        let yEnd = min(Int(yb.rounded(.up)), band.upperBound)
        while y < yEnd {
            let dy = min(Double(y + 1), yb) - max(Double(y), ya)
            let xnext = x + dxdy * dy
            if y < band.lowerBound { x = xnext; y += 1; continue }
            // Huge coordinates (an edge-on projection, 1e300 points) can make the slope infinite
            // and x NaN; such a row gets nothing (and NaN must not reach the Int conversions).
            if x.isNaN || xnext.isNaN { x = xnext; y += 1; continue }
            let d = Float(dy) * dir
            let line = acc + (y - band.lowerBound) * stride
            let lo = min(max(min(x, xnext), 0), maxX), hi = min(max(max(x, xnext), 0), maxX)
            let loFloor = lo.rounded(.down), hiCeil = hi.rounded(.up)
            let i0 = Int(loFloor), i1 = Int(hiCeil)
            if i1 <= i0 + 1 {
                let xmf = Float(0.5 * (lo + hi) - loFloor)
                line[i0] += d - d * xmf
                line[i0 + 1] += d * xmf
            } else {
                let s = Float(1 / (hi - lo))
                let x0f = Float(lo - loFloor)
                let a0 = 0.5 * s * (1 - x0f) * (1 - x0f)
                let x1f = Float(hi - hiCeil + 1)
                let am = 0.5 * s * x1f * x1f
                line[i0] += d * a0
                if i1 == i0 + 2 {
                    line[i0 + 1] += d * (1 - a0 - am)
                } else {
                    let a1 = s * (1.5 - x0f)
                    line[i0 + 1] += d * (a1 - a0)
                    var i = i0 + 2
                    while i < i1 - 1 { line[i] += d * s; i += 1 }
                    let a2 = a1 + Float(i1 - i0 - 3) * s
                    line[i1 - 1] += d * (1 - a2 - am)
                }
                line[i1] += d * am
            }
            x = xnext
            y += 1
        }
    }
}

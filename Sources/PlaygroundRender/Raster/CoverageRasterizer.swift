import Foundation

/// Exact-area anti-aliased polygon rasteriser (the signed-area accumulation method of font-rs).
///
/// Every edge adds its signed covered area to an accumulation buffer; a running sum along each
/// row then gives each pixel's coverage, clamped to 0…1. Contours drawn in one call are combined
/// with a non-zero-like rule (same-orientation overlaps saturate; an opposite contour cuts a hole).
/// Pure float arithmetic in a fixed order, so the output is identical from run to run.
final class CoverageRasterizer {
    private let accumulator = ScratchBuffer<Float>()
    private let row = ScratchBuffer<Float>()
    /// Per stored row: how many column spans its edges touched (`denseRow` once more than
    /// `spansPerRow`), and the spans themselves (`spansPerRow` pairs of first and end column).
    private let spanCounts = ScratchBuffer<Int32>()
    private let spanBounds = ScratchBuffer<Int32>()
    private let segments = ScratchBuffer<CoverageSegment>()
    /// The one span of a dense row: every column (and the two cells past the last).
    private let wholeRow = ScratchBuffer<Int32>()

    /// Spans remembered per row; a row whose edges touch more (text-like outlines) is summed
    /// column by column. 0 sums every row column by column (tests compare the two).
    private let spansPerRow: Int
    fileprivate static let denseRow: Int32 = -1

    init(spansPerRow: Int = 6) { self.spansPerRow = max(0, spansPerRow) }

    /// Rasterises `contours` (closed polygons in pixel coordinates) inside `clip` and calls
    /// `body` for every covered row that lies in `rows` (all rows when nil). A row's coverage
    /// depends only on the contours and `clip`, never on `rows`, so a partial repaint gives the
    /// same values a full one does.
    /// `evenOdd`: coverage by the even-odd rule (a doubly covered pixel is empty) instead of
    /// saturating.
    ///
    /// Columns no edge touches have the coverage of the column before them, so a row comes as
    /// segments: columns summed one by one where edges cross, and runs of one coverage between
    /// them (the inside of a rectangle is one run of 1). The values are those a column-by-column
    /// sum gives, bit for bit (adding a zero cell leaves the sum as it was).
    func rasterize(_ contours: [[SIMD2<Double>]], within clip: PixelRect, rows: Range<Int>? = nil, evenOdd: Bool = false,
                   _ body: (CoverageRow) -> Void) {
        let region = PixelRect.enclosing(contours).intersection(clip)
        if region.isEmpty { return }
        let bandLo = max(0, (rows?.lowerBound ?? region.y0) - region.y0)
        let bandHi = min(region.height, (rows?.upperBound ?? region.y1) - region.y0)
        if bandLo >= bandHi { return }
        let w = region.width, h = bandHi - bandLo, stride = w + 2
        let needed = stride * h
        let k = spansPerRow
        let ox = Double(region.x0), oy = Double(region.y0)
        // The accumulator is all zeros between calls: a fresh one is cleared once, and each row
        // clears the cells its edges wrote once it has been summed (only its spans, or the row
        // when dense) instead of the whole region being cleared for every shape.
        let acc = accumulator.reserve(needed, zeroed: true)
        let out = row.reserve(w)
        let counts = spanCounts.reserve(h)
        let bounds = spanBounds.reserve(h * k * 2)
        let segs = segments.reserve(2 * k + 2)
        let wholeRow = self.wholeRow.reserve(2)
        wholeRow[0] = 0
        wholeRow[1] = Int32(truncatingIfNeeded: stride)
        // memset, not update(repeating:), which a debug build runs element by element.
        memset(counts, 0, h * MemoryLayout<Int32>.stride)
        let spans = SpanTable(counts: counts, bounds: bounds, perRow: k)
        for contour in contours where contour.count > 1 {
            var previous = contour[contour.count - 1]
            for p in contour {
                addLine(acc, spans, stride: stride, width: w, height: region.height, band: bandLo..<bandHi,
                        x0: previous.x - ox, y0: previous.y - oy, x1: p.x - ox, y1: p.y - oy)
                previous = p
            }
        }
        // Written for the debug build too (docs/rendering.md "Debug builds"): pointer subscripts
        // and Float operators are inlined there; generic `min`/`abs`, range iterators and
        // `update(repeating:)` are not (`1 < a ? 1 : a` is `min(a, 1)`, NaN included).
        var y = 0
        while y < h {
            let line = acc + y * stride
            var sum: Float = 0
            var any = false
            var segmentCount = 0
            // A dense row (more spans than kept) is one span over the whole row.
            var spanCount = Int(counts[y])
            let rowSpans: UnsafeMutablePointer<Int32>
            if spanCount == Int(Self.denseRow) {
                rowSpans = wholeRow
                spanCount = 1
            } else {
                rowSpans = bounds + y * k * 2
                if spanCount > 1 { Self.sortAndMerge(rowSpans, spanCount) }
            }
            var x = 0
            var i = 0
            // The spans in column order, then the end of the row (`last`), each after the
            // untouched columns before it.
            while i <= spanCount {
                let last = i == spanCount
                let lo = last ? w : min(Int(rowSpans[2 * i]), w)
                let hi = last ? w : min(Int(rowSpans[2 * i + 1]), w)
                i += 1
                if lo >= hi && !last { continue }
                if x < lo {
                    // Untouched columns: the sum, and so the coverage, does not change.
                    let c = Self.coverage(sum, evenOdd)
                    if c > 0 {
                        segs[segmentCount] = CoverageSegment(start: x, count: lo - x, constant: c)
                        segmentCount += 1
                        any = true
                    }
                }
                if last { break }
                x = lo
                while x < hi {
                    sum += line[x]
                    let c = Self.coverage(sum, evenOdd)
                    out[x] = c
                    if c > 0 { any = true }
                    x += 1
                }
                segs[segmentCount] = CoverageSegment(start: lo, count: hi - lo, constant: -1)
                segmentCount += 1
            }
            // Back to zeros: the cells the edges wrote (up to column w + 1), summed or not.
            i = 0
            while i < spanCount {
                let lo = Int(rowSpans[2 * i]), hi = min(Int(rowSpans[2 * i + 1]), stride)
                if lo < hi { memset(line + lo, 0, (hi - lo) * MemoryLayout<Float>.stride) }
                i += 1
            }
            if any {
                body(CoverageRow(y: region.y0 + bandLo + y, x0: region.x0, count: w, values: UnsafePointer(out),
                                 segments: UnsafePointer(segs), segmentCount: segmentCount))
            }
            y += 1
        }
    }

    /// The coverage a running sum gives: saturating (min(|sum|, 1)) or by the even-odd rule.
    @inline(__always) private static func coverage(_ sum: Float, _ evenOdd: Bool) -> Float {
        let a = sum.magnitude
        if evenOdd {
            let m = a.truncatingRemainder(dividingBy: 2)
            return m > 1 ? 2 - m : m
        }
        return 1 < a ? 1 : a
    }

    /// Sorts a row's `count` spans by first column and merges those that overlap or touch, in
    /// place; merged-away entries become empty spans at the end.
    private static func sortAndMerge(_ spans: UnsafeMutablePointer<Int32>, _ count: Int) {
        if count < 2 { return }
        var i = 1
        while i < count {
            let lo = spans[2 * i], hi = spans[2 * i + 1]
            var j = i - 1
            while j >= 0 && spans[2 * j] > lo {
                spans[2 * j + 2] = spans[2 * j]; spans[2 * j + 3] = spans[2 * j + 1]
                j -= 1
            }
            spans[2 * j + 2] = lo; spans[2 * j + 3] = hi
            i += 1
        }
        var last = 0
        i = 1
        while i < count {
            if spans[2 * i] <= spans[2 * last + 1] {
                if spans[2 * i + 1] > spans[2 * last + 1] { spans[2 * last + 1] = spans[2 * i + 1] }
            } else {
                last += 1
                spans[2 * last] = spans[2 * i]; spans[2 * last + 1] = spans[2 * i + 1]
            }
            i += 1
        }
        i = last + 1
        while i < count { spans[2 * i] = 0; spans[2 * i + 1] = 0; i += 1 }
    }

    /// Where each stored row's edges wrote: `perRow` [first, end) column pairs a row.
    private struct SpanTable {
        let counts: UnsafeMutablePointer<Int32>
        let bounds: UnsafeMutablePointer<Int32>
        let perRow: Int

        /// Notes that row `y` (band-relative) has cells written in columns lo..<hi.
        @inline(__always) func note(_ y: Int, _ lo: Int, _ hi: Int) {
            let n = counts[y]
            if n == CoverageRasterizer.denseRow { return }
            if Int(n) == perRow { counts[y] = CoverageRasterizer.denseRow; return }
            let b = bounds + (y * perRow + Int(n)) * 2
            b[0] = Int32(truncatingIfNeeded: lo); b[1] = Int32(truncatingIfNeeded: hi)
            counts[y] = n + 1
        }
    }

    /// Adds one edge's coverage. The edge is walked over the whole region (`height` rows) so
    /// every row's values are the same whatever `band` is; only rows in `band` are stored, at
    /// `acc + (row - band.lowerBound) * stride`.
    private func addLine(_ acc: UnsafeMutablePointer<Float>, _ spans: SpanTable, stride: Int, width: Int, height: Int, band: Range<Int>,
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
            spans.note(y - band.lowerBound, i0, max(i1, i0 + 1) + 1)
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

/// One row of coverage from `CoverageRasterizer`: columns `x0 ..< x0 + count` (the shape's
/// extent in the clip), given as `segmentCount` segments in column order. A segment is either a
/// run of one coverage (`constant` ≥ 0) or columns whose coverages are in `values` (indexed from
/// `x0`). Columns in no segment have no coverage.
struct CoverageRow {
    let y: Int
    let x0: Int
    let count: Int
    let values: UnsafePointer<Float>
    let segments: UnsafePointer<CoverageSegment>
    let segmentCount: Int

    /// The columns (absolute) of `segment` that lie in `lo ..< hi`: `first ..< end`, empty when
    /// `first >= end`.
    @inline(__always) func columns(of segment: CoverageSegment, within lo: Int, _ hi: Int) -> (first: Int, end: Int) {
        let start = x0 + segment.start, stop = x0 + segment.start + segment.count
        return (start > lo ? start : lo, stop < hi ? stop : hi)
    }
}

/// Columns `start ..< start + count` of a `CoverageRow` (relative to its `x0`): all of coverage
/// `constant`, or, when `constant` is negative, each its own (`values`).
struct CoverageSegment {
    var start: Int
    var count: Int
    var constant: Float
}

/// Memory a rasteriser reuses from call to call: `reserve(n)` gives room for at least `n`
/// elements, uninitialised (only trivial types are kept here, and every element is written
/// before it is read), and the buffer is freed with its owner.
private final class ScratchBuffer<Element> {
    private var base: UnsafeMutablePointer<Element>?
    private var capacity = 0

    /// `zeroed`: a new allocation is cleared to zero bytes (the caller keeps it so).
    func reserve(_ n: Int, zeroed: Bool = false) -> UnsafeMutablePointer<Element> {
        if let base, capacity >= n { return base }
        base?.deallocate()
        capacity = max(n, capacity * 2, 16)
        let fresh = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
        if zeroed { memset(fresh, 0, capacity * MemoryLayout<Element>.stride) }
        base = fresh
        return fresh
    }

    deinit { base?.deallocate() }
}

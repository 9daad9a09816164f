import Foundation
import PlaygroundUI

/// The colour of a gradient at each pixel: a table of premultiplied colours along the gradient's
/// parameter t ∈ [0, 1], and the geometry in pixels that gives t at a pixel's centre.
/// Colours are interpolated unpremultiplied in sRGB between stops and held past the end stops
/// (docs/semantics.md §17.1).
struct GradientShader {
    private static let tableSize = 1024
    /// The colour table, and its colours (4 floats each) read through a pointer the table keeps
    /// valid for as long as this shader holds it: no array access per pixel.
    private let table: ColorTable
    private let colors: UnsafePointer<Float>
    private let geometry: GradientPaint.Geometry
    private let scale: Double
    /// A linear gradient's start and direction in points and the direction's squared length
    /// (`isLinear`), taken out of `geometry` once instead of at every pixel.
    private let isLinear: Bool
    private let sx: Double, sy: Double, dx: Double, dy: Double, len2: Double

    init(_ paint: GradientPaint, scale: Double, tables: inout Tables) {
        self.scale = scale
        geometry = paint.geometry
        table = tables.table(for: paint.stops)
        colors = UnsafePointer(table.colors)
        if case let .linear(s, e) = paint.geometry {
            isLinear = true
            sx = Double(s.x); sy = Double(s.y)
            dx = Double(e.x - s.x); dy = Double(e.y - s.y)
            len2 = dx * dx + dy * dy
        } else {
            isLinear = false
            sx = 0; sy = 0; dx = 0; dy = 0; len2 = 0
        }
    }

    /// `tableSize` premultiplied colours, 4 floats each, in one allocation freed with the table.
    final class ColorTable {
        let colors: UnsafeMutablePointer<Float>

        init(_ entries: [SIMD4<Float>]) {
            colors = .allocate(capacity: entries.count * 4)
            for (i, c) in entries.enumerated() {
                colors[4 * i] = c.x; colors[4 * i + 1] = c.y; colors[4 * i + 2] = c.z; colors[4 * i + 3] = c.w
            }
        }

        deinit { colors.deallocate() }
    }

    /// Colour tables by stops, kept across the frames a painting pass draws (the same gradients
    /// are drawn frame after frame; a table takes a thousand interpolations to make).
    struct Tables {
        private var entries: [([GradientPaint.Stop], ColorTable)] = []
        mutating func table(for stops: [GradientPaint.Stop]) -> ColorTable {
            if let i = entries.firstIndex(where: { $0.0 == stops }) { return entries[i].1 }
            let t = ColorTable(GradientShader.makeTable(stops))
            if entries.count >= 32 { entries.removeFirst() }
            entries.append((stops, t))
            return t
        }
    }

    private static func makeTable(_ stops: [GradientPaint.Stop]) -> [SIMD4<Float>] {
        let n = tableSize
        guard !stops.isEmpty else { return [SIMD4<Float>](repeating: .zero, count: n) }
        func rgba(_ c: ResolvedColor) -> SIMD4<Double> {
            SIMD4(min(max(c.red, 0), 1), min(max(c.green, 0), 1), min(max(c.blue, 0), 1), min(max(c.opacity, 0), 1))
        }
        var out = [SIMD4<Float>](repeating: .zero, count: n)
        var k = 0
        for i in 0..<n {
            let t = Double(i) / Double(n - 1)
            while k < stops.count && stops[k].location <= t { k += 1 }
            let c: SIMD4<Double>
            if k == 0 {
                c = rgba(stops[0].color)
            } else if k == stops.count {
                c = rgba(stops[stops.count - 1].color)
            } else {
                let a = stops[k - 1], b = stops[k]
                let span = b.location - a.location
                let f = span > 0 ? (t - a.location) / span : 1
                c = rgba(a.color) + (rgba(b.color) - rgba(a.color)) * f
            }
            out[i] = SIMD4(Float(c.x * c.w), Float(c.y * c.w), Float(c.z * c.w), Float(c.w))
        }
        return out
    }

    /// The gradient parameter at point `p` (points).
    func parameter(x: Double, y: Double) -> Double {
        switch geometry {
        case .linear:
            // Start, direction and squared length taken out of the geometry once (init).
            guard len2 > 0 else { return 0 }
            return ((x - sx) * dx + (y - sy) * dy) / len2
        case let .radial(c, r0, r1):
            let d = ((x - Double(c.x)) * (x - Double(c.x)) + (y - Double(c.y)) * (y - Double(c.y))).squareRoot()
            let span = Double(r1 - r0)
            guard span != 0 else { return d >= Double(r0) ? 1 : 0 }
            return (d - Double(r0)) / span
        case let .elliptical(c, radii, f0, f1):
            let rx = Double(radii.width), ry = Double(radii.height)
            guard rx > 0, ry > 0 else { return 1 }
            let u = (x - Double(c.x)) / rx, v = (y - Double(c.y)) / ry
            let d = (u * u + v * v).squareRoot()
            let span = Double(f1 - f0)
            guard span != 0 else { return d >= Double(f0) ? 1 : 0 }
            return (d - Double(f0)) / span
        case let .angular(c, a0, a1):
            let span = a1 - a0
            guard span > 0, span.isFinite else { return 0 }
            let turn = 2 * Double.pi
            var a = atan2(y - Double(c.y), x - Double(c.x)) - a0
            a = a - (a / turn).rounded(.down) * turn   // 0 ..< 2π past the start
            if span >= turn { return (a + span - turn) / span }   // the last full turn
            if a <= span { return a / span }
            // The gap after the end: the end colour, then the start colour from halfway.
            return (a - span) / (turn - span) < 0.5 ? 1 : 0
        }
    }

    /// The premultiplied colour at the centre of pixel (x, y).
    @inline(__always) func color(x: Int, y: Int) -> SIMD4<Float> {
        let c = tableEntry(parameter(x: (Double(x) + 0.5) / scale, y: (Double(y) + 0.5) / scale))
        return SIMD4(c[0], c[1], c[2], c[3])
    }

    /// The table's colour for parameter `t`: clamped to 0…1 (not finite: 0), nearest entry.
    /// `min`/`max` are written out and Foundation's `round` is `rounded()` (to nearest, halves
    /// away from zero): the generic ones and the rounding-rule enum go through witnesses in a
    /// debug build (docs/rendering.md "Debug builds").
    @inline(__always) private func tableEntry(_ t: Double) -> UnsafePointer<Float> {
        var clamped = 0.0
        if t.isFinite {
            let low = 0 >= t ? 0 : t            // max(t, 0)
            clamped = 1 < low ? 1 : low         // min(low, 1)
        }
        return colors + 4 * Int(Foundation.round(clamped * Double(Self.tableSize - 1)))
    }

    /// The colours of `count` pixels from (x, y) rightwards, 4 floats each, into `out`.
    func colors(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<Float>) {
        var i = 0
        if isLinear, len2 > 0 {
            // `parameter`'s linear case with its row term worked out once.
            let rowTerm = ((Double(y) + 0.5) / scale - sy) * dy
            while i < count {
                let c = tableEntry((((Double(x + i) + 0.5) / scale - sx) * dx + rowTerm) / len2)
                let o = out + 4 * i
                o[0] = c[0]; o[1] = c[1]; o[2] = c[2]; o[3] = c[3]
                i += 1
            }
            return
        }
        while i < count {
            let c = color(x: x + i, y: y)
            out[4 * i] = c.x; out[4 * i + 1] = c.y; out[4 * i + 2] = c.z; out[4 * i + 3] = c.w
            i += 1
        }
    }
}

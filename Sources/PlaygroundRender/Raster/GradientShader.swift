import Foundation
import PlaygroundUI

/// The colour of a gradient at each pixel: a table of premultiplied colours along the gradient's
/// parameter t ∈ [0, 1], and the geometry in pixels that gives t at a pixel's centre.
/// Colours are interpolated unpremultiplied in sRGB between stops and held past the end stops
/// (docs/semantics.md §17.1).
struct GradientShader {
    private static let tableSize = 1024
    private let table: [SIMD4<Float>]
    private let geometry: GradientPaint.Geometry
    private let scale: Double

    init(_ paint: GradientPaint, scale: Double, tables: inout Tables) {
        self.scale = scale
        geometry = paint.geometry
        table = tables.table(for: paint.stops)
    }

    /// Colour tables by stops, kept across the frames a painting pass draws (the same gradients
    /// are drawn frame after frame; a table takes a thousand interpolations to make).
    struct Tables {
        private var entries: [([GradientPaint.Stop], [SIMD4<Float>])] = []
        mutating func table(for stops: [GradientPaint.Stop]) -> [SIMD4<Float>] {
            if let i = entries.firstIndex(where: { $0.0 == stops }) { return entries[i].1 }
            let t = GradientShader.makeTable(stops)
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
        case let .linear(s, e):
            let dx = Double(e.x - s.x), dy = Double(e.y - s.y)
            let len2 = dx * dx + dy * dy
            guard len2 > 0 else { return 0 }
            return ((x - Double(s.x)) * dx + (y - Double(s.y)) * dy) / len2
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
        let t = parameter(x: (Double(x) + 0.5) / scale, y: (Double(y) + 0.5) / scale)
        let clamped = t.isFinite ? min(max(t, 0), 1) : 0
        return table[Int((clamped * Double(Self.tableSize - 1)).rounded())]
    }
}

import Foundation

/// A unit cubic Bézier timing curve from (0, 0) to (1, 1) with two control points, like SwiftUI's
/// `UnitCurve` (docs/semantics.md §7.2). Control-point x coordinates are clamped to [0, 1] so that
/// x(s) is monotonic and the curve is a function of time.
struct BezierCurve: Equatable, Sendable {
    var c0x: Double
    var c0y: Double
    var c1x: Double
    var c1y: Double

    init(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double) {
        self.c0x = min(max(c0x, 0), 1)
        self.c0y = c0y
        self.c1x = min(max(c1x, 0), 1)
        self.c1y = c1y
    }

    static let easeInOut = BezierCurve(0.42, 0, 0.58, 1)
    static let easeIn = BezierCurve(0.42, 0, 1, 1)
    static let easeOut = BezierCurve(0, 0, 0.58, 1)
    static let linear = BezierCurve(0, 0, 1, 1)

    /// The curve's output (fraction of the path) for `progress` (fraction of the duration),
    /// found by solving x(s) = progress by Newton's method, with bisection if Newton fails;
    /// both stop at 1e-12, well inside the 1e-7 required.
    func value(at progress: Double) -> Double {
        if progress <= 0 { return 0 }
        if progress >= 1 { return 1 }
        return Self.cubic(solve(progress), c0y, c1y)
    }

    /// The parameter s in [0, 1] with x(s) = x.
    private func solve(_ x: Double) -> Double {
        let tolerance = 1e-12
        var s = x
        for _ in 0..<10 {
            let error = Self.cubic(s, c0x, c1x) - x
            if abs(error) < tolerance { return s }
            let slope = Self.derivative(s, c0x, c1x)
            if abs(slope) < 1e-6 { break }
            s -= error / slope
            if s < 0 || s > 1 { break }
        }
        var lo = 0.0, hi = 1.0
        s = x
        while hi - lo > tolerance {
            s = (lo + hi) / 2
            if Self.cubic(s, c0x, c1x) < x { lo = s } else { hi = s }
        }
        return (lo + hi) / 2
    }

    /// B(s) for a 1-D cubic with endpoints 0 and 1 and control values a, b.
    private static func cubic(_ s: Double, _ a: Double, _ b: Double) -> Double {
        let r = 1 - s
        return 3 * r * r * s * a + 3 * r * s * s * b + s * s * s
    }

    /// dB/ds for the same cubic.
    private static func derivative(_ s: Double, _ a: Double, _ b: Double) -> Double {
        let r = 1 - s
        return 3 * r * r * a + 6 * r * s * (b - a) + 3 * s * s * (1 - b)
    }
}

import Foundation
@testable import PlaygroundUI

/// Independent closed-form references for the animation tests (no code shared with the module).
enum AnimationReference {
    /// Time of frame `n` on the engine's 60 fps virtual clock.
    static func frame(_ n: Int) -> Double { Double(n) / 60 }

    /// y(x) of a unit cubic Bézier, by bisection on x(s) to machine precision (docs/semantics.md §7.2).
    static func bezier(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, at x: Double) -> Double {
        func cubic(_ s: Double, _ a: Double, _ b: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<100 {
            let mid = (lo + hi) / 2
            if cubic(mid, c0x, c1x) < x { lo = mid } else { hi = mid }
        }
        return cubic((lo + hi) / 2, c0y, c1y)
    }

    static func easeInOut(_ x: Double) -> Double { bezier(0.42, 0, 0.58, 1, at: min(max(x, 0), 1)) }

    /// Remaining distance and its derivative of an under-damped unit-mass spring with
    /// k = (2π/response)², c = 4πζ/response (docs/semantics.md §7.3), from x(0) = x0, x′(0) = v0.
    static func underdamped(response: Double, zeta: Double, x0: Double, v0: Double, t: Double)
        -> (x: Double, v: Double) {
        let w0 = 2 * Double.pi / response, alpha = zeta * w0, wd = w0 * (1 - zeta * zeta).squareRoot()
        let c = x0, s = (v0 + alpha * x0) / wd
        let e = exp(-alpha * t)
        let x = e * (c * cos(wd * t) + s * sin(wd * t))
        let v = e * ((wd * s - alpha * c) * cos(wd * t) - (alpha * s + wd * c) * sin(wd * t))
        return (x, v)
    }

    /// Fraction of the path covered by a spring released from rest (x0 = 1, v0 = 0).
    static func springFraction(response: Double, zeta: Double, t: Double) -> Double {
        1 - underdamped(response: response, zeta: zeta, x0: 1, v0: 0, t: t).x
    }
}


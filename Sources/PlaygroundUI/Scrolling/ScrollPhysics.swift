import Foundation

/// The motion of a scroll view's content, in points and seconds (docs/semantics.md §14).
///
/// - A **fling** after a drag decelerates like UIScrollView's `.normal` rate: the velocity is
///   multiplied by 0.998 every millisecond, so v(t) = v₀·0.998^(1000t) and the content travels
///   v₀ / (1000·ln(1/0.998)) ≈ 0.4995·v₀ in all.
/// - Past an edge while dragging, the content follows the finger less and less (rubber band):
///   an overshoot x shows as (1 − 1 / (0.55·x / d + 1))·d, d the viewport's length.
/// - Released past an edge, the content springs back to the edge; flung into one, it goes on past
///   the edge with the speed it reached it at and springs back (a bounce), unless the scroll view
///   does not bounce along that axis (`scrollBounceBehavior`), where it stops at the edge.
enum ScrollPhysics {
    /// Velocity kept per millisecond of a fling (UIScrollView.DecelerationRate.normal).
    static let decelerationRate = 0.998
    /// Velocity kept per millisecond when the content glides to a scroll target (a page, a
    /// view's edge: UIScrollView.DecelerationRate.fast, which paging scroll views use).
    static let targetDecelerationRate = 0.99
    /// A fling stops when less than this much travel is left (points).
    static let restDistance = 0.5
    /// The rubber band's stiffness constant.
    static let rubberBandCoefficient = 0.55
    /// Distance a press must move before it becomes a drag (points): until then it is a tap.
    static let dragThreshold: CGFloat = 10
    /// The spring that returns overscrolled content to its edge.
    static let springBack = Animation.spring(response: 0.4, dampingFraction: 1)

    /// The spring back's natural frequency ω (rad/s): response 0.4 s, critically damped. A bounce
    /// that reaches an edge at v points per second goes v / (ω·e) ≈ 0.0234·v past it, at 1/ω ≈
    /// 64 ms.
    static let springBackFrequency = 2 * Double.pi / 0.4

    /// One axis of a fling from `x0` at `velocity` inside `lower…upper`, `t` seconds in: the
    /// decelerating fling, and where it would pass an edge, a bounce from that edge (the spring
    /// back's critically damped spring, starting with the speed the fling reached the edge at),
    /// or with `bounces` false a stop there. `done` once the motion has come to rest (the
    /// position is then exactly the fling's end or the edge).
    static func flingAxis(from x0: Double, velocity v: Double, lower: Double, upper: Double, after t: Double,
                          bounces: Bool = true, rate: Double = decelerationRate) -> (position: Double, velocity: Double, done: Bool) {
        guard v != 0 else { return (x0, 0, true) }
        let k = 1000 * log(rate)                            // per second, negative: v(t) = v·e^(kt)
        let end = x0 - v / k
        let bound = v > 0 ? upper : lower
        func fling(_ t: Double) -> (Double, Double) { (x0 + v * (exp(k * t) - 1) / k, v * exp(k * t)) }
        if v > 0 ? end <= bound : end >= bound {
            if t >= flingDuration(velocity: v, rate: rate) { return (end, 0, true) }
            let (x, u) = fling(t)
            return (x, u, false)
        }
        // It passes the edge: when, and how fast (v(t) = v + k·distance travelled).
        let d = bound - x0
        let pastAlready = v > 0 ? d <= 0 : d >= 0
        let crossing = pastAlready ? 0 : log(1 + d * k / v) / k
        let speed = pastAlready ? v : v + d * k
        if t < crossing {
            let (x, u) = fling(t)
            return (x, u, false)
        }
        guard bounces else { return (bound, 0, true) }
        // x(τ) = (a + b·τ)·e^(−ωτ) past the edge: a the overshoot at the start, b = speed + ω·a.
        let w = springBackFrequency, tau = t - crossing
        let a = pastAlready ? x0 - bound : 0, b = speed + w * a
        let decay = exp(-w * tau)
        let x = (a + b * tau) * decay
        let u = (b - w * (a + b * tau)) * decay
        if w * tau >= 1 && abs(x) < restDistance { return (bound, 0, true) }
        return (bound + x, u, false)
    }

    /// Distance travelled `t` seconds into a fling that started at `velocity` points per second.
    /// (`rate`: the velocity kept per millisecond.)
    static func flingDistance(velocity: Double, after t: Double, rate: Double = decelerationRate) -> Double {
        let k = log(rate)                                   // per millisecond, negative
        return velocity / 1000 * (pow(rate, t * 1000) - 1) / k
    }

    /// Velocity `t` seconds into a fling (points per second).
    static func flingVelocity(velocity: Double, after t: Double, rate: Double = decelerationRate) -> Double {
        velocity * pow(rate, t * 1000)
    }

    /// Total travel of a fling (points).
    static func flingTotal(velocity: Double, rate: Double = decelerationRate) -> Double {
        -velocity / 1000 / log(rate)
    }

    /// The velocity whose fling travels `distance` in all (the inverse of `flingTotal`).
    static func flingVelocity(toTravel distance: Double, rate: Double = decelerationRate) -> Double {
        -distance * 1000 * log(rate)
    }

    /// How long a fling lasts: until less than `restDistance` of travel is left (seconds).
    static func flingDuration(velocity: Double, rate: Double = decelerationRate) -> Double {
        let total = abs(flingTotal(velocity: velocity, rate: rate))
        guard total > restDistance else { return 0 }
        return log(restDistance / total) / log(rate) / 1000
    }

    /// The shown overshoot for a dragged overshoot `x` beyond an edge, in a viewport of length `d`.
    static func rubberBand(_ x: Double, dimension d: Double) -> Double {
        guard d > 0 else { return 0 }
        let sign: Double = x < 0 ? -1 : 1
        let a = abs(x)
        return sign * (1 - 1 / (rubberBandCoefficient * a / d + 1)) * d
    }

    /// The dragged overshoot that shows as `y` (the inverse of `rubberBand`).
    static func rubberBandInverse(_ y: Double, dimension d: Double) -> Double {
        guard d > 0 else { return 0 }
        let sign: Double = y < 0 ? -1 : 1
        let a = min(abs(y), d * 0.999)
        return sign * (d / (1 - a / d) - d) / rubberBandCoefficient
    }
}

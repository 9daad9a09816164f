import Foundation

/// The motion of a scroll view's content, in points and seconds (docs/semantics.md §14).
///
/// - A **fling** after a drag decelerates like UIScrollView's `.normal` rate: the velocity is
///   multiplied by 0.998 every millisecond, so v(t) = v₀·0.998^(1000t) and the content travels
///   v₀ / (1000·ln(1/0.998)) ≈ 0.4995·v₀ in all.
/// - Past an edge while dragging, the content follows the finger less and less (rubber band):
///   an overshoot x shows as (1 − 1 / (0.55·x / d + 1))·d, d the viewport's length.
/// - Released past an edge, or flung into one, the content springs back to the edge.
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

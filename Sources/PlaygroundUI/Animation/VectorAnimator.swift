import Foundation

/// Animates one `SIMD4<Double>` value on the engine's virtual clock (seconds): a frame
/// (x, y, width, height), a colour (r, g, b, a, linear RGB), or fewer lanes for offsets and
/// opacity (unused lanes stay 0).
///
/// Fluid-spring thresholds are absolute (docs/semantics.md §7.3): pass geometry in points, and colours
/// scaled by 128 so |Δ| ≤ 0.06 means the same as for points.
///
/// Interruption (§7.4): a merging animation (fluid spring) replaces everything in flight with
/// one spring that starts at the presented value with the presented velocity; any other
/// animation is additive: earlier segments keep running on their own deltas and the new one
/// animates `newTarget − oldTarget`. The presented value is the target minus the sum of what
/// every segment has still to travel.
final class VectorAnimator {
    /// A merged fluid spring: remaining distance x(τ) = a·x0 + b·v0, τ = speed·(t − start).
    private struct SpringSegment {
        var start: Double
        var speed: Double
        var solver: SpringSolver
        var x0: SIMD4<Double>
        var v0: SIMD4<Double>
        /// Local time at which the spring counts as settled.
        var settle: Double

        func localTime(_ time: Double) -> Double { max(time - start, 0) * max(speed, 0) }
    }

    /// A non-merging animation of `delta`: remaining distance delta·(1 − progress).
    private struct AdditiveSegment {
        var start: Double
        var delta: SIMD4<Double>
        var timing: ProgressTiming
    }

    private enum Segment {
        case spring(SpringSegment)
        case additive(AdditiveSegment)
    }

    /// The value being animated to (the latest target).
    @exclusivity(unchecked) private(set) var target: SIMD4<Double>
    /// The value when this animator started (SwiftUI's animator interval is `target − origin`;
    /// merged springs' 1 % completion tolerance is taken from it).
    @exclusivity(unchecked) private var origin: SIMD4<Double>
    @exclusivity(unchecked) private var segments: [Segment] = []

    /// Starts animating from `from` to `to` at `time`.
    init(from: SIMD4<Double>, to: SIMD4<Double>, animation: Animation, time: Double) {
        origin = from
        target = from
        segments.reserveCapacity(4)
        retarget(to: to, animation: animation, time: time)
    }

    /// Changes the target at `time` with `animation`: merges (fluid springs) or adds a segment.
    func retarget(to newTarget: SIMD4<Double>, animation: Animation, time: Double) {
        if isFinished(at: time) {
            origin = target
            segments.removeAll(keepingCapacity: true)
        }
        if animation.merges, case let .fluidSpring(response, dampingFraction, _) = animation.base {
            let presented = value(at: time)
            let velocity = velocity(at: time)
            var speed = 1.0
            for case .speed(let factor) in animation.modifiers { speed *= factor }
            let solver = SpringSolver(response: response, dampingFraction: dampingFraction)
            let x0 = newTarget - presented
            // Remaining distance decreases as the position moves: x′ = −velocity, in local time.
            let v0 = speed > 0 ? -velocity / speed : .zero
            let settle = solver.settlingTime(x0: x0, v0: v0, tolerance: (newTarget - origin) * 0.01)
            segments.removeAll(keepingCapacity: true)
            segments.append(.spring(SpringSegment(start: time, speed: speed, solver: solver,
                                                  x0: x0, v0: v0, settle: settle)))
        } else {
            segments.removeAll { isFinished($0, at: time) }
            let delta = newTarget - target
            segments.append(.additive(AdditiveSegment(start: time, delta: delta,
                                                      timing: ProgressTiming(animation: animation, delta: delta))))
        }
        target = newTarget
    }

    /// The presented value at `time`; exactly `target` once finished.
    func value(at time: Double) -> SIMD4<Double> {
        var remaining = SIMD4<Double>.zero
        for segment in segments {
            switch segment {
            case .spring(let spring):
                let tau = spring.localTime(time)
                guard tau < spring.settle else { continue }
                let k = spring.solver.coefficients(at: tau)
                remaining += k.a * spring.x0 + k.b * spring.v0
            case .additive(let additive):
                let p = additive.timing.progress(at: time - additive.start)
                remaining += additive.delta * (1 - p)
            }
        }
        return target - remaining
    }

    /// The presented value's rate of change (units per second) at `time`: analytic for merged
    /// springs, a central difference for other segments.
    func velocity(at time: Double) -> SIMD4<Double> {
        var velocity = SIMD4<Double>.zero
        for segment in segments where !isFinished(segment, at: time) {
            switch segment {
            case .spring(let spring):
                let k = spring.solver.coefficients(at: spring.localTime(time))
                velocity -= (k.da * spring.x0 + k.db * spring.v0) * max(spring.speed, 0)
            case .additive(let additive):
                let t = time - additive.start, h = 1e-6
                let lo = max(t - h, 0)
                let hi = additive.timing.isFinished(at: t + h) ? t : t + h
                guard hi > lo else { continue }
                let rate = (additive.timing.progress(at: hi) - additive.timing.progress(at: lo)) / (hi - lo)
                velocity += additive.delta * rate
            }
        }
        return velocity
    }

    /// True when every segment has finished (never, while a `repeatForever` segment runs).
    func isFinished(at time: Double) -> Bool {
        segments.allSatisfy { isFinished($0, at: time) }
    }

    private func isFinished(_ segment: Segment, at time: Double) -> Bool {
        switch segment {
        case .spring(let spring): spring.localTime(time) >= spring.settle
        case .additive(let additive): additive.timing.isFinished(at: time - additive.start)
        }
    }
}

import Foundation

/// The scalar progress (0 → 1 along a change) of an animation that does not merge: its base
/// curve evaluated through its `delay`, `speed` and repeat modifiers (docs/semantics.md §7.2–7.3).
/// Built once per change; evaluating it does not allocate.
struct ProgressTiming: Sendable {
    private enum Curve: Sendable {
        case bezier(BezierCurve, duration: Double)
        /// Unit motion x0 = 1, x′(0) = −initialVelocity; progress = 1 − x.
        case spring(SpringSolver, initialVelocity: Double)
        case custom(CustomCurve)
    }

    private let curve: Curve
    /// How long the base curve runs before it snaps to 1.
    private let baseDuration: Double
    private let modifiers: [Animation.Modifier]
    /// `wrappedDurations[i]`: the duration of the base with `modifiers[0..<i]` applied.
    private let wrappedDurations: [Double]
    /// Total duration with all modifiers (`.infinity` for `repeatForever`).
    let duration: Double

    /// `delta` is the change being animated; only fluid springs need it, for their absolute
    /// completion thresholds.
    init(animation: Animation, delta: SIMD4<Double>) {
        switch animation.base {
        case let .bezier(bezier, duration):
            curve = .bezier(bezier, duration: duration)
            baseDuration = max(duration, 0)
        case let .fluidSpring(response, dampingFraction, _):
            let solver = SpringSolver(response: response, dampingFraction: dampingFraction)
            curve = .spring(solver, initialVelocity: 0)
            baseDuration = solver.settlingTime(x0: delta, v0: .zero, tolerance: delta * 0.01)
        case let .interpolatingSpring(mass, stiffness, damping, initialVelocity):
            let solver = SpringSolver(mass: mass, stiffness: stiffness, damping: damping)
            curve = .spring(solver, initialVelocity: initialVelocity)
            baseDuration = solver.interpolatingDuration(initialVelocity: initialVelocity)
        case let .custom(custom):
            curve = .custom(custom)
            baseDuration = custom.duration
        }
        modifiers = animation.modifiers
        var total = baseDuration
        var wrapped: [Double] = []
        for modifier in modifiers {
            wrapped.append(total)
            switch modifier {
            case .speed(let speed): total = speed > 0 ? total / speed : (total == 0 ? 0 : .infinity)
            case .delay(let delay): total += max(delay, 0)
            case .repeating(let count?, _): total = count > 0 ? Double(count) * total : 0
            case .repeating(nil, _): total = .infinity
            }
        }
        wrappedDurations = wrapped
        duration = total
    }

    /// True once `time` seconds since the start reach the total duration.
    func isFinished(at time: Double) -> Bool { time >= duration }

    /// Progress `time` seconds after the start; 1 once finished.
    func progress(at time: Double) -> Double {
        if isFinished(at: time) { return 1 }
        var t = max(time, 0)
        var reversed = false
        var index = modifiers.count - 1
        while index >= 0 {
            switch modifiers[index] {
            case .speed(let speed):
                t = max(t * speed, 0)
            case .delay(let delay):
                t = max(t - delay, 0)
            case .repeating(let count, let autoreverses):
                let length = wrappedDurations[index]
                guard length > 0, length.isFinite else { break }
                if let count, t >= Double(count) * length {
                    return reversed ? 0 : 1
                }
                let play = (t / length).rounded(.down)
                t -= play * length
                if autoreverses, play.truncatingRemainder(dividingBy: 2) == 1 { reversed.toggle() }
            }
            index -= 1
        }
        let p = baseProgress(at: t)
        return reversed ? 1 - p : p
    }

    private func baseProgress(at t: Double) -> Double {
        if t >= baseDuration { return 1 }
        switch curve {
        case let .bezier(bezier, duration):
            return bezier.value(at: t / duration)
        case let .spring(solver, initialVelocity):
            let k = solver.coefficients(at: t)
            return 1 - (k.a - k.b * initialVelocity)
        case let .custom(custom):
            return custom.progress(at: t)
        }
    }
}

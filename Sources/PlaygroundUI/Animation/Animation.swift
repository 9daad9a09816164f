import Foundation

/// How a change to an animatable value is spread over time (SwiftUI's `Animation`, docs/semantics.md §7).
///
/// An animation is a base curve (a cubic Bézier timing curve, a fluid spring or an interpolating
/// spring) plus the `delay`, `speed` and repeat modifiers applied to it. Two animations are `==`
/// when their parameters are equal; `Animation.default` is only `==` to itself.
public struct Animation: Equatable, Sendable, CustomStringConvertible {
    /// The underlying curve.
    enum Base: Equatable, Sendable {
        /// A unit Bézier timing curve over `duration` seconds (§7.2).
        case bezier(BezierCurve, duration: Double)
        /// `spring(response:dampingFraction:blendDuration:)` and friends (§7.3); merges on interruption.
        case fluidSpring(response: Double, dampingFraction: Double, blendDuration: Double)
        /// `interpolatingSpring(mass:stiffness:damping:initialVelocity:)` (§7.3); additive.
        case interpolatingSpring(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)
    }

    /// A modifier applied on top of everything before it.
    enum Modifier: Equatable, Sendable {
        case delay(Double)
        case speed(Double)
        /// `count == nil` repeats forever.
        case repeating(count: Int?, autoreverses: Bool)
    }

    var base: Base
    /// Modifiers in the order they were applied (innermost first).
    var modifiers: [Modifier] = []
    /// True for `Animation.default` (and modifiers of it), so that it is only `==` to itself.
    var isDefault = false

    init(_ base: Base) {
        self.base = base
    }

    /// The default animation of `withAnimation` with no argument. Legacy era: `easeInOut` 0.35 s;
    /// modern era: `spring(response: 0.55, dampingFraction: 1.0)` (see ``AnimationEra``).
    public static var `default`: Animation {
        var animation: Animation
        switch AnimationEra.current {
        case .legacy: animation = .easeInOut
        case .modern: animation = Animation(.fluidSpring(response: 0.55, dampingFraction: 1, blendDuration: 0))
        }
        animation.isDefault = true
        return animation
    }

    public var description: String {
        var text = isDefault ? "default(\(base))" : "\(base)"
        for modifier in modifiers {
            switch modifier {
            case .delay(let delay): text += ".delay(\(delay))"
            case .speed(let speed): text += ".speed(\(speed))"
            case .repeating(nil, let autoreverses): text += ".repeatForever(autoreverses: \(autoreverses))"
            case .repeating(let count?, let autoreverses):
                text += ".repeatCount(\(count), autoreverses: \(autoreverses))"
            }
        }
        return text
    }

    /// True when interrupting with this animation merges (keeps position and velocity): a fluid
    /// spring with at most `speed` modifiers (§7.4). Delayed or repeating springs are additive here.
    var merges: Bool {
        guard case .fluidSpring = base else { return false }
        return modifiers.allSatisfy { if case .speed = $0 { true } else { false } }
    }
}

extension Animation.Base: CustomStringConvertible {
    var description: String {
        switch self {
        case let .bezier(curve, duration):
            switch curve {
            case .easeInOut: return "easeInOut(duration: \(duration))"
            case .easeIn: return "easeIn(duration: \(duration))"
            case .easeOut: return "easeOut(duration: \(duration))"
            case .linear: return "linear(duration: \(duration))"
            default:
                return "timingCurve(\(curve.c0x), \(curve.c0y), \(curve.c1x), \(curve.c1y), duration: \(duration))"
            }
        case let .fluidSpring(response, dampingFraction, blendDuration):
            return "spring(response: \(response), dampingFraction: \(dampingFraction), blendDuration: \(blendDuration))"
        case let .interpolatingSpring(mass, stiffness, damping, initialVelocity):
            return "interpolatingSpring(mass: \(mass), stiffness: \(stiffness), damping: \(damping), "
                + "initialVelocity: \(initialVelocity))"
        }
    }
}

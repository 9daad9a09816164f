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
        /// A `CustomAnimation` (iOS 17, §7.12); additive.
        case custom(CustomCurve)
    }

    /// A modifier applied on top of everything before it.
    enum Modifier: Equatable, Sendable {
        case delay(Double)
        case speed(Double)
        /// `count == nil` repeats forever.
        case repeating(count: Int?, autoreverses: Bool)
    }

    /// What an animation is, in one box that every copy shares (SwiftUI's `Animation` is a box
    /// too). The environment, transactions and `.animation` nodes copy animations as they pass them
    /// on; as a 50-byte value (an enum and an array) an `Animation?` was copied and destroyed
    /// through `Optional`'s value witnesses (about 130 instructions a copy and 70 a destroy in the
    /// month grid, engine step 54), and now a copy is one retain. Making an animation allocates its box, except for the ones with no parameters
    /// (`default`, `easeInOut`, `spring()`, …), which are made once.
    final class Storage: Sendable {
        let base: Base
        /// Modifiers in the order they were applied (innermost first).
        let modifiers: [Modifier]
        /// True for `Animation.default` (and modifiers of it), so that it is only `==` to itself.
        let isDefault: Bool
        init(base: Base, modifiers: [Modifier] = [], isDefault: Bool = false) {
            self.base = base
            self.modifiers = modifiers
            self.isDefault = isDefault
        }
    }
    let storage: Storage

    var base: Base { storage.base }
    /// Modifiers in the order they were applied (innermost first).
    var modifiers: [Modifier] { storage.modifiers }
    /// True for `Animation.default` (and modifiers of it), so that it is only `==` to itself.
    var isDefault: Bool { storage.isDefault }

    init(_ base: Base) {
        storage = Storage(base: base)
    }
    init(_ storage: Storage) {
        self.storage = storage
    }

    /// Equal when their curves, modifiers and defaultness are (one box is equal to itself).
    public static func == (a: Animation, b: Animation) -> Bool {
        a.storage === b.storage || (a.base == b.base && a.modifiers == b.modifiers && a.isDefault == b.isDefault)
    }

    private static let legacyDefault = Storage(base: .bezier(.easeInOut, duration: 0.35), isDefault: true)
    private static let modernDefault = Storage(base: .fluidSpring(response: 0.55, dampingFraction: 1, blendDuration: 0),
                                               isDefault: true)

    /// The default animation of `withAnimation` with no argument. Legacy era: `easeInOut` 0.35 s;
    /// modern era: `spring(response: 0.55, dampingFraction: 1.0)` (see ``AnimationEra``).
    public static var `default`: Animation {
        switch AnimationEra.current {
        case .legacy: Animation(legacyDefault)
        case .modern: Animation(modernDefault)
        }
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
        case .custom(let curve):
            return "\(curve)"
        }
    }
}

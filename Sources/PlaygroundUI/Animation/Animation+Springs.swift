import Foundation

/// Spring animations (docs/semantics.md §7.3). Fluid springs (`spring`, `interactiveSpring`, `smooth`,
/// `snappy`, `bouncy`, modern `default`) merge on interruption, keeping position and velocity;
/// `interpolatingSpring` is additive (§7.4). `blendDuration` is stored and compared but ignored
/// when animating: a merged spring switches to the new response at once instead of blending it.
extension Animation {
    /// A fluid spring. `nil` parameters take the current era's defaults: response 0.55 (legacy)
    /// or 0.5 (modern), dampingFraction 0.825. A response ≤ 0 means an (almost) infinitely stiff
    /// spring (stiffness is capped at 45 000).
    public static func spring(
        response: Double? = nil, dampingFraction: Double? = nil, blendDuration: Double = 0
    ) -> Animation {
        let legacy = AnimationEra.current == .legacy
        if response == nil, dampingFraction == nil, blendDuration == 0 {
            return Animation(legacy ? legacySpring : modernSpring)
        }
        let defaultResponse = legacy ? 0.55 : 0.5
        return Animation(.fluidSpring(response: response ?? defaultResponse,
                                      dampingFraction: dampingFraction ?? 0.825,
                                      blendDuration: blendDuration))
    }

    // `spring()` in each era, made once (see `Storage`).
    private static let legacySpring = Storage(base: .fluidSpring(response: 0.55, dampingFraction: 0.825, blendDuration: 0))
    private static let modernSpring = Storage(base: .fluidSpring(response: 0.5, dampingFraction: 0.825, blendDuration: 0))

    /// The iOS 17 spring: response = `duration`; dampingFraction = 1 − bounce for bounce ≥ 0,
    /// 1 / (1 + bounce) for bounce < 0. Disfavoured, so `spring()` is the response/damping one.
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        let dampingFraction = bounce < 0 ? 1 / (1 + bounce) : 1 - bounce
        return Animation(.fluidSpring(response: duration, dampingFraction: dampingFraction,
                                      blendDuration: blendDuration))
    }

    /// A stiffer fluid spring for interactive use: response 0.15, damping 0.86, blend 0.25.
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
    ) -> Animation {
        Animation(.fluidSpring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration))
    }

    /// The iOS 17 interactive spring: `spring(duration: duration, bounce: 0.15 + extraBounce)`.
    @_disfavoredOverload
    public static func interactiveSpring(
        duration: Double = 0.15, extraBounce: Double = 0, blendDuration: Double = 0.25
    ) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration: blendDuration)
    }

    /// A spring with no bounce: `spring(duration: duration, bounce: extraBounce)`.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }

    /// A spring with a little bounce: `spring(duration: duration, bounce: 0.15 + extraBounce)`.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A bouncy spring: `spring(duration: duration, bounce: 0.3 + extraBounce)`.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// `spring(duration: 0.5, bounce: 0)` = response 0.5, damping 1 in every era (this static
    /// property only exists in the iOS 17+ SDK, which defines it so).
    public static var spring: Animation { spring(duration: 0.5, bounce: 0) }
    /// `interactiveSpring(duration: 0.15, extraBounce: 0)` = response 0.15, damping 0.85,
    /// blend 0.25 (iOS 17+ definition).
    public static var interactiveSpring: Animation { interactiveSpring(duration: 0.15, extraBounce: 0) }
    /// `smooth(duration: 0.5, extraBounce: 0)`.
    public static var smooth: Animation { smooth() }
    /// `snappy(duration: 0.5, extraBounce: 0)`.
    public static var snappy: Animation { snappy() }
    /// `bouncy(duration: 0.5, extraBounce: 0)`.
    public static var bouncy: Animation { bouncy() }

    /// A damped spring with explicit physical parameters, solved in closed form on [0, 1] and
    /// scaled by the change; `initialVelocity` is in fractions of the change per second. Its
    /// duration follows SwiftUI's ε = 0.001 rule. Additive on interruption.
    public static func interpolatingSpring(
        mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
    ) -> Animation {
        Animation(.interpolatingSpring(mass: mass, stiffness: stiffness, damping: damping,
                                       initialVelocity: initialVelocity))
    }

    /// The iOS 17 interpolating spring: stiffness (2π / duration)², damping fraction from `bounce`
    /// as in `spring(duration:bounce:)`.
    public static func interpolatingSpring(
        duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0
    ) -> Animation {
        let fraction = bounce < 0 ? 1 / (1 + bounce) : 1 - bounce
        let solver = SpringSolver(response: duration, dampingFraction: fraction)
        return interpolatingSpring(stiffness: solver.stiffness, damping: solver.damping,
                                   initialVelocity: initialVelocity)
    }

    /// `interpolatingSpring(duration: 0.5, bounce: 0)`.
    public static var interpolatingSpring: Animation { interpolatingSpring() }
}

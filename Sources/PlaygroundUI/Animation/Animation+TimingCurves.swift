import Foundation

/// Cubic Bézier timing curves (docs/semantics.md §7.2). Progress is elapsed / duration clamped to
/// [0, 1]; the animation finishes when elapsed ≥ duration.
extension Animation {
    /// An ease-in-out curve, control points (0.42, 0) and (0.58, 1), lasting `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation {
        Animation(.bezier(.easeInOut, duration: duration))
    }

    /// An ease-in curve, control points (0.42, 0) and (1, 1), lasting `duration` seconds.
    public static func easeIn(duration: Double) -> Animation {
        Animation(.bezier(.easeIn, duration: duration))
    }

    /// An ease-out curve, control points (0, 0) and (0.58, 1), lasting `duration` seconds.
    public static func easeOut(duration: Double) -> Animation {
        Animation(.bezier(.easeOut, duration: duration))
    }

    /// Constant speed over `duration` seconds.
    public static func linear(duration: Double) -> Animation {
        Animation(.bezier(.linear, duration: duration))
    }

    /// A custom unit Bézier curve with control points (c0x, c0y) and (c1x, c1y); x coordinates
    /// are clamped to [0, 1].
    public static func timingCurve(
        _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35
    ) -> Animation {
        Animation(.bezier(BezierCurve(c0x, c0y, c1x, c1y), duration: duration))
    }

    /// `easeInOut(duration: 0.35)`.
    public static var easeInOut: Animation { Animation(easeInOutStorage) }
    /// `easeIn(duration: 0.35)`.
    public static var easeIn: Animation { Animation(easeInStorage) }
    /// `easeOut(duration: 0.35)`.
    public static var easeOut: Animation { Animation(easeOutStorage) }
    /// `linear(duration: 0.35)`.
    public static var linear: Animation { Animation(linearStorage) }

    // Made once: an animation without parameters allocates nothing (see `Storage`).
    private static let easeInOutStorage = Storage(base: .bezier(.easeInOut, duration: 0.35))
    private static let easeInStorage = Storage(base: .bezier(.easeIn, duration: 0.35))
    private static let easeOutStorage = Storage(base: .bezier(.easeOut, duration: 0.35))
    private static let linearStorage = Storage(base: .bezier(.linear, duration: 0.35))
}

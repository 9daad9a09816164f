import Foundation

// Symbol effects (iOS 17–18, docs/semantics.md §19.4): the effects `symbolEffect(_:options:value:)`
// and `symbolEffect(_:options:isActive:)` take, with their variants, and `SymbolEffectOptions`.
// Here an effect moves the whole view it is applied to (scale, opacity, rotation) on the host's
// virtual clock; layers are not animated separately (`byLayer` draws as `wholeSymbol`).

/// An animation of a symbol image (the Symbols framework's `SymbolEffect`).
public protocol SymbolEffect: Hashable, Sendable {
    /// What the effect looks like here (engine detail, not SwiftUI API).
    var _look: _SymbolEffectLook { get }
}
/// An effect that runs while it is active (`symbolEffect(_:options:isActive:)`).
public protocol IndefiniteSymbolEffect {}
/// An effect that runs once each time a value changes (`symbolEffect(_:options:value:)`).
public protocol DiscreteSymbolEffect {}
/// An effect that shows or hides a symbol (`.transition(.symbolEffect(…))` in SwiftUI).
public protocol TransitionSymbolEffect {}
/// An effect that replaces one symbol by another (`.contentTransition(.symbolEffect(…))`).
public protocol ContentTransitionSymbolEffect {}

/// How an effect moves the view here: a pose it holds while active, or poses it moves through.
/// Public because the symbol effect protocols' requirement returns it.
public struct _SymbolEffectLook: Hashable, Sendable {
    /// One step: where the view goes and how long it takes to get there.
    struct Step: Hashable, Sendable {
        var pose: SymbolPose
        var seconds: Double
    }
    /// Poses moved through (each eased in and out), ending at rest; empty: no motion.
    var steps: [Step] = []
    /// The pose held while an indefinite effect is active (nil: rest, or `steps` cycle).
    var held: SymbolPose?
    /// Whether an indefinite effect repeats its steps while active unless told not to.
    var repeatsWhileActive = true

    static let none = _SymbolEffectLook()
}

/// A view's scale, opacity and rotation under a symbol effect.
struct SymbolPose: Hashable, Sendable {
    var scale: Double = 1
    var opacity: Double = 1
    var degrees: Double = 0
    static let rest = SymbolPose()
}

/// Layers animate one after another or the symbol as one (accepted; drawn whole here).
private enum SymbolLayering: Hashable, Sendable { case automatic, byLayer, wholeSymbol }

// MARK: Options

/// How a symbol effect runs: how many times and how fast (the Symbols framework's
/// `SymbolEffectOptions`).
public struct SymbolEffectOptions: Hashable, Sendable {
    /// How an effect repeats (iOS 18).
    public struct RepeatBehavior: Hashable, Sendable {
        let count: Int?
        let delay: Double
        /// Repeats with no pause between runs.
        public static var continuous: RepeatBehavior { RepeatBehavior(count: nil, delay: 0) }
        /// Repeats `count` times (nil: for as long as the effect is active), pausing `delay` seconds between runs.
        public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior {
            RepeatBehavior(count: count, delay: delay ?? 0)
        }
    }

    /// Runs: nil means the effect's own default (discrete effects once, indefinite ones while active).
    var count: Int?
    /// A pause between runs, seconds.
    var delay: Double = 0
    /// Speed factor (2 runs twice as fast).
    var speed: Double = 1

    /// The effect's defaults.
    public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }
    /// Repeats while active.
    public static var repeating: SymbolEffectOptions { SymbolEffectOptions().repeating }
    /// Runs once.
    public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions().nonRepeating }
    /// Runs `count` times (nil: repeats).
    public static func `repeat`(_ count: Int?) -> SymbolEffectOptions { SymbolEffectOptions().repeat(count) }
    /// Repeats as `behavior` says (iOS 18).
    public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions { SymbolEffectOptions().repeat(behavior) }
    /// Runs at `speed` times the effect's own speed.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions().speed(speed) }

    public var repeating: SymbolEffectOptions { var o = self; o.count = .max; return o }
    public var nonRepeating: SymbolEffectOptions { var o = self; o.count = 1; return o }
    public func `repeat`(_ count: Int?) -> SymbolEffectOptions { var o = self; o.count = count.map { max($0, 1) } ?? .max; return o }
    public func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
        var o = self; o.count = behavior.count.map { max($0, 1) } ?? .max; o.delay = max(behavior.delay, 0); return o
    }
    public func speed(_ speed: Double) -> SymbolEffectOptions { var o = self; o.speed = speed > 0 && speed.isFinite ? speed : 1; return o }
}

// MARK: The effects

/// A brief scale up (or down) and back (`.bounce`).
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    private var isDown = false
    private var layering = SymbolLayering.automatic
    public var up: Self { var e = self; e.isDown = false; return e }
    public var down: Self { var e = self; e.isDown = true; return e }
    public var byLayer: Self { var e = self; e.layering = .byLayer; return e }
    public var wholeSymbol: Self { var e = self; e.layering = .wholeSymbol; return e }
    public var _look: _SymbolEffectLook {
        _SymbolEffectLook(steps: [.init(pose: SymbolPose(scale: isDown ? 0.8 : 1.2), seconds: 0.15),
                                  .init(pose: .rest, seconds: 0.25)], repeatsWhileActive: true)
    }
}

/// The opacity fading out and back in (`.pulse`).
public struct PulseSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    private var layering = SymbolLayering.automatic
    public var byLayer: Self { var e = self; e.layering = .byLayer; return e }
    public var wholeSymbol: Self { var e = self; e.layering = .wholeSymbol; return e }
    public var _look: _SymbolEffectLook {
        _SymbolEffectLook(steps: [.init(pose: SymbolPose(opacity: 0.35), seconds: 0.5), .init(pose: .rest, seconds: 0.5)])
    }
}

/// The symbol's layers lit one after another (`.variableColor`); here the whole view dims and
/// brightens.
public struct VariableColorSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    private var isCumulative = false, isReversing = false, hideInactive = false
    public var iterative: Self { var e = self; e.isCumulative = false; return e }
    public var cumulative: Self { var e = self; e.isCumulative = true; return e }
    public var reversing: Self { var e = self; e.isReversing = true; return e }
    public var nonReversing: Self { var e = self; e.isReversing = false; return e }
    public var hideInactiveLayers: Self { var e = self; e.hideInactive = true; return e }
    public var dimInactiveLayers: Self { var e = self; e.hideInactive = false; return e }
    public var _look: _SymbolEffectLook {
        _SymbolEffectLook(steps: [.init(pose: SymbolPose(opacity: hideInactive ? 0.2 : 0.5), seconds: 0.4), .init(pose: .rest, seconds: 0.4)])
    }
}

/// The symbol held larger (`.up`) or smaller (`.down`) while active (`.scale`).
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
    private var isDown = false
    private var layering = SymbolLayering.automatic
    public var up: Self { var e = self; e.isDown = false; return e }
    public var down: Self { var e = self; e.isDown = true; return e }
    public var byLayer: Self { var e = self; e.layering = .byLayer; return e }
    public var wholeSymbol: Self { var e = self; e.layering = .wholeSymbol; return e }
    public var _look: _SymbolEffectLook { _SymbolEffectLook(held: SymbolPose(scale: isDown ? 0.8 : 1.2)) }
}

/// Shows a symbol (`.appear`). Accepted: the view is drawn as it is (§19.4).
public struct AppearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
    private var isDown = false
    private var layering = SymbolLayering.automatic
    public var up: Self { var e = self; e.isDown = false; return e }
    public var down: Self { var e = self; e.isDown = true; return e }
    public var byLayer: Self { var e = self; e.layering = .byLayer; return e }
    public var wholeSymbol: Self { var e = self; e.layering = .wholeSymbol; return e }
    public var _look: _SymbolEffectLook { .none }
}

/// Hides a symbol while active (`.disappear`): here the view shrinks to half and fades out.
public struct DisappearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
    private var isDown = false
    private var layering = SymbolLayering.automatic
    public var up: Self { var e = self; e.isDown = false; return e }
    public var down: Self { var e = self; e.isDown = true; return e }
    public var byLayer: Self { var e = self; e.layering = .byLayer; return e }
    public var wholeSymbol: Self { var e = self; e.layering = .wholeSymbol; return e }
    public var _look: _SymbolEffectLook { _SymbolEffectLook(held: SymbolPose(scale: 0.5, opacity: 0)) }
}

/// One symbol replaced by another (`.replace`, for `.contentTransition(.symbolEffect(.replace))`).
/// Accepted: the new symbol shows at once here (§19.4).
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect {
    private enum Kind: Hashable, Sendable { case downUp, upUp, offUp }
    private var kind = Kind.downUp
    private var layering = SymbolLayering.automatic
    public var downUp: Self { var e = self; e.kind = .downUp; return e }
    public var upUp: Self { var e = self; e.kind = .upUp; return e }
    public var offUp: Self { var e = self; e.kind = .offUp; return e }
    public var byLayer: Self { var e = self; e.layering = .byLayer; return e }
    public var wholeSymbol: Self { var e = self; e.layering = .wholeSymbol; return e }
    /// iOS 18's "magic" replace, morphing shared parts; here as `fallback`.
    public func magic(fallback: ReplaceSymbolEffect) -> Self { fallback }
    public var _look: _SymbolEffectLook { .none }
}

/// A quick shake (`.wiggle`, iOS 18): here a turn to one side, the other, and back.
public struct WiggleSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    private var degrees: Double = 12
    private var layering = SymbolLayering.automatic
    public var up: Self { self }
    public var down: Self { self }
    public var left: Self { var e = self; e.degrees = -12; return e }
    public var right: Self { var e = self; e.degrees = 12; return e }
    public var forward: Self { var e = self; e.degrees = 12; return e }
    public var backward: Self { var e = self; e.degrees = -12; return e }
    public var clockwise: Self { var e = self; e.degrees = 12; return e }
    public var counterClockwise: Self { var e = self; e.degrees = -12; return e }
    public func custom(angle: Angle) -> Self { var e = self; e.degrees = 12 * (cos(angle.radians) >= 0 ? 1 : -1); return e }
    public var byLayer: Self { var e = self; e.layering = .byLayer; return e }
    public var wholeSymbol: Self { var e = self; e.layering = .wholeSymbol; return e }
    public var _look: _SymbolEffectLook {
        _SymbolEffectLook(steps: [.init(pose: SymbolPose(degrees: degrees), seconds: 0.1),
                                  .init(pose: SymbolPose(degrees: -degrees), seconds: 0.2),
                                  .init(pose: .rest, seconds: 0.1)])
    }
}

/// A full turn (`.rotate`, iOS 18), clockwise unless `.counterClockwise`.
public struct RotateSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    private var sign: Double = 1
    private var layering = SymbolLayering.automatic
    public var clockwise: Self { var e = self; e.sign = 1; return e }
    public var counterClockwise: Self { var e = self; e.sign = -1; return e }
    public var byLayer: Self { var e = self; e.layering = .byLayer; return e }
    public var wholeSymbol: Self { var e = self; e.layering = .wholeSymbol; return e }
    public var _look: _SymbolEffectLook {
        // A half turn, then the other half; the view is back at rest after each run.
        _SymbolEffectLook(steps: [.init(pose: SymbolPose(degrees: 180 * sign), seconds: 0.5),
                                  .init(pose: SymbolPose(degrees: 360 * sign), seconds: 0.5)])
    }
}

/// A slow swell and settle (`.breathe`, iOS 18); `.pulse` also fades.
public struct BreatheSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    private var fades = false
    private var layering = SymbolLayering.automatic
    public var pulse: Self { var e = self; e.fades = true; return e }
    public var plain: Self { var e = self; e.fades = false; return e }
    public var byLayer: Self { var e = self; e.layering = .byLayer; return e }
    public var wholeSymbol: Self { var e = self; e.layering = .wholeSymbol; return e }
    public var _look: _SymbolEffectLook {
        _SymbolEffectLook(steps: [.init(pose: SymbolPose(scale: 1.1, opacity: fades ? 0.6 : 1), seconds: 0.8),
                                  .init(pose: .rest, seconds: 0.8)])
    }
}

extension SymbolEffect where Self == BounceSymbolEffect { public static var bounce: BounceSymbolEffect { .init() } }
extension SymbolEffect where Self == PulseSymbolEffect { public static var pulse: PulseSymbolEffect { .init() } }
extension SymbolEffect where Self == VariableColorSymbolEffect { public static var variableColor: VariableColorSymbolEffect { .init() } }
extension SymbolEffect where Self == ScaleSymbolEffect { public static var scale: ScaleSymbolEffect { .init() } }
extension SymbolEffect where Self == AppearSymbolEffect { public static var appear: AppearSymbolEffect { .init() } }
extension SymbolEffect where Self == DisappearSymbolEffect { public static var disappear: DisappearSymbolEffect { .init() } }
extension SymbolEffect where Self == ReplaceSymbolEffect { public static var replace: ReplaceSymbolEffect { .init() } }
extension SymbolEffect where Self == WiggleSymbolEffect { public static var wiggle: WiggleSymbolEffect { .init() } }
extension SymbolEffect where Self == RotateSymbolEffect { public static var rotate: RotateSymbolEffect { .init() } }
extension SymbolEffect where Self == BreatheSymbolEffect { public static var breathe: BreatheSymbolEffect { .init() } }

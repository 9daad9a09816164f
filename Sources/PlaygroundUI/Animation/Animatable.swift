import Foundation

/// A value that can be interpolated: added, subtracted and scaled (SwiftUI's `VectorArithmetic`).
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies every component by `rhs`.
    mutating func scale(by rhs: Double)
    /// The dot product with itself.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// `self` with every component multiplied by `rhs` (iOS 17).
    public func scaled(by rhs: Double) -> Self { var v = self; v.scale(by: rhs); return v }
}

extension Double: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= rhs }
    public var magnitudeSquared: Double { self * self }
}
extension Float: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}
#if !canImport(CoreGraphics)
extension CGFloat: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}
#endif

/// Two animatable values as one (SwiftUI's `AnimatablePair`).
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
    public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }
    public static func + (l: AnimatablePair, r: AnimatablePair) -> AnimatablePair { AnimatablePair(l.first + r.first, l.second + r.second) }
    public static func - (l: AnimatablePair, r: AnimatablePair) -> AnimatablePair { AnimatablePair(l.first - r.first, l.second - r.second) }
    public mutating func scale(by rhs: Double) { first.scale(by: rhs); second.scale(by: rhs) }
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}
extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}

/// No animatable data (the default of `Animatable`).
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    public init() {}
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    public static func + (l: EmptyAnimatableData, r: EmptyAnimatableData) -> EmptyAnimatableData { l }
    public static func - (l: EmptyAnimatableData, r: EmptyAnimatableData) -> EmptyAnimatableData { l }
    public mutating func scale(by rhs: Double) {}
    public var magnitudeSquared: Double { 0 }
}

/// A type whose `animatableData` is interpolated frame by frame when it changes in an animated
/// transaction (docs/semantics.md §16.2). Shapes are `Animatable`: a custom shape that exposes its
/// parameters as `animatableData` morphs between them.
@MainActor @preconcurrency
public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension CGPoint: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { x = newValue.first; y = newValue.second }
    }
}
extension CGSize: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { width = newValue.first; height = newValue.second }
    }
}
extension CGRect: Animatable {
    public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set { origin.animatableData = newValue.first; size.animatableData = newValue.second }
    }
}
extension Angle: Animatable {
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}
extension UnitPoint: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { x = newValue.first; y = newValue.second }
    }
}
/// Numbers are their own animatable data (iOS 17: what keyframe tracks animate).
extension Double: Animatable {
    public var animatableData: Double {
        get { self }
        set { self = newValue }
    }
}
extension CGFloat: Animatable {
    public var animatableData: CGFloat {
        get { self }
        set { self = newValue }
    }
}
extension Float: Animatable {
    public var animatableData: Float {
        get { self }
        set { self = newValue }
    }
}

/// `@Animatable` on a struct, class or enum (SwiftUI's macro, iOS 26): writes its `animatableData`
/// from its stored `var`s (each of an `Animatable` type, its type written out), nested
/// `AnimatablePair`s in declaration order, and adds the `Animatable` conformance when the type
/// lacks it. `let`s, computed and static properties, property wrappers and properties marked
/// `@AnimatableIgnored` are left out (docs/semantics.md §16.2).
@attached(extension, conformances: Animatable)
@attached(member, names: named(animatableData))
public macro Animatable() = #externalMacro(module: "PlaygroundMacros", type: "AnimatableMacro")

/// Leaves a property out of the `animatableData` that `@Animatable` writes (SwiftUI's macro,
/// iOS 26); it adds nothing to the property itself.
@attached(accessor, names: named(willSet))
public macro AnimatableIgnored() = #externalMacro(module: "PlaygroundMacros", type: "AnimatableIgnoredMacro")

import Foundation

// iOS 17's custom animations (docs/semantics.md §7.12): a type conforming to `CustomAnimation`
// says where a value is along its change at each moment; `Animation(_:)` makes it an animation
// that `withAnimation`, `.animation(_:value:)` and the rest run like a built-in one.

/// An animation of your own (iOS 17): `animate(value:time:context:)` returns how far along
/// `value` (the change, from zero) the animated value is `time` seconds after it began, or nil
/// once it has finished.
public protocol CustomAnimation: Hashable, Sendable {
    /// The part of `value` reached `time` seconds in, or nil when the animation has finished.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?
    /// The velocity at `time` (nil: not known). Nothing here reads it.
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?
    /// Whether a new change made while this one runs merges with it rather than adding to it.
    /// Here a custom animation always adds (the default answer, false).
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                          context: inout AnimationContext<V>) -> Bool
}

extension CustomAnimation {
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? { nil }
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                                 context: inout AnimationContext<V>) -> Bool { false }
}

/// What a custom animation keeps from one call to the next: its `state`, and whether it counts
/// as done for completion handlers (`isLogicallyComplete`).
public struct AnimationContext<Value: VectorArithmetic> {
    /// Values the animation stores for itself between calls, by key.
    public var state: AnimationState<Value>
    /// Set by the animation once it is done as far as completions are concerned (here
    /// completions run when `animate` returns nil).
    public var isLogicallyComplete: Bool
    /// The environment of the view whose change animates (here the default environment: one
    /// animation's curve serves every view it animates).
    public var environment: EnvironmentValues { EnvironmentValues() }

    init() { state = AnimationState(); isLogicallyComplete = false }

    /// A context for another value type with `state`.
    public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
        var c = AnimationContext<T>()
        c.state = state
        c.isLogicallyComplete = isLogicallyComplete
        return c
    }
}

/// The values a custom animation stores, one for each key type.
public struct AnimationState<Value: VectorArithmetic> {
    private var values: [ObjectIdentifier: Any] = [:]
    public init() {}
    /// The value stored for `key` (its `defaultValue` until set).
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)].map { $0 as! K.Value } ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// A key for a value a custom animation stores in its `AnimationState`.
public protocol AnimationStateKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

extension Animation {
    /// `base` as an animation (iOS 17); `delay`, `speed` and the repeats apply to it as to any.
    public init<A: CustomAnimation>(_ base: A) {
        self.init(.custom(CustomCurve(base)))
    }
}

/// A custom animation's progress along a change, sampled 240 times a second from its start
/// (a frame of the 60-Hz clock falls on a sample, so frames read exact values): the animation is
/// asked how far along a change of 1 it is, in order, keeping its context between calls, as
/// SwiftUI calls it frame by frame. Sampled when a change first runs on it, up to 60 seconds
/// (an animation still running then runs forever here).
final class CustomCurve: @unchecked Sendable, Equatable, CustomStringConvertible {
    static let rate = 240.0
    static let limit = 60.0
    private let key: AnyHashable
    private let animate: (Double, inout AnimationContext<Double>) -> Double?
    /// Progress at each sample (made when first needed, under `lock`: one animation value may
    /// be shared by hosts on several threads).
    private var samples: [Double]?
    private let lock = NSLock()
    /// How long it runs (`.infinity` when it did not finish within `limit`).
    private var length = 0.0

    init<A: CustomAnimation>(_ animation: A) {
        key = AnyHashable(animation)
        self.animate = { time, context in animation.animate(value: 1.0, time: time, context: &context) }
    }

    static func == (a: CustomCurve, b: CustomCurve) -> Bool { a === b || a.key == b.key }
    var description: String { "\(key.base)" }

    private func sample() -> [Double] {
        lock.lock()
        defer { lock.unlock() }
        if let samples { return samples }
        var context = AnimationContext<Double>()
        var made: [Double] = []
        var k = 0
        length = .infinity
        while Double(k) / Self.rate <= Self.limit {
            let t = Double(k) / Self.rate
            guard let v = animate(t, &context), v.isFinite else { length = t; break }
            made.append(v)
            k += 1
        }
        samples = made
        return made
    }

    /// How long the animation runs (`.infinity`: past the sampling limit).
    var duration: Double { _ = sample(); return lock.withLock { length } }

    /// Progress `t` seconds in (1 once finished; between samples, on the line joining them).
    func progress(at t: Double) -> Double {
        let s = sample()
        let length = duration
        if t >= length || s.isEmpty { return length.isFinite ? 1 : (s.last ?? 1) }
        let x = max(t, 0) * Self.rate
        let i = Int(x.rounded(.down))
        guard i + 1 < s.count else { return s[min(i, s.count - 1)] }
        let f = x - Double(i)
        return s[i] + (s[i + 1] - s[i]) * f
    }
}

import Foundation

// Keyframe animation (iOS 17, docs/semantics.md §7.10): tracks of keyframes, one per property
// of a value, played over time; `KeyframeTimeline` computes the value at a time, and
// `keyframeAnimator` shows a view with it on the host's clock.

/// A curve from (0, 0) to (1, 1) that maps a segment's progress to its eased progress (SwiftUI's
/// `UnitCurve`).
public struct UnitCurve: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case bezier(BezierCurve), circularIn, circularOut, circularInOut }
    let kind: Kind
    public static let linear = UnitCurve(kind: .bezier(.linear))
    public static let easeIn = UnitCurve(kind: .bezier(.easeIn))
    public static let easeOut = UnitCurve(kind: .bezier(.easeOut))
    public static let easeInOut = UnitCurve(kind: .bezier(.easeInOut))
    /// 1 − √(1 − x²).
    public static let circularEaseIn = UnitCurve(kind: .circularIn)
    /// √(1 − (x − 1)²).
    public static let circularEaseOut = UnitCurve(kind: .circularOut)
    /// The two joined at the middle.
    public static let circularEaseInOut = UnitCurve(kind: .circularInOut)
    /// A cubic Bézier curve from (0, 0) to (1, 1) with these control points.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(kind: .bezier(BezierCurve(Double(startControlPoint.x), Double(startControlPoint.y),
                                            Double(endControlPoint.x), Double(endControlPoint.y))))
    }
    /// The eased progress at `progress` (0…1).
    public func value(at progress: Double) -> Double {
        let x = min(max(progress, 0), 1)
        switch kind {
        case .bezier(let b): return b.value(at: x)
        case .circularIn: return 1 - (1 - x * x).squareRoot()
        case .circularOut: return (1 - (x - 1) * (x - 1)).squareRoot()
        case .circularInOut:
            return x < 0.5 ? (1 - (1 - 4 * x * x).squareRoot()) / 2 : ((1 - (2 * x - 2) * (2 * x - 2)).squareRoot() + 1) / 2
        }
    }
}

/// A spring's character (SwiftUI's `Spring`, iOS 17): its perceptual duration and bounce, or
/// response and damping ratio, or mass, stiffness and damping.
public struct Spring: Equatable, Sendable {
    let solver: SpringSolver
    /// The perceptual duration (the response).
    public let duration: Double
    /// How much it overshoots: 0 none, up to 1; negative values are overdamped.
    public let bounce: Double

    /// `duration` as the response, damping ratio 1 − bounce (1 / (1 + bounce) below 0), as
    /// `Animation.spring(duration:bounce:)`.
    public init(duration: Double = 0.5, bounce: Double = 0) {
        let ratio = bounce < 0 ? 1 / (1 + bounce) : 1 - bounce
        self.init(solver: SpringSolver(response: duration, dampingFraction: ratio), duration: duration, bounce: bounce)
    }
    public init(response: Double, dampingRatio: Double) {
        self.init(solver: SpringSolver(response: response, dampingFraction: dampingRatio), duration: response,
                  bounce: dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1)
    }
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        var s = SpringSolver(mass: mass, stiffness: stiffness, damping: damping)
        if !allowOverDamping, s.dampingRatio > 1 { s = SpringSolver(mass: mass, stiffness: stiffness, damping: 2 * (stiffness * mass).squareRoot()) }
        let response = s.stiffness > 0 ? 2 * Double.pi / s.naturalFrequency : 0
        self.init(solver: s, duration: response, bounce: s.dampingRatio <= 1 ? 1 - s.dampingRatio : 1 / s.dampingRatio - 1)
    }
    private init(solver: SpringSolver, duration: Double, bounce: Double) {
        self.solver = solver; self.duration = duration; self.bounce = bounce
    }
    /// The response (2π / the undamped angular frequency).
    public var response: Double { duration }
    public var dampingRatio: Double { solver.dampingRatio }
    public var mass: Double { solver.mass }
    public var stiffness: Double { solver.stiffness }
    public var damping: Double { solver.damping }

    public static let smooth = Spring(duration: 0.5, bounce: 0)
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: extraBounce) }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: 0.15 + extraBounce) }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: 0.3 + extraBounce) }
}

// MARK: Keyframes

/// One stretch of a track: where it goes, how, and for how long.
/// Public because `KeyframeTrackContent`'s requirement hands keyframes over as these.
public struct _KeyframeSegment<Value: Animatable> {
    enum Kind { case move, linear(UnitCurve), spring(Spring, startVelocity: Value?), cubic(startVelocity: Value?, endVelocity: Value?) }
    let to: Value
    let duration: Double
    let kind: Kind
}

/// Keyframes for one property (SwiftUI's `KeyframeTrackContent`): a keyframe or a sequence of
/// them. `_segments` is ours: the keyframes in order.
public protocol KeyframeTrackContent<Value> {
    associatedtype Value: Animatable
    func _segments(into segments: inout [_KeyframeSegment<Value>])
}

/// Moves to `to` along a straight line in `duration` seconds, eased by `timingCurve`.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    let to: Value, duration: Double, curve: UnitCurve
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        self.to = to; self.duration = max(duration, 0); self.curve = timingCurve
    }
    public func _segments(into s: inout [_KeyframeSegment<Value>]) { s.append(.init(to: to, duration: duration, kind: .linear(curve))) }
}

/// Moves toward `to` with `spring` for `duration` seconds (nil: the spring's duration), starting
/// with the velocity the value had (or `startVelocity`).
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    let to: Value, duration: Double?, spring: Spring, startVelocity: Value?
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        self.to = to; self.duration = duration.map { max($0, 0) }; self.spring = spring; self.startVelocity = startVelocity
    }
    public func _segments(into s: inout [_KeyframeSegment<Value>]) {
        s.append(.init(to: to, duration: duration ?? spring.duration, kind: .spring(spring, startVelocity: startVelocity)))
    }
}

/// Moves to `to` along a cubic curve in `duration` seconds: with the velocities given, or ones
/// that make consecutive cubic keyframes one smooth curve (Catmull-Rom).
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    let to: Value, duration: Double, startVelocity: Value?, endVelocity: Value?
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        self.to = to; self.duration = max(duration, 0); self.startVelocity = startVelocity; self.endVelocity = endVelocity
    }
    public func _segments(into s: inout [_KeyframeSegment<Value>]) {
        s.append(.init(to: to, duration: duration, kind: .cubic(startVelocity: startVelocity, endVelocity: endVelocity)))
    }
}

/// Jumps to `to` at once.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    let to: Value
    public init(_ to: Value) { self.to = to }
    public func _segments(into s: inout [_KeyframeSegment<Value>]) { s.append(.init(to: to, duration: 0, kind: .move)) }
}

/// What `KeyframeTrackContentBuilder` makes: the keyframes in order.
/// Public because the builder's public functions return it.
public struct _KeyframeSequence<Value: Animatable>: KeyframeTrackContent {
    let segments: [_KeyframeSegment<Value>]
    public func _segments(into s: inout [_KeyframeSegment<Value>]) { s.append(contentsOf: segments) }
}

@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression<K: KeyframeTrackContent>(_ k: K) -> _KeyframeSequence<Value> where K.Value == Value {
        var s: [_KeyframeSegment<Value>] = []
        k._segments(into: &s)
        return _KeyframeSequence(segments: s)
    }
    public static func buildBlock(_ parts: _KeyframeSequence<Value>...) -> _KeyframeSequence<Value> {
        _KeyframeSequence(segments: parts.flatMap(\.segments))
    }
    public static func buildOptional(_ part: _KeyframeSequence<Value>?) -> _KeyframeSequence<Value> { part ?? _KeyframeSequence(segments: []) }
    public static func buildEither(first: _KeyframeSequence<Value>) -> _KeyframeSequence<Value> { first }
    public static func buildEither(second: _KeyframeSequence<Value>) -> _KeyframeSequence<Value> { second }
    public static func buildArray(_ parts: [_KeyframeSequence<Value>]) -> _KeyframeSequence<Value> {
        _KeyframeSequence(segments: parts.flatMap(\.segments))
    }
}

/// One track as a timeline plays it: how long it lasts and what it writes at a time.
/// Public because `Keyframes`' requirement hands tracks over as these.
public struct _KeyframeTrackPlayer<Root> {
    let duration: Double
    /// Writes the track's value at a time into the root (its start value read from the root).
    let apply: @MainActor (inout Root, Double) -> Void
}

/// Tracks of keyframes for a value (SwiftUI's `Keyframes`). `_players` is ours.
public protocol Keyframes<Value> {
    associatedtype Value
    func _players(into players: inout [_KeyframeTrackPlayer<Value>])
}

/// The keyframes for one property of `Root` (the whole value when `Root == Value`).
public struct KeyframeTrack<Root, Value: Animatable, Content: KeyframeTrackContent>: Keyframes where Content.Value == Value {
    let keyPath: WritableKeyPath<Root, Value>
    let content: Content
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        self.keyPath = keyPath; self.content = content()
    }
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
        self.keyPath = \Root.self; self.content = content()
    }
    public func _players(into players: inout [_KeyframeTrackPlayer<Root>]) {
        var segments: [_KeyframeSegment<Value>] = []
        content._segments(into: &segments)
        nonisolated(unsafe) let path = keyPath
        nonisolated(unsafe) let curve = KeyframeCurve(segments: segments)
        players.append(_KeyframeTrackPlayer(duration: curve.duration) { root, t in
            root[keyPath: path] = curve.value(from: root[keyPath: path], at: t)
        })
    }
}

/// What `KeyframesBuilder` makes: the tracks together.
/// Public because the builder's public functions return it.
public struct _KeyframeTracks<Value>: Keyframes {
    let players: [_KeyframeTrackPlayer<Value>]
    public func _players(into p: inout [_KeyframeTrackPlayer<Value>]) { p.append(contentsOf: players) }
}

@resultBuilder
public enum KeyframesBuilder<Value> {
    public static func buildExpression<K: Keyframes>(_ k: K) -> _KeyframeTracks<Value> where K.Value == Value {
        var p: [_KeyframeTrackPlayer<Value>] = []
        k._players(into: &p)
        return _KeyframeTracks(players: p)
    }
    public static func buildBlock(_ parts: _KeyframeTracks<Value>...) -> _KeyframeTracks<Value> {
        _KeyframeTracks(players: parts.flatMap(\.players))
    }
    public static func buildOptional(_ part: _KeyframeTracks<Value>?) -> _KeyframeTracks<Value> { part ?? _KeyframeTracks(players: []) }
    public static func buildEither(first: _KeyframeTracks<Value>) -> _KeyframeTracks<Value> { first }
    public static func buildEither(second: _KeyframeTracks<Value>) -> _KeyframeTracks<Value> { second }
    public static func buildArray(_ parts: [_KeyframeTracks<Value>]) -> _KeyframeTracks<Value> {
        _KeyframeTracks(players: parts.flatMap(\.players))
    }
}

extension KeyframesBuilder where Value: Animatable {
    /// Keyframes written without a track (`keyframes: { _ in LinearKeyframe(…); SpringKeyframe(…) }`)
    /// are one track of the whole value, in order (§7.10).
    public static func buildExpression<K: KeyframeTrackContent>(_ k: K) -> _KeyframeSequence<Value> where K.Value == Value {
        Track.buildExpression(k)
    }
    // The rest as a track's builder builds a run of keyframes.
    public static func buildBlock(_ parts: _KeyframeSequence<Value>...) -> _KeyframeSequence<Value> { Track.buildArray(parts) }
    public static func buildOptional(_ part: _KeyframeSequence<Value>?) -> _KeyframeSequence<Value> { Track.buildOptional(part) }
    public static func buildEither(first: _KeyframeSequence<Value>) -> _KeyframeSequence<Value> { first }
    public static func buildEither(second: _KeyframeSequence<Value>) -> _KeyframeSequence<Value> { second }
    public static func buildArray(_ parts: [_KeyframeSequence<Value>]) -> _KeyframeSequence<Value> { Track.buildArray(parts) }
    private typealias Track = KeyframeTrackContentBuilder<Value>
}

/// Keyframes without a track: one track of the whole value.
extension _KeyframeSequence: Keyframes {
    public func _players(into players: inout [_KeyframeTrackPlayer<Value>]) {
        KeyframeTrack(\Value.self) { self }._players(into: &players)
    }
}

/// A value's keyframes laid out in time (SwiftUI's `KeyframeTimeline`): each track starts from
/// `initialValue`'s property and runs its keyframes one after another; the timeline lasts as
/// long as its longest track, and a track that has ended holds its last value.
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    let players: [_KeyframeTrackPlayer<Value>]
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.initialValue = initialValue
        var p: [_KeyframeTrackPlayer<Value>] = []
        content()._players(into: &p)
        players = p
    }
    init<K: Keyframes>(initialValue: Value, keyframes: K) where K.Value == Value {
        self.initialValue = initialValue
        var p: [_KeyframeTrackPlayer<Value>] = []
        keyframes._players(into: &p)
        players = p
    }
    /// The longest track's length (seconds).
    public var duration: TimeInterval { players.map(\.duration).max() ?? 0 }
    /// The value `time` seconds in (clamped to the timeline).
    @MainActor public func value(time: TimeInterval) -> Value {
        var v = initialValue
        let t = min(max(time, 0), duration)
        for p in players { p.apply(&v, t) }
        return v
    }
    /// The value at `progress` of the timeline (0…1).
    @MainActor public func value(progress: Double) -> Value { value(time: progress * duration) }
}

/// One track's keyframes as a function of time from a start value (docs/semantics.md §7.10).
struct KeyframeCurve<Value: Animatable> {
    typealias Data = Value.AnimatableData
    let segments: [_KeyframeSegment<Value>]
    var duration: Double { segments.reduce(0) { $0 + $1.duration } }

    @MainActor func value(from start: Value, at t: Double) -> Value {
        var out = start
        out.animatableData = data(from: start.animatableData, at: t)
        return out
    }

    @MainActor private func data(from start: Data, at t: Double) -> Data {
        var from = start            // where the current segment starts
        var velocity = Data.zero    // the value's velocity there (per second)
        var begin = 0.0
        let points = [start] + segments.map { $0.to.animatableData }   // the value at each junction
        for (i, s) in segments.enumerated() {
            let local = t - begin
            if local < s.duration { return evaluate(s, i, from: from, v0: velocity, points: points, at: max(local, 0)).value }
            let end = evaluate(s, i, from: from, v0: velocity, points: points, at: s.duration)
            from = end.value
            velocity = end.velocity
            begin += s.duration
        }
        return from
    }

    /// The segment's value and velocity `tau` seconds in.
    @MainActor private func evaluate(_ s: _KeyframeSegment<Value>, _ i: Int, from p0: Data, v0: Data, points: [Data], at tau: Double) -> (value: Data, velocity: Data) {
        let p1 = s.to.animatableData
        let d = s.duration
        switch s.kind {
        case .move:
            return (p1, .zero)
        case .linear(let curve):
            guard d > 0 else { return (p1, .zero) }
            let e = curve.value(at: tau / d)
            let h = 1e-4
            let slope = (curve.value(at: min(tau / d + h, 1)) - curve.value(at: max(tau / d - h, 0))) / (min(tau / d + h, 1) - max(tau / d - h, 0))
            return (p0 + (p1 - p0).scaled(by: e), (p1 - p0).scaled(by: slope / d))
        case .spring(let spring, let startVelocity):
            // x = remaining distance (target − position): x(τ) = a·x0 + b·ẋ0.
            let v = startVelocity?.animatableData ?? v0
            let c = spring.solver.coefficients(at: tau)
            let x0 = p1 - p0
            let x = x0.scaled(by: c.a) - v.scaled(by: c.b)
            let xd = x0.scaled(by: c.da) - v.scaled(by: c.db)
            return (p1 - x, Data.zero - xd)
        case .cubic(let startVelocity, let endVelocity):
            guard d > 0 else { return (p1, .zero) }
            let m0 = startVelocity?.animatableData ?? catmullRom(at: i, points: points, fallback: v0)
            let m1 = endVelocity?.animatableData ?? catmullRom(at: i + 1, points: points, fallback: .zero)
            let u = tau / d
            let u2 = u * u, u3 = u2 * u
            let h00 = 2 * u3 - 3 * u2 + 1, h10 = u3 - 2 * u2 + u, h01 = -2 * u3 + 3 * u2, h11 = u3 - u2
            let value = p0.scaled(by: h00) + m0.scaled(by: h10 * d) + p1.scaled(by: h01) + m1.scaled(by: h11 * d)
            let d00 = 6 * u2 - 6 * u, d10 = 3 * u2 - 4 * u + 1, d01 = -6 * u2 + 6 * u, d11 = 3 * u2 - 2 * u
            let vel = p0.scaled(by: d00 / d) + m0.scaled(by: d10) + p1.scaled(by: d01 / d) + m1.scaled(by: d11)
            return (value, vel)
        }
    }

    /// The velocity at junction `j` (between segments j − 1 and j) when both sides are cubic
    /// keyframes: the chord from the junction before to the one after over their time
    /// (Catmull-Rom). At a run's ends, `fallback` (the incoming velocity at its start, zero at
    /// its end).
    private func catmullRom(at j: Int, points: [Data], fallback: Data) -> Data {
        guard j > 0, j < segments.count,
              case .cubic = segments[j - 1].kind, case .cubic = segments[j].kind else { return fallback }
        let span = segments[j - 1].duration + segments[j].duration
        guard span > 0 else { return fallback }
        return (points[j + 1] - points[j - 1]).scaled(by: 1 / span)
    }
}

extension Animation {
    /// A fluid spring with `spring`'s character (iOS 17): its response and damping ratio.
    public static func spring(_ spring: Spring, blendDuration: Double = 0) -> Animation {
        .spring(response: spring.response, dampingFraction: spring.dampingRatio, blendDuration: blendDuration)
    }
    /// An interpolating spring with `spring`'s mass, stiffness and damping (iOS 17).
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation {
        .interpolatingSpring(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, initialVelocity: initialVelocity)
    }
}

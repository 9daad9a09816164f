import Foundation

/// Taps within 0.3 s of each other count toward a multi-tap (§25.5).
let multiTapInterval = 0.3

/// One or more taps: ends when the pointer went down and up `count` times, each release inside
/// the view, each tap within 0.3 s of the one before (§25.5). Moving does not fail a tap; a
/// competing drag that is recognized cancels it.
public struct TapGesture: Gesture {
    public typealias Value = Void
    public typealias Body = Never
    /// Taps needed (1 by default).
    public var count: Int
    nonisolated public init(count: Int = 1) { self.count = count }

    @MainActor public static func _makeRecognizer(_ g: Self) -> _GestureRecognizer<Void> {
        RelayRecognizer(TapRecognizer(count: g.count, space: .local)) { _ in () }
    }
}

/// A tap that reports where it happened (iOS 16's `SpatialTapGesture`).
public struct SpatialTapGesture: Gesture {
    public typealias Body = Never
    public struct Value: Equatable, @unchecked Sendable {
        /// Where the last tap's release was, in the gesture's coordinate space.
        public var location: CGPoint
    }
    public var count: Int
    public var coordinateSpace: CoordinateSpace
    nonisolated public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }
    nonisolated public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol) {
        self.init(count: count, coordinateSpace: coordinateSpace.coordinateSpace)
    }
    @MainActor public static func _makeRecognizer(_ g: Self) -> _GestureRecognizer<Value> {
        RelayRecognizer(TapRecognizer(count: g.count, space: g.coordinateSpace)) { Value(location: $0) }
    }
}

@MainActor
final class TapRecognizer: _GestureRecognizer<CGPoint> {
    let count: Int
    let coordinateSpace: CoordinateSpace
    private var taps = 0
    private var lastUp = -Double.infinity
    private var down = false

    init(count: Int, space: CoordinateSpace) {
        self.count = max(count, 1)
        self.coordinateSpace = space
    }

    override var isWaiting: Bool { !isDone && taps > 0 && !down }
    override var wantsTicks: Bool { isWaiting }

    override func handle(_ input: GestureInput) {
        switch input.kind {
        case .down:
            if taps > 0 && input.time - lastUp > multiTapInterval + 1e-9 { emitFailed(); return }
            down = true
        case .move: break
        case .up:
            guard down else { return }
            down = false
            guard space.contains(input.location) else { emitFailed(); return }
            taps += 1
            lastUp = input.time
            if taps >= count { emitEnded(space.convert(input.location, to: coordinateSpace)) }
        case .tick:
            if isWaiting && input.time - lastUp > multiTapInterval + 1e-9 { emitFailed() }
        case .magnify, .magnifyEnd: emitFailed()
        }
    }
}

/// A press held for `minimumDuration` seconds without moving more than `maximumDistance` points
/// (§25.6). Reports `true` when the pointer goes down (not yet recognized: it does not take the
/// pointer from other gestures) and ends with `true` the moment the duration is reached, while
/// still held — the host's clock drives it, so it fires without any movement.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public typealias Body = Never
    public var minimumDuration: Double
    public var maximumDistance: CGFloat
    nonisolated public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
    @MainActor public static func _makeRecognizer(_ g: Self) -> _GestureRecognizer<Bool> {
        LongPressRecognizer(minimumDuration: g.minimumDuration, maximumDistance: g.maximumDistance)
    }
}

@MainActor
final class LongPressRecognizer: _GestureRecognizer<Bool> {
    let minimumDuration: Double
    let maximumDistance: CGFloat
    private var start = CGPoint.zero
    private var startTime = 0.0
    private var down = false

    init(minimumDuration: Double, maximumDistance: CGFloat) {
        self.minimumDuration = max(minimumDuration, 0)
        self.maximumDistance = maximumDistance
    }

    override var wantsTicks: Bool { down && !isDone }

    override func handle(_ input: GestureInput) {
        switch input.kind {
        case .down:
            down = true
            start = input.location
            startTime = input.time
            emitChanged(true, claims: false)
            if minimumDuration == 0 { emitEnded(true) }
        case .move:
            let dx = input.location.x - start.x, dy = input.location.y - start.y
            if (dx * dx + dy * dy).squareRoot() > maximumDistance { emitFailed() }
        case .tick:
            if down && input.time - startTime >= minimumDuration - 1e-9 { emitEnded(true) }
        case .up:
            down = false
            if input.time - startTime >= minimumDuration - 1e-9 { emitEnded(true) } else { emitFailed() }
        case .magnify, .magnifyEnd: emitFailed()
        }
    }
}

/// A pinch: in the window, ctrl + mouse wheel over the view (each step scales by 1.1); headless,
/// `ViewHost.magnify(at:by:)`. Reports the scale since the pinch began; ends 0.3 s after the
/// last step (§25.7).
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    public typealias Body = Never
    public var minimumScaleDelta: CGFloat
    nonisolated public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
    @MainActor public static func _makeRecognizer(_ g: Self) -> _GestureRecognizer<CGFloat> {
        RelayRecognizer(MagnifyRecognizer(minimumScaleDelta: g.minimumScaleDelta)) { $0.scale }
    }
}

/// iOS 17's pinch gesture (see `MagnificationGesture` for how it is driven here).
public struct MagnifyGesture: Gesture {
    public typealias Body = Never
    public struct Value: Equatable, @unchecked Sendable {
        public var time: Date
        /// The scale since the pinch began.
        public var magnification: CGFloat
        /// Scale change per second.
        public var velocity: CGFloat
        /// Where the pinch is, as a unit point of the view's bounds.
        public var startAnchor: UnitPoint
        /// Where the pinch is, in the view's space.
        public var startLocation: CGPoint
    }
    public var minimumScaleDelta: CGFloat
    nonisolated public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
    @MainActor public static func _makeRecognizer(_ g: Self) -> _GestureRecognizer<Value> {
        let r = MagnifyRecognizer(minimumScaleDelta: g.minimumScaleDelta)
        return RelayRecognizer(r) { s in
            Value(time: Date(timeIntervalSinceReferenceDate: s.time), magnification: s.scale, velocity: s.velocity,
                  startAnchor: s.anchor, startLocation: s.location)
        }
    }
}

struct MagnifySample {
    var scale: CGFloat, velocity: CGFloat, time: Double, location: CGPoint, anchor: UnitPoint
}

@MainActor
final class MagnifyRecognizer: _GestureRecognizer<MagnifySample> {
    let minimumScaleDelta: CGFloat
    private var scale: CGFloat = 1
    private var lastTime: Double?
    private var velocity: CGFloat = 0
    private var location = CGPoint.zero
    private var anchor = UnitPoint.center

    init(minimumScaleDelta: CGFloat) { self.minimumScaleDelta = minimumScaleDelta }

    override func handle(_ input: GestureInput) {
        switch input.kind {
        case .magnify(let factor):
            if lastTime == nil {
                location = space.convert(input.location, to: .local)
                let f = space.node?.frame ?? .zero
                anchor = UnitPoint(x: f.width > 0 ? location.x / f.width : 0.5, y: f.height > 0 ? location.y / f.height : 0.5)
            }
            let old = scale
            scale *= factor
            if let t = lastTime, input.time - t > 1e-9 { velocity = (scale - old) / CGFloat(input.time - t) }
            lastTime = input.time
            if state == .active || abs(scale - 1) >= minimumScaleDelta {
                emitChanged(sample(input.time), claims: true)
            }
        case .magnifyEnd:
            if state == .active { emitEnded(sample(input.time)) } else { emitFailed() }
        case .tick: break
        case .down, .move, .up: emitFailed()
        }
    }
    private func sample(_ t: Double) -> MagnifySample {
        MagnifySample(scale: scale, velocity: velocity, time: t, location: location, anchor: anchor)
    }
}

/// A two-finger rotation. Accepted so code compiles, but nothing here produces one (no mouse or
/// keyboard equivalent is wired): it never reports a value (§25.7).
public struct RotationGesture: Gesture {
    public typealias Value = Angle
    public typealias Body = Never
    public var minimumAngleDelta: Angle
    nonisolated public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
    @MainActor public static func _makeRecognizer(_ g: Self) -> _GestureRecognizer<Angle> { NeverRecognizer<Angle>() }
}

/// iOS 17's rotation gesture; accepted but never triggered, like `RotationGesture`.
public struct RotateGesture: Gesture {
    public typealias Body = Never
    public struct Value: Equatable, @unchecked Sendable {
        public var time: Date
        public var rotation: Angle
        public var velocity: Angle
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }
    public var minimumAngleDelta: Angle
    nonisolated public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
    @MainActor public static func _makeRecognizer(_ g: Self) -> _GestureRecognizer<Value> { NeverRecognizer<Value>() }
}

/// Fails at the first input (gestures with no way to trigger them here).
@MainActor
final class NeverRecognizer<V>: _GestureRecognizer<V> {
    override func handle(_ input: GestureInput) { if input.kind != .tick { emitFailed() } }
}

import Foundation

/// A dragging motion: recognized once the pointer moved `minimumDistance` points from where it
/// went down, then reports each move until the pointer goes up (§25.4).
public struct DragGesture: Gesture {
    public typealias Body = Never

    /// The state of a drag.
    public struct Value: Equatable, Sendable {
        /// When the current event happened (the host's clock: seconds since the reference date
        /// are the virtual time).
        public var time: Date
        /// Where the pointer is, in the gesture's coordinate space.
        public var location: CGPoint
        /// Where the pointer went down, in the gesture's coordinate space.
        public var startLocation: CGPoint
        /// Points per second, from the last 0.1 s of movement.
        public var velocity: CGSize
        /// From the pointer's start to now.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }
        /// Where the drag would end if the pointer left now and the content coasted on:
        /// the location plus a quarter second of the current velocity (§25.4).
        public var predictedEndLocation: CGPoint {
            CGPoint(x: location.x + velocity.width * 0.25, y: location.y + velocity.height * 0.25)
        }
        /// `predictedEndLocation` less the start location.
        public var predictedEndTranslation: CGSize {
            let p = predictedEndLocation
            return CGSize(width: p.x - startLocation.x, height: p.y - startLocation.y)
        }
    }

    /// Points the pointer must move before the drag is recognized (10 by default).
    public var minimumDistance: CGFloat
    /// The space `location` and `startLocation` are in (`.local`: the view the gesture is on).
    public var coordinateSpace: CoordinateSpace

    nonisolated public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// iOS 17's form taking `.local`, `.global` or `.named(_)` as a `CoordinateSpaceProtocol`.
    nonisolated public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol) {
        self.init(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace.coordinateSpace)
    }

    @MainActor public static func _makeRecognizer(_ g: Self) -> _GestureRecognizer<Value> {
        DragRecognizer(minimumDistance: g.minimumDistance, space: g.coordinateSpace)
    }
}

@MainActor
final class DragRecognizer: _GestureRecognizer<DragGesture.Value> {
    let minimumDistance: CGFloat
    let coordinateSpace: CoordinateSpace
    private var start = CGPoint.zero
    private var startLocal = CGPoint.zero
    private var samples: [(p: CGPoint, t: Double)] = []
    private var velocity = CGSize.zero
    private var down = false

    init(minimumDistance: CGFloat, space: CoordinateSpace) {
        self.minimumDistance = max(minimumDistance, 0)
        self.coordinateSpace = space
    }

    override func handle(_ input: GestureInput) {
        switch input.kind {
        case .down:
            down = true
            start = input.location
            startLocal = space.convert(input.location, to: coordinateSpace)
            samples = [(input.location, input.time)]
            if minimumDistance == 0 { emitChanged(value(input), claims: true) }
        case .move:
            guard down else { return }
            sample(input)
            if state == .active {
                emitChanged(value(input), claims: true)
            } else {
                let dx = input.location.x - start.x, dy = input.location.y - start.y
                if (dx * dx + dy * dy).squareRoot() >= minimumDistance { emitChanged(value(input), claims: true) }
            }
        case .up:
            guard down else { emitFailed(); return }
            down = false
            if state == .active {
                sample(input)
                emitEnded(value(input))
            } else {
                emitFailed()
            }
        case .tick: break
        case .magnify, .magnifyEnd: emitFailed()
        }
    }

    private func sample(_ input: GestureInput) {
        samples.append((input.location, input.time))
        // Velocity over the last 0.1 s of samples (older ones dropped; one older kept as the base).
        while samples.count > 2, input.time - samples[1].t > 0.1 { samples.removeFirst() }
        let first = samples[0], last = samples[samples.count - 1]
        let dt = last.t - first.t
        if dt > 1e-9 {
            velocity = CGSize(width: (last.p.x - first.p.x) / dt, height: (last.p.y - first.p.y) / dt)
        }
    }

    private func value(_ input: GestureInput) -> DragGesture.Value {
        // The velocity is measured in root space; a right-to-left space runs x the other way (§21.7).
        let flipped = space.frame(coordinateSpace).flipped
        return DragGesture.Value(time: Date(timeIntervalSinceReferenceDate: input.time),
                                 location: space.convert(input.location, to: coordinateSpace),
                                 startLocation: startLocal,
                                 velocity: CGSize(width: flipped ? -velocity.width : velocity.width, height: velocity.height))
    }
}

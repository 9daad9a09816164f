import Foundation

/// Where the pointer is over a view with `onContinuousHover`.
public enum HoverPhase: Equatable, Sendable {
    /// Over the view, at this location.
    case active(CGPoint)
    /// It left the view.
    case ended
}

/// How a gesture attached to a view competes with the gestures of its subviews (§25.2).
enum GesturePriority { case normal, high, simultaneous }

/// Attaches a gesture to its content (`gesture`, `simultaneousGesture`, `highPriorityGesture`).
package struct _GestureModifier<G: Gesture> {
    let gesture: G
    let mask: GestureMask
    let priority: GesturePriority
}

extension _GestureModifier: PrimitiveModifier {
    @inline(__always) public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        b.modifierNode(&slot, content, { GestureNode() }) { n in
            let g = m.gesture
            n.make = { node in
                let r = G._makeRecognizer(g)
                return RecognizerParticipant(r, node: node)
            }
            n.mask = m.mask
            n.priority = m.priority
        }
    }
}

/// The node of a gesture modifier: hit testing passes through it; the dispatcher finds it on
/// the path from the hit leaf to the root.
@MainActor
final class GestureNode: ModifierNode {
    override var nodeRole: NodeRole { .gesture(self) }
    var make: ((GestureNode) -> GestureParticipant)?
    @exclusivity(unchecked) var mask = GestureMask.all
    @exclusivity(unchecked) var priority = GesturePriority.normal
    /// A participant from an earlier press still waiting for more (a double tap's second tap).
    var waiting: GestureParticipant?
    /// The named coordinate spaces around this view at its last placement.
    var spaces: CoordinateSpaceChain?

    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) {
        spaces = ctx.spaces
        super.placeNode(rect, ctx)
    }
}

/// Runs an action when the pointer enters or leaves the content (`onHover`).
package struct _HoverModifier {
    let action: (Bool) -> Void
    /// `onContinuousHover`: each pointer position over the view, in `space`.
    var moved: ((CGPoint) -> Void)? = nil
    var space: CoordinateSpace = .local
}

extension _HoverModifier: PrimitiveModifier {
    @inline(__always) public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        b.pointer.usesHover = true
        b.modifierNode(&slot, content, { HoverNode() }) { n in
            n.action = m.action
            n.moved = m.moved
            n.space = m.space
        }
    }
}

@MainActor
final class HoverNode: ModifierNode {
    override var nodeRole: NodeRole { .hover(self) }
    var action: (Bool) -> Void = { _ in }
    var moved: ((CGPoint) -> Void)?
    @exclusivity(unchecked) var space = CoordinateSpace.local
    /// The named coordinate spaces around this view at its last placement (kept only for
    /// `onContinuousHover`, which reports in one of them).
    var spaces: CoordinateSpaceChain?

    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) {
        if moved != nil { spaces = ctx.spaces }
        super.placeNode(rect, ctx)
    }

    /// The pointer is over the view at `point` (root space): `onContinuousHover` hears where.
    func pointer(at point: CGPoint, global: SpaceFrame) {
        guard let moved else { return }
        let s = GestureSpace(node: self, spaces: { [weak self] in self?.spaces })
        s.global = global
        moved(s.convert(point, to: space))
    }
}

/// `onLongPressGesture`'s recognizer: a long press that reports pressing changes (true at the
/// press, false when the pointer goes up or the press fails) and runs `perform` at the duration.
@MainActor
final class LongPressActionRecognizer: _GestureRecognizer<Bool> {
    let inner: LongPressRecognizer
    let perform: () -> Void
    let pressing: ((Bool) -> Void)?
    private var isPressing = false

    init(_ inner: LongPressRecognizer, perform: @escaping () -> Void, pressing: ((Bool) -> Void)?) {
        self.inner = inner
        self.perform = perform
        self.pressing = pressing
        super.init()
        inner.sink = { [unowned self] o in
            switch o {
            case .changed:
                if !self.isPressing { self.isPressing = true; self.pressing?(true) }
                self.emitChanged(true, claims: false)
            case .ended:
                self.perform()
                self.emitChanged(true, claims: true)
            case .failed:
                self.release()
                self.emitFailed()
            }
        }
    }
    private func release() {
        if isPressing { isPressing = false; pressing?(false) }
    }
    override var wantsTicks: Bool { inner.wantsTicks }
    override func attach(_ space: GestureSpace) { super.attach(space); inner.attach(space) }
    override func handle(_ input: GestureInput) {
        if !inner.isDone { inner.handle(input) }
        if input.kind == .up, !isDone { release(); emitEnded(true) }
    }
    override func cancel() {
        guard !isDone else { return }
        inner.cancel()
        release()
        state = .failed
    }
}

/// The gesture behind `onLongPressGesture` (not SwiftUI API).
package struct _LongPressActionGesture: Gesture {
    public typealias Value = Bool
    public typealias Body = Never
    let minimumDuration: Double
    let maximumDistance: CGFloat
    nonisolated(unsafe) let perform: () -> Void
    nonisolated(unsafe) let pressing: ((Bool) -> Void)?
    nonisolated init(minimumDuration: Double, maximumDistance: CGFloat, perform: @escaping () -> Void, pressing: ((Bool) -> Void)?) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
        self.perform = perform
        self.pressing = pressing
    }
    @MainActor public static func _makeRecognizer(_ g: Self) -> _GestureRecognizer<Bool> {
        LongPressActionRecognizer(LongPressRecognizer(minimumDuration: g.minimumDuration, maximumDistance: g.maximumDistance),
                                  perform: g.perform, pressing: g.pressing)
    }
}

extension View {
    /// Attaches `gesture`; the subviews' gestures take precedence over it (§25.2).
    nonisolated public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        nonisolated(unsafe) let gesture = gesture
        return modifier(_GestureModifier(gesture: gesture, mask: mask, priority: .normal))
    }
    /// iOS 18's form with `isEnabled`.
    nonisolated public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        nonisolated(unsafe) let gesture = gesture
        return modifier(_GestureModifier(gesture: gesture, mask: isEnabled ? .all : .subviews, priority: .normal))
    }
    /// Attaches `gesture` ahead of the subviews' gestures (§25.2).
    nonisolated public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        nonisolated(unsafe) let gesture = gesture
        return modifier(_GestureModifier(gesture: gesture, mask: mask, priority: .high))
    }
    /// Attaches `gesture` to run alongside the subviews' gestures (§25.2).
    nonisolated public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        nonisolated(unsafe) let gesture = gesture
        return modifier(_GestureModifier(gesture: gesture, mask: mask, priority: .simultaneous))
    }

    /// Runs `action` when the press has lasted `minimumDuration` seconds (while still held);
    /// `onPressingChanged` gets true at the press and false when it ends (§25.6).
    nonisolated public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                               perform action: @escaping () -> Void,
                                               onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        gesture(_LongPressActionGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance,
                                        perform: action, pressing: onPressingChanged))
    }
    /// The iOS 13 spelling, with `pressing:` before `perform:` (`pressing:` has no default
    /// here, so `onLongPressGesture { … }` picks the form above without ambiguity).
    nonisolated public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                               pressing: ((Bool) -> Void)?,
                                               perform action: @escaping () -> Void) -> some View {
        onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action, onPressingChanged: pressing)
    }

    /// Runs `action` with true when the pointer moves onto this view's hit area and false when
    /// it leaves (mouse motion, pressed or not; §25.9).
    nonisolated public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
        modifier(_HoverModifier(action: action))
    }

    /// Runs `action` with `.active(location)` at each pointer position over this view's hit area
    /// (in `coordinateSpace`) and `.ended` when the pointer leaves (iOS 16; mouse motion in the
    /// window, `ViewHost.hover(at:)` headless; §25.9).
    nonisolated public func onContinuousHover(coordinateSpace: CoordinateSpace = .local,
                                              perform action: @escaping (HoverPhase) -> Void) -> some View {
        modifier(_HoverModifier(action: { inside in if !inside { action(.ended) } },
                                moved: { action(.active($0)) }, space: coordinateSpace))
    }
    /// iOS 17's spelling, with a `CoordinateSpaceProtocol` (`.local`, `.global`, `.named(_)`).
    @_disfavoredOverload
    nonisolated public func onContinuousHover<S: CoordinateSpaceProtocol>(coordinateSpace: S,
                                                                         perform action: @escaping (HoverPhase) -> Void) -> some View {
        onContinuousHover(coordinateSpace: coordinateSpace.coordinateSpace, perform: action)
    }

    /// Runs `action` with the tap's location (iOS 17's `onTapGesture(count:coordinateSpace:perform:)`).
    nonisolated public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local,
                                         perform action: @escaping (CGPoint) -> Void) -> some View {
        gesture(_SpatialTapAction(count: count, coordinateSpace: coordinateSpace, action: action))
    }
}

/// The gesture behind `onTapGesture(count:coordinateSpace:perform:)` (not SwiftUI API).
package struct _SpatialTapAction: Gesture {
    public typealias Value = CGPoint
    public typealias Body = Never
    let count: Int
    let coordinateSpace: CoordinateSpace
    nonisolated(unsafe) let action: (CGPoint) -> Void
    nonisolated init(count: Int, coordinateSpace: CoordinateSpace, action: @escaping (CGPoint) -> Void) {
        self.count = count
        self.coordinateSpace = coordinateSpace
        self.action = action
    }
    @MainActor public static func _makeRecognizer(_ g: Self) -> _GestureRecognizer<CGPoint> {
        let r = RelayRecognizer(TapRecognizer(count: g.count, space: g.coordinateSpace)) { $0 }
        r.ended = g.action
        return r
    }
}

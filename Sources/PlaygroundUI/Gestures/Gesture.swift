import Foundation

/// A gesture: matches a sequence of pointer events and reports a value for each of its states
/// (SwiftUI's `Gesture`, docs/semantics.md §25.1). Build gestures from the primitive ones
/// (`DragGesture`, `TapGesture`, `LongPressGesture`, …) and the combinators below, or write your
/// own with a `body` made of other gestures. Main-actor bound, like `View` (as in SwiftUI since
/// iOS 18).
@MainActor @preconcurrency
public protocol Gesture<Value> {
    /// The type of value the gesture reports while it changes and when it ends.
    associatedtype Value
    /// The gesture this one is made of (`Never` for the primitive gestures).
    associatedtype Body: Gesture
    var body: Body { get }
    /// Engine entry point (not SwiftUI API): a fresh recognizer for one interaction.
    @MainActor static func _makeRecognizer(_ gesture: Self) -> _GestureRecognizer<Value>
}

extension Never: Gesture {
    public typealias Value = Never
    @MainActor public static func _makeRecognizer(_ gesture: Never) -> _GestureRecognizer<Never> {}
}

extension Gesture where Value == Body.Value {
    /// A gesture written with a `body` recognizes what its body recognizes.
    @MainActor public static func _makeRecognizer(_ gesture: Self) -> _GestureRecognizer<Value> {
        Body._makeRecognizer(gesture.body)
    }
}

extension Gesture where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a primitive gesture and has no body") }
}

// MARK: The recognizer machinery (engine, not SwiftUI API)

/// One input a recognizer sees: the pointer going down, moving or up (root space), the clock
/// advancing, or a pinch step (ctrl + wheel in the window).
struct GestureInput {
    enum Kind: Equatable { case down, move, up, tick, magnify(CGFloat), magnifyEnd }
    var kind: Kind
    var location: CGPoint
    var time: Double
}

/// What a recognizer reports to whatever wraps it.
enum GestureOutput<Value> {
    /// A new value. `claims` is true when the gesture is now recognized (a drag past its minimum
    /// distance) and so takes the pointer from competing gestures; a long press reporting
    /// "pressing" before its duration does not claim.
    case changed(Value, claims: Bool)
    case ended(Value)
    case failed
}

/// Converts root-space points into the coordinate space a gesture reports in.
@MainActor
final class GestureSpace {
    /// The node the gesture is attached to (its frame is the `.local` space).
    weak var node: _Node?
    var spaces: (() -> CoordinateSpaceChain?)?
    /// Whether a point is on the view (its hit area); set by the dispatcher.
    var containsPoint: ((CGPoint) -> Bool)?
    init(node: _Node?, spaces: (() -> CoordinateSpaceChain?)? = nil) { self.node = node; self.spaces = spaces }

    func contains(_ p: CGPoint) -> Bool { containsPoint?(p) ?? node?.presentedFrame.contains(p) ?? true }

    /// The root's space (flipped in a right-to-left window, §21.7).
    var global = SpaceFrame.root

    func frame(_ space: CoordinateSpace) -> SpaceFrame {
        switch space {
        case .global: return global
        case .local: return node.map { SpaceFrame(of: $0.frame, flipped: $0.isRTL) } ?? global
        case .named(let name): return spaces?()?.space(of: name) ?? global
        }
    }
    func convert(_ p: CGPoint, to space: CoordinateSpace) -> CGPoint { frame(space).convert(p) }
}

/// The running state of one gesture during one interaction (engine type; SwiftUI has no
/// equivalent API). Subclasses implement the primitive gestures and the combinators.
@MainActor
/// Public because `Gesture`'s requirement returns it.
public class _GestureRecognizer<Value> {
    enum State { case possible, active, ended, failed }
    @exclusivity(unchecked) var state = State.possible
    /// Where this recognizer's outputs go (the wrapping recognizer or the dispatcher).
    var sink: (GestureOutput<Value>) -> Void = { _ in }
    @exclusivity(unchecked) var space = GestureSpace(node: nil)

    init() {}

    var isDone: Bool { state == .ended || state == .failed }
    /// True when the pointer went up but the gesture may still succeed (a double tap after its first tap).
    var isWaiting: Bool { false }
    /// True when the gesture needs the clock while nothing else happens (a long press's timer).
    var wantsTicks: Bool { false }

    /// Sets the coordinate-space converter (combinators pass it to their parts).
    func attach(_ space: GestureSpace) { self.space = space }
    /// Handles one input (only while not done).
    func handle(_ input: GestureInput) {}
    /// Stops without reporting (another gesture won, or the view went): wrappers reset their state.
    func cancel() { if !isDone { state = .failed } }

    final func emitChanged(_ v: Value, claims: Bool) {
        guard !isDone else { return }
        state = .active
        sink(.changed(v, claims: claims))
    }
    final func emitEnded(_ v: Value) {
        guard !isDone else { return }
        state = .ended
        sink(.ended(v))
    }
    final func emitFailed() {
        guard !isDone else { return }
        state = .failed
        sink(.failed)
    }
}

/// Passes an inner recognizer's outputs on, mapped, with hooks (onChanged, onEnded, updating, map).
@MainActor
final class RelayRecognizer<In, Out>: _GestureRecognizer<Out> {
    let inner: _GestureRecognizer<In>
    let map: (In) -> Out
    var changed: ((In) -> Void)?
    var ended: ((In) -> Void)?
    /// Runs once when the inner gesture ends, fails or is cancelled (GestureState reset).
    var reset: (() -> Void)?

    init(_ inner: _GestureRecognizer<In>, map: @escaping (In) -> Out) {
        self.inner = inner
        self.map = map
        super.init()
        inner.sink = { [unowned self] in self.relay($0) }
    }

    private func relay(_ o: GestureOutput<In>) {
        switch o {
        case .changed(let v, let claims):
            changed?(v)
            emitChanged(map(v), claims: claims)
        case .ended(let v):
            runReset()
            ended?(v)
            emitEnded(map(v))
        case .failed:
            runReset()
            emitFailed()
        }
    }
    private func runReset() {
        let r = reset
        reset = nil
        r?()
    }

    override var isWaiting: Bool { inner.isWaiting }
    override var wantsTicks: Bool { inner.wantsTicks }
    override func attach(_ space: GestureSpace) { super.attach(space); inner.attach(space) }
    override func handle(_ input: GestureInput) { if !inner.isDone { inner.handle(input) } }
    override func cancel() {
        guard !isDone else { return }
        inner.cancel()
        runReset()
        state = .failed
    }
}

// MARK: Combinators

/// A gesture that runs an action each time its base gesture's value changes (`onChanged`).
/// Public because `Gesture.onChanged` returns it (SwiftUI's name).
public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
    public typealias Value = Content.Value
    public typealias Body = Never
    var content: Content
    var action: (Content.Value) -> Void

    @MainActor public static func _makeRecognizer(_ g: Self) -> _GestureRecognizer<Value> {
        let r = RelayRecognizer(Content._makeRecognizer(g.content)) { $0 }
        var last: Value?
        r.changed = { v in
            if v != last { last = v; g.action(v) }
        }
        return r
    }
}

/// A gesture that runs an action when its base gesture ends (`onEnded`; not when it is cancelled).
/// Public because `Gesture.onEnded` returns it (SwiftUI's name).
public struct _EndedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    public typealias Body = Never
    var content: Content
    var action: (Content.Value) -> Void

    @MainActor public static func _makeRecognizer(_ g: Self) -> _GestureRecognizer<Value> {
        let r = RelayRecognizer(Content._makeRecognizer(g.content)) { $0 }
        r.ended = g.action
        return r
    }
}

/// A gesture whose values are its base gesture's, transformed (`map`).
/// Public because `Gesture.map` returns it.
public struct _MapGesture<Content: Gesture, Value>: Gesture {
    public typealias Body = Never
    var content: Content
    var body_: (Content.Value) -> Value

    @MainActor public static func _makeRecognizer(_ g: Self) -> _GestureRecognizer<Value> {
        RelayRecognizer(Content._makeRecognizer(g.content), map: g.body_)
    }
}

/// A gesture that updates a `@GestureState` while its base gesture changes and resets it when
/// the gesture ends or is cancelled (`updating(_:body:)`, §25.3).
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public typealias Value = Base.Value
    public typealias Body = Never
    public var base: Base
    public var state: GestureState<State>
    public var body: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void

    public init(base: Base, state: GestureState<State>, body: @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.body = body
    }

    @MainActor public static func _makeRecognizer(_ g: Self) -> _GestureRecognizer<Value> {
        let r = RelayRecognizer(Base._makeRecognizer(g.base)) { $0 }
        let state = g.state
        r.changed = { v in
            var s = state.currentValue
            var t = Transaction()
            g.body(v, &s, &t)
            withTransaction(t) { state.store(s) }
        }
        r.reset = { state.resetToInitial() }
        return r
    }
}

extension Gesture {
    /// Adds an action to run when the gesture ends (not when it is cancelled).
    public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }

    /// Updates `state` from the gesture's value while it changes; `state` returns to its initial
    /// value when the gesture ends or is cancelled.
    public func updating<State>(_ state: GestureState<State>, body: @escaping (Self.Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }

    /// A gesture reporting `body(value)` instead of this gesture's value.
    public func map<T>(_ body: @escaping (Self.Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, body_: body)
    }

    /// This gesture, then `other` once this one ended.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    /// This gesture and `other` at the same time.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// This gesture, or `other` only if this one fails.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

extension Gesture where Value: Equatable {
    /// Adds an action to run each time the gesture's value changes.
    public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }
}

/// A type-erased gesture.
public struct AnyGesture<Value>: Gesture {
    public typealias Body = Never
    let make: @MainActor () -> _GestureRecognizer<Value>
    public init<T: Gesture>(_ gesture: T) where T.Value == Value {
        nonisolated(unsafe) let g = gesture
        make = { T._makeRecognizer(g) }
    }
    @MainActor public static func _makeRecognizer(_ g: Self) -> _GestureRecognizer<Value> { g.make() }
}

/// Which gestures of a view and of its subviews take part (`gesture(_:including:)`).
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Neither the gesture nor the subviews' gestures.
    public static let none = GestureMask([])
    /// The gesture only, not the subviews' gestures.
    public static let gesture = GestureMask(rawValue: 1)
    /// The subviews' gestures only, not this gesture.
    public static let subviews = GestureMask(rawValue: 2)
    /// The gesture and the subviews' gestures (default).
    public static let all = GestureMask(rawValue: 3)
}

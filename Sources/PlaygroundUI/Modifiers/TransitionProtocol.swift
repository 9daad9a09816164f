import Foundation

// iOS 17's `Transition` protocol, its phases and the built-in transitions as its conformers, and
// `AnyTransition.modifier(active:identity:)` (docs/semantics.md §7.6.1). A transition with a body
// is run by building its view in one phase and then in another under the transaction's animation
// (`Animation/PhaseTransitions.swift`); the built-in ones are drawn as `AnyTransition`'s parts.

/// Where a view is in its transition: about to appear, present, or gone (iOS 17).
public enum TransitionPhase: Hashable, Sendable {
    /// The view is being inserted: the state the insertion animates from.
    case willAppear
    /// The view is present.
    case identity
    /// The view has been removed: the state the removal animates to.
    case didDisappear

    /// Whether the view is present (`.identity`).
    public var isIdentity: Bool { self == .identity }

    /// −1 before it appears, 0 while present, 1 after it leaves (a sign to scale an effect by).
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// What a transition does that the system may want to know (iOS 17): whether it moves anything.
public struct TransitionProperties: Sendable {
    /// Whether the transition moves the view (the system may shorten one that does when Reduce
    /// Motion is on; nothing here reads it).
    public var hasMotion: Bool
    public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

/// A transition described by the view it makes of its content in each phase (iOS 17):
/// `body(content:phase:)` is built in `.willAppear` and then in `.identity` under the
/// transaction's animation when a view is inserted, and in `.didDisappear` under it when it is
/// removed, so whatever in the body animates (an opacity, a scale, a rotation, an `Animatable`
/// modifier's data) moves between the two.
@MainActor @preconcurrency
public protocol Transition {
    associatedtype Body: View
    /// The view the transition applies to.
    typealias Content = PlaceholderContentView<Self>
    /// The content as it looks in `phase`.
    @ViewBuilder @MainActor @preconcurrency func body(content: Content, phase: TransitionPhase) -> Body
    /// What this transition does (`hasMotion`).
    static var properties: TransitionProperties { get }

    /// Engine entry point (not SwiftUI API): this transition as an `AnyTransition`: the built-in
    /// ones as the parts the engine draws, the others as their body, built in each phase.
    nonisolated var _anyTransition: AnyTransition { get }
}

extension Transition {
    public static var properties: TransitionProperties { TransitionProperties() }

    public nonisolated var _anyTransition: AnyTransition {
        AnyTransition(phased: [PhaseTransitionEntry(box: TypedPhaseTransitionBox(self), role: .both)])
    }

    /// The content as this transition makes it in `phase`.
    public func apply<V: View>(content: V, phase: TransitionPhase) -> some View {
        content.modifier(_TransitionBodyModifier(transition: self, phase: phase))
    }

    /// This transition and `other` at once.
    public nonisolated func combined<T: Transition>(with other: T) -> some Transition {
        _CombinedTransition(first: self, second: other)
    }

    /// This transition run on `animation`, whatever the transaction's.
    public nonisolated func animation(_ animation: Animation?) -> some Transition {
        _AnimatedTransition(transition: self, animation: animation)
    }
}

/// A transition's body in one phase, as a modifier (`Transition.apply(content:phase:)`).
struct _TransitionBodyModifier<T: Transition>: ViewModifier {
    let transition: T
    let phase: TransitionPhase
    func body(content: Content) -> some View {
        // The placeholder builds the same content as the modifier's (the innermost in scope).
        transition.body(content: PlaceholderContentView<T>(), phase: phase)
    }
}

struct _CombinedTransition<A: Transition, B: Transition>: Transition {
    nonisolated(unsafe) let first: A
    nonisolated(unsafe) let second: B
    nonisolated init(first: A, second: B) { self.first = first; self.second = second }
    func body(content: Content, phase: TransitionPhase) -> some View {
        second.apply(content: first.apply(content: content, phase: phase), phase: phase)
    }
    static var properties: TransitionProperties {
        TransitionProperties(hasMotion: A.properties.hasMotion || B.properties.hasMotion)
    }
    nonisolated var _anyTransition: AnyTransition { first._anyTransition.combined(with: second._anyTransition) }
}

struct _AnimatedTransition<T: Transition>: Transition {
    nonisolated(unsafe) let transition: T
    let animation: Animation?
    nonisolated init(transition: T, animation: Animation?) { self.transition = transition; self.animation = animation }
    func body(content: Content, phase: TransitionPhase) -> some View {
        transition.apply(content: content, phase: phase)
    }
    static var properties: TransitionProperties { T.properties }
    nonisolated var _anyTransition: AnyTransition { transition._anyTransition.animation(animation) }
}

/// A transition whose view is `active` when not present and `identity` when present
/// (`AnyTransition.modifier(active:identity:)`).
struct _ModifierTransition<M: ViewModifier>: Transition {
    nonisolated(unsafe) let active: M
    nonisolated(unsafe) let identity: M
    nonisolated init(active: M, identity: M) { self.active = active; self.identity = identity }
    func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(phase.isIdentity ? identity : active)
    }
}

extension AnyTransition {
    /// `transition` as an `AnyTransition` (iOS 17).
    public nonisolated init<T: Transition>(_ transition: T) { self = transition._anyTransition }

    /// A transition that applies `active` to the view while it is inserted and removed, and
    /// `identity` while it is present: what animates between the two is what the modifier's
    /// body changes (an `Animatable` modifier's `animatableData` is interpolated).
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition(_ModifierTransition(active: active, identity: identity))
    }
}

extension View {
    /// How this view is inserted and removed (iOS 17's `Transition`): its body is built in the
    /// phase the view is in.
    nonisolated public func transition<T: Transition>(_ t: T) -> some View {
        modifier(_TransitionModifier(transition: t._anyTransition))
    }
}

// MARK: The built-in transitions as `Transition`s

/// Engine protocol (not SwiftUI API): a built-in transition, drawn as its `AnyTransition`'s
/// parts; its body, for a custom transition that applies it (`apply(content:phase:)`), draws the
/// same parts for its phase.
/// Public because the built-in transitions conform to it.
public protocol _PartsTransition: Transition where Body == ModifiedContent<PlaceholderContentView<Self>, _TransitionPartsModifier> {
    nonisolated var _anyTransition: AnyTransition { get }
}

extension _PartsTransition {
    public func body(content: Content, phase: TransitionPhase) -> Body {
        let t = _anyTransition
        return content.modifier(_TransitionPartsModifier(parts: phase == .didDisappear ? t.removal : t.insertion,
                                                         presence: phase.isIdentity ? 1 : 0))
    }
}

/// No change: the view appears and disappears at once.
public struct IdentityTransition: _PartsTransition {
    public nonisolated init() {}
    public nonisolated var _anyTransition: AnyTransition { .identity }
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

/// Fades the view in and out.
public struct OpacityTransition: _PartsTransition {
    public nonisolated init() {}
    public nonisolated var _anyTransition: AnyTransition { .opacity }
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

/// Scales the view from `scale` about `anchor`.
public struct ScaleTransition: _PartsTransition {
    public var scale: Double
    public var anchor: UnitPoint
    public nonisolated init(_ scale: Double, anchor: UnitPoint = .center) { self.scale = scale; self.anchor = anchor }
    public nonisolated var _anyTransition: AnyTransition { .scale(scale: CGFloat(scale), anchor: anchor) }
}

/// Offsets the view by `offset` while it is not present.
public struct OffsetTransition: _PartsTransition {
    public var offset: CGSize
    public nonisolated init(_ offset: CGSize) { self.offset = offset }
    public nonisolated var _anyTransition: AnyTransition { .offset(offset) }
}

/// Moves the view in from `edge` and out toward it.
public struct MoveTransition: _PartsTransition {
    public var edge: Edge
    public nonisolated init(edge: Edge) { self.edge = edge }
    public nonisolated var _anyTransition: AnyTransition { .move(edge: edge) }
}

/// In from the leading edge, out toward the trailing edge.
public struct SlideTransition: _PartsTransition {
    public nonisolated init() {}
    public nonisolated var _anyTransition: AnyTransition { .slide }
}

/// In from `edge` fading in, out toward the opposite edge fading out.
public struct PushTransition: _PartsTransition {
    public var edge: Edge
    public nonisolated init(edge: Edge) { self.edge = edge }
    public nonisolated var _anyTransition: AnyTransition { .push(from: edge) }
}

extension BlurReplaceTransition: _PartsTransition {
    public nonisolated init(configuration: Configuration) { }
    public nonisolated var _anyTransition: AnyTransition { .blurReplace }
}

extension Transition where Self == IdentityTransition {
    public static var identity: IdentityTransition { IdentityTransition() }
}
extension Transition where Self == OpacityTransition {
    public static var opacity: OpacityTransition { OpacityTransition() }
}
extension Transition where Self == ScaleTransition {
    public static var scale: ScaleTransition { ScaleTransition(0) }
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition { ScaleTransition(scale, anchor: anchor) }
}
extension Transition where Self == OffsetTransition {
    public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition { OffsetTransition(CGSize(width: x, height: y)) }
}
extension Transition where Self == MoveTransition {
    public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}
extension Transition where Self == SlideTransition {
    public static var slide: SlideTransition { SlideTransition() }
}
extension Transition where Self == PushTransition {
    public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}
extension Transition where Self == BlurReplaceTransition {
    public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition(configuration: .downUp) }
    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> BlurReplaceTransition {
        BlurReplaceTransition(configuration: config)
    }
}

import Foundation

// iOS 17's `scrollTransition` (docs/semantics.md §14.15): a view changes as it enters or leaves
// the visible region of the scroll view around it, with the effects its closure describes on an
// `EmptyVisualEffect` for the phase it is in.

/// A description of effects on a view's rendering that change nothing in layout (SwiftUI's
/// `VisualEffect`): opacity, scale, rotation, offset, blur and colour adjustments, in the order
/// they were chained.
public protocol VisualEffect: Sendable {
    /// The effects in the order applied (engine detail).
    var _effects: [_VisualEffectStep] { get }
}

/// The starting point of a visual effect chain: no change.
public struct EmptyVisualEffect: VisualEffect {
    public init() {}
    public var _effects: [_VisualEffectStep] { [] }
}

/// One effect of a chain (engine detail).
/// Public because `VisualEffect`'s requirement returns it.
public enum _VisualEffectStep: Sendable, Equatable {
    case opacity(Double)
    case scale(CGSize, anchor: UnitPoint)
    case rotation(Angle, anchor: UnitPoint)
    case rotation3D(Angle, axis: SIMD3<Double>, anchor: UnitPoint, anchorZ: CGFloat, perspective: CGFloat)
    case offset(CGSize)
    case blur(radius: CGFloat, opaque: Bool)
    case brightness(Double)
    case contrast(Double)
    case saturation(Double)
    case grayscale(Double)
    case hueRotation(Angle)

    /// This step `t` of the way to `o` (the same kind of step; else `o` from halfway).
    func interpolated(to o: _VisualEffectStep, _ t: Double) -> _VisualEffectStep {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * CGFloat(t) }
        func mix(_ a: UnitPoint, _ b: UnitPoint) -> UnitPoint { UnitPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)) }
        switch (self, o) {
        case let (.opacity(a), .opacity(b)): return .opacity(mix(a, b))
        case let (.scale(a, p), .scale(b, q)):
            return .scale(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)), anchor: mix(p, q))
        case let (.rotation(a, p), .rotation(b, q)): return .rotation(.radians(mix(a.radians, b.radians)), anchor: mix(p, q))
        case let (.rotation3D(a, axis, p, z, d), .rotation3D(b, _, q, z2, d2)):
            return .rotation3D(.radians(mix(a.radians, b.radians)), axis: axis, anchor: mix(p, q), anchorZ: mix(z, z2), perspective: mix(d, d2))
        case let (.offset(a), .offset(b)): return .offset(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.blur(a, opaque), .blur(b, _)): return .blur(radius: mix(a, b), opaque: opaque)
        case let (.brightness(a), .brightness(b)): return .brightness(mix(a, b))
        case let (.contrast(a), .contrast(b)): return .contrast(mix(a, b))
        case let (.saturation(a), .saturation(b)): return .saturation(mix(a, b))
        case let (.grayscale(a), .grayscale(b)): return .grayscale(mix(a, b))
        case let (.hueRotation(a), .hueRotation(b)): return .hueRotation(.radians(mix(a.radians, b.radians)))
        default: return t < 0.5 ? self : o
        }
    }
}

/// A chain of visual effects (engine detail; SwiftUI returns `some VisualEffect`).
package struct _VisualEffectChain: VisualEffect {
    public var _effects: [_VisualEffectStep]
}

extension VisualEffect {
    private func adding(_ step: _VisualEffectStep) -> _VisualEffectChain { _VisualEffectChain(_effects: _effects + [step]) }
    public func opacity(_ opacity: Double) -> some VisualEffect { adding(.opacity(opacity)) }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect { adding(.scale(scale, anchor: anchor)) }
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(CGSize(width: s, height: s), anchor: anchor))
    }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(CGSize(width: x, height: y), anchor: anchor))
    }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect { adding(.rotation(angle, anchor: anchor)) }
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some VisualEffect {
        adding(.rotation3D(angle, axis: SIMD3(Double(axis.x), Double(axis.y), Double(axis.z)), anchor: anchor,
                           anchorZ: anchorZ, perspective: perspective))
    }
    public func offset(_ offset: CGSize) -> some VisualEffect { adding(.offset(offset)) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { adding(.offset(CGSize(width: x, height: y))) }
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { adding(.blur(radius: radius, opaque: opaque)) }
    public func brightness(_ amount: Double) -> some VisualEffect { adding(.brightness(amount)) }
    public func contrast(_ amount: Double) -> some VisualEffect { adding(.contrast(amount)) }
    public func saturation(_ amount: Double) -> some VisualEffect { adding(.saturation(amount)) }
    public func grayscale(_ amount: Double) -> some VisualEffect { adding(.grayscale(amount)) }
    public func hueRotation(_ angle: Angle) -> some VisualEffect { adding(.hueRotation(angle)) }
}

/// Where a view is in its scroll transition.
@frozen public enum ScrollTransitionPhase: Hashable, Sendable {
    /// Before the visible region: above it in a vertical scroll view, before its leading edge in
    /// a horizontal one.
    case topLeading
    /// Visible.
    case identity
    /// After the visible region: below it, or past its trailing edge.
    case bottomTrailing

    public var isIdentity: Bool { self == .identity }
    /// −1 before the visible region, 0 in it, 1 after it.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// How a scroll transition moves between its phases: with the scrolling (interactive), in an
/// animation once a threshold is crossed (animated), or not at all (identity).
public struct ScrollTransitionConfiguration: Sendable {
    enum Kind: Sendable { case interactive(BezierCurve), animated(Animation), identity }
    var kind: Kind
    var threshold: Threshold = .visible

    /// The view follows the scrolling, eased in and out, from hidden to fully visible.
    public static let interactive = ScrollTransitionConfiguration(kind: .interactive(.easeInOut))
    /// The view changes phase in the default animation when it crosses the threshold.
    public static let animated = ScrollTransitionConfiguration(kind: .animated(.default))
    /// The view never leaves the identity phase.
    public static let identity = ScrollTransitionConfiguration(kind: .identity)
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(kind: .animated(animation))
    }
    /// The view is in the identity phase once `threshold` of it is visible.
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
        var c = self; c.threshold = threshold; return c
    }

    /// How much of the view must be visible for the identity phase: a fraction of its length
    /// along the scroll axis, optionally inset by a length.
    public struct Threshold: Sendable {
        var fraction: Double
        var inset: CGFloat = 0
        /// Fully visible.
        public static let visible = Threshold(fraction: 1)
        /// Any part visible.
        public static let hidden = Threshold(fraction: 0)
        /// Centred in the viewport: taken here as half of it visible.
        public static var centered: Threshold { Threshold(fraction: 0.5) }
        public static func visible(_ amount: Double) -> Threshold { Threshold(fraction: min(max(amount, 0), 1)) }
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
            Threshold(fraction: fraction + (other.fraction - fraction) * amount, inset: inset + (other.inset - inset) * CGFloat(amount))
        }
        public func inset(by distance: CGFloat) -> Threshold { var t = self; t.inset += distance; return t }
    }
}

struct _ScrollTransitionModifier {
    let topLeading: ScrollTransitionConfiguration
    let bottomTrailing: ScrollTransitionConfiguration
    let axis: Axis?
    let transition: @Sendable (ScrollTransitionPhase) -> [_VisualEffectStep]
}

extension _ScrollTransitionModifier: PrimitiveModifier {
    @inline(__always) static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        b.modifierNode(&slot, content, { ScrollTransitionNode() }) { node in
            node.modifier = m
            node.evaluate()
        }
    }
}

/// The node of `scrollTransition`: at placement it works out how far into the nearest scroll
/// view's viewport the view is, and draws its content with the effects for that point.
@MainActor
final class ScrollTransitionNode: ModifierNode {
    override init() { super.init(); ownFlags = _Node.positionContainerFlag }   // an effect: its content's positions are its own (§7.5)
    @exclusivity(unchecked) var modifier: _ScrollTransitionModifier?
    /// The effects of the three phases, evaluated once per build.
    @exclusivity(unchecked) private var before: [_VisualEffectStep] = []
    @exclusivity(unchecked) private var identity: [_VisualEffectStep] = []
    @exclusivity(unchecked) private var after: [_VisualEffectStep] = []
    /// The effects for where the view was last placed.
    @exclusivity(unchecked) private(set) var current: [_VisualEffectStep] = []

    func evaluate() {
        guard let m = modifier else { return }
        before = m.transition(.topLeading)
        identity = m.transition(.identity)
        after = m.transition(.bottomTrailing)
    }

    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) {
        super.placeNode(rect, ctx)
        current = effects(for: rect, ctx)
    }

    /// The effects for a view at `rect`: identity outside scroll views and once enough of it is
    /// visible; towards the edge phase's as less of it is (interactive), or the edge phase's
    /// below the threshold (animated).
    private func effects(for rect: CGRect, _ ctx: PlaceContext) -> [_VisualEffectStep] {
        guard let m = modifier, let port = ctx.scrollViewport else { return identity }
        let axis = m.axis ?? (ctx.scrollAxes == .horizontal ? .horizontal : .vertical)
        let lo = axis == .vertical ? rect.minY : rect.minX, hi = axis == .vertical ? rect.maxY : rect.maxX
        let plo = axis == .vertical ? port.minY : port.minX, phi = axis == .vertical ? port.maxY : port.maxX
        let length = hi - lo
        let shown = max(0, min(hi, phi) - max(lo, plo))
        // Which edge it is nearer: the one it sticks out of (or is outside of).
        let leading = (plo - lo) > (hi - phi)
        let config = leading ? m.topLeading : m.bottomTrailing
        let edge = leading ? before : after
        let fraction = length > 0 ? Double(shown / length) : (shown > 0 || (lo >= plo && lo <= phi) ? 1 : 0)
        let needed = config.threshold.fraction
        switch config.kind {
        case .identity:
            return identity
        case .animated:
            return fraction >= needed ? identity : edge
        case .interactive(let curve):
            guard needed > 0 else { return fraction > 0 ? identity : edge }
            let t = curve.value(at: min(max(fraction / needed, 0), 1))
            return Self.mix(edge, identity, t)
        }
    }

    static func mix(_ a: [_VisualEffectStep], _ b: [_VisualEffectStep], _ t: Double) -> [_VisualEffectStep] {
        if t >= 1 { return b }
        if t <= 0 { return a }
        guard a.count == b.count else { return t < 0.5 ? a : b }
        return zip(a, b).map { $0.interpolated(to: $1, t) }
    }

    override func emitContent(_ ctx: inout EmitContext) {
        Self.emit(content, in: current, drawnIn: presentedFrame, &ctx)
    }

    /// Draws `content` in the groups of the effect chain `steps` for a view drawn in `r` (the
    /// last effect chained is the outermost group); shared with `visualEffect`.
    static func emit(_ content: _Node?, in steps: [_VisualEffectStep], drawnIn r: CGRect, _ ctx: inout EmitContext) {
        var open = 0
        for step in steps.reversed() {
            guard let g = group(step, r) else { continue }
            ctx.list.append(.beginGroup(g))
            open += 1
        }
        content?.emit(&ctx)
        for _ in 0..<open { ctx.list.append(.endGroup) }
    }

    /// The drawing group for one effect on a view drawn in `r` (nil: no change).
    static func group(_ step: _VisualEffectStep, _ r: CGRect) -> GroupEffect? {
        func about(_ anchor: UnitPoint, _ core: ProjectionTransform) -> GroupEffect {
            let p = CGPoint(x: r.minX + anchor.x * r.width, y: r.minY + anchor.y * r.height)
            return .transform(ProjectionTransform.translation(-p.x, -p.y).concatenating(core).concatenating(.translation(p.x, p.y)))
        }
        switch step {
        case .opacity(let o): return o >= 1 ? nil : .opacity(max(o, 0))
        case let .scale(s, anchor):
            return s == CGSize(width: 1, height: 1) ? nil : about(anchor, ProjectionTransform(CGAffineTransform(scaleX: s.width, y: s.height)))
        case let .rotation(a, anchor):
            return a.radians == 0 ? nil : about(anchor, ProjectionTransform(CGAffineTransform(rotationAngle: CGFloat(a.radians))))
        case let .rotation3D(a, axis, anchor, z, perspective):
            guard a.radians != 0 else { return nil }
            return about(anchor, GeometryEffectNode.rotation3D(angle: a.radians, axis: axis, anchorZ: Double(z),
                                                                distance: Double(max(r.width, r.height)) / Double(perspective)))
        case .offset(let d): return d == .zero ? nil : .transform(.translation(d.width, d.height))
        case let .blur(radius, opaque): return radius > 0 ? .blur(radius: radius, opaque: opaque) : nil
        case .brightness(let v): return v == 0 ? nil : .colorMatrix(ColorEffects.brightness(v))
        case .contrast(let v): return v == 1 ? nil : .colorMatrix(ColorEffects.contrast(v))
        case .saturation(let v): return v == 1 ? nil : .colorMatrix(ColorEffects.saturation(v))
        case .grayscale(let v): return v == 0 ? nil : .colorMatrix(ColorEffects.saturation(1 - min(max(v, 0), 1)))
        case .hueRotation(let a): return a.radians == 0 ? nil : .colorMatrix(ColorEffects.hueRotation(a.radians))
        }
    }
}

extension View {
    /// Changes this view as it moves into and out of the visible region of the scroll view around
    /// it: `transition` describes the effects for each phase, applied as the view scrolls
    /// (iOS 17; §14.15).
    nonisolated public func scrollTransition<E: VisualEffect>(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> E
    ) -> some View {
        scrollTransition(topLeading: configuration, bottomTrailing: configuration, axis: axis, transition: transition)
    }
    /// As `scrollTransition(_:axis:transition:)`, with a configuration for each edge.
    nonisolated public func scrollTransition<E: VisualEffect>(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> E
    ) -> some View {
        modifier(_ScrollTransitionModifier(topLeading: topLeading, bottomTrailing: bottomTrailing, axis: axis,
                                           transition: { transition(EmptyVisualEffect(), $0)._effects }))
    }
}

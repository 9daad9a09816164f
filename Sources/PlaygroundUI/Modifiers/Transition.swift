import Foundation

/// How a view enters and leaves the tree when an animated transaction inserts or removes it
/// (docs/semantics.md §7.6). The default is `.opacity`; it only animates inside an animated transaction.
public struct AnyTransition: Sendable {
    let insertion: [TransitionPart]
    let removal: [TransitionPart]
    var animation: Animation?
    /// Transitions with bodies (iOS 17's `Transition`, `modifier(active:identity:)`), built in
    /// the phase the view is in (`Animation/PhaseTransitions.swift`, §7.6.1), outermost first.
    var phased: [PhaseTransitionEntry] = []

    init(_ parts: [TransitionPart]) { insertion = parts; removal = parts }
    init(insertion: [TransitionPart], removal: [TransitionPart], phased: [PhaseTransitionEntry] = []) {
        self.insertion = insertion; self.removal = removal; self.phased = phased
    }
    init(phased: [PhaseTransitionEntry]) { insertion = []; removal = []; self.phased = phased }

    /// Whether inserting a view with this transition animates anything.
    var animatesInsertion: Bool { !insertion.isEmpty || phased.contains { $0.role != .removal } }
    /// Whether removing a view with this transition animates anything.
    var animatesRemoval: Bool { !removal.isEmpty || phased.contains { $0.role != .insertion } }

    /// Fades in and out.
    public static let opacity = AnyTransition([.opacity])
    /// No visible change (the view appears and disappears at once, after the animation for removals).
    public static let identity = AnyTransition([])
    /// Scales from zero to full size about the centre.
    public static var scale: AnyTransition { scale(scale: 0, anchor: .center) }
    /// Scales from `scale` to full size about `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition([.scale(scale, anchor)])
    }
    /// Moves in from `edge` and out toward it, by the view's own size.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition([.move(edge)]) }
    /// Inserted from the leading edge, removed toward the trailing edge.
    public static var slide: AnyTransition { AnyTransition(insertion: [.move(.leading)], removal: [.move(.trailing)]) }
    /// Offset by `offset` when not present.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition([.offset(offset)]) }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { offset(CGSize(width: x, height: y)) }
    /// Moves in from `edge` while fading in, and out toward the opposite edge while fading out
    /// (iOS 16's push: a view replacing another comes from one side, the other leaves by the
    /// other side).
    public static func push(from edge: Edge) -> AnyTransition {
        let opposite: Edge = switch edge {
        case .leading: .trailing
        case .trailing: .leading
        case .top: .bottom
        case .bottom: .top
        }
        return AnyTransition(insertion: [.move(edge), .opacity], removal: [.move(opposite), .opacity])
    }
    /// Fades in from a blur at a slightly smaller size, and out the same way (iOS 17's blur
    /// replace). Apple gives no numbers: here the blur starts at a 20-pt radius and the scale at
    /// 0.8 (§7.6).
    public static var blurReplace: AnyTransition { blurReplace(.downUp) }
    /// The blur-replace transition; both configurations look the same here (§7.6).
    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> AnyTransition {
        AnyTransition([.opacity, .blur(20), .scale(0.8, .center)])
    }
    /// One transition for insertion, another for removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        // A body takes part in the phases of its side only.
        let phased = insertion.phased.compactMap { e in e.role == .removal ? nil : PhaseTransitionEntry(box: e.box, role: .insertion) }
            + removal.phased.compactMap { e in e.role == .insertion ? nil : PhaseTransitionEntry(box: e.box, role: .removal) }
        return AnyTransition(insertion: insertion.insertion, removal: removal.removal, phased: phased)
    }
    /// Both transitions at once.
    public func combined(with other: AnyTransition) -> AnyTransition {
        var t = AnyTransition(insertion: insertion + other.insertion, removal: removal + other.removal, phased: phased + other.phased)
        t.animation = animation ?? other.animation
        return t
    }
    /// This transition with its own animation.
    public func animation(_ animation: Animation?) -> AnyTransition {
        var t = self
        t.animation = animation
        return t
    }
}

/// One ingredient of a transition.
enum TransitionPart: Sendable, Equatable {
    case opacity
    case scale(CGFloat, UnitPoint)
    case offset(CGSize)
    case move(Edge)
    /// Blurred by this radius when absent.
    case blur(CGFloat)
}

/// iOS 17's blur-replace transition (here an `AnyTransition`, `.blurReplace`).
public struct BlurReplaceTransition: Sendable {
    /// Which way the scale runs as the view is replaced.
    public struct Configuration: Sendable, Equatable {
        let raw: UInt8
        /// The view grows as it comes in and shrinks as it goes (the default).
        public static let downUp = Configuration(raw: 0)
        /// The view shrinks as it comes in and grows as it goes (drawn as `downUp` here).
        public static let upUp = Configuration(raw: 1)
    }
}

/// What a transition does to a view of `frame` (root space) at `progress` (1 = fully present).
struct TransitionAppearance {
    var opacity: Double = 1
    var scale: CGFloat = 1
    var anchor: CGPoint = .zero
    var offset: CGSize = .zero
    var blur: CGFloat = 0

    /// `rightToLeft`: the view's x axis runs leftward, so leading is the right edge and offsets
    /// are mirrored (§21.7). A spring may carry `progress` past 1: scales, offsets and moves
    /// overshoot with it, as the same spring on `scaleEffect` does (§7.6); opacity and blur stop
    /// at fully present.
    init(parts: [TransitionPart], progress p: Double, frame: CGRect, rightToLeft: Bool = false) {
        let q = CGFloat(1 - p)
        let sign: CGFloat = rightToLeft ? -1 : 1
        for part in parts {
            switch part {
            case .opacity: opacity *= min(p, 1)
            case .scale(let s, let a):
                scale *= s + (1 - s) * CGFloat(p)
                anchor = a.point(in: frame)
            case .offset(let o): offset.width += sign * o.width * q; offset.height += o.height * q
            case .blur(let r): blur += r * max(q, 0)
            case .move(let e):
                switch e {
                case .leading: offset.width -= sign * frame.width * q
                case .trailing: offset.width += sign * frame.width * q
                case .top: offset.height -= frame.height * q
                case .bottom: offset.height += frame.height * q
                }
            }
        }
    }
}

/// Sets the transition of its content.
package struct _TransitionModifier {
    let transition: AnyTransition
}

extension _TransitionModifier: PrimitiveModifier {
    @inline(__always) public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        let node = b.reuse(&slot) { TransitionNode() }
        node.transition = m.transition
        let phased = m.transition.phased
        if phased.isEmpty {
            if !node.phaseNodes.isEmpty { node.phaseNodes = [] }
            C._makeNode(content, b, &node.content)
        } else {
            if node.phaseNodes.count != phased.count { node.phaseNodes = Array(repeating: nil, count: phased.count) }
            _ViewGraph.buildPhaseChain(phased, 0, content, b, &node.content, node)
        }
    }
}

@MainActor
final class TransitionNode: PassthroughNode {
    @exclusivity(unchecked) var transition = AnyTransition.opacity
    /// The nodes of the transition's bodies (`transition.phased`), outermost first.
    @exclusivity(unchecked) var phaseNodes: [PhaseTransitionNodeBase?] = []
    override func forEachTransitionNodeOnSpine(_ body: (TransitionNode) -> Bool) -> Bool { body(self) }
}

extension View {
    /// How this view is inserted and removed when an animated transaction adds or removes it.
    nonisolated public func transition(_ t: AnyTransition) -> some View { modifier(_TransitionModifier(transition: t)) }
}

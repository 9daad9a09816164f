import Foundation

// How a transition with a body runs (iOS 17's `Transition`, `AnyTransition.modifier(active:
// identity:)`; docs/semantics.md §7.6.1). Its body is built by a node of its own on the inserted
// or removed view's spine (`PhaseTransitionNode`), in the phase that node holds:
//
// - inserted in an animated transaction: the list that inserted it builds the body again in
//   `.willAppear` at once, so this round commits that look as where the view starts; after the
//   round, `PhaseTransitionQueue.settle` puts the node in `.identity` and marks it for the next
//   round of the same frame, where it is built under the insertion's animation (the node sets
//   that animation for its subtree until the round is committed), so what the body changes
//   animates from the one look to the other;
// - removed: the list builds the detached view's body in `.didDisappear` under the removal's
//   animation, and each build that touches the detached view (that one, and an `Animatable`
//   modifier's steps after it) is committed on its own (`commitRemovals`), as the tree's commit
//   walk no longer reaches it; the list draws it until that animation has finished.

/// Which phases a transition's body takes part in: an asymmetric transition's insertion stays
/// in `.identity` as the view leaves, its removal as the view comes.
enum PhaseRole: UInt8, Sendable {
    case both, insertion, removal

    /// The phase the body is built in when the view is in `phase`.
    func effective(_ phase: TransitionPhase) -> TransitionPhase {
        switch (self, phase) {
        case (.insertion, .didDisappear), (.removal, .willAppear): .identity
        default: phase
        }
    }
}

/// A transition with a body, as `AnyTransition` holds it.
struct PhaseTransitionEntry: @unchecked Sendable {
    let box: PhaseTransitionBox
    let role: PhaseRole
}

/// A transition of some type, which builds its node (`TypedPhaseTransitionBox`).
class PhaseTransitionBox: @unchecked Sendable {
    /// Builds entry `index` of `entries` around the rest of the chain and `content` into `slot`,
    /// and records its node in `holder`.
    @MainActor func build<C: View>(_ entries: [PhaseTransitionEntry], _ index: Int, _ content: C, _ b: _ViewGraph,
                                   _ slot: inout _Node?, _ holder: TransitionNode) {}
}

final class TypedPhaseTransitionBox<T: Transition>: PhaseTransitionBox, @unchecked Sendable {
    let transition: T
    init(_ transition: T) { self.transition = transition }

    @MainActor override func build<C: View>(_ entries: [PhaseTransitionEntry], _ index: Int, _ content: C, _ b: _ViewGraph,
                                            _ slot: inout _Node?, _ holder: TransitionNode) {
        let node: PhaseTransitionNode<T>
        if let n = slot, type(of: n) == PhaseTransitionNode<T>.self {
            node = unsafeDowncast(n, to: PhaseTransitionNode<T>.self)
        } else {
            node = PhaseTransitionNode<T>()
            slot = node
        }
        if index < holder.phaseNodes.count { holder.phaseNodes[index] = node }
        node.role = entries[index].role
        node.oneViewRoot = b.takeOneViewRoot()
        let rest = ModifierContent(isList: C._isViewList(b)) { b, contentSlot in
            _ViewGraph.buildPhaseChain(entries, index + 1, content, b, &contentSlot, holder)
        }
        node.evaluate(transition, content: rest, b)
    }
}

extension _ViewGraph {
    /// Builds the transitions with bodies of `entries` from `index` on, each around the next,
    /// around `content`.
    static func buildPhaseChain<C: View>(_ entries: [PhaseTransitionEntry], _ index: Int, _ content: C, _ b: _ViewGraph,
                                         _ slot: inout _Node?, _ holder: TransitionNode) {
        if index == entries.count { C._makeNode(content, b, &slot); return }
        entries[index].box.build(entries, index, content, b, &slot, holder)
    }
}

/// The node of a transition's body: holds the phase the view is in.
@MainActor
class PhaseTransitionNodeBase: CompositeNodeBase {
    @exclusivity(unchecked) var role = PhaseRole.both
    /// The phase the view is in (`.identity` unless a transition of it runs).
    @exclusivity(unchecked) var phase = TransitionPhase.identity
    /// The animation the body's change of phase runs on, set for the subtree until the build it
    /// was made in has been committed (`forcing`).
    @exclusivity(unchecked) var forcedAnimation: Animation?
    @exclusivity(unchecked) var forcing = false

    init() { super.init(fields: []) }

    override var setsAnimation: Bool { forcing }
    override func animationForSubtree(_ inherited: Animation?, stamp: Int) -> Animation? {
        forcing ? forcedAnimation : inherited
    }
}

@MainActor
final class PhaseTransitionNode<T: Transition>: PhaseTransitionNodeBase {
    @exclusivity(unchecked) private var transition: T?
    @exclusivity(unchecked) private var content: ModifierContent?

    func evaluate(_ t: T, content: ModifierContent, _ b: _ViewGraph) {
        transition = t
        self.content = content
        let saved = b.env
        if forcing {
            b.env.animation = forcedAnimation
            b.env.disablesAnimations = false
        }
        let phase = role.effective(self.phase)
        evaluating(b) {
            b.modifierContents.append(content)
            let body = t.body(content: PlaceholderContentView<T>(), phase: phase)
            T.Body._makeNode(body, b, &child)
            b.modifierContents.removeLast()
        }
        if forcing { b.env = saved }
    }

    override func evaluateAgain(_ b: _ViewGraph) {
        if let t = transition, let c = content { evaluate(t, content: c, b) }
    }
}

/// The graph's transitions with bodies waiting for their next phase, and the removed views they
/// draw leaving.
@MainActor
final class PhaseTransitionQueue {
    /// Inserted this round: to `.identity` in the next round, on this animation.
    private var toSettle: [(node: PhaseTransitionNodeBase, animation: Animation)] = []
    /// Nodes setting their animation for their subtree until the next commit.
    private var forcing: [PhaseTransitionNodeBase] = []
    /// Removed views whose bodies changed phase, drawn by their lists until their removals end.
    private var removals: [(node: WeakNode, until: VectorAnimator, parentTarget: CGPoint)] = []

    /// `holder`'s view was inserted by an animated transaction: its bodies are built in
    /// `.willAppear` now and in `.identity` in the next round, on `animation`.
    func beginInsertion(_ holder: TransitionNode, animation: Animation, _ b: _ViewGraph) {
        for case let node? in holder.phaseNodes where node.role != .removal {
            node.phase = .willAppear
            node.reevaluate(b)
            toSettle.append((node, animation))
        }
    }

    /// `root` (whose spine holds `holder`) was removed by an animated transaction and is drawn
    /// leaving until `until` has finished: its bodies are built in `.didDisappear` on `animation`
    /// (committed after the build, `commitRemovals`).
    func beginRemoval(_ holder: TransitionNode, root: _Node, parentTarget: CGPoint, until: VectorAnimator, animation: Animation,
                      _ b: _ViewGraph) {
        var any = false
        for case let node? in holder.phaseNodes where node.role != .insertion {
            toSettle.removeAll { $0.node === node }
            node.phase = .didDisappear
            node.forcedAnimation = animation
            node.forcing = true
            forcing.append(node)
            node.reevaluate(b)
            node.propagateStamps(b.stamp)
            node.propagateUp()
            any = true
        }
        if any { removals.append((WeakNode(node: root), until, parentTarget)) }
    }

    /// After a round's observers: the views inserted in it go to `.identity`, built in the next
    /// round on their insertions' animations.
    func settle(_ b: _ViewGraph) {
        guard !toSettle.isEmpty else { return }
        for (node, animation) in toSettle where node.phase == .willAppear {
            node.phase = .identity
            node.forcedAnimation = animation
            node.forcing = true
            forcing.append(node)
            b.markDirty(node)
        }
        toSettle.removeAll()
    }

    /// After a build: the removed views built in it are committed (their lists draw them; the
    /// tree's commit walk does not reach them). Those whose removals have ended are forgotten.
    func commitRemovals(_ b: _ViewGraph) {
        guard !removals.isEmpty else { return }
        removals.removeAll { $0.node.node == nil || $0.until.isFinished(at: b.time) }
        for entry in removals {
            guard let node = entry.node.node, node.subtreeStamp == b.stamp else { continue }
            b.animator.commitDetached(node, parentTarget: entry.parentTarget, time: b.time, animation: nil, stamp: b.stamp)
        }
    }

    /// After a round's commit: the phases built in it have their animations.
    func endForcing() {
        guard !forcing.isEmpty else { return }
        for node in forcing { node.forcing = false; node.forcedAnimation = nil }
        forcing.removeAll()
    }
}

// MARK: A built-in transition's body

/// Engine modifier (not SwiftUI API): a built-in transition's parts at `presence` (1 = present),
/// drawn as an inserted or removed view is; a change of presence animates.
/// Public because the built-in transitions' bodies are of this type.
public struct _TransitionPartsModifier: Equatable {
    let parts: [TransitionPart]
    let presence: Double
}

extension _TransitionPartsModifier: PrimitiveModifier {
    public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        b.modifierNode(&slot, content, { TransitionPartsNode() }) { b.update($0, \.parts, m) }
    }
}

@MainActor
final class TransitionPartsNode: ModifierNode {
    override init() { super.init(); ownFlags = _Node.positionContainerFlag }   // an effect (§7.5)
    @exclusivity(unchecked) var parts = _TransitionPartsModifier(parts: [], presence: 1)
    @exclusivity(unchecked) private var animated = AnimatedValue()

    override func commitValues(time: Double, animation: Animation?) {
        animated.commit(SIMD4(parts.presence * 128, 0, 0, 0), animation, time: time)
    }
    override func emitContent(_ ctx: inout EmitContext) {
        guard let content else { return }
        let p = (animated.presented(time: ctx.graph.time, ctx.graph.animator)?.x ?? parts.presence * 128) / 128
        if p == 1 { content.emit(&ctx); return }
        DynamicListNode.emit(content, parts: parts.parts, presence: max(p, 0), parentTarget: nil, held: .zero, &ctx)
    }
}

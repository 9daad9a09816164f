import Foundation

/// Gives the content an explicit identity: when the id changes, the content is a new view
/// (its state starts fresh).
package struct _IdentifiedModifier<ID: Hashable> {
    let id: ID
}

extension _IdentifiedModifier: PrimitiveModifier {
    /// Built once around the content; has no geometry of its own: a list stays a list (§31).
    public static var _viewListBehavior: _ViewListBehavior { .passThrough }
    @inline(__always) public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        let node = b.reuse(&slot) { IdentifiedNode() }
        let key = AnyHashable(m.id)
        guard node.id != key else { C._makeNode(content, b, &node.content); return }
        let old = node.content
        node.id = key
        node.content = nil
        b.changed(node)
        C._makeNode(content, b, &node.content)
        if let old { node.replaced(old, b) }
    }
}

/// A view with an explicit identity. When the identity changes in an animated transaction, the
/// old view leaves with its removal transition and the new one comes with its insertion
/// transition, as when an `if` swaps two views (§7.6): `Text("Step \(n)").id(n).transition(.push(from:
/// .trailing))` slides the old step out as the new one slides in.
@MainActor
final class IdentifiedNode: PassthroughNode {
    @exclusivity(unchecked) var id: AnyHashable?
    /// The view that had the old identity, drawn while its removal runs.
    @exclusivity(unchecked) private var removal: DynamicListNode.Transitioning?
    /// The new view, drawn at its insertion's point while it runs.
    @exclusivity(unchecked) private var insertion: DynamicListNode.Transitioning?

    /// `old` gave way to the content just built: transitions start when the build animates.
    func replaced(_ old: _Node, _ b: _ViewGraph) {
        let t = content?.transitionOnSpine ?? old.transitionOnSpine ?? transitionAbove ?? .opacity
        let animation = b.env.animation
        guard let anim = t.animation ?? animation else { removal = nil; insertion = nil; return }
        let time = b.time
        var p = parent
        while let n = p, n.isTransparent { p = n.parent }
        let origin = p?.childOrigin ?? .zero
        // A transition with a body applied inside the identity runs its phases on the view that
        // leaves and the one that comes (one applied outside holds both: §7.6.1).
        removal = t.animatesRemoval ? .removal(old, t.removal, anim, time: time, parentTarget: origin) : nil
        if let removal {
            for holder in old.phaseTransitionNodesOnSpine {
                b.phaseTransitions.beginRemoval(holder, root: old, parentTarget: origin, until: removal.animator,
                                                animation: holder.transition.animation ?? anim, b)
            }
        }
        insertion = content.flatMap { t.insertion.isEmpty ? nil : .insertion($0, t.insertion, anim, time: time) }
        for holder in content?.phaseTransitionNodesOnSpine ?? [] {
            b.phaseTransitions.beginInsertion(holder, animation: holder.transition.animation ?? anim, b)
        }
    }

    /// A `.transition` applied outside the identity (`.id(n).transition(.slide)`): the nearest
    /// on the modifiers that wrap this one.
    private var transitionAbove: AnyTransition? {
        var p = parent
        while let n = p as? ModifierNode {
            if let t = n as? TransitionNode {
                // Its bodies hold the old view and the new one alike: only its parts run here.
                return t.transition.phased.isEmpty ? t.transition : AnyTransition(insertion: t.transition.insertion, removal: t.transition.removal)
            }
            p = n.parent
        }
        return nil
    }

    override func emitContent(_ ctx: inout EmitContext) {
        let time = ctx.graph.time
        if let r = removal {
            if r.animator.isFinished(at: time) { removal = nil } else { DynamicListNode.emitTransitioning(r, &ctx, time, held: .zero) }
        }
        if let i = insertion, let c = content, i.node === c, !i.animator.isFinished(at: time) {
            DynamicListNode.emitTransitioning(i, &ctx, time, held: .zero)
            return
        }
        insertion = nil
        super.emitContent(&ctx)
    }
}

/// Orders siblings for drawing and hit testing.
package struct _ZIndexModifier {
    let value: Double
}

extension _ZIndexModifier: PrimitiveModifier {
    @inline(__always) public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        b.modifierNode(&slot, content, { ZIndexNode() }) { b.update($0, \.value, m.value) }
    }
}

@MainActor
final class ZIndexNode: ModifierNode {
    @exclusivity(unchecked) var value: Double = 0
    override var zIndex: Double { value }
}

/// Sets the layout priority used by stacks.
package struct _LayoutPriorityModifier {
    let value: Double
}

extension _LayoutPriorityModifier: PrimitiveModifier {
    @inline(__always) public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        b.modifierNode(&slot, content, { LayoutPriorityNode() }) { b.update($0, \.value, m.value) }
    }
}

@MainActor
final class LayoutPriorityNode: ModifierNode {
    @exclusivity(unchecked) var value: Double = 0
    override var layoutPriority: Double { value }
}

/// Names the content's coordinate space for `GeometryProxy.frame(in: .named(_))`.
/// Public because the `@inlinable` `coordinateSpace` returns it, so user code builds it specialised (as SwiftUI's).
public struct _CoordinateSpaceModifier {
    let name: AnyHashable
    @usableFromInline init(name: AnyHashable) { self.name = name }
    @usableFromInline init(space: NamedCoordinateSpace) { name = space.name }
}

extension _CoordinateSpaceModifier: PrimitiveModifier {
    @inlinable @inline(__always) public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        let node = coordinateSpaceNode(m, b, &slot)
        C._makeNode(content, b, &node.content)
    }

    /// The modifier's node in `slot`, given the space's name.
    @MainActor @usableFromInline static func coordinateSpaceNode(_ m: Self, _ b: _ViewGraph, _ slot: inout _Node?) -> ModifierNode {
        let node = b.reuse(&slot) { CoordinateSpaceNode() }
        if node.name != m.name { node.name = m.name; b.changed(node) }
        return node
    }
}

@MainActor
final class CoordinateSpaceNode: ModifierNode {
    @exclusivity(unchecked) var name: AnyHashable = AnyHashable(0)
    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) {
        frame = rect
        var inner = ctx
        inner.spaces = CoordinateSpaceChain(name: name, rect: rect, flipped: isRTL, transform: ctx.transform, next: ctx.spaces)
        content?.place(rect, inner)
    }
}

extension View {
    /// Gives this view an explicit identity.
    nonisolated public func id<ID: Hashable>(_ id: ID) -> some View { modifier(_IdentifiedModifier(id: id)) }
    /// Drawing order among siblings: higher is in front.
    nonisolated public func zIndex(_ value: Double) -> some View { modifier(_ZIndexModifier(value: value)) }
    /// Stack layout priority: higher gets space first.
    nonisolated public func layoutPriority(_ value: Double) -> some View { modifier(_LayoutPriorityModifier(value: value)) }
    /// Names this view's coordinate space.
    @inlinable nonisolated public consuming func coordinateSpace<T: Hashable>(name: T) -> some View { modifier(_CoordinateSpaceModifier(name: AnyHashable(name))) }
    /// Names this view's coordinate space (iOS 17 spelling).
    @inlinable nonisolated public consuming func coordinateSpace(_ name: NamedCoordinateSpace) -> some View { modifier(_CoordinateSpaceModifier(space: name)) }
}

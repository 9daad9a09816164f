import Foundation

/// iOS 17's `visualEffect(_:)` (docs/semantics.md §18.5): effects on a view's rendering chosen
/// from its geometry. The closure gets an `EmptyVisualEffect` and the view's `GeometryProxy` and
/// returns the chain to apply (`offset`, `scaleEffect`, `opacity`, `blur`…); layout, and so the
/// proxy, is not changed by it.
struct _GeometryVisualEffectModifier: PrimitiveModifier {
    let effect: @Sendable (GeometryProxy) -> [_VisualEffectStep]
    static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        b.modifierNode(&slot, content, { GeometryVisualEffectNode() }) { node in
            node.effect = m.effect
            b.changedDrawing(node)   // a new closure may read new values: drawn again, laid out as it was
        }
    }
}

/// The node of `visualEffect`: keeps the proxy of its last placement and draws its content in
/// the groups the closure gives for it (the effects a scroll transition draws).
@MainActor
final class GeometryVisualEffectNode: ModifierNode {
    override init() { super.init(); ownFlags = _Node.positionContainerFlag }   // an effect: its content's positions are its own (§7.5)
    override var ownHitBounds: CGRect { .infinite }   // (see _Node.ownHitBounds)
    @exclusivity(unchecked) var effect: (@Sendable (GeometryProxy) -> [_VisualEffectStep])?
    @exclusivity(unchecked) private var proxy: GeometryProxy?

    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) {
        super.placeNode(rect, ctx)
        proxy = GeometryProxy(placedAt: rect, ctx, rightToLeft: isRTL)
    }

    override func emitContent(_ ctx: inout EmitContext) {
        guard let effect, let proxy else { content?.emit(&ctx); return }
        ScrollTransitionNode.emit(content, in: effect(proxy), drawnIn: presentedFrame, &ctx)
    }
}

extension View {
    /// Applies the effects `effect` describes for this view's geometry: an `EmptyVisualEffect` to
    /// chain them on and the view's `GeometryProxy` (iOS 17). Nothing in layout changes, so the
    /// proxy reads the view as laid out; hit testing is not moved by the effects here.
    nonisolated public func visualEffect<E: VisualEffect>(
        _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> E
    ) -> some View {
        modifier(_GeometryVisualEffectModifier(effect: { effect(EmptyVisualEffect(), $0)._effects }))
    }
}

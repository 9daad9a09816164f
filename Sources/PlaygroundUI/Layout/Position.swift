import Foundation

/// Centres the content at a point of its own coordinate space, taking all the space offered
/// (docs/semantics.md §26.4): the view's size is the proposal, unspecified dimensions 10 points.
package struct _PositionLayout {
    let position: CGPoint
}

extension _PositionLayout: PrimitiveModifier {
    @inline(__always) public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        b.modifierNode(&slot, content, { PositionNode() }) { b.update($0, \.position, m.position) }
    }
}

@MainActor
final class PositionNode: ModifierNode {
    override var showsLayoutBounds: Bool { true }
    @exclusivity(unchecked) var position = CGPoint.zero
    override func sizeThatFits(_ p: ProposedViewSize, _ b: _ViewGraph) -> CGSize {
        p.replacingUnspecifiedDimensions()
    }
    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) {
        frame = rect
        guard let content else { return }
        let s = content.measure(ProposedViewSize(rect.size), ctx.graph)
        content.place(CGRect(x: rect.minX + position.x - s.width / 2, y: rect.minY + position.y - s.height / 2,
                             width: s.width, height: s.height), ctx)
    }
    /// Guides of the content do not reach out: the position view is a new layout (§26.4).
    override func explicitAlignment(_ key: AlignmentKey, size: CGSize, _ b: _ViewGraph) -> CGFloat? { nil }
}

/// Lays the content out but neither draws it nor lets it be hit (`hidden()`).
package struct _HiddenModifier {}

extension _HiddenModifier: PrimitiveModifier {
    @inline(__always) public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        b.modifierNode(&slot, content, { HiddenNode() }) { _ in }
    }
}

@MainActor
final class HiddenNode: ModifierNode {
    override func emitContent(_ ctx: inout EmitContext) {}
    override func hitTest(_ point: CGPoint) -> HitResult? { nil }
}

extension View {
    /// Centres this view at `position` in its parent's space; the result takes all offered space.
    nonisolated public func position(_ position: CGPoint) -> some View { modifier(_PositionLayout(position: position)) }
    /// Centres this view at (`x`, `y`) in its parent's space; the result takes all offered space.
    nonisolated public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(_PositionLayout(position: CGPoint(x: x, y: y)))
    }
    /// Keeps this view's space in the layout but does not draw it (it cannot be tapped either).
    nonisolated public func hidden() -> some View { modifier(_HiddenModifier()) }
}

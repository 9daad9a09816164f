import Foundation

// iOS 18's `onScrollVisibilityChange(threshold:_:)` (docs/semantics.md §14.18): an action when the
// share of the view inside its scroll view's viewport crosses a threshold.

struct _ScrollVisibilityModifier {
    let threshold: Double
    let action: (Bool) -> Void
}

extension _ScrollVisibilityModifier: PrimitiveModifier {
    /// Makes a list one view (§31.6): the share read is the whole content's.
    static var _viewListBehavior: _ViewListBehavior { .unary }
    static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        b.modifierNode(&slot, content, { ScrollVisibilityNode() }) { $0.modifier = m }
    }
}

@MainActor
final class ScrollVisibilityNode: ModifierNode {
    @exclusivity(unchecked) var modifier: _ScrollVisibilityModifier?
    /// Whether the view counted as visible at its last placement (nil: never placed).
    @exclusivity(unchecked) private var wasVisible: Bool?

    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) {
        super.placeNode(rect, ctx)
        guard let m = modifier else { return }
        // The viewport of the scroll view around it (the visible part of the window outside one).
        let port = ctx.scrollViewport ?? ctx.visible
        let shown = rect.intersection(port), area = rect.width * rect.height
        var share = 0.0
        if !shown.isNull {
            // A view without area is all in or all out.
            share = area > 0 ? Double(shown.width * shown.height / area) : port.contains(rect.origin) ? 1 : 0
        }
        let visible = share >= min(max(m.threshold, 0), 1) && share > 0
        // Not visible before its first placement: one that appears visible is reported.
        let before = wasVisible ?? false
        wasVisible = visible
        guard visible != before else { return }
        let action = m.action
        ctx.graph.lifecycle.add { action(visible) }
    }
}

extension View {
    /// Runs `action` with `true` when at least `threshold` of this view (a share of its area, 0…1)
    /// comes inside the viewport of the scroll view around it, and with `false` when it drops
    /// below again (iOS 18). A view that is visible when it first appears is reported visible.
    nonisolated public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View {
        nonisolated(unsafe) let action = action
        return modifier(_ScrollVisibilityModifier(threshold: threshold, action: action))
    }
}

import Foundation

// iOS 18's `onScrollTargetVisibilityChange(idType:threshold:_:)` (docs/semantics.md §14.18): the
// ids of the identified views of a scroll view that are at least `threshold` inside its viewport,
// reported whenever that list changes.

struct _ScrollTargetVisibilityModifier {
    let threshold: Double
    /// Whether an id is of the type asked for.
    let accepts: (AnyHashable) -> Bool
    /// Called with the visible ids of that type, in order.
    let action: ([AnyHashable]) -> Void
}

extension _ScrollTargetVisibilityModifier: PrimitiveModifier {
    /// Makes a list one view (§31.6): the scroll view inside is the whole content's.
    static var _viewListBehavior: _ViewListBehavior { .unary }
    static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        b.modifierNode(&slot, content, { ScrollTargetVisibilityNode() }) { $0.modifier = m }
    }
}

@MainActor
final class ScrollTargetVisibilityNode: ModifierNode {
    @exclusivity(unchecked) var modifier: _ScrollTargetVisibilityModifier?
    /// The ids reported last (nil: nothing reported yet).
    @exclusivity(unchecked) private var reported: [AnyHashable]?

    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) {
        super.placeNode(rect, ctx)
        guard let m = modifier else { return }
        let threshold = min(max(m.threshold.isNaN ? 0.5 : m.threshold, 0), 1)
        // On a scroll view (or a view holding one): its targets in its viewport clear of its
        // content insets. On the content inside one: this content's targets in that viewport.
        var port: CGRect
        var vertical = true
        let targetsIn: _Node
        if let scroll = ScrollPositionNode.firstScrollNode(in: content) {
            port = scroll.insetViewport
            vertical = scroll.axes.contains(.vertical)
            targetsIn = scroll
        } else {
            port = ctx.scrollViewport ?? ctx.visible
            vertical = ctx.scrollAxes.isEmpty || ctx.scrollAxes.contains(.vertical)
            targetsIn = self
        }
        if port.isNull || port.isInfinite { port = rect }
        var shown: [(id: AnyHashable, start: CGFloat, cross: CGFloat)] = []
        ScrollViewReaderNode.forEachTarget(in: targetsIn) { id, node in
            guard m.accepts(id) else { return }
            let f = node.boundingFrame()
            let area = f.width * f.height
            let inside = f.intersection(port)
            guard !inside.isNull else { return }
            let share = area > 0 ? Double(inside.width * inside.height / area) : 1
            guard share >= threshold, share > 0 else { return }
            shown.append((id, vertical ? f.minY : f.minX, vertical ? f.minX : f.minY))
        }
        // In order along the scroll view (a lazy stack's rows come in no set order).
        shown.sort { $0.start != $1.start ? $0.start < $1.start : $0.cross < $1.cross }
        let ids = shown.map(\.id)
        guard ids != reported else { return }
        reported = ids
        let action = m.action
        ctx.graph.lifecycle.add { action(ids) }
    }
}

extension View {
    /// Runs `action` with the ids (of type `ID`) of the identified views in this scroll view —
    /// `ForEach` elements, a lazy stack's rows, views with `.id(_:)` — that are at least
    /// `threshold` (a share of their area, 0…1) inside its viewport, in order, whenever that
    /// list changes (iOS 18). Applied to the content inside a scroll view, its own identified
    /// views are reported.
    nonisolated public func onScrollTargetVisibilityChange<ID: Hashable>(idType: ID.Type, threshold: Double = 0.5,
                                                                         _ action: @escaping ([ID]) -> Void) -> some View {
        nonisolated(unsafe) let action = action
        return modifier(_ScrollTargetVisibilityModifier(threshold: threshold, accepts: { $0.base is ID }) { ids in
            action(ids.compactMap { $0.base as? ID })
        })
    }
}

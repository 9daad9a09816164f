import Foundation

// Scrolling to a view by its id (`ScrollViewProxy.scrollTo`, `scrollPosition(id:)`,
// `ScrollPosition.scrollTo(id:)`, a list's section index; docs/semantics.md §14.5). A built view
// is scrolled to where it is; a lazy stack's row that is not built yet, to where the stack
// estimates it — and once a placement has built the rows there, the scroll is made exact.

/// A scroll to a row not built when it was asked for: made again at the scroll view's placements
/// until the row is there (at most `tries` times by a better estimate).
struct PendingScrollTarget {
    let id: AnyHashable
    let anchor: UnitPoint
    var tries: Int
}

extension ScrollNode {
    /// Scrolls so that the view identified by `id` has its `anchor` point at the same point of
    /// the viewport; with no anchor, by the least amount that shows the whole view (animated in
    /// an animated transaction). An id nothing inside has does nothing.
    func scroll(toID id: AnyHashable, anchor: UnitPoint?, _ graph: _ViewGraph) {
        if let target = placedTarget(id) {
            scroll(toShow: target.boundingFrame(), anchor: anchor, graph)
        } else if let estimated = LazyStackNode.estimatedFrame(ofID: id, under: self) {
            scroll(toEstimated: estimated.frame, id: id, anchor: anchor, graph)
        }
    }

    /// Scrolls to `frame`, where a lazy stack estimates the unbuilt row `id`; the placements
    /// that follow correct it (`refinePendingTarget`).
    func scroll(toEstimated frame: CGRect, id: AnyHashable, anchor: UnitPoint?, _ graph: _ViewGraph) {
        // With no anchor, the edge the least movement brings the row to is chosen now: the
        // correction keeps it there (the estimate may already show the row).
        let edge = anchor ?? leastMovementAnchor(showing: frame)
        scroll(toShow: frame, anchor: anchor, graph)
        pendingTarget = PendingScrollTarget(id: id, anchor: edge, tries: 3)
    }

    /// The anchor that scrolling the least to show `item` amounts to along each axis (its start
    /// where it lies before the viewport; where it already shows, its start too).
    private func leastMovementAnchor(showing item: CGRect) -> UnitPoint {
        let origin = childOrigin, viewport = insetViewport
        return UnitPoint(x: Self.leastMovementUnit(item.minX - origin.x, item.width, viewport.width, offset.x) ?? 0,
                         y: Self.leastMovementUnit(item.minY - origin.y, item.height, viewport.height, offset.y) ?? 0)
    }

    /// Along one axis, where the least movement that shows an item whole puts it: 0, its start
    /// at the viewport's start (it lies before, or is longer than the viewport); 1, its end at
    /// the viewport's end (it lies after); nil when it already shows whole.
    private static func leastMovementUnit(_ itemMin: CGFloat, _ itemLength: CGFloat, _ viewportLength: CGFloat, _ offset: CGFloat) -> CGFloat? {
        if itemMin < offset || itemLength > viewportLength { return 0 }
        if itemMin + itemLength > offset + viewportLength { return 1 }
        return nil
    }

    /// The first placed view inside identified by `id`.
    func placedTarget(_ id: AnyHashable) -> _Node? {
        var target: _Node?
        ScrollViewReaderNode.forEachTarget(in: self) { i, n in if target == nil, i == id { target = n } }
        return target
    }

    /// Scrolls so that `item` (root space) shows as `scroll(toID:anchor:_:)` says.
    func scroll(toShow item: CGRect, anchor: UnitPoint?, _ graph: _ViewGraph) {
        animate(to: offset(showing: item, anchor: anchor), Transaction.current?.animation, graph, time: graph.time)
    }

    /// The offset at which `item` (root space, as placed now) shows with its `anchor` point at
    /// the same point of the viewport clear of the insets, or shows whole by the least movement.
    func offset(showing item: CGRect, anchor: UnitPoint?) -> CGPoint {
        let origin = childOrigin                 // where content position 0 is now
        let viewport = insetViewport
        func axis(_ itemMin: CGFloat, _ itemLength: CGFloat, _ viewportLength: CGFloat, _ offset: CGFloat, _ unit: CGFloat?) -> CGFloat {
            guard let u = unit ?? Self.leastMovementUnit(itemMin, itemLength, viewportLength, offset) else { return offset }
            return itemMin + u * itemLength - u * viewportLength
        }
        let itemX = item.minX - origin.x, itemY = item.minY - origin.y   // in content positions
        return CGPoint(x: axes.contains(.horizontal) ? axis(itemX, item.width, viewport.width, offset.x, anchor?.x) : offset.x,
                       y: axes.contains(.vertical) ? axis(itemY, item.height, viewport.height, offset.y, anchor?.y) : offset.y)
    }

    /// After a placement with the content still: when the row asked for is built, moves the
    /// few points by which the estimate missed it (and places the content again there); when it
    /// is not, scrolls to the stack's better estimate and waits for the next placement.
    /// True when it moved the content.
    func refinePendingTarget(_ graph: _ViewGraph) -> Bool {
        guard var pending = pendingTarget, !isMoving else { return false }
        let goal: CGPoint
        if let target = placedTarget(pending.id) {
            let wanted = offset(showing: target.boundingFrame(), anchor: pending.anchor)
            goal = clamped(wanted)
            // Short of it because the content's length is still the estimate (the rows built
            // there make it longer at the next placement): try again then.
            if pending.tries > 0, abs(goal.x - wanted.x) > 0.5 || abs(goal.y - wanted.y) > 0.5 {
                pending.tries -= 1
                pendingTarget = pending
            } else {
                pendingTarget = nil
            }
        } else if pending.tries > 0, let estimated = LazyStackNode.estimatedFrame(ofID: pending.id, under: self) {
            pending.tries -= 1
            pendingTarget = pending
            goal = clamped(offset(showing: estimated.frame, anchor: pending.anchor))
        } else {
            pendingTarget = nil
            return false
        }
        guard abs(goal.x - offset.x) > 0.01 || abs(goal.y - offset.y) > 0.01 else { return false }
        jump(to: goal, graph)
        return true
    }
}

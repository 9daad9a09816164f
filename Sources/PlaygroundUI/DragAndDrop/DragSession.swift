import Foundation

// Drag and drop inside the window (docs/semantics.md §25.11): one drag at a time, lifted from a
// `draggable` view by a long press and carried to the `dropDestination` under the pointer. The
// items travel as the Swift values the source gave; a destination takes those of its type. The
// host reports each move and the release with the event's one hit test; the session finds the
// destination on that hit path.

/// The drag in progress, if any (`_ViewGraph.dragAndDrop`).
@MainActor
final class DragSession {
    /// What one lift carries and whom it tells where it is.
    private struct Lift {
        /// Each dragged item as the values it can be taken as.
        let items: [[Any]]
        /// The source's callback: the pointer's place (root space) while lifted, nil when over.
        let moved: (CGPoint?) -> Void
        let token: ObjectIdentifier
    }
    private var lift: Lift?
    /// The destination the pointer is over that accepts the items (told `isTargeted(true)`).
    private weak var target: DropDestinationNode?

    /// Whether something is being dragged.
    var isActive: Bool { lift != nil }

    /// A source lifted `items` at `point`; `token` names the lift (its recognizer).
    func begin(items: [[Any]], at point: CGPoint, token: AnyObject, moved: @escaping (CGPoint?) -> Void) {
        end()
        lift = Lift(items: items, moved: moved, token: ObjectIdentifier(token))
        moved(point)
    }

    /// The pointer moved to `point` over `hit` (the event's hit test).
    func move(to point: CGPoint, over hit: HitResult?) {
        guard let lift else { return }
        retarget(destination(on: hit, for: lift.items, at: point), lift.items, at: point)
        target?.update(lift.items, at: point)
        lift.moved(point)
    }

    /// The pointer went up at `point` over `hit`: the destination there takes the items.
    func drop(at point: CGPoint, over hit: HitResult?) {
        guard let lift else { return }
        let d = destination(on: hit, for: lift.items, at: point)
        if let d, d === target {
            // Dropped where it was: the destination stops being targeted without hearing an exit.
            target = nil
            d.setTargeted(false, lift.items, at: point, dropping: true)
        } else {
            retarget(nil, lift.items, at: point)
        }
        self.lift = nil
        lift.moved(nil)
        if let d { _ = d.perform(lift.items, at: point) }
    }

    /// The lift named by `token` stopped without a drop (the view went, the press was taken).
    func cancel(token: AnyObject) {
        guard lift?.token == ObjectIdentifier(token) else { return }
        end()
    }

    private func end() {
        guard let lift else { return }
        retarget(nil, lift.items, at: .zero)
        self.lift = nil
        lift.moved(nil)
    }

    private func retarget(_ d: DropDestinationNode?, _ items: [[Any]], at point: CGPoint) {
        guard d !== target else { return }
        let old = target
        target = d
        old?.setTargeted(false, items, at: point)
        d?.setTargeted(true, items, at: point)
    }

    /// The innermost destination on the hit path that accepts at least one of `items` with the
    /// pointer at `point`.
    private func destination(on hit: HitResult?, for items: [[Any]], at point: CGPoint) -> DropDestinationNode? {
        var n = hit?.leaf
        while let node = n {
            if case .dropDestination(let d) = node.nodeRole, d.accepts(items, at: point) { return d }
            n = node.parent
        }
        return nil
    }
}

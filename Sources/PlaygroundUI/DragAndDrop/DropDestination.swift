import Foundation

extension View {
    /// Takes the items of type `T` dropped on this view (iOS 16, §25.9): `action` gets them with
    /// the drop's location in this view's space and returns whether it took them;
    /// `isTargeted` is told true when a drag carrying such items comes over the view and false
    /// when it leaves or drops. A drag carrying no `T` passes over it untold.
    nonisolated public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self,
                                                             action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
                                                             isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View {
        modifier(_DropDestinationModifier(
            accepts: { items in items.contains { T._taken(from: $0) != nil } },
            perform: { items, location in action(items.compactMap { T._taken(from: $0) }, location) },
            isTargeted: isTargeted))
    }
}

/// `dropDestination`'s modifier: a node on the hit path that the drag session finds.
package struct _DropDestinationModifier {
    /// Each dragged item is the values it can be taken as (`Transferable._carried`).
    let accepts: ([[Any]]) -> Bool
    let perform: ([[Any]], CGPoint) -> Bool
    let isTargeted: (Bool) -> Void
}

extension _DropDestinationModifier: PrimitiveModifier {
    public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        b.modifierNode(&slot, content, { DropDestinationNode() }) { n in
            n.accepts = m.accepts
            n.performDrop = m.perform
            n.isTargeted = m.isTargeted
        }
    }
}

/// A drop destination: asked by the drag session whether it takes a drag's items, told when
/// one is over it, and given them at a drop.
@MainActor
final class DropDestinationNode: ModifierNode {
    override var nodeRole: NodeRole { .dropDestination(self) }
    var accepts: ([[Any]]) -> Bool = { _ in false }
    var performDrop: ([[Any]], CGPoint) -> Bool = { _, _ in false }
    var isTargeted: (Bool) -> Void = { _ in }
    private var targeted = false

    func setTargeted(_ on: Bool) {
        guard on != targeted else { return }
        targeted = on
        isTargeted(on)
    }

    /// Gives the items to the action, with `point` (root space) in this view's space.
    func perform(_ items: [[Any]], at point: CGPoint) -> Bool {
        let local = CGPoint(x: point.x - presentedFrame.minX, y: point.y - presentedFrame.minY)
        return performDrop(items, isRTL ? CGPoint(x: presentedFrame.width - local.x, y: local.y) : local)
    }
}

import Foundation

extension View {
    /// Takes the items of type `T` dropped on this view (iOS 16, §25.11): `action` gets them with
    /// the drop's location in this view's space and returns whether it took them;
    /// `isTargeted` is told true when a drag carrying such items comes over the view and false
    /// when it leaves or drops. A drag carrying no `T` passes over it untold.
    nonisolated public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self,
                                                             action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
                                                             isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View {
        modifier(_DropDestinationModifier(
            accepts: { items, _ in items.contains { T._taken(from: $0) != nil } },
            perform: { items, location in action(items.compactMap { T._taken(from: $0) }, location) },
            isTargeted: isTargeted))
    }
}

/// `dropDestination`'s and `onDrop`'s modifier: a node on the hit path that the drag session
/// finds.
package struct _DropDestinationModifier {
    /// Each dragged item is the values it can be taken as (`Transferable._carried`); the point is
    /// the pointer in the destination's space.
    typealias Items = [[Any]]
    let accepts: (Items, CGPoint) -> Bool
    let perform: (Items, CGPoint) -> Bool
    let isTargeted: (Bool) -> Void
    /// A `DropDelegate`'s hearing of the drag: it came over the view, moved over it (the
    /// operation it proposes; nil: as before), left it.
    var entered: ((Items, CGPoint) -> Void)? = nil
    var updated: ((Items, CGPoint) -> DropOperation?)? = nil
    var exited: ((Items, CGPoint) -> Void)? = nil
}

extension _DropDestinationModifier: PrimitiveModifier {
    public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        b.modifierNode(&slot, content, { DropDestinationNode() }) { n in n.modifier = m }
    }
}

/// A drop destination: asked by the drag session whether it takes a drag's items, told when
/// one comes over it, moves over it and leaves, and given them at a drop.
@MainActor
final class DropDestinationNode: ModifierNode {
    override var nodeRole: NodeRole { .dropDestination(self) }
    var modifier = _DropDestinationModifier(accepts: { _, _ in false }, perform: { _, _ in false }, isTargeted: { _ in })
    private var targeted = false
    /// The operation the delegate last proposed while the drag is over the view.
    private var proposed: DropOperation?

    /// Whether the destination takes `items` with the pointer at `point` (root space).
    func accepts(_ items: [[Any]], at point: CGPoint) -> Bool { modifier.accepts(items, local(point)) }

    /// The drag carrying `items` came over the view (true) or left it (false; `dropping`: it
    /// leaves because it is dropped here, which a delegate does not hear as an exit).
    func setTargeted(_ on: Bool, _ items: [[Any]], at point: CGPoint, dropping: Bool = false) {
        guard on != targeted else { return }
        targeted = on
        if on { proposed = nil }
        modifier.isTargeted(on)
        if on { modifier.entered?(items, local(point)) } else if !dropping { modifier.exited?(items, local(point)) }
    }

    /// The drag moved over the view.
    func update(_ items: [[Any]], at point: CGPoint) {
        guard targeted, let updated = modifier.updated else { return }
        if let operation = updated(items, local(point)) { proposed = operation }
    }

    /// Gives the items to the action, with `point` (root space) in this view's space; nothing
    /// when the delegate proposed to cancel or forbade the drop.
    func perform(_ items: [[Any]], at point: CGPoint) -> Bool {
        if proposed == .cancel || proposed == .forbidden { return false }
        return modifier.perform(items, local(point))
    }

    /// `point` (root space) in this view's space.
    private func local(_ point: CGPoint) -> CGPoint {
        let local = CGPoint(x: point.x - presentedFrame.minX, y: point.y - presentedFrame.minY)
        return isRTL ? CGPoint(x: presentedFrame.width - local.x, y: local.y) : local
    }
}

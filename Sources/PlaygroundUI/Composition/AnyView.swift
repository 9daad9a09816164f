import Foundation

/// A type-erased view. Changing the wrapped type replaces the subtree (and its state).
///
/// Its `View` conformance is declared in an extension, as in SwiftUI, so `AnyView(…)` can be made
/// from any context.
public struct AnyView {
    let typeID: ObjectIdentifier
    let build: @MainActor (_ViewGraph, inout _Node?, ImplicitRoot) -> Void

    public init<V: View>(_ view: V) {
        typeID = ObjectIdentifier(V.self)
        // The value is only built on the main actor (by the engine); making an AnyView elsewhere
        // just stores it, as SwiftUI's non-Sendable AnyView does.
        nonisolated(unsafe) let view = view
        build = { b, slot, root in b.buildOnlyChild(view, root, &slot) }
    }
    public init<V: View>(erasing view: V) { self.init(view) }
}

extension AnyView: View, PrimitiveView {
    public static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        let node = graph.reuse(&slot) { DynamicListNode() }
        let root = graph.takeOneViewRoot(for: node)
        // The wrapped type is recorded as `typedIDType` (an ObjectIdentifier compares for free;
        // an AnyHashable comparison casts both sides through the runtime).
        let old = node.slots.count == 1 ? node.slots[0] : nil
        if node.slots.count != 1 || node.typedIDType != view.typeID {
            node.slots = [nil]
            node.typedIDType = view.typeID
        }
        view.build(graph, &node.slots[0], root)
        if node.slots[0] !== old { node.finishUpdate(old: [old], graph) } else { node.markBuilt() }
    }
}

import Foundation

/// A type-erased view. Changing the wrapped type replaces the subtree (and its state).
///
/// Its `View` conformance is declared in an extension, as in SwiftUI, so `AnyView(…)` can be made
/// from any context.
public struct AnyView {
    let typeID: ObjectIdentifier
    /// The wrapped view, which builds it and gives a lazy container its rows (one allocation).
    let box: AnyViewBox

    public init<V: View>(_ view: V) {
        typeID = ObjectIdentifier(V.self)
        box = TypedAnyViewBox(view)
    }
    public init<V: View>(erasing view: V) { self.init(view) }
}

/// An `AnyView`'s view (engine detail). The value is only built on the main actor (by the
/// engine); making an AnyView elsewhere just stores it, as SwiftUI's non-Sendable AnyView does.
class AnyViewBox: @unchecked Sendable {
    @MainActor func build(_ b: _ViewGraph, _ slot: inout _Node?, _ root: ImplicitRoot) {}
    @MainActor func lazySegments(_ segments: inout [_LazySegment]) {}
}

final class TypedAnyViewBox<V: View>: AnyViewBox, @unchecked Sendable {
    let view: V
    init(_ view: V) { self.view = view }
    @MainActor override func build(_ b: _ViewGraph, _ slot: inout _Node?, _ root: ImplicitRoot) { b.buildOnlyChild(view, root, &slot) }
    @MainActor override func lazySegments(_ segments: inout [_LazySegment]) { V._makeLazySegments(view, &segments) }
}

extension AnyView: View, PrimitiveView {
    /// In a list or a lazy stack, the wrapped view's rows: a `ForEach` or a group inside gives
    /// a row each, as SwiftUI's `AnyView` passes its content's views on (§14.7).
    public static func _makeLazySegments(_ view: Self, _ segments: inout [_LazySegment]) {
        view.box.lazySegments(&segments)
    }
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
        view.box.build(graph, &node.slots[0], root)
        if node.slots[0] !== old { node.finishUpdate(old: [old], graph) } else { node.markBuilt() }
    }
}

import Foundation

/// A node holding a list of views with no geometry of its own (tuple content, Group, ForEach,
/// conditional/optional content, AnyView). In a stack its children become the stack's items; as
/// the single content of a modifier or the root it lays them out like a VStack.
@MainActor
class ListNode: _Node {
    var slots: [_Node?] = []
    private var items: [_Node] = []

    override var isTransparent: Bool { true }
    override func forEachChild(_ body: (_Node) -> Void) { for case let c? in slots { body(c) } }
    override func forEachChildReversed(_ body: (_Node) -> Void) {
        var i = slots.count
        while i > 0 { i -= 1; if let c = slots[i] { body(c) } }
    }
    override func collectItems(_ items: inout [_Node]) { for case let c? in slots { c.collectItems(&items) } }

    private func currentItems() -> [_Node] {
        items.removeAll(keepingCapacity: true)
        collectItems(&items)
        return items
    }

    override var layoutPriority: Double {
        let it = currentItems()
        return it.count == 1 ? it[0].layoutPriority : 0
    }
    override var isSpacer: Bool {
        let it = currentItems()
        return it.count == 1 && it[0].isSpacer
    }

    override func sizeThatFits(_ p: ProposedViewSize, _ b: _Builder) -> CGSize {
        let it = currentItems()
        if it.count == 1 { return it[0].measure(p, b) }
        return StackLayout.size(items: it, axis: .vertical, spacing: nil, proposal: p, b)
    }

    override func place(_ rect: CGRect, _ ctx: PlaceContext) {
        frame = rect
        let it = currentItems()
        if it.count == 1 { it[0].place(rect, ctx); return }
        StackLayout.place(items: it, axis: .vertical, spacing: nil, alignmentFraction: 0.5, in: rect, ctx)
    }
}

/// Static content (TupleView, Group): no default value is injected.
@MainActor
final class StaticListNode: ListNode {}

/// Dynamic content (ForEach, `if`, optional content, AnyView): injects `defaultValue` (§1.3).
@MainActor
final class DynamicListNode: ListNode {
    /// ForEach ids of `slots`, or the AnyView type / branch marker for the single slot.
    var ids: [AnyHashable] = []
    override var isDynamicContainer: Bool { true }
}

import Foundation

/// Shifts its content's drawing, hit testing and anchors without changing layout (§6.5).
/// Public because the `@inlinable` `offset` returns it, so user code builds it specialised (as SwiftUI's).
public struct _OffsetEffect {
    let offset: CGSize
    @usableFromInline init(offset: CGSize) { self.offset = offset }
}

extension _OffsetEffect: PrimitiveModifier {
    @inlinable @inline(__always) public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        let node = offsetNode(m, b, &slot)
        C._makeNode(content, b, &node.content)
    }

    /// The modifier's node in `slot`, given the offset.
    @MainActor @usableFromInline static func offsetNode(_ m: Self, _ b: _ViewGraph, _ slot: inout _Node?) -> ModifierNode {
        let node = b.reuse(&slot) { OffsetNode() }
        if node.offset != m.offset { node.offset = m.offset; b.changedDrawing(node) }   // layout stands (§6.5)
        return node
    }
}

@MainActor
final class OffsetNode: ModifierNode {
    override init() { super.init(); ownFlags = _Node.positionContainerFlag }   // §7.5
    @exclusivity(unchecked) var offset = CGSize.zero
    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) {
        frame = rect
        content?.place(rect.offsetBy(dx: offset.width, dy: offset.height), ctx)
    }
}

extension View {
    @inlinable nonisolated public consuming func offset(_ offset: CGSize) -> some View { modifier(_OffsetEffect(offset: offset)) }
    @inlinable nonisolated public consuming func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(_OffsetEffect(offset: CGSize(width: x, height: y)))
    }
}

import Foundation

/// Shifts its content's drawing, hit testing and anchors without changing layout (§6.5).
package struct _OffsetEffect {
    let offset: CGSize
}

extension _OffsetEffect: PrimitiveModifier {
    @inline(__always) public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        b.modifierNode(&slot, content, { OffsetNode() }) { b.update($0, \.offset, m.offset) }
    }
}

@MainActor
final class OffsetNode: ModifierNode {
    @exclusivity(unchecked) var offset = CGSize.zero
    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) {
        frame = rect
        content?.place(rect.offsetBy(dx: offset.width, dy: offset.height), ctx)
    }
}

extension View {
    nonisolated public func offset(_ offset: CGSize) -> some View { modifier(_OffsetEffect(offset: offset)) }
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(_OffsetEffect(offset: CGSize(width: x, height: y)))
    }
}

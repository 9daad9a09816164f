import Foundation

/// `geometryGroup()`: makes the view a container of its content's positions (docs/semantics.md
/// §7.5). Its content is drawn relative to it, so what is inserted inside moves with it while it
/// animates, instead of being drawn where layout puts it from the first frame.
package struct _GeometryGroupModifier {}

extension _GeometryGroupModifier: PrimitiveModifier {
    @inline(__always) public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        b.modifierNode(&slot, content, { GeometryGroupNode() }) { _ in }
    }
}

@MainActor
final class GeometryGroupNode: ModifierNode {
    override init() { super.init(); ownFlags = _Node.positionContainerFlag }
}

extension View {
    /// Isolates the geometry of this view's content from its parent's: the content's positions are
    /// taken relative to this view, so views inserted inside move with it while it animates
    /// (SwiftUI's geometry group, §7.5).
    nonisolated public func geometryGroup() -> some View { modifier(_GeometryGroupModifier()) }
}

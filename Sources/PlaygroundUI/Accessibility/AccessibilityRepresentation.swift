import Foundation

// `accessibilityRepresentation(representation:)` (iOS 15, docs/semantics.md §32.3): the view draws
// its own content, and assistive technology finds the representation's elements in its place.

/// Draws `content`; its accessibility elements are those of a second view, built and laid out in
/// the same frame but never drawn, hit or read for preferences.
package struct _AccessibilityRepresentationModifier<Representation: View> {
    let representation: Representation
    /// `accessibilityChildren`: the view stays one element, a container of the representation's.
    var replacesChildren = false
}

extension _AccessibilityRepresentationModifier: PrimitiveModifier {
    @inline(__always) public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        let node = b.reuse(&slot) { AccessibilityRepresentationNode() }
        node.replacesChildren = m.replacesChildren
        C._makeNode(content, b, &node.content)
        Representation._makeNode(m.representation, b, &node.representation)
    }
}

/// The node of `accessibilityRepresentation`: the content is its only child for layout, drawing,
/// hit testing and preferences; the representation is placed in the same frame for the host's
/// accessibility queries, which read it instead of the content.
@MainActor
final class AccessibilityRepresentationNode: ModifierNode {
    override var nodeRole: NodeRole { .accessibilityRepresentation(self) }
    @exclusivity(unchecked) var representation: _Node?
    @exclusivity(unchecked) var replacesChildren = false
    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) {
        super.placeNode(rect, ctx)
        representation?.place(rect, ctx)
    }
}

extension View {
    /// Replaces this view's accessibility elements with those of `representation`, which is
    /// never shown (SwiftUI's `accessibilityRepresentation(representation:)`): a custom control
    /// can present itself as a `Slider` or a `Toggle`. Nothing reads it aloud here; a test finds
    /// its elements in `ViewHost.accessibilityElements`.
    nonisolated public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
        modifier(_AccessibilityRepresentationModifier(representation: representation()))
    }
    /// Makes this view one accessibility element whose children are the elements of `children`,
    /// which is never shown (SwiftUI's `accessibilityChildren(children:)`): a `Canvas` or a chart
    /// drawn as one view can offer its parts to assistive technology (§32.3).
    nonisolated public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View {
        modifier(_AccessibilityRepresentationModifier(representation: children(), replacesChildren: true))
    }
}

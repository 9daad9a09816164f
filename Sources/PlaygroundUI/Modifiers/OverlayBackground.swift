import Foundation

/// Places a secondary view above (overlay) or below (background) its content, proposed the
/// content's size and aligned in it; the content's size is unchanged (docs/semantics.md §6.6).
/// Preferences: background value before the content's, overlay value after (§1.5).
/// Public because the `@inlinable` `background(_:alignment:)` returns it, so user code builds it specialised (as SwiftUI's).
public struct _SecondaryLayerModifier<Secondary: View> {
    @usableFromInline let secondary: Secondary
    @usableFromInline let alignment: Alignment
    @usableFromInline let isBackground: Bool
    @usableFromInline init(secondary: Secondary, alignment: Alignment, isBackground: Bool) {
        self.secondary = secondary; self.alignment = alignment; self.isBackground = isBackground
    }
}

extension _SecondaryLayerModifier: PrimitiveModifier {
    @inlinable @inline(__always) public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        withGuaranteed(SecondaryLayerNode.reuse(&slot, isBackground: m.isBackground, alignment: m.alignment, b)) { node in
            // A padding applied straight to the content is kept by this node, with no node of its
            // own (docs/engine.md, "Modifiers kept as attributes").
            let kept = C._makeNodeKeepingPadding(content, b, &node.content)
            if kept == nil { C._makeNode(content, b, &node.content) }
            if kept != nil || node.keptPadding != nil { node.keepPadding(kept, b) }
            // One view: a list there is an implicit ZStack (§31.6).
            b.buildOneView(m.secondary, .zstack, &node.secondary)
        }
    }
}

extension View {
    @_disfavoredOverload
    @inlinable nonisolated public consuming func overlay<Overlay: View>(_ overlay: consuming Overlay, alignment: Alignment = .center) -> some View {
        modifier(_SecondaryLayerModifier(secondary: overlay, alignment: alignment, isBackground: false))
    }
    @inlinable nonisolated public consuming func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_SecondaryLayerModifier(secondary: content(), alignment: alignment, isBackground: false))
    }
    @_disfavoredOverload
    @inlinable nonisolated public consuming func background<Background: View>(_ background: consuming Background, alignment: Alignment = .center) -> some View {
        modifier(_SecondaryLayerModifier(secondary: background, alignment: alignment, isBackground: true))
    }
    @inlinable nonisolated public consuming func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_SecondaryLayerModifier(secondary: content(), alignment: alignment, isBackground: true))
    }
    /// A border drawn inside the bounds: an overlay of `Rectangle().strokeBorder(content, lineWidth: width)` (§6.6).
    @inlinable nonisolated public consuming func border(_ content: Color, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}

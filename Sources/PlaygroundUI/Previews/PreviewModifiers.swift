import Foundation

/// What the preview modifiers (`previewDisplayName`, `previewLayout`, `previewDevice`,
/// `previewInterfaceOrientation`) record on a view. They change nothing in layout or drawing; the
/// preview runner reads them (`PreviewCatalog`) to name and size each preview.
/// Public because the preview modifiers return it.
public struct _PreviewTraitsModifier {
    var displayName: String?
    var layout: PreviewLayout?
    var device: PreviewDevice?
    var orientation: InterfaceOrientation?
}

extension _PreviewTraitsModifier: PrimitiveModifier {
    /// Built once around the content; has no geometry of its own: a list stays a list (§31).
    public static var _viewListBehavior: _ViewListBehavior { .passThrough }

    public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        C._makeNode(content, b, &slot)
    }
}

extension View {
    /// Names this preview (the window title and `--preview NAME`).
    nonisolated public func previewDisplayName(_ value: String?) -> ModifiedContent<Self, _PreviewTraitsModifier> {
        modifier(_PreviewTraitsModifier(displayName: value))
    }
    /// Sizes this preview: the device's screen (`.device`), the view's fitting size
    /// (`.sizeThatFits`) or `.fixed(width:height:)`.
    nonisolated public func previewLayout(_ value: PreviewLayout) -> ModifiedContent<Self, _PreviewTraitsModifier> {
        modifier(_PreviewTraitsModifier(layout: value))
    }
    /// Previews on `value`'s screen size (see `PreviewDevice`); `nil` is the default device.
    nonisolated public func previewDevice(_ value: PreviewDevice?) -> ModifiedContent<Self, _PreviewTraitsModifier> {
        modifier(_PreviewTraitsModifier(device: value))
    }
    /// Previews in `value`: landscape swaps the device's width and height.
    nonisolated public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> ModifiedContent<Self, _PreviewTraitsModifier> {
        modifier(_PreviewTraitsModifier(orientation: value))
    }
}

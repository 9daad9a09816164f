import Foundation

/// The pointer feature of one host (`_ViewGraph.pointer`): what views read of the pointer while
/// they build — the Button under a press not yet released (drawn pressed), the platform's click
/// count of the press being delivered — and whether any view listens to hover.
@MainActor
final class PointerState {
    /// The Button under a press that has not been released yet (drawn dimmed).
    @exclusivity(unchecked) weak var pressedButton: TapGestureNode?
    /// The platform's click count of the press being delivered (nil: not given), §23.10.
    @exclusivity(unchecked) var clickCount: Int?
    /// Whether any `.onHover` was built (until then pointer motion needs no hit test).
    @exclusivity(unchecked) var usesHover = false
}

extension _ViewGraph {
    /// Shows `button` pressed (nil: none). The pressed look is built inside the Button (by its
    /// style's body), so the nearest view with a body above the Button's tap handler is evaluated
    /// again — that one only, not the tree.
    func setPressedButton(_ button: TapGestureNode?) {
        guard button !== pointer.pressedButton else { return }
        if let old = pointer.pressedButton { markOwnerDirty(of: old) }   // (no array made per call)
        if let button { markOwnerDirty(of: button) }
        pointer.pressedButton = button
    }
}

import Foundation

/// Wraps the views this package builds for a control or for a container's chrome (a `Label`'s
/// icon-and-title row, a toggle's switch, a navigation bar): their own `if`s and lists are how this
/// package draws the control, not content of the user's, so they give no `defaultValue` of the
/// user's keys (§1.3). On iOS these are built-in views (most of them UIKit's) that write none of
/// them; here, without the boundary, a toggle after a view writing a title with the usual
/// `value = nextValue()` reducer reset the title to its default. A writer of the user's inside the
/// control (in a label) still reaches the readers above; the control's own content is folded
/// with no default injected (`_Node.foldingLibraryView`), so such a writer is not overwritten by
/// a default from the control's views after it (a `Stepper`'s buttons, a `Picker`'s menu).
struct _LibraryViewBoundary: PrimitiveModifier {
    /// Built once around the content; has no geometry of its own: a list stays a list (§31).
    static var _viewListBehavior: _ViewListBehavior { .passThrough }
    static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        b.modifierNode(&slot, content, { LibraryViewBoundaryNode() }) { _ in }
    }
}

@MainActor
final class LibraryViewBoundaryNode: PassthroughNode {
    /// No output for a key nothing inside writes (`subtreeKeyBits`, which content built during
    /// placement adds to when it is adopted); else the content's writers folded with no default
    /// injected, so no output when none of them is still there (the bits are only ever set).
    override func foldPreference<K: PreferenceKey>(_ key: K.Type, into value: inout K.Value) -> Bool {
        guard subtreeKeyBits & preferenceKeyBit(K.self) != 0 || _Node.foldingUnwalkedContent else { return false }
        let outer = _Node.foldingLibraryView
        _Node.foldingLibraryView = true
        defer { _Node.foldingLibraryView = outer }
        return super.foldPreference(K.self, into: &value)
    }
}

extension _ViewGraph {
    /// Builds, with `build`, the package's own views for a control into a boundary node in `slot`
    /// (`_LibraryViewBoundary`), for the controls made by `_makeNode` rather than a body.
    func buildInLibraryBoundary(_ slot: inout _Node?, _ build: (inout _Node?) -> Void) {
        let node = reuse(&slot) { LibraryViewBoundaryNode() }
        build(&node.content)
    }
}

extension View {
    /// This view, built by the package for a control or a container's chrome, writes no default
    /// of the user's preference keys (`_LibraryViewBoundary`).
    func libraryViewBoundary() -> some View { modifier(_LibraryViewBoundary()) }
}

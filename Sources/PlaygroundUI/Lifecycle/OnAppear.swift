import Foundation

/// Runs actions when its view enters the tree and when it leaves it (§22.1).
package struct _AppearanceActionModifier {
    let appear: (() -> Void)?
    let disappear: (() -> Void)?
}

extension _AppearanceActionModifier: PrimitiveModifier {
    public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        let isNew = !(slot is AppearanceNode)
        let node = b.reuse(&slot) { AppearanceNode(b) }
        node.appear = m.appear
        node.disappear = m.disappear
        C._makeNode(content, b, &node.content)
        // Queued after the content, so deeper views' actions come first.
        if isNew, let appear = m.appear { b.lifecycle.add(appear) }
    }
}

@MainActor
final class AppearanceNode: PassthroughNode {
    let handle: LifecycleHandle
    var appear: (() -> Void)?
    var disappear: (() -> Void)?
    init(_ graph: _ViewGraph) { handle = LifecycleHandle(graph) }
    /// False while the view is in a lazy row scrolled out of range (it has disappeared already).
    private var isShown = true
    isolated deinit {
        if isShown, let d = disappear { handle.add(d) }
    }
    /// A lazy row scrolled out of (or back into) range: the view disappears (appears) though its
    /// node and state stay (§22.1).
    override func forgetAppearance() {
        super.forgetAppearance()
        isShown = false
    }
    override func lazyVisibilityChanged(_ visible: Bool, _ b: _ViewGraph) {
        super.lazyVisibilityChanged(visible, b)
        guard visible != isShown else { return }
        isShown = visible
        if let action = visible ? appear : disappear { b.lifecycle.add(action) }
    }
}

extension View {
    /// Runs `action` when this view appears: the first frame it is in the tree, after layout
    /// and before drawing; deeper views first (§22.1).
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        nonisolated(unsafe) let action = action
        return modifier(_AppearanceActionModifier(appear: action, disappear: nil))
    }
    /// Runs `action` when this view leaves the tree (an `if` branch switches, a `ForEach` item
    /// goes), in the next frame's update (§22.1).
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        nonisolated(unsafe) let action = action
        return modifier(_AppearanceActionModifier(appear: nil, disappear: action))
    }
}

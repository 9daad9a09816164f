import Foundation

/// A control that runs an action when tapped. Like iOS's default borderless style, its whole label
/// rect is tappable (`contentShape(Rectangle())` on the label), the label is tinted with the accent
/// colour, and it dims to 0.2 opacity while pressed (docs/semantics.md §8).
public struct Button<Label: View> {
    let action: () -> Void
    let label: Label

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }
}

extension Button: View, PrimitiveView {

    public static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        let node = graph.reuse(&slot) { TapGestureNode() }
        node.count = 1
        node.action = view.action
        node.isButton = true
        let pressed = graph.pressedButton === node
        let shaped = label(view.label, pressed: pressed)
        graph.withEnvironment({ env in
            if env.foregroundStyles == nil { env.foregroundStyles = ForegroundStyles(levels: [env.tintStyle]) }
        }, shaped, &node.content)
    }

    private static func label(_ l: Label, pressed: Bool) -> some View {
        l.contentShape(Rectangle()).opacity(pressed ? 0.2 : 1)
    }
}

extension Button where Label == Text {
    /// A button with a text label.
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

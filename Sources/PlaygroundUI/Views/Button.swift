import Foundation

/// A control that runs an action when tapped. It is drawn by the button style in its environment
/// (`.buttonStyle(_:)`, §24.1); without one, like iOS's default borderless style: its whole label
/// rect is tappable (`contentShape(Rectangle())` on the label), the label is tinted with the
/// accent colour (red for `role: .destructive`), and it dims to 0.2 opacity while pressed
/// (docs/semantics.md §8). Inside `.disabled(true)` it draws dimmed and does not fire (§24.3).
public struct Button<Label: View> {
    @usableFromInline let action: () -> Void
    @usableFromInline let label: Label
    @usableFromInline let role: ButtonRole?

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = nil
    }

    /// A button with a role (`.destructive` draws red).
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
    }
}

extension Button: View, PrimitiveView {

    /// Inlinable, so that the part that knows `Label` is specialised where the button is built:
    /// in the library's generic code every button built asked the runtime's cache for
    /// `Button<Label>`'s metadata to read its fields. The rest needs no type.
    @inlinable @inline(__always) public static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        let label = view.label
        let build = ModifierContent(isList: Label._isViewList(graph)) { g, s in Label._makeNode(label, g, &s) }
        _buildButton(role: view.role, action: view.action, label: build, graph, &slot)
    }
}

/// A button whose label builds with `label`, drawn by the button style in the environment.
@MainActor @usableFromInline
func _buildButton(role: ButtonRole?, action: @escaping () -> Void, label: ModifierContent, _ graph: _ViewGraph, _ slot: inout _Node?) {
    // Read once: a custom environment entry, found by a walk and a cast.
    if let style = graph.env.buttonStyle {
        // The style applies to this button only, not to buttons inside its label.
        graph.withEnvironment(constant: EnvironmentMemo.ConstantSite.buttonStyleTaken, { $0.buttonStyle = nil }, _StyledButton(style: style, role: role, action: action, label: label), &slot)
    } else {
        _AnyButtonStyle.automatic.box.build(role: role, action: action, label: label, graph, &slot)
    }
}

/// A button built by a style from the environment (after that style was taken out of it).
struct _StyledButton: View, PrimitiveView {
    let style: _AnyButtonStyle
    let role: ButtonRole?
    let action: () -> Void
    let label: ModifierContent
    static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        view.style.box.build(role: view.role, action: view.action, label: view.label, graph, &slot)
    }
}

extension _AnyButtonStyle {
    @MainActor static let automatic = _AnyButtonStyle(PrimitiveButtonStyleBox(DefaultButtonStyle()))
}

extension Button where Label == Text {
    /// A button with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
    /// A button with a localized text label.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }
    /// A button with a text label and a role.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
}

extension Button where Label == PlaygroundUI.Label<Text, Image> {
    /// A button showing a title with a symbol (`Label(title, systemImage:)`).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { PlaygroundUI.Label(title, systemImage: systemImage) }
    }
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { PlaygroundUI.Label(titleKey, systemImage: systemImage) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { PlaygroundUI.Label(title, systemImage: systemImage) }
    }
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { PlaygroundUI.Label(titleKey, systemImage: systemImage) }
    }
}

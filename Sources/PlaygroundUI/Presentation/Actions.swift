import Foundation

// Alerts, dialogs and menus take their buttons as views (`actions: { Button("Delete", role:
// .destructive) { … } }`) but draw them their own way. As `Picker` does with its tags, the actions
// are built aside (never laid out or drawn) with a button style that marks each button, and the
// marks are read back: title, symbol, role, whether enabled, and the action (§28.6).

/// One entry of an action list: a button, a divider, a text (a section title), or a submenu.
indirect enum _ActionEntry {
    case action(_ActionItem)
    case divider
    case header(String)
    case submenu(title: String, systemImage: String?, entries: [_ActionEntry])
    /// A text field (alerts show their fields live above the buttons).
    case field
    /// A `ControlGroup`'s buttons: a menu shows them side by side in one row.
    case group([_ActionItem])
}

struct _ActionItem {
    let title: String
    let systemImage: String?
    let role: ButtonRole?
    let isEnabled: Bool
    let trigger: () -> Void
}

private struct CollectingActionsKey: EnvironmentKey { static let defaultValue = false }
extension EnvironmentValues {
    /// True while actions are built aside to be read (a `Menu` inside marks itself instead of drawing).
    var _collectingActions: Bool {
        get { self[CollectingActionsKey.self] }
        set { self[CollectingActionsKey.self] = newValue }
    }
}

/// Marks each button built aside.
struct _CollectingButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        _ActionMarker(role: configuration.role, trigger: configuration.trigger, label: configuration.label)
    }
}

struct _ActionMarker: View, PrimitiveView {
    let role: ButtonRole?
    let trigger: () -> Void
    let label: PrimitiveButtonStyleConfiguration.Label
    static func _makeNode(_ view: Self, _ b: _ViewGraph, _ slot: inout _Node?) {
        let node = b.reuse(&slot) { ActionMarkerNode() }
        node.role = view.role
        node.trigger = view.trigger
        node.isEnabled = b.env.isEnabled
        PrimitiveButtonStyleConfiguration.Label._makeNode(view.label, b, &node.content)
    }
}

@MainActor
final class ActionMarkerNode: ModifierNode {
    @exclusivity(unchecked) var role: ButtonRole?
    var trigger: () -> Void = {}
    @exclusivity(unchecked) var isEnabled = true
}

/// A `ControlGroup` inside actions: its buttons make one row of a menu.
struct _ControlGroupMarker<Content: View>: View, PrimitiveView {
    let content: Content
    static func _makeNode(_ view: Self, _ b: _ViewGraph, _ slot: inout _Node?) {
        let node = b.reuse(&slot) { ControlGroupMarkerNode() }
        Content._makeNode(view.content, b, &node.content)
    }
}

@MainActor
final class ControlGroupMarkerNode: ModifierNode {}

/// A `Menu` inside actions: its label and its own entries.
struct _SubmenuMarker<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content
    static func _makeNode(_ view: Self, _ b: _ViewGraph, _ slot: inout _Node?) {
        let node = b.reuse(&slot) { SubmenuMarkerNode() }
        Label._makeNode(view.label, b, &node.label)
        Content._makeNode(view.content, b, &node.content)
    }
}

@MainActor
final class SubmenuMarkerNode: ModifierNode {
    @exclusivity(unchecked) var label: _Node?
}

/// Builds `actions` aside, reads its buttons, and shows `render(entries)`.
struct _CollectedActions<Rendered: View>: View, PrimitiveView {
    let actions: AnyView
    let render: ([_ActionEntry]) -> Rendered

    static func _makeNode(_ view: Self, _ b: _ViewGraph, _ slot: inout _Node?) {
        let node = b.reuse(&slot) { ActionCollectorNode() }
        let style = _AnyButtonStyle(PrimitiveButtonStyleBox(_CollectingButtonStyle()))
        b.withEnvironment({ $0.buttonStyle = style; $0._collectingActions = true; $0.labelStyle.outOfToolbar() }, view.actions, &node.actions)
        var entries: [_ActionEntry] = []
        if let a = node.actions { ActionCollectorNode.collect(a, into: &entries) }
        Rendered._makeNode(view.render(entries), b, &node.content)
    }
}

@MainActor
final class ActionCollectorNode: ModifierNode {
    /// The actions built aside (never laid out or drawn).
    @exclusivity(unchecked) var actions: _Node?

    static func collect(_ node: _Node, into out: inout [_ActionEntry]) {
        if let a = node as? ActionMarkerNode {
            out.append(.action(_ActionItem(title: PickerNode.firstText(a) ?? "", systemImage: PickerNode.firstSymbol(a),
                                           role: a.role, isEnabled: a.isEnabled, trigger: a.trigger)))
            return
        }
        if let s = node as? SubmenuMarkerNode {
            var inner: [_ActionEntry] = []
            if let c = s.content { collect(c, into: &inner) }
            let title = s.label.flatMap { PickerNode.firstText($0) } ?? ""
            out.append(.submenu(title: title, systemImage: s.label.flatMap(PickerNode.firstSymbol), entries: inner))
            return
        }
        if let g = node as? ControlGroupMarkerNode {
            var inner: [_ActionEntry] = []
            if let c = g.content { collect(c, into: &inner) }
            let items = inner.actionItems
            if !items.isEmpty { out.append(.group(items)) }
            return
        }
        if node is DividerNode { out.append(.divider); return }
        if node is TextInputNode { out.append(.field); return }
        if let t = node.displayedText { out.append(.header(t)); return }
        node.forEachChild { collect($0, into: &out) }
    }
}

extension Array where Element == _ActionEntry {
    /// The buttons only, a control group's among them (alerts and dialogs ignore anything else).
    var actionItems: [_ActionItem] {
        flatMap { entry -> [_ActionItem] in
            switch entry {
            case .action(let a): return [a]
            case .group(let items): return items
            default: return []
            }
        }
    }
}

extension Array where Element == _ActionEntry {
    /// Whether the actions hold text fields.
    var hasFields: Bool { contains { if case .field = $0 { return true } else { return false } } }
}

/// Draws no button: an alert's actions drawn for their text fields only.
struct _HiddenButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

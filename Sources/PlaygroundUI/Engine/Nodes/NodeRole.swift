import Foundation

/// What a node is to input and to queries (`_Node.nodeRole`): hosts, the gesture arena and the
/// accessibility tree ask a node its role instead of casting it to a node class (a cast is a
/// runtime type check per node, and it ties host code to the classes). A node has one role; the
/// node kinds below override `nodeRole` with themselves.
@MainActor
enum NodeRole {
    case none
    /// `onTapGesture` or a `Button` (`TapGestureNode.isButton`), and list rows that select.
    case tapHandler(TapGestureNode)
    /// A gesture modifier (`gesture`, `simultaneousGesture`, `highPriorityGesture`).
    case gesture(GestureNode)
    /// `onHover`.
    case hover(HoverNode)
    /// `contextMenu`.
    case contextMenu(ContextMenuNode)
    /// `dropDestination` (§25.9).
    case dropDestination(DropDestinationNode)
    /// `keyboardShortcut`.
    case keyboardShortcut(KeyboardShortcutNode)
    /// `onKeyPress`.
    case keyPress(OnKeyPressNode)
    /// Accessibility modifiers (`accessibilityLabel`, …).
    case accessibility(AccessibilityNode)
    /// `accessibilityRepresentation`.
    case accessibilityRepresentation(AccessibilityRepresentationNode)
    /// A `Text`.
    case text(TextNode)
    /// An `Image`.
    case image(ImageNode)
    /// A `TextField`, `SecureField` or `TextEditor`.
    case textInput(TextInputNode)
}

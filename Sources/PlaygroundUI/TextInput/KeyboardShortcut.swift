import Foundation

/// Modifier keys held during an event (SwiftUI's `EventModifiers`).
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    public static let shift = EventModifiers(rawValue: 1 << 1)
    public static let control = EventModifiers(rawValue: 1 << 2)
    public static let option = EventModifiers(rawValue: 1 << 3)
    public static let command = EventModifiers(rawValue: 1 << 4)
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    public static let function = EventModifiers(rawValue: 1 << 6)
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad, .function]
}

/// A key a keyboard shortcut uses: a character or one of the named keys (SwiftUI's `KeyEquivalent`).
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    public var character: Character
    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral value: Character) { character = value }

    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let delete = KeyEquivalent("\u{8}")
    public static let deleteForward = KeyEquivalent("\u{F728}")
    public static let home = KeyEquivalent("\u{F729}")
    public static let end = KeyEquivalent("\u{F72B}")
    public static let pageUp = KeyEquivalent("\u{F72C}")
    public static let pageDown = KeyEquivalent("\u{F72D}")
    public static let clear = KeyEquivalent("\u{F739}")
    public static let tab = KeyEquivalent("\t")
    public static let space = KeyEquivalent(" ")
    public static let `return` = KeyEquivalent("\r")

    /// The host's key name for this key ("return", "left", "a", …).
    var hostKeyName: String {
        switch self {
        case .upArrow: return "up"
        case .downArrow: return "down"
        case .leftArrow: return "left"
        case .rightArrow: return "right"
        case .escape: return "escape"
        case .delete: return "backspace"
        case .deleteForward: return "delete"
        case .home: return "home"
        case .end: return "end"
        case .pageUp: return "pageup"
        case .pageDown: return "pagedown"
        case .clear: return "clear"
        case .tab: return "tab"
        case .space: return "space"
        case .return: return "return"
        default: return String(character).lowercased()
        }
    }
}

/// A key with modifiers that triggers a control (SwiftUI's `KeyboardShortcut`).
public struct KeyboardShortcut: Hashable, Sendable {
    public var key: KeyEquivalent
    public var modifiers: EventModifiers
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) { self.key = key; self.modifiers = modifiers }
    /// Return with no modifiers: the button that confirms (§23.6).
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape with no modifiers: the button that cancels (§23.6).
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

    /// Whether `press` triggers this shortcut. Command and Control are the same modifier here
    /// (Linux keyboards have no Command key; the window reports Super as cmd); shift is
    /// ignored for keys whose character already implies it (`"?"`).
    func matches(_ press: _KeyPress) -> Bool {
        guard press.key == key.hostKeyName || (press.key == "space" && key == .space) else { return false }
        func norm(_ m: EventModifiers) -> EventModifiers {
            var m = m.intersection([.shift, .control, .option, .command])
            if m.contains(.control) { m.remove(.control); m.insert(.command) }
            return m
        }
        return norm(press.modifiers) == norm(modifiers)
    }
}

/// Runs the Button inside when its shortcut is pressed (`keyboardShortcut(_:modifiers:)`).
package struct _KeyboardShortcutModifier {
    let shortcut: KeyboardShortcut?
}

extension _KeyboardShortcutModifier: PrimitiveModifier {
    @inline(__always) public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        b.modifierNode(&slot, content, { KeyboardShortcutNode() }) { n in
            n.shortcut = m.shortcut
            n.isEnabled = b.env.isEnabled
        }
    }
}

@MainActor
final class KeyboardShortcutNode: ModifierNode {
    override var nodeRole: NodeRole { .keyboardShortcut(self) }
    var shortcut: KeyboardShortcut?
    var isEnabled = true

    /// Fires the first Button inside (its action, as a click would); false when there is none.
    func trigger() -> Bool {
        guard isEnabled else { return false }
        var button: TapGestureNode?
        func visit(_ n: _Node) {
            if button != nil { return }
            if let t = n as? TapGestureNode, t.isButton { button = t; return }
            n.forEachChild(visit)
        }
        if let c = content { visit(c) }
        guard let b = button else { return false }
        b.action()
        return true
    }
}

extension View {
    /// Presses the Button this modifies when `key` is typed with `modifiers` (Command by
    /// default; Control counts as Command on Linux). Only Buttons react, as in SwiftUI.
    nonisolated public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        modifier(_KeyboardShortcutModifier(shortcut: KeyboardShortcut(key, modifiers: modifiers)))
    }
    /// Presses the Button this modifies when `shortcut` is typed (`.defaultAction`: Return,
    /// `.cancelAction`: Escape).
    nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        modifier(_KeyboardShortcutModifier(shortcut: shortcut))
    }
    /// Presses the Button this modifies when `shortcut` is typed; nil removes the shortcut.
    nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        modifier(_KeyboardShortcutModifier(shortcut: shortcut))
    }
}

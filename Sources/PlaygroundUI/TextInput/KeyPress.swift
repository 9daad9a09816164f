import Foundation

// `onKeyPress` and `focusable()` (iOS 17, docs/semantics.md §23.12): a view that can take focus
// without being a text input, and handlers that see the keys pressed while the focused view is
// theirs or inside theirs.

/// A key pressed while a view had focus, as an `onKeyPress` handler receives it (SwiftUI's
/// `KeyPress`).
public struct KeyPress: Sendable {
    /// When in a key's press a handler is called.
    public struct Phases: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let down = Phases(rawValue: 1 << 0)
        public static let `repeat` = Phases(rawValue: 1 << 1)
        public static let up = Phases(rawValue: 1 << 2)
        public static let all: Phases = [.down, .repeat, .up]
    }

    /// What a handler did with the key: `.handled` stops it there, `.ignored` passes it on to the
    /// next handler out, then to the focused text input and the keyboard shortcuts.
    public enum Result: Sendable, Hashable {
        case handled
        case ignored
    }

    /// The phase: always `.down` here (the window reports each press and each repeat as a key
    /// down; releases are not reported).
    public let phase: Phases
    /// The key, without the case Shift gives it ("a" for Shift-A).
    public let key: KeyEquivalent
    /// The characters the key types ("A" for Shift-A; empty for arrows and other named keys).
    public let characters: String
    /// The modifier keys held.
    public let modifiers: EventModifiers

    public init(phase: Phases, key: KeyEquivalent, characters: String, modifiers: EventModifiers) {
        self.phase = phase; self.key = key; self.characters = characters; self.modifiers = modifiers
    }

    /// The press the window or a script names ("left", "shift+a", "return"); nil for a name that
    /// is no single key.
    init?(_ press: _KeyPress) {
        let named: [String: KeyEquivalent] = [
            "up": .upArrow, "down": .downArrow, "left": .leftArrow, "right": .rightArrow, "escape": .escape,
            "backspace": .delete, "delete": .deleteForward, "home": .home, "end": .end, "pageup": .pageUp,
            "pagedown": .pageDown, "clear": .clear, "tab": .tab, "space": .space, "return": .return, "enter": .return,
        ]
        if let key = named[press.key] {
            let typed = key == .space ? " " : key == .tab ? "\t" : key == .return ? "\r" : ""
            self.init(phase: .down, key: key, characters: typed, modifiers: press.modifiers)
        } else if press.key.count == 1, let c = press.key.first {
            let typed = press.modifiers.contains(.shift) ? String(c).uppercased() : String(c)
            self.init(phase: .down, key: KeyEquivalent(c), characters: typed, modifiers: press.modifiers)
        } else {
            return nil
        }
    }

    /// A character typed with no key press reported (a script's `type` line).
    init(typed c: Character) {
        let lower = Character(String(c).lowercased())
        self.init(phase: .down, key: KeyEquivalent(lower), characters: String(c),
                  modifiers: String(c) != String(lower) ? .shift : [])
    }

    /// Whether the key types text a text input would receive (no Command or Control).
    var typesText: Bool {
        !characters.isEmpty && characters != "\r" && characters != "\t" && modifiers.intersection([.command, .control]).isEmpty
    }
}

extension KeyPress: CustomDebugStringConvertible {
    /// The key and its modifiers, as `"KeyPress(shift+a)"`.
    public var debugDescription: String {
        var parts: [String] = []
        if modifiers.contains(.command) { parts.append("command") }
        if modifiers.contains(.control) { parts.append("control") }
        if modifiers.contains(.option) { parts.append("option") }
        if modifiers.contains(.shift) { parts.append("shift") }
        parts.append(key.hostKeyName)
        return "KeyPress(\(parts.joined(separator: "+")))"
    }
}

/// What one `onKeyPress` answers to.
struct _KeyPressFilter: @unchecked Sendable {
    enum Match { case keys(Set<KeyEquivalent>), characters(CharacterSet), any }
    let match: Match
    let phases: KeyPress.Phases
    let action: (KeyPress) -> KeyPress.Result

    func accepts(_ press: KeyPress) -> Bool {
        guard phases.contains(press.phase) else { return false }
        switch match {
        case .any: return true
        case .keys(let keys): return keys.contains(press.key)
        case .characters(let set):
            guard !press.characters.isEmpty else { return false }
            return press.characters.unicodeScalars.allSatisfy { set.contains($0) }
        }
    }
}

/// `onKeyPress`: keeps its handler in its node, where a key press finds it.
struct _OnKeyPressModifier {
    let filter: _KeyPressFilter
}

extension _OnKeyPressModifier: PrimitiveModifier {
    static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        b.modifierNode(&slot, content, { OnKeyPressNode() }) { n in
            n.filter = m.filter
            n.isEnabled = b.env.isEnabled
        }
    }
}

/// The node of an `onKeyPress`.
@MainActor
final class OnKeyPressNode: ModifierNode {
    override var nodeRole: NodeRole { .keyPress(self) }
    var filter: _KeyPressFilter?
    var isEnabled = true

    /// Runs the handler if it answers to `press`; whether it handled it.
    func handle(_ press: KeyPress) -> Bool {
        guard isEnabled, let filter, filter.accepts(press) else { return false }
        return filter.action(press) == .handled
    }
}

/// `focusable(_:)`: a view that can take focus (by `.focused`, or Tab) without being a text input.
struct _FocusableModifier {
    let isFocusable: Bool
}

extension _FocusableModifier: PrimitiveModifier {
    static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        b.modifierNode(&slot, content, { FocusableViewNode() }) { n in
            n.isFocusable = m.isFocusable
            n.isEnabled = b.env.isEnabled
        }
    }
}

/// The node of `focusable()`.
@MainActor
final class FocusableViewNode: ModifierNode, FocusableNode {
    var isFocusable = true
    var isEnabled = true
    var canFocus: Bool { isFocusable && isEnabled }
    var textInput: TextInputNode? { nil }
    /// Nothing is drawn for focus here (iOS shows a focus effect only under a hardware keyboard's
    /// focus system; see `focusEffectDisabled`).
    func focusChanged(_ focused: Bool) {}
}

/// How a focusable view takes part in focus (iOS 17): accepted; every focusable view here takes
/// focus by `.focused` and Tab alike.
public struct FocusInteractions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let activate = FocusInteractions(rawValue: 1 << 0)
    public static let edit = FocusInteractions(rawValue: 1 << 1)
    public static let automatic: FocusInteractions = [.activate, .edit]
}

extension FocusManager {
    /// Offers `press` to the `onKeyPress` handlers of the focused view: those inside the
    /// focusable modifier first (innermost first), then those around it (nearest first). Whether
    /// one handled it.
    func dispatchKeyPress(_ press: KeyPress) -> Bool {
        guard let focused = focusedNode else { return false }
        var inner: [OnKeyPressNode] = []
        var n: _Node? = (focused as? ModifierNode)?.content
        while let m = n as? ModifierNode {
            if case .keyPress(let k) = m.nodeRole { inner.append(k) }
            n = m.content
        }
        for k in inner.reversed() where k.handle(press) { return true }
        var p: _Node? = focused
        while let node = p {
            if case .keyPress(let k) = node.nodeRole, k.handle(press) { return true }
            p = node.parent
        }
        return false
    }
}

extension View {
    /// Calls `action` when `key` is pressed (or repeats) while this view or one inside it has
    /// focus; `.handled` stops the key there.
    nonisolated public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
        modifier(_OnKeyPressModifier(filter: _KeyPressFilter(match: .keys([key]), phases: [.down, .repeat], action: { _ in action() })))
    }

    /// Calls `action` for `key` in `phases` while this view or one inside it has focus.
    nonisolated public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases,
                                       action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(_OnKeyPressModifier(filter: _KeyPressFilter(match: .keys([key]), phases: phases, action: action)))
    }

    /// Calls `action` for any of `keys` while this view or one inside it has focus.
    nonisolated public func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
                                       action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(_OnKeyPressModifier(filter: _KeyPressFilter(match: .keys(keys), phases: phases, action: action)))
    }

    /// Calls `action` for keys that type characters of `characters` while this view or one
    /// inside it has focus (a focused text field's input can be filtered this way).
    nonisolated public func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
                                       action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(_OnKeyPressModifier(filter: _KeyPressFilter(match: .characters(characters), phases: phases, action: action)))
    }

    /// Calls `action` for every key pressed while this view or one inside it has focus.
    nonisolated public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat],
                                       action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(_OnKeyPressModifier(filter: _KeyPressFilter(match: .any, phases: phases, action: action)))
    }

    /// Lets this view take focus: by `.focused($state)` written by the program, or by Tab.
    nonisolated public func focusable(_ isFocusable: Bool = true) -> some View {
        modifier(_FocusableModifier(isFocusable: isFocusable))
    }

    /// `focusable(_:)` with the interactions it takes part in (accepted; see `FocusInteractions`).
    nonisolated public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View {
        modifier(_FocusableModifier(isFocusable: isFocusable))
    }
}

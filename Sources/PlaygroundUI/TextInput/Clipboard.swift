import Foundation

/// Where cut, copy and paste in text inputs go (§23.4). The core keeps its clipboard behind this
/// protocol: the window installs one backed by SDL's clipboard (the system's), headless hosts
/// use `InMemoryClipboard`. Engine extension; SwiftUI uses the platform's pasteboard directly.
@MainActor
package protocol Clipboard: AnyObject {
    /// The text on the clipboard, or nil when it holds none.
    var string: String? { get set }
}

/// A clipboard that lives in the process (headless runs and tests).
@MainActor
package final class InMemoryClipboard: Clipboard {
    public var string: String?
    public init(string: String? = nil) { self.string = string }
}

/// The clipboard text inputs use (process-wide, like the system's).
@MainActor
package enum ClipboardAccess {
    /// Replace with the window's clipboard (PlaygroundSDL does at start-up).
    public static var current: Clipboard = InMemoryClipboard()
}

/// A key and the modifiers held with it, parsed from the host's key names: `"a"`, `"return"`,
/// `"shift+left"`, `"cmd+a"` (`cmd`, `command`, `ctrl`, `control`, `alt`, `option`, `opt`,
/// `shift`, `fn`, joined with `+`). Engine type.
package struct _KeyPress: Equatable, Sendable {
    /// The key name, lower case: "a", "return", "left", "tab", "escape", "f1", …
    public var key: String
    public var modifiers: EventModifiers

    public init(key: String, modifiers: EventModifiers = []) { self.key = key; self.modifiers = modifiers }

    /// Parses a name as the window and input scripts write it; nil when a modifier is unknown.
    public init?(_ name: String) {
        var parts = name.lowercased().split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        // "cmd++" names the plus key.
        if parts.count >= 2, parts[parts.count - 1].isEmpty, parts[parts.count - 2].isEmpty {
            parts.removeLast(2); parts.append("+")
        }
        guard let last = parts.popLast(), !last.isEmpty else { return nil }
        var mods: EventModifiers = []
        for p in parts {
            guard let m = Self.modifierNames[p] else { return nil }
            mods.insert(m)
        }
        key = last
        modifiers = mods
    }

    static let modifierNames: [String: EventModifiers] = [
        "cmd": .command, "command": .command, "meta": .command, "gui": .command, "super": .command,
        "ctrl": .control, "control": .control,
        "alt": .option, "option": .option, "opt": .option,
        "shift": .shift, "fn": .function,
    ]

    /// The host's name for this key press (modifiers in a fixed order).
    public var name: String {
        var s = ""
        if modifiers.contains(.control) { s += "ctrl+" }
        if modifiers.contains(.option) { s += "alt+" }
        if modifiers.contains(.shift) { s += "shift+" }
        if modifiers.contains(.command) { s += "cmd+" }
        return s + key
    }

    /// Command on macOS, Control on Linux: either counts as the shortcut modifier (§23.6).
    var hasShortcutModifier: Bool { modifiers.contains(.command) || modifiers.contains(.control) }
}

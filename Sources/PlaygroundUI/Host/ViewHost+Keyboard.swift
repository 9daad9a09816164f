import Foundation

/// Keyboard, text and focus input for the views (§23): the window and input scripts send key
/// names (`"shift+left"`, `"cmd+a"`), typed text and the input method's composition here.
extension ViewHost {
    /// Handles a key press for the views: the focused view's `onKeyPress` handlers first, then
    /// the focused text input (editing keys), then Tab / shift+Tab (focus), then
    /// `keyboardShortcut`s. Returns false when no view took the key, so the session can use it
    /// (scene browser keys).
    @discardableResult
    public func handleKey(_ name: String) -> Bool {
        _HostClock.activate(graph.clock)   // what its handlers schedule or play is this host's
        guard let press = _KeyPress(name) else { return false }
        let focus = FocusManager.of(graph)
        focus.keyText = nil
        if focus.focusedNode != nil, let keyPress = KeyPress(press) {
            let handled = focus.dispatchKeyPress(keyPress)
            // The text this key types comes next (SDL_TEXTINPUT): it is not offered again, and
            // not typed when a handler took the key (§23.12).
            if keyPress.typesText { focus.keyText = (keyPress.characters, handled) }
            if handled { return true }
        }
        if let f = focus.focusedNode?.textInput, f.handleKey(press, host: focus) { return true }
        if press.key == "tab", press.modifiers.subtracting(.shift).isEmpty {
            if focus.moveFocus(forward: !press.modifiers.contains(.shift)) { return true }
        }
        if fireShortcut(press) { return true }
        if undoKey(press) { return true }
        if press.key == "escape", focus.focusedNode != nil { focus.focus(nil); return true }
        return false
    }

    /// Text typed while a text input has focus (SDL_TEXTINPUT, a script's `type` line, a
    /// paste): inserted at the caret, replacing the selection. Without focus it goes nowhere.
    public func typeText(_ text: String) {
        _HostClock.activate(graph.clock)   // what its handlers schedule or play is this host's
        let focus = FocusManager.of(graph)
        defer { focus.keyText = nil }
        guard !text.isEmpty, focus.focusedNode != nil else { return }
        var kept = text
        if let key = focus.keyText, key.text == text {
            // The text of the key just pressed: its handlers have had it.
            if key.handled { return }
        } else {
            // Typed without a key press (a script's `type` line): each character goes to the
            // `onKeyPress` handlers first, as a key press would.
            kept = ""
            for c in text where !focus.dispatchKeyPress(KeyPress(typed: c)) { kept.append(c) }
        }
        guard !kept.isEmpty, let f = focus.focusedNode?.textInput else { return }
        f.insertText(kept)
    }

    /// The input method's composition (SDL_TEXTEDITING): shown underlined at the caret until
    /// the input method commits text (`typeText`) or clears it (empty string).
    public func setMarkedText(_ text: String) {
        _HostClock.activate(graph.clock)   // what its handlers schedule or play is this host's
        guard let f = FocusManager.of(graph).focusedNode?.textInput else { return }
        f.setMarkedText(text)
    }

    /// Whether a focused text input's caret is blinking (§23.8). The blink does not count against
    /// `isIdle` (recordings and tests that wait for rest still end); a window keeps running frames
    /// while this is true and presents only those whose picture changed. Engine extension.
    public var hasBlinkingCaret: Bool { graph.hasBlinkingCaret }

    /// The number of display lists drawn so far: a frame that changed nothing leaves it as it
    /// was (hosts present only new pictures). Engine extension.
    public var displayGeneration: Int { graph.emitPass }

    /// Whether a text input has focus (the window turns SDL text input on only then).
    public var isEditingText: Bool { FocusManager.of(graph).focusedNode != nil }

    /// The text of the focused input, its caret and selection (tests and the inspector).
    public var focusedTextState: (text: String, selection: Range<Int>, caret: Int)? {
        guard let f = FocusManager.of(graph).focusedNode?.textInput else { return nil }
        return (f.editing.string, f.editing.selection, f.editing.caret)
    }

    /// Removes focus from whatever has it (a tap on nothing does not; this is for hosts).
    public func endEditing() { FocusManager.of(graph).focus(nil) }

    /// cmd+z / ctrl+z with no text input focused undo the window's `undoManager`; cmd+shift+z,
    /// ctrl+shift+z and ctrl+y redo (§23.9). False when there is nothing to undo or redo.
    private func undoKey(_ press: _KeyPress) -> Bool {
        let m = press.modifiers
        guard press.hasShortcutModifier, !m.contains(.option) else { return false }
        let u = graph.undoManager
        if press.key == "z" && !m.contains(.shift) { guard u.canUndo else { return false }; u.undo(); return true }
        if (press.key == "z" && m.contains(.shift)) || (press.key == "y" && m.contains(.control) && !m.contains(.shift)) {
            guard u.canRedo else { return false }; u.redo(); return true
        }
        return false
    }

    /// The window's undo manager (the one `@Environment(\.undoManager)` reads).
    public var undoManager: UndoManager { graph.undoManager }

    /// Fires the first `keyboardShortcut` in tree order that matches `press`.
    private func fireShortcut(_ press: _KeyPress) -> Bool {
        guard let root = graph.root else { return false }
        var fired = false
        func visit(_ n: _Node) {
            if fired { return }
            if case .keyboardShortcut(let k) = n.nodeRole, let s = k.shortcut, s.matches(press), k.trigger() { fired = true; return }
            n.forEachChild(visit)
        }
        visit(root)
        return fired
    }
}

import Foundation

/// What a text input view hands its node each build.
@MainActor
struct TextInputConfig {
    enum Kind: Equatable { case field, verticalField, secure, editor }
    var kind: Kind
    /// The text to show when not editing (the binding's, or the formatted value).
    var read: () -> String
    /// Live writes while editing (`text:` forms); nil for `value:format:` (committed only).
    var write: ((String) -> Void)?
    /// Parses and writes the edited text (`value:format:`), on Return or when focus leaves.
    var commit: ((String) -> Void)?
    var placeholder: String
    /// The field's title (§32.2); may be empty.
    var title: String
    /// What the field is called for accessibility: its title, or its placeholder when the title
    /// is empty (`TextField("", text:, prompt: Text("Search"))`).
    var accessibilityTitle: String { title.isEmpty ? placeholder : title }
    var font: Font
    var textColor: ResolvedColor
    var placeholderColor: ResolvedColor
    var tint: ResolvedColor
    var style: TextFieldStyleKind
    var background: ResolvedColor
    var border: ResolvedColor
    var lineLimit: Int?
    var minLines: Int
    var isEnabled: Bool
    var alignment: TextAlignment
    var onSubmit: [() -> Void]

    /// Everything that lays out or draws (the closures are not compared).
    struct Looks: Equatable {
        var kind: Kind, placeholder: String, font: Font, textColor: ResolvedColor, placeholderColor: ResolvedColor
        var tint: ResolvedColor, style: TextFieldStyleKind, background: ResolvedColor, border: ResolvedColor
        var lineLimit: Int?, minLines: Int, isEnabled: Bool, alignment: TextAlignment
    }
    var looks: Looks {
        Looks(kind: kind, placeholder: placeholder, font: font, textColor: textColor, placeholderColor: placeholderColor,
              tint: tint, style: style, background: background, border: border, lineLimit: lineLimit, minLines: minLines,
              isEnabled: isEnabled, alignment: alignment)
    }
}

/// The node of `TextField`, `SecureField` and `TextEditor` (§23.1–§23.4): lays out its text
/// (one scrolling line, or wrapped lines), draws the caret, selection and marked text, and
/// takes focus, keys and typed text from the host.
@MainActor
final class TextInputNode: _Node, FocusableNode {
    var textInput: TextInputNode? { self }
    override var nodeRole: NodeRole { .textInput(self) }
    var config: TextInputConfig!
    /// The iOS 13 `onEditingChanged` callback: true when editing starts, false when it ends.
    var onEditingChanged: ((Bool) -> Void)?
    var editing = TextEditingState()
    /// The text last read from the view (to notice changes made from outside).
    private var synced = ""
    private(set) var isFocused = false
    /// Horizontal scroll of a one-line field, vertical scroll of an editor taller than its frame.
    private var scroll = CGPoint.zero
    /// Bumped by every edit or focus change; the build marks the node changed when it moved.
    private var version = 0
    private var builtVersion = -1
    private var graphHandle: GraphHandle?
    /// Where a press went down (the selection's anchor while dragging).
    private var pointerDownIndex: Int?

    var canFocus: Bool { config?.isEnabled ?? false }
    var isMultiline: Bool { config.kind == .verticalField || config.kind == .editor }

    // MARK: Build

    func update(_ c: TextInputConfig, _ b: _ViewGraph) {
        graphHandle = b.handle
        let oldKind = config?.kind
        config = c
        let external = c.read()
        if !(isFocused && c.commit != nil) && external != synced {
            synced = external
            if editing.string != external { editing.setText(external); clearUndo(); version += 1 }
        }
        if !c.isEnabled && isFocused { FocusManager.of(b).focus(nil) }
        if oldKind != c.kind { layoutCache = nil }
        // Laid out and drawn again only when something it shows changed: a parent evaluated
        // again for other reasons leaves an unchanged field alone.
        let looks = c.looks
        if version != builtVersion || looks != builtLooks {
            builtVersion = version
            builtLooks = looks
            layoutCache = nil
            b.changed(self)
        }
    }
    private var builtLooks: TextInputConfig.Looks?

    /// Something visible changed between builds: rebuild the view that holds this node.
    private func invalidateDisplay() {
        restartBlink()
        version += 1
        layoutCache = nil
        graphHandle?.graph?.markOwnerDirty(of: self)
    }

    func focusChanged(_ focused: Bool) {
        isFocused = focused
        breakUndoGroup()
        if let g = graphHandle?.graph {
            if focused { g.caret.input = self } else if g.caret.input === self { g.caret.input = nil }
        }
        onEditingChanged?(focused)
        if !focused {
            clearUndo()   // as UIKit's text fields: the typing history goes with the editing session
            editing.marked = ""
            if let commit = config?.commit {
                commit(editing.string)
                // Show the value as the program formats it again.
                let shown = config.read()
                synced = shown
                editing.setText(shown)
            }
            editing.moveCaret(to: editing.caret, extend: false)
        }
        invalidateDisplay()
    }

    // MARK: Caret blink (§23.8)

    /// How long the caret shows, then hides, in each blink (seconds): AppKit's
    /// `NSTextInsertionPointBlinkPeriodOn`/`Off` fallbacks and UIKit's caret, about half a second each.
    static let caretOnPeriod = 0.5
    static let caretOffPeriod = 0.5
    /// When the current blink cycle started (on the graph's clock); nil: it restarts at the next
    /// frame (an edit, a caret move or focus just happened, so the caret shows solid).
    private var blinkEpoch: Double?
    /// Whether the last drawing showed the caret.
    private var drawnCaretOn = false

    private func restartBlink() { blinkEpoch = nil }

    /// Whether the caret shows at `time`: on for the on-period after each restart, then off and
    /// on again in turn.
    func caretIsOn(at time: Double) -> Bool {
        guard let e = blinkEpoch else { return true }
        // In whole milliseconds, so the clock's accumulated rounding never shifts a phase by a frame.
        let cycle = ((Self.caretOnPeriod + Self.caretOffPeriod) * 1000).rounded()
        let ms = max(((time - e) * 1000).rounded(), 0)
        return ms.truncatingRemainder(dividingBy: cycle) < (Self.caretOnPeriod * 1000).rounded()
    }

    /// Called by the graph before drawing each frame while this input has focus: true when the
    /// caret's phase differs from what was last drawn (then only its paint is drawn again).
    func blinkTick(time: Double) -> Bool {
        guard isFocused else { return false }
        if blinkEpoch == nil { blinkEpoch = time }
        return (caretIsOn(at: time) && !editing.hasSelection) != drawnCaretOn
    }

    // MARK: Editing (from the host)

    /// Writes an edit through to the view's binding.
    private func didEdit() {
        let s = editing.string
        if let write = config.write { synced = s; write(s) }
        invalidateDisplay()
    }

    func insertText(_ text: String) { insertText(text, kind: .typing) }

    private func insertText(_ text: String, kind: EditKind) {
        guard config.isEnabled else { return }
        var t = text
        if config.kind == .field || config.kind == .secure {
            // One-line fields keep pasted newlines out, as UITextField does (they become spaces).
            if t.contains(where: \.isNewline) { t = String(t.map { $0.isNewline ? " " : $0 }) }
        }
        beginEdit(kind)
        editing.insert(t)
        didEdit()
    }

    // MARK: Undo (§23.9)

    /// What an edit was, for grouping: a run of typing is one undo step, so is a run of
    /// Backspace/Delete presses; anything else (paste, cut, deleting a selection) is a step alone.
    enum EditKind { case typing, deleting, other }
    /// The kind of the step still taking edits (nil: the next edit starts a new step).
    private var openGroup: EditKind?

    /// The window's undo manager: the steps are registered there, as UIKit's text views do, so
    /// `undoManager?.undo()` from a button undoes typing too.
    private var undoManager: UndoManager? { graphHandle?.graph?.undoManager }

    /// Records the state before an edit of `kind`, unless it continues the open step.
    private func beginEdit(_ kind: EditKind) {
        if kind == .other || openGroup != kind || editing.hasSelection {
            registerUndo(restoring: editing.snapshot)
        }
        openGroup = kind == .other ? nil : kind
    }

    /// Registers a step that puts back `snapshot`; undoing it registers the way back (the redo).
    private func registerUndo(restoring snapshot: TextEditingState.Snapshot) {
        guard let um = undoManager else { return }
        um._registerStep(withTarget: self, name: "Typing") { node in
            MainActor.assumeIsolated { node.restore(snapshot) }
        }
    }

    private func restore(_ snapshot: TextEditingState.Snapshot) {
        guard parent != nil else { return }   // the view went while editing: nothing to put back
        registerUndo(restoring: editing.snapshot)
        editing.restore(snapshot)
        openGroup = nil
        didEdit()
    }

    /// A caret move, a click or focus change: the next edit starts a new undo step.
    private func breakUndoGroup() { openGroup = nil }

    /// Forgets this input's steps (the program replaced its text, or editing ended).
    private func clearUndo() {
        undoManager?.removeAllActions(withTarget: self)
        openGroup = nil
    }

    /// Undoes the window's last step (this input's typing, or what the program registered):
    /// the text and selection as they were before it; the binding is written.
    func undo() {
        guard config.isEnabled else { return }
        openGroup = nil
        undoManager?.undo()
    }

    /// Redoes the last undone step.
    func redo() {
        guard config.isEnabled else { return }
        openGroup = nil
        undoManager?.redo()
    }

    func setMarkedText(_ text: String) {
        editing.marked = text
        invalidateDisplay()
    }

    /// Handles a key; false when this input does not use it (it then goes on to shortcuts).
    func handleKey(_ press: _KeyPress, host: FocusManager) -> Bool {
        let shift = press.modifiers.contains(.shift)
        let option = press.modifiers.contains(.option)
        // By word: option (macOS) or control without command (Linux and Windows), §23.10.
        let word = option || (press.modifiers.contains(.control) && !press.modifiers.contains(.command))
        let cmd = press.hasShortcutModifier
        switch press.key {
        case "left", "right":
            let forward = press.key == "right"
            if press.modifiers.contains(.command) && !option { editing.moveCaret(to: forward ? lineEnd() : lineStart(), extend: shift) }
            else if word { editing.moveCaret(to: editing.wordBoundary(from: editing.caret, forward: forward), extend: shift) }
            else { editing.moveHorizontally(by: forward ? 1 : -1, extend: shift) }
            breakUndoGroup(); invalidateDisplay(); return true
        case "up", "down":
            let down = press.key == "down"
            if cmd || !isMultiline { editing.moveCaret(to: down ? editing.count : 0, extend: shift) }
            else { editing.moveCaret(to: verticalNeighbour(down: down), extend: shift) }
            breakUndoGroup(); invalidateDisplay(); return true
        case "home": editing.moveCaret(to: cmd ? 0 : lineStart(), extend: shift); breakUndoGroup(); invalidateDisplay(); return true
        case "end": editing.moveCaret(to: cmd ? editing.count : lineEnd(), extend: shift); breakUndoGroup(); invalidateDisplay(); return true
        case "backspace":
            guard config.isEnabled else { return true }
            let selected = editing.hasSelection
            if word && !selected { editing.moveCaret(to: editing.wordBoundary(from: editing.caret, forward: false), extend: true) }
            if editing.hasSelection || editing.caret > 0 { beginEdit(selected || word ? .other : .deleting) }
            editing.deleteBackward(); didEdit(); return true
        case "delete":
            guard config.isEnabled else { return true }
            if editing.hasSelection || editing.caret < editing.count { beginEdit(editing.hasSelection ? .other : .deleting) }
            editing.deleteForward(); didEdit(); return true
        case "return", "enter", "kp_enter":
            if cmd { return false }   // ⌘↩ is for keyboard shortcuts (a Send button)
            if config.kind == .editor || (config.kind == .verticalField && (shift || word)) {
                insertText("\n"); return true
            }
            submit(host); return true
        case "tab":
            if config.kind == .editor && !shift && !cmd { insertText("\t"); return true }
            return false
        case "escape":
            return false
        default:
            break
        }
        if cmd && !option {
            let control = press.modifiers.contains(.control)
            switch press.key {
            case "z" where shift: redo(); return true                  // cmd+shift+z, ctrl+shift+z
            case "z": undo(); return true                              // cmd+z, ctrl+z
            case "y" where control && !shift: redo(); return true      // ctrl+y (Linux, Windows)
            case "a": editing.selectAll(); breakUndoGroup(); invalidateDisplay(); return true
            case "c":
                if editing.hasSelection && config.kind != .secure { ClipboardAccess.current.string = editing.selectedText }
                return true
            case "x":
                if editing.hasSelection && config.kind != .secure {
                    ClipboardAccess.current.string = editing.selectedText
                    beginEdit(.other)
                    editing.deleteBackward(); didEdit()
                }
                return true
            case "v":
                if let s = ClipboardAccess.current.string, !s.isEmpty { insertText(s, kind: .other) }
                return true
            default: return false
            }
        }
        // A plain character key: its text arrives as typed text; the key itself is taken so
        // that scene-browser keys do not fire while typing.
        if press.modifiers.subtracting([.shift, .capsLock]).isEmpty { return true }
        return false
    }

    /// Return: ends editing (iOS: the keyboard goes, focus leaves), then the submit actions run.
    private func submit(_ host: FocusManager) {
        if let commit = config.commit {
            commit(editing.string)
            let shown = config.read()
            synced = shown
            editing.setText(shown)
        }
        let actions = config.onSubmit
        host.focus(nil)
        for a in actions.reversed() { a() }
    }

    // MARK: Pointer

    override func hitTest(_ point: CGPoint) -> HitResult? {
        presentedFrame.contains(point) ? HitResult(leaf: self) : nil
    }

    /// Presses within this time (seconds) and distance (points) of the last count as one more
    /// click: AppKit's default `NSEvent.doubleClickInterval` and SDL's default double-click time
    /// are 0.5 s (§23.10).
    static let multiClickInterval = 0.5
    static let multiClickDistance: CGFloat = 5
    /// The last press: when (graph clock), where, and how many clicks it made (1…3).
    private var lastClick: (time: Double, point: CGPoint, count: Int)?
    /// What the press selects by: 1 characters, 2 words, 3 paragraphs; and the unit pressed first.
    private var clickCount = 1
    private var pressedUnit: Range<Int> = 0..<0

    /// The pointer went down (`first`) or moved while down, at `point` (root space): the first
    /// press focuses the field and puts the caret there; moving selects from there (§23.2). A
    /// second press soon after selects the word there, a third the paragraph (line), and dragging
    /// then extends by words or paragraphs (§23.10).
    func pointerDragged(to point: CGPoint, first: Bool) {
        guard config?.isEnabled ?? false, let g = graphHandle?.graph else { return }
        let i = index(at: point)
        if first || pointerDownIndex == nil {
            let now = g.time
            var count = 1
            if let l = lastClick, now - l.time <= Self.multiClickInterval + 1e-9,
               hypot(point.x - l.point.x, point.y - l.point.y) <= Self.multiClickDistance {
                count = min(l.count + 1, 3)
            }
            // The platform's count when it gives one (the window: SDL's `clicks`, 1, 2, 3, 4, …).
            if let given = g.pointer.clickCount { count = min(given, 3) }
            lastClick = (now, point, count)
            clickCount = count
            pointerDownIndex = i
            if !isFocused { FocusManager.of(g).focus(self) }
            editing.marked = ""
            breakUndoGroup()
            if count > 1 {
                pressedUnit = unit(at: point, count)
                editing.anchor = pressedUnit.lowerBound
                editing.caret = pressedUnit.upperBound
                invalidateDisplay()
                return
            }
        }
        if clickCount > 1 {
            let u = unit(at: point, clickCount)
            if u.lowerBound < pressedUnit.lowerBound {
                editing.anchor = pressedUnit.upperBound; editing.caret = u.lowerBound
            } else {
                editing.anchor = pressedUnit.lowerBound; editing.caret = max(u.upperBound, pressedUnit.upperBound)
            }
            invalidateDisplay()
            return
        }
        editing.anchor = pointerDownIndex ?? i
        editing.caret = i
        invalidateDisplay()
    }

    /// The word (`count` 2) or paragraph (3) under `point`; a secure field's text is one word.
    private func unit(at point: CGPoint, _ count: Int) -> Range<Int> {
        if count >= 3 || config.kind == .secure { return count >= 3 ? editing.paragraphRange(at: index(at: point)) : 0..<editing.count }
        return editing.wordRange(at: characterIndex(at: point))
    }

    /// The character under `point` (not the nearest caret position): left of the nearest caret
    /// position means the character before it.
    private func characterIndex(at point: CGPoint) -> Int {
        let i = index(at: point)
        let ls = currentLines()
        let tr = textRect
        let line = ls[lineIndex(of: i, ls)]
        let x = tr.minX + alignmentOffset(line, tr) - scroll.x + xOffset(i, in: line)
        if point.x < x && i > line.start { return i - 1 }
        return i
    }

    func pointerUp(at point: CGPoint) {
        if pointerDownIndex != nil { pointerDragged(to: point, first: false) }
        pointerDownIndex = nil
    }

    // MARK: Layout

    struct VisualLine {
        var start: Int
        var end: Int
        /// Widths of the line's pieces of `chunk` characters (long lines are measured and drawn
        /// in pieces, so a 1 MB line never becomes one string).
        var pieces: [CGFloat]
        var width: CGFloat { pieces.reduce(0, +) }
    }
    static let chunk = 256

    private struct LayoutCache { var width: CGFloat?; var lines: [VisualLine] }
    private var layoutCache: LayoutCache?

    var insets: EdgeInsets {
        switch config.kind {
        case .editor: return EdgeInsets(top: 8, leading: 5, bottom: 8, trailing: 5)
        default:
            return config.style == .roundedBorder ? EdgeInsets(top: 7, leading: 7, bottom: 7, trailing: 7) : EdgeInsets()
        }
    }

    private func measurer() -> TextMeasurer? { graphHandle?.graph?.textMeasurer }

    private func measure(_ s: Substring) -> CGFloat { measure(String(s)) }
    private func measure(_ s: String) -> CGFloat {
        guard !s.isEmpty, let g = graphHandle?.graph else { return 0 }
        return s.count > 64 ? g.textMeasurer.measure(s, font: config.font).width : g.measureText(s, font: config.font).width
    }
    private func display(_ r: Range<Int>) -> String {
        if config.kind == .secure { return String(repeating: "•", count: r.count) }
        var s = String(editing[r])
        if s.contains("\t") { s = s.replacingOccurrences(of: "\t", with: "    ") }
        return s
    }

    var lineHeight: CGFloat { graphHandle?.graph?.measureText("", font: config.font).height ?? config.font.size * 1.2 }

    private func pieces(_ start: Int, _ end: Int) -> [CGFloat] {
        var out: [CGFloat] = []
        var i = start
        while i < end { let j = min(i + Self.chunk, end); out.append(measure(display(i..<j))); i = j }
        return out
    }

    /// The visual lines for a text width (nil: unwrapped).
    func lines(width: CGFloat?) -> [VisualLine] {
        if let c = layoutCache, c.width == width { return c.lines }
        var out: [VisualLine] = []
        let n = editing.count
        if !isMultiline {
            out = [VisualLine(start: 0, end: n, pieces: pieces(0, n))]
        } else {
            var p = 0
            while true {
                let e = editing.paragraphEnd(p)
                wrap(p, e, width, &out)
                if e >= n { break }
                p = e + 1
            }
        }
        layoutCache = LayoutCache(width: width, lines: out)
        return out
    }

    /// Greedy word wrap of the paragraph `start..<end` (§23.2): words stay whole unless one is
    /// wider than the line; spaces after a word stay on its line.
    private func wrap(_ start: Int, _ end: Int, _ width: CGFloat?, _ out: inout [VisualLine]) {
        guard let width, width > 0 else {
            out.append(VisualLine(start: start, end: end, pieces: pieces(start, end))); return
        }
        var lineStart = start, lineWidth: CGFloat = 0
        var i = start
        while i < end {
            // The next word with its trailing spaces.
            var j = i
            while j < end && !editing[j..<(j + 1)].first!.isWhitespace { j += 1 }
            while j < end && editing[j..<(j + 1)].first!.isWhitespace { j += 1 }
            let wordEnd = j
            var trimmed = wordEnd
            while trimmed > i && editing[(trimmed - 1)..<trimmed].first!.isWhitespace { trimmed -= 1 }
            let w = measure(display(i..<wordEnd))
            let visible = trimmed == wordEnd ? w : measure(display(i..<trimmed))
            if lineWidth + visible <= width + 0.001 || i == lineStart && visible <= width + 0.001 {
                lineWidth += w; i = wordEnd; continue
            }
            if i > lineStart {
                out.append(VisualLine(start: lineStart, end: i, pieces: pieces(lineStart, i)))
                lineStart = i; lineWidth = 0
                continue
            }
            // A word wider than the line: break it between characters.
            var k = i
            var acc: CGFloat = 0
            while k < trimmed {
                let cw = measure(display(k..<(k + 1)))
                if acc + cw > width && k > i { break }
                acc += cw; k += 1
            }
            out.append(VisualLine(start: lineStart, end: k, pieces: pieces(lineStart, k)))
            lineStart = k; lineWidth = 0; i = k
        }
        if lineStart < end || lineStart == start {
            out.append(VisualLine(start: lineStart, end: end, pieces: pieces(lineStart, end)))
        }
    }

    private func textWidth(for width: CGFloat?) -> CGFloat? {
        guard let width, width.isFinite else { return nil }
        return max(width - insets.leading - insets.trailing, 0)
    }

    private func idealWidth() -> CGFloat {
        let w = lines(width: nil).map(\.width).max() ?? 0
        let ph = measure(config.placeholder)
        return max(w, ph) + insets.leading + insets.trailing + 2
    }

    override func sizeThatFits(_ p: ProposedViewSize, _ b: _ViewGraph) -> CGSize {
        let lh = lineHeight
        let vpad = insets.top + insets.bottom
        let width = p.width.flatMap { $0.isFinite ? $0 : nil } ?? idealWidth()
        switch config.kind {
        case .field, .secure:
            return CGSize(width: width, height: lh + vpad)
        case .verticalField:
            var n = max(lines(width: textWidth(for: width)).count, 1)
            if let limit = config.lineLimit { n = min(n, max(limit, 1)) }
            n = max(n, config.minLines)
            return CGSize(width: width, height: CGFloat(n) * lh + vpad)
        case .editor:
            if let h = p.height, h.isFinite { return CGSize(width: width, height: h) }
            let n = max(lines(width: textWidth(for: width)).count, 1)
            return CGSize(width: width, height: CGFloat(n) * lh + vpad)
        }
    }

    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) { frame = rect }

    private var textRect: CGRect {
        let r = presentedFrame
        let i = insets
        return CGRect(x: r.minX + i.leading, y: r.minY + i.top, width: max(r.width - i.leading - i.trailing, 0),
                      height: max(r.height - i.top - i.bottom, 0))
    }

    private func currentLines() -> [VisualLine] {
        lines(width: isMultiline ? textWidth(for: frame.width) : nil)
    }

    /// The line holding `index` (the caret after a wrapped line's end sits on the next line).
    private func lineIndex(of index: Int, _ ls: [VisualLine]) -> Int {
        var lo = 0, hi = ls.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if ls[mid].start <= index { lo = mid } else { hi = mid - 1 }
        }
        return max(lo, 0)
    }

    /// x of `index` from its line's start.
    private func xOffset(_ index: Int, in line: VisualLine) -> CGFloat {
        let rel = max(0, min(index, line.end) - line.start)
        let whole = rel / Self.chunk
        var x: CGFloat = 0
        for k in 0..<min(whole, line.pieces.count) { x += line.pieces[k] }
        let from = line.start + whole * Self.chunk
        let to = line.start + rel
        if to > from { x += measure(display(from..<to)) }
        return x
    }

    /// The character index nearest to `x` on `line`.
    private func index(atX x: CGFloat, in line: VisualLine) -> Int {
        var acc: CGFloat = 0
        var k = 0
        while k < line.pieces.count && acc + line.pieces[k] < x { acc += line.pieces[k]; k += 1 }
        var i = line.start + k * Self.chunk
        let end = min(i + Self.chunk, line.end)
        var best = i, bestDist = abs(acc - x)
        while i < end {
            i += 1
            let xi = acc + measure(display((line.start + k * Self.chunk)..<i))
            let d = abs(xi - x)
            if d < bestDist { best = i; bestDist = d } else if xi > x { break }
        }
        return best
    }

    private func index(at point: CGPoint) -> Int {
        let ls = currentLines()
        let tr = textRect
        let lh = lineHeight
        var row = Int(((point.y - tr.minY + scroll.y) / max(lh, 1)).rounded(.down))
        row = min(max(row, 0), ls.count - 1)
        return index(atX: point.x - tr.minX + scroll.x - alignmentOffset(ls[row], tr), in: ls[row])
    }

    /// How far a line of `width` starts from the leading edge in the field's alignment
    /// (`multilineTextAlignment`): the text, the caret of an empty field and the placeholder,
    /// as a `UITextField`'s `textAlignment` places all three (§23.1).
    private func alignmentOffset(_ line: VisualLine, _ tr: CGRect) -> CGFloat { alignmentOffset(width: line.width, tr) }

    private func alignmentOffset(width: CGFloat, _ tr: CGRect) -> CGFloat {
        let free = tr.width - width
        guard free > 0 else { return 0 }
        switch config.alignment {
        case .leading: return 0
        case .center: return free / 2
        case .trailing: return free
        }
    }

    private func lineStart() -> Int {
        let ls = currentLines()
        return ls[lineIndex(of: editing.caret, ls)].start
    }
    private func lineEnd() -> Int {
        let ls = currentLines()
        return ls[lineIndex(of: editing.caret, ls)].end
    }
    private func verticalNeighbour(down: Bool) -> Int {
        let ls = currentLines()
        let li = lineIndex(of: editing.caret, ls)
        let target = li + (down ? 1 : -1)
        guard ls.indices.contains(target) else { return down ? editing.count : 0 }
        let x = xOffset(editing.caret, in: ls[li])
        return index(atX: x, in: ls[target])
    }

    // MARK: Drawing

    override func emitContent(_ ctx: inout EmitContext) {
        guard let c = config else { return }
        let r = presentedFrame
        switch c.style {
        case .roundedBorder where c.kind != .editor:
            ctx.list.append(.shape(ShapeDrawing(outline: .roundedRectangle(cornerSize: CGSize(width: 5, height: 5), style: .circular),
                                                      rect: r, paint: .fill(c.background))))
            ctx.list.append(.shape(ShapeDrawing(outline: .roundedRectangle(cornerSize: CGSize(width: 5, height: 5), style: .circular),
                                                      rect: r.insetBy(dx: 0.25, dy: 0.25), paint: .stroke(c.border, StrokeStyle(lineWidth: 0.5)))))
        default: break
        }
        let tr = textRect
        let lh = lineHeight
        let ls = currentLines()
        let caretLine = lineIndex(of: editing.caret, ls)
        let caretX = xOffset(editing.caret, in: ls[caretLine])
        let markedWidth = editing.marked.isEmpty ? 0 : measure(editing.marked)
        // Keep the caret in view: one-line fields scroll sideways, editors down.
        if !isMultiline {
            let total = ls[0].width + markedWidth
            if caretX + markedWidth - scroll.x > tr.width - 2 { scroll.x = caretX + markedWidth - tr.width + 2 }
            if caretX < scroll.x { scroll.x = caretX }
            scroll.x = max(0, min(scroll.x, max(total - tr.width + 2, 0)))
        } else {
            let caretY = CGFloat(caretLine) * lh
            if caretY + lh - scroll.y > tr.height { scroll.y = caretY + lh - tr.height }
            if caretY < scroll.y { scroll.y = caretY }
            scroll.y = max(0, min(scroll.y, max(CGFloat(ls.count) * lh - tr.height, 0)))
        }
        let clip = CGRect(x: tr.minX - 1, y: r.minY, width: tr.width + 3, height: r.height)
        ctx.list.append(.beginGroup(.clip(clip)))
        defer { ctx.list.append(.endGroup) }

        if editing.count == 0 && editing.marked.isEmpty {
            if !c.placeholder.isEmpty {
                let w = measure(c.placeholder)
                ctx.list.append(.text(TextDrawing(string: c.placeholder, font: c.font, color: c.placeholderColor,
                                                        rect: CGRect(x: tr.minX + alignmentOffset(width: w, tr), y: tr.minY, width: w, height: lh))))
            }
        }
        let sel = editing.selection
        let visibleTop = max(tr.minY, 0), visibleBottom = min(tr.maxY, ctx.graph.viewSize.height > 0 ? ctx.graph.viewSize.height : tr.maxY)
        for (li, line) in ls.enumerated() {
            let y = tr.minY + CGFloat(li) * lh - scroll.y
            if y + lh < visibleTop || y > visibleBottom { continue }
            let dx = alignmentOffset(line, tr) - scroll.x
            // Selection behind the text.
            if !sel.isEmpty && sel.lowerBound <= line.end && sel.upperBound >= line.start {
                let a = max(sel.lowerBound, line.start), b = min(sel.upperBound, line.end)
                let x0 = xOffset(a, in: line), x1 = xOffset(b, in: line)
                let extra: CGFloat = sel.upperBound > line.end && li < ls.count - 1 ? 4 : 0
                if x1 + extra > x0 {
                    ctx.list.append(.shape(ShapeDrawing(outline: .rectangle, rect: CGRect(x: tr.minX + dx + x0, y: y, width: x1 - x0 + extra, height: lh),
                                                              paint: .fill(ResolvedColor(red: c.tint.red, green: c.tint.green, blue: c.tint.blue, opacity: 0.25)))))
                }
            }
            // The text, in pieces, only those in view; the marked text splits the caret's line.
            var x = tr.minX + dx
            var i = line.start
            var k = 0
            let markAt = (li == caretLine && !editing.marked.isEmpty) ? editing.caret : -1
            while i < line.end || (i == markAt) {
                if i == markAt {
                    ctx.list.append(.text(TextDrawing(string: editing.marked, font: c.font, color: c.textColor,
                                                            rect: CGRect(x: x, y: y, width: markedWidth, height: lh))))
                    ctx.list.append(.shape(ShapeDrawing(outline: .rectangle, rect: CGRect(x: x, y: y + lh * 0.92, width: markedWidth, height: max(c.font.size / 17, 1)),
                                                              paint: .fill(c.textColor))))
                    x += markedWidth
                    if i == line.end { break }
                }
                let chunkEnd = min(line.start + (k + 1) * Self.chunk, line.end)
                let j = (markAt > i && markAt < chunkEnd) ? markAt : chunkEnd
                let w = j == chunkEnd && i == line.start + k * Self.chunk ? line.pieces[k] : measure(display(i..<j))
                if x + w >= clip.minX && x <= clip.maxX {
                    ctx.list.append(.text(TextDrawing(string: display(i..<j), font: c.font, color: c.textColor,
                                                            rect: CGRect(x: x, y: y, width: w, height: lh))))
                }
                x += w
                i = j
                if j == chunkEnd { k += 1 }
            }
        }
        // With a range selected there is no caret, only the highlight (AppKit and UIKit).
        let caretOn = isFocused && !editing.hasSelection && caretIsOn(at: ctx.graph.time)
        drawnCaretOn = caretOn
        if caretOn {
            let y = tr.minY + CGFloat(caretLine) * lh - scroll.y
            let x = tr.minX + alignmentOffset(ls[caretLine], tr) - scroll.x + caretX + markedWidth
            ctx.list.append(.shape(ShapeDrawing(outline: .roundedRectangle(cornerSize: CGSize(width: 1, height: 1), style: .circular),
                                                      rect: CGRect(x: (x - 1).rounded(), y: y + 1, width: 2, height: lh - 2), paint: .fill(c.tint))))
        }
    }
}

import Foundation
import Testing
@testable import PlaygroundUI

/// Caret blink, undo and redo, and word and line selection in text inputs (docs/semantics.md
/// §23.8–§23.10), on the virtual clock.
@MainActor
struct CaretUndoSelectionTests {
    final class Log { var text = "" }

    struct Field: View {
        let log: Log
        var initial = ""
        var editor = false
        @State var text = ""
        @State var loaded = false
        var body: some View {
            VStack {
                if editor {
                    TextEditor(text: $text).frame(height: 120)
                } else {
                    TextField("Name", text: $text).textFieldStyle(.roundedBorder)
                }
                Text("count \(text.count)")
            }
            .frame(width: 300)
            .onAppear { if !loaded { loaded = true; text = initial } }
            .onChange(of: text) { _, new in log.text = new }
        }
    }

    func host<V: View>(_ v: V) -> ViewHost {
        let h = ViewHost(rootView: v, size: CGSize(width: 400, height: 300))
        h.printsWarnings = false
        return h
    }

    func fieldFrame(_ h: ViewHost) -> CGRect { h.firstTextInput!.frame }

    /// The caret: the 2 pt wide rounded bar a focused input draws.
    func caretCount(_ h: ViewHost) -> Int {
        h.displayList.items.filter {
            if case .shape(let s) = $0, case .roundedRectangle(let c, _) = s.outline, c == CGSize(width: 1, height: 1), s.rect.width == 2 { return true }
            return false
        }.count
    }

    /// The point over character `i` of a one-line rounded-border field (8.5 pt per character
    /// with the test measurer, 7 pt inset).
    func point(_ h: ViewHost, char i: Int, inset: CGFloat = 7, line: Int = 0) -> CGPoint {
        let f = fieldFrame(h)
        return CGPoint(x: f.minX + inset + 8.5 * CGFloat(i) + 4, y: f.minY + (line == 0 ? f.height / 2 : 8 + 20.4 * (CGFloat(line) + 0.5)))
    }

    // MARK: §23.8 Caret blink

    // §23.8: the caret shows for 0.5 s after focus, then hides 0.5 s, then shows again; a blink
    // evaluates no body, measures nothing and leaves the host idle.
    @Test func caretBlinksOnTheVirtualClockWithoutRebuilding() {
        let h = host(Field(log: Log()))
        h.tap(at: CGPoint(x: fieldFrame(h).midX, y: fieldFrame(h).midY))
        h.advance()                                   // frame 1: the blink starts here
        expectEqual(caretCount(h), 1)
        #expect(h.hasBlinkingCaret)
        #expect(h.isIdle)                             // a blinking caret does not hold recordings open
        h.advance(frames: 29)                         // 0.483 s into the cycle: still on
        expectEqual(caretCount(h), 1)
        let before = h.counters
        let generation = h.displayGeneration
        h.advance()                                   // 0.5 s: off
        expectEqual(caretCount(h), 0)
        expectEqual(h.displayGeneration, generation + 1)
        h.advance(frames: 29)
        expectEqual(caretCount(h), 0)
        h.advance()                                   // 1.0 s: on again
        expectEqual(caretCount(h), 1)
        h.advance(frames: 120)
        #expect(h.counters.bodies == before.bodies)   // no view body ran for the blink
        expectEqual(h.counters.measurements, before.measurements)
        expectEqual(h.counters.textMeasurements, before.textMeasurements)
        // Frames between phase changes draw nothing new.
        let g = h.displayGeneration
        h.advance(frames: 10)
        expectEqual(h.displayGeneration, g)
    }

    // §23.8: typing or moving the caret shows it solid and restarts the cycle.
    @Test func editsAndCaretMovesRestartTheBlink() {
        let h = host(Field(log: Log()))
        h.tap(at: CGPoint(x: fieldFrame(h).midX, y: fieldFrame(h).midY))
        h.advance(frames: 31)                         // off phase
        expectEqual(caretCount(h), 0)
        h.send(.text("a"))
        h.advance()
        expectEqual(caretCount(h), 1)
        h.advance(frames: 29)
        #expect(caretCount(h) == 1)                   // a full on-period from the edit
        h.advance(frames: 2)
        expectEqual(caretCount(h), 0)
        h.send(.key("left"))
        h.advance()
        expectEqual(caretCount(h), 1)
        // A selected range shows no caret.
        h.send(.key("shift+right"))
        h.advance()
        expectEqual(caretCount(h), 0)
        h.send(.key("right"))
        h.advance()
        expectEqual(caretCount(h), 1)
        // Focus leaving stops the blink and removes the caret.
        h.endEditing()
        h.advance()
        expectEqual(caretCount(h), 0)
        #expect(!h.hasBlinkingCaret)
    }

    // §23.8: a focused field whose view goes away stops blinking (the window stops ticking).
    @Test func removedFieldStopsBlinking() {
        struct V: View {
            @State var show = true
            @State var text = ""
            var body: some View {
                VStack {
                    if show { TextField("Name", text: $text).textFieldStyle(.roundedBorder) }
                    Button("Hide") { show = false }
                }
                .frame(width: 300)
            }
        }
        let h = host(V())
        h.tap(at: CGPoint(x: fieldFrame(h).midX, y: fieldFrame(h).midY))
        h.advance()
        #expect(h.hasBlinkingCaret)
        h.tap(onText: "Hide"); h.advance()
        #expect(!h.hasBlinkingCaret)
        let g = h.displayGeneration
        h.advance(frames: 90)
        expectEqual(h.displayGeneration, g)
    }

    // MARK: §23.9 Undo

    // §23.9: a run of typing is one step; a caret move starts a new one; undo restores the text
    // and the selection and writes the binding; redo goes forward again.
    @Test func typingRunsUndoAsOneStep() {
        let log = Log()
        let h = host(Field(log: log))
        h.tap(at: CGPoint(x: fieldFrame(h).midX, y: fieldFrame(h).midY))
        h.advance()
        for c in "hello" { h.send(.text(String(c))) }
        h.send(.key("left"))
        h.send(.text("X"))
        h.advance()
        expectEqual(log.text, "hellXo")
        h.send(.key("cmd+z")); h.advance()
        expectEqual(h.focusedTextState?.text, "hello")
        expectEqual(h.focusedTextState?.selection, 4..<4)
        #expect(log.text == "hello")                  // the binding is written
        h.send(.key("ctrl+z")); h.advance()
        expectEqual(h.focusedTextState?.text, "")
        expectEqual(log.text, "")
        h.send(.key("cmd+z")); h.advance()            // nothing more to undo
        expectEqual(h.focusedTextState?.text, "")
        h.send(.key("cmd+shift+z")); h.advance()
        expectEqual(h.focusedTextState?.text, "hello")
        h.send(.key("ctrl+y")); h.advance()
        expectEqual(h.focusedTextState?.text, "hellXo")
        expectEqual(log.text, "hellXo")
        h.send(.key("ctrl+shift+z")); h.advance()     // nothing more to redo
        expectEqual(h.focusedTextState?.text, "hellXo")
    }

    // §23.9: paste, cut and deleting a selection are steps of their own; a run of Backspace is one;
    // a new edit clears what could be redone.
    @Test func pasteCutAndDeletionsGroupLikeAppKit() {
        let h = host(Field(log: Log()))
        ClipboardAccess.current = InMemoryClipboard(string: "CD")
        h.tap(at: CGPoint(x: fieldFrame(h).midX, y: fieldFrame(h).midY))
        h.advance()
        h.send(.text("ab"))
        h.send(.key("cmd+v"))
        h.send(.text("ef"))
        expectEqual(h.focusedTextState?.text, "abCDef")
        h.send(.key("cmd+z"))
        #expect(h.focusedTextState?.text == "abCD")   // the typing after the paste
        h.send(.key("cmd+z"))
        #expect(h.focusedTextState?.text == "ab")     // the paste
        h.send(.key("cmd+shift+z"))
        expectEqual(h.focusedTextState?.text, "abCD")
        // Backspaces in a row: one step.
        h.send(.key("backspace")); h.send(.key("backspace")); h.send(.key("backspace"))
        expectEqual(h.focusedTextState?.text, "a")
        h.send(.key("cmd+z"))
        expectEqual(h.focusedTextState?.text, "abCD")
        expectEqual(h.focusedTextState?.selection, 4..<4)
        // Deleting a selection: undo brings the text back selected.
        h.send(.key("cmd+a")); h.send(.key("backspace"))
        expectEqual(h.focusedTextState?.text, "")
        h.send(.key("cmd+z"))
        expectEqual(h.focusedTextState?.text, "abCD")
        expectEqual(h.focusedTextState?.selection, 0..<4)
        // Cut is a step; a new edit after an undo drops the redo.
        h.send(.key("cmd+x"))
        expectEqual(ClipboardAccess.current.string, "abCD")
        h.send(.key("cmd+z"))
        expectEqual(h.focusedTextState?.text, "abCD")
        h.send(.key("end")); h.send(.text("!"))
        h.send(.key("cmd+shift+z"))
        expectEqual(h.focusedTextState?.text, "abCD!")
        ClipboardAccess.current = InMemoryClipboard()
    }

    // §23.9: undo works in TextEditor and SecureField too; a program setting the text clears it.
    @Test func undoInEditorAndSecureField() {
        let log = Log()
        let h = host(Field(log: log, editor: true))
        h.tap(at: CGPoint(x: fieldFrame(h).midX, y: fieldFrame(h).midY))
        h.advance()
        h.send(.text("one")); h.send(.key("return")); h.send(.text("two"))
        h.send(.key("up")); h.send(.text("!"))
        h.advance()
        expectEqual(log.text, "one!\ntwo")
        h.send(.key("cmd+z")); h.advance()
        expectEqual(log.text, "one\ntwo")
        h.send(.key("cmd+z")); h.advance()
        expectEqual(log.text, "")

        struct Secure: View {
            @State var pin = ""
            var body: some View { SecureField("PIN", text: $pin).frame(width: 200) }
        }
        let s = host(Secure())
        s.tap(at: CGPoint(x: fieldFrame(s).midX, y: fieldFrame(s).midY))
        s.advance()
        s.send(.text("1234"))
        s.send(.key("cmd+z"))
        expectEqual(s.focusedTextState?.text, "")
    }

    // MARK: §23.10 Word and line selection

    // §23.10: a double-click selects the word under the pointer, a triple-click the line; clicks
    // further apart than 0.5 s or 5 pt are single clicks.
    @Test func doubleAndTripleClickSelect() {
        let h = host(Field(log: Log(), initial: "hello wide world"))
        h.advance()
        let w = point(h, char: 8)                     // inside "wide"
        h.tap(at: w); h.tap(at: w)
        h.advance()
        expectEqual(h.focusedTextState?.selection, 6..<10)
        h.tap(at: w)
        h.advance()
        expectEqual(h.focusedTextState?.selection, 0..<16)
        // Later than the interval: a single click puts the caret.
        h.advance(frames: 40)
        h.tap(at: w)
        h.advance(frames: 31)                         // 0.52 s later
        h.tap(at: w)
        h.advance()
        expectEqual(h.focusedTextState?.selection.isEmpty, true)
        // Too far apart: single clicks.
        h.advance(frames: 40)
        h.tap(at: point(h, char: 1)); h.tap(at: point(h, char: 13))
        expectEqual(h.focusedTextState?.selection.isEmpty, true)
        // A double-click on the space between words selects the space.
        h.advance(frames: 40)
        let gap = point(h, char: 5)
        h.tap(at: gap); h.tap(at: gap)
        expectEqual(h.focusedTextState?.selection, 5..<6)
    }

    // §23.10: the window passes SDL's click count with the press; it wins over the timing.
    @Test func platformClickCountSelects() {
        let h = host(Field(log: Log(), initial: "hello wide world"))
        h.advance()
        let w = point(h, char: 13)                    // inside "world"
        h.press(at: w, clickCount: 2); h.release(at: w)
        expectEqual(h.focusedTextState?.selection, 11..<16)
        h.advance(frames: 60)                         // long after: the platform still says 3
        h.press(at: w, clickCount: 3); h.release(at: w)
        expectEqual(h.focusedTextState?.selection, 0..<16)
        h.press(at: point(h, char: 2), clickCount: 1); h.release(at: point(h, char: 2))
        expectEqual(h.focusedTextState?.selection, 2..<2)
    }

    // §23.10: a triple-click in an editor selects the paragraph only; dragging after a
    // double-click extends by words.
    @Test func tripleClickSelectsParagraphAndDoubleDragExtendsByWords() {
        let h = host(Field(log: Log(), initial: "first line\nsecond one here", editor: true))
        h.advance()
        let p = point(h, char: 2, inset: 5, line: 1)
        h.tap(at: p); h.tap(at: p); h.tap(at: p)
        h.advance()
        expectEqual(h.focusedTextState?.selection, 11..<26)
        h.advance(frames: 40)
        // Double press on "second", drag onto "here".
        let a = point(h, char: 2, inset: 5, line: 1)
        h.tap(at: a)
        h.press(at: a)
        h.move(to: point(h, char: 13, inset: 5, line: 1))
        h.release(at: point(h, char: 13, inset: 5, line: 1))
        expectEqual(h.focusedTextState?.selection, 11..<26)
    }

    // §23.10: words follow Unicode word rules on grapheme clusters.
    @Test func unicodeWords() {
        let s = TextEditingState("don't stop 3.14 e\u{301}te\u{301} 👨‍👩‍👧 x_y, カタカナ")
        #expect(s.wordRange(at: 1) == 0..<5)          // the apostrophe stays inside
        #expect(s.wordRange(at: 12) == 11..<15)       // 3.14 is one word
        #expect(s.wordRange(at: 17) == 16..<19)       // é written with combining marks: 3 clusters
        #expect(s.wordRange(at: 20) == 20..<21)       // the family emoji: one cluster, not a word
        #expect(s.wordRange(at: 23) == 22..<25)       // x_y
        #expect(s.wordRange(at: 25) == 25..<26)       // the comma alone
        #expect(s.wordRange(at: 29) == 27..<31)       // a katakana run
        expectEqual(s.wordBoundary(from: 0, forward: true), 5)
        expectEqual(s.wordBoundary(from: 5, forward: true), 10)
        expectEqual(s.wordBoundary(from: 10, forward: false), 6)
        expectEqual(s.wordBoundary(from: 6, forward: false), 0)
        #expect(s.wordBoundary(from: 19, forward: true) == 25)   // skips the emoji to x_y's end
        // Across paragraphs and punctuation-only tokens.
        let t = TextEditingState("alpha beta\n\n-- gamma, delta")
        #expect(t.wordBoundary(from: 10, forward: true) == 20)   // "gamma" ends at 20
        #expect(t.wordBoundary(from: 15, forward: false) == 6)   // back over "--" and the blank line to "beta"
        #expect(t.wordRange(at: 12) == 12..<13)                  // a dash alone
        expectEqual(t.paragraphRange(at: 3), 0..<10)
        // A long text: a step looks at one token, not the whole paragraph.
        let long = TextEditingState(String(repeating: "word ", count: 200_000))
        expectEqual(long.wordBoundary(from: 500_002, forward: true), 500_004)
        expectEqual(long.wordBoundary(from: 500_002, forward: false), 500_000)
        expectEqual(long.wordRange(at: 999_996), 999_995..<999_999)
    }

    // §23.10: option+arrows (macOS) and ctrl+arrows (Linux) move by word; with shift they select;
    // ctrl/option+Backspace deletes the word before the caret.
    @Test func wordMovementKeys() {
        let h = host(Field(log: Log()))
        h.tap(at: CGPoint(x: fieldFrame(h).midX, y: fieldFrame(h).midY))
        h.advance()
        h.send(.text("one two three"))
        h.send(.key("ctrl+left"))
        expectEqual(h.focusedTextState?.caret, 8)
        h.send(.key("alt+left"))
        expectEqual(h.focusedTextState?.caret, 4)
        h.send(.key("ctrl+shift+right"))
        expectEqual(h.focusedTextState?.selection, 4..<7)
        h.send(.key("cmd+left"))
        expectEqual(h.focusedTextState?.caret, 0)
        h.send(.key("end"))
        h.send(.key("ctrl+backspace"))
        expectEqual(h.focusedTextState?.text, "one two ")
        h.send(.key("cmd+z"))
        expectEqual(h.focusedTextState?.text, "one two three")
    }

    // §23.9: `@Environment(\.undoManager)` is the window's; a registration made while undoing
    // is the redo; cmd+z with no field focused undoes it, cmd+shift+z redoes; one frame's
    // registrations are one group.
    @Test func environmentUndoManager() {
        final class Counter { var value = 0 }
        struct V: View {
            let counter: Counter
            @Environment(\.undoManager) var undoManager
            @State private var shown = 0
            var body: some View {
                VStack {
                    Text("value \(shown)")
                    Button("Add") { add(1) }
                }
            }
            func add(_ n: Int) {
                counter.value += n
                shown = counter.value
                undoManager?.registerUndo(withTarget: counter) { c in
                    c.value -= n
                    add(0)   // re-register the inverse: the redo
                    shown = c.value
                }
                undoManager?.setActionName("Add")
            }
        }
        let counter = Counter()
        let h = host(V(counter: counter))
        h.tap(onText: "Add"); h.advance()
        h.tap(onText: "Add"); h.advance()
        expectEqual(counter.value, 2)
        #expect(h.undoManager.canUndo)
        expectEqual(h.undoManager.undoMenuItemTitle, "Undo Add")
        h.send(.key("cmd+z")); h.advance()
        expectEqual(counter.value, 1)
        #expect(h.frame(ofText: "value 1") != nil)
        #expect(h.undoManager.canRedo)
        let m = UndoManager()
        final class Box { var v = 0 }
        let b = Box()
        m.registerUndo(withTarget: b) { $0.v -= 1 }
        m.registerUndo(withTarget: b) { $0.v -= 10 }
        b.v = 11
        m.undo()                                       // both in one automatic group
        expectEqual(b.v, 0)
        #expect(!m.canUndo)
    }

    // §23.9: text inputs register their steps with the window's undo manager (as UIKit's do):
    // an Undo button calling `undoManager?.undo()` undoes typing; the steps go when editing ends.
    @Test func undoButtonUndoesTyping() {
        struct Notes: View {
            @State private var notes = ""
            @Environment(\.undoManager) var undoManager
            var body: some View {
                VStack {
                    TextEditor(text: $notes).frame(height: 100)
                    Button("Undo") { undoManager?.undo() }
                    Text("notes: \(notes)")
                }
                .frame(width: 300)
            }
        }
        let h = host(Notes())
        h.tap(at: CGPoint(x: fieldFrame(h).midX, y: fieldFrame(h).midY))
        h.advance()
        h.send(.text("first")); h.advance()
        h.send(.key("left")); h.send(.text("X")); h.advance()
        #expect(h.frame(ofText: "notes: firsXt") != nil)
        expectEqual(h.undoManager.undoMenuItemTitle, "Undo Typing")
        h.tap(onText: "Undo"); h.advance()
        #expect(h.frame(ofText: "notes: first") != nil)
        #expect(h.isEditingText)                       // a button does not take focus
        h.send(.key("cmd+shift+z")); h.advance()
        #expect(h.frame(ofText: "notes: firsXt") != nil)
        h.endEditing(); h.advance()
        #expect(!h.undoManager.canUndo && !h.undoManager.canRedo)
    }
}

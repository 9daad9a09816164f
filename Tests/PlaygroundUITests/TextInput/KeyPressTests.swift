import Foundation
import Testing
@testable import PlaygroundUI

/// `onKeyPress` and `focusable()` (docs/semantics.md §23.12): handlers run while the view they
/// modify, or one inside it, has focus — nearest first; `.handled` stops the key, `.ignored`
/// passes it on (Apple, `onKeyPress(_:action:)`).
@MainActor
struct KeyPressTests {
    final class Log { var calls: [String] = [] }

    /// A focusable board that moves a counter with the arrows, inside a view whose handler sees
    /// what the board ignores.
    struct Board: View {
        let log: Log
        var focusOnAppear = true
        @State private var x = 0
        @FocusState private var focused: Bool
        var body: some View {
            VStack {
                Text("x \(x)")
                    .frame(width: 200, height: 100)
                    .focusable()
                    .focused($focused)
                    .onKeyPress(.rightArrow) { x += 1; return .handled }
                    .onKeyPress(.leftArrow) { x -= 1; return .handled }
                    .onKeyPress { press in log.calls.append("board \(press.characters)"); return .ignored }
                    .onAppear { if focusOnAppear { focused = true } }
            }
            .onKeyPress(characters: .letters) { press in log.calls.append("outer \(press.characters)"); return .handled }
            .onKeyPress(.space) { log.calls.append("outer space"); return .handled }
        }
    }

    private func host<V: View>(_ v: V) -> ViewHost {
        let h = ViewHost(rootView: v, size: CGSize(width: 300, height: 300))
        h.printsWarnings = false
        h.advance(frames: 2)
        return h
    }

    @Test func arrowsRunTheFocusedViewsHandlers() {
        let h = host(Board(log: Log()))
        #expect(h.handleKey("right") && h.handleKey("right") && h.handleKey("left") && h.handleKey("right"))
        h.advance()
        #expect(h.frame(ofText: "x 2") != nil)
    }

    /// The nearest handler first: the board's catch-all ignores "a", the outer handler takes it
    /// (Shift makes it "A"); a digit is ignored by both and left for the rest of the window.
    @Test func ignoredKeysGoToTheNextHandlerOut() {
        let log = Log()
        let h = host(Board(log: log))
        #expect(h.handleKey("shift+a"))
        #expect(h.handleKey("space"))
        #expect(!h.handleKey("7"))
        expectEqual(log.calls, ["board A", "outer A", "board  ", "outer space", "board 7"])
    }

    @Test func withoutFocusNoHandlerRuns() {
        let log = Log()
        let h = host(Board(log: log, focusOnAppear: false))
        #expect(!h.handleKey("right"))
        #expect(log.calls.isEmpty)
        // Tab gives the focusable board focus; then its keys work.
        #expect(h.handleKey("tab"))
        h.advance()
        #expect(h.handleKey("right"))
        h.advance()
        #expect(h.frame(ofText: "x 1") != nil)
    }

    /// The filtering idiom: a handler on a text field that takes the characters it refuses.
    /// Typed text reaches the field only where no handler took its key — by key then text (the
    /// window's order) and by text alone (a script's `type` line).
    @Test func aHandlerFiltersATextFieldsInput() throws {
        struct Digits: View {
            @State var text = ""
            @FocusState var focused: Bool
            var body: some View {
                TextField("Digits", text: $text)
                    .focused($focused)
                    .onKeyPress(characters: .decimalDigits.inverted) { _ in .handled }
                    .onAppear { focused = true }
            }
        }
        let h = host(Digits())
        for c in ["1", "a", "2"] {
            h.handleKey(c)
            h.typeText(c)
        }
        h.typeText("3b4")
        h.advance()
        expectEqual(try #require(h.focusedTextState).text, "1234")
    }

    @Test func aDisabledFocusableViewTakesNoFocus() {
        struct Off: View {
            var body: some View { Text("off").focusable(false).onKeyPress { _ in .handled } }
        }
        let h = host(Off())
        #expect(!h.handleKey("tab"))
        #expect(!h.handleKey("a"))
    }

    @Test func aKeyPressDescribesItself() {
        let press = KeyPress(_KeyPress(key: "a", modifiers: [.shift, .command]))
        expectEqual(press?.debugDescription, "KeyPress(command+shift+a)")
        #expect(press?.characters == "A" && press?.key == "a")
        expectEqual(KeyPress(_KeyPress(key: "left"))?.key, .leftArrow)
    }
}

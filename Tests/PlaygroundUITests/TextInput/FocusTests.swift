import Foundation
import Testing
@testable import PlaygroundUI

/// `@FocusState`, `.focused`, Tab order, `onSubmit` moving focus, keyboard shortcuts (docs/semantics.md §23.5, §23.6).
@MainActor
struct FocusTests {
    enum Field: Hashable { case user, password }
    final class Log { var focus: [String] = []; var fired: [String] = [] }

    struct Login: View {
        let log: Log
        @State var user = ""
        @State var password = ""
        @FocusState var focus: Field?
        var body: some View {
            VStack {
                TextField("User", text: $user)
                    .focused($focus, equals: .user)
                    .onSubmit { focus = .password }
                SecureField("Password", text: $password)
                    .focused($focus, equals: .password)
                Text(focus == .user ? "focus user" : focus == .password ? "focus password" : "focus none")
                Button("Focus user") { focus = .user }
                Button("Sign in") { log.fired.append("sign in \(user)/\(password)") }
                    .keyboardShortcut(.defaultAction)
                Button("Cancel") { log.fired.append("cancel") }
                    .keyboardShortcut(.cancelAction)
                Button("Save") { log.fired.append("save") }
                    .keyboardShortcut("s")
            }
            .frame(width: 300)
        }
    }

    func host<V: View>(_ v: V) -> ViewHost {
        let h = ViewHost(rootView: v, size: CGSize(width: 400, height: 400))
        h.printsWarnings = false
        return h
    }

    // §23.5: Tab moves focus in tree order and wraps; shift+Tab goes back; the state follows.
    @Test func tabOrderAndFocusState() {
        let h = host(Login(log: Log()))
        #expect(h.frame(ofText: "focus none") != nil)
        h.send(.key("tab")); h.advance()
        #expect(h.frame(ofText: "focus user") != nil)
        h.send(.key("tab")); h.advance()
        #expect(h.frame(ofText: "focus password") != nil)
        h.send(.key("tab")); h.advance()
        #expect(h.frame(ofText: "focus user") != nil)
        h.send(.key("shift+tab")); h.advance()
        #expect(h.frame(ofText: "focus password") != nil)
    }

    // §23.5: writing the focus state moves focus; onSubmit can move it to the next field.
    @Test func programmaticFocusAndSubmitChain() {
        let log = Log()
        let h = host(Login(log: log))
        h.tap(onText: "Focus user"); h.advance()
        #expect(h.frame(ofText: "focus user") != nil)
        #expect(h.isEditingText)
        h.send(.text("ada")); h.send(.key("return")); h.advance()
        #expect(h.frame(ofText: "focus password") != nil)
        h.send(.text("pw")); h.advance()
        expectEqual(h.focusedTextState?.text, "pw")
        // Return in the password field: submits (no action) and ends editing; then Return is
        // the default action's.
        h.send(.key("return")); h.advance()
        #expect(h.frame(ofText: "focus none") != nil)
        h.send(.key("return")); h.advance()
        expectEqual(log.fired, ["sign in ada/pw"])
    }

    // §23.6: keyboardShortcut fires the Button: cmd+s (ctrl+s on Linux), Escape for cancel;
    // other keys go on to the session (handleKey returns false).
    @Test func keyboardShortcutsFireButtons() {
        let log = Log()
        let h = host(Login(log: log))
        #expect(h.handleKey("cmd+s"))
        #expect(h.handleKey("ctrl+s"))
        #expect(h.handleKey("escape"))
        #expect(!h.handleKey("s"))           // no modifier: not the shortcut
        #expect(!h.handleKey("r"))           // scene-browser keys stay the session's
        expectEqual(log.fired, ["save", "save", "cancel"])
    }

    // §23.5: while a field has focus, plain keys are the field's, not the session's.
    @Test func focusedFieldTakesPlainKeys() {
        let h = host(Login(log: Log()))
        h.send(.key("tab")); h.advance()
        #expect(h.handleKey("r"))
        #expect(h.handleKey("space"))
        #expect(h.handleKey("left"))
    }

    // §23.5: the Bool form; setting false removes focus.
    @Test func boolFocusState() {
        struct Search: View {
            @State var query = ""
            @FocusState var isFocused: Bool
            var body: some View {
                VStack {
                    TextField("Search", text: $query).focused($isFocused)
                    Text(isFocused ? "editing" : "idle")
                    Button("Done") { isFocused = false }
                    Button("Edit") { isFocused = true }
                }.frame(width: 300)
            }
        }
        let h = host(Search())
        h.tap(onText: "Edit"); h.advance()
        #expect(h.frame(ofText: "editing") != nil)
        #expect(h.isEditingText)
        h.tap(onText: "Done"); h.advance()
        #expect(h.frame(ofText: "idle") != nil)
        #expect(!h.isEditingText)
    }

    // §23.5: focus set in onAppear shows the caret in the first frames.
    @Test func focusFromOnAppear() {
        struct Auto: View {
            @State var text = ""
            @FocusState var f: Bool
            var body: some View {
                TextField("x", text: $text).focused($f).onAppear { f = true }
            }
        }
        let h = host(Auto())
        h.advance(frames: 2)
        #expect(h.isEditingText)
    }
}

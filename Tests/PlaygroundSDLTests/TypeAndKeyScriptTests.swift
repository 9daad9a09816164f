import Foundation
import PlaygroundSDL
import PlaygroundScenes
import Testing

/// Input-script `type` lines and `key` combos, and key routing between a scene's text fields
/// and the scene browser (docs/semantics.md §23.7).
@MainActor
struct TypeAndKeyScriptTests {
    // §23.7: `type` takes one quoted string with escapes; `key` takes modifiers joined with +.
    @Test func parsesTypeAndKeyCombos() throws {
        let text = """
        0.1 type "Hello, \\"world\\"\\n\\ttab \\\\ \\u{1F600} ✨"
        0.2 key cmd+a
        0.3 key Shift+Left
        0.4 key ctrl+alt+shift+cmd+x
        0.5 key return
        0.6 type "# not a comment"
        """
        let script = try InputScript.parse(text, file: "t.txt")
        #expect(script.events.map(\.action) == [
            .type("Hello, \"world\"\n\ttab \\ 😀 ✨"), .key("cmd+a"), .key("shift+left"),
            .key("ctrl+alt+shift+cmd+x"), .key("return"), .type("# not a comment"),
        ])
    }

    // Bad input: a one-line `file:line: …` error (the CLI exits 2 on these, like every script error).
    @Test(arguments: [
        ("0.5 type \"open", "t.txt:1: unterminated quoted text"),
        ("\n0.5 type \"a\\\"", "t.txt:2: unterminated quoted text"),
        ("0.5 type hello", "t.txt:1: expected quoted text after 'type'"),
        ("0.5 type \"a\" b", "t.txt:1: unexpected text after the quoted text"),
        ("0.5 type \"\\q\"", "t.txt:1: unknown escape"),
        ("0.5 type \"\\u{110000}\"", "t.txt:1: '\\u{110000}' is not a Unicode scalar value"),
        ("0.5 key hyper+a", "t.txt:1: unknown modifier 'hyper'"),
        ("0.5 key cmd+nothing", "t.txt:1: unknown key 'nothing'"),
        ("0.5 key cmd+", "t.txt:1: unknown key"),
    ])
    func malformedTypeAndKeyLines(text: String, prefix: String) {
        do {
            _ = try InputScript.parse(text, file: "t.txt")
            Issue.record("expected an error for \(text)")
        } catch {
            #expect("\(error)".hasPrefix(prefix), "got: \(error)")
            #expect(!"\(error)".contains("\n"))
        }
    }

    // §23.5: with the composer focused, plain keys are typed, not browser commands; once focus
    // is gone, `r` restarts the scene again.
    @Test func focusedFieldKeepsBrowserKeys() throws {
        let scenes = SceneCatalog.all.filter { $0.name == "text-growing-editor" || $0.name == "scroll-to-top" }
        let s = LiveSession(scenes: scenes, size: CGSize(width: 390, height: 520), textMeasurer: try TTFTextEngine())
        s.printsWarnings = false
        while s.scene.name != "text-growing-editor" { s.key("right") }
        s.tick(); s.tick()
        #expect(s.host.isEditingText)          // focused from onAppear
        let player = ScriptPlayer(try InputScript.parse("0 type \"rs\"\n0 key r\n0 key space\n0 key right", file: "t"))
        player.deliver(upTo: 0, to: s)
        s.tick()
        #expect(s.host.focusedTextState?.text == "rs")
        #expect(!s.isPaused && !s.isSlowMotion)
        #expect(s.scene.name == "text-growing-editor")
        s.host.endEditing()
        s.key("s")
        #expect(s.isSlowMotion)
    }
}

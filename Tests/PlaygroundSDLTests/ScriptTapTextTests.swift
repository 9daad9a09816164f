import Foundation
import PlaygroundSDL
import PlaygroundUI
import Testing

/// A script's `tap "words"` line: the Text showing the words, else the view called so for
/// accessibility — an icon-only toolbar button keeps its title there (docs/semantics.md §20.3).
@MainActor
struct ScriptTapTextTests {
    final class Count { var taps = 0 }

    @Test func tapByWordsReachesAnIconOnlyToolbarButton() throws {
        let count = Count()
        let scene = LiveScene(name: "toolbar-add", size: CGSize(width: 390, height: 400)) {
            AnyView(NavigationStack {
                Text("Expenses")
                    .toolbar { Button("Add Expense", systemImage: "plus") { count.taps += 1 } }
            })
        }
        let s = LiveSession(scenes: [scene], size: scene.size, textMeasurer: try TTFTextEngine())
        s.printsWarnings = false
        s.tick()
        #expect(!s.host.exists(text: "Add Expense"))   // the toolbar shows the symbol alone
        let player = ScriptPlayer(try InputScript.parse("0 tap \"Add Expense\"\n0 tap \"Nothing here\"", file: "t"))
        player.deliver(upTo: 0, to: s)
        s.tick()
        #expect(count.taps == 1)
        #expect(player.notes == ["script line 2: no Text showing \"Nothing here\" and no view labelled so at 0.0 s"])
    }
}

import ArgumentParser
import Foundation
import PlaygroundScenes
import PlaygroundSDL
import PlaygroundSupport
import PlaygroundUI

/// `playground run [SCENE] [flags]`: one scene in a window, or headless / recorded; without a
/// scene, the scene browser over every scene (starting on the first).
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a scene in a window (or headless with --headless); without a scene, browse every scene.",
        discussion: """
        Flags (the same for `playground open` and for programs that call setLiveView):
        \(LiveViewArguments.helpText)

        Keys in the window (and `key` lines of --script): ←/→ or 1–9, 0 switch scenes (browser only), \
        r restarts the scene, s toggles slow motion (×0.25), space pauses, . steps one frame, \
        i toggles the preference inspector, b toggles layout bounds.
        """
    )

    @Argument(parsing: .captureForPassthrough,
              help: ArgumentHelp("The scene to run (see `playground list`; omit it to browse every scene) and the flags listed above, in any order.", valueName: "scene and flags"))
    var arguments: [String] = []

    func run() throws {
        // The arguments are passed through whole (flags may come before the scene), so help is ours to catch.
        if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) { throw CleanExit.helpRequest(self) }
        var positionals: [String] = []
        let options = try LiveViewArguments.parse(arguments, positionals: &positionals)
        if positionals.count > 1 {
            throw PlaygroundError.badFlag("unexpected argument '\(positionals[1])': run takes one scene name")
        }
        let scene = positionals.first
        var chosen = SceneCatalog.all
        if let name = scene {
            guard let found = SceneCatalog.scene(named: name) else { throw PlaygroundError.unknownScene(name) }
            chosen = [found]
        }
        try MainActor.assumeIsolated {
            try LiveViewRunner.run(scenes: chosen, options: options)
        }
    }
}

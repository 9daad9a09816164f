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
        Keys in the window (and `key` lines of --script): ←/→ or 1–9, 0 switch scenes (browser only), \
        r restarts the scene, s toggles slow motion (×0.25), space pauses, . steps one frame, \
        i toggles the preference inspector, b toggles layout bounds.
        """
    )

    @Argument(help: "The scene to run (see `playground list`); omit it to browse every scene.")
    var scene: String?

    @OptionGroup var flags: LiveViewFlags

    func run() throws {
        let options = try flags.options()
        var chosen = SceneCatalog.all
        if let name = scene {
            guard let found = SceneCatalog.scene(named: name) else { throw PlaygroundError.unknownScene(name) }
            chosen = [found]
        }
        try MainActor.assumeIsolated {
            let scenes = chosen.map { LiveScene(name: $0.name, seedFile: $0.seedFile, size: $0.size, makeView: $0.makeView) }
            try LiveViewRunner.run(scenes: scenes, options: options)
        }
    }
}

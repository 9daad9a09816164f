import ArgumentParser
import Foundation
import PlaygroundScenes
import PlaygroundSDL
import PlaygroundSupport
import PlaygroundUI

/// `playground run [SCENE] [flags]`: one scene in a window, or headless / recorded.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a scene in a window (or headless with --headless); without a scene, open the scene browser."
    )

    @Argument(help: "The scene to run (see `playground list`).")
    var scene: String?

    @OptionGroup var flags: LiveViewFlags

    func run() throws {
        let options = try flags.options()
        if let name = scene {
            guard let found = SceneCatalog.scene(named: name) else { throw PlaygroundError.unknownScene(name) }
            try MainActor.assumeIsolated {
                try LiveViewRunner.run(title: found.name, sceneSize: found.size, options: options, makeView: found.makeView)
            }
        } else {
            try MainActor.assumeIsolated {
                try LiveViewRunner.run(title: "PreferencePlayground", sceneSize: SceneBrowser.size, options: options) {
                    AnyView(SceneBrowser())
                }
            }
        }
    }
}

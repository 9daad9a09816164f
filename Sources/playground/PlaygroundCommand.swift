import ArgumentParser
import Foundation
import PlaygroundScenes
import PlaygroundSDL
import PlaygroundSupport
import PlaygroundUI

/// `playground`: list the scenes and run one in a window or headless.
struct PlaygroundCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "playground",
        abstract: "SwiftUI's preference system on Linux: run a SwiftUI file or the seed scenes in a window, or record them.",
        subcommands: [OpenCommand.self, CompareCommand.self, ListCommand.self, RunCommand.self]
    )
}

/// `playground list`: every scene, one line each.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List every scene.")

    func run() throws {
        let width = SceneCatalog.all.map(\.name.count).max() ?? 0
        for scene in SceneCatalog.all {
            print(scene.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + (scene.summary ?? ""))
        }
    }
}

import Foundation
import PlaygroundUI

/// One runnable example: a seed's code as a scene.
public struct PlaygroundScene: Sendable {
    /// Stable name used on the command line (`playground run NAME`).
    public let name: String
    /// Human-readable title.
    public let title: String
    /// The seed document the code comes from (in `shared/seeds/`).
    public let seedFile: String
    /// Window size in points that fits the scene.
    public let size: CGSize
    /// Makes the scene's root view.
    public let makeView: @MainActor @Sendable () -> AnyView

    public init(name: String, title: String, seedFile: String, size: CGSize = CGSize(width: 800, height: 600),
                makeView: @escaping @MainActor @Sendable () -> AnyView) {
        self.name = name; self.title = title; self.seedFile = seedFile; self.size = size; self.makeView = makeView
    }
}

/// Every scene, in browser order.
public enum SceneCatalog {
    public static let all: [PlaygroundScene] = seedScenes

    /// The scene called `name`, if any.
    public static func scene(named name: String) -> PlaygroundScene? { all.first { $0.name == name } }
}

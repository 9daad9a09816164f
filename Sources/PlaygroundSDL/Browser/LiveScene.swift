import Foundation
import PlaygroundUI

/// One view the window or recorder can show: a seed scene, or a program's own live view.
public struct LiveScene {
    /// Short name (`frames-onchange`, or the program's name).
    public var name: String
    /// The seed document the scene comes from, if any (shown in the window title).
    public var seedFile: String?
    /// Size in points that fits the scene.
    public var size: CGSize
    /// Makes a fresh root view.
    public var makeView: @MainActor () -> AnyView

    public init(name: String, seedFile: String? = nil, size: CGSize, makeView: @escaping @MainActor () -> AnyView) {
        self.name = name; self.seedFile = seedFile; self.size = size; self.makeView = makeView
    }

    /// The window title: `frames-onchange — seed 000_87d3977dbddecb92.txt`.
    public var title: String { seedFile.map { "\(name) — seed \($0)" } ?? name }
}

import Foundation
import PlaygroundUI

/// One runnable example: a seed's code as a scene (the hosts' one scene type, `LiveScene`, with
/// the seed's summary and document).
public typealias PlaygroundScene = LiveScene

/// Every scene, in browser order.
public enum SceneCatalog {
    public static let all: [PlaygroundScene] = seedScenes + scrollingScenes + drawingScenes + dataFlowScenes + textInputScenes + controlsScenes + gestureScenes + layoutScenes + navigationScenes + tabScenes + presentationScenes

    /// The scene called `name`, if any.
    public static func scene(named name: String) -> PlaygroundScene? { all.first { $0.name == name } }
}

import Foundation
import PlaygroundRender
import PlaygroundUI

extension HeadlessRecorder {
    /// Records a session over `scenes` with the bundled fonts (SDL_ttf).
    public convenience init(options: RunOptions, scenes: [LiveScene]) {
        self.init(options: options, scenes: scenes, textEngine: { try TTFTextEngine() })
    }

    /// Records one view of `sceneSize` points with the bundled fonts (SDL_ttf).
    public convenience init(options: RunOptions, sceneSize: CGSize, makeView: @escaping @MainActor () -> AnyView) {
        self.init(options: options, scenes: [LiveScene(name: "scene", size: sceneSize, makeView: makeView)])
    }
}

import Foundation
import PlaygroundRender
import PlaygroundUI

/// Runs a view the way the flags ask: recorded/headless on the virtual clock, or in a window.
@MainActor
public enum LiveViewRunner {
    /// Runs `makeView` titled `title`; returns when the window closes or the run ends.
    /// `--era` is applied before the view is built.
    public static func run(title: String, sceneSize: CGSize, options: RunOptions,
                           makeView: @escaping @MainActor () -> AnyView) throws {
        try run(scenes: [LiveScene(name: title, size: sceneSize, makeView: makeView)], options: options)
    }

    /// Runs `scenes` (more than one: the scene browser, starting on the first), on a large stack
    /// so deeply nested views fit (`LargeStack`).
    public static func run(scenes: [LiveScene], options: RunOptions) throws {
        if let era = options.era { AnimationEra.current = era }
        ImageFiles.install(assets: options.assets)
        try LargeStack.run { () throws -> Void in
            if options.headless || options.record != nil {
                try HeadlessRecorder(options: options, scenes: scenes).run()
            } else {
                try WindowRunner(scenes: scenes, options: options).run()
            }
        }
    }
}

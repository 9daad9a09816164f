import Foundation
import PlaygroundUI

/// Runs a view the way the flags ask: recorded/headless on the virtual clock, or in a window.
@MainActor
public enum LiveViewRunner {
    /// Runs `makeView` titled `title`; returns when the window closes or the run ends.
    /// `--era` is applied before the view is built.
    public static func run(title: String, sceneSize: CGSize, options: RunOptions,
                           makeView: @escaping @MainActor () -> AnyView) throws {
        if let era = options.era { AnimationEra.current = era }
        if options.headless || options.record != nil {
            try HeadlessRecorder(options: options, sceneSize: sceneSize, makeView: makeView).run()
        } else {
            try WindowRunner(title: title, sceneSize: sceneSize, options: options, makeView: makeView).run()
        }
    }
}

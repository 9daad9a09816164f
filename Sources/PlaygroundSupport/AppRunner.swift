import Foundation
import PlaygroundSDL
import PlaygroundUI

extension PlaygroundPage {
    /// Runs the app `A` per the process's flags, as `playground open` does for a folder or an
    /// `@main` file: its first `WindowGroup` (or `Window`) in a phone-sized window (393 × 852
    /// points unless `--size` says otherwise) titled with the app's name (docs/semantics.md §33).
    /// Returns when the window closes; bad flags print one line and exit with code 2.
    /// With `--preview NAME` among the flags it shows that one of `previews` instead, as Xcode's
    /// canvas shows a file of an app.
    /// The previews are listed only when one is shown: a running app never evaluates a
    /// `PreviewProvider`'s `previews` (which may need data only a preview has), as on iOS.
    public func runApp<A: App>(_ app: A.Type, previews: @autoclosure @escaping @MainActor () -> [PreviewCatalog.Entry] = []) {
        let entries = previews
        runOnMainThread { page in
            let arguments = Array(CommandLine.arguments.dropFirst())
            // The app's string tables, copied beside the program as its bundle's resources.
            let rest = arguments.filter { $0 != "--preview" && !$0.hasPrefix("--preview=") }
            var language: String?
            if let i = rest.firstIndex(of: "--locale"), i + 1 < rest.count { language = rest[i + 1] }
            if let folder = Bundle.main.resourceURL {
                for problem in StringTables.load(from: folder, language: language) {
                    FileHandle.standardError.write(Data("warning: \(problem); its keys are shown as written\n".utf8))
                }
            }
            if let file = ProcessInfo.processInfo.environment[Self.previewFileVariable], !file.isEmpty {
                // A file of the app opened alone: its previews, as Xcode's canvas shows them.
                try page.runPreviews(entries().filter { $0.fileID?.hasSuffix("/" + file) == true }, arguments: arguments)
            } else if arguments.contains(where: { $0 == "--preview" || $0.hasPrefix("--preview=") }) {
                try page.runPreviews(entries(), arguments: arguments)
            } else {
                try page.runApp(A.self, arguments: arguments)
            }
        }
    }

    /// The environment variable naming one file of the app (its name, as in `#fileID`) whose
    /// previews `runApp(_:previews:)` shows instead of the App: set by `playground open` for a
    /// file that compiles only with the rest of its app (docs/semantics.md §33.1).
    public static let previewFileVariable = "PLAYGROUND_PREVIEW_FILE"

    /// Like `runApp(_:)` with explicit flags, throwing instead of exiting (for tests and tools).
    @MainActor
    public func runApp<A: App>(_ app: A.Type, arguments: [String]) throws {
        let options = try LiveViewArguments.parse(arguments)
        let size = options.size ?? PreviewDevice.defaultScreenSize
        if let era = options.era { AnimationEra.current = era }
        try LiveViewRunner.run(title: title, sceneSize: size, options: options) { AnyView(_AppRootView<A>()) }
    }
}

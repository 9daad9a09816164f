import ArgumentParser
import Foundation
import PlaygroundSDL
import PlaygroundSupport
import PlaygroundUI

/// `playground open FILE.swift [flags]`: compiles one SwiftUI file against this package (its
/// `import SwiftUI` means PlaygroundUI) and runs it: its `setLiveView` call, else its previews.
struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Run a SwiftUI file: its setLiveView call, or else its #Previews and PreviewProviders.",
        discussion: """
        The file is compiled unchanged (Swift 5 mode; `import SwiftUI` resolves to this package) and cached \
        by content in $PLAYGROUND_CACHE or ~/.cache/preference-playground, so opening it again starts at once. \
        With several previews, ←/→ switches between them in the window. Every flag of `playground run` works:
        \(LiveViewArguments.helpText)
        """
    )

    @Argument(help: "The Swift file to run.")
    var file: String

    @Option(help: ArgumentHelp("Show only this preview: its name (the window title) or its number from 1.", valueName: "NAME"))
    var preview: String?

    @Flag(help: "Keep the window open and rebuild when the file is saved; a failed save shows its first error over the last good view.")
    var watch = false

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The flags of `playground run`.", valueName: "run flags"))
    var runFlags: [String] = []

    func run() throws {
        // Flags are checked before anything is built: a bad one costs no compile. Only the
        // checks without side effects: the program validates them again against its real scene
        // size and creates the --record folder, so a failed build writes nothing.
        let options = try LiveViewArguments.parse(runFlags)
        var check = options
        check.record = nil; check.gif = nil; check.mp4 = nil
        try check.validate(sceneSize: PreviewDevice.defaultScreenSize)
        let source = try SwiftFile(path: file)
        // The program finds `Image("name")` files beside its source (`ImageFiles.install`).
        setenv(ImageFiles.sourceFolderVariable, source.url.deletingLastPathComponent().path, 1)
        try source.checkShowable()
        if preview != nil, source.outline.callsSetLiveView {
            throw PlaygroundError.badFlag("--preview: \(file) calls setLiveView, which is what it shows; remove the call to choose among its previews")
        }
        let layout = try RuntimeLayout.current()
        let cache = try BuildCache()
        let builder = SwiftFileBuilder(layout: layout, cache: cache)
        var arguments = runFlags
        if let preview { arguments += ["--preview", preview] }
        if watch {
            let headless = options.headless || options.record != nil
            WatchSession(path: file, arguments: arguments, headless: headless, builder: builder).run()
        }
        let built: (app: URL, built: Bool, seconds: Double)
        do { built = try builder.program(for: source) } catch let failure as CompileFailure {
            FileHandle.standardError.write(Data(failure.output.utf8))
            throw ExitCode(1)
        }
        if built.built { FileHandle.standardError.write(Data("built \(source.name) in \(String(format: "%.1f", built.seconds)) s\n".utf8)) }
        try Self.exec(built.app, title: source.name, arguments: arguments)
    }

    /// Replaces this process with the built program (so signals and its exit code are its own).
    static func exec(_ app: URL, title: String, arguments: [String]) throws -> Never {
        setenv("PLAYGROUND_TITLE", title, 1)
        let argv = ([app.path] + arguments).map { strdup($0) } + [nil]
        fflush(nil)
        execv(app.path, argv)
        throw PlaygroundError.tool("cannot run \(app.path): \(String(cString: strerror(errno)))")
    }
}

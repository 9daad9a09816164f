import ArgumentParser
import Foundation
import PlaygroundSDL
import PlaygroundSupport
import PlaygroundUI

/// `playground open PATH… [flags]`: compiles one SwiftUI file, or an app's files together (a
/// folder, an `@main` file's folder, or several files), against this package (`import SwiftUI`
/// means PlaygroundUI) and runs it: its `@main` App, its `setLiveView` call, else its previews.
struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Run a SwiftUI file or app: its @main App, its setLiveView call, or else its #Previews and PreviewProviders.",
        discussion: """
        PATH is a .swift file, several .swift files (one module), a folder (an app: every .swift file under it \
        but test folders, .playground pages and Package.swift), or an app's @main file (then its folder is the \
        app). An @main App shows its first WindowGroup; --preview NAME shows one of the module's previews instead. \
        The files are compiled unchanged (Swift 5 mode; `import SwiftUI` resolves to this package) and cached \
        by content in $PLAYGROUND_CACHE or ~/.cache/preference-playground, so opening them again starts at once. \
        With several previews, ←/→ switches between them in the window. Every flag of `playground run` works:
        \(LiveViewArguments.helpText)
        """
    )

    @Argument(help: ArgumentHelp("The Swift file, files or app folder to run.", valueName: "path"))
    var file: String

    @Option(help: ArgumentHelp("Leave this file or folder of an app out (repeatable).", valueName: "PATH"))
    var exclude: [String] = []

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
        // More .swift files right after the first are more files of the module.
        var flags = runFlags
        var paths = [file]
        while let next = flags.first, !next.hasPrefix("-"), next.hasSuffix(".swift") { paths.append(next); flags.removeFirst() }
        let options = try LiveViewArguments.parse(flags)
        var check = options
        check.record = nil; check.gif = nil; check.mp4 = nil
        try check.validate(sceneSize: PreviewDevice.defaultScreenSize)
        // Ctrl-C or SIGTERM during a build: the compilers killed, the work folders removed, one line.
        BuildInterrupts.install { building in
            building.map { "interrupted while \($0); nothing was cached" } ?? "interrupted"
        }
        if let app = try Self.app(paths: paths, exclude: exclude) {
            try runApp(app, paths: paths, flags: flags, options: options)
        }
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
        var arguments = flags
        if let preview { arguments += ["--preview", preview] }
        if watch {
            let headless = options.headless || options.record != nil
            WatchSession(path: file, arguments: arguments, headless: headless, builder: builder).run()
        }
        let built: (app: URL, built: Bool, seconds: Double)
        do { built = try builder.program(for: source) } catch let failure as CompileFailure {
            // A file of an app that needs the app's other files: built with them, its previews shown.
            // Only an app that can run (one @main type) is tried; else the file's own errors.
            guard let app = Self.app(containing: source.url), (try? app.checkRunnable()) != nil else {
                FileHandle.standardError.write(Data(failure.output.utf8))
                throw ExitCode(1)
            }
            FileHandle.standardError.write(Data("\(source.label) does not compile alone; with its app, \(app.summary)\n".utf8))
            setenv(PlaygroundPage.previewFileVariable, source.name, 1)
            setenv(ImageFiles.sourceFolderVariable, app.root.path, 1)
            setenv(ImageFiles.catalogsVariable, app.catalogs.map(\.path).joined(separator: "\n"), 1)
            // An Xcode target is the file's app for sure: its errors. A folder's Swift files were
            // a guess (a Downloads folder of unrelated files): the file's own errors.
            try Self.buildAndRun(app, title: app.name, builder: builder, arguments: arguments) { appFailure in
                app.isProjectTarget ? appFailure.output
                    : failure.output + "note: compiled with the other Swift files of its folder it does not compile either\n"
            }
        }
        if built.built { FileHandle.standardError.write(Data("built \(source.label) in \(String(format: "%.1f", built.seconds)) s\n".utf8)) }
        try Self.exec(built.app, title: source.name, arguments: arguments)
    }

    /// The app `file` (not an `@main` file) belongs to: an Xcode project's target up to two
    /// folders above that compiles it, else its folder or the one above when that folder's
    /// Swift files include an `@main` App (§33.1).
    static func app(containing file: URL) -> AppSources? {
        let path = file.standardizedFileURL.path
        let folder = file.deletingLastPathComponent()
        let parent = folder.deletingLastPathComponent()
        for (candidate, walked) in [(file.path, folder), (parent.path, parent)] {
            // Not a home or system folder: an app's folder holds at most a few thousand files.
            guard Self.holdsFewFiles(walked, limit: 5000), let app = try? AppSources(folder: candidate),
                  app.hasMainType, app.files.contains(where: { $0.url.standardizedFileURL.path == path }) else { continue }
            return app
        }
        return nil
    }

    /// Whether `folder` holds at most `limit` files and folders, counted without reading further.
    static func holdsFewFiles(_ folder: URL, limit: Int) -> Bool {
        guard let e = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return false }
        var n = 0
        while e.nextObject() != nil { n += 1; if n > limit { return false } }
        return true
    }

    /// Builds `program` (the compiler's output and exit code 1 when it fails) and runs it.
    /// `failureText` chooses what a failed build prints (the compiler's output by default).
    static func buildAndRun(_ program: some OpenProgram, title: String, builder: SwiftFileBuilder, arguments: [String],
                            failureText: (CompileFailure) -> String = { $0.output }) throws -> Never {
        let built: (app: URL, built: Bool, seconds: Double)
        do { built = try builder.program(for: program) } catch let failure as CompileFailure {
            FileHandle.standardError.write(Data(failureText(failure).utf8))
            throw ExitCode(1)
        }
        if built.built { FileHandle.standardError.write(Data("built \(program.label) in \(String(format: "%.1f", built.seconds)) s\n".utf8)) }
        try exec(built.app, title: title, arguments: arguments)
    }

    /// The app `paths` make, or nil for one plain file (shown as a file is): several files, a
    /// folder, or a file declaring an `@main` type (then with the rest of its folder).
    static func app(paths: [String], exclude: [String]) throws -> AppSources? {
        if paths.count > 1 { return try AppSources(files: paths) }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: paths[0], isDirectory: &isDirectory), isDirectory.boolValue {
            return try AppSources(folder: paths[0], exclude: exclude)
        }
        let single = try SwiftFile(path: paths[0])
        return single.outline.hasMainType ? try AppSources(folder: paths[0], exclude: exclude) : nil
    }

    /// Builds and runs an app's sources (never returns).
    private func runApp(_ app: AppSources, paths: [String], flags: [String], options: RunOptions) throws -> Never {
        try app.checkRunnable()
        FileHandle.standardError.write(Data("\(app.summary)\n".utf8))
        setenv(ImageFiles.sourceFolderVariable, app.root.path, 1)
        setenv(ImageFiles.catalogsVariable, app.catalogs.map(\.path).joined(separator: "\n"), 1)
        let builder = SwiftFileBuilder(layout: try RuntimeLayout.current(), cache: try BuildCache())
        var arguments = flags
        if let preview { arguments += ["--preview", preview] }
        if watch {
            let headless = options.headless || options.record != nil
            WatchSession(path: app.root.path, app: (paths, exclude), arguments: arguments, headless: headless, builder: builder).run()
        }
        try Self.buildAndRun(app, title: app.name, builder: builder, arguments: arguments)
    }

    /// Replaces this process with the built program (so signals and its exit code are its own).
    static func exec(_ app: URL, title: String, arguments: [String]) throws -> Never {
        setenv("PLAYGROUND_TITLE", PlaygroundError.oneLine(title), 1)
        BuildInterrupts.uninstall()
        let argv = ([app.path] + arguments).map { strdup($0) } + [nil]
        fflush(nil)
        execv(app.path, argv)
        throw PlaygroundError.tool("cannot run \(app.path): \(String(cString: strerror(errno)))")
    }
}

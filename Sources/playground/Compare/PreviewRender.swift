import ArgumentParser
import Foundation
import PlaygroundSDL

/// Renders one frame of a SwiftUI file's preview the way `playground open FILE --headless
/// --record DIR` does: the same checks, the same cached build (`SwiftFileBuilder`), the same
/// program run with the same run flags — as a child process here, because the caller goes on
/// to measure the frame.
struct PreviewRender {
    var file: String
    var preview: String?
    /// The run flags given to the program (`--size`, `--scale`, `--safe-area`, …).
    var runFlags: [String]
    /// The frame to keep, from 0: the program records `frame + 1` frames.
    var frame: Int

    /// Builds (or reuses) the program and records; returns the frame's PNG. A compile error is
    /// printed as `open` prints it and exits 1; the program's own one-line errors are passed on
    /// with its exit code.
    func run(into folder: URL) throws -> URL {
        let source = try SwiftFile(path: file)
        setenv(ImageFiles.sourceFolderVariable, source.url.deletingLastPathComponent().path, 1)
        try source.checkShowable()
        if preview != nil, source.outline.callsSetLiveView {
            throw PlaygroundError.badFlag("--preview: \(file) calls setLiveView, which is what it shows; remove the call to choose among its previews")
        }
        let builder = SwiftFileBuilder(layout: try RuntimeLayout.current(), cache: try BuildCache())
        // Ctrl-C or SIGTERM during the build: the compilers killed, the work folder removed, one line.
        BuildInterrupts.install { building in
            building.map { "interrupted while \($0); nothing was cached" } ?? "interrupted"
        }
        let app: URL
        do {
            defer { BuildInterrupts.uninstall() }
            app = try builder.program(for: source).app
        } catch let failure as CompileFailure {
            FileHandle.standardError.write(Data(failure.output.utf8))
            throw ExitCode(1)
        }
        var arguments = ["--headless", "--record", folder.path, "--frames", String(frame + 1)] + runFlags
        if let preview { arguments += ["--preview", preview] }
        let process = Process()
        process.executableURL = app
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["PLAYGROUND_TITLE"] = PlaygroundError.oneLine(source.name)
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.standardError
        do { try process.run() } catch {
            throw PlaygroundError.tool("cannot run \(app.path): \(error.localizedDescription)")
        }
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            // The program's own error is one line already ("playground: error: …").
            let lines = output.split(whereSeparator: \.isNewline).filter { !$0.hasPrefix("recorded ") }
            FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8))
            throw ExitCode(process.terminationStatus)
        }
        // Notes the program printed (an unknown preview device, font warnings), not its progress.
        for line in output.split(whereSeparator: \.isNewline) where !line.hasPrefix("recorded ") {
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }
        return folder.appendingPathComponent(String(format: "frame-%05d.png", frame))
    }
}

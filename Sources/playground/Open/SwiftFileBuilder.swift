import Foundation
import PlaygroundSDL
import PlaygroundUI

/// A build that failed in the compiler or linker: its output, as the compiler printed it.
struct CompileFailure: Error {
    let output: String
}

/// Compiles a `SwiftFile` against the library in `RuntimeLayout`, into the `BuildCache`.
struct SwiftFileBuilder {
    let layout: RuntimeLayout
    let cache: BuildCache
    /// Where progress lines go (stderr for the command).
    var log: (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }

    /// The program for `file`: the cached one when its key is there, else a new build (progress
    /// on stderr: "building Name.swift… N s"). Throws `CompileFailure` with the compiler's output.
    func program(for file: some OpenProgram) throws -> (app: URL, built: Bool, seconds: Double) {
        let key = file.cacheKey(layout: layout)
        if let app = cache.program(for: key) { return (app, false, 0) }
        let start = Date()
        let shim = try runtimeModule()
        let work = try cache.makeWorkFolder()
        defer { cache.removeWorkFolder(work) }
        let sourceFolder = work.appendingPathComponent("src")
        var inputs: [String] = []
        // Each copy of a user's file reads as the file's own in the compiler's output.
        var originals: [(copy: String, original: String)] = []
        do {
            for (name, text, original) in file.compiledSources {
                let url = sourceFolder.appendingPathComponent(name)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: url, atomically: false, encoding: .utf8)
                inputs.append(url.path)
                // Control characters in the path are shown escaped (`\n`), as in every message.
                if let original { originals.append((url.path, PlaygroundError.oneLine(original.path))) }
            }
            // Foundation's timers and the main queue's delayed work on the host's clock (§30.7).
            let timers = sourceFolder.appendingPathComponent("__PlaygroundHostTimers.swift")
            try _HostTimers.generatedSource.write(to: timers, atomically: false, encoding: .utf8)
            inputs.append(timers.path)
        } catch {
            throw PlaygroundError.io("the build cache \(cache.root.path) cannot be written (\(PlaygroundError.reason(error)))")
        }
        // Longest copy paths first, so a path is never replaced inside a longer one.
        originals.sort { $0.copy.count > $1.copy.count }
        // A debug build, as Xcode's previews are: DEBUG is defined, so the `#if DEBUG` around
        // older templates' PreviewProviders keeps them. Whole-module: every build here starts
        // from nothing, and one frontend loads the library's modules once instead of once a file
        // (a six-file app: 3.6 → 2.3 s, 4.0 → 2.5 processor-seconds).
        var arguments = ["-wmo", "-swift-version", file.swiftLanguageMode, "-Onone", "-D", "DEBUG", "-module-name", SwiftFile.moduleName,
                         "-module-cache-path", cache.moduleCache.path, "-I", shim.path]
        arguments += file.extraCompilerFlags
        arguments += layout.importFlags + layout.pluginFlags
        if isatty(2) == 1 { arguments.append("-color-diagnostics") }
        arguments += inputs + layout.linkInputs + ["-o", work.appendingPathComponent("app").path]
        let output = try runCompiler(arguments, label: "building \(file.label)", start: start, work: work)
        var text = output.output
        for (copy, original) in originals { text = text.replacingOccurrences(of: copy, with: original) }
        guard output.status == 0 else {
            try cache.checkSpace(compilerOutput: text, signal: output.signal)
            throw CompileFailure(output: text)
        }
        if !text.isEmpty { log(text) }  // warnings
        // The app's resources beside the program, where `Bundle.main` looks on Linux.
        do {
            for (name, file) in file.resources {
                let target = work.appendingPathComponent(name)
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try FileManager.default.copyItem(at: file, to: target)
            }
        } catch {
            throw PlaygroundError.io("the build cache \(cache.root.path) cannot be written (\(PlaygroundError.reason(error)))")
        }
        try? FileManager.default.removeItem(at: work.appendingPathComponent(Self.compilerTemporaries))
        let published = try cache.publish(work, as: "builds/\(key)")
        return (published.appendingPathComponent("app"), true, Date().timeIntervalSince(start))
    }

    /// The modules a file run by `playground open` may import that Linux lacks, each re-exporting
    /// PlaygroundUI, built here (`SwiftUI` and `Combine` are the package's own products, built
    /// with this tool and found next to PlaygroundUI's module): `UIKit` (the few UIKit types it
    /// provides, §34, so a file that says `import UIKit` for `UIColor` or `UIScreen` compiles);
    /// `CoreGraphics` (Foundation's `CGFloat`, `CGPoint`, `CGRect` … and its `CGAffineTransform`);
    /// `UniformTypeIdentifiers` (its `UTType`, for documents, §33.2); `PhotosUI` and `Photos`
    /// (`PhotosPicker`, `PhotosPickerItem`, `PHPickerFilter`, `PHPhotoLibrary`, §24.14); `AVKit`,
    /// `AVFoundation` and `CoreMedia` (`VideoPlayer`, `AVPlayer`, `AVAudioPlayer`, `CMTime`, §34.1).
    static let runtimeModuleNames = ["UIKit", "CoreGraphics", "UniformTypeIdentifiers", "PhotosUI", "Photos",
                                     "AVKit", "AVFoundation", "CoreMedia"]

    /// The `runtimeModuleNames` modules for this library, built once per library.
    private func runtimeModule() throws -> URL {
        if let dir = cache.runtimeModule(for: layout.identity) { return dir }
        let work = try cache.makeWorkFolder()
        defer { cache.removeWorkFolder(work) }
        for name in Self.runtimeModuleNames {
            let shim = work.appendingPathComponent("\(name).swift")
            try "@_exported import PlaygroundUI\n".write(to: shim, atomically: false, encoding: .utf8)
            let arguments = ["-emit-module", "-parse-as-library", "-module-name", name, "-swift-version", "5",
                             "-module-cache-path", cache.moduleCache.path,
                             "-emit-module-path", work.appendingPathComponent("\(name).swiftmodule").path]
                + layout.importFlags + [shim.path]
            let output = try runCompiler(arguments, label: "preparing the \(name) module", start: Date(), work: work)
            guard output.status == 0 else {
                try cache.checkSpace(compilerOutput: output.output, signal: output.signal)
                throw CompileFailure(output: output.output)
            }
            try? FileManager.default.removeItem(at: shim)
        }
        try? FileManager.default.removeItem(at: work.appendingPathComponent(Self.compilerTemporaries))
        return try cache.publish(work, as: "runtime/\(layout.identity)")
    }

    /// The folder of a build's work folder the compiler keeps its temporary files in (its
    /// `TMPDIR`), removed before the build is published.
    static let compilerTemporaries = "compiler-tmp"

    /// Runs swiftc (`CompilerProcess`: its own process group, its temporaries in `work`), its
    /// output captured; on a terminal a ticking "label… N s" line meanwhile.
    private func runCompiler(_ arguments: [String], label: String, start: Date, work: URL) throws -> CompilerProcess.Result {
        let tty = isatty(2) == 1
        log(tty ? "\(PlaygroundError.oneLine(label))…" : "\(PlaygroundError.oneLine(label))…\n")
        // A suspended dispatch source must not be released, so the ticker exists only when it runs.
        var ticker: DispatchSourceTimer?
        if tty {
            let timer = DispatchSource.makeTimerSource(queue: .global())
            timer.schedule(deadline: .now() + 1, repeating: 1)
            let log = self.log
            let shown = PlaygroundError.oneLine(label)
            timer.setEventHandler { log("\r\u{1B}[K\(shown)… \(Int(Date().timeIntervalSince(start))) s") }
            timer.resume()
            ticker = timer
        }
        defer {
            ticker?.cancel()
            if tty { log("\r\u{1B}[K") }
        }
        let compiler = CompilerProcess(executable: layout.swiftc, arguments: arguments,
                                       temporaryFolder: work.appendingPathComponent(Self.compilerTemporaries))
        return try BuildInterrupts.building(label) { try compiler.run() }
    }
}

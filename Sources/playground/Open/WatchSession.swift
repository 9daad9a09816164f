import Foundation
import PlaygroundSDL
import PlaygroundUI

/// `playground open FILE --watch`: builds the file, runs it, and on every save rebuilds it and
/// replaces the running program by the new one — a new window at the old one's position and size
/// (`PLAYGROUND_WINDOW_FILE`). A save that does not compile leaves the last good program running
/// and sends it the first error to show over its view (`PLAYGROUND_WATCH_CHANNEL`); the next good
/// save clears it. A program that crashes at run time (or ends with an error) is replaced by the
/// last good one, with the reason in its banner. Closing the window ends the watch. Deleting the
/// file is noted in the banner and the watch waits for it to come back. Headless
/// (`--headless`/`--record`) runs are repeated on every good save.
final class WatchSession {
    private let path: String
    /// For an app: its folder (or its files) and `--exclude` paths; nil for one file.
    private let app: (paths: [String], exclude: [String])?
    private let arguments: [String]
    private let headless: Bool
    private let builder: SwiftFileBuilder
    private let windowFile: URL
    private var child: WatchedProgram?
    /// The last program that ran until it was replaced by a newer one (not one that crashed).
    private var lastGood: (app: URL, title: String)?
    private var lastSource: String?
    private var lastStamp: [Double] = []
    /// The error the banner shows (nil: none), to restore it after a notice.
    private var bannerError: String?
    private var reportedMissing = false

    init(path: String, app: (paths: [String], exclude: [String])? = nil, arguments: [String], headless: Bool, builder: SwiftFileBuilder) {
        self.path = path; self.app = app; self.arguments = arguments; self.headless = headless; self.builder = builder
        windowFile = builder.cache.root.appendingPathComponent("tmp/\(getpid())-window")
    }

    private func log(_ s: String) { FileHandle.standardError.write(Data(s.utf8)) }

    func run() -> Never {
        // Ctrl-C / SIGTERM: the compilers (if a rebuild runs) and the program we started are
        // stopped, temporaries removed, then one line.
        nonisolated(unsafe) let session = self
        BuildInterrupts.install { building in
            session.stopChild()
            try? FileManager.default.removeItem(at: session.windowFile)
            return building.map { "interrupted while \($0); watch ended" } ?? "interrupted: watch ended"
        }
        log("watching \(PlaygroundError.oneLine(path)) for changes (Ctrl-C stops)\n")
        while true {
            if let stamp = stamp() {
                if stamp != lastStamp {
                    lastStamp = stamp
                    reportedMissing = false
                    rebuild()
                }
            } else if !reportedMissing {
                reportedMissing = true
                lastStamp = []
                let name = PlaygroundError.oneLine(URL(fileURLWithPath: path).lastPathComponent)
                log("\(PlaygroundError.oneLine(path)) was deleted (or moved away); keeping the last view and watching for it to come back\n")
                send("error " + WatchChannel.escape("\(name) was deleted; watching for it to come back"))
            }
            if let child, !child.isRunning, !headless { programEnded(child) }
            usleep(150_000)
        }
    }

    /// The program stopped by itself: closed by the user (the watch ends), or crashed or failed
    /// at run time (the last good program comes back with the reason in its banner).
    private func programEnded(_ ended: WatchedProgram) {
        if ended.endedByClosing {
            try? FileManager.default.removeItem(at: windowFile)
            log("the window was closed; watch ended\n")
            exit(0)
        }
        let reason = PlaygroundError.oneLine("\(ended.title) \(ended.endReason())")
        child = nil
        guard let good = lastGood, good.app != ended.app else {
            log("\(reason); no earlier version to show: fix the file and save again\n")
            bannerError = reason
            return
        }
        log("\(reason); showing the last good version until the next save\n")
        do {
            try startChild(good.app, title: good.title)
            bannerError = reason
            send("error " + WatchChannel.escape(reason))
        } catch {
            log("\(PlaygroundError.prefix)\(error)\n")
        }
    }

    /// The file's inode, size and modification time (a save by rename changes the inode); for an
    /// app, those of every file under its folder (or of its files).
    private func stamp() -> [Double]? {
        guard let app else { return Self.stamp(path) }
        guard app.paths.contains(where: { FileManager.default.fileExists(atPath: $0) }) else { return nil }
        var paths: [String] = []
        for p in app.paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: p, isDirectory: &isDirectory) else { continue }
            if !isDirectory.boolValue { paths.append(p); continue }
            // The folders `AppSources` reads, not build output or test targets.
            let walker = FileManager.default.enumerator(at: URL(fileURLWithPath: p), includingPropertiesForKeys: [.isDirectoryKey])
            while let url = walker?.nextObject() as? URL, paths.count < 20_000 {
                if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                    if AssetCatalogs.isLeftOut(folder: url.lastPathComponent) { walker?.skipDescendants() }
                    continue
                }
                paths.append(url.path)
            }
        }
        return paths.sorted().flatMap { Self.stamp($0) ?? [] }
    }

    private static func stamp(_ path: String) -> [Double]? {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        return [Double(st.st_ino), Double(st.st_size), Double(st.st_mtim.tv_sec), Double(st.st_mtim.tv_nsec)]
    }

    private func rebuild() {
        let start = Date()
        let program: any OpenProgram
        let title: String
        let fingerprint: String
        do {
            if let app {
                let sources = try OpenCommand.app(paths: app.paths, exclude: app.exclude) ?? AppSources(files: app.paths)
                try sources.checkRunnable()
                program = sources
                title = sources.name
                fingerprint = sources.cacheKey(layout: builder.layout)
                setenv(ImageFiles.catalogsVariable, sources.catalogs.map(\.path).joined(separator: "\n"), 1)
            } else {
                let file = try SwiftFile(path: path)
                try file.checkShowable()
                program = file
                title = file.name
                fingerprint = file.source
            }
        } catch {
            report("\(error)", detail: "\(PlaygroundError.prefix)\(error)\n")
            return
        }
        guard fingerprint != lastSource || (child == nil && !headless) else {
            // Back unchanged (after a deletion): the banner shows what it showed before.
            send(bannerError.map { "error " + WatchChannel.escape($0) } ?? "clear")
            return
        }
        lastSource = fingerprint
        do {
            let built = try builder.program(for: program)
            if let child, child.isRunning { lastGood = (child.app, child.title) }
            stopChild()
            try startChild(built.app, title: title)
            bannerError = nil
            let seconds = Date().timeIntervalSince(start)
            log("\(built.built ? "built" : "reopened") \(program.label): new view \(String(format: "%.1f", seconds)) s after the save was seen\n")
        } catch let failure as CompileFailure {
            report(Self.firstError(failure.output, fileName: app == nil ? title : nil), detail: failure.output)
        } catch {
            report("\(error)", detail: "\(PlaygroundError.prefix)\(error)\n")
        }
    }

    /// Prints `detail` and shows `message` in the running program's banner.
    private func report(_ message: String, detail: String) {
        log(detail)
        log("keeping the last good view; fix the file and save again\n")
        bannerError = message
        send("error " + WatchChannel.escape(message))
    }

    private func send(_ line: String) {
        child?.send(line)
    }

    private func startChild(_ app: URL, title: String) throws {
        child = try WatchedProgram(app: app, title: title, arguments: arguments, windowFile: windowFile)
    }

    private func stopChild() {
        child?.stop()
        child = nil
    }

    /// The first `error:` line of compiler output, colours removed, the path shortened to the file
    /// name (`fileName`, or for an app the name of whichever file it is in).
    static func firstError(_ output: String, fileName: String?) -> String {
        let plain = output.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        let line = plain.split(separator: "\n").first { $0.contains("error:") }.map(String.init) ?? "the build failed"
        if let fileName {
            guard let range = line.range(of: fileName + ":") else { return line }
            return String(line[range.lowerBound...])
        }
        // `/path/to/Views/CardView.swift:8:13: error: …` → `CardView.swift:8:13: error: …`
        guard let colon = line.range(of: ".swift:"), let slash = line[..<colon.lowerBound].lastIndex(of: "/") else { return line }
        return String(line[line.index(after: slash)...])
    }
}

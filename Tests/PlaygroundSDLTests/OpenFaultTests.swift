import Foundation
@testable import PlaygroundSupport
import PlaygroundSDL
import PlaygroundUI
import Testing

/// Issue 26's campaign on `playground open`, the build cache and `--watch` (headless), kept as
/// tests: signals during builds, a full disk or a file-size limit under the cache, files the
/// outline cannot follow, odd file names, and one style for every error line.
@Suite(.serialized)
struct OpenFaultTests {
    /// One cache for the suite (the SwiftUI module is prepared once); the disk tests use their own.
    static let cache = Tool.tempDir("fault-cache")

    static func environment(cache: URL = OpenFaultTests.cache) -> [String: String] {
        ProcessInfo.processInfo.environment.merging(["PLAYGROUND_CACHE": cache.path]) { $1 }
    }

    static func open(_ arguments: [String]) throws -> Tool.Result {
        try Tool.run(["open"] + arguments, environment: environment())
    }

    /// A file whose type check takes minutes: a long `+` chain of string literals, conversions
    /// and interpolations (each term multiplies the overloads the solver tries).
    static let slowFile: String = {
        let terms = (0..<400).map { i in ["\"a\(i)\"", "String(\(i))", "\"\\(\(i).5)\"", "[\"x\"].joined()"][i % 4] }
        return "import SwiftUI\nlet slow = " + terms.joined(separator: " + ")
            + "\nstruct V: View { var body: some View { Text(slow) } }\n#Preview { V() }\n"
    }()

    static let okFile = "import SwiftUI\n#Preview { Text(\"hello\") }\n"

    /// The processes whose command line mentions `text` (the compilers of a build in a cache).
    static func processes(mentioning text: String) -> [String] {
        var found: [String] = []
        for name in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] where Int32(name) != nil {
            guard let data = FileManager.default.contents(atPath: "/proc/\(name)/cmdline"), !data.isEmpty else { continue }
            let line = String(decoding: data.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
            // A zombie has an empty command line; a stopped-and-killed one is gone.
            if line.contains(text) { found.append("\(name): \(line.prefix(120))") }
        }
        return found
    }

    /// The work folders a cache's `tmp` holds (the watch's window file aside).
    static func workFolders(_ cache: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("tmp").path)) ?? [])
            .filter { !$0.hasSuffix("-window") }
    }

    /// A `playground` started with its stderr in a file (read while it runs), in a process group
    /// of its own when `group` (as a shell's `set -m` job is).
    final class Running {
        let process = Process()
        let log: URL
        init(_ arguments: [String], environment: [String: String], name: String) throws {
            log = Tool.tempDir(name).appendingPathComponent("stderr.txt")
            _ = FileManager.default.createFile(atPath: log.path, contents: nil)
            process.executableURL = Tool.playground
            process.arguments = arguments
            process.environment = environment
            process.standardOutput = FileHandle.nullDevice
            process.standardError = try FileHandle(forWritingTo: log)
            try process.run()
        }
        var stderr: String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }
        func waitForExit(_ seconds: Double) -> Bool { XvfbDisplay.waitFor(seconds) { !process.isRunning } }
        deinit { if process.isRunning { kill(process.processIdentifier, SIGKILL); process.waitUntilExit() } }
    }

    // MARK: Signals during a build (item 4)

    /// Ctrl-C (SIGINT to the process group, as a terminal sends it) and SIGTERM (to `playground`
    /// alone) while the compiler runs: every compiler process is gone, the work folders are
    /// removed, one line, exit 130 / 143.
    @Test(arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143))])
    func aSignalDuringABuildStopsTheCompilers(signal: Int32, status: Int32) throws {
        let dir = Tool.tempDir("slow-\(signal)")
        let file = dir.appendingPathComponent("Slow.swift")
        try Self.slowFile.write(to: file, atomically: true, encoding: .utf8)
        let cache = Tool.tempDir("slow-cache-\(signal)")
        let run = try Running(["open", file.path, "--headless", "--frames", "1"], environment: Self.environment(cache: cache), name: "slow-log-\(signal)")
        // Signalled once the compiler of this very build is running (its arguments name the cache).
        let compiling = XvfbDisplay.waitFor(300) {
            run.stderr.contains("building Slow.swift") && Self.processes(mentioning: cache.path + "/tmp").contains { $0.contains("swift-frontend") }
        }
        try #require(compiling, "the build never started: \(run.stderr)")
        kill(signal == SIGINT ? -run.process.processIdentifier : run.process.processIdentifier, signal)
        #expect(run.waitForExit(60), "playground did not stop")
        #expect(run.process.terminationReason == .exit && run.process.terminationStatus == status, "\(run.process.terminationStatus): \(run.stderr)")
        let lines = run.stderr.split(separator: "\n").filter { !$0.hasPrefix("preparing ") && !$0.hasPrefix("building ") }
        #expect(lines == ["interrupted while building Slow.swift; nothing was cached"], "\(run.stderr)")
        #expect(XvfbDisplay.waitFor(10) { Self.processes(mentioning: cache.path).isEmpty }, "left running: \(Self.processes(mentioning: cache.path))")
        #expect(Self.workFolders(cache).isEmpty, "left behind: \(Self.workFolders(cache))")
    }

    /// The same during a `--watch` rebuild: the compilers and the watch end, nothing is left.
    @Test func aSignalDuringAWatchRebuildStopsTheCompilers() throws {
        let dir = Tool.tempDir("slow-watch")
        let file = dir.appendingPathComponent("Edited.swift")
        try Self.okFile.write(to: file, atomically: true, encoding: .utf8)
        let cache = Tool.tempDir("slow-watch-cache")
        let run = try Running(["open", file.path, "--watch", "--headless", "--frames", "1"], environment: Self.environment(cache: cache), name: "slow-watch-log")
        try #require(XvfbDisplay.waitFor(300) { run.stderr.contains("built Edited.swift") || run.stderr.contains("reopened Edited.swift") },
                     "the first build never finished: \(run.stderr)")
        try Self.slowFile.write(to: file, atomically: true, encoding: .utf8)
        let compiling = XvfbDisplay.waitFor(120) {
            run.stderr.components(separatedBy: "building Edited.swift").count == 3
                && Self.processes(mentioning: cache.path + "/tmp").contains { $0.contains("swift-frontend") }
        }
        try #require(compiling, "the rebuild never started: \(run.stderr)")
        kill(run.process.processIdentifier, SIGTERM)
        #expect(run.waitForExit(60), "the watch did not stop")
        #expect(run.process.terminationStatus == 143, "\(run.stderr)")
        #expect(run.stderr.hasSuffix("interrupted while building Edited.swift; watch ended\n"), "\(run.stderr)")
        #expect(XvfbDisplay.waitFor(10) { Self.processes(mentioning: cache.path).isEmpty }, "left running: \(Self.processes(mentioning: cache.path))")
        #expect(Self.workFolders(cache).isEmpty, "left behind: \(Self.workFolders(cache))")
    }

    // MARK: A full disk, a file-size limit (item 9)

    /// Under `ulimit -f` the compiler's frontends die of SIGXFSZ: one line naming the limit, exit
    /// 2, no half-written module left in the cache, and the next `open` (without the limit)
    /// builds and runs.
    @Test func aFileSizeLimitUnderTheCacheIsOneLine() throws {
        let dir = Tool.tempDir("fsize-open")
        let file = dir.appendingPathComponent("Small.swift")
        try Self.okFile.write(to: file, atomically: true, encoding: .utf8)
        let cache = Tool.tempDir("fsize-cache")
        let script = "ulimit -f 2000; exec \"$0\" \"$@\""
        let r = try Tool.run(["-c", script, Tool.playground.path, "open", file.path, "--headless", "--frames", "1"],
                             executable: URL(fileURLWithPath: "/bin/sh"), environment: Self.environment(cache: cache))
        #expect(r.status == 2, "\(r.stderr)")
        let lines = r.stderr.split(separator: "\n").filter { !$0.hasPrefix("preparing ") && !$0.hasPrefix("building ") }
        #expect(lines.count == 1 && lines[0].hasPrefix("playground: error: the build stopped at the file size limit of ") && lines[0].contains(" KB (ulimit -f) writing into the build cache \(cache.path); raise the limit"), "\(r.stderr)")
        #expect(Self.leftovers(cache).isEmpty, "half-written: \(Self.leftovers(cache))")
        let again = try Tool.run(["open", file.path, "--headless", "--frames", "1"], environment: Self.environment(cache: cache))
        #expect(again.status == 0, "\(again.stderr)")
    }

    /// A full disk (a 2 MB tmpfs as the cache, where the tests may mount one): one line naming
    /// the cause, exit 2, nothing left that a later `open` would use.
    @Test func aFullDiskUnderTheCacheIsOneLine() throws {
        let dir = Tool.tempDir("full-open")
        let file = dir.appendingPathComponent("Small.swift")
        try Self.okFile.write(to: file, atomically: true, encoding: .utf8)
        let cache = Tool.tempDir("full-cache")
        let mounted = try Tool.run(["-t", "tmpfs", "-o", "size=2m", "tmpfs", cache.path], executable: URL(fileURLWithPath: "/bin/mount"))
        guard mounted.status == 0 else { return }   // not allowed here (no root): the ulimit test covers it
        defer { _ = try? Tool.run([cache.path], executable: URL(fileURLWithPath: "/bin/umount")) }
        let r = try Tool.run(["open", file.path, "--headless", "--frames", "1"], environment: Self.environment(cache: cache))
        #expect(r.status == 2, "\(r.stderr)")
        let lines = r.stderr.split(separator: "\n").filter { !$0.hasPrefix("preparing ") && !$0.hasPrefix("building ") }
        #expect(lines == ["playground: error: the build cache \(cache.path) is full (no space left on device); free some space or set PLAYGROUND_CACHE to another folder, and open again"], "\(r.stderr)")
        #expect(Self.leftovers(cache).isEmpty, "half-written: \(Self.leftovers(cache))")
    }

    /// A cache folder moved elsewhere (or copied) keeps working: Clang refuses modules from a
    /// module cache found under another path than the one they were built in, so the moved
    /// cache builds its Clang modules again in a folder of its own instead of failing.
    @Test func aMovedCacheStillBuilds() throws {
        let dir = Tool.tempDir("moved-open")
        let first = dir.appendingPathComponent("First.swift"), second = dir.appendingPathComponent("Second.swift")
        try Self.okFile.write(to: first, atomically: true, encoding: .utf8)
        try (Self.okFile + "\n// another file\n").write(to: second, atomically: true, encoding: .utf8)
        let cache = Tool.tempDir("moved-cache-before"), moved = Tool.tempDir("moved-cache-after").appendingPathComponent("cache")
        let r = try Tool.run(["open", first.path, "--headless", "--frames", "1"], environment: Self.environment(cache: cache))
        #expect(r.status == 0, "\(r.stderr)")
        try FileManager.default.moveItem(at: cache, to: moved)
        let again = try Tool.run(["open", second.path, "--headless", "--frames", "1"], environment: Self.environment(cache: moved))
        #expect(again.status == 0, "\(again.stderr)")
        #expect(!again.stderr.contains("module cache path"), "\(again.stderr)")
    }

    /// Files in a cache that a later `open` could take for finished work: any file under
    /// `module-cache`, `builds` or `tmp`, and a runtime folder without all its modules.
    static func leftovers(_ cache: URL) -> [String] {
        var found: [String] = []
        for sub in ["module-cache", "builds", "tmp"] {
            let e = FileManager.default.enumerator(atPath: cache.appendingPathComponent(sub).path)
            while let p = e?.nextObject() as? String {
                var isDir: ObjCBool = false
                if FileManager.default.fileExists(atPath: cache.appendingPathComponent(sub).appendingPathComponent(p).path, isDirectory: &isDir),
                   !isDir.boolValue, p != "modules.timestamp" { found.append("\(sub)/\(p)") }
            }
        }
        for id in (try? FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("runtime").path)) ?? [] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("runtime/\(id)").path)) ?? []
            if names.count < 5 { found.append("runtime/\(id): \(names)") }
        }
        return found
    }

    // MARK: Files the outline cannot follow (item 8)

    /// An unbalanced bracket or an unterminated string is the compiler's error (exit 1) at the
    /// user's line, not "no view to show", and no error points into generated code.
    @Test(arguments: [
        ("Unbalanced", "import SwiftUI\nstruct V: View { var body: some View { Text(\"x\") }\n#Preview { V() }\n", "3:1: error"),
        ("Unterminated", "import SwiftUI\nstruct V: View { var body: some View { Text(\"x) } }\n#Preview { V() }\n", "2:45: error: unterminated string literal"),
        ("OpenComment", "import SwiftUI\n/* no end\n#Preview { Text(\"x\") }\n", "error: unterminated '/*' comment"),
    ])
    func aFileTheOutlineCannotFollowGetsTheCompilersError(name: String, source: String, expected: String) throws {
        let dir = Tool.tempDir("outline-\(name)")
        let file = dir.appendingPathComponent("\(name).swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let r = try Self.open([file.path, "--headless", "--frames", "1"])
        #expect(r.status == 1, "\(r.stderr)")
        #expect(!r.stderr.contains("no view to show"), "\(r.stderr)")
        #expect(r.stderr.contains("\(file.path):") && r.stderr.contains(expected), "\(r.stderr)")
        #expect(!r.stderr.contains("playground open"), "an error in generated code: \(r.stderr)")
    }

    /// In a watch, such a save shows the compiler's first error too (stderr and banner), not
    /// "no view to show".
    @Test func aBrokenSaveInAWatchGetsTheCompilersError() throws {
        let dir = Tool.tempDir("outline-watch")
        let file = dir.appendingPathComponent("Braces.swift")
        try Self.okFile.write(to: file, atomically: true, encoding: .utf8)
        let run = try Running(["open", file.path, "--watch", "--headless", "--frames", "1"], environment: Self.environment(), name: "outline-watch-log")
        try #require(XvfbDisplay.waitFor(300) { run.stderr.contains(" Braces.swift: new view") }, "no first build: \(run.stderr)")
        try "import SwiftUI\nstruct V: View { var body: some View { Text(\"x\") }\n#Preview { V() }\n".write(to: file, atomically: true, encoding: .utf8)
        #expect(XvfbDisplay.waitFor(300) { run.stderr.contains("keeping the last good view; fix the file and save again") }, "\(run.stderr)")
        #expect(run.stderr.contains("\(file.path):4:1: error: expected '}' in struct"), "\(run.stderr)")
        #expect(!run.stderr.contains("no view to show"), "\(run.stderr)")
        #expect(run.process.isRunning)
    }

    // MARK: Smaller ones (item 10)

    /// A file named main.swift with previews is the program's top-level code: its previews show.
    @Test func aMainSwiftWithPreviewsRuns() throws {
        let dir = Tool.tempDir("main-swift")
        let file = dir.appendingPathComponent("main.swift")
        try "import SwiftUI\nstruct V: View { var body: some View { Color.blue } }\n#Preview { V() }\n#Preview(\"Two\") { Text(\"2\") }\n"
            .write(to: file, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("frames")
        let r = try Self.open([file.path, "--headless", "--frames", "1", "--size", "40x40", "--record", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        let frame = try #require(RGBImage.load(out.appendingPathComponent("frame-00000.png").path))
        #expect(frame.pixel(20, 20).b > 200, "the first preview (blue) is shown")
    }

    /// A name with a line break opens; every message shows it escaped.
    @Test func aFileNameWithALineBreakOpens() throws {
        let dir = Tool.tempDir("newline-name")
        let file = dir.appendingPathComponent("new\nline.swift")
        try Self.okFile.write(to: file, atomically: true, encoding: .utf8)
        let r = try Self.open([file.path, "--headless", "--frames", "1"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("built new\\nline.swift"), "\(r.stderr)")
        let broken = dir.appendingPathComponent("bad\nname.swift")
        try "import SwiftUI\n#Preview { Text(\"x\").frob() }\n".write(to: broken, atomically: true, encoding: .utf8)
        let e = try Self.open([broken.path, "--headless", "--frames", "1"])
        #expect(e.status == 1)
        #expect(e.stderr.contains("\(dir.path)/bad\\nname.swift:2:"), "\(e.stderr)")
    }

    /// A symbolic link loop is named as one.
    @Test func aSymbolicLinkLoopIsNamed() throws {
        let dir = Tool.tempDir("link-loop")
        let a = dir.appendingPathComponent("A.swift"), b = dir.appendingPathComponent("B.swift")
        try FileManager.default.createSymbolicLink(atPath: a.path, withDestinationPath: b.path)
        try FileManager.default.createSymbolicLink(atPath: b.path, withDestinationPath: a.path)
        let r = try Self.open([a.path])
        #expect(r.status == 2)
        #expect(r.stderr == "playground: error: \(a.path): a symbolic link loop (the links point at each other), expected a .swift file\n", "\(r.stderr)")
    }

    /// An unknown `--preview` lists ten names and how many more, not all 300.
    @Test func anUnknownPreviewListsAFewNames() throws {
        let entries = (1...300).map { PreviewCatalog.Entry(name: "Preview \($0)", makeView: { AnyView(EmptyView()) }) }
        do {
            _ = try PlaygroundPage.preview(named: "301", in: entries)
            Issue.record("preview 301 of 300 was found")
        } catch {
            let line = "\(error)"
            #expect(line == "--preview '301': no such preview; the previews are \"Preview 1\", \"Preview 2\", \"Preview 3\", \"Preview 4\", \"Preview 5\", \"Preview 6\", \"Preview 7\", \"Preview 8\", \"Preview 9\", \"Preview 10\" and 290 more (or their numbers 1–300)")
        }
        #expect(try PlaygroundPage.preview(named: "300", in: entries).name == "Preview 300")
    }

    /// Script lines timed after the run's end are named in one line; a time past the limit says
    /// the limit.
    @Test func scriptLinesAfterTheEndAreNamed() throws {
        let dir = Tool.tempDir("late-script")
        let script = dir.appendingPathComponent("late.txt")
        try "# late\n0.05 tap 1,1\n0.5 tap \"text\"\n0.7 key right\n".write(to: script, atomically: true, encoding: .utf8)
        let r = try Tool.run(["run", "frames-onchange", "--headless", "--frames", "10", "--script", script.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr == "script line 3: 0.5 s is after the run's end at 0.15 s (10 frames at 60 fps), not delivered (nor 1 later line); run longer with --duration or --frames\n", "\(r.stderr)")
        try "1000000.5 tap 1,1\n".write(to: script, atomically: true, encoding: .utf8)
        let far = try Tool.run(["run", "frames-onchange", "--headless", "--frames", "10", "--script", script.path])
        #expect(far.status == 2)
        #expect(far.stderr == "playground: error: \(script.path):1: expected a time in seconds (a number from 0 to 1000000) first, found '1000000.5'\n", "\(far.stderr)")
    }

    /// Every error line starts `playground: error: `: the command's, the built program's, and a
    /// run that nests views too deeply.
    @Test func everyErrorLineHasOnePrefix() throws {
        let dir = Tool.tempDir("prefix")
        let file = dir.appendingPathComponent("Hello.swift")
        try Self.okFile.write(to: file, atomically: true, encoding: .utf8)
        let fromProgram = try Self.open([file.path, "--headless", "--frames", "1", "--preview", "Nope"])
        #expect(fromProgram.status == 2)
        #expect(fromProgram.stderr.split(separator: "\n").last?.hasPrefix("playground: error: --preview 'Nope': no such preview") == true, "\(fromProgram.stderr)")
        let fromCommand = try Self.open([dir.appendingPathComponent("Missing.swift").path])
        #expect(fromCommand.stderr.hasPrefix("playground: error: "), "\(fromCommand.stderr)")
        let fromRun = try Tool.run(["run", "nope"])
        #expect(fromRun.stderr.hasPrefix("playground: error: "), "\(fromRun.stderr)")
    }

    // MARK: --watch (item 10)

    /// Deleting the watched file is said once; the watch goes on, and the file's return rebuilds.
    @Test func deletingTheWatchedFileIsSaidAndWatched() throws {
        let dir = Tool.tempDir("watch-delete")
        let file = dir.appendingPathComponent("Gone.swift")
        try Self.okFile.write(to: file, atomically: true, encoding: .utf8)
        let run = try Running(["open", file.path, "--watch", "--headless", "--frames", "1"], environment: Self.environment(), name: "watch-delete-log")
        try #require(XvfbDisplay.waitFor(300) { run.stderr.contains(" Gone.swift: new view") }, "no first build: \(run.stderr)")
        try FileManager.default.removeItem(at: file)
        #expect(XvfbDisplay.waitFor(30) { run.stderr.contains("\(file.path) was deleted (or moved away); keeping the last view and watching for it to come back") },
                "\(run.stderr)")
        try "import SwiftUI\n#Preview { Text(\"back\") }\n".write(to: file, atomically: true, encoding: .utf8)
        #expect(XvfbDisplay.waitFor(300) { run.stderr.components(separatedBy: " Gone.swift: new view").count == 3 }, "\(run.stderr)")
        #expect(run.process.isRunning)
        #expect(run.stderr.components(separatedBy: "was deleted").count == 2, "said once: \(run.stderr)")
    }
}


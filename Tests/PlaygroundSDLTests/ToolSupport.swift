import Foundation
import Synchronization

/// Runs the built `playground` executable (it sits beside the test bundle in .build/debug).
enum Tool {
    static var playground: URL {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("playground")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return root.appendingPathComponent(".build/debug/playground")
    }

    struct Result { var status: Int32; var stdout: String; var stderr: String }

    /// Runs `executable` with `arguments` and waits.
    static func run(_ arguments: [String], executable: URL = playground, environment: [String: String]? = nil) throws -> Result {
        let p = Process()
        p.executableURL = executable
        p.arguments = arguments
        if let environment { p.environment = environment }
        let out = Pipe(), err = Pipe()
        p.standardOutput = out; p.standardError = err
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile(), e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return Result(status: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self), stderr: String(decoding: e, as: UTF8.self))
    }

    /// The build cache (`PLAYGROUND_CACHE`) the suites that open files share: its Clang modules
    /// and the modules that make `import SwiftUI` mean this package are made once per test run
    /// instead of once per suite (about 6 CPU-seconds each). `playground open` is made for a
    /// cache that processes use at once (work folders named by process, entries published by
    /// rename). A test that looks into its cache — what a failed build leaves — keeps its own.
    static let sharedOpenCache = tempDir("open-cache-shared")

    /// A fresh empty temporary folder, removed when the test process exits (build caches and
    /// recordings would otherwise pile up in /tmp run after run).
    static func tempDir(_ name: String) -> URL {
        let d = FileManager.default.temporaryDirectory.appendingPathComponent("pp-\(name)-\(getpid())")
        try? FileManager.default.removeItem(at: d)
        try? FileManager.default.createDirectory(at: d, withIntermediateDirectories: true)
        _ = cleanupAtExit
        _ = created.withLock { $0.insert(d.path) }
        return d
    }

    private static let created = Mutex(Set<String>())
    private static let cleanupAtExit: Void = {
        atexit {
            for path in Tool.created.withLock({ $0 }) { try? FileManager.default.removeItem(atPath: path) }
        }
    }()
}

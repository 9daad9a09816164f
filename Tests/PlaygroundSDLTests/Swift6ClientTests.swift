import Foundation
import Testing

/// Building views outside the main actor, as SwiftUI allows: its `ViewBuilder` is not isolated,
/// its views are made by non-isolated initialisers and its modifiers are `nonisolated`. A Swift 6
/// client that builds views in a global `@ViewBuilder` function, a non-isolated protocol
/// requirement or a `nonisolated` helper (`NonisolatedViews.swift`) must compile here without a
/// warning.
struct Swift6ClientTests {
    /// Kept in PlaygroundUITests, where the same views are also built and hosted.
    static let client = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("PlaygroundUITests/Previews/NonisolatedViews.swift")

    @Test func nonIsolatedViewCodeCompilesWithoutWarnings() throws {
        let bin = Tool.playground.deletingLastPathComponent()
        let dir = Tool.tempDir("swift6-client")
        let file = Self.client
        let maps = ((try? FileManager.default.contentsOfDirectory(atPath: bin.path)) ?? [])
            .filter { $0.hasSuffix(".build") }
            .map { bin.appendingPathComponent($0).appendingPathComponent("module.modulemap").path }
            .filter { FileManager.default.fileExists(atPath: $0) }
        let swiftc = try #require(["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"].first { FileManager.default.isExecutableFile(atPath: $0) }
            ?? (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/swiftc" }
                .first { FileManager.default.isExecutableFile(atPath: $0) })
        let run = try Tool.run(["-swift-version", "6", "-typecheck", "-warnings-as-errors",
                                "-I", bin.appendingPathComponent("Modules").path,
                                "-module-cache-path", dir.appendingPathComponent("mc").path]
                               + maps.flatMap { ["-Xcc", "-fmodule-map-file=\($0)"] } + [file.path],
                               executable: URL(fileURLWithPath: swiftc))
        #expect(run.status == 0, "\(run.stderr)")
    }
}

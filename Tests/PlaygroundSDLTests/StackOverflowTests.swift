import Foundation
import PlaygroundSDL
import Testing

/// Issue 26, item 6: a recursion without end in a program's own code — no walk of the engine, so
/// no stack check sees it — ran into the large stack's guard page, and the Swift runtime's
/// backtracer then walked the million frames of the 1 GiB stack for a minute before the process
/// died with 139. Now the fault is caught on an alternate signal stack and the run ends at once
/// with one line and exit 2, like views nested too deeply.
struct StackOverflowTests {
    /// Recursions that escape the walks' checks: a function called from a body, and a view whose
    /// initialiser makes another of itself (while its parent's body runs); and one the walks catch,
    /// a view whose body holds itself, for comparison.
    static let file = """
    import SwiftUI
    import PlaygroundSupport

    func depth(_ n: Int) -> Int { n < 0 ? 0 : 1 + depth(n + 1) }

    struct Runaway: View {
        var body: some View { Text("\\(depth(0))") }
    }

    struct Endless: View {
        let inner: AnyView
        init(_ n: Int) { inner = n < 0 ? AnyView(EmptyView()) : AnyView(Endless(n + 1)) }
        var body: some View { inner }
    }

    struct Mirror: View {
        var body: some View { AnyView(VStack { Text("m"); Mirror() }) }
    }

    struct Chooser: View {
        var body: some View {
            switch ProcessInfo.processInfo.environment["MODE"] {
            case "init": Endless(0)
            case "body": Mirror()
            default: Runaway()
            }
        }
    }

    PlaygroundPage.current.setLiveView(Chooser())
    """

    @Test(arguments: ["function", "init", "body"])
    func endlessRecursionEndsWithOneLine(mode: String) throws {
        let dir = Tool.tempDir("recursion-\(mode)")
        let source = dir.appendingPathComponent("Recursion.swift")
        try Self.file.write(to: source, atomically: true, encoding: .utf8)
        let env = ProcessInfo.processInfo.environment.merging(["PLAYGROUND_CACHE": Tool.sharedOpenCache.path, "MODE": mode]) { $1 }
        let out = dir.appendingPathComponent("out")
        // Built first (the build's progress lines are not the run's), then run from the cache.
        _ = try Tool.run(["open", source.path, "--headless", "--frames", "1"], environment: env)
        let r = try Tool.run(["open", source.path, "--headless", "--frames", "2", "--record", out.path], environment: env)
        #expect(r.status == 2, "\(r.stderr.prefix(500))")
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(r.stderr.prefix(1500))")
        #expect(r.stderr.contains("stack ran out"), "\(r.stderr.prefix(300))")
        #expect(!r.stderr.contains("Backtrace") && !r.stderr.contains("Crash"), "\(r.stderr.prefix(300))")
        #expect(FaultCampaignTests.framesWritten(in: r.stderr) == 0, "\(r.stderr.prefix(300))")
        #expect(FaultCampaignTests.holdsPrefix(0, in: out), "\(FaultCampaignTests.names(in: out))")
    }
}

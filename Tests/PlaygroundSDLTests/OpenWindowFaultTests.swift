import Foundation
import Testing

/// Issue 26's window cases under Xvfb: a body that never returns cannot keep the window from
/// SIGTERM, SIGINT or being closed (items 3), and a `--watch` save that crashes at run time keeps
/// the last good view on screen with the crash in the banner (item 2).
@Suite(.serialized, .enabled(if: X11Tools.available, "Xvfb, xdotool or ImageMagick import is not installed (make deps-test installs them); skipping the window test"))
struct OpenWindowFaultTests {
    static let cache = Tool.sharedOpenCache
    static var environment: [String: String] { ["PLAYGROUND_CACHE": cache.path] }

    /// A preview whose body never returns (the campaign's loop). It says "looping" first, so the
    /// test acts once the main thread is in the loop (not while SDL still sets the window up).
    static let loopFile = """
    import SwiftUI

    struct Spinner: View {
        var body: some View {
            var i = 0
            FileHandle.standardError.write(Data("looping\\n".utf8))
            while i >= 0 { i = (i &+ 1) & 0xffff }
            return Text("never \\(i)")
        }
    }

    #Preview { Spinner() }

    """

    enum Stop: String, CaseIterable { case sigterm, sigint, windowClose, controlQ, windowKill }

    /// Each way of stopping ends the stuck window within seconds, with one line and its exit
    /// code: 143 / 130 for the signals, 0 for a closed window (as any closed window).
    @Test(arguments: Stop.allCases)
    func aBodyThatNeverReturnsCannotKeepTheWindowOpen(stop: Stop) throws {
        let dir = Tool.tempDir("loop-\(stop.rawValue)")
        let file = dir.appendingPathComponent("Loop.swift")
        try Self.loopFile.write(to: file, atomically: true, encoding: .utf8)
        let x = try XvfbDisplay()
        defer { x.stop() }
        let app = try x.launch(["open", file.path, "--size", "200x100"], extraEnvironment: Self.environment)
        let window = x.waitForWindow(named: "Loop.swift", seconds: 300)
        try #require(!window.isEmpty, "no window: \(x.appReport)")
        try #require(XvfbDisplay.waitFor(120) { x.appStderr.contains("looping\n") }, "the body never ran: \(x.appReport)")
        switch stop {
        case .sigterm: kill(app.processIdentifier, SIGTERM)
        case .sigint: kill(app.processIdentifier, SIGINT)
        case .windowClose: _ = try x.xdotool(["windowclose", window])
        case .controlQ: _ = try x.xdotool(["key", "--window", window, "ctrl+q"])
        case .windowKill: _ = try x.xdotool(["windowkill", window])
        }
        #expect(XvfbDisplay.waitFor(60) { !app.isRunning }, "still running after \(stop): \(x.appReport)")
        guard !app.isRunning else { return }
        #expect(app.terminationReason == .exit)
        let expected: Int32 = switch stop { case .sigterm: 143; case .sigint: 130; default: 0 }
        #expect(app.terminationStatus == expected, "\(x.appReport)")
        let lines = x.appStderr.split(separator: "\n").filter {
            !$0.hasPrefix("building ") && !$0.hasPrefix("built ") && !$0.hasPrefix("preparing ") && $0 != "looping"
        }
        #expect(lines.count == 1, "\(x.appReport)")
        let line = lines.first.map(String.init) ?? ""
        switch stop {
        case .sigterm, .sigint:
            #expect(line.hasPrefix("interrupted: the view's code did not return for 2 s (an endless loop?); stopped "), "\(line)")
        case .windowClose:
            #expect(line.hasPrefix("the window was destroyed while the view's code was still running"), "\(line)")
        case .controlQ:
            #expect(line.hasPrefix("the window was closed with Ctrl-Q while the view's code was still running"), "\(line)")
        case .windowKill:
            #expect(line.hasPrefix("the window was disconnected from the display while the view's code was still running"), "\(line)")
        }
        #expect(!x.appStderr.contains("READY"), "a stray READY line: \(x.appStderr)")
    }

    static func watchSource(_ body: String) -> String {
        """
        import SwiftUI

        struct Backdrop: View {
            var body: some View {
                \(body)
            }
        }

        #Preview { Backdrop() }

        """
    }

    /// A save that crashes at run time: the watch goes on, the last good (blue) view comes back
    /// with the crash's reason in the banner, and the next good save replaces it.
    @Test func aSaveThatCrashesKeepsTheLastGoodView() throws {
        let dir = Tool.tempDir("watch-crash")
        let file = dir.appendingPathComponent("Backdrop.swift")
        try Self.watchSource("Color.blue").write(to: file, atomically: true, encoding: .utf8)
        let x = try XvfbDisplay()
        defer { x.stop() }
        let watcher = try x.launch(["open", file.path, "--watch", "--size", "240x160"], extraEnvironment: Self.environment)
        defer { if watcher.isRunning { watcher.terminate(); watcher.waitUntilExit() } }
        let blue: ((r: Int, g: Int, b: Int)) -> Bool = { $0.b > 200 && $0.r < 60 && $0.g < 160 }
        #expect(x.waitForColor(name: "Backdrop.swift", seconds: 300, at: (120, 120), blue), "the first build never showed blue: \(x.appReport)")

        try Self.watchSource("fatalError(\"the crash of this save\")").write(to: file, atomically: true, encoding: .utf8)
        let banner: ((r: Int, g: Int, b: Int)) -> Bool = { $0.r > 150 && $0.r < 215 && $0.g < 60 && $0.b < 60 }
        #expect(XvfbDisplay.waitFor(300) { x.appStderr.contains("showing the last good version until the next save") }, "\(x.appReport)")
        #expect(x.waitForColor(name: "Backdrop.swift", seconds: 120, at: (4, 4), banner), "no banner after the crash: \(x.appReport)")
        #expect(x.waitForColor(name: "Backdrop.swift", seconds: 60, at: (120, 150), blue), "the last good view is not shown: \(x.appReport)")
        #expect(watcher.isRunning, "the watch ended: \(x.appReport)")
        #expect(x.appStderr.contains("Backdrop.swift crashed: Backdrop.swift:5: Fatal error: the crash of this save; showing the last good version until the next save"),
                "\(x.appReport)")
        #expect(!x.appStderr.contains("watch ended"), "\(x.appReport)")

        try Self.watchSource("Color.green").write(to: file, atomically: true, encoding: .utf8)
        #expect(x.waitForColor(name: "Backdrop.swift", seconds: 300, at: (4, 4)) { $0.g > 150 && $0.r < 100 && $0.b < 130 },
                "the fixed version never appeared: \(x.appReport)")
        watcher.terminate()
        #expect(XvfbDisplay.waitFor(30) { !watcher.isRunning }, "SIGTERM should end the watch")
    }
}

extension XvfbDisplay {
    /// The app's stderr so far.
    var appStderr: String {
        let report = appReport
        guard let range = report.range(of: "stderr: ") else { return "" }
        let log = String(report[range.upperBound...])
        return log == "(empty)" ? "" : log
    }

    /// A screenshot of the window named `name` (nil when it is not there).
    func screenshot(name: String) -> RGBImage? {
        let window = ((try? xdotool(["search", "--onlyvisible", "--name", name])) ?? "").split(separator: "\n").last.map(String.init) ?? ""
        guard !window.isEmpty else { return nil }
        let shot = Tool.tempDir("fault-shot").appendingPathComponent("w.png")
        // The window may close under `import` (the watcher swaps programs): import then waits
        // forever holding a server grab, so it gets 5 s and is killed (which ends the grab).
        guard let grab = try? Tool.run(["-s", "KILL", "5", X11Tools.importTool, "-window", window, shot.path],
                                       executable: URL(fileURLWithPath: "/usr/bin/timeout"), environment: environment),
              grab.status == 0 else { return nil }
        return RGBImage.load(shot.path)
    }

    /// Waits up to `seconds` until the pixel at `point` of the window named `name` passes `test`.
    func waitForColor(name: String, seconds: Double, at point: (Int, Int), _ test: ((r: Int, g: Int, b: Int)) -> Bool) -> Bool {
        Self.waitFor(seconds) {
            guard let image = screenshot(name: name), point.0 < image.width, point.1 < image.height else { return false }
            return test(image.pixel(point.0, point.1))
        }
    }
}

import Foundation
import Testing

/// `playground open FILE --watch` in a real window under Xvfb: a save replaces the view, a save
/// that does not compile keeps the last good view and shows the first error in a banner, and the
/// next good save clears it.
@Suite(.serialized, .enabled(if: X11Tools.available, "Xvfb, xdotool or ImageMagick import is not installed (make deps-test installs them); skipping the window test"))
struct OpenWatchWindowTests {
    static func source(_ color: String, broken: Bool = false) -> String {
        """
        import SwiftUI

        struct Backdrop: View {
            var body: some View {
                \(color)\(broken ? ".nonexistentModifier()" : "")
            }
        }

        #Preview { Backdrop() }

        """
    }

    @Test func savingTheFileReplacesTheViewAndErrorsShowInTheWindow() throws {
        let dir = Tool.tempDir("open-watch")
        let file = dir.appendingPathComponent("Backdrop.swift")
        try Self.source("Color.red").write(to: file, atomically: true, encoding: .utf8)
        let x = try XvfbDisplay()
        defer { x.stop() }
        let cache = Tool.sharedOpenCache
        let watcher = try x.launch(["open", file.path, "--watch", "--size", "240x160"], extraEnvironment: ["PLAYGROUND_CACHE": cache.path])
        defer { if watcher.isRunning { watcher.terminate(); watcher.waitUntilExit() } }

        #expect(waitForColor(x, name: "Backdrop.swift", seconds: 90, at: (120, 120)) { $0.r > 200 && $0.g < 90 && $0.b < 90 },
                "the first build never showed red: \(x.appReport)")

        // Save a new version: the window shows it.
        let saved = Date()
        try Self.source("Color.blue").write(to: file, atomically: true, encoding: .utf8)
        #expect(waitForColor(x, name: "Backdrop.swift", seconds: 60, at: (120, 120)) { $0.b > 200 && $0.r < 60 && $0.g < 160 },
                "the saved version never appeared: \(x.appReport)")
        let reload = Date().timeIntervalSince(saved)
        print("watch: save to new frame in \(String(format: "%.1f", reload)) s")

        // A save that does not compile: the blue view stays, an error banner covers the top.
        try Self.source("Color.green", broken: true).write(to: file, atomically: true, encoding: .utf8)
        #expect(waitForColor(x, name: "Backdrop.swift", seconds: 60, at: (4, 4)) { $0.r > 150 && $0.r < 215 && $0.g < 60 && $0.b < 60 },
                "no error banner after a broken save: \(x.appReport)")
        let shot = try #require(screenshot(x, name: "Backdrop.swift"))
        let bottom = shot.pixel(120, 150)
        #expect(bottom.b > 200 && bottom.r < 60 && bottom.g < 160, "the last good (blue) view is kept under the banner: \(bottom)")

        // Fixing it clears the banner and shows the fix.
        try Self.source("Color.green").write(to: file, atomically: true, encoding: .utf8)
        #expect(waitForColor(x, name: "Backdrop.swift", seconds: 60, at: (4, 4)) { $0.g > 150 && $0.r < 100 && $0.b < 130 },
                "the fixed version never appeared: \(x.appReport)")

        watcher.terminate()
        #expect(XvfbDisplay.waitFor(10) { !watcher.isRunning }, "SIGTERM should end the watch")
    }

    private func screenshot(_ x: XvfbDisplay, name: String) -> RGBImage? {
        let window = ((try? x.xdotool(["search", "--onlyvisible", "--name", name])) ?? "").split(separator: "\n").last.map(String.init) ?? ""
        guard !window.isEmpty else { return nil }
        let shot = Tool.tempDir("watch-shot").appendingPathComponent("w.png")
        // The window may close under `import` (the watcher swaps programs): import then waits
        // forever holding a server grab, so it gets 5 s and is killed (which ends the grab).
        guard let grab = try? Tool.run(["-s", "KILL", "5", X11Tools.importTool, "-window", window, shot.path],
                                       executable: URL(fileURLWithPath: "/usr/bin/timeout"),
                                       environment: x.environment), grab.status == 0 else { return nil }
        return RGBImage.load(shot.path)
    }

    private func waitForColor(_ x: XvfbDisplay, name: String, seconds: Double, at point: (Int, Int),
                              _ test: ((r: Int, g: Int, b: Int)) -> Bool) -> Bool {
        XvfbDisplay.waitFor(seconds) {
            guard let image = screenshot(x, name: name), point.0 < image.width, point.1 < image.height else { return false }
            return test(image.pixel(point.0, point.1))
        }
    }
}

import Foundation
import PlaygroundSDL
import PlaygroundUI
import Testing

/// The scene browser in a real window (`playground run` with no scene) under its own Xvfb: keys
/// pressed with xdotool switch scenes (the window title follows) and `i` shows the inspector.
@Suite(.serialized, .enabled(if: X11Tools.available, "Xvfb, xdotool or ImageMagick import is not installed; skipping the window test"))
@MainActor
struct WindowBrowserTests {
    @Test func keysSwitchScenesAndShowTheInspector() throws {
        let display = ":\(190 + Int(getpid() % 100))"
        let xvfb = Process()
        xvfb.executableURL = URL(fileURLWithPath: X11Tools.xvfb)
        xvfb.arguments = [display, "-screen", "0", "1024x768x24", "-nolisten", "tcp"]
        xvfb.standardOutput = FileHandle.nullDevice; xvfb.standardError = FileHandle.nullDevice
        try xvfb.run()
        defer { kill(xvfb.processIdentifier, SIGKILL); xvfb.waitUntilExit() }
        #expect(waitFor(5) { FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(display.dropFirst())") })

        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display; env["SDL_VIDEODRIVER"] = nil; env["WAYLAND_DISPLAY"] = nil
        let app = Process()
        app.executableURL = Tool.playground
        app.arguments = ["run"]
        app.environment = env
        app.standardOutput = FileHandle.nullDevice; app.standardError = FileHandle.nullDevice
        try app.run()
        defer { if app.isRunning { kill(app.processIdentifier, SIGKILL) }; app.waitUntilExit() }

        let xdotool = URL(fileURLWithPath: X11Tools.xdotool)
        func x(_ args: [String]) throws -> String {
            try Tool.run(args, executable: xdotool, environment: env).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        var window = ""
        #expect(waitFor(20) {
            window = ((try? x(["search", "--name", "frames-onchange"])) ?? "").split(separator: "\n").first.map(String.init) ?? ""
            return !window.isEmpty
        }, "the browser window never appeared")
        try #require(!window.isEmpty)
        #expect(try x(["getwindowname", window]) == "frames-onchange — seed 000_87d3977dbddecb92.txt")
        _ = try x(["key", "--window", window, "Right"])
        #expect(waitFor(5) { ((try? x(["getwindowname", window])) ?? "").hasPrefix("anchors-overlay — seed 000_") })
        _ = try x(["key", "--window", window, "8", "i"])
        #expect(waitFor(5) { ((try? x(["getwindowname", window])) ?? "").hasPrefix("anchor-buttons — seed 003_") })
        Thread.sleep(forTimeInterval: 1.0)
        let shot = Tool.tempDir("browser-shot").appendingPathComponent("window.png")
        let grab = try Tool.run(["-window", window, shot.path], executable: URL(fileURLWithPath: X11Tools.importTool), environment: env)
        #expect(grab.status == 0, "import: \(grab.stderr)")
        let image = try #require(RGBImage.load(shot.path))
        let c = KeyColor.color(for: "TextBoundsKey").rgba8
        var keyPixels = 0
        for y in 0..<image.height { for x in 0..<image.width {
            let p = image.pixel(x, y)
            if abs(p.r - Int(c.r)) < 30, abs(p.g - Int(c.g)) < 30, abs(p.b - Int(c.b)) < 30 { keyPixels += 1 }
        } }
        #expect(keyPixels > 200, "the inspector should outline the buttons in TextBoundsKey's colour")
        app.terminate()
        #expect(waitFor(5) { !app.isRunning })
    }

    private func waitFor(_ seconds: Double, _ condition: () -> Bool) -> Bool {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return condition()
    }
}

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
        let display = try XvfbDisplay()
        defer { display.stop() }
        let app = try display.launch(["run"])
        func x(_ args: [String]) throws -> String { try display.xdotool(args) }
        let window = display.waitForWindow(named: "frames-onchange")
        try #require(!window.isEmpty, "the browser window never appeared: \(display.appReport)")
        #expect(try x(["getwindowname", window]) == "frames-onchange — seed 000_87d3977dbddecb92.txt")
        _ = try x(["key", "--window", window, "Right"])
        #expect(XvfbDisplay.waitFor(5) { ((try? x(["getwindowname", window])) ?? "").hasPrefix("anchors-overlay — seed 000_") })
        _ = try x(["key", "--window", window, "8", "i"])
        #expect(XvfbDisplay.waitFor(5) { ((try? x(["getwindowname", window])) ?? "").hasPrefix("anchor-buttons — seed 003_") })
        Thread.sleep(forTimeInterval: 1.0)
        let shot = Tool.tempDir("browser-shot").appendingPathComponent("window.png")
        let grab = try Tool.run(["-window", window, shot.path], executable: URL(fileURLWithPath: X11Tools.importTool), environment: display.environment)
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
        #expect(XvfbDisplay.waitFor(5) { !app.isRunning })
    }
}

import Foundation
import PlaygroundSDL
import PlaygroundUI
import Testing

/// The scene browser in a real window (`playground run` with no scene) under its own Xvfb: keys
/// pressed with xdotool switch scenes (the window title follows) and `i` shows the inspector.
@Suite(.serialized, .enabled(if: X11Tools.available, "Xvfb, xdotool or ImageMagick import is not installed; skipping the window test"))
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
        #expect(XvfbDisplay.waitFor(XvfbDisplay.patience) { ((try? x(["getwindowname", window])) ?? "").hasPrefix("anchors-overlay — seed 000_") })
        _ = try x(["key", "--window", window, "8", "i"])
        #expect(XvfbDisplay.waitFor(XvfbDisplay.patience) { ((try? x(["getwindowname", window])) ?? "").hasPrefix("anchor-buttons — seed 003_") })
        let c = KeyColor.color(for: "TextBoundsKey").rgba8
        func keyPixels(_ image: RGBImage) -> Int {
            var n = 0
            for y in 0..<image.height { for x in 0..<image.width {
                let p = image.pixel(x, y)
                if abs(p.r - Int(c.r)) < 30, abs(p.g - Int(c.g)) < 30, abs(p.b - Int(c.b)) < 30 { n += 1 }
            } }
            return n
        }
        // Screenshots until the inspector's outlines show (the window draws in software: on a
        // loaded machine a frame can take seconds).
        #expect(display.screenshot(window) { keyPixels($0) > 200 } != nil, "the inspector should outline the buttons in TextBoundsKey's colour")
        app.terminate()
        #expect(XvfbDisplay.waitFor(XvfbDisplay.patience) { !app.isRunning })
    }
}

import Foundation
import PlaygroundScenes
import PlaygroundSDL
import PlaygroundUI
import Testing

/// End to end in a real window: `playground run frames-onchange` under its own Xvfb, xdotool
/// clicks 五月, and an ImageMagick screenshot must show the pink border around 五月, not ㄧ月.
@Suite(.serialized, .enabled(if: X11Tools.available, "Xvfb, xdotool or ImageMagick import is not installed (make deps-test installs them); skipping the window test"))
struct WindowEndToEndTests {
    /// The layout on the main actor, the window off it (PresentationWindowTests says why).
    @Test func clickingAMonthMovesTheBorderInTheRealWindow() async throws {
        let (name, size, may, january) = try await MainActor.run { () throws -> (String, CGSize, CGRect, CGRect) in
            let scene = try #require(SceneCatalog.scene(named: "frames-onchange"))
            // Where the months are: the same layout the window computes (density 1 under Xvfb).
            let layout = ViewHost(rootView: scene.makeView(), size: scene.size, textMeasurer: try TTFTextEngine())
            return (scene.name, scene.size, try #require(layout.frame(ofText: "五月")), try #require(layout.frame(ofText: "ㄧ月")))
        }

        let x = try XvfbDisplay()
        defer { x.stop() }
        let app = try x.launch(["run", name])
        let window = x.waitForWindow(named: name)
        try #require(!window.isEmpty, "the window never appeared: \(x.appReport)")
        #expect(x.waitUntilDrawn(window), "the window never drew: \(x.appReport)")
        let click = try Tool.run(["mousemove", "--window", window, "\(Int(may.midX))", "\(Int(may.midY))", "click", "1"],
                                 executable: URL(fileURLWithPath: X11Tools.xdotool), environment: x.environment)
        #expect(click.status == 0, "xdotool: \(click.stderr)")
        // Until the border is around 五月, then until the spring has settled.
        _ = x.screenshot(window) { pinkPixels($0, around: may) > 40 }
        let image = try #require(x.settledScreenshot(window))
        #expect(image.width == Int(size.width) && image.height == Int(size.height))
        #expect(pinkPixels(image, around: may) > 40, "no pink border around 五月 after the click")
        #expect(pinkPixels(image, around: january) < 5, "the border is still around ㄧ月")

        app.terminate()
        #expect(XvfbDisplay.waitFor(XvfbDisplay.patience) { !app.isRunning }, "SIGTERM should close the window")
        if !app.isRunning { #expect(app.terminationStatus == 0, "SIGTERM should close the window cleanly") }
    }

    private func pinkPixels(_ image: RGBImage, around frame: CGRect) -> Int {
        let r = frame.insetBy(dx: -24, dy: -14)
        var n = 0
        for y in max(0, Int(r.minY))..<min(image.height, Int(r.maxY)) {
            for x in max(0, Int(r.minX))..<min(image.width, Int(r.maxX)) {
                let p = image.pixel(x, y)
                if p.r > 220, p.g < 100, p.b > 50, p.b < 140 { n += 1 }
            }
        }
        return n
    }
}

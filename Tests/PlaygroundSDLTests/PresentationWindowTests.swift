import Foundation
import PlaygroundScenes
import PlaygroundSDL
import PlaygroundUI
import Testing

/// End to end in a real window (docs/semantics.md §28): `playground run sheet-measured-height`
/// under its own Xvfb; xdotool clicks a drink (the sheet slides up), then Place Order (the sheet
/// goes and the alert comes), then OK; ImageMagick screenshots check each.
@Suite(.serialized, .enabled(if: X11Tools.available, "Xvfb, xdotool or ImageMagick import is not installed (make deps-test installs them); skipping the window test"))
struct PresentationWindowTests {
    /// The layout is computed on the main actor; the window is driven off it (it waits on Xvfb
    /// for seconds, which the main actor's other tests need not wait for).
    @Test func sheetAndAlertByClicksInTheRealWindow() async throws {
        // 700 pt tall: the test server's screen is 768 pixels high.
        let size = CGSize(width: 390, height: 700)
        let (name, drink, order, ok) = try await MainActor.run { () throws -> (String, CGRect, CGRect, CGRect) in
            let scene = try #require(SceneCatalog.scene(named: "sheet-measured-height"))
            // Where things are: the same layout the window computes (density 1 under Xvfb).
            let layout = ViewHost(rootView: scene.makeView(), size: size, textMeasurer: try TTFTextEngine())
            layout.printsWarnings = false
            let drink = try #require(layout.frame(ofText: "Flat White"))
            layout.tap(onText: "Flat White"); layout.advance(seconds: 1)
            let order = try #require(layout.frame(ofText: "Place Order"))
            layout.tap(onText: "Place Order"); layout.advance(seconds: 1)
            return (scene.name, drink, order, try #require(layout.frame(ofText: "OK")))
        }

        let x = try XvfbDisplay()
        defer { x.stop() }
        let app = try x.launch(["run", name, "--size", "390x700"])
        let window = x.waitForWindow(named: name)
        try #require(!window.isEmpty, "the window never appeared: \(x.appReport)")
        #expect(x.waitUntilDrawn(window), "the window never drew: \(x.appReport)")
        func click(_ r: CGRect) throws {
            let c = try Tool.run(["mousemove", "--window", window, "\(Int(r.midX))", "\(Int(r.midY))", "click", "1"],
                                 executable: URL(fileURLWithPath: X11Tools.xdotool), environment: x.environment)
            #expect(c.status == 0, "xdotool: \(c.stderr)")
        }
        /// Screenshots until `done` holds (software rendering under Xvfb on a loaded machine can
        /// take seconds per animation), then until the animation has settled.
        func settled(_ name: String, until done: (RGBImage) -> Bool) throws -> RGBImage {
            _ = x.screenshot(window, when: done)
            return try #require(x.settledScreenshot(window), "no screenshot of \(name)")
        }
        func white(_ p: (r: Int, g: Int, b: Int)) -> Bool { p.r > 250 && p.g > 250 && p.b > 250 }
        try click(drink)
        let sheet = try settled("sheet") { bluePixels($0, in: order) > 200 && isDimmed($0.pixel(20, 300)) }
        #expect(sheet.width == Int(size.width) && sheet.height == Int(size.height))
        #expect(bluePixels(sheet, in: order) > 200, "no Place Order button in the sheet")
        #expect(isDimmed(sheet.pixel(20, 300)), "the window behind the sheet is not dimmed")
        try click(order)
        let alert = try settled("alert") { bluePixels($0, in: order) < 20 && white($0.pixel(Int(ok.midX) - 120, Int(ok.minY) - 8)) }
        #expect(bluePixels(alert, in: order) < 20, "the sheet is still up")
        let card = alert.pixel(Int(ok.midX) - 120, Int(ok.minY) - 8)
        #expect(card.r > 240 && card.g > 240 && card.b > 240, "no alert card above OK")
        try click(ok)
        let done = try settled("done") { white($0.pixel(20, 300)) }
        let corner = done.pixel(20, 300)
        #expect(corner.r > 250 && corner.g > 250 && corner.b > 250, "still dimmed after OK")

        app.terminate()
        #expect(XvfbDisplay.waitFor(XvfbDisplay.patience) { !app.isRunning }, "SIGTERM should close the window")
    }

    private func isDimmed(_ p: (r: Int, g: Int, b: Int)) -> Bool {
        p.r < 200 && p.r > 100 && abs(p.r - p.b) < 10
    }

    private func bluePixels(_ image: RGBImage, in frame: CGRect) -> Int {
        let r = frame.insetBy(dx: -60, dy: -10)
        var n = 0
        let y0 = max(0, Int(r.minY)), y1 = min(image.height, Int(r.maxY))
        let x0 = max(0, Int(r.minX)), x1 = min(image.width, Int(r.maxX))
        guard y0 < y1, x0 < x1 else { return 0 }
        for y in y0..<y1 {
            for x in x0..<x1 {
                let p = image.pixel(x, y)
                if p.b > 200, p.r < 80, p.g > 90, p.g < 160 { n += 1 }
            }
        }
        return n
    }
}

import Foundation
import PlaygroundScenes
import PlaygroundSDL
import PlaygroundUI
import Testing

/// End to end in a real window (docs/semantics.md §27): `playground run nav-custom-bar` under its
/// own Xvfb; xdotool clicks a trail (pushed), the custom bar's back button (popped), another
/// trail, then presses Escape (popped); ImageMagick screenshots check each.
@Suite(.serialized, .enabled(if: X11Tools.available, "Xvfb, xdotool or ImageMagick import is not installed (make deps-test installs them); skipping the window test"))
struct NavigationWindowTests {
    /// The layout on the main actor, the window off it (PresentationWindowTests says why).
    @Test func pushAndPopByClicksAndEscapeInTheRealWindow() async throws {
        let (name, size, ridge, cedar, log) = try await MainActor.run { () throws -> (String, CGSize, CGRect, CGRect, CGRect) in
            let scene = try #require(SceneCatalog.scene(named: "nav-custom-bar"))
            // Where things are: the same layout the window computes (density 1 under Xvfb).
            let layout = ViewHost(rootView: scene.makeView(), size: scene.size, textMeasurer: try TTFTextEngine())
            layout.printsWarnings = false
            let ridge = try #require(layout.frame(ofText: "Ridge Loop"))
            let cedar = try #require(layout.frame(ofText: "Cedar Falls"))
            layout.tap(onText: "Ridge Loop"); layout.advance(seconds: 1)
            return (scene.name, scene.size, ridge, cedar, try #require(layout.frame(ofText: "Log this hike")))
        }

        let x = try XvfbDisplay()
        defer { x.stop() }
        let app = try x.launch(["run", name])
        let window = x.waitForWindow(named: name)
        try #require(!window.isEmpty, "the window never appeared: \(x.appReport)")
        #expect(x.waitUntilDrawn(window), "the window never drew: \(x.appReport)")
        func xdotool(_ args: [String]) throws {
            let c = try Tool.run(args, executable: URL(fileURLWithPath: X11Tools.xdotool), environment: x.environment)
            #expect(c.status == 0, "xdotool: \(c.stderr)")
        }
        func click(_ p: CGPoint) throws {
            try xdotool(["mousemove", "--window", window, "\(Int(p.x))", "\(Int(p.y))", "click", "1"])
        }
        func shot(_ name: String) throws -> RGBImage {
            // The first shot that `import` completes (a killed one is taken again).
            let file = Tool.tempDir("shot-\(name)").appendingPathComponent("\(name).png")
            var grabbed = false
            _ = XvfbDisplay.waitFor(XvfbDisplay.patience) {
                grabbed = (try? x.grabWindow(window, to: file))?.status == 0
                return grabbed
            }
            #expect(grabbed, "import never completed a screenshot")
            return try #require(RGBImage.load(file.path))
        }
        /// The detail's "Log this hike" button is dark green; the root list is white there.
        func showsDetail(_ image: RGBImage) -> Bool {
            let p = image.pixel(Int(log.minX) - 4, Int(log.midY))
            return p.g > p.r + 30 && p.g > p.b && p.r < 80
        }
        /// Whether the window comes to show the detail (`true`) or the list: screenshots are
        /// taken until it does (software rendering under Xvfb on a loaded machine can take
        /// seconds for the slide), then until the slide has settled.
        func settles(showingDetail wanted: Bool, _ name: String) throws -> Bool {
            _ = x.screenshot(window) { showsDetail($0) == wanted }
            return x.settledScreenshot(window).map { showsDetail($0) == wanted } ?? false
        }

        let root = try shot("root")
        #expect(root.width == Int(size.width) && root.height == Int(size.height))
        #expect(!showsDetail(root))
        try click(CGPoint(x: ridge.midX, y: ridge.midY))
        #expect(try settles(showingDetail: true, "pushed"), "clicking a trail did not push its page")
        try click(CGPoint(x: 34, y: 42))   // the custom bar's round back button
        #expect(try settles(showingDetail: false, "popped"), "the back button did not pop")
        try click(CGPoint(x: cedar.midX, y: cedar.midY))
        #expect(try settles(showingDetail: true, "pushed-again"))
        try xdotool(["key", "--window", window, "Escape"])
        #expect(try settles(showingDetail: false, "escaped"), "Escape did not pop")

        app.terminate()
        #expect(XvfbDisplay.waitFor(XvfbDisplay.patience) { !app.isRunning }, "SIGTERM should close the window")
    }
}

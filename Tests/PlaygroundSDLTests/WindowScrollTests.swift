import Foundation
import PlaygroundScenes
import PlaygroundSDL
import PlaygroundUI
import Testing

/// Scrolling in a real window: a user's file with the scroll-offset reader people publish
/// (GeometryReader + Color.clear + preference + onPreferenceChange in a named space), opened with
/// `playground open` under its own Xvfb; xdotool turns the mouse wheel (the header fades in as the
/// reader reports the scroll) and then drags the list back to the top (the header fades out).
@Suite(.serialized, .enabled(if: X11Tools.available, "Xvfb, xdotool or ImageMagick import is not installed (make deps-test installs them); skipping the window test"))
struct WindowScrollTests {
    static let userFile = """
    import SwiftUI

    struct OffsetKey: PreferenceKey {
        static var defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
            value += nextValue()
        }
    }

    struct ContentView: View {
        @State private var offset: CGFloat = 0

        var body: some View {
            VStack(spacing: 0) {
                Text("Inbox")
                    .frame(maxWidth: .infinity)
                    .padding()
                    .background(Color.blue.opacity(Double(min(max(-offset / 120, 0), 1))))
                ScrollView {
                    VStack(spacing: 8) {
                        ForEach(0..<40) { i in
                            Text("Message \\(i)").frame(maxWidth: .infinity, minHeight: 44)
                        }
                    }
                    .background(GeometryReader { proxy in
                        Color.clear.preference(key: OffsetKey.self, value: proxy.frame(in: .named("scroll")).minY)
                    })
                }
                .coordinateSpace(name: "scroll")
                .onPreferenceChange(OffsetKey.self) { offset = $0 }
            }
        }
    }

    #Preview("Fading header") {
        ContentView()
    }

    """

    @Test func wheelAndDragScrollTheWindow() throws {
        let dir = Tool.tempDir("window-scroll")
        let file = dir.appendingPathComponent("Header.swift")
        try Self.userFile.write(to: file, atomically: true, encoding: .utf8)
        let x = try XvfbDisplay()
        defer { x.stop() }
        let app = try x.launch(["open", file.path, "--size", "390x600"],
                               extraEnvironment: ["PLAYGROUND_CACHE": dir.appendingPathComponent("cache").path])
        let window = x.waitForWindow(named: "Fading header", seconds: 120)
        try #require(!window.isEmpty, "the window never appeared: \(x.appReport)")
        #expect(x.waitUntilDrawn(window), "the window never drew: \(x.appReport)")
        func xdotool(_ args: [String]) throws {
            let r = try Tool.run(args, executable: URL(fileURLWithPath: X11Tools.xdotool), environment: x.environment)
            #expect(r.status == 0, "xdotool \(args): \(r.stderr)")
        }
        func header(_ image: RGBImage) -> (r: Int, g: Int, b: Int) {
            image.pixel(10, 10)   // the header's background, left of its title
        }
        func header() throws -> (r: Int, g: Int, b: Int) { header(try #require(x.screenshot(window))) }
        /// The header once it shows `wanted` (screenshots until it does, then until it settles).
        func header(until wanted: ((r: Int, g: Int, b: Int)) -> Bool) throws -> (r: Int, g: Int, b: Int) {
            _ = x.screenshot(window) { wanted(header($0)) }
            return header(try #require(x.settledScreenshot(window)))
        }
        func clear(_ p: (r: Int, g: Int, b: Int)) -> Bool { p.r > 240 && p.g > 240 && p.b > 240 }
        let before = try header()
        #expect(before.r > 240 && before.g > 240 && before.b > 240, "the header starts clear: \(before)")

        // Four wheel notches down (40 pt each): the content moves 160 pt, past the 120-pt fade.
        try xdotool(["mousemove", "--window", window, "195", "300"])
        for _ in 0..<4 { try xdotool(["click", "5"]); Thread.sleep(forTimeInterval: 0.1) }   // notches, paced
        let scrolled = try header { $0.b > 200 && $0.r < 60 }
        #expect(scrolled.b > 200 && scrolled.r < 60, "the header is blue after the wheel: \(scrolled)")

        // Drag the content down by 300 pt, slowly: back at the top, the header is clear again.
        try xdotool(["mousemove", "--window", window, "195", "150", "mousedown", "1"])
        for y in stride(from: 170, through: 450, by: 20) {
            try xdotool(["mousemove", "--window", window, "195", "\(y)"])
            Thread.sleep(forTimeInterval: 0.03)
        }
        Thread.sleep(forTimeInterval: 0.3)   // held still before the release: no fling
        try xdotool(["mouseup", "1"])
        let back = try header(until: clear)   // the rubber band springs back
        #expect(back.r > 240 && back.g > 240 && back.b > 240, "the header is clear again after the drag: \(back)")

        app.terminate()
        #expect(XvfbDisplay.waitFor(XvfbDisplay.patience) { !app.isRunning }, "SIGTERM should close the window")
    }
}

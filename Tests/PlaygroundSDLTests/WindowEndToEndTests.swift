import Foundation
import PlaygroundScenes
import PlaygroundSDL
import PlaygroundUI
import Testing

/// The tools the window test drives (installed by `make deps-test`).
enum X11Tools {
    static let xvfb = "/usr/bin/Xvfb", xdotool = "/usr/bin/xdotool", importTool = "/usr/bin/import"
    static var available: Bool {
        [xvfb, xdotool, importTool].allSatisfy { FileManager.default.isExecutableFile(atPath: $0) }
    }
}

/// End to end in a real window: `playground run frames-onchange` under its own Xvfb, xdotool
/// clicks 五月, and an ImageMagick screenshot must show the pink border around 五月, not ㄧ月.
@Suite(.serialized, .enabled(if: X11Tools.available, "Xvfb, xdotool or ImageMagick import is not installed (make deps-test installs them); skipping the window test"))
@MainActor
struct WindowEndToEndTests {
    @Test func clickingAMonthMovesTheBorderInTheRealWindow() throws {
        let scene = try #require(SceneCatalog.scene(named: "frames-onchange"))
        // Where the months are: the same layout the window computes (density 1 under Xvfb).
        let layout = ViewHost(rootView: scene.makeView(), size: scene.size, textMeasurer: try TTFTextEngine())
        let may = try #require(layout.frame(ofText: "五月")), january = try #require(layout.frame(ofText: "ㄧ月"))

        let display = ":\(90 + Int(getpid() % 100))"
        let xvfb = Process()
        xvfb.executableURL = URL(fileURLWithPath: X11Tools.xvfb)
        xvfb.arguments = [display, "-screen", "0", "1024x768x24", "-nolisten", "tcp"]
        xvfb.standardOutput = FileHandle.nullDevice; xvfb.standardError = FileHandle.nullDevice
        try xvfb.run()
        defer { kill(xvfb.processIdentifier, SIGKILL); xvfb.waitUntilExit() }
        let socket = "/tmp/.X11-unix/X\(display.dropFirst())"
        #expect(waitFor(5) { FileManager.default.fileExists(atPath: socket) }, "Xvfb did not start on \(display)")

        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display; env["SDL_VIDEODRIVER"] = nil; env["WAYLAND_DISPLAY"] = nil
        let app = Process()
        app.executableURL = Tool.playground
        app.arguments = ["run", scene.name]
        app.environment = env
        app.standardOutput = FileHandle.nullDevice; app.standardError = FileHandle.nullDevice
        try app.run()
        defer { if app.isRunning { kill(app.processIdentifier, SIGKILL) }; app.waitUntilExit() }

        var window = ""
        #expect(waitFor(20) {
            window = (try? Tool.run(["search", "--name", scene.name], executable: URL(fileURLWithPath: X11Tools.xdotool), environment: env).stdout
                .split(separator: "\n").first.map(String.init)) ?? ""
            return !window.isEmpty
        }, "the window never appeared")
        try #require(!window.isEmpty)
        Thread.sleep(forTimeInterval: 1.0)
        let click = try Tool.run(["mousemove", "--window", window, "\(Int(may.midX))", "\(Int(may.midY))", "click", "1"],
                                 executable: URL(fileURLWithPath: X11Tools.xdotool), environment: env)
        #expect(click.status == 0, "xdotool: \(click.stderr)")
        Thread.sleep(forTimeInterval: 2.0)   // let the spring settle
        let shot = Tool.tempDir("shot").appendingPathComponent("window.png")
        let grab = try Tool.run(["-window", window, shot.path], executable: URL(fileURLWithPath: X11Tools.importTool), environment: env)
        #expect(grab.status == 0, "import: \(grab.stderr)")
        let image = try #require(RGBImage.load(shot.path))
        #expect(image.width == Int(scene.size.width) && image.height == Int(scene.size.height))
        #expect(pinkPixels(image, around: may) > 40, "no pink border around 五月 after the click")
        #expect(pinkPixels(image, around: january) < 5, "the border is still around ㄧ月")

        app.terminate()
        #expect(waitFor(5) { !app.isRunning }, "SIGTERM should close the window")
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

    private func waitFor(_ seconds: Double, _ condition: () -> Bool) -> Bool {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return condition()
    }
}

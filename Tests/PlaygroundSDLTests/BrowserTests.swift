import Foundation
import PlaygroundScenes
import PlaygroundSDL
import PlaygroundUI
import Testing

/// The scene browser: key → command mapping, and a `LiveSession` switching, restarting, pausing,
/// stepping and slowing down scenes; plus a headless recording driven by script `key` lines.
@Suite(.serialized) @MainActor
struct BrowserTests {
    private func session() throws -> LiveSession {
        let scenes = SceneCatalog.all.map { LiveScene(name: $0.name, seedFile: $0.seedFile, size: $0.size, makeView: $0.makeView) }
        let s = LiveSession(scenes: scenes, size: CGSize(width: 800, height: 600), textMeasurer: try TTFTextEngine())
        s.printsWarnings = false
        return s
    }

    @Test func keysMapToCommands() {
        #expect(BrowserCommand(key: "right", sceneCount: 10) == .nextScene)
        #expect(BrowserCommand(key: "left", sceneCount: 10) == .previousScene)
        #expect(BrowserCommand(key: "1", sceneCount: 10) == .selectScene(0))
        #expect(BrowserCommand(key: "9", sceneCount: 10) == .selectScene(8))
        #expect(BrowserCommand(key: "0", sceneCount: 10) == .selectScene(9))
        #expect(BrowserCommand(key: "0", sceneCount: 3) == nil)
        #expect(BrowserCommand(key: "r", sceneCount: 10) == .restart)
        #expect(BrowserCommand(key: "s", sceneCount: 1) == .toggleSlowMotion)
        #expect(BrowserCommand(key: "space", sceneCount: 1) == .togglePause)
        #expect(BrowserCommand(key: ".", sceneCount: 1) == .step)
        #expect(BrowserCommand(key: "i", sceneCount: 1) == .toggleInspector)
        #expect(BrowserCommand(key: "b", sceneCount: 1) == .toggleBounds)
        // One scene: arrows and digits belong to the scene.
        #expect(BrowserCommand(key: "right", sceneCount: 1) == nil)
        #expect(BrowserCommand(key: "2", sceneCount: 1) == nil)
        #expect(BrowserCommand(key: "x", sceneCount: 10) == nil)
    }

    @Test func arrowsAndDigitsSwitchScenesAndTheTitleNamesTheSeed() throws {
        let s = try session()
        #expect(s.title == "frames-onchange — seed 000_87d3977dbddecb92.txt")
        let first = s.host
        s.key("right")
        #expect(s.index == 1 && s.host !== first)
        s.key("left"); s.key("left")
        #expect(s.index == SceneCatalog.all.count - 1)   // wraps to the last scene
        s.key("4")
        #expect(s.scene.name == "lab-part1")
        #expect(s.title == "lab-part1 — seed 002_76c4b420893c72eb.txt")
        s.key("0")
        #expect(s.scene.name == "segmented")
        #expect(s.host.frame(ofText: "Week") != nil, "the segmented control is on screen")
    }

    @Test func restartGivesAFreshHost() throws {
        let s = try session()
        #expect(s.host.tap(onText: "五月"))
        for _ in 0..<5 { s.tick() }
        let old = s.host
        #expect(old.frameIndex == 5)
        s.key("r")
        #expect(s.host !== old && s.host.frameIndex == 0 && s.index == 0)
    }

    @Test func spacePausesAndPeriodStepsOneFrame() throws {
        let s = try session()
        #expect(s.host.tap(onText: "五月"))
        s.tick()
        s.key("space")
        #expect(s.isPaused && s.title.contains("paused"))
        let f = s.host.frameIndex
        for _ in 0..<3 { s.tick() }
        #expect(s.host.frameIndex == f && !s.needsFrames)
        s.key(".")
        #expect(s.needsFrames)
        s.tick(); s.tick()
        #expect(s.host.frameIndex == f + 1)
        s.key("space")
        s.tick()
        #expect(!s.isPaused && s.host.frameIndex == f + 2)
    }

    @Test func slowMotionQuartersTheAnimationClockAndSurvivesRestart() throws {
        let s = try session()
        s.key("s")
        #expect(s.isSlowMotion && s.host.timeScale == 0.25 && s.title.contains("slow"))
        s.key("r")
        #expect(s.host.timeScale == 0.25)
        s.key("right")
        #expect(s.host.timeScale == 0.25)
        s.key("s")
        #expect(s.host.timeScale == 1)
    }

    @Test func overlayKeysToggleTheOverlays() throws {
        let s = try session()
        let plain = s.displayList.items.count
        s.key("b")
        #expect(s.showsBounds && s.displayList.items.count > plain)
        s.key("i")
        #expect(s.showsInspector && s.inspector.keys.map(\.key) == ["AllValues<CGRect>"])
        s.key("b"); s.key("i")
        #expect(s.displayList == s.host.displayList)
    }

    @Test func scriptKeysDriveTheBrowserInARecording() throws {
        let dir = Tool.tempDir("browse")
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("keys.txt")
        try "0 key 0   # the tenth scene: segmented\n".write(to: script, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("frames")
        let r = try Tool.run(["run", "--headless", "--record", out.path, "--frames", "2", "--script", script.path])
        #expect(r.status == 0, "\(r.stderr)")
        // Frame 1 is the segmented scene's frame 1, exactly.
        let recorded = try #require(RGBImage.load(out.appendingPathComponent("frame-00001.png").path))
        let segmented = try #require(SceneCatalog.scene(named: "segmented"))
        let expected = try renderImage(segmented.makeView(), size: segmented.size, scale: 1, frames: 1)
        #expect(recorded == expected)
        let first = try #require(RGBImage.load(out.appendingPathComponent("frame-00000.png").path))
        #expect(first != expected, "frame 0 shows the first scene")
    }
}

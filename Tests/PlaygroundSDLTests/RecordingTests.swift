import Foundation
import PlaygroundScenes
import PlaygroundSDL
import PlaygroundSupport
import PlaygroundUI
import Testing

/// Headless recordings: frame count and names, script input, determinism, and bad input.
@Suite(.serialized) @MainActor
struct RecordingTests {
    private func record(_ dir: URL, script: URL) throws {
        var o = RunOptions()
        o.headless = true; o.record = dir; o.frames = 40; o.script = script
        let scene = try #require(SceneCatalog.scene(named: "frames-onchange"))
        let recorder = HeadlessRecorder(options: o, sceneSize: scene.size, makeView: scene.makeView)
        recorder.log = { _ in }
        try recorder.run()
    }

    @Test func scriptedRecordingIsCompleteAndByteIdentical() throws {
        let base = Tool.tempDir("rec")
        defer { try? FileManager.default.removeItem(at: base) }
        let script = base.appendingPathComponent("taps.txt")
        try "0.1 tap \"五月\"\n".write(to: script, atomically: true, encoding: .utf8)
        let a = base.appendingPathComponent("a"), b = base.appendingPathComponent("b")
        try record(a, script: script)
        try record(b, script: script)
        let names = try FileManager.default.contentsOfDirectory(atPath: a.path).sorted()
        #expect(names == (0..<40).map { String(format: "frame-%05d.png", $0) })
        for name in names {
            let da = try Data(contentsOf: a.appendingPathComponent(name)), db = try Data(contentsOf: b.appendingPathComponent(name))
            #expect(da == db, "\(name) differs between runs")
        }
        // The tap moved the pink border: the first and last frames differ.
        #expect(try Data(contentsOf: a.appendingPathComponent(names[0])) != Data(contentsOf: a.appendingPathComponent(names[39])))
        let last = try #require(RGBImage.load(a.appendingPathComponent(names[39]).path))
        #expect(last.width == 800 && last.height == 600)
    }

    /// `--timings` summarises every frame of the run in one line; the figures are this machine's,
    /// so only the line's shape and the frame count are checked.
    @Test func timingsSummariseEveryFrame() throws {
        var o = try LiveViewArguments.parse(["--headless", "--frames", "12", "--timings"])
        #expect(o.timings)
        o.headless = true
        let scene = try #require(SceneCatalog.scene(named: "frames-onchange"))
        let recorder = HeadlessRecorder(options: o, sceneSize: scene.size, makeView: scene.makeView)
        var lines: [String] = []
        recorder.log = { lines.append($0) }
        try recorder.run()
        let line = try #require(lines.first { $0.hasPrefix("timings: ") })
        #expect(line.hasPrefix("timings: 12 frames, median "))
        #expect(line.contains(" a frame has at 60 fps"))
        #expect(!(try LiveViewArguments.parse(["--headless"]).timings))
    }

    /// The summary's arithmetic on known times: nearest-rank percentiles, the slowest frame with
    /// its drawing time, and the frames over 1/60 s.
    @Test func timingsSummaryReadsTheFrames() {
        var t = FrameTimings()
        for (frame, raster) in [(0.001, 0.0005), (0.002, 0.001), (0.020, 0.015), (0.004, 0.001)] {
            t.append(frame: frame, raster: raster)
        }
        #expect(t.percentile(0.5) == 0.002)
        #expect(t.percentile(0.9) == 0.020)
        #expect(t.summary(fps: 60) == "timings: 4 frames, median 2.0 ms, 90 % within 20.0 ms, 99 % within 20.0 ms, "
            + "slowest 20.0 ms (frame 2, drawing 15.0 ms); 1 over the 16.7 ms a frame has at 60 fps")
        #expect(t.summary(fps: 30).hasSuffix("0 over the 33.3 ms a frame has at 30 fps"))
        #expect(FrameTimings().summary(fps: 60) == "timings: no frames")
    }

    @Test func badFlagsAndInputExitWithCode2AndOneLine() throws {
        let dir = Tool.tempDir("bad")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("plain-file")
        try "x".write(to: file, atomically: true, encoding: .utf8)
        let script = dir.appendingPathComponent("bad.txt")
        try "0.5 tap 1,2\n0.7 tap oops\n".write(to: script, atomically: true, encoding: .utf8)
        let cases: [([String], String)] = [
            (["run", "no-such-scene", "--headless"], "unknown scene 'no-such-scene'"),
            (["run", "frames-onchange", "--headless", "--bogus"], "--bogus"),
            (["run", "frames-onchange", "--headless", "--size", "0x10"], "--size '0x10'"),
            (["run", "frames-onchange", "--headless", "--size", "20000x10"], "--size '20000x10'"),
            (["run", "frames-onchange", "--headless", "--record", file.path], "is a file"),
            (["run", "frames-onchange", "--headless", "--script", script.path], "bad.txt:2: expected a point X,Y"),
            (["run", "frames-onchange", "--headless", "--fps", "0"], "--fps 0"),
            (["run", "frames-onchange", "--era", "future"], "--era 'future'"),
            (["run", "frames-onchange", "--headless", "--slow", "0"], "--slow"),
            (["run", "frames-onchange", "--headless", "--safe-area", "59,0,34"], "--safe-area '59,0,34'"),
            (["run", "frames-onchange", "--headless", "--safe-area", "-1,0,0,0"], "--safe-area '-1,0,0,0'"),
            (["run", "frames-onchange", "--headless", "--safe-area", "1e3,0,0,0"], "--safe-area '1e3,0,0,0'"),
            (["run", "frames-onchange", "--timings"], "--timings: needs --headless or --record"),
        ]
        for (args, expected) in cases {
            let r = try Tool.run(args)
            #expect(r.status == 2, "\(args): status \(r.status)")
            #expect(r.stderr.contains(expected), "\(args): \(r.stderr)")
            #expect(r.stderr.split(separator: "\n").count == 1, "\(args): \(r.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["bad.txt", "plain-file"])
    }

    @Test func noDisplayWithoutHeadlessSuggestsHeadless() throws {
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = nil; env["WAYLAND_DISPLAY"] = nil; env["SDL_VIDEODRIVER"] = nil
        let r = try Tool.run(["run", "frames-onchange"], environment: env)
        #expect(r.status == 2)
        #expect(r.stderr.contains("--headless"))
    }

    @Test func listNamesEveryScene() throws {
        let r = try Tool.run(["list"])
        #expect(r.status == 0)
        for scene in SceneCatalog.all { #expect(r.stdout.contains(scene.name)) }
    }
}

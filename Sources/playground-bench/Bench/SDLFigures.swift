import Foundation
import PlaygroundScenes
import PlaygroundSDL
import PlaygroundUI

/// The SDL host's figures: software raster time of a seed scene at 800×600 and recorded frames
/// per second to PNG (the real text engine and the real recorder, headless).
struct SDLFigures {
    var rasterMedian = Double.nan      // ns per frame
    var rasterP90 = Double.nan
    /// The same scene in a 1920×1080-point window at 2× (3840×2160 px), animating: incremental
    /// repaints, and full repaints of the same frames.
    var uhdMedian = Double.nan
    var uhdP90 = Double.nan
    var uhdFullMedian = Double.nan
    var uhdRepaintedPercent = Double.nan
    var recordFPS = Double.nan
    var recordFrames = 0
    var idlePercent: Double?
    var idleNote = ""
    var problem: String?
}

@MainActor
func measureSDL(scene name: String = "frames-onchange") -> SDLFigures {
    var f = SDLFigures()
    guard let scene = SceneCatalog.scene(named: name) else { f.problem = "no scene \(name)"; return f }
    do {
        let text = try TTFTextEngine()
        let host = ViewHost(rootView: scene.makeView(), size: CGSize(width: 800, height: 600), textMeasurer: text)
        let renderer = SoftwareRenderer(pixelWidth: 800, pixelHeight: 600, scale: 1, text: text)
        host.advance(frames: 2)
        for _ in 0..<5 { renderer.render(host.displayList) }   // warm-up: glyph masks cached
        let clock = ContinuousClock()
        var samples = timedFrames(host, count: 120) { frame in
            let t0 = clock.now
            renderer.render(host.displayList)
            return Harness.nanoseconds(clock.now - t0)
        }
        samples.sort()
        f.rasterMedian = samples[samples.count / 2]
        f.rasterP90 = samples[samples.count * 9 / 10]

        // 3840×2160 px: the scene in a 1920×1080-point window on a 2× display, a month tapped
        // every 30 frames so the border is always gliding.
        let uhd = ViewHost(rootView: scene.makeView(), size: CGSize(width: 1920, height: 1080), textMeasurer: text)
        let incremental = SoftwareRenderer(pixelWidth: 3840, pixelHeight: 2160, scale: 2, text: text)
        let full = SoftwareRenderer(pixelWidth: 3840, pixelHeight: 2160, scale: 2, text: text)
        uhd.advance(frames: 2)
        incremental.render(uhd.displayList)
        for _ in 0..<2 { full.renderFully(uhd.displayList) }
        var whole: [Double] = []
        var repainted = 0.0
        var partial = timedFrames(uhd, count: 60) { frame in
            let t0 = clock.now
            incremental.render(uhd.displayList)
            let elapsed = Harness.nanoseconds(clock.now - t0)
            let r = incremental.lastRepaint
            repainted += Double(r.width * r.height) / (3840 * 2160)
            if frame % 4 == 0 {
                let t1 = clock.now
                full.renderFully(uhd.displayList)
                whole.append(Harness.nanoseconds(clock.now - t1))
            }
            return elapsed
        }
        partial.sort(); whole.sort()
        f.uhdMedian = partial[partial.count / 2]
        f.uhdP90 = partial[partial.count * 9 / 10]
        f.uhdFullMedian = whole[whole.count / 2]
        f.uhdRepaintedPercent = 100 * repainted / Double(partial.count)

        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("playground-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: dir) }
        var options = RunOptions()
        options.headless = true
        options.record = dir
        options.frames = 240
        options.size = CGSize(width: 800, height: 600)
        let recorder = HeadlessRecorder(options: options, sceneSize: scene.size, makeView: scene.makeView)
        recorder.log = { _ in }
        let summary = try recorder.run()
        f.recordFPS = summary.framesPerSecond
        f.recordFrames = summary.frames
        let exe = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("playground")
        (f.idlePercent, f.idleNote) = measureIdleWindowCPU(playground: exe)
    } catch {
        f.problem = "\(error)"
    }
    return f
}

/// Advances `host` a frame at a time, tapping the next month label every 30 frames (so the
/// border is always gliding), and collects what `sample` returns after each frame.
@MainActor
func timedFrames(_ host: ViewHost, count: Int, _ sample: (Int) -> Double) -> [Double] {
    var samples: [Double] = []
    var frame = 0
    while samples.count < count {
        if frame % 30 == 0 { _ = host.tap(onText: SeedNames.months[(frame / 30) % 12]) }
        frame += 1
        host.advance(frames: 1)
        samples.append(sample(frame))
    }
    return samples
}

/// Labels the SDL figures tap through.
enum SeedNames {
    static let months = ["二月", "三月", "四月", "五月", "六月", "七月", "八月", "九月", "十月", "十一月", "十二月", "ㄧ月"]
}

import ArgumentParser
import Foundation
import PlaygroundSDL
import PlaygroundUI

/// The shared live-view flags (design.md) for `playground run`, mapped onto `RunOptions`.
struct LiveViewFlags: ParsableArguments {
    @Flag(help: "No window: render offscreen with the software renderer.")
    var headless = false
    @Option(parsing: .unconditional, help: ArgumentHelp("Size in points, e.g. 800x600 (default: the scene's).", valueName: "WxH"))
    var size: String?
    @Option(parsing: .unconditional, help: "Pixels per point for recordings (default 1).")
    var scale: Double = 1
    @Option(parsing: .unconditional, help: ArgumentHelp("Write frame-00000.png, frame-00001.png, … into DIR.", valueName: "DIR"))
    var record: String?
    @Option(parsing: .unconditional, help: "Seconds to run headless or record (default 2).")
    var duration: Double?
    @Option(parsing: .unconditional, help: "Frames to run headless or record (overrides --duration).")
    var frames: Int?
    @Option(parsing: .unconditional, help: "Frames per second of the virtual clock (default 60).")
    var fps: Int = 60
    @Option(help: ArgumentHelp("Input script: one `TIME ACTION ARGS` per line.", valueName: "FILE"))
    var script: String?
    @Option(help: "Behaviour era: legacy (iOS 13/14 defaults) or modern.")
    var era: String?
    @Option(help: ArgumentHelp("Also encode the recording as a GIF (needs ffmpeg).", valueName: "FILE"))
    var gif: String?
    @Option(help: ArgumentHelp("Also encode the recording as an MP4 (needs ffmpeg).", valueName: "FILE"))
    var mp4: String?
    @Flag(help: "Show the preference inspector (key i toggles it in the window).")
    var inspect = false
    @Flag(help: "Outline every view's frame (key b toggles it in the window).")
    var bounds = false
    @Option(parsing: .unconditional, help: ArgumentHelp("Slow motion: animations run FACTOR times slower (key s toggles ×4 in the window).", valueName: "FACTOR"))
    var slow: Double = 1

    /// The flags as `RunOptions` (ranges are checked later by `RunOptions.validate`).
    func options() throws -> RunOptions {
        var o = RunOptions()
        o.headless = headless
        o.size = try size.map(RunOptions.parseSize)
        o.scale = scale
        o.record = try record.map(RunOptions.parseRecordFolder)
        o.duration = duration
        o.frames = frames
        o.fps = fps
        o.script = script.map { URL(fileURLWithPath: $0) }
        if let era {
            guard let e = AnimationEra(rawValue: era.lowercased()) else {
                throw PlaygroundError.badFlag("--era '\(era)': expected legacy or modern")
            }
            o.era = e
        }
        o.gif = gif.map { URL(fileURLWithPath: $0) }
        o.mp4 = mp4.map { URL(fileURLWithPath: $0) }
        o.inspect = inspect
        o.bounds = bounds
        o.slow = slow
        return o
    }
}

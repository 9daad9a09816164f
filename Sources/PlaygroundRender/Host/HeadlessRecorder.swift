import Foundation
import PlaygroundUI

/// Runs a view on the virtual clock without a window and (optionally) records every frame:
/// frame N is the picture at N / fps, written as `frame-0000N.png`.
@MainActor
public final class HeadlessRecorder {
    /// What a finished run measured.
    public struct Summary: Sendable {
        public var frames: Int
        public var pixelWidth: Int
        public var pixelHeight: Int
        public var seconds: Double
        public var rasterSeconds: Double
        public var framesPerSecond: Double { seconds > 0 ? Double(frames) / seconds : 0 }
    }

    private let options: RunOptions
    private let scenes: [LiveScene]
    private let makeTextEngine: @MainActor () throws -> any TextEngine
    /// Where progress and notes go (stderr by default).
    public var log: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }

    /// Records a session over `scenes` (script `key` lines switch scenes, pause, …), starting on
    /// the first at its size (or `--size`), measuring and drawing text with the engine
    /// `textEngine` makes when the run starts. `scenes` must not be empty. (`PlaygroundSDL` adds
    /// initialisers that use the bundled fonts through SDL_ttf.)
    public init(options: RunOptions, scenes: [LiveScene], textEngine: @escaping @MainActor () throws -> any TextEngine) {
        self.options = options; self.scenes = scenes; self.makeTextEngine = textEngine
    }

    /// Runs the whole recording. Throws `PlaygroundError` (the message says how many frames were
    /// written when the disk fails mid-run).
    @discardableResult
    public func run() throws -> Summary {
        guard let first = scenes.first else { throw PlaygroundError.badFlag("nothing to run: no scene") }
        try options.validate(sceneSize: first.size)
        let script = try options.script.map(InputScript.load) ?? InputScript()
        if let era = options.era { AnimationEra.current = era }
        // A headless run starts from an empty @AppStorage in memory: its frames must not depend on
        // earlier runs (§21.6).
        KeyValueStore.app.use(fileURL: nil)
        let engine = try makeTextEngine()
        engine.fontWarnings.forEach(log)
        let size = options.size ?? first.resolvedSize(textMeasurer: engine)
        let pw = Int((Double(size.width) * options.scale).rounded()), ph = Int((Double(size.height) * options.scale).rounded())
        let pending = FrameWriter.defaultPending
        try FrameMemory.check(pixelWidth: pw, pixelHeight: ph,
                              bytesPerPixel: FrameMemory.rendererBytesPerPixel + (options.record == nil ? 0 : 3 * (pending + 1)))
        if let dir = options.record { try FrameWriter.removeEarlierFrames(in: dir) }
        let writer = options.record.map { FrameWriter(directory: $0, maxPending: pending) }
        let trap = InterruptTrap(writer: writer, directory: options.record)
        defer { trap.cancel() }
        let previousOverflow = LargeStack.onOverflow
        let recordFolder = options.record
        LargeStack.onOverflow = { [log] message in
            // A view nested deeper than the stack allows: keep the frames made so far, then stop.
            trap.cancel()
            var line = PlaygroundError.prefix + message
            if let writer, let dir = recordFolder {
                try? writer.finish()
                let n = writer.framesWritten
                line += " — recording stopped; \(n) frame\(n == 1 ? "" : "s") written to \(dir.path)"
            }
            log(PlaygroundError.oneLine(line))
            exit(2)
        }
        defer { LargeStack.onOverflow = previousOverflow }
        let session = LiveSession(scenes: scenes, size: size, options: options, textMeasurer: engine)
        let renderer = SoftwareRenderer(pixelWidth: pw, pixelHeight: ph, scale: options.scale, text: engine)
        let player = ScriptPlayer(script)
        let total = options.frameCount
        let showProgress = isatty(2) == 1 && options.record != nil
        let start = Date()
        var rasterTime = 0.0
        var timings = FrameTimings()
        for index in 0..<total {
            let frameStart = Date()
            if index > 0 {
                player.deliver(upTo: Double(index) / Double(options.fps), to: session)
                MainQueue.drain(for: session.host)   // main-actor tasks and main-queue blocks, before the frame
                session.tick()
            }
            let t0 = Date()
            renderer.render(session.displayList)
            let drawn = Date()
            rasterTime += drawn.timeIntervalSince(t0)
            if options.timings { timings.append(frame: drawn.timeIntervalSince(frameStart), raster: drawn.timeIntervalSince(t0)) }
            if let writer {
                do { try writer.submit(rgb: renderer.rgbBytes(), width: pw, height: ph, frame: index) } catch {
                    throw failed(error, writer)
                }
                if showProgress, index % 10 == 0 || index == total - 1 {
                    let fps = Double(index + 1) / max(Date().timeIntervalSince(start), 1e-6)
                    FileHandle.standardError.write(Data(String(format: "\rframe %d/%d  %.0f fps ", index + 1, total, fps).utf8))
                }
            }
        }
        session.close()   // the app leaves: scene phase background (§33.2), not recorded
        if let writer { do { try writer.finish() } catch { throw failed(error, writer) } }
        if showProgress { FileHandle.standardError.write(Data("\n".utf8)) }
        player.notes.forEach(log)
        if options.timings { log(timings.summary(fps: options.fps)) }
        if let note = player.undeliveredNote(endTime: Double(total - 1) / Double(options.fps), frames: total, fps: options.fps) {
            log(note)
        }
        let summary = Summary(frames: total, pixelWidth: pw, pixelHeight: ph, seconds: Date().timeIntervalSince(start),
                              rasterSeconds: rasterTime)
        if let dir = options.record {
            log(String(format: "recorded %d frames (%dx%d px) to %@ in %.2f s (%.0f frames/s, raster %.2f ms/frame)",
                       total, pw, ph, dir.path, summary.seconds, summary.framesPerSecond, rasterTime * 1000 / Double(total)))
            for (url, kind) in [(options.gif, "GIF"), (options.mp4, "MP4")] {
                guard let url else { continue }
                try FFmpeg.encode(framesIn: dir, fps: options.fps, output: url)
                log("wrote \(kind) \(url.path)")
            }
        }
        return summary
    }

    /// The error that ends a recording whose writes failed, once every encoder has finished (so
    /// the count is exact and no temporary file is left).
    private func failed(_ error: Error, _ writer: FrameWriter) -> Error {
        try? writer.finish()
        let done = writer.framesWritten
        return PlaygroundError.io("\(error) — recording stopped; \(done) frame\(done == 1 ? "" : "s") written are valid")
    }
}

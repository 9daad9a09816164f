import Foundation

/// Encodes and writes frames on background threads (one per core, up to 4) so PNG compression
/// overlaps rendering.
/// At most `maxPending` frames wait in memory; `submit` blocks when the queue is full.
/// The first failure stops further writes and is reported by `submit` or `finish`.
public final class FrameWriter: @unchecked Sendable {
    private let queue = DispatchQueue(label: "playground.frame-writer", attributes: .concurrent)
    private let slots: DispatchSemaphore
    private let lock = NSLock()
    private var failure: Error?
    private var written = 0

    /// A writer that keeps at most `maxPending` encoded-but-unwritten frames.
    public init(maxPending: Int = max(2, min(4, ProcessInfo.processInfo.activeProcessorCount))) { slots = DispatchSemaphore(value: max(1, maxPending)) }

    /// The file of frame `index`: `frame-00000.png`, … (the pattern FFmpeg reads).
    public static func fileName(frame index: Int) -> String { String(format: "frame-%05d.png", index) }

    /// `frame-NNNNN.png`, or its temporary name while `PNGWriter` writes it.
    static func isFrameFile(_ name: String) -> Bool {
        func isFrameName(_ n: Substring) -> Bool {
            guard n.hasPrefix("frame-"), n.hasSuffix(".png") else { return false }
            let digits = n.dropFirst("frame-".count).dropLast(".png".count)
            return digits.count >= 5 && digits.allSatisfy { $0.isASCII && $0.isNumber }
        }
        if isFrameName(Substring(name)) { return true }
        guard name.hasPrefix("."), let png = name.range(of: ".png.") else { return false }
        let frame = name[name.index(after: name.startIndex)..<png.lowerBound] + ".png"
        return isFrameName(frame) && PNGWriter.isTemporaryName(name, of: String(frame))
    }

    /// Removes the frame files (and their temporary names) an earlier run left in `dir`, so a
    /// recording never mixes runs (a shorter run would otherwise leave the older run's later
    /// frames, which a GIF/MP4 encode would pick up). Other files are left alone.
    public static func removeEarlierFrames(in dir: URL) throws {
        let fm = FileManager.default
        for name in (try? fm.contentsOfDirectory(atPath: dir.path)) ?? [] where isFrameFile(name) {
            do { try fm.removeItem(at: dir.appendingPathComponent(name)) } catch {
                throw PlaygroundError.io("--record \(dir.path): cannot remove the earlier run's \(name) (\(PlaygroundError.reason(error)))")
            }
        }
    }

    /// Frames written successfully so far.
    public var framesWritten: Int { lock.lock(); defer { lock.unlock() }; return written }

    /// Queues `rgb` to be written to `url`; throws the first earlier failure, if any.
    public func submit(rgb: [UInt8], width: Int, height: Int, to url: URL) throws {
        if let error = currentFailure { throw error }
        slots.wait()
        queue.async { [self] in
            defer { slots.signal() }
            if currentFailure != nil { return }
            do {
                try PNGWriter.write(rgb: rgb, width: width, height: height, to: url)
                lock.lock(); written += 1; lock.unlock()
            } catch {
                lock.lock(); if failure == nil { failure = error }; lock.unlock()
            }
        }
    }

    /// Waits for every queued frame; throws the first failure.
    public func finish() throws {
        queue.sync(flags: .barrier) {}
        if let error = currentFailure { throw error }
    }

    private var currentFailure: Error? { lock.lock(); defer { lock.unlock() }; return failure }
}

import Foundation

/// Encodes and writes frames on background threads (one per core, up to 4) so PNG compression
/// overlaps rendering.
///
/// Each frame is encoded to a temporary name and renamed to `frame-NNNNN.png` strictly in frame
/// order, so the frames on disk are always a gap-free prefix `0..<framesWritten`, whatever order
/// the encoders finish in and wherever a write fails. At most `maxPending` frames wait in memory;
/// `submit` blocks when the queue is full. The first failure stops further writes; `finish` and
/// `stop` wait for every encoder and remove the temporaries of frames that were not renamed.
public final class FrameWriter: @unchecked Sendable {
    private let directory: URL
    private let queue = DispatchQueue(label: "playground.frame-writer", attributes: .concurrent)
    private let slots: DispatchSemaphore
    private let lock = NSLock()
    private var failure: Error?
    /// The frame whose write failed (frames after it are never renamed into place).
    private var failedFrame = Int.max
    /// Frames `0..<committed` are in place under their final names.
    private var committed = 0
    /// Encoded frames waiting for an earlier frame before their rename.
    private var ready: [Int: URL] = [:]
    /// Set by `stop`: nothing more is written or renamed.
    private var stopped = false

    /// How many frames a writer keeps in flight by default: one per core, 2 to 4.
    public static var defaultPending: Int { max(2, min(4, ProcessInfo.processInfo.activeProcessorCount)) }

    /// A writer into `directory` that keeps at most `maxPending` frames in flight.
    public init(directory: URL, maxPending: Int = FrameWriter.defaultPending) {
        self.directory = directory
        slots = DispatchSemaphore(value: max(1, maxPending))
    }

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
            // Only files: a folder that happens to have a frame's name is not ours to delete (the
            // recording then stops with a write error at that frame).
            var isFolder: ObjCBool = false
            if fm.fileExists(atPath: dir.appendingPathComponent(name).path, isDirectory: &isFolder), isFolder.boolValue { continue }
            do { try fm.removeItem(at: dir.appendingPathComponent(name)) } catch {
                throw PlaygroundError.io("--record \(dir.path): cannot remove the earlier run's \(name) (\(PlaygroundError.reason(error)))")
            }
        }
    }

    /// Frames in place (the gap-free prefix `frame-00000.png …`). Exact once `finish` or `stop`
    /// returned; while encoders run it only grows.
    public var framesWritten: Int { lock.lock(); defer { lock.unlock() }; return committed }

    /// Queues frame `index` (frames must be submitted in order from 0); throws the first earlier
    /// failure, if any.
    public func submit(rgb: [UInt8], width: Int, height: Int, frame index: Int) throws {
        if let error = currentFailure { throw error }
        slots.wait()
        let final = directory.appendingPathComponent(Self.fileName(frame: index))
        queue.async { [self] in
            defer { slots.signal() }
            lock.lock()
            let skip = stopped || index > failedFrame
            lock.unlock()
            if skip { return }
            let temp = PNGWriter.temporaryURL(for: final)
            do {
                try PNGWriter.writeTemporary(rgb: rgb, width: width, height: height, to: temp, for: final)
            } catch {
                fail(error, frame: index)
                return
            }
            lock.lock()
            ready[index] = temp
            commitReady()
            lock.unlock()
        }
    }

    /// Waits for every queued frame (those before a failure are renamed into place, later ones
    /// removed); throws the first failure.
    public func finish() throws {
        drain()
        if let error = currentFailure { throw error }
    }

    /// Discards what is still being written: waits for the encoders, removes every temporary and
    /// returns the frames in place. Safe from any thread (the interrupt handler calls it).
    @discardableResult
    public func stop() -> Int {
        lock.lock(); stopped = true; lock.unlock()
        drain()
        return framesWritten
    }

    /// Waits for the encoders, then removes the temporaries that will never be renamed.
    private func drain() {
        queue.sync(flags: .barrier) {}
        lock.lock()
        let leftovers = Array(ready.values)
        ready.removeAll()
        lock.unlock()
        for url in leftovers { unlink(url.path) }
    }

    /// Renames the waiting frames that follow the prefix in place (lock held).
    private func commitReady() {
        while !stopped, committed < failedFrame, let temp = ready[committed] {
            let final = directory.appendingPathComponent(Self.fileName(frame: committed))
            if rename(temp.path, final.path) != 0 {
                let reason = String(cString: strerror(errno))
                unlink(temp.path)
                ready.removeValue(forKey: committed)
                if failure == nil { failure = PlaygroundError.io("\(final.path): \(reason)") }
                failedFrame = min(failedFrame, committed)
                return
            }
            ready.removeValue(forKey: committed)
            committed += 1
        }
    }

    private func fail(_ error: Error, frame index: Int) {
        lock.lock()
        if failure == nil || index < failedFrame { failure = error }
        failedFrame = min(failedFrame, index)
        lock.unlock()
    }

    private var currentFailure: Error? { lock.lock(); defer { lock.unlock() }; return failure }
}

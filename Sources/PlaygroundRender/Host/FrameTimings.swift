import Foundation

/// How long each frame of a headless run took on the wall clock (`--timings`): the frame as a
/// whole (input, the view graph's frame, drawing; not writing PNGs) and the drawing alone. It
/// measures this machine and this build, so it is printed for people, never compared in tests.
public struct FrameTimings: Sendable, Equatable {
    /// Seconds per frame, in frame order.
    public private(set) var frames: [Double] = []
    /// Seconds of drawing (the software raster) per frame, in frame order.
    public private(set) var raster: [Double] = []

    public init() {}

    public mutating func append(frame: Double, raster: Double) {
        frames.append(frame)
        self.raster.append(raster)
    }

    /// The frame time below which `fraction` (0…1) of the frames fall (nearest rank).
    public func percentile(_ fraction: Double) -> Double {
        guard !frames.isEmpty else { return 0 }
        let sorted = frames.sorted()
        let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }

    /// One line: the median, 90th and 99th percentiles, the slowest frame (with its drawing
    /// share) and how many frames took longer than a frame has at `fps`.
    public func summary(fps: Int) -> String {
        guard let slowest = frames.indices.max(by: { frames[$0] < frames[$1] }) else { return "timings: no frames" }
        let budget = 1 / Double(max(fps, 1))
        let over = frames.filter { $0 > budget }.count
        func ms(_ s: Double) -> String { String(format: "%.1f ms", s * 1000) }
        return "timings: \(frames.count) frame\(frames.count == 1 ? "" : "s"), median \(ms(percentile(0.5))), "
            + "90 % within \(ms(percentile(0.9))), 99 % within \(ms(percentile(0.99))), "
            + "slowest \(ms(frames[slowest])) (frame \(slowest), drawing \(ms(raster[slowest]))); "
            + "\(over) over the \(ms(budget)) a frame has at \(fps) fps"
    }
}

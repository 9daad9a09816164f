import Foundation

/// (Package-wide: the window checks its frame too.) Checks that a frame of the requested size can be had before anything that large is allocated,
/// so an accepted `--size`/`--scale` never ends in the runtime's allocation abort.
///
/// What can be had is the smaller of what the address-space limit (`ulimit -v`) leaves this
/// process and the memory the system reports available (`MemAvailable` plus free swap).
package enum FrameMemory {
    /// The software renderer's base layer: four `Float`s per pixel.
    package static let rendererBytesPerPixel = 16
    /// Kept free for everything else (fonts, the view tree, encoders).
    static let headroom = 64 << 20

    /// Throws a one-line `badFlag` error when `pixelWidth` × `pixelHeight` × `bytesPerPixel` (plus
    /// headroom) is more than can be had.
    package static func check(pixelWidth: Int, pixelHeight: Int, bytesPerPixel: Int) throws {
        let (pixels, o1) = pixelWidth.multipliedReportingOverflow(by: pixelHeight)
        let (bytes, o2) = pixels.multipliedReportingOverflow(by: bytesPerPixel)
        let need = o1 || o2 ? Int.max : bytes.addingReportingOverflow(headroom).partialValue
        guard let (available, source) = available(), need > available else { return }
        throw PlaygroundError.badFlag(
            "--size/--scale: a \(pixelWidth)x\(pixelHeight) px frame needs \(megabytes(need)) of memory, but only \(megabytes(available)) can be had (\(source)); choose a smaller --size or --scale")
    }

    /// The bytes this process can still allocate and what limits them (nil when unknown).
    static func available() -> (Int, String)? {
        var best: (Int, String)?
        var limit = rlimit()
        if getrlimit(Int32(RLIMIT_AS.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max,
           let used = statusField("VmSize:", in: "/proc/self/status") {
            best = (max(0, Int(clamping: limit.rlim_cur) - used), "address-space limit, ulimit -v")
        }
        if let free = statusField("MemAvailable:", in: "/proc/meminfo") {
            let total = free + (statusField("SwapFree:", in: "/proc/meminfo") ?? 0)
            if best == nil || total < best!.0 { best = (total, "memory available") }
        }
        return best
    }

    /// A `Name:   123 kB` field of a /proc file, in bytes.
    private static func statusField(_ name: String, in path: String) -> Int? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(name) {
            let digits = line.dropFirst(name.count).split(whereSeparator: { $0 == " " || $0 == "\t" }).first.flatMap { Int($0) }
            return digits.map { $0 * 1024 }
        }
        return nil
    }

    private static func megabytes(_ bytes: Int) -> String {
        bytes == Int.max ? "more than the address space" : String(format: "%.0f MB", Double(bytes) / 1_048_576)
    }
}

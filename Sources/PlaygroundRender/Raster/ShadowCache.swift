import Foundation

/// The blurred alpha planes of the shadows a painting pass drew in its last two paintings.
///
/// A shadow group draws everything it holds, whatever the damage (docs/rendering.md, "Why a
/// partial repaint equals a full one"), so when nothing in it changed its alpha plane is the same
/// bytes as in the last painting, and so is the plane's blur. The blur (three box passes per axis)
/// is then taken from here instead of being made again; finding it costs one comparison of the
/// plane. An entry not used in a painting is dropped after the next one.
struct ShadowCache {
    private struct Entry {
        let area: PixelRect
        let sigma: Double
        let input: [Float]
        let output: [Float]
        var used: Int
    }

    private var entries: [Entry] = []
    private var painting = 0
    /// Blurs made and blurs found since the pass was made (for tests).
    private(set) var made = 0, found = 0

    /// At most this many planes are kept, holding at most `maxFloats` floats in all (inputs and
    /// blurs: 16 MB a pass; a plane larger than half of it is not kept).
    static let maxEntries = 16
    static let maxFloats = 4_000_000
    private var keptFloats = 0

    /// A painting begins: entries the last painting did not use are dropped.
    mutating func startPainting() {
        painting += 1
        let oldest = painting - 1
        entries.removeAll { $0.used < oldest }
        keptFloats = entries.reduce(0) { $0 + 2 * $1.input.count }
    }

    /// `alpha` (`width` × `height`, covering `area`) blurred with `sigma`: the blur made for the
    /// same bytes in a recent painting, or a new one.
    mutating func blurred(_ alpha: [Float], area: PixelRect, width: Int, height: Int, sigma: Double) -> [Float] {
        for i in entries.indices where entries[i].area == area && entries[i].sigma == sigma && Self.same(entries[i].input, alpha) {
            entries[i].used = painting
            found += 1
            return entries[i].output
        }
        var output = alpha
        ShadowBlur.blur(&output, width: width, height: height, sigma: sigma)
        made += 1
        let size = 2 * alpha.count
        if size <= Self.maxFloats {
            while !entries.isEmpty, entries.count >= Self.maxEntries || keptFloats + size > Self.maxFloats {
                keptFloats -= 2 * entries.removeFirst().input.count
            }
            entries.append(Entry(area: area, sigma: sigma, input: alpha, output: output, used: painting))
            keptFloats += size
        }
        return output
    }

    /// Whether two planes hold the same bytes (not `==`: that compares floats, and element by
    /// element in a debug build).
    private static func same(_ a: [Float], _ b: [Float]) -> Bool {
        guard a.count == b.count else { return false }
        if a.isEmpty { return true }
        return a.withUnsafeBytes { x in b.withUnsafeBytes { y in memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 } }
    }
}

import CHarfBuzz

/// A run shaped by HarfBuzz into its glyph clusters, with where each starts: what tracked text
/// needs to place its clusters one by one (SDL_ttf shapes and draws whole strings only).
struct ShapedRun {
    /// One grapheme cluster: the UTF-8 bytes `start..<end` of the run, starting `x` ems after
    /// the run's start (the advances and kerning of the clusters before it, without tracking).
    struct Cluster {
        var start: Int, end: Int
        var x: Double
    }
    var clusters: [Cluster]
    /// The run's advance in ems, without tracking.
    var advance: Double
}

/// HarfBuzz fonts, one per face file, shaping runs left to right in font units.
final class ClusterShaper {
    private var fonts: [String: OpaquePointer] = [:]
    private var failed: Set<String> = []
    private var clusters = [UInt32](repeating: 0, count: 256)
    private var advances = [Int32](repeating: 0, count: 256)

    deinit { for f in fonts.values { hb_font_destroy(f) } }

    /// `text` shaped left to right with the face at `index` of the file at `path`; nil when the
    /// file cannot be opened by HarfBuzz.
    func shape(_ text: String, path: String, index: Int) -> ShapedRun? {
        let key = index == 0 ? path : "\(path)#\(index)"
        guard !failed.contains(key) else { return nil }
        let font: OpaquePointer
        if let f = fonts[key] {
            font = f
        } else if let f = playground_hb_open(path, UInt32(index)) {
            fonts[key] = f
            font = f
        } else {
            failed.insert(key)
            return nil
        }
        let upem = Double(max(1, playground_hb_upem(font)))
        var utf8 = Array(text.utf8)
        let length = utf8.count
        guard length > 0 else { return ShapedRun(clusters: [], advance: 0) }
        var count = 0
        while true {
            let capacity = clusters.count
            count = Int(utf8.withUnsafeMutableBufferPointer { bytes in
                bytes.withMemoryRebound(to: CChar.self) { chars in
                    playground_hb_shape(font, chars.baseAddress, Int32(length), &clusters, &advances, Int32(capacity))
                }
            })
            if count <= capacity { break }
            clusters = [UInt32](repeating: 0, count: count)
            advances = [Int32](repeating: 0, count: count)
        }
        utf8.removeAll()
        var result: [ShapedRun.Cluster] = []
        var x = 0.0
        for g in 0..<count {
            let start = Int(clusters[g])
            if result.last.map({ start > $0.start }) ?? true {   // (a ligature or mark stays in its cluster)
                if !result.isEmpty { result[result.count - 1].end = start }
                result.append(.init(start: start, end: length, x: x / upem))
            }
            x += Double(advances[g])
        }
        return ShapedRun(clusters: result, advance: x / upem)
    }
}

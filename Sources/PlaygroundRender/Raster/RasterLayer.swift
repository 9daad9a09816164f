/// A canvas-sized buffer of premultiplied RGBA floats that tracks where it has been drawn on.
/// The base layer of a frame and every opacity/shadow/clip-shape group are one of these.
///
/// The pixels live in one allocation made with the layer, so painting passes on several threads
/// can write disjoint rows of the same base layer without going through a Swift array.
final class RasterLayer: @unchecked Sendable {
    let width: Int
    let height: Int
    /// Premultiplied RGBA, row-major, 4 floats a pixel.
    let pixels: UnsafeMutableBufferPointer<Float>
    /// The area drawn since the last `clear()` (not kept for the base layer while bands paint).
    var dirty = PixelRect.empty

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        pixels = UnsafeMutableBufferPointer<Float>.allocate(capacity: width * height * 4)
        pixels.initialize(repeating: 0)
    }

    deinit { pixels.deallocate() }

    var bounds: PixelRect { PixelRect(x0: 0, y0: 0, x1: width, y1: height) }

    /// Makes the drawn area transparent again.
    func clear() {
        let d = dirty.intersection(bounds)
        if !d.isEmpty {
            for y in d.y0..<d.y1 {
                let start = (y * width + d.x0) * 4
                pixels.baseAddress!.advanced(by: start).update(repeating: 0, count: d.width * 4)
            }
        }
        dirty = .empty
    }

    /// Fills `area` with an opaque colour (the window background under a repaint); `tracking`
    /// records it in `dirty`.
    func fillOpaque(red: Float, green: Float, blue: Float, in area: PixelRect, tracking: Bool = true) {
        let a = area.intersection(bounds)
        if a.isEmpty { return }
        let buf = pixels
        for y in a.y0..<a.y1 {
            var i = (y * width + a.x0) * 4
            for _ in a.x0..<a.x1 {
                buf[i] = red; buf[i + 1] = green; buf[i + 2] = blue; buf[i + 3] = 1
                i += 4
            }
        }
        if tracking { dirty = dirty.union(a) }
    }

    /// Composites `source` (same size) over this layer inside `area`, scaled by `opacity`,
    /// with the source shifted by (dx, dy) pixels; `tracking` records it in `dirty`.
    func composite(_ source: RasterLayer, tracking: Bool = true, area: PixelRect, opacity: Float, dx: Int = 0, dy: Int = 0) {
        let target = area.offsetBy(dx: dx, dy: dy).intersection(bounds)
        if target.isEmpty || opacity <= 0 { return }
        let w = width
        let src = source.pixels, dst = pixels
        for y in target.y0..<target.y1 {
            var s = ((y - dy) * w + (target.x0 - dx)) * 4
            var d = (y * w + target.x0) * 4
            for _ in target.x0..<target.x1 {
                Self.blendOver(dst, d, src, s, weight: opacity)
                s += 4; d += 4
            }
        }
        if tracking { dirty = dirty.union(target) }
    }

    /// Composites source pixel `s` (premultiplied) over destination pixel `d`, the source scaled
    /// by `weight` (an opacity or a coverage).
    @inline(__always)
    static func blendOver(_ dst: UnsafeMutableBufferPointer<Float>, _ d: Int, _ src: UnsafeMutableBufferPointer<Float>, _ s: Int, weight: Float) {
        let sa = src[s + 3] * weight
        if sa > 0 {
            let k = 1 - sa
            dst[d] = src[s] * weight + dst[d] * k
            dst[d + 1] = src[s + 1] * weight + dst[d + 1] * k
            dst[d + 2] = src[s + 2] * weight + dst[d + 2] * k
            dst[d + 3] = sa + dst[d + 3] * k
        }
    }
}

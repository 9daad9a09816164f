import Foundation

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
                // Zero floats are zero bytes; memset, not update(repeating:), which a debug build runs element by element.
                memset(pixels.baseAddress!.advanced(by: start), 0, d.width * 4 * MemoryLayout<Float>.stride)
            }
        }
        dirty = .empty
    }

    /// Fills `area` with an opaque colour (the window background under a repaint); `tracking`
    /// records it in `dirty`.
    func fillOpaque(red: Float, green: Float, blue: Float, in area: PixelRect, tracking: Bool = true) {
        let a = area.intersection(bounds)
        if a.isEmpty { return }
        let base = pixels.baseAddress!
        var y = a.y0
        while y < a.y1 {
            Self.fill(base + (y * width + a.x0) * 4, count: a.width, red: red, green: green, blue: blue, alpha: 1)
            y += 1
        }
        if tracking { dirty = dirty.union(a) }
    }

    /// Sets `count` pixels from `p` on to (red, green, blue, alpha): the first one written, then
    /// copied in doubling blocks (memcpy: fast in the debug build too, docs/rendering.md "Debug builds").
    static func fill(_ p: UnsafeMutablePointer<Float>, count: Int, red: Float, green: Float, blue: Float, alpha: Float) {
        if count <= 0 { return }
        p[0] = red; p[1] = green; p[2] = blue; p[3] = alpha
        var done = 1
        while done < count {
            let n = min(done, count - done)
            memcpy(p + done * 4, p, n * 4 * MemoryLayout<Float>.stride)
            done += n
        }
    }

    /// Composites `source` (same size) over this layer inside `area`, scaled by `opacity`,
    /// with the source shifted by (dx, dy) pixels; `tracking` records it in `dirty`.
    func composite(_ source: RasterLayer, tracking: Bool = true, area: PixelRect, opacity: Float, dx: Int = 0, dy: Int = 0) {
        let target = area.offsetBy(dx: dx, dy: dy).intersection(bounds)
        if target.isEmpty || opacity <= 0 { return }
        let w = width
        let src = source.pixels.baseAddress!, dst = pixels.baseAddress!
        var y = target.y0
        while y < target.y1 {
            var s = src + ((y - dy) * w + (target.x0 - dx)) * 4
            var d = dst + (y * w + target.x0) * 4
            var n = target.width
            while n > 0 {
                Self.blendOver(d, s, weight: opacity)
                s += 4; d += 4
                n -= 1
            }
            y += 1
        }
        if tracking { dirty = dirty.union(target) }
    }

    /// Composites source pixel `s` (premultiplied) over destination pixel `d`, the source scaled
    /// by `weight` (an opacity or a coverage).
    @inline(__always)
    static func blendOver(_ dst: UnsafeMutableBufferPointer<Float>, _ d: Int, _ src: UnsafeMutableBufferPointer<Float>, _ s: Int, weight: Float) {
        blendOver(dst.baseAddress! + d, src.baseAddress! + s, weight: weight)
    }

    /// The pixel at `s` over the pixel at `d`, as above, through pointers (fast in the debug build).
    @inline(__always)
    static func blendOver(_ d: UnsafeMutablePointer<Float>, _ s: UnsafeMutablePointer<Float>, weight: Float) {
        let sa = s[3] * weight
        if sa > 0 {
            let k = 1 - sa
            d[0] = s[0] * weight + d[0] * k
            d[1] = s[1] * weight + d[1] * k
            d[2] = s[2] * weight + d[2] * k
            d[3] = sa + d[3] * k
        }
    }
}

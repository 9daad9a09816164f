import Foundation
import PlaygroundUI

/// The colour of an image file at each device pixel: the pixel's centre is taken back through the
/// inverse of the enclosing groups' transform into root coordinates, then into the bitmap's pixel
/// grid stretched over `imageRect`. Sampling is bilinear on premultiplied values (`smooth`) or
/// nearest-neighbour; points outside the bitmap are transparent. With a tint only the bitmap's
/// alpha is used, in the tint colour (template rendering). Colours are premultiplied, 0…1.
struct ImageShader {
    private let pixels: [UInt8]
    private let width: Int
    private let height: Int
    /// Device pixels → root points (before the groups' transform), or nil when the transform is
    /// singular (nothing is drawn).
    private let inverse: ProjectionTransform?
    private let affine: Bool
    /// Root points → bitmap pixels: u = (x − originX) × kx.
    private let originX: Double, originY: Double, kx: Double, ky: Double
    private let scale: Double
    private let smooth: Bool
    private let tint: SIMD4<Float>?

    init(_ paint: ImagePaint, scale: Double) {
        let b = paint.bitmap
        let valid = b.width > 0 && b.height > 0 && b.pixels.count >= b.width * b.height * 4
        pixels = b.pixels
        width = valid ? b.width : 0
        height = valid ? b.height : 0
        inverse = paint.transform.isIdentity ? ProjectionTransform() : paint.transform.inverted()
        affine = inverse?.isAffine ?? true
        let r = paint.imageRect.standardized
        originX = Double(r.minX); originY = Double(r.minY)
        kx = r.width > 0 ? Double(width) / Double(r.width) : 0
        ky = r.height > 0 ? Double(height) / Double(r.height) : 0
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        smooth = paint.smooth
        tint = paint.tint.map { c in
            let a = Float(min(max(c.opacity, 0), 1))
            func ch(_ v: Double) -> Float { Float(min(max(v, 0), 1)) * a }
            return SIMD4(ch(c.red), ch(c.green), ch(c.blue), a)
        }
    }

    /// A byte as a fraction of 255, the way `texel` scaled it (`Float(b) * (1 / 255)`).
    nonisolated(unsafe) private static let byteScaled: UnsafePointer<Float> = {
        let table = UnsafeMutablePointer<Float>.allocate(capacity: 256)
        for b in 0..<256 { table[b] = Float(b) * (1 / 255) }
        return UnsafePointer(table)
    }()

    /// The premultiplied colours at the centres of `count` device pixels from (x, y) rightwards,
    /// 4 floats each, into `out`. Written for the debug build as much as for release (docs/
    /// rendering.md "Debug builds"): a pointer into the bitmap and a table for its bytes, colours in
    /// four scalars, clamps written out, the transform's terms read once a run — a moving photo
    /// costs this per pixel of its frame, every frame. The arithmetic per pixel is that of a
    /// `SIMD4` colour, in the same order.
    func colors(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<Float>) {
        guard width > 0, kx > 0, ky > 0, let m = inverse else {
            out.update(repeating: 0, count: 4 * count)
            return
        }
        let m11 = Double(m.m11), m21 = Double(m.m21), m31 = Double(m.m31)
        let m12 = Double(m.m12), m22 = Double(m.m22), m32 = Double(m.m32)
        let m13 = Double(m.m13), m23 = Double(m.m23), m33 = Double(m.m33)
        let affine = affine, scale = scale, originX = originX, originY = originY, kx = kx, ky = ky
        let width = width, height = height, w = Double(width), h = Double(height), smooth = smooth
        let hasTint = tint != nil
        let tr = tint?.x ?? 0, tg = tint?.y ?? 0, tb = tint?.z ?? 0, ta = tint?.w ?? 0
        let byte = Self.byteScaled
        let py = (Double(y) + 0.5) / scale
        pixels.withUnsafeBufferPointer { buffer in
            guard let bitmap = buffer.baseAddress else { return }
            var i = 0
            while i < count {
                var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
                let px = (Double(x + i) + 0.5) / scale
                var qx = 0.0, qy = 0.0, inside = true
                if affine {
                    qx = px * m11 + py * m21 + m31
                    qy = px * m12 + py * m22 + m32
                } else {
                    let d = px * m13 + py * m23 + m33
                    if d > 1e-9 {
                        qx = (px * m11 + py * m21 + m31) / d
                        qy = (px * m12 + py * m22 + m32) / d
                    } else {
                        inside = false
                    }
                }
                let u = (qx - originX) * kx, v = (qy - originY) * ky
                // Outside the bitmap (and NaN) is transparent.
                if inside && u >= 0 && v >= 0 && u < w && v < h {
                    if smooth {
                        // Bilinear between the four pixel centres around (u, v), clamped to the
                        // bitmap's edge pixels.
                        let fu = u - 0.5, fv = v - 0.5
                        let i0 = Int(floor(fu)), j0 = Int(floor(fv))   // (`rounded(.down)` is a generic call in debug)
                        let tx = Float(fu - Double(i0)), ty = Float(fv - Double(j0))
                        var x0 = i0 < 0 ? 0 : i0, x1 = i0 + 1 < 0 ? 0 : i0 + 1
                        var y0 = j0 < 0 ? 0 : j0, y1 = j0 + 1 < 0 ? 0 : j0 + 1
                        if x0 > width - 1 { x0 = width - 1 }
                        if x1 > width - 1 { x1 = width - 1 }
                        if y0 > height - 1 { y0 = height - 1 }
                        if y1 > height - 1 { y1 = height - 1 }
                        let p00 = bitmap + (y0 * width + x0) * 4, p10 = bitmap + (y0 * width + x1) * 4
                        let p01 = bitmap + (y1 * width + x0) * 4, p11 = bitmap + (y1 * width + x1) * 4
                        let sx = 1 - tx, sy = 1 - ty
                        var c = 0
                        while c < 4 {
                            let top = byte[Int(truncatingIfNeeded: p00[c])] * sx + byte[Int(truncatingIfNeeded: p10[c])] * tx
                            let bottom = byte[Int(truncatingIfNeeded: p01[c])] * sx + byte[Int(truncatingIfNeeded: p11[c])] * tx
                            let value = top * sy + bottom * ty
                            if c == 0 { r = value } else if c == 1 { g = value } else if c == 2 { b = value } else { a = value }
                            c += 1
                        }
                    } else {
                        let p = bitmap + (Int(v) * width + Int(u)) * 4
                        r = byte[Int(truncatingIfNeeded: p[0])]; g = byte[Int(truncatingIfNeeded: p[1])]
                        b = byte[Int(truncatingIfNeeded: p[2])]; a = byte[Int(truncatingIfNeeded: p[3])]
                    }
                    if hasTint { r = tr * a; g = tg * a; b = tb * a; a = ta * a }
                }
                let o = out + 4 * i
                o[0] = r; o[1] = g; o[2] = b; o[3] = a
                i += 1
            }
        }
    }
}

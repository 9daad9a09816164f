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

    /// The premultiplied colour at the centre of device pixel (x, y).
    @inline(__always) func color(x: Int, y: Int) -> SIMD4<Float> {
        guard width > 0, kx > 0, ky > 0, let m = inverse else { return .zero }
        let px = (Double(x) + 0.5) / scale, py = (Double(y) + 0.5) / scale
        var qx: Double, qy: Double
        if affine {
            qx = px * Double(m.m11) + py * Double(m.m21) + Double(m.m31)
            qy = px * Double(m.m12) + py * Double(m.m22) + Double(m.m32)
        } else {
            let w = px * Double(m.m13) + py * Double(m.m23) + Double(m.m33)
            guard w > 1e-9 else { return .zero }
            qx = (px * Double(m.m11) + py * Double(m.m21) + Double(m.m31)) / w
            qy = (px * Double(m.m12) + py * Double(m.m22) + Double(m.m32)) / w
        }
        let u = (qx - originX) * kx, v = (qy - originY) * ky
        // Outside the bitmap (and NaN) is transparent.
        guard u >= 0, v >= 0, u < Double(width), v < Double(height) else { return .zero }
        let sample = smooth ? bilinear(u, v) : texel(Int(u), Int(v))
        if let tint { return tint * sample.w }
        return sample
    }

    /// The colours of `count` pixels from (x, y) rightwards, 4 floats each, into `out`.
    func colors(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<Float>) {
        var i = 0
        while i < count {
            let c = color(x: x + i, y: y)
            out[4 * i] = c.x; out[4 * i + 1] = c.y; out[4 * i + 2] = c.z; out[4 * i + 3] = c.w
            i += 1
        }
    }

    /// Pixel (i, j) of the bitmap, premultiplied, 0…1.
    @inline(__always) private func texel(_ i: Int, _ j: Int) -> SIMD4<Float> {
        let k = (j * width + i) * 4
        return SIMD4(Float(pixels[k]), Float(pixels[k + 1]), Float(pixels[k + 2]), Float(pixels[k + 3])) * (1 / 255)
    }

    /// Bilinear between the four pixel centres around (u, v), clamped to the bitmap's edge pixels.
    @inline(__always) private func bilinear(_ u: Double, _ v: Double) -> SIMD4<Float> {
        let fu = u - 0.5, fv = v - 0.5
        let i0 = Int(fu.rounded(.down)), j0 = Int(fv.rounded(.down))
        let tx = Float(fu - Double(i0)), ty = Float(fv - Double(j0))
        let x0 = min(max(i0, 0), width - 1), x1 = min(max(i0 + 1, 0), width - 1)
        let y0 = min(max(j0, 0), height - 1), y1 = min(max(j0 + 1, 0), height - 1)
        let top = texel(x0, y0) * (1 - tx) + texel(x1, y0) * tx
        let bottom = texel(x0, y1) * (1 - tx) + texel(x1, y1) * tx
        return top * (1 - ty) + bottom * ty
    }
}

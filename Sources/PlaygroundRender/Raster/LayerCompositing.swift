import Foundation
import PlaygroundUI

/// Composites a group's layer into its parent through a colour matrix, a blend mode or an alpha
/// mask (docs/semantics.md §18). Pixels are premultiplied RGBA floats.
enum LayerCompositing {
    /// `src` mapped through `matrix` (on unpremultiplied colours) and drawn over `dst`.
    static func composite(_ src: RasterLayer, into dst: RasterLayer, area: PixelRect, opacity: Float, matrix: ColorMatrix) {
        let s = src.pixels, d = dst.pixels, w = src.width
        for y in area.y0..<area.y1 {
            for x in area.x0..<area.x1 {
                let i = (y * w + x) * 4
                let a = s[i + 3]
                let un = a > 0 ? SIMD4(s[i] / a, s[i + 1] / a, s[i + 2] / a, a) : SIMD4<Float>(0, 0, 0, 0)
                let c = matrix.apply(un)
                let ca = c.w * opacity
                if ca <= 0 { continue }
                let k = 1 - ca
                d[i] = c.x * ca + d[i] * k
                d[i + 1] = c.y * ca + d[i + 1] * k
                d[i + 2] = c.z * ca + d[i + 2] * k
                d[i + 3] = ca + d[i + 3] * k
            }
        }
    }

    /// `src` drawn over `dst` weighted by the alpha of `mask`.
    static func composite(_ src: RasterLayer, into dst: RasterLayer, area: PixelRect, opacity: Float, mask: RasterLayer) {
        let m = mask.pixels
        for y in area.y0..<area.y1 {
            for x in area.x0..<area.x1 {
                let i = (y * src.width + x) * 4
                let weight = m[i + 3] * opacity
                if weight > 0 { RasterLayer.blendOver(dst.pixels, i, src.pixels, i, weight: weight) }
            }
        }
    }

    /// `src` blended into `dst` with `mode` (W3C Compositing and Blending: the blended colour
    /// B(Cb, Cs) where both are present, source-over elsewhere).
    static func composite(_ src: RasterLayer, into dst: RasterLayer, area: PixelRect, opacity: Float, mode: BlendMode) {
        let s = src.pixels, d = dst.pixels, w = src.width
        for y in area.y0..<area.y1 {
            for x in area.x0..<area.x1 {
                let i = (y * w + x) * 4
                let sa = s[i + 3] * opacity
                let source = SIMD4(s[i] * opacity, s[i + 1] * opacity, s[i + 2] * opacity, sa)
                let backdrop = SIMD4(d[i], d[i + 1], d[i + 2], d[i + 3])
                let out = blend(source, over: backdrop, mode)
                d[i] = out.x; d[i + 1] = out.y; d[i + 2] = out.z; d[i + 3] = out.w
            }
        }
    }

    /// `src` composited into `dst` with a Porter–Duff operator, the source's alpha taken as the
    /// drawing's coverage `c`: inside (`c` = 1) the operator's result, outside the backdrop,
    /// between them mixed by `c` — what Core Graphics gives a filled shape drawn in that mode
    /// (exact for an opaque source; `destinationIn` of an opaque source changes nothing).
    static func composite(_ src: RasterLayer, into dst: RasterLayer, area: PixelRect, opacity: Float, operator op: CompositingOperator) {
        let s = src.pixels, d = dst.pixels, w = src.width
        for y in area.y0..<area.y1 {
            for x in area.x0..<area.x1 {
                let i = (y * w + x) * 4
                let c = s[i + 3] * opacity
                if c <= 0 { continue }
                let source = SIMD4(s[i] * opacity, s[i + 1] * opacity, s[i + 2] * opacity, c)
                let backdrop = SIMD4(d[i], d[i + 1], d[i + 2], d[i + 3])
                let out = compose(source, backdrop, op)
                d[i] = out.x; d[i + 1] = out.y; d[i + 2] = out.z; d[i + 3] = out.w
            }
        }
    }

    /// One premultiplied source pixel (its alpha the coverage) with one backdrop pixel.
    static func compose(_ s: SIMD4<Float>, _ b: SIMD4<Float>, _ op: CompositingOperator) -> SIMD4<Float> {
        let c = s.w, ba = b.w
        switch op {
        case .clear: return b * (1 - c)
        case .copy: return s + b * (1 - c)
        case .sourceIn: return s * ba + b * (1 - c)
        case .sourceOut: return s * (1 - ba) + b * (1 - c)
        case .destinationIn: return b
        case .destinationAtop: return s * (1 - ba) + b
        case .xor: return s * (1 - ba) + b * (1 - c)
        }
    }

    /// One premultiplied source pixel composited onto one premultiplied backdrop pixel.
    static func blend(_ s: SIMD4<Float>, over b: SIMD4<Float>, _ mode: BlendMode) -> SIMD4<Float> {
        let sa = s.w, ba = b.w
        switch mode {
        case .normal: return s + b * (1 - sa)
        case .sourceAtop:
            return SIMD4(s.x * ba + b.x * (1 - sa), s.y * ba + b.y * (1 - sa), s.z * ba + b.z * (1 - sa), ba)
        case .destinationOver: return b + s * (1 - ba)
        case .destinationOut: return b * (1 - sa)
        case .plusLighter: return SIMD4(min(s.x + b.x, 1), min(s.y + b.y, 1), min(s.z + b.z, 1), min(sa + ba, 1))
        case .plusDarker:
            // kCGBlendModePlusDarker: max(0, 1 − ((1 − D) + (1 − S))) on premultiplied values.
            let a = min(sa + ba, 1)
            func ch(_ sc: Float, _ bc: Float) -> Float { max(0, a - ((ba - bc) + (sa - sc))) }
            return SIMD4(ch(s.x, b.x), ch(s.y, b.y), ch(s.z, b.z), a)
        default: break
        }
        if sa <= 0 { return b }
        // Unpremultiplied colours for the blend function.
        let cs = SIMD3(s.x / sa, s.y / sa, s.z / sa)
        let cb = ba > 0 ? SIMD3(b.x / ba, b.y / ba, b.z / ba) : SIMD3<Float>(0, 0, 0)
        let mixed = blended(cb, cs, mode)
        // Cr = (1 − αb)·Cs + αb·B(Cb, Cs), composited source-over.
        let cr = (1 - ba) * cs + ba * mixed
        let ra = sa + ba * (1 - sa)
        let rgb = sa * cr + SIMD3(b.x, b.y, b.z) * (1 - sa)
        return SIMD4(rgb.x, rgb.y, rgb.z, ra)
    }

    private static func blended(_ cb: SIMD3<Float>, _ cs: SIMD3<Float>, _ mode: BlendMode) -> SIMD3<Float> {
        func each(_ f: (Float, Float) -> Float) -> SIMD3<Float> { SIMD3(f(cb.x, cs.x), f(cb.y, cs.y), f(cb.z, cs.z)) }
        switch mode {
        case .multiply: return cb * cs
        case .screen: return cb + cs - cb * cs
        case .overlay: return each { b, s in hardLight(s: b, b: s) }
        case .darken: return each { min($0, $1) }
        case .lighten: return each { max($0, $1) }
        case .colorDodge: return each { b, s in b == 0 ? 0 : (s >= 1 ? 1 : min(1, b / (1 - s))) }
        case .colorBurn: return each { b, s in b >= 1 ? 1 : (s <= 0 ? 0 : 1 - min(1, (1 - b) / s)) }
        case .hardLight: return each { b, s in hardLight(s: s, b: b) }
        case .softLight:
            return each { b, s in
                if s <= 0.5 { return b - (1 - 2 * s) * b * (1 - b) }
                let d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
                return b + (2 * s - 1) * (d - b)
            }
        case .difference: return each { abs($0 - $1) }
        case .exclusion: return cb + cs - 2 * cb * cs
        case .hue: return setLum(setSat(cs, sat(cb)), lum(cb))
        case .saturation: return setLum(setSat(cb, sat(cs)), lum(cb))
        case .color: return setLum(cs, lum(cb))
        case .luminosity: return setLum(cb, lum(cs))
        default: return cs
        }
    }

    private static func hardLight(s: Float, b: Float) -> Float {
        s <= 0.5 ? b * 2 * s : b + (2 * s - 1) - b * (2 * s - 1)
    }
    private static func lum(_ c: SIMD3<Float>) -> Float { 0.3 * c.x + 0.59 * c.y + 0.11 * c.z }
    private static func clipColor(_ c: SIMD3<Float>) -> SIMD3<Float> {
        let l = lum(c), n = min(c.x, c.y, c.z), x = max(c.x, c.y, c.z)
        var out = c
        if n < 0 { out = l + (out - l) * l / (l - n) }
        if x > 1 { out = l + (out - l) * (1 - l) / (x - l) }
        return out
    }
    private static func setLum(_ c: SIMD3<Float>, _ l: Float) -> SIMD3<Float> { clipColor(c + (l - lum(c))) }
    private static func sat(_ c: SIMD3<Float>) -> Float { max(c.x, c.y, c.z) - min(c.x, c.y, c.z) }
    private static func setSat(_ c: SIMD3<Float>, _ s: Float) -> SIMD3<Float> {
        let mx = max(c.x, c.y, c.z), mn = min(c.x, c.y, c.z)
        guard mx > mn else { return .zero }
        return (c - mn) * s / (mx - mn)
    }
}

import Foundation

/// Gaussian-like blur of an alpha plane: three box blurs per axis (the classic approximation),
/// in a fixed order so results are identical from run to run.
enum ShadowBlur {
    /// The largest standard deviation drawn, in pixels: a wider blur of anything on a canvas of at
    /// most 16,384 px is indistinguishable from this one, and bounding it keeps every box radius
    /// and margin a small integer (a radius of 1e300 used to trap converting to `Int`).
    static let maxSigma = 4096.0

    /// The standard deviation in pixels for a radius of `radius` points scaled by `scale` (a blur
    /// is radius / 2): NaN, infinite and negative radii are no blur, huge ones `maxSigma`.
    static func sigma(radius: Double, scale: Double) -> Double {
        guard radius.isFinite, scale.isFinite else { return 0 }
        let s = radius * scale / 2
        return s.isNaN || s <= 0 ? 0 : min(s, maxSigma)
    }

    /// How many pixels a blur of `sigma` reaches beyond what it blurs (three standard deviations).
    static func margin(sigma: Double) -> Int {
        let s = sigma.isNaN ? 0 : min(max(sigma, 0), maxSigma)
        return Int((s * 3).rounded(.up)) + 1
    }

    /// Blurs `alpha` (`width` × `height`, row-major) in place with standard deviation `sigma` px.
    static func blur(_ alpha: inout [Float], width: Int, height: Int, sigma: Double) {
        guard sigma >= 0.3, width > 0, height > 0 else { return }
        var temp = [Float](repeating: 0, count: alpha.count)
        for radius in boxRadii(sigma: sigma) where radius > 0 {
            boxPass(from: alpha, to: &temp, count: height, length: width, step: 1, lineStride: width, radius: radius)
            boxPass(from: temp, to: &alpha, count: width, length: height, step: width, lineStride: 1, radius: radius)
        }
    }

    /// Blurs premultiplied RGBA pixels (`width` × `height`, row-major, 4 floats a pixel) in
    /// place: each channel exactly as `blur` blurs a plane (the same sums in the same order), the
    /// four side by side in one walk.
    static func blurPixels(_ pixels: inout [Float], width: Int, height: Int, sigma: Double) {
        guard sigma >= 0.3, width > 0, height > 0 else { return }
        var temp = [Float](repeating: 0, count: pixels.count)
        for radius in boxRadii(sigma: sigma) where radius > 0 {
            boxPass4(from: pixels, to: &temp, count: height, length: width, step: 1, lineStride: width, radius: radius)
            boxPass4(from: temp, to: &pixels, count: width, length: height, step: width, lineStride: 1, radius: radius)
        }
    }

    /// Box radii whose three passes approximate a Gaussian of `sigma` (Kovesi's method).
    static func boxRadii(sigma: Double) -> [Int] {
        let n = 3.0
        let sigma = sigma.isNaN ? 0 : min(max(sigma, 0), maxSigma)
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var wl = Int(ideal.rounded(.down)); if wl % 2 == 0 { wl -= 1 }
        let wu = wl + 2
        let mIdeal = (12 * sigma * sigma - n * Double(wl * wl) - 4 * n * Double(wl) - 3 * n) / (-4 * Double(wl) - 4)
        let m = Int(mIdeal.rounded())
        return (0..<3).map { i in ((i < m ? wl : wu) - 1) / 2 }
    }

    private static func boxPass(from src: [Float], to dst: inout [Float], count: Int, length: Int,
                                step: Int, lineStride: Int, radius: Int) {
        let scale = 1 / Float(2 * radius + 1)
        // While loops over pointers: fast in the debug build too (docs/rendering.md "Debug builds").
        src.withUnsafeBufferPointer { sBuffer in
            dst.withUnsafeMutableBufferPointer { dBuffer in
                guard let s = sBuffer.baseAddress, let d = dBuffer.baseAddress else { return }
                let first = radius < length - 1 ? radius : length - 1
                var line = 0
                while line < count {
                    let base = line * lineStride
                    var sum: Float = 0
                    var i = 0
                    var p = s + base
                    while i <= first { sum += p[0]; p += step; i += 1 }
                    // Pointers stepped along the line: the element written, the one entering the
                    // box (index i + radius + 1) and the one leaving it (i − radius), each used
                    // only while inside the line.
                    // The line in three stretches by what each step does (write; add the entering
                    // element while i + radius + 1 < length; take the leaving one once i ≥ radius),
                    // so no step tests: the same operations in the same order.
                    let adds = max(0, length - radius - 1), takes = min(radius, length)
                    var o = d + base
                    var entering = s + base + (radius + 1) * step
                    var leaving = s + base - radius * step
                    i = 0
                    var end = min(adds, takes)
                    while i < end { o[0] = sum * scale; sum += entering[0]; o += step; entering += step; leaving += step; i += 1 }
                    if adds < takes {
                        while i < takes { o[0] = sum * scale; o += step; entering += step; leaving += step; i += 1 }
                    } else {
                        while i < adds { o[0] = sum * scale; sum += entering[0]; sum -= leaving[0]; o += step; entering += step; leaving += step; i += 1 }
                    }
                    end = length
                    while i < end { o[0] = sum * scale; sum -= leaving[0]; o += step; leaving += step; i += 1 }
                    line += 1
                }
            }
        }
    }

    /// `boxPass` over four interleaved channels; `step` and `lineStride` count pixels.
    private static func boxPass4(from src: [Float], to dst: inout [Float], count: Int, length: Int,
                                 step: Int, lineStride: Int, radius: Int) {
        let scale = 1 / Float(2 * radius + 1)
        src.withUnsafeBufferPointer { sBuffer in
            dst.withUnsafeMutableBufferPointer { dBuffer in
                guard let s = sBuffer.baseAddress, let d = dBuffer.baseAddress else { return }
                let first = radius < length - 1 ? radius : length - 1
                let stride = step * 4
                var line = 0
                while line < count {
                    let base = line * lineStride * 4
                    var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
                    var i = 0
                    while i <= first {
                        let p = s + base + i * stride
                        r += p[0]; g += p[1]; b += p[2]; a += p[3]
                        i += 1
                    }
                    // Pointers stepped along the line in the three stretches of `boxPass`.
                    let adds = max(0, length - radius - 1), takes = min(radius, length)
                    var o = d + base
                    var entering = s + base + (radius + 1) * stride
                    var leaving = s + base - radius * stride
                    i = 0
                    while i < length {
                        let add = i < adds, take = i >= takes
                        // The stretch this step starts: up to where `add` or `take` changes.
                        let end = add ? (take ? adds : min(adds, takes)) : (take ? length : takes)
                        while i < end {
                            o[0] = r * scale; o[1] = g * scale; o[2] = b * scale; o[3] = a * scale
                            if add { r += entering[0]; g += entering[1]; b += entering[2]; a += entering[3] }
                            if take { r -= leaving[0]; g -= leaving[1]; b -= leaving[2]; a -= leaving[3] }
                            o += stride; entering += stride; leaving += stride
                            i += 1
                        }
                    }
                    line += 1
                }
            }
        }
    }
}

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
        src.withUnsafeBufferPointer { s in
            dst.withUnsafeMutableBufferPointer { d in
                for line in 0..<count {
                    let base = line * lineStride
                    var sum: Float = 0
                    for i in 0...min(radius, length - 1) { sum += s[base + i * step] }
                    for i in 0..<length {
                        d[base + i * step] = sum * scale
                        let add = i + radius + 1, remove = i - radius
                        if add < length { sum += s[base + add * step] }
                        if remove >= 0 { sum -= s[base + remove * step] }
                    }
                }
            }
        }
    }
}

import Foundation

/// Whole-picture measures of two equally sized pictures: structural similarity, mean absolute
/// difference per channel and the share of pixels that differ.
struct PixelMetrics: Equatable {
    /// Mean SSIM of the grayscale pictures over every 8×8 window (stride 1, uniform weights,
    /// C1 = (0.01·255)², C2 = (0.03·255)²). 1 means identical.
    var ssim: Double
    /// Mean |reference − rendered| of the R, G and B channels, 0–255.
    var meanDifference: [Double]
    /// Pixels where some channel differs by more than `differenceThreshold`, as a fraction.
    var differingFraction: Double

    static let window = 8
    static let differenceThreshold = 8

    init(reference a: RGBRaster, rendered b: RGBRaster) {
        precondition(a.width == b.width && a.height == b.height)
        let n = a.width * a.height
        var sums = [Int](repeating: 0, count: 3)
        var differing = 0
        a.rgb.withUnsafeBufferPointer { pa in
            b.rgb.withUnsafeBufferPointer { pb in
                for i in 0..<n {
                    var over = false
                    for c in 0..<3 {
                        let d = abs(Int(pa[i * 3 + c]) - Int(pb[i * 3 + c]))
                        sums[c] += d
                        if d > Self.differenceThreshold { over = true }
                    }
                    if over { differing += 1 }
                }
            }
        }
        meanDifference = sums.map { Double($0) / Double(max(n, 1)) }
        differingFraction = Double(differing) / Double(max(n, 1))
        ssim = Self.ssim(a.gray, b.gray, width: a.width, height: a.height)
    }

    /// Mean SSIM over all `window`×`window` windows (smaller pictures: one window of their size),
    /// each window's means, variances and covariance read from summed-area tables.
    static func ssim(_ x: [Double], _ y: [Double], width w: Int, height h: Int) -> Double {
        let ww = min(window, w), wh = min(window, h)
        let stride = w + 1
        // Summed-area tables of x, y, x², y², xy with a zero first row and column.
        var tables = [[Double]](repeating: [Double](repeating: 0, count: (w + 1) * (h + 1)), count: 5)
        x.withUnsafeBufferPointer { px in
            y.withUnsafeBufferPointer { py in
                for t in 0..<5 {
                    tables[t].withUnsafeMutableBufferPointer { s in
                        for row in 0..<h {
                            var line = 0.0
                            for col in 0..<w {
                                let i = row * w + col
                                let v: Double
                                switch t {
                                case 0: v = px[i]
                                case 1: v = py[i]
                                case 2: v = px[i] * px[i]
                                case 3: v = py[i] * py[i]
                                default: v = px[i] * py[i]
                                }
                                line += v
                                s[(row + 1) * stride + col + 1] = s[row * stride + col + 1] + line
                            }
                        }
                    }
                }
            }
        }
        let c1: Double = (0.01 * 255) * (0.01 * 255), c2: Double = (0.03 * 255) * (0.03 * 255)
        let count = Double(ww * wh)
        var total = 0.0
        var windows = 0
        func area(_ s: UnsafeBufferPointer<Double>, _ x0: Int, _ y0: Int) -> Double {
            s[(y0 + wh) * stride + x0 + ww] - s[y0 * stride + x0 + ww] - s[(y0 + wh) * stride + x0] + s[y0 * stride + x0]
        }
        tables[0].withUnsafeBufferPointer { sx in
        tables[1].withUnsafeBufferPointer { sy in
        tables[2].withUnsafeBufferPointer { sxx in
        tables[3].withUnsafeBufferPointer { syy in
        tables[4].withUnsafeBufferPointer { sxy in
            for y0 in 0...(h - wh) {
                for x0 in 0...(w - ww) {
                    let mx = area(sx, x0, y0) / count, my = area(sy, x0, y0) / count
                    // Unclamped, so identical pictures give exactly 1 (rounding cancels in the ratio).
                    let vx = area(sxx, x0, y0) / count - mx * mx
                    let vy = area(syy, x0, y0) / count - my * my
                    let cov = area(sxy, x0, y0) / count - mx * my
                    total += ((2 * mx * my + c1) * (2 * cov + c2)) / ((mx * mx + my * my + c1) * (vx + vy + c2))
                    windows += 1
                }
            }
        } } } } }
        return windows == 0 ? 1 : total / Double(windows)
    }
}

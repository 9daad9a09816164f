import Foundation
import PlaygroundSDL

/// The picture `--diff OUT.png` writes: the reference faded to a light gray, pixels that differ
/// (more than 8/255 in some channel) in red where the reference has ink and the rendering does not,
/// blue where only the rendering has ink, orange where both do; the reference's ink boxes outlined
/// in green and the rendering's in magenta.
enum DiffImage {
    static func make(reference a: RGBRaster, rendered b: RGBRaster, referenceInk: InkBoxes, renderedInk: InkBoxes,
                     scale: Double) -> RGBRaster {
        var out = RGBRaster(width: a.width, height: a.height, rgb: [UInt8](repeating: 0, count: a.rgb.count))
        func isInk(_ p: UnsafeBufferPointer<UInt8>, _ i: Int, _ bg: (UInt8, UInt8, UInt8)) -> Bool {
            abs(Int(p[i]) - Int(bg.0)) > InkBoxes.inkThreshold || abs(Int(p[i + 1]) - Int(bg.1)) > InkBoxes.inkThreshold
                || abs(Int(p[i + 2]) - Int(bg.2)) > InkBoxes.inkThreshold
        }
        a.rgb.withUnsafeBufferPointer { pa in
            b.rgb.withUnsafeBufferPointer { pb in
                out.rgb.withUnsafeMutableBufferPointer { o in
                    for n in 0..<(a.width * a.height) {
                        let i = n * 3
                        let differs = (0..<3).contains { abs(Int(pa[i + $0]) - Int(pb[i + $0])) > PixelMetrics.differenceThreshold }
                        let color: (UInt8, UInt8, UInt8)
                        if differs {
                            let inA = isInk(pa, i, referenceInk.background), inB = isInk(pb, i, renderedInk.background)
                            color = inA && !inB ? (220, 30, 30) : (!inA && inB ? (30, 90, 230) : (240, 150, 0))
                        } else {
                            let g = 0.299 * Double(pa[i]) + 0.587 * Double(pa[i + 1]) + 0.114 * Double(pa[i + 2])
                            let v = UInt8(190 + g * 65 / 255)
                            color = (v, v, v)
                        }
                        o[i] = color.0; o[i + 1] = color.1; o[i + 2] = color.2
                    }
                }
            }
        }
        for box in referenceInk.boxes { outline(&out, box.rect, scale: scale, color: (0, 170, 60)) }
        for box in renderedInk.boxes { outline(&out, box.rect, scale: scale, color: (200, 0, 200)) }
        return out
    }

    /// A one-pixel outline just outside `box` (points).
    private static func outline(_ image: inout RGBRaster, _ box: CGRect, scale: Double, color: (UInt8, UInt8, UInt8)) {
        let x0 = Int((box.minX * scale).rounded()) - 1, y0 = Int((box.minY * scale).rounded()) - 1
        let x1 = Int((box.maxX * scale).rounded()), y1 = Int((box.maxY * scale).rounded())
        func set(_ x: Int, _ y: Int) {
            guard x >= 0, y >= 0, x < image.width, y < image.height else { return }
            let i = (y * image.width + x) * 3
            image.rgb[i] = color.0; image.rgb[i + 1] = color.1; image.rgb[i + 2] = color.2
        }
        for x in x0...x1 { set(x, y0); set(x, y1) }
        for y in y0...y1 { set(x0, y); set(x1, y) }
    }

    static func write(_ image: RGBRaster, to url: URL) throws {
        do { try PNGWriter.write(rgb: image.rgb, width: image.width, height: image.height, to: url) } catch {
            throw PlaygroundError.io("--diff \(url.path): cannot be written (\(PlaygroundError.reason(error)))")
        }
    }
}

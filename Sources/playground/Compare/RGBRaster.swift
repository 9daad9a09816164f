import Foundation
import PlaygroundSDL
import PlaygroundUI

/// An opaque picture, 8-bit RGB, rows top to bottom: what `playground compare` measures. Both
/// the reference and the rendered frame become one of these (transparent pixels composited over
/// the background colour of the run's colour scheme).
struct RGBRaster: Equatable {
    var width: Int
    var height: Int
    /// `width × height × 3` bytes.
    var rgb: [UInt8]

    /// The PNG (or JPEG) at `url`, decoded by the decoder `Image("name")` uses, composited over
    /// `background`. `role` names the file in errors ("--reference", "the rendered frame").
    static func load(_ url: URL, role: String, over background: (UInt8, UInt8, UInt8)) throws -> RGBRaster {
        let bitmap: Bitmap
        do { bitmap = try ImageDecoder.decode(url) } catch {
            throw PlaygroundError.io("\(role) \(url.path): \(error)")
        }
        var out = [UInt8](repeating: 0, count: bitmap.width * bitmap.height * 3)
        bitmap.pixels.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                let bg = [UInt32(background.0), UInt32(background.1), UInt32(background.2)]
                for i in 0..<(bitmap.width * bitmap.height) {
                    let a = UInt32(src[i * 4 + 3])
                    for c in 0..<3 {
                        // Premultiplied: colour + background × (1 − alpha).
                        dst[i * 3 + c] = UInt8(min(255, UInt32(src[i * 4 + c]) + (bg[c] * (255 - a) + 127) / 255))
                    }
                }
            }
        }
        return RGBRaster(width: bitmap.width, height: bitmap.height, rgb: out)
    }

    /// Luma (Rec. 601 weights), 0–255, one value a pixel.
    var gray: [Double] {
        var out = [Double](repeating: 0, count: width * height)
        rgb.withUnsafeBufferPointer { p in
            out.withUnsafeMutableBufferPointer { g in
                for i in 0..<(width * height) {
                    g[i] = 0.299 * Double(p[i * 3]) + 0.587 * Double(p[i * 3 + 1]) + 0.114 * Double(p[i * 3 + 2])
                }
            }
        }
        return out
    }
}

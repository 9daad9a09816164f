import CSDL2
import CSDL2Image
import Foundation
import PlaygroundSDL
import PlaygroundUI
import Testing

/// An RGB image in memory, for golden comparisons.
struct RGBImage: Equatable {
    var width: Int, height: Int, bytes: [UInt8]

    /// Loads a PNG through SDL_image.
    static func load(_ path: String) -> RGBImage? {
        guard let raw = IMG_Load(path) else { return nil }
        defer { SDL_FreeSurface(raw) }
        guard let s = SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_RGB24.rawValue, 0) else { return nil }
        defer { SDL_FreeSurface(s) }
        let w = Int(s.pointee.w), h = Int(s.pointee.h), pitch = Int(s.pointee.pitch)
        var out = [UInt8](repeating: 0, count: w * h * 3)
        let p = s.pointee.pixels!.assumingMemoryBound(to: UInt8.self)
        for y in 0..<h { for x in 0..<(w * 3) { out[y * w * 3 + x] = p[y * pitch + x] } }
        return RGBImage(width: w, height: h, bytes: out)
    }

    func pixel(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int) {
        let i = (y * width + x) * 3
        return (Int(bytes[i]), Int(bytes[i + 1]), Int(bytes[i + 2]))
    }
}

extension SoftwareRenderer {
    /// `list` rendered, as an image.
    @MainActor func image(of list: DisplayList) -> RGBImage {
        render(list)
        return RGBImage(width: pixelWidth, height: pixelHeight, bytes: rgbBytes())
    }
}

/// Renders `view` headless with the real fonts.
@MainActor
func renderImage<V: View>(_ view: V, size: CGSize, scale: Double, frames: Int = 0) throws -> RGBImage {
    let engine = try TTFTextEngine()
    let host = ViewHost(rootView: view, size: size, textMeasurer: engine)
    host.advance(frames: frames)
    let r = SoftwareRenderer(pixelWidth: Int(size.width * scale), pixelHeight: Int(size.height * scale), scale: scale, text: engine)
    return r.image(of: host.displayList)
}

/// Compares `image` with `Golden/<name>.png` allowing `tolerance` per channel; on failure writes
/// the actual image and a diff image next to the build products and fails with their paths.
/// With `UPDATE_GOLDEN=1` it rewrites the golden file in the source tree instead. (Not on the
/// main actor: a test that waits on a recording compares its frames without holding it.)
func assertGolden(_ image: RGBImage, _ name: String, tolerance: Int = 8, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let sourceDir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    let golden = sourceDir.appendingPathComponent("\(name).png")
    if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
        try PNGWriter.write(rgb: image.bytes, width: image.width, height: image.height, to: golden)
        return
    }
    guard let expected = RGBImage.load(golden.path) else {
        Issue.record("missing golden \(golden.path) (run with UPDATE_GOLDEN=1 to create it)", sourceLocation: sourceLocation); return
    }
    guard expected.width == image.width, expected.height == image.height else {
        Issue.record("\(name): size \(image.width)x\(image.height), golden is \(expected.width)x\(expected.height)", sourceLocation: sourceLocation)
        return
    }
    var diff = [UInt8](repeating: 255, count: image.bytes.count)
    var bad = 0
    for i in 0..<image.bytes.count where abs(Int(image.bytes[i]) - Int(expected.bytes[i])) > tolerance {
        bad += 1
        let p = i - i % 3
        diff[p] = 255; diff[p + 1] = 0; diff[p + 2] = 0
    }
    if bad > 0 {
        let outDir = FileManager.default.temporaryDirectory.appendingPathComponent("playground-golden-failures")
        try? FileManager.default.createDirectory(at: outDir, withIntermediateDirectories: true)
        let actual = outDir.appendingPathComponent("\(name)-actual.png"), diffURL = outDir.appendingPathComponent("\(name)-diff.png")
        try? PNGWriter.write(rgb: image.bytes, width: image.width, height: image.height, to: actual)
        try? PNGWriter.write(rgb: diff, width: image.width, height: image.height, to: diffURL)
        Issue.record("\(name): \(bad) channel values differ by more than \(tolerance); see \(actual.path) and \(diffURL.path)", sourceLocation: sourceLocation)
    }
}

/// A pixel rectangle (x0, y0 inclusive; x1, y1 exclusive).
struct PixelBox: Equatable {
    var x0: Int, y0: Int, x1: Int, y1: Int
    func union(_ o: PixelBox) -> PixelBox {
        PixelBox(x0: min(x0, o.x0), y0: min(y0, o.y0), x1: max(x1, o.x1), y1: max(y1, o.y1))
    }
}

extension RGBImage {
    /// The box around every non-white pixel, grown by `margin` and kept inside the image
    /// (the whole image when it is blank).
    func contentBounds(margin: Int) -> PixelBox {
        var box = PixelBox(x0: width, y0: height, x1: 0, y1: 0)
        for y in 0..<height { for x in 0..<width {
            let i = (y * width + x) * 3
            if bytes[i] < 250 || bytes[i + 1] < 250 || bytes[i + 2] < 250 {
                box = PixelBox(x0: min(box.x0, x), y0: min(box.y0, y), x1: max(box.x1, x + 1), y1: max(box.y1, y + 1))
            }
        } }
        guard box.x1 > box.x0 else { return PixelBox(x0: 0, y0: 0, x1: width, y1: height) }
        return PixelBox(x0: max(0, box.x0 - margin), y0: max(0, box.y0 - margin),
                        x1: min(width, box.x1 + margin), y1: min(height, box.y1 + margin))
    }

    /// The pixels inside `box`.
    func cropped(_ box: PixelBox) -> RGBImage {
        let w = box.x1 - box.x0, h = box.y1 - box.y0
        var out = [UInt8](repeating: 0, count: w * h * 3)
        for y in 0..<h {
            let src = ((box.y0 + y) * width + box.x0) * 3
            out.replaceSubrange((y * w * 3)..<((y + 1) * w * 3), with: bytes[src..<(src + w * 3)])
        }
        return RGBImage(width: w, height: h, bytes: out)
    }
}

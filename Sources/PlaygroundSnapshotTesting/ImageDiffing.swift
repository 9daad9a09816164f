import Foundation
import PlaygroundRender
import PlaygroundSDL
import PlaygroundUI
import SnapshotTesting

extension Diffing where Value == UIImage {
    /// Pixel diffing that requires every pixel to match.
    public static var image: Diffing { .image() }

    /// Pixel diffing of images (swift-snapshot-testing's iOS strategy, with its messages).
    ///
    /// - Parameters:
    ///   - precision: The fraction of pixels that must match.
    ///   - perceptualPrecision: How close a pixel must be to count as matching: 1 − ΔE94 / 100.
    ///   - scale: The scale a reference is read at (nil or 0: 3).
    ///
    /// A failure attaches the reference, the new image and their difference (|new − reference| a
    /// channel, black where they agree); on Linux, where nothing shows attachments, the
    /// difference is also written beside the failed snapshot's artifacts and its path ends the
    /// message.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Diffing {
        let imageScale = (scale ?? 0) > 0 ? scale! : SnapshotRenderer.defaultScale
        return .diff(
            toData: { ImageComparison.pngData($0) },
            fromData: { ImageComparison.image(fromPNG: $0, scale: imageScale) },
            diffV2: { old, new in
                guard let message = ImageComparison.compare(old, new, precision: precision, perceptualPrecision: perceptualPrecision) else {
                    return nil
                }
                guard let difference = ImageComparison.difference(old, new) else { return (message, []) }
                let differenceData = ImageComparison.pngData(difference)
                var text = message
                if let url = ImageComparison.writeArtifact(differenceData) { text += "\n\nDifference: \(url.absoluteString)" }
                return (text, [
                    .data(ImageComparison.pngData(old), name: "reference.png"),
                    .data(ImageComparison.pngData(new), name: "failure.png"),
                    .data(differenceData, name: "difference.png"),
                ])
            }
        )
    }
}

extension Snapshotting where Value == UIImage, Format == UIImage {
    /// Compares images pixel for pixel.
    public static var image: Snapshotting { .image() }

    /// Compares images (see `Diffing.image(precision:perceptualPrecision:scale:)`).
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale))
    }
}

/// The pixel work behind `Diffing.image`: PNG coding, comparison and the difference image.
enum ImageComparison {
    static func pngData(_ image: UIImage) -> Data {
        guard let rgb = image.rgbPixels, let (w, h) = image.pixelSize, let data = try? PNGWriter.encode(rgb: rgb, width: w, height: h) else {
            return Data()
        }
        return data
    }

    /// The image in `data`, over white where it is transparent (an iOS reference may carry
    /// alpha); an image without pixels when it cannot be decoded.
    static func image(fromPNG data: Data, scale: CGFloat) -> UIImage {
        guard let bitmap = try? ImageDecoder.decode(data, source: "reference") else { return UIImage(unloadable: ()) }
        var rgb = [UInt8](repeating: 0, count: bitmap.width * bitmap.height * 3)
        let p = bitmap.pixels
        for i in 0..<(bitmap.width * bitmap.height) {
            let a = 255 - Int(p[i * 4 + 3])   // premultiplied: colour + (1 − alpha) × white
            rgb[i * 3] = UInt8(min(255, Int(p[i * 4]) + a))
            rgb[i * 3 + 1] = UInt8(min(255, Int(p[i * 4 + 1]) + a))
            rgb[i * 3 + 2] = UInt8(min(255, Int(p[i * 4 + 2]) + a))
        }
        return UIImage(rgb: rgb, pixelWidth: bitmap.width, pixelHeight: bitmap.height, scale: scale) ?? UIImage(unloadable: ())
    }

    /// Nil when `new` matches `old` as asked; else swift-snapshot-testing's message.
    static func compare(_ old: UIImage, _ new: UIImage, precision: Float, perceptualPrecision: Float) -> String? {
        guard let oldPixels = old.rgbPixels, let (ow, oh) = old.pixelSize else { return "Reference image could not be loaded." }
        guard let newPixels = new.rgbPixels, let (nw, nh) = new.pixelSize else { return "Newly-taken snapshot could not be loaded." }
        guard nw > 0, nh > 0 else { return "Newly-taken snapshot is empty." }
        guard ow == nw, oh == nh else {
            return "Newly-taken snapshot@\(describe(new.size)) does not match reference@\(describe(old.size))."
        }
        if oldPixels == newPixels { return nil }
        if precision >= 1, perceptualPrecision >= 1 { return "Newly-taken snapshot does not match reference." }
        let pixelCount = nw * nh
        if perceptualPrecision < 1 {
            let threshold = (1 - perceptualPrecision) * 100
            var failing = 0
            var maximum: Float = 0
            for i in 0..<pixelCount {
                let j = i * 3
                if oldPixels[j] == newPixels[j], oldPixels[j + 1] == newPixels[j + 1], oldPixels[j + 2] == newPixels[j + 2] { continue }
                let d = Float(ColorDifference.deltaE94(
                    (oldPixels[j], oldPixels[j + 1], oldPixels[j + 2]), (newPixels[j], newPixels[j + 1], newPixels[j + 2])))
                if d > threshold { failing += 1; maximum = max(maximum, d) }
            }
            let actual = 1 - Float(failing) / Float(pixelCount)
            guard actual < precision else { return nil }
            let lowest = 1 - min(maximum / 100, 1)
            return """
                The percentage of pixels that match \(actual) is less than required \(precision)
                The lowest perceptual color precision \(lowest) is less than required \(perceptualPrecision)
                """
        }
        // Bytes of RGBA pixels, as UIKit compares them (alpha is always equal here).
        let byteCount = pixelCount * 4
        var differing = 0
        for i in 0..<oldPixels.count where oldPixels[i] != newPixels[i] { differing += 1 }
        if differing > Int((1 - precision) * Float(byteCount)) {
            let actual = 1 - Float(differing) / Float(byteCount)
            return "Actual image precision \(actual) is less than required \(precision)"
        }
        return nil
    }

    /// |new − old| a channel over the larger of the two sizes (black where they agree).
    static func difference(_ old: UIImage, _ new: UIImage) -> UIImage? {
        guard let a = old.rgbPixels, let (aw, ah) = old.pixelSize, let b = new.rgbPixels, let (bw, bh) = new.pixelSize else { return nil }
        let w = max(aw, bw), h = max(ah, bh)
        var out = [UInt8](repeating: 0, count: w * h * 3)
        for y in 0..<h {
            for x in 0..<w {
                for c in 0..<3 {
                    let va = x < aw && y < ah ? Int(a[(y * aw + x) * 3 + c]) : 0
                    let vb = x < bw && y < bh ? Int(b[(y * bw + x) * 3 + c]) : 0
                    out[(y * w + x) * 3 + c] = UInt8(abs(va - vb))
                }
            }
        }
        return UIImage(rgb: out, pixelWidth: w, pixelHeight: h, scale: max(old.scale, new.scale))
    }

    /// Writes `png` into the artifacts folder swift-snapshot-testing writes failed snapshots to
    /// (`SNAPSHOT_ARTIFACTS`, else the temporary folder), named by its content.
    static func writeArtifact(_ png: Data) -> URL? {
        let root = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
        let folder = URL(fileURLWithPath: root, isDirectory: true).appendingPathComponent("differences", isDirectory: true)
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in png { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let url = folder.appendingPathComponent("difference-\(String(hash, radix: 16)).png")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try png.write(to: url, options: .atomic)
            return url
        } catch { return nil }
    }

    private static func describe(_ size: CGSize) -> String { "(\(Double(size.width)), \(Double(size.height)))" }
}

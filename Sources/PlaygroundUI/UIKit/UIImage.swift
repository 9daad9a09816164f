import Foundation

/// UIKit's image (§34), as far as SwiftUI code and its tests reach for it: `UIImage(named:)`
/// finds an image in the app's asset catalogs and folders (the same lookup as `Image("name")`),
/// `UIImage(systemName:)` names a symbol, and `Image(uiImage:)` draws either. A snapshot test's
/// image (`PlaygroundSnapshotTesting`) is a UIImage holding pixels, made with
/// `init(rgb:pixelWidth:pixelHeight:scale:)` (ours; UIKit makes them by drawing).
/// `init(data:)`, `init(data:scale:)` and `init(contentsOfFile:)` decode PNG, JPEG and SVG bytes
/// with the host's decoder (SDL_image in the window and in `playground open`; without a decoder
/// they give nil and warn once). Nothing else of UIImage (drawing into it, `pngData()`,
/// resizing) is here. Immutable, so it is `Sendable` as UIKit's is.
open class UIImage: @unchecked Sendable {
    /// What the image is: an image set or file by name, a symbol, or pixels (with the RGB bytes
    /// it was made from, nil for a decoded file).
    enum Content { case named(String), symbol(String), pixels(rgb: [UInt8]?, bitmap: Bitmap) }
    let content: Content
    /// The image's size in points (a symbol's is 0 × 0 here: it takes the font's size when drawn).
    public let size: CGSize
    /// Pixels per point of the file the image came from.
    public let scale: CGFloat

    /// The image set or file named `name`; nil when there is none (as on iOS).
    @MainActor public init?(named name: String) {
        guard let entry = ImageLibrary.shared.imageIfPresent(named: name) else { return nil }
        content = .named(name)
        scale = entry.scale
        size = CGSize(width: CGFloat(entry.bitmap.width) / entry.scale, height: CGFloat(entry.bitmap.height) / entry.scale)
    }
    @MainActor public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: Any?) {
        self.init(named: name)
    }
    /// The SF Symbol `name` (nil for a name the bundled set lacks).
    @MainActor public init?(systemName name: String) {
        guard SymbolGlyphs.glyph(named: name) != nil else { return nil }
        content = .symbol(name)
        size = .zero
        scale = 1
    }

    /// An opaque image of `pixelWidth` × `pixelHeight` pixels, `rgb` holding 3 bytes (red, green,
    /// blue) a pixel, rows top to bottom, at `scale` pixels per point (ours: UIKit has no such
    /// initializer). Nil when `rgb` is not that long or a side is not positive.
    public init?(rgb: [UInt8], pixelWidth: Int, pixelHeight: Int, scale: CGFloat = 1) {
        guard pixelWidth > 0, pixelHeight > 0, rgb.count == pixelWidth * pixelHeight * 3, scale > 0 else { return nil }
        // Also the bitmap the renderer draws (premultiplied RGBA, opaque), made once so that
        // `Image(uiImage:)` draws the same bitmap each time.
        var rgba = [UInt8](repeating: 255, count: pixelWidth * pixelHeight * 4)
        for i in 0..<(pixelWidth * pixelHeight) {
            rgba[i * 4] = rgb[i * 3]; rgba[i * 4 + 1] = rgb[i * 3 + 1]; rgba[i * 4 + 2] = rgb[i * 3 + 2]
        }
        content = .pixels(rgb: rgb, bitmap: Bitmap(width: pixelWidth, height: pixelHeight, pixels: rgba, source: "UIImage"))
        self.scale = scale
        size = CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale)
    }

    /// The image in `data`, the bytes of a PNG, JPEG or SVG file, one pixel a point; nil when they
    /// are not an image (as on iOS). Callable on any thread, as UIKit's.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// The image in `data` at `scale` pixels per point (2 for an `@2x` picture); nil when the
    /// bytes are not an image.
    public init?(data: Data, scale: CGFloat) {
        guard scale > 0, let bitmap = UIImage.decode(data) else { return nil }
        content = .pixels(rgb: nil, bitmap: bitmap)
        self.scale = scale
        size = CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale)
    }

    /// The image in the file at `path`, its scale from an `@2x` or `@3x` in its name (as UIKit
    /// reads it); nil when there is no such file or it is not an image.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let name = (path as NSString).deletingPathExtension
        self.init(data: data, scale: name.hasSuffix("@3x") ? 3 : name.hasSuffix("@2x") ? 2 : 1)
    }

    /// Decodes with the host's decoder (`ImageLibrary.dataDecoder`).
    private static func decode(_ data: Data) -> Bitmap? {
        guard let decoder = ImageLibrary.dataDecoder else {
            UndecodableWarning.once()
            return nil
        }
        return try? decoder(data)
    }

    /// An image without pixels: what a snapshot reference that cannot be decoded reads as.
    package init(unloadable: Void) {
        content = .named("")
        size = .zero
        scale = 1
    }

    /// The pixels of an image made with `init(rgb:pixelWidth:pixelHeight:scale:)`, 3 bytes a pixel
    /// (nil for a named image or a symbol). Ours, as that initializer.
    public var rgbPixels: [UInt8]? {
        guard case .pixels(let rgb, _) = content else { return nil }
        return rgb
    }

    /// The width and height in pixels of an image that holds pixels (nil otherwise).
    public var pixelSize: (width: Int, height: Int)? {
        switch content {
        case .pixels(_, let bitmap): return (bitmap.width, bitmap.height)
        case .named, .symbol: return nil
        }
    }
}

/// The one warning for `UIImage(data:)` where no decoder is installed (a test target without the
/// SDL host).
private enum UndecodableWarning {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var warned = false
    static func once() {
        lock.lock()
        let first = !warned
        warned = true
        lock.unlock()
        if first { FileHandle.standardError.write(Data("warning: UIImage(data:): images cannot be decoded here (no image decoder); it gives nil\n".utf8)) }
    }
}

extension Image {
    /// Draws a `UIImage` (§34): its image set or file, or its symbol.
    public init(uiImage: UIImage) {
        switch uiImage.content {
        case .named(let name): self.init(name)
        case .symbol(let name): self.init(systemName: name)
        case .pixels(_, let bitmap): self.init(source: .pixels(bitmap, scale: uiImage.scale))
        }
    }
}

import Foundation

/// UIKit's image (§34), as far as SwiftUI code and its tests reach for it: `UIImage(named:)`
/// finds an image in the app's asset catalogs and folders (the same lookup as `Image("name")`),
/// `UIImage(systemName:)` names a symbol, and `Image(uiImage:)` draws either. A snapshot test's
/// image (`PlaygroundSnapshotTesting`) is a UIImage holding pixels, made with
/// `init(rgb:pixelWidth:pixelHeight:scale:)` (ours; UIKit makes them by drawing). Nothing else of
/// UIImage (drawing into it, `pngData()`, resizing) is here. Immutable, so it is `Sendable` as
/// UIKit's is.
open class UIImage: @unchecked Sendable {
    enum Content { case named(String), symbol(String), pixels(rgb: [UInt8], bitmap: Bitmap) }
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
        guard case .pixels(_, let bitmap) = content else { return nil }
        return (bitmap.width, bitmap.height)
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

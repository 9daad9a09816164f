import Foundation

/// UIKit's image (§34), as far as SwiftUI code reaches for it: `UIImage(named:)` finds an image
/// in the app's asset catalogs and folders (the same lookup as `Image("name")`), and
/// `Image(uiImage:)` draws it. `UIImage(systemName:)` names a symbol, drawn by `Image(uiImage:)`
/// as `Image(systemName:)` draws it. Nothing else of UIImage (drawing, data, resizing) is here.
@MainActor @preconcurrency
open class UIImage {
    enum Content { case named(String), symbol(String) }
    let content: Content
    /// The image's size in points (a symbol's is 0 × 0 here: it takes the font's size when drawn).
    public let size: CGSize
    /// Pixels per point of the file the image came from.
    public let scale: CGFloat

    /// The image set or file named `name`; nil when there is none (as on iOS).
    public init?(named name: String) {
        guard let entry = ImageLibrary.shared.imageIfPresent(named: name) else { return nil }
        content = .named(name)
        scale = entry.scale
        size = CGSize(width: CGFloat(entry.bitmap.width) / entry.scale, height: CGFloat(entry.bitmap.height) / entry.scale)
    }
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: Any?) {
        self.init(named: name)
    }
    /// The SF Symbol `name` (nil for a name the bundled set lacks).
    public init?(systemName name: String) {
        guard SymbolGlyphs.glyph(named: name) != nil else { return nil }
        content = .symbol(name)
        size = .zero
        scale = 1
    }
}

extension Image {
    /// Draws a `UIImage` (§34): its image set or file, or its symbol.
    public init(uiImage: UIImage) {
        switch uiImage.content {
        case .named(let name): self.init(name)
        case .symbol(let name): self.init(systemName: name)
        }
    }
}

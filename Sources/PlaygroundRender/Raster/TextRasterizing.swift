import PlaygroundUI

/// What the software renderer needs from a text engine: a coverage mask for one line of text
/// at a pixel density. `TTFTextEngine` is the real one.
@MainActor
public protocol TextRasterizing: AnyObject {
    /// The line's glyphs as coverage, with the line's ascent + descent as the mask height;
    /// nil when there is nothing to draw.
    func mask(for string: String, font: Font, scale: Double) -> GlyphMask?
}

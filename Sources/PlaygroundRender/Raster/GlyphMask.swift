/// A rendered line of text as 8-bit coverage, `width` × `height` pixels, row-major.
public struct GlyphMask: Sendable {
    public var width: Int
    public var height: Int
    public var coverage: [UInt8]
    /// Per pixel, the pixel's own colour where a colour glyph (an emoji) drew it, as
    /// 0xFFRRGGBB (straight sRGB; its alpha is `coverage`), or 0 where the text's colour or
    /// gradient applies; nil when the line has no colour glyphs.
    public var colors: [UInt32]?
    public init(width: Int, height: Int, coverage: [UInt8], colors: [UInt32]? = nil) {
        self.width = width; self.height = height; self.coverage = coverage; self.colors = colors
    }
}

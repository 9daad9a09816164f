/// A rendered line of text as 8-bit coverage, `width` × `height` pixels, row-major.
public struct GlyphMask: Sendable {
    public var width: Int
    public var height: Int
    public var coverage: [UInt8]
    public init(width: Int, height: Int, coverage: [UInt8]) {
        self.width = width; self.height = height; self.coverage = coverage
    }
}

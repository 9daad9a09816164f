import PlaygroundUI

/// What a host needs from text: sizes for layout (`TextMeasurer`), coverage masks for drawing
/// (`TextRasterizing`) and notes about fonts that could not be loaded. `PlaygroundSDL`'s
/// `TTFTextEngine` is the real one; this module never depends on how text is rendered.
@MainActor
public protocol TextEngine: TextMeasurer, TextRasterizing {
    /// One-line notes about fonts that could not be opened (shown once when a run starts).
    var fontWarnings: [String] { get }
}

import Foundation

/// Measures single lines of text. The engine asks once per (string, font) and caches the answer;
/// the SDL host plugs in SDL_ttf's metrics, tests use `FixedWidthTextMeasurer`.
@MainActor
public protocol TextMeasurer: AnyObject {
    /// The width and line height of `string` set on one line in `font`.
    func measure(_ string: String, font: Font) -> CGSize
}

/// A deterministic measurer: every character (grapheme) is `widthFactor × size` wide and a line is
/// `lineHeightFactor × size` high. The benchmarks' stub is (0.5, 1.0); tests default to (0.5, 1.2).
@MainActor
public final class FixedWidthTextMeasurer: TextMeasurer {
    public let widthFactor: CGFloat
    public let lineHeightFactor: CGFloat
    @exclusivity(unchecked) public private(set) var calls = 0
    public init(widthFactor: CGFloat = 0.5, lineHeightFactor: CGFloat = 1.2) {
        self.widthFactor = widthFactor; self.lineHeightFactor = lineHeightFactor
    }
    public func measure(_ string: String, font: Font) -> CGSize {
        calls += 1
        let chars = CGFloat(string.count)
        return CGSize(width: chars * font.size * widthFactor, height: font.size * lineHeightFactor)
    }
}

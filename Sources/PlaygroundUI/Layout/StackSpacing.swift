import Foundation

/// What one edge of a view asks of the view next to it across that edge in a vertical stack, when
/// the stack's spacing is nil (docs/semantics.md §6.1.1). SwiftUI keeps these preferences per
/// category; a distance exists for each category both facing edges have, the largest wins, and with
/// no category in common the stack's default (8 points) applies:
/// - `text`: both edges are text (text to text): the lower text's leading from iOS 17, else 0;
/// - `aboveText`: the edge of a plain view facing text below it (0), or a text's top edge facing a
///   plain view above it (its descent plus the default text spacing);
/// - `belowText`: the edge of a plain view facing text above it (0), or a text's bottom edge facing
///   a plain view below it (the default line spacing less the cap height, at least the default text
///   spacing plus the descent).
/// Horizontal neighbours keep 8 points (text has side categories only in vertical writing modes).
struct EdgeSpacing: Equatable {
    var text: TextSpacingMetrics?
    var aboveText: CGFloat?
    var belowText: CGFloat?

    /// A plain view's top edge: 0 toward text above it.
    static let plainTop = EdgeSpacing(belowText: 0)
    /// A plain view's bottom edge: 0 toward text below it.
    static let plainBottom = EdgeSpacing(aboveText: 0)
    /// No preference at all: the default spacing toward anything (symbol images, whose spacing is
    /// not modelled).
    static let unspecified = EdgeSpacing()

    static func plain(_ edge: VerticalEdge) -> EdgeSpacing { edge == .top ? plainTop : plainBottom }

    /// Keeps, per category, the larger preference (a stack's edge takes those of the children
    /// that touch it).
    mutating func formUnion(_ o: EdgeSpacing) {
        if let t = o.text { text = text.map { $0.lineSpacing >= t.lineSpacing ? $0 : t } ?? t }
        if let a = o.aboveText { aboveText = max(aboveText ?? a, a) }
        if let b = o.belowText { belowText = max(belowText ?? b, b) }
    }

    /// The distance from a view whose bottom edge is `upper` to one whose top edge is `lower`, or
    /// nil when they share no category (the caller's default applies).
    static func distance(_ upper: EdgeSpacing, _ lower: EdgeSpacing) -> CGFloat? {
        var d: CGFloat? = nil
        if let a = upper.text, let b = lower.text { d = TextSpacingMetrics.textToText(top: a, bottom: b) }
        if let a = upper.aboveText, let b = lower.aboveText { d = max(d ?? -.infinity, a + b) }
        if let a = upper.belowText, let b = lower.belowText { d = max(d ?? -.infinity, a + b) }
        return d
    }
}

/// A text's vertical font metrics as its spacing uses them (the largest of its runs' fonts).
struct TextSpacingMetrics: Equatable {
    var ascend: CGFloat
    var descend: CGFloat
    var leading: CGFloat
    var capHeight: CGFloat
    /// `lineHeight × 0.1` rounded up to the pixel (iOS 17 and later) or to 4 points (earlier).
    var defaultTextSpacing: CGFloat
    var pixelLength: CGFloat
    /// Whether text-to-text spacing is the lower text's leading (iOS 17 and later) or 0.
    var leadingBetweenTexts: Bool

    var lineSpacing: CGFloat { ascend + descend + leading }

    /// SF Pro's proportions of the line height (ascender 1950, descender 494, cap height 1443 of
    /// 2048 units per em): the bundled face is sized so that its line height is SF Pro's.
    static let ascendShare: CGFloat = 1950 / 2444
    static let capShare: CGFloat = 1443 / 2444

    /// Metrics for a text whose tallest run's line is `lineHeight` tall and whose text styles
    /// space lines `pitch` apart (the style's leading is the difference), at `pixelLength`.
    init(lineHeight: CGFloat, pitch: CGFloat, pixelLength: CGFloat, modern: Bool) {
        ascend = lineHeight * Self.ascendShare
        descend = lineHeight - ascend
        leading = max(pitch - lineHeight, 0)
        capHeight = lineHeight * Self.capShare
        self.pixelLength = pixelLength
        leadingBetweenTexts = modern
        defaultTextSpacing = Self.roundUp(lineHeight * 0.1, to: modern ? pixelLength : 4)
    }

    static func roundUp(_ v: CGFloat, to step: CGFloat) -> CGFloat {
        guard step > 0, v.isFinite else { return v }
        return (v / step - 1e-9).rounded(.up) * step
    }

    /// The top edge's distance toward a plain view above it.
    var aboveText: CGFloat { descend + defaultTextSpacing }
    /// The bottom edge's distance toward a plain view below it.
    var belowText: CGFloat { max(ascend + descend + defaultTextSpacing - capHeight, defaultTextSpacing + descend) }

    /// Between two texts: the lower one's leading, rounded up to the pixel (iOS 17 and later), else 0.
    static func textToText(top: TextSpacingMetrics, bottom: TextSpacingMetrics) -> CGFloat {
        guard top.leadingBetweenTexts else { return 0 }
        return roundUp(bottom.leading, to: top.pixelLength)
    }

    func edge(_ edge: VerticalEdge) -> EdgeSpacing {
        edge == .top ? EdgeSpacing(text: self, aboveText: aboveText) : EdgeSpacing(text: self, belowText: belowText)
    }
}

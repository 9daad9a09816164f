import Foundation
import PlaygroundUI

/// A message drawn across the top of the window over the scene: `playground open --watch` shows
/// the first compiler error of a failed save here while the last good view stays on screen.
@MainActor
final class MessageBanner {
    private let text: OverlayText
    private var cached: (message: String, width: CGFloat, items: [DisplayItem])?

    static let font = Font.system(size: 13)
    static let background = ResolvedColor(red: 0.72, green: 0.11, blue: 0.11, opacity: 0.94)
    static let ink = ResolvedColor(red: 1, green: 1, blue: 1, opacity: 1)

    init(measurer: TextMeasurer) { text = OverlayText(measurer: measurer) }

    /// The banner's items for a window `width` points wide: up to four wrapped lines of `message`.
    func items(_ message: String, width: CGFloat) -> [DisplayItem] {
        if let c = cached, c.message == message, c.width == width { return c.items }
        let padding: CGFloat = 10
        let lineHeight = text.lineHeight(Self.font)
        var lines: [String] = []
        for paragraph in message.split(separator: "\n", omittingEmptySubsequences: false) where lines.count < 4 {
            lines += text.wrapped(String(paragraph), font: Self.font, maxWidth: max(width - 2 * padding, 40), maxLines: 4 - lines.count)
        }
        let height = CGFloat(lines.count) * lineHeight + 2 * padding
        var items: [DisplayItem] = [.shape(ShapeDrawing(outline: .rectangle, rect: CGRect(x: 0, y: 0, width: width, height: height),
                                                        paint: .fill(Self.background)))]
        for (i, line) in lines.enumerated() {
            items.append(text.item(line, font: Self.font, color: Self.ink, at: CGPoint(x: padding, y: padding + CGFloat(i) * lineHeight)))
        }
        cached = (message, width, items)
        return items
    }
}

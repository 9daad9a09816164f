import Foundation
import PlaygroundUI

/// Text for the overlays: widths from per-character measurements (cached, so a value that changes
/// every frame never grows the text engine's string cache), and `DisplayItem`s for labels.
@MainActor
final class OverlayText {
    private struct Key: Hashable { var character: Character; var font: Font }
    private let measurer: TextMeasurer
    private var widths: [Key: CGFloat] = [:]
    private var heights: [Font: CGFloat] = [:]

    init(measurer: TextMeasurer) { self.measurer = measurer }

    /// The approximate width of `string` on one line (sum of its characters' widths).
    func width(_ string: String, font: Font) -> CGFloat {
        var total: CGFloat = 0
        for c in string { total += width(of: c, font: font) }
        return total
    }

    func width(of c: Character, font: Font) -> CGFloat {
        let key = Key(character: c, font: font)
        if let w = widths[key] { return w }
        let w = measurer.measure(String(c), font: font).width
        if widths.count > 2048 { widths.removeAll() }
        widths[key] = w
        return w
    }

    /// The line height of `font`.
    func lineHeight(_ font: Font) -> CGFloat {
        if let h = heights[font] { return h }
        let h = max(measurer.measure("Ag", font: font).height, font.size)
        heights[font] = h
        return h
    }

    /// A text item whose line box starts at `origin` (top-left).
    func item(_ string: String, font: Font, color: ResolvedColor, at origin: CGPoint) -> DisplayItem {
        .text(TextDrawing(string: string, font: font, color: color,
                          rect: CGRect(origin: origin, size: CGSize(width: width(string, font: font), height: lineHeight(font)))))
    }

    /// `string` cut to fit `maxWidth`, ending with "…" when cut.
    func truncated(_ string: String, font: Font, maxWidth: CGFloat) -> String {
        guard width(string, font: font) > maxWidth else { return string }
        let limit = maxWidth - width(of: "…", font: font)
        var used: CGFloat = 0, out = ""
        for c in string {
            let w = width(of: c, font: font)
            if used + w > limit { break }
            used += w; out.append(c)
        }
        return out + "…"
    }

    /// `string` broken into at most `maxLines` lines of `maxWidth`, preferring breaks after ", "
    /// or a space; the last line ends with "…" when the text did not fit.
    func wrapped(_ string: String, font: Font, maxWidth: CGFloat, maxLines: Int) -> [String] {
        var lines: [String] = []
        var rest = Substring(string)
        while !rest.isEmpty, lines.count < maxLines {
            if lines.count == maxLines - 1 {
                lines.append(truncated(String(rest), font: font, maxWidth: maxWidth)); break
            }
            var used: CGFloat = 0
            var end = rest.startIndex, lastBreak: String.Index?
            while end < rest.endIndex {
                let w = width(of: rest[end], font: font)
                if used + w > maxWidth, end > rest.startIndex { break }
                used += w
                if rest[end] == " " { lastBreak = rest.index(after: end) }
                end = rest.index(after: end)
            }
            if end < rest.endIndex, let b = lastBreak, b > rest.startIndex { end = b }
            lines.append(String(rest[..<end]).trimmingCharacters(in: .whitespaces))
            rest = rest[end...].drop { $0 == " " }
        }
        return lines
    }
}

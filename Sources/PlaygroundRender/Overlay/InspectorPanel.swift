import Foundation
import PlaygroundUI

/// The inspector's value list: a translucent panel along the bottom of the window with one entry
/// per preference key — a swatch and the key's name in its colour, then its reduced value at the
/// root (condensed, wrapped to three lines, truncated with "…"). An entry whose value just changed
/// has a yellow background that fades out.
enum InspectorPanel {
    static let titleFont = Font.system(size: 11, weight: .bold)
    static let keyFont = Font.system(size: 11, weight: .semibold)
    static let valueFont = Font.system(size: 11)
    static let margin: CGFloat = 8, padding: CGFloat = 8, maxValueLines = 3

    @MainActor
    static func items(_ keys: [PreferenceInspection.Key], condensed: (PreferenceInspection.Key) -> String,
                      highlight: (String) -> Double, size: CGSize, text: OverlayText) -> [DisplayItem] {
        let width = max(120, size.width - 2 * margin)
        let inner = width - 2 * padding
        // Lay the entries out first (top to bottom from 0), then place the panel at the bottom.
        var entries: [(key: PreferenceInspection.Key, lines: [String], top: CGFloat, height: CGFloat)] = []
        let titleHeight = text.lineHeight(titleFont)
        var y = padding + titleHeight + 4
        for k in keys {
            let lines = text.wrapped(condensed(k), font: valueFont, maxWidth: inner - 12, maxLines: maxValueLines)
            let h = text.lineHeight(keyFont) + CGFloat(max(lines.count, 1)) * text.lineHeight(valueFont) + 4
            entries.append((k, lines, y, h))
            y += h + 2
        }
        let height = y + padding - 2
        let top = max(0, size.height - margin - height)
        let panel = CGRect(x: margin, y: top, width: width, height: height)
        let gray = ResolvedColor(red: 0.55, green: 0.55, blue: 0.58, opacity: 1)
        let ink = ResolvedColor(red: 0.1, green: 0.1, blue: 0.12, opacity: 1)
        let corner = ShapeOutline.roundedRectangle(cornerSize: CGSize(width: 8, height: 8), style: .circular)
        var items: [DisplayItem] = [
            .shape(ShapeDrawing(outline: corner, rect: panel, paint: .fill(ResolvedColor(red: 1, green: 1, blue: 1, opacity: 0.93)))),
            .shape(ShapeDrawing(outline: corner, rect: panel, paint: .stroke(gray, StrokeStyle(lineWidth: 1)))),
            text.item(keys.isEmpty ? "Preferences — no preference writers in this scene" : "Preferences (reduced value at the root)",
                      font: titleFont, color: gray, at: CGPoint(x: panel.minX + padding, y: top + padding)),
        ]
        for e in entries {
            let x = panel.minX + padding, entryTop = top + e.top
            let glow = highlight(e.key.key)
            if glow > 0 {
                let box = CGRect(x: x - 4, y: entryTop - 1, width: inner + 8, height: e.height)
                items.append(.shape(ShapeDrawing(outline: .roundedRectangle(cornerSize: CGSize(width: 4, height: 4), style: .circular),
                                                 rect: box, paint: .fill(ResolvedColor(red: 1, green: 0.86, blue: 0.25, opacity: 0.85 * glow)))))
            }
            let color = KeyColor.color(for: e.key.key)
            let keyHeight = text.lineHeight(keyFont)
            items.append(.shape(ShapeDrawing(outline: .roundedRectangle(cornerSize: CGSize(width: 2, height: 2), style: .circular),
                                             rect: CGRect(x: x, y: entryTop + keyHeight / 2 - 4, width: 8, height: 8), paint: .fill(color))))
            items.append(text.item(text.truncated(e.key.key, font: keyFont, maxWidth: inner - 12), font: keyFont, color: color,
                                   at: CGPoint(x: x + 12, y: entryTop)))
            for (i, line) in e.lines.enumerated() {
                items.append(text.item(line, font: valueFont, color: ink,
                                       at: CGPoint(x: x + 12, y: entryTop + keyHeight + CGFloat(i) * text.lineHeight(valueFont))))
            }
        }
        return items
    }
}

import Foundation
import PlaygroundUI

/// The inspector's outlines: each preference writer's anchor (or, for plain `preference` writers,
/// its reported frame) stroked in its key's colour — dashed for `transform…` writers — with a
/// label chip above it. Point anchors are a ring. Labels number the writers of a key in tree
/// order (the order `reduce` folds them) and name the key when it has at most three writers (with
/// more, the panel's swatch names it). Chips are drawn after every outline so none is hidden.
enum WriterOutlines {
    static let labelFont = Font.system(size: 9, weight: .semibold)

    @MainActor
    static func items(_ writers: [PreferenceInspection.Writer], size: CGSize, text: OverlayText) -> [DisplayItem] {
        var items: [DisplayItem] = [], chips: [DisplayItem] = []
        var counts: [String: Int] = [:], totals: [String: Int] = [:]
        for w in writers { totals[w.key, default: 0] += 1 }
        for w in writers {
            let color = KeyColor.color(for: w.key)
            let n = (counts[w.key] ?? 0) + 1
            counts[w.key] = n
            let rect = w.anchor ?? w.frame
            guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { continue }
            let dashed = w.kind.hasPrefix("transform")
            let style = StrokeStyle(lineWidth: 1.5, dash: dashed ? [4, 3] : [])
            if rect.width < 1 && rect.height < 1 {
                let ring = CGRect(x: rect.midX - 4, y: rect.midY - 4, width: 8, height: 8)
                items.append(.shape(ShapeDrawing(outline: .ellipse, rect: ring, paint: .stroke(color, StrokeStyle(lineWidth: 2)))))
                items.append(.shape(ShapeDrawing(outline: .ellipse, rect: ring.insetBy(dx: 2.5, dy: 2.5), paint: .fill(color))))
            } else {
                items.append(.shape(ShapeDrawing(outline: .rectangle, rect: rect, paint: .stroke(color, style))))
            }
            let label = (totals[w.key] ?? 0) <= 3 ? "\(w.key) #\(n)" : "#\(n)"
            chips += chip(label, color: color, near: rect, size: size, text: text)
        }
        return items + chips
    }

    /// A filled label with white text just above `rect`'s top-left corner, kept inside the window.
    @MainActor
    static func chip(_ label: String, color: ResolvedColor, near rect: CGRect, size: CGSize, text: OverlayText) -> [DisplayItem] {
        let w = text.width(label, font: labelFont) + 6, h = text.lineHeight(labelFont)
        var origin = CGPoint(x: rect.minX - 0.75, y: rect.minY - h - 0.75)
        if rect.width < 1 && rect.height < 1 { origin = CGPoint(x: rect.midX + 6, y: rect.midY - h / 2) }
        origin.x = min(max(0, origin.x), max(0, size.width - w))
        origin.y = min(max(0, origin.y), max(0, size.height - h))
        let box = CGRect(origin: origin, size: CGSize(width: w, height: h))
        let white = ResolvedColor(red: 1, green: 1, blue: 1, opacity: 1)
        return [
            .shape(ShapeDrawing(outline: .roundedRectangle(cornerSize: CGSize(width: 2, height: 2), style: .circular),
                                rect: box, paint: .fill(color))),
            text.item(label, font: labelFont, color: white, at: CGPoint(x: origin.x + 3, y: origin.y)),
        ]
    }
}

import Foundation

/// How the system font's face and letter spacing change with its size, as SF Pro's do on iOS
/// (docs/fonts.md, "Widths and tracking").
///
/// SF Pro has two optical sizes: its Text design below 20 pt and its Display design from 20 pt,
/// and iOS adds a size-specific tracking to every glyph of system-font text (Apple's published
/// SF Pro tracking table, in thousandths of an em: +12 at 10 pt, 0 at 12, −26 at 17, +19 at
/// 20, +14 at 28, +11 at 34). Inter has the same two optical sizes (Inter and Inter Display).
/// Measured against text that iOS drew (`../ios-references.md`): Inter's text design with
/// Apple's text tracking is within 2 % of SF Pro's ink widths at 15–17 pt (within 0.7 % on 36
/// to 50 character lines); Inter Display is wider than SF Pro Display by about 9/1000 em a
/// glyph, so display sizes take Apple's display tracking less that (−12.5/1000 em was tried on
/// 2026-11-27: it brings long large-title lines within 2 pt but puts three other references
/// 2 pt off — what remains is the glyphs' own widths).
enum SystemFontTracking {
    /// The smallest size drawn with the display design (SF Pro's switch to SF Pro Display).
    static let displaySize = 20.0

    /// Whether text of `pointSize` points uses the display design.
    static func usesDisplayFace(pointSize: Double) -> Bool { pointSize >= displaySize }

    /// Apple's SF Pro Text tracking below 20 pt, (size, 1/1000 em).
    static let textTable: [(Double, Double)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11),
        (15, -16), (16, -20), (17, -26), (18, -25), (19, -24),
    ]
    /// Apple's SF Pro Display tracking from 20 pt, (size, 1/1000 em).
    static let displayTable: [(Double, Double)] = [
        (20, 19), (21, 17), (22, 16), (24, 15), (25, 14), (27, 13), (30, 12), (33, 11), (36, 10),
        (41, 9), (44, 8), (49, 7), (52, 6), (56, 5), (60, 4), (66, 3), (68, 2), (76, 1), (80, 0),
    ]
    /// How much wider Inter Display is than SF Pro Display, per glyph (em), taken off Apple's
    /// display tracking: measured on iOS references at 27, 28 and 34 pt in the regular weight.
    static let displayOffset = -0.009

    /// How much of `displayOffset` applies to a face of `weight` (100…900): all of it up to the
    /// regular weight, none from bold. Inter Display Bold is as wide as SF Pro Display Bold:
    /// a 27-pt bold title line that iOS drew is 274.0 pt of ink, 274.8 here with Apple's table
    /// as is and 270.7 less 9/1000 em (SpeziViews' list header, `../ios-references.md`); the
    /// weights between are interpolated (no reference measures them).
    static func displayOffsetShare(weight: Int) -> Double {
        min(max(Double(700 - weight) / 300, 0), 1)
    }

    /// The tracking, in ems, added after every glyph cluster of system-font text of `pointSize`
    /// drawn with a face of `weight` (linear between the table's sizes, its end values beyond
    /// them).
    static func tracking(pointSize: Double, weight: Int = 400) -> Double {
        guard pointSize.isFinite, pointSize > 0 else { return 0 }
        if usesDisplayFace(pointSize: pointSize) {
            return interpolate(displayTable, pointSize) / 1000 + displayOffset * displayOffsetShare(weight: weight)
        }
        return interpolate(textTable, pointSize) / 1000
    }

    private static func interpolate(_ table: [(Double, Double)], _ size: Double) -> Double {
        guard let first = table.first, let last = table.last else { return 0 }
        if size <= first.0 { return first.1 }
        if size >= last.0 { return last.1 }
        for i in 1..<table.count where size <= table[i].0 {
            let (s0, v0) = table[i - 1], (s1, v1) = table[i]
            return v0 + (v1 - v0) * (size - s0) / (s1 - s0)
        }
        return last.1
    }
}

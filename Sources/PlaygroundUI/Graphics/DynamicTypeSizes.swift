import Foundation

// The text styles' sizes and line heights at each Dynamic Type size, from Apple's Human Interface
// Guidelines, Typography → Specifications → "iOS, iPadOS Dynamic Type sizes" and "larger
// accessibility type sizes" (https://developer.apple.com/design/human-interface-guidelines/typography#Specifications);
// the tables are restated in docs/fonts.md, "Dynamic Type", with where other sources differ.

extension Font.TextStyle {
    /// (size, leading) in points for each Dynamic Type size, xSmall … accessibility5, one row per
    /// style in `rowIndex` order.
    private static let rows: [[(CGFloat, CGFloat)]] = [
        /* largeTitle */  [(31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48), (44, 52), (48, 57), (52, 61), (56, 66), (60, 70)],
        /* title */       [(25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41), (38, 46), (43, 51), (48, 57), (53, 62), (58, 68)],
        /* title2 */      [(19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34), (34, 41), (39, 47), (44, 52), (50, 59), (56, 66)],
        /* title3 */      [(17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32), (31, 38), (37, 44), (43, 51), (49, 58), (55, 65)],
        /* headline, body */
                          [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],
        /* callout */     [(13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28), (26, 32), (32, 39), (38, 46), (44, 52), (51, 60)],
        /* subheadline */ [(12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28), (25, 31), (30, 37), (36, 43), (42, 50), (49, 58)],
        /* footnote */    [(12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33), (33, 40), (38, 46), (44, 52)],
        /* caption */     [(11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23), (22, 28), (26, 32), (32, 39), (37, 44), (43, 51)],
        /* caption2 */    [(11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22), (20, 25), (24, 30), (29, 35), (34, 41), (40, 48)],
    ]

    private var rowIndex: Int {
        switch self {
        case .largeTitle: 0
        case .title: 1
        case .title2: 2
        case .title3: 3
        case .headline, .body: 4
        case .callout: 5
        case .subheadline: 6
        case .footnote: 7
        case .caption: 8
        case .caption2: 9
        }
    }

    private func entry(_ size: DynamicTypeSize) -> (CGFloat, CGFloat) {
        Self.rows[rowIndex][size.tableIndex]
    }

    /// The style's point size at `size` (HIG table).
    func size(at size: DynamicTypeSize) -> CGFloat { entry(size).0 }

    /// The style's line height ("leading" in the HIG table) at `size`: how far apart the lines
    /// of a multi-line text in this style are.
    func lineHeight(at size: DynamicTypeSize) -> CGFloat { entry(size).1 }

    /// How much a value relative to this style grows at `size`: the style's size there over its
    /// size at `.large` (`@ScaledMetric`, `Font.custom(_:size:relativeTo:)`).
    func scale(at size: DynamicTypeSize) -> CGFloat { self.size(at: size) / defaultSize }
}

extension DynamicTypeSize {
    /// The size's place from xSmall (0) to accessibility5 (11): its column in the HIG tables.
    var tableIndex: Int {
        switch self {
        case .xSmall: 0
        case .small: 1
        case .medium: 2
        case .large: 3
        case .xLarge: 4
        case .xxLarge: 5
        case .xxxLarge: 6
        case .accessibility1: 7
        case .accessibility2: 8
        case .accessibility3: 9
        case .accessibility4: 10
        case .accessibility5: 11
        }
    }
}

extension Font {
    /// This font at the Dynamic Type size `size`: a text style takes the style's size from the HIG
    /// table; a custom font that scales (`custom(_:size:)`, `custom(_:size:relativeTo:)`) grows
    /// with the style it is relative to; fixed sizes (`system(size:)`, `custom(_:fixedSize:)`) stay.
    func resolved(for size: DynamicTypeSize) -> Font {
        if let style = textStyle {
            let s = style.size(at: size)
            if s == self.size { return self }
            var f = self
            f.size = s
            return f
        }
        guard let relative = scalesRelativeTo else { return self }
        var f = self
        f.scalesRelativeTo = nil
        f.size = self.size * relative.scale(at: size)
        return f
    }
}

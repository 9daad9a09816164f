import Foundation
import Testing
@testable import PlaygroundUI

// SwiftUI's Font API: text styles at iOS's default (Large) sizes, system fonts, custom names and
// modifiers (docs/fonts.md).

@Suite struct FontTests {
    /// iOS's Large Dynamic Type sizes and weights (HIG typography table, docs/fonts.md).
    static let table: [(Font.TextStyle, Font, CGFloat, Font.Weight)] = [
        (.largeTitle, .largeTitle, 34, .regular), (.title, .title, 28, .regular),
        (.title2, .title2, 22, .regular), (.title3, .title3, 20, .regular),
        (.headline, .headline, 17, .semibold), (.subheadline, .subheadline, 15, .regular),
        (.body, .body, 17, .regular), (.callout, .callout, 16, .regular),
        (.footnote, .footnote, 13, .regular), (.caption, .caption, 12, .regular),
        (.caption2, .caption2, 11, .regular),
    ]

    @Test func textStylesHaveIOSSizesAndWeights() {
        expectEqual(Font.TextStyle.allCases.count, 11)
        expectEqual(Set(Self.table.map(\.0)), Set(Font.TextStyle.allCases))
        for (style, font, size, weight) in Self.table {
            #expect(font.size == size, "\(style)")
            #expect(font.weight == weight, "\(style)")
            #expect(font.design == .default && !font.isItalic && !font.isMonospacedDigit, "\(style)")
            expectEqual(font.textStyle, style)
            #expect(Font.system(style) == font, "system(\(style)) is the static")
        }
    }

    @Test func systemStyleTakesDesignAndWeight() {
        let f = Font.system(.title2, design: .serif, weight: .black)
        #expect(f.size == 22 && f.weight == .black && f.design == .serif && f.textStyle == .title2)
        // Without a weight the style's own weight stays.
        expectEqual(Font.system(.headline, design: .monospaced).weight, .semibold)
        expectEqual(Font.system(.headline, weight: .light).weight, .light)
        expectEqual(Font.system(.caption, design: nil, weight: nil), .caption)
    }

    @Test func systemSizeDefaults() {
        let f = Font.system(size: 21)
        #expect(f.size == 21 && f.weight == .regular && f.design == .default && f.textStyle == nil)
        let g = Font.system(size: 9, weight: .heavy, design: .rounded)
        #expect(g.size == 9 && g.weight == .heavy && g.design == .rounded)
        #expect(Font.system(size: 17) != .body, "a point-size font is not the body text style")
    }

    @Test func weightsAreOrderedLikeSwiftUI() {
        let order: [Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        expectEqual(order.map(\.value), [100, 200, 300, 400, 500, 600, 700, 800, 900])
        expectEqual(order, order.sorted())
    }

    @Test func modifiersCompose() {
        let f = Font.body.weight(.light).italic().monospacedDigit().leading(.tight)
        #expect(f.size == 17 && f.weight == .light && f.isItalic && f.isMonospacedDigit && f.leadingStyle == .tight)
        #expect(f.textStyle == .body, "modifiers keep the text style")
        #expect(f.bold().weight == .bold && f.bold().isItalic && f.bold().isMonospacedDigit)
        let m = Font.headline.monospaced()
        #expect(m.design == .monospaced && m.weight == .semibold && m.size == 17)
        // Order does not matter.
        expectEqual(Font.title.italic().bold(), Font.title.bold().italic())
        expectEqual(Font.caption.monospacedDigit().monospaced(), Font.caption.monospaced().monospacedDigit())
    }

    @Test func hashableDistinguishesEveryAttribute() {
        let base = Font.body
        let variants: [Font] = [base, base.italic(), base.monospacedDigit(), base.monospaced(), base.bold(),
                                base.weight(.medium), base.leading(.loose), .system(size: 17), .headline, .callout]
        expectEqual(Set(variants).count, variants.count)
        expectEqual(base.italic().hashValue, Font.body.italic().hashValue)
        expectEqual(Set([base.italic(), Font.body.italic()]).count, 1)
    }

    @Test(arguments: [
        ("Menlo-Regular", Font.Design.monospaced, Font.Weight.regular, false),
        ("Courier New", .monospaced, .regular, false),
        ("SFMono-Bold", .monospaced, .bold, false),
        ("Georgia", .serif, .regular, false),
        ("Times New Roman Bold Italic", .serif, .bold, true),
        ("New York", .serif, .regular, false),
        ("Helvetica Neue", .default, .regular, false),
        ("Avenir-HeavyOblique", .default, .heavy, true),
        ("Inter-ExtraBold", .default, .heavy, false),
        ("Inter-SemiBold", .default, .semibold, false),
        ("HelveticaNeue-UltraLight", .default, .ultraLight, false),
        ("Noto Sans Serif-Thin", .default, .thin, false),
        ("SF Pro Rounded", .rounded, .regular, false),
    ])
    func customNamesMapToBundledFaces(_ name: String, _ design: Font.Design, _ weight: Font.Weight, _ italic: Bool) {
        let f = Font.custom(name, size: 19)
        #expect(f.size == 19 && f.design == design && f.weight == weight && f.isItalic == italic, "\(name)")
        expectEqual(f.textStyle, nil)
    }

    @Test func customSizeVariants() {
        // Both are 12 pt at the default size; they scale with different styles (docs/fonts.md
        // "Dynamic Type"): at xLarge caption grows 12 → 14, body 17 → 19.
        let relative = Font.custom("Menlo", size: 12, relativeTo: .caption), plain = Font.custom("Menlo", size: 12)
        #expect(relative.size == 12 && plain.size == 12 && relative.design == .monospaced && relative.textStyle == nil)
        #expect(abs(relative.resolved(for: .xLarge).size - 14) < 1e-9)
        #expect(abs(plain.resolved(for: .xLarge).size - 12 * 19 / 17) < 1e-9)
        expectEqual(Font.custom("Georgia", fixedSize: 30).size, 30)
        expectEqual(Font.custom("Georgia", fixedSize: 30).design, .serif)
    }
}

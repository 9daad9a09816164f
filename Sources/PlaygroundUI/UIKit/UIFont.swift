import Foundation

/// UIKit's font, as far as SwiftUI code passes one (docs/semantics.md §34): to text attributes
/// of an appearance proxy (`[.font: UIFont.systemFont(ofSize: 20)]`) or to `Font(_:)`. It
/// describes a system or named font by size and weight; it is drawn as the `Font` it stands for.
public struct UIFont: Hashable, @unchecked Sendable {
    public let fontName: String
    public let pointSize: CGFloat
    let weight: Weight
    let textStyle: TextStyle?

    /// UIKit's weights (`UIFont.Weight.bold`), by their numbers in UIKit (−0.8 … 0.62).
    public struct Weight: Hashable, Sendable, RawRepresentable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(-0.8), thin = Weight(-0.6), light = Weight(-0.4), regular = Weight(0)
        public static let medium = Weight(0.23), semibold = Weight(0.3), bold = Weight(0.4), heavy = Weight(0.56), black = Weight(0.62)
    }

    /// UIKit's text styles (`UIFont.TextStyle.headline`).
    public struct TextStyle: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0"), title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2"), title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline"), subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody"), callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote"), caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    public init?(name fontName: String, size fontSize: CGFloat) {
        self.fontName = fontName; pointSize = fontSize; weight = .regular; textStyle = nil
    }

    init(system size: CGFloat, weight: Weight, textStyle: TextStyle? = nil) {
        fontName = ".SFUI"; pointSize = size; self.weight = weight; self.textStyle = textStyle
    }

    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(system: fontSize, weight: .regular) }
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont(system: fontSize, weight: weight) }
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(system: fontSize, weight: .bold) }
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(system: fontSize, weight: .regular) }
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont(system: fontSize, weight: weight) }

    /// The text style's font at the large (default) Dynamic Type size.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let sizes: [TextStyle: CGFloat] = [.largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .subheadline: 15,
                                           .body: 17, .callout: 16, .footnote: 13, .caption1: 12, .caption2: 11]
        return UIFont(system: sizes[style] ?? 17, weight: style == .headline ? .semibold : .regular, textStyle: style)
    }

    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(fontName: fontName, pointSize: fontSize, weight: weight, textStyle: nil)
    }

    private init(fontName: String, pointSize: CGFloat, weight: Weight, textStyle: TextStyle?) {
        self.fontName = fontName; self.pointSize = pointSize; self.weight = weight; self.textStyle = textStyle
    }

    /// The SwiftUI font it stands for.
    var font: Font {
        if fontName != ".SFUI" { return .custom(fontName, fixedSize: pointSize) }
        let w: Font.Weight
        switch weight.rawValue {
        case ..<(-0.7): w = .ultraLight
        case ..<(-0.5): w = .thin
        case ..<(-0.2): w = .light
        case ..<0.1: w = .regular
        case ..<0.26: w = .medium
        case ..<0.35: w = .semibold
        case ..<0.5: w = .bold
        case ..<0.6: w = .heavy
        default: w = .black
        }
        return .system(size: pointSize, weight: w)
    }
}

extension Font {
    /// The font a UIKit font describes (§34).
    public init(_ font: UIFont) { self = font.font }
}

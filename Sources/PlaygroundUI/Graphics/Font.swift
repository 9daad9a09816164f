import Foundation

/// A font: size, weight, design and style, with SwiftUI's text styles at their iOS sizes
/// (docs/semantics.md §6.7, docs/fonts.md).
///
/// Sizes are those of iOS at its default Dynamic Type size (Large); a text resolves a text style
/// (and a custom font that scales) for the Dynamic Type size of its environment
/// (`dynamicTypeSize(_:)`, docs/fonts.md "Dynamic Type"). The SDL host draws the default design
/// with Inter (a face for each of the nine weights, upright and italic), `.serif` with Noto Serif, `.monospaced` with JetBrains Mono, and
/// `.rounded` with the default face (no rounded face is bundled).
public struct Font: Hashable, Sendable {
    /// The point size.
    public var size: CGFloat
    public var weight: Weight
    public var design: Design
    public var isItalic: Bool = false
    /// Whether digits take one common width (tabular figures), from `monospacedDigit()`.
    public var isMonospacedDigit: Bool = false
    /// The text style the font was made from (`.body`, `.system(.title2)`, …) and keeps through
    /// the modifiers; nil for fonts made with a point size (`system(size:)`, `custom(_:size:)`).
    public var textStyle: TextStyle? = nil
    /// The text style a custom font scales with under Dynamic Type (`.body` for
    /// `custom(_:size:)`, the given style for `custom(_:size:relativeTo:)`); nil for fixed sizes
    /// and once the font is resolved for a Dynamic Type size.
    var scalesRelativeTo: TextStyle? = nil
    /// The line spacing asked for with `leading(_:)` (recorded; text is drawn with the face's own
    /// line height whatever it is).
    public var leadingStyle: Leading = .standard

    /// A font weight, 100 (`ultraLight`) … 900 (`black`) as in CSS.
    public struct Weight: Hashable, Sendable, Comparable {
        /// 100…900, CSS style.
        public let value: Int
        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
        public static func < (a: Weight, b: Weight) -> Bool { a.value < b.value }
    }

    /// A design of the system font.
    public enum Design: Hashable, Sendable {
        /// The system sans serif (Inter here).
        case `default`
        /// The system serif (Noto Serif here).
        case serif
        /// Rounded letterforms; drawn with the default face, as no rounded face is bundled.
        case rounded
        /// The system monospaced font (JetBrains Mono here).
        case monospaced
    }

    /// A semantic text style. Each has iOS's default (Large) size and weight:
    ///
    /// | style | size | weight |
    /// |---|---|---|
    /// | largeTitle | 34 | regular |
    /// | title | 28 | regular |
    /// | title2 | 22 | regular |
    /// | title3 | 20 | regular |
    /// | headline | 17 | semibold |
    /// | subheadline | 15 | regular |
    /// | body | 17 | regular |
    /// | callout | 16 | regular |
    /// | footnote | 13 | regular |
    /// | caption | 12 | regular |
    /// | caption2 | 11 | regular |
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// The point size at the default Dynamic Type size.
        var defaultSize: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption: 12
            case .caption2: 11
            }
        }

        /// The style's own weight.
        var defaultWeight: Weight { self == .headline ? .semibold : .regular }

        /// The HIG's line height ("leading") in points at the default size (docs/fonts.md): the
        /// distance between the lines of a multi-line text in this style.
        var defaultLineHeight: CGFloat {
            switch self {
            case .largeTitle: 41
            case .title: 34
            case .title2: 28
            case .title3: 25
            case .headline, .body: 22
            case .callout: 21
            case .subheadline: 20
            case .footnote: 18
            case .caption: 16
            case .caption2: 13
            }
        }
    }

    /// Line spacing for `leading(_:)`.
    public enum Leading: Hashable, Sendable {
        case standard, tight, loose
    }

    init(size: CGFloat, weight: Weight = .regular, design: Design = .default) {
        self.size = size; self.weight = weight; self.design = design
    }

    init(style: TextStyle) {
        self.init(size: style.defaultSize, weight: style.defaultWeight)
        textStyle = style
    }

    // MARK: Making fonts

    /// The system font at `size` points.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(size: size, weight: weight ?? .regular, design: design ?? .default)
    }

    /// The system font for `style`, optionally in another design or weight.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        var font = Font(style: style)
        if let design { font.design = design }
        if let weight { font.weight = weight }
        return font
    }

    /// A font named `name` at `size` points.
    ///
    /// System fonts cannot be loaded by name here, so this is the bundled face at that size: a
    /// name containing "Mono", "Courier" or "Menlo" gives the monospaced face, one containing
    /// "Serif", "Georgia", "Times" or "New York" the serif face, any other the default sans
    /// serif; "Italic"/"Oblique" and weight words ("Thin" … "Black") in the name pick the style and
    /// weight ("Avenir-HeavyOblique" is heavy italic). As in SwiftUI, the size is the size at the
    /// default Dynamic Type size and scales with Dynamic Type as `.body` does.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        var font = customFont(name, size: size)
        font.scalesRelativeTo = .body
        return font
    }

    /// A font named `name` at `size` points that scales with Dynamic Type as `textStyle` does (see
    /// `custom(_:size:)` for how the name is mapped to a bundled face).
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        var font = customFont(name, size: size)
        font.scalesRelativeTo = textStyle
        return font
    }

    /// A font named `name` at `fixedSize` points that never scales (see `custom(_:size:)` for
    /// how the name is mapped to a bundled face).
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        customFont(name, size: fixedSize)
    }

    private static func customFont(_ name: String, size: CGFloat) -> Font {
        let lower = name.lowercased()
        let squeezed = lower.filter { $0.isLetter }
        var font = Font(size: size)
        if ["mono", "courier", "menlo", "consol"].contains(where: { squeezed.contains($0) }) {
            font.design = .monospaced
        } else if ["serif", "georgia", "times", "newyork", "garamond", "baskerville", "palatino"].contains(where: { squeezed.contains($0) })
                    && !squeezed.contains("sansserif") {
            font.design = .serif
        } else if squeezed.contains("rounded") {
            font.design = .rounded
        }
        font.isItalic = squeezed.contains("italic") || squeezed.contains("oblique")
        // Longest weight words first, so "extrabold" is not read as "bold".
        let weights: [(String, Weight)] = [
            ("ultralight", .ultraLight), ("extralight", .ultraLight), ("hairline", .ultraLight),
            ("semibold", .semibold), ("demibold", .semibold), ("extrabold", .heavy), ("ultrabold", .heavy),
            ("thin", .thin), ("light", .light), ("medium", .medium), ("heavy", .heavy),
            ("black", .black), ("bold", .bold),
        ]
        if let match = weights.first(where: { squeezed.contains($0.0) }) { font.weight = match.1 }
        return font
    }

    // MARK: Text styles

    /// 34 pt regular.
    public static let largeTitle = Font(style: .largeTitle)
    /// 28 pt regular.
    public static let title = Font(style: .title)
    /// 22 pt regular.
    public static let title2 = Font(style: .title2)
    /// 20 pt regular.
    public static let title3 = Font(style: .title3)
    /// 17 pt semibold.
    public static let headline = Font(style: .headline)
    /// 15 pt regular.
    public static let subheadline = Font(style: .subheadline)
    /// 17 pt regular.
    public static let body = Font(style: .body)
    /// 16 pt regular.
    public static let callout = Font(style: .callout)
    /// 13 pt regular.
    public static let footnote = Font(style: .footnote)
    /// 12 pt regular.
    public static let caption = Font(style: .caption)
    /// 11 pt regular.
    public static let caption2 = Font(style: .caption2)

    // MARK: Modifiers

    /// This font in bold.
    public func bold() -> Font { weight(.bold) }
    /// This font in italic (the face's italic; fallback faces, e.g. CJK, are slanted by the renderer).
    public func italic() -> Font { var f = self; f.isItalic = true; return f }
    /// This font at `w`.
    public func weight(_ w: Weight) -> Font { var f = self; f.weight = w; return f }
    /// This font in the monospaced design, keeping its size, weight and style.
    public func monospaced() -> Font { var f = self; f.design = .monospaced; return f }
    /// This font with digits of one common width (tabular figures), so columns of numbers line up
    /// and counters do not jitter. The default face has its own tabular digits; the serif and
    /// monospaced faces' digits already share one width.
    public func monospacedDigit() -> Font { var f = self; f.isMonospacedDigit = true; return f }
    /// This font with `leading` line spacing. Accepted and recorded; lines are still drawn with
    /// the face's own line height.
    public func leading(_ leading: Leading) -> Font { var f = self; f.leadingStyle = leading; return f }
}

import Foundation

// `Text(AttributedString)` and SwiftUI's attribute scope (`s.foregroundColor = .red`,
// `s.font = .headline`, `container.underlineStyle = .single`), and the line styles of iOS 16's
// `underline(_:pattern:color:)` (§20.11).

extension Text {
    /// How an underline or strikethrough is drawn: its pattern and colour (nil: the text's).
    public struct LineStyle: Hashable, Sendable {
        /// A line's dash pattern. Every pattern is drawn solid here (README, differences).
        public struct Pattern: Hashable, Sendable {
            let raw: UInt8
            public static let solid = Pattern(raw: 0)
            public static let dot = Pattern(raw: 1)
            public static let dash = Pattern(raw: 2)
            public static let dashDot = Pattern(raw: 3)
            public static let dashDotDot = Pattern(raw: 4)
        }
        public let pattern: Pattern
        public let color: Color?
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }
        /// A solid line in the text's colour.
        public static let single = LineStyle()
    }

    /// Underlined with `pattern` (drawn solid here) in `color`.
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        underline(isActive, color: color)
    }
    /// Struck through with `pattern` (drawn solid here) in `color`.
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        strikethrough(isActive, color: color)
    }

    /// The attributed string's characters, each run styled by its SwiftUI attributes (colour,
    /// font, underline, strikethrough, kerning, tracking, baseline offset) and drawn as a link
    /// where it has Foundation's `link`; Markdown made by `AttributedString(markdown:)` keeps its
    /// bold, italic, code and strikethrough. A background colour is not drawn (README).
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        var runs: [Run] = []
        for r in attributedContent.runs {
            var run = Run(string: String(attributedContent[r.range].characters))
            var style = RunStyle()
            typealias A = AttributeScopes.SwiftUIAttributes
            if let c = r[A.ForegroundColorAttribute.self] { style.color = c }
            if let f = r[A.FontAttribute.self] { run.font = f }
            if let u = r[A.UnderlineStyleAttribute.self] { style.underline = Decoration(isActive: true, color: u.color) }
            if let s = r[A.StrikethroughStyleAttribute.self] { style.strikethrough = Decoration(isActive: true, color: s.color) }
            if let k = r[A.KerningAttribute.self] { style.kerning = k }
            if let t = r[A.TrackingAttribute.self] { style.tracking = t }
            if let b = r[A.BaselineOffsetAttribute.self] { style.baselineOffset = b }
            if r.link != nil { style.isLink = true }
            if let m = r[MarkdownStyleAttribute.self] {
                style.isBold = style.isBold || m.isBold
                style.isItalic = style.isItalic || m.isItalic
                style.isMonospaced = style.isMonospaced || m.isCode
                if m.isStruck && style.strikethrough == nil { style.strikethrough = Decoration(isActive: true, color: nil) }
                if m.isLink { style.isLink = true }
            }
            run.style = style
            runs.append(run)
        }
        head = runs.first ?? Run(string: "")
        tail = Array(runs.dropFirst())
    }
}

extension View {
    /// Underlines the text inside with `pattern` (drawn solid here).
    nonisolated public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> some View {
        underline(isActive, color: color)
    }
    /// Strikes the text inside through with `pattern` (drawn solid here).
    nonisolated public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> some View {
        strikethrough(isActive, color: color)
    }
}

extension AttributeScopes {
    /// SwiftUI's attributes (`AttributedString`'s `swiftUI` scope).
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }

    /// The attributes `Text` draws.
    public struct SwiftUIAttributes: AttributeScope {
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let font: FontAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let kern: KerningAttribute
        public let tracking: TrackingAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let foundation: FoundationAttributes

        /// The text's colour.
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }
        /// A colour behind the text (kept; not drawn here).
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.BackgroundColor"
        }
        /// The text's font.
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "SwiftUI.Font"
        }
        /// A line through the text.
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.StrikethroughStyle"
        }
        /// A line under the text.
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.UnderlineStyle"
        }
        /// Extra space after each character.
        public enum KerningAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Kern"
        }
        /// Extra space after each character.
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Tracking"
        }
        /// The text raised (positive) or lowered from its baseline.
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.BaselineOffset"
        }
    }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}

/// What Markdown gave a run (Foundation's presentation intents are missing on Linux).
struct MarkdownStyle: Hashable, Sendable {
    var isBold = false
    var isItalic = false
    var isCode = false
    var isStruck = false
    var isLink = false
}

enum MarkdownStyleAttribute: AttributedStringKey {
    typealias Value = MarkdownStyle
    static let name = "PlaygroundUI.MarkdownStyle"
}

extension AttributedString {
    /// An attributed string from inline Markdown — bold, italic, code, strikethrough and links —
    /// as `Text` draws a Markdown key (§20.7). (Foundation on Linux has no Markdown parser; the
    /// runs keep their styles for `Text(_:)`, not as presentation intents.)
    public init(markdown: String) throws {
        self.init()
        guard let runs = TextMarkdown.runs(markdown) else {
            self = AttributedString(markdown)
            return
        }
        for run in runs {
            var piece = AttributedString(run.string)
            let s = run.style
            let m = MarkdownStyle(isBold: s.isBold, isItalic: s.isItalic, isCode: s.isMonospaced,
                                  isStruck: s.strikethrough?.isActive == true, isLink: s.isLink)
            if m != MarkdownStyle() { piece[MarkdownStyleAttribute.self] = m }
            append(piece)
        }
    }
}

import Foundation

/// A view that displays one or more lines of read-only text: runs of styled text joined with `+`,
/// wrapped at word boundaries (docs/semantics.md §6.7, §20).
///
/// Its `View` conformance is in an extension, as in SwiftUI, so the type is not main-actor
/// isolated: `Text("a")` can be made in non-isolated code (a global `@ViewBuilder` function).
public struct Text: Equatable, Sendable {
    /// A piece of text with its own styling (`Text("a").bold() + Text("b")` has two).
    @usableFromInline struct Run: Equatable, Sendable {
        @usableFromInline var string: String
        /// `.font(_:)` (the common modifier, kept inline).
        @usableFromInline var font: Font?
        /// The other styling, held by reference and only when set (an unstyled text copies cheaply).
        fileprivate var styleBox: Boxed<RunStyle>?
        var style: RunStyle {
            get { styleBox?.value ?? RunStyle() }
            set { styleBox = newValue == RunStyle() ? nil : Boxed(newValue) }
        }
        /// Whether only `font` is set (nothing boxed).
        var hasStyle: Bool { styleBox != nil }
        @usableFromInline init(string: String) { self.string = string }
    }
    /// What `Text`'s own modifiers other than `font` set on a run; nil/false leaves the
    /// environment's value.
    struct RunStyle: Equatable, Sendable {
        var weight: Font.Weight?
        var isBold = false
        var isItalic = false
        var design: Font.Design?
        var isMonospaced = false
        var isMonospacedDigit = false
        var color: Color?
        var foreground: StyleBox?
        /// A Markdown link: drawn in the tint whatever the text's colour (§20.7).
        var isLink = false
        var underline: Decoration?
        var strikethrough: Decoration?
        var kerning: CGFloat = 0
        var tracking: CGFloat = 0
        var baselineOffset: CGFloat = 0
        /// `Text.accessibilityLabel(_:)`: what is read for this run instead of its characters
        /// ("" for the later runs of a text labelled as a whole).
        var accessibilityLabel: String?
        /// `Text.accessibilityHeading(_:)` (kept on the first run).
        var headingLevel: AccessibilityHeadingLevel?
        /// A date shown as `.timer`, `.relative` or `.offset`: the string is made when shown
        /// (Views/TextDateStyles.swift).
        var liveDate: LiveDate?
    }
    /// An underline or strikethrough: on or off, in a colour (nil: the text's).
    struct Decoration: Equatable, Sendable {
        var isActive: Bool
        var color: Color?
    }
    /// A shape style held by reference. Styles are not equatable: two boxes are equal when they
    /// are the same box, or when both hold a style that is plain data of the same type and bytes
    /// (`key`, `EnvironmentMemo.Key.of(value:)`), which paints the same in the same
    /// environment — so a text rebuilt with `.foregroundStyle(.secondary)` is the text it was,
    /// and its runs are not resolved again.
    final class StyleBox: Equatable, Sendable {
        let style: AnyShapeStyle
        let key: EnvironmentMemo.Key?
        init(_ style: AnyShapeStyle, key: EnvironmentMemo.Key? = nil) { self.style = style; self.key = key }
        static func == (a: StyleBox, b: StyleBox) -> Bool { a === b || a.key != nil && a.key == b.key }
        /// Whether boxes of `S` get a key: only the library's styles that resolve from what a
        /// text node compares before it skips resolving (its font, the drawing settings and the
        /// colour scheme). A style of yours may read any environment value (`ShapeStyle` is
        /// public), so its boxes stay equal only to themselves and the text is resolved again.
        static func keyed<S: ShapeStyle>(_: S.Type) -> Bool {
            S.self == Color.self || S.self == HierarchicalShapeStyle.self || S.self == ForegroundStyle.self
                || S.self == TintShapeStyle.self || S.self == BackgroundStyle.self
        }
    }

    /// The first run, inline (most texts have one run, and building one allocates nothing).
    @usableFromInline var head: Run
    /// The runs joined after it with `+`.
    @usableFromInline var tail: [Run] = []
    /// Every run, in order.
    var runs: [Run] { [head] + tail }

    /// Whether the text at `kept` and `text` are the same bit for bit in every field: the same
    /// string (its bits: a small string inline, a large one's storage), the same font, the same
    /// style box and the same array of joined runs. True means they are equal, as long as the
    /// text at `kept` holds the references in question (so no address is reused meanwhile);
    /// false says nothing (equal texts made apart are other boxes and arrays). Field by field:
    /// the bytes between the font and the style box are padding, undefined. `text`'s fields are
    /// read in place (bit casts of borrowed fields retain nothing).
    @inline(__always)
    static func isIdentical(_ kept: UnsafePointer<Text>, _ text: Text) -> Bool {
        let x = UnsafeRawPointer(kept)
        let string = unsafeBitCast(text.head.string, to: (UInt, UInt).self)
        guard x.load(fromByteOffset: BitLayout.string, as: UInt.self) == string.0,
              x.load(fromByteOffset: BitLayout.string + 8, as: UInt.self) == string.1,
              x.load(fromByteOffset: BitLayout.styleBox, as: UInt.self) == unsafeBitCast(text.head.styleBox, to: UInt.self),
              x.load(fromByteOffset: BitLayout.tail, as: UInt.self) == unsafeBitCast(text.tail, to: UInt.self) else { return false }
        var font = text.head.font
        return memcmp(x + BitLayout.font, &font, MemoryLayout<Font?>.size) == 0
    }
    /// Where `isIdentical` finds the fields (offsets in a `Text`, constants the compiler folds:
    /// a struct's stored properties are laid out in order, each at the next multiple of its
    /// alignment; `TextIdentityTests` checks them against `MemoryLayout.offset(of:)`). The head
    /// run comes first and its string first in it; then its font, its style box, and the tail.
    enum BitLayout {
        @inline(__always) static var string: Int { 0 }
        @inline(__always) static var font: Int { aligned(MemoryLayout<String>.size, MemoryLayout<Font?>.alignment) }
        @inline(__always) static var styleBox: Int { aligned(font + MemoryLayout<Font?>.size, MemoryLayout<UInt>.alignment) }
        @inline(__always) static var tail: Int { aligned(MemoryLayout<Run>.size, MemoryLayout<[Run]>.alignment) }
        @inline(__always) static func aligned(_ offset: Int, _ alignment: Int) -> Int { (offset + alignment - 1) / alignment * alignment }
        /// The offsets the compiler reports for the same fields (for the test of the ones above).
        static var reported: [Int] {
            [MemoryLayout<Text>.offset(of: \Text.head.string)!, MemoryLayout<Text>.offset(of: \Text.head.font)!,
             MemoryLayout<Text>.offset(of: \Text.head.styleBox)!, MemoryLayout<Text>.offset(of: \Text.tail)!]
        }
    }

    @inlinable init(run: Run) { head = run }

    /// The text of `content`, shown as it is (not looked up in a strings table). A string
    /// literal picks `init(_: LocalizedStringKey)` instead, as in SwiftUI.
    /// Inlinable: called from a user's module, the library's unspecialised generic code made the
    /// `String` through `StringProtocol`'s witnesses (about 160 instructions a text). A `String`
    /// is taken as it is: `String(content)` is the standard library's generic conversion, a call
    /// it does not inline (about 30 instructions), where the cast folds away once specialised.
    @_disfavoredOverload @inlinable
    public init<S: StringProtocol>(_ content: S) {
        self.init(run: Run(string: (content as? String) ?? String(content)))
    }
    public init(verbatim content: String) { head = Run(string: content) }
    /// The text of a key: looked up in the app's string tables (§20.6), its interpolations
    /// formatted as SwiftUI does, and its inline Markdown applied (§20.7).
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        if let runs = TextMarkdown.runs(key.string), let first = runs.first {
            head = first
            tail = Array(runs.dropFirst())
        } else {
            head = Run(string: key.string)
        }
    }
    /// A date: `.date` "January 1, 1970", `.time` "3:30 PM" (en_US, the machine's time zone);
    /// against the host's clock and kept current, `.timer` "0:42" (counting down to the date, up
    /// from it), `.relative` "1 min, 30 sec", `.offset` "+1 minute" (§20.10).
    public init(_ date: Date, style: DateStyle) {
        guard style.kind >= 2 else { head = Run(string: style.format(date)); return }
        let live = LiveDate(date: date, style: style)
        head = Run(string: live.string(at: Date()))
        head.style.liveDate = live
    }
    /// A value formatted with a `FormatStyle` (`Text(0.25, format: .percent)`), in the
    /// environment's default locale (en_US) as SwiftUI formats it with the environment's, not the
    /// machine's: `.currency(code: "USD")` is "$3.50".
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        head = Run(string: format.locale(LocalizedStringKey.formatLocale).format(input))
    }

    /// How `Text(_:style:)` shows a date.
    public struct DateStyle: Sendable, Equatable {
        let kind: Int
        public static let time = DateStyle(kind: 0)
        public static let date = DateStyle(kind: 1)
        public static let relative = DateStyle(kind: 2)
        public static let offset = DateStyle(kind: 3)
        public static let timer = DateStyle(kind: 4)
        func format(_ d: Date) -> String {
            let f = DateFormatter()
            f.locale = Locale(identifier: "en_US")
            f.dateStyle = kind == 0 ? .none : .long
            f.timeStyle = kind == 1 ? .none : .short
            return f.string(from: d)
        }
    }
    /// Where a line that does not fit is cut (`truncationMode`).
    public enum TruncationMode: Sendable, Hashable { case head, tail, middle }
    /// A case transformation (`textCase`).
    public enum Case: Sendable, Hashable { case uppercase, lowercase }

    private consuming func map(_ change: (inout RunStyle) -> Void) -> Text {
        var t = self
        change(&t.head.style)
        for i in t.tail.indices { change(&t.tail[i].style) }
        return t
    }

    // A modifier on a text applies to the runs that do not already have that attribute: the
    // innermost modifier wins, so `(Text("a").foregroundColor(.red) + Text("b")).foregroundColor(.blue)`
    // keeps "a" red, and `Text("x").foregroundColor(.red).foregroundColor(.green)` is red
    // (docs/semantics.md §20.1). A `false`/`nil` argument sets nothing a run lacks.

    /// This text in `font`. Inlined, with the text changed where it is: called in the library,
    /// it copied the text in and out (about 57 instructions a `Text(…).font(…)`). The joined
    /// runs, which most texts do not have, are set in the library (`setJoinedFonts`).
    @inlinable @inline(__always) public consuming func font(_ font: Font?) -> Text {
        if let font {
            if head.font == nil { head.font = font }
            if !tail.isEmpty { setJoinedFonts(font) }
        }
        return self
    }
    @usableFromInline mutating func setJoinedFonts(_ font: Font) {
        for i in tail.indices where tail[i].font == nil { tail[i].font = font }
    }
    public consuming func fontWeight(_ weight: Font.Weight?) -> Text { map { if $0.weight == nil { $0.weight = weight } } }
    public consuming func fontDesign(_ design: Font.Design?) -> Text { map { if $0.design == nil { $0.design = design } } }
    public consuming func bold() -> Text { map { $0.isBold = true } }
    public consuming func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public consuming func italic() -> Text { map { $0.isItalic = true } }
    public consuming func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    public consuming func monospaced(_ isActive: Bool = true) -> Text { isActive ? map { $0.isMonospaced = true } : self }
    public consuming func monospacedDigit() -> Text { map { $0.isMonospacedDigit = true } }
    public consuming func foregroundColor(_ color: Color?) -> Text {
        map { if $0.color == nil && $0.foreground == nil { $0.color = color } }
    }
    public consuming func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        let box = StyleBox(AnyShapeStyle(style), key: StyleBox.keyed(S.self) ? .of(value: style) : nil)
        return map { if $0.color == nil && $0.foreground == nil { $0.foreground = box } }
    }
    public consuming func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        map { if $0.underline == nil { $0.underline = Decoration(isActive: isActive, color: color) } }
    }
    public consuming func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        map { if $0.strikethrough == nil { $0.strikethrough = Decoration(isActive: isActive, color: color) } }
    }
    /// Extra space after each character (points), on top of the font's own kerning.
    public consuming func kerning(_ kerning: CGFloat) -> Text { map { if $0.kerning == 0 { $0.kerning = kerning } } }
    /// Extra space after each character (points).
    public consuming func tracking(_ tracking: CGFloat) -> Text { map { if $0.tracking == 0 { $0.tracking = tracking } } }
    /// Raises (positive) or lowers the text from its baseline.
    public consuming func baselineOffset(_ offset: CGFloat) -> Text { map { if $0.baselineOffset == 0 { $0.baselineOffset = offset } } }

    /// The two texts as one, each keeping its own styling.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var t = lhs
        t.tail.append(rhs.head)
        t.tail += rhs.tail
        return t
    }

    /// The plain characters.
    var string: String { tail.isEmpty ? head.string : head.string + tail.map(\.string).joined() }
}

/// A string whose interpolations are formatted as SwiftUI's `LocalizedStringKey` formats them:
/// numbers with their printf specifier in the locale (en_US): integers with grouping separators
/// ("1,000"), `Double` and `CGFloat` with `%lf` (six decimals) unless a `specifier:` is given, dates and values with their formatter or format style (§20.1). No strings table is
/// consulted: the key's text is shown.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    let string: String
    /// The key's text: its translation in the app's string tables, if any (§20.6).
    public init(_ value: String) { string = StringTables.isActive ? (StringTables.table[value] ?? value) : value }
    public init(stringLiteral value: String) { string = StringTables.isActive ? (StringTables.table[value] ?? value) : value }
    public init(stringInterpolation: StringInterpolation) {
        if let key = stringInterpolation.formatKey, let translated = StringTables.table[key] {
            string = StringTables.format(translated, stringInterpolation.arguments)
        } else {
            string = stringInterpolation.output
        }
    }
    /// The locale numbers in a key are formatted with (the environment's default, en_US).
    static let formatLocale = Locale(identifier: "en_US")

    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""
        /// With string tables loaded: the key as a table has it (`"Score: %lld"`) and the
        /// interpolated values, formatted (nil otherwise: no extra work).
        var formatKey: String?
        var arguments: [String] = []
        public init(literalCapacity: Int, interpolationCount: Int) {
            output.reserveCapacity(literalCapacity + interpolationCount * 4)
            if StringTables.isActive { formatKey = "" }
        }
        public mutating func appendLiteral(_ literal: String) {
            output += literal
            if formatKey != nil { formatKey! += literal.replacingOccurrences(of: "%", with: "%%") }
        }
        /// Appends a formatted value, standing for `specifier` in the format key.
        private mutating func append(_ formatted: String, as specifier: String) {
            output += formatted
            if formatKey != nil { formatKey! += specifier; arguments.append(formatted) }
        }
        public mutating func appendInterpolation(_ string: String) { append(string, as: "%@") }
        public mutating func appendInterpolation<S: StringProtocol>(_ string: S) { append(String(string), as: "%@") }
        public mutating func appendInterpolation(_ text: Text) { append(text.string, as: "%@") }
        /// An image inside text is not drawn (a difference from SwiftUI).
        public mutating func appendInterpolation(_ image: Image) {}
        /// A number, formatted with its printf specifier in the en_US locale as SwiftUI resolves
        /// the key with the environment's locale: integers get grouping separators ("1,000"),
        /// a `Double` six decimals ("3.500000", "1,234.500000") (§20.1).
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            if let n = value._wholeNumber {
                append(LocalizedStringKey.groupedDecimal(n), as: T._defaultSpecifier)
            } else {
                append(LocalizedStringKey.formatNumber(T._defaultSpecifier, value._arg), as: T._defaultSpecifier)
            }
        }
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            append(LocalizedStringKey.formatNumber(specifier, value._arg), as: specifier)
        }
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {
            append(formatter?.string(for: subject) ?? "\(subject)", as: "%@")
        }
        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
            append(formatter?.string(for: subject) ?? "\(subject)", as: "%@")
        }
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            append(format.locale(LocalizedStringKey.formatLocale).format(input), as: "%@")
        }
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) { append(style.format(date), as: "%@") }
    }
}

/// A number that `LocalizedStringKey` formats with a printf specifier.
/// Public because `LocalizedStringKey`'s interpolation methods are constrained to it.
public protocol _FormatSpecifiable {
    /// The value passed to `String(format:)`.
    var _arg: CVarArg { get }
    /// The specifier used when none is given.
    static var _defaultSpecifier: String { get }
    /// The value, when it is a whole number that fits an `Int64` (integers): formatted without
    /// `String(format:)` when no specifier is given (nil: the printf path).
    var _wholeNumber: Int64? { get }
}
extension _FormatSpecifiable {
    public var _wholeNumber: Int64? { nil }
}
extension BinaryInteger where Self: _FormatSpecifiable {
    public var _wholeNumber: Int64? { Int64(exactly: self) }
}
extension Int: _FormatSpecifiable { public var _arg: CVarArg { self }; public static var _defaultSpecifier: String { "%lld" } }
extension Int8: _FormatSpecifiable { public var _arg: CVarArg { Int(self) }; public static var _defaultSpecifier: String { "%lld" } }
extension Int16: _FormatSpecifiable { public var _arg: CVarArg { Int(self) }; public static var _defaultSpecifier: String { "%lld" } }
extension Int32: _FormatSpecifiable { public var _arg: CVarArg { self }; public static var _defaultSpecifier: String { "%d" } }
extension Int64: _FormatSpecifiable { public var _arg: CVarArg { self }; public static var _defaultSpecifier: String { "%lld" } }
extension UInt: _FormatSpecifiable { public var _arg: CVarArg { self }; public static var _defaultSpecifier: String { "%llu" } }
extension UInt8: _FormatSpecifiable { public var _arg: CVarArg { UInt(self) }; public static var _defaultSpecifier: String { "%llu" } }
extension UInt16: _FormatSpecifiable { public var _arg: CVarArg { UInt(self) }; public static var _defaultSpecifier: String { "%llu" } }
extension UInt32: _FormatSpecifiable { public var _arg: CVarArg { self }; public static var _defaultSpecifier: String { "%u" } }
extension UInt64: _FormatSpecifiable { public var _arg: CVarArg { self }; public static var _defaultSpecifier: String { "%llu" } }
extension Double: _FormatSpecifiable { public var _arg: CVarArg { self }; public static var _defaultSpecifier: String { "%lf" } }
extension Float: _FormatSpecifiable { public var _arg: CVarArg { Double(self) }; public static var _defaultSpecifier: String { "%f" } }
#if !canImport(CoreGraphics)
extension CGFloat: _FormatSpecifiable { public var _arg: CVarArg { Double(self) }; public static var _defaultSpecifier: String { "%lf" } }
#endif

extension Text: View, PrimitiveView {
    public static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        if view.head.hasStyle || !view.tail.isEmpty, view.hasLiveDates {
            _LiveDateText._makeNode(_LiveDateText(text: view), graph, &slot)
            return
        }
        graph.withReused(&slot, { TextNode() }) { node in build(view, node, graph) }
    }
    /// A text builds one leaf node, which only its parent's build builds again: an environment
    /// modifier applied to it (`lineLimit`, `multilineTextAlignment`, `tint`…) makes no node of
    /// its own (`View._buildsLeafNode`).
    @inlinable public static var _buildsLeafNode: Bool { true }

    /// Builds `view` into its node (`slot` holds it, unretained here).
    @MainActor @inline(__always)
    static func build(_ view: Self, _ node: TextNode, _ graph: _ViewGraph) {
        let env = graph.env
        // Everything the resolved runs depend on: when it is what it was, nothing can have changed.
        // The runs are compared where they are kept, bit by bit first: read out of the node to be
        // compared with `==`, the last text was copied (its string and style box retained) and
        // destroyed at every build, which with `==` itself cost more than the rest of the build.
        if node.hasInputs && node.sameInputText(view) && node.inputFont == env.font
            && node.inputBold == env.bold && node.inputDrawing == env.drawingStorage && node.inputScheme == env.colorScheme { return }
        node.hasInputs = true
        node.inputText = view; node.inputFont = env.font
        node.inputBold = env.bold; node.inputDrawing = env.drawingStorage; node.inputScheme = env.colorScheme
        let settings = env.textLayout
        // Compared run by run, so an unchanged text builds no array.
        let first = TextNode.resolve(view.head, env)
        var same = node.settings == settings && node.runs.count == 1 + view.tail.count && node.runs[0] == first
        if same {
            for (i, run) in view.tail.enumerated() where node.runs[i + 1] != TextNode.resolve(run, env) { same = false; break }
        }
        if !same {
            let runs = [first] + view.tail.map { TextNode.resolve($0, env) }
            let sameLayout = node.runs.count == runs.count && node.settings == settings
                && zip(node.runs, runs).allSatisfy { $0.sameLayout(as: $1) }
            node.runs = runs
            node.settings = settings
            node.contentTransition = env[ContentTransitionKey.self]
            if sameLayout {
                graph.changedDrawing(node)   // a colour, an underline: drawn again at the same size
            } else {
                node.invalidateLayout(graph)
                graph.changed(node)
            }
        }
    }
}

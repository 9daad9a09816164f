import Foundation

// Typesetting choices that need fonts this package does not have (docs/semantics.md §35.6): a
// width axis (Inter has none), a language's own line heights, and the smaller "secondary" text
// scale. They compile and change nothing drawn.

extension Font {
    /// A font's width (SF Pro's condensed to expanded widths).
    public struct Width: Hashable, Sendable {
        /// The width value (−1 compressed … 1 expanded as Apple's constants give them).
        public var value: CGFloat
        public init(_ value: CGFloat) { self.value = value }
        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)
    }
    /// This font at `width` (the same font here: the bundled faces have one width).
    public func width(_ width: Width) -> Font { self }
}

extension Text {
    /// A size relative to the text around it (SwiftUI's `Text.Scale`).
    public struct Scale: Hashable, Sendable {
        let raw: UInt8
        /// The text's own size.
        public static let `default` = Scale(raw: 0)
        /// Smaller, for secondary content beside larger text.
        public static let secondary = Scale(raw: 1)
    }
}

/// The language a text is typeset for (SwiftUI's `TypesettingLanguage`).
public struct TypesettingLanguage: Sendable, Equatable {
    let language: Locale.Language?
    /// The language of the text's content, where known.
    public static let automatic = TypesettingLanguage(language: nil)
    /// `language`'s typesetting.
    public static func explicit(_ language: Locale.Language) -> TypesettingLanguage { TypesettingLanguage(language: language) }
}

extension View {
    /// Sets the width of the fonts inside (accepted and inert: the bundled faces have one width).
    nonisolated public func fontWidth(_ width: Font.Width?) -> some View { self }
    /// Draws the text inside at `scale` (accepted and inert: drawn at its own size here).
    nonisolated public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View { self }
    /// Typesets the text inside for `language` (accepted and inert).
    nonisolated public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> some View { self }
    /// Typesets the text inside for `language` (accepted and inert).
    nonisolated public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> some View { self }
}

import Foundation

// `Text`'s own accessibility modifiers (docs/semantics.md §32): they return `Text`, so a labelled
// text can still be joined with `+` (`Text("4").accessibilityLabel("four") + Text(" items")`).
// What they set is read by `ViewHost.accessibilityElements`; nothing is spoken.

extension Text {
    /// What assistive technology reads for this text instead of its characters.
    public func accessibilityLabel(_ label: Text) -> Text { labelled(label.runs.map(\.string).joined()) }
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> Text { labelled(labelKey.string) }
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Text { labelled(String(label)) }

    /// Marks this text as a heading of `level` (the `.isHeader` trait).
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> Text {
        var t = self
        var style = t.head.style
        style.headingLevel = level
        t.head.style = style
        return t
    }

    /// The kind of content the text holds, for how it is read. Accepted and not kept: nothing
    /// is read aloud here.
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> Text { self }
    /// Reading options (spelling out, punctuation, pitch, queued announcements). Accepted and
    /// ignored: nothing is read aloud here.
    public func speechSpellsOutCharacters(_ value: Bool = true) -> Text { self }
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Text { self }
    public func speechAdjustedPitch(_ value: Double) -> Text { self }
    public func speechAnnouncementsQueued(_ value: Bool = true) -> Text { self }

    /// The label on the first run, the later runs silent.
    private func labelled(_ label: String) -> Text {
        var t = self
        var head = t.head.style
        head.accessibilityLabel = label
        t.head.style = head
        for i in t.tail.indices {
            var style = t.tail[i].style
            style.accessibilityLabel = ""
            t.tail[i].style = style
        }
        return t
    }
}

extension View {
    /// Reading options for the text inside. Accepted and ignored: nothing is read aloud here.
    nonisolated public func speechSpellsOutCharacters(_ value: Bool = true) -> some View { self }
    nonisolated public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View { self }
    nonisolated public func speechAdjustedPitch(_ value: Double) -> some View { self }
    nonisolated public func speechAnnouncementsQueued(_ value: Bool = true) -> some View { self }
    /// The kind of text inside. Accepted and ignored: nothing is read aloud here.
    nonisolated public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> some View { self }
}

/// What kind of text a `Text` holds (`accessibilityTextContentType(_:)`).
public struct AccessibilityTextContentType: Sendable, Hashable {
    let name: String
    public static let plain = AccessibilityTextContentType(name: "plain")
    public static let console = AccessibilityTextContentType(name: "console")
    public static let fileSystem = AccessibilityTextContentType(name: "fileSystem")
    public static let messaging = AccessibilityTextContentType(name: "messaging")
    public static let narrative = AccessibilityTextContentType(name: "narrative")
    public static let sourceCode = AccessibilityTextContentType(name: "sourceCode")
    public static let spreadsheet = AccessibilityTextContentType(name: "spreadsheet")
    public static let wordProcessing = AccessibilityTextContentType(name: "wordProcessing")
}

extension TextNode {
    /// What is read for the text: the runs' accessibility labels where set, else their
    /// characters; nil when no run has a label (the text shown is read).
    var spokenText: String? {
        let all = [inputHead] + inputTail
        guard all.contains(where: { $0.style.accessibilityLabel != nil }) else { return nil }
        return all.map { $0.style.accessibilityLabel ?? $0.string }.joined()
    }

    /// `Text.accessibilityHeading(_:)`'s level.
    var textHeadingLevel: AccessibilityHeadingLevel? { inputHead.style.headingLevel }
}

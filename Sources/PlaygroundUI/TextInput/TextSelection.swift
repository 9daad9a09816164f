// `textSelection(_:)` (iOS 15): whether people may select a text's words to copy them
// (docs/semantics.md §35.2). Compiles and changes nothing here: a long press on a `Text` selects
// nothing (there is no selection menu), and `Text` is drawn the same either way.

/// Whether the text inside can be selected (SwiftUI's `TextSelectability`).
public protocol TextSelectability {
    /// Whether text is selectable.
    static var allowsSelection: Bool { get }
}

/// Text people can select.
public struct EnabledTextSelectability: TextSelectability {
    public static var allowsSelection: Bool { true }
}

/// Text people cannot select (the default).
public struct DisabledTextSelectability: TextSelectability {
    public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
    /// Lets people select the text.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// Keeps people from selecting the text.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

extension View {
    /// Lets people select the text inside (accepted and inert here: nothing is selected, §35.2).
    nonisolated public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }
}

// `textEditorStyle(_:)` (iOS 17; docs/semantics.md §35.6): on iOS both styles draw a plain
// editor, which is what `TextEditor` draws here.

/// The look of text editors (SwiftUI's `TextEditorStyle`).
public protocol TextEditorStyle {}

/// The platform's look.
public struct AutomaticTextEditorStyle: TextEditorStyle { public init() {} }
/// A plain editor, without decoration.
public struct PlainTextEditorStyle: TextEditorStyle { public init() {} }

extension TextEditorStyle where Self == AutomaticTextEditorStyle {
    public static var automatic: AutomaticTextEditorStyle { AutomaticTextEditorStyle() }
}
extension TextEditorStyle where Self == PlainTextEditorStyle {
    public static var plain: PlainTextEditorStyle { PlainTextEditorStyle() }
}

extension View {
    /// Sets the style of text editors inside (both iOS styles are the plain editor drawn here).
    nonisolated public func textEditorStyle(_ style: some TextEditorStyle) -> some View { self }
}

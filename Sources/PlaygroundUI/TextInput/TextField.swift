import Foundation

// MARK: Styles and environment

enum TextFieldStyleKind: Equatable { case automatic, plain, roundedBorder }

/// How text fields look (SwiftUI's `TextFieldStyle`): `.automatic` and `.plain` draw the bare
/// text (iOS outside a Form), `.roundedBorder` a white rounded rectangle with a hairline border
/// (§23.1).
public protocol TextFieldStyle { var _kind: _TextFieldStyleKind { get } }
/// Engine detail of `TextFieldStyle`.
/// Public because `TextFieldStyle`'s requirement returns it.
public struct _TextFieldStyleKind: Sendable { let kind: TextFieldStyleKind }

public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _kind: _TextFieldStyleKind { _TextFieldStyleKind(kind: .automatic) }
}
public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _kind: _TextFieldStyleKind { _TextFieldStyleKind(kind: .plain) }
}
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _kind: _TextFieldStyleKind { _TextFieldStyleKind(kind: .roundedBorder) }
}
extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: DefaultTextFieldStyle { .init() } }
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { .init() } }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle { public static var roundedBorder: RoundedBorderTextFieldStyle { .init() } }

/// The label of the Return key on the on-screen keyboard (SwiftUI's `SubmitLabel`). Accepted;
/// there is no on-screen keyboard here, so it has no effect.
public struct SubmitLabel: Sendable, Equatable {
    let name: String
    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}

/// What triggers `onSubmit` (SwiftUI's `SubmitTriggers`): `.text` is Return in a text field;
/// `.search` is Return in the search field of a searchable view inside.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

/// The on-screen keyboard's layout (UIKit's `UIKeyboardType`). Accepted; without an on-screen
/// keyboard it has no effect (any text can be typed).
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// Automatic capitalization on the on-screen keyboard (SwiftUI's
/// `TextInputAutocapitalization`). Accepted; it has no effect here.
public struct TextInputAutocapitalization: Sendable, Equatable {
    let name: String
    public static let never = TextInputAutocapitalization(name: "never")
    public static let words = TextInputAutocapitalization(name: "words")
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    public static let characters = TextInputAutocapitalization(name: "characters")
}

/// UIKit's older capitalization type (`.autocapitalization(.none)`). Accepted; no effect.
public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }

struct TextFieldStyleKey: EnvironmentKey { static let defaultValue = TextFieldStyleKind.automatic }
struct SubmitActionsKey: EnvironmentKey { nonisolated(unsafe) static let defaultValue: [() -> Void] = [] }

extension View {
    /// Sets the style of the text fields inside.
    nonisolated public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        let kind = style._kind.kind
        return modifier(_EnvironmentModifier { $0[TextFieldStyleKey.self] = kind })
    }
    /// Runs `action` when the user submits a text field inside (Return, §23.5). Several run
    /// innermost first.
    nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        nonisolated(unsafe) let action = action
        let active = triggers.contains(.text), search = triggers.contains(.search)
        return modifier(_EnvironmentModifier {
            if active { $0[SubmitActionsKey.self].append(action) }
            if search { $0[SearchSubmitActionsKey.self].append(action) }   // Return in a search field (§23.11)
        })
    }
    /// Stops `onSubmit` actions from above reaching the text fields inside.
    nonisolated public func submitScope(_ isBlocking: Bool = true) -> some View {
        modifier(_EnvironmentModifier { if isBlocking { $0[SubmitActionsKey.self] = [] } })
    }
    /// The Return key's label on the on-screen keyboard. Accepted; no effect (no on-screen keyboard).
    nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
    /// The on-screen keyboard's layout. Accepted; no effect (any text can be typed).
    nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View { self }
    /// Turns autocorrection off. Accepted; there is no autocorrection here.
    nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
    /// Turns autocorrection off (older spelling). Accepted; no effect.
    nonisolated public func disableAutocorrection(_ disable: Bool?) -> some View { self }
    /// Automatic capitalization. Accepted; no effect (text is entered as typed).
    nonisolated public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
    /// Automatic capitalization (UIKit's type). Accepted; no effect.
    nonisolated public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }
    /// The kind of content (for autofill). Accepted; no effect.
    nonisolated public func textContentType(_ textContentType: UITextContentType?) -> some View { self }

}

/// Content types for autofill (UIKit's `UITextContentType`). Accepted; no effect.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType(rawValue: "name")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    public static let URL = UITextContentType(rawValue: "URL")
}

// MARK: The primitive

/// The primitive all text inputs build (engine type).
package struct _TextInputView: View, PrimitiveView {
    public typealias Body = Never
    let kind: TextInputConfig.Kind
    let read: () -> String
    let write: ((String) -> Void)?
    let commit: ((String) -> Void)?
    let placeholder: String
    let onEditingChanged: ((Bool) -> Void)?
    let onCommit: (() -> Void)?
    /// The field's title, its accessibility label (§32.2); empty: the placeholder names the field.
    var title = ""
    var pointer: _TextInputPointer? = nil

    public static func _makeNode(_ view: Self, _ b: _ViewGraph, _ slot: inout _Node?) {
        let node = b.reuse(&slot) { TextInputNode() }
        let env = b.env
        let run = TextNode.resolve(Text.Run(string: ""), env)
        let scheme = env.colorScheme
        var submit = env[SubmitActionsKey.self]
        if let c = view.onCommit { submit.insert(c, at: 0) }
        let style = view.kind == .editor ? TextFieldStyleKind.plain : env[TextFieldStyleKey.self]
        let config = TextInputConfig(
            kind: view.kind, read: view.read, write: view.write, commit: view.commit,
            placeholder: view.placeholder, title: view.title, font: run.font, textColor: run.style.representativeColor,
            placeholderColor: Color(60, 60, 67, 0.3, dark: (235, 235, 245, 0.3)).resolved(in: scheme),
            tint: env.tintStyle.representativeColor,
            style: style,
            background: Color(255, 255, 255, dark: (28, 28, 30, 1)).resolved(in: scheme),
            border: Color(0, 0, 0, 0.2, dark: (255, 255, 255, 0.2)).resolved(in: scheme),
            lineLimit: env.textLayout.lineLimit, minLines: env.textLayout.minLines,
            isEnabled: env.isEnabled, alignment: env.textLayout.alignment, onSubmit: submit)
        node.onEditingChanged = view.onEditingChanged
        view.pointer?.node = node
        node.update(config, b)
    }
}

/// Carries pointer presses from a text input's drag gesture to its node (engine type).
@MainActor
package final class _TextInputPointer {
    weak var node: TextInputNode?
    private var down = false
    public init() {}
    func changed(_ location: CGPoint) {
        node?.pointerDragged(to: location, first: !down)
        down = true
    }
    func ended(_ location: CGPoint) {
        node?.pointerUp(at: location)
        down = false
    }
}

/// The body every text input shares: the primitive with a press-and-drag gesture that focuses,
/// places the caret and selects (a zero-distance drag: a tap is a drag that did not move).
struct _TextInputBody: View {
    let input: _TextInputView
    @State private var pointer = _TextInputPointer()
    var body: some View {
        var view = input
        view.pointer = pointer
        let p = pointer
        return view.gesture(DragGesture(minimumDistance: 0, coordinateSpace: .global)
            .onChanged { p.changed($0.location) }
            .onEnded { p.ended($0.location) })
    }
}

// MARK: TextField

/// A control that displays editable text (SwiftUI's `TextField`, §23.1): one line that scrolls
/// sideways, or with `axis: .vertical` lines that wrap and grow (within `lineLimit`). Tap to
/// focus; type, select with shift+arrows or a drag, cut/copy/paste with cmd (or ctrl) + x/c/v;
/// Return submits (`onSubmit`) and ends editing. The title is the placeholder unless a `prompt`
/// is given.
public struct TextField<Label: View>: View {
    let input: _TextInputView

    public var body: some View { _TextInputBody(input: input) }

    init(input: _TextInputView) { self.input = input }

    static func make(_ title: String, text: Binding<String>, prompt: Text?, axis: Axis,
                     onEditingChanged: ((Bool) -> Void)? = nil, onCommit: (() -> Void)? = nil) -> _TextInputView {
        _TextInputView(kind: axis == .vertical ? .verticalField : .field, read: { text.wrappedValue },
                       write: { text.wrappedValue = $0 }, commit: nil,
                       placeholder: prompt?.string ?? title,
                       onEditingChanged: onEditingChanged, onCommit: onCommit, title: title)
    }
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(input: Self.make(titleKey.string, text: text, prompt: nil, axis: .horizontal))
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(input: Self.make(String(title), text: text, prompt: nil, axis: .horizontal))
    }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(input: Self.make(titleKey.string, text: text, prompt: prompt, axis: .horizontal))
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(input: Self.make(String(title), text: text, prompt: prompt, axis: .horizontal))
    }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(input: Self.make(titleKey.string, text: text, prompt: nil, axis: axis))
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(input: Self.make(String(title), text: text, prompt: nil, axis: axis))
    }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(input: Self.make(titleKey.string, text: text, prompt: prompt, axis: axis))
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(input: Self.make(String(title), text: text, prompt: prompt, axis: axis))
    }
    /// The iOS 13 form: `onEditingChanged` runs with true when editing starts and false when it
    /// ends; `onCommit` on Return.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void = {}) {
        self.init(input: Self.make(titleKey.string, text: text, prompt: nil, axis: .horizontal, onEditingChanged: onEditingChanged, onCommit: onCommit))
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void = {}) {
        self.init(input: Self.make(String(title), text: text, prompt: nil, axis: .horizontal, onEditingChanged: onEditingChanged, onCommit: onCommit))
    }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(input: Self.make(titleKey.string, text: text, prompt: nil, axis: .horizontal, onCommit: onCommit))
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(input: Self.make(String(title), text: text, prompt: nil, axis: .horizontal, onCommit: onCommit))
    }

    /// A field editing a value through a format style: the field shows `format.format(value)`;
    /// the edited text is parsed when editing ends (Return or focus leaving); text that does not
    /// parse leaves the value as it was (§23.1).
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(input: Self.makeValue(titleKey.string, value: value, format: format, prompt: prompt))
    }
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(input: Self.makeValue(String(title), value: value, format: format, prompt: prompt))
    }
    /// A field editing a value through a `Formatter` (parsed when editing ends).
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.init(input: Self.makeFormatter(titleKey.string, value: value, formatter: formatter))
    }
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
        self.init(input: Self.makeFormatter(String(title), value: value, formatter: formatter))
    }

    static func makeValue<F: ParseableFormatStyle>(_ title: String, value: Binding<F.FormatInput>, format: F, prompt: Text?) -> _TextInputView
    where F.FormatOutput == String {
        // In the environment's default locale (en_US), as `Text(_:format:)`: Foundation's own
        // current locale on Linux is en_001 ("US$12.50").
        nonisolated(unsafe) let format = format.locale(LocalizedStringKey.formatLocale)
        return _TextInputView(kind: .field, read: { format.format(value.wrappedValue) }, write: nil,
                              commit: { s in if let v = try? format.parseStrategy.parse(s) { value.wrappedValue = v } },
                              placeholder: prompt?.string ?? title, onEditingChanged: nil, onCommit: nil, title: title)
    }
    static func makeFormatter<V>(_ title: String, value: Binding<V>, formatter: Formatter) -> _TextInputView {
        nonisolated(unsafe) let formatter = formatter
        return _TextInputView(kind: .field, read: { formatter.string(for: value.wrappedValue) ?? "" }, write: nil,
                              commit: { s in
                                  if let nf = formatter as? NumberFormatter, let n = nf.number(from: s) {
                                      if let v = n.intValue as? V, V.self == Int.self { value.wrappedValue = v }
                                      else if let v = n.doubleValue as? V { value.wrappedValue = v }
                                      else if let v = n as? V { value.wrappedValue = v }
                                  } else if let df = formatter as? DateFormatter, let d = df.date(from: s), let v = d as? V {
                                      value.wrappedValue = v
                                  }
                              },
                              placeholder: title, onEditingChanged: nil, onCommit: nil)
    }
}

extension TextField {
    /// A field with a label view (shown by forms on macOS; on iOS the prompt is the placeholder).
    /// A `Text` label is the field's title, its accessibility label (§32.2); another label view is
    /// not read here, and the prompt labels the field instead (a difference).
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(input: TextField<Text>.make("", text: text, prompt: prompt, axis: .horizontal))
    }
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(input: TextField<Text>.make("", text: text, prompt: prompt, axis: axis))
    }
}

extension TextField where Label == Text {
    /// A field labelled by a `Text`: that text is its title (its accessibility label, §32.2) and,
    /// without a prompt, its placeholder, as `TextField(_:text:)`'s title is.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Text) {
        self.init(input: Self.make(label().string, text: text, prompt: prompt, axis: .horizontal))
    }
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Text) {
        self.init(input: Self.make(label().string, text: text, prompt: prompt, axis: axis))
    }
}


// MARK: SecureField

/// A field whose text shows as bullets (SwiftUI's `SecureField`, §23.1); copying and cutting
/// its text is refused, as on iOS.
public struct SecureField<Label: View>: View {
    let input: _TextInputView
    public var body: some View { _TextInputBody(input: input) }
    init(input: _TextInputView) { self.input = input }
    static func make(_ title: String, text: Binding<String>, prompt: Text?, onCommit: (() -> Void)? = nil) -> _TextInputView {
        _TextInputView(kind: .secure, read: { text.wrappedValue }, write: { text.wrappedValue = $0 }, commit: nil,
                       placeholder: prompt?.string ?? title, onEditingChanged: nil, onCommit: onCommit, title: title)
    }
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(input: Self.make(titleKey.string, text: text, prompt: nil))
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(input: Self.make(String(title), text: text, prompt: nil))
    }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(input: Self.make(titleKey.string, text: text, prompt: prompt))
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(input: Self.make(String(title), text: text, prompt: prompt))
    }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(input: Self.make(titleKey.string, text: text, prompt: nil, onCommit: onCommit))
    }
}

extension SecureField {
    /// A secure field with a label view; as `TextField(text:prompt:label:)`, only a `Text` label
    /// is read as its title.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(input: SecureField<Text>.make("", text: text, prompt: prompt))
    }
}

extension SecureField where Label == Text {
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Text) {
        self.init(input: Self.make(label().string, text: text, prompt: prompt))
    }
}

// MARK: TextEditor

/// A multi-line text editor (SwiftUI's `TextEditor`, §23.2): takes the size it is offered,
/// wraps its text at word boundaries inside 5 pt side and 8 pt top/bottom insets, and scrolls
/// to keep the caret in view. Asked for its ideal height (in a `ScrollView`, under
/// `fixedSize`), it is as tall as its text. Return inserts a newline, Tab a tab.
public struct TextEditor: View {
    let input: _TextInputView
    public init(text: Binding<String>) {
        input = _TextInputView(kind: .editor, read: { text.wrappedValue }, write: { text.wrappedValue = $0 }, commit: nil,
                               placeholder: "", onEditingChanged: nil, onCommit: nil)
    }
    public var body: some View { _TextInputBody(input: input) }
}

import Foundation

/// A box that groups views, with an optional label (SwiftUI's `GroupBox`, iOS 14;
/// docs/semantics.md §24.12). The default style on iOS: the label in the headline font at the
/// box's leading edge, the content below it, 16 pt of padding on every edge, on an 8-pt continuous
/// rounded rectangle filled with the background style one level up (light grey on a white
/// screen, white inside another box). With a label the box is as wide as offered and narrower
/// content is centred; without one it is as wide as its content.
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    /// Made from a style's configuration: drawn with the default look, not the style again.
    var usesDefaultLook = false
    @Environment(\._groupBoxStyle) private var style

    /// A box with `content` and a label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// A box with a label view (SwiftUI's first form, renamed `init(content:label:)` since).
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }

    public var body: some View {
        let configuration = GroupBoxStyleConfiguration(label: .init(view: AnyView(label)), content: .init(view: AnyView(content)),
                                                       hasLabel: Label.self != EmptyView.self)
        ((usesDefaultLook ? nil : style) ?? _AnyGroupBoxStyle.automatic).makeBody(configuration)
            .transformEnvironment(\._backgroundGroupLevel) { $0 += 1 }
    }
}

extension GroupBox where Label == EmptyView {
    /// A box without a label: as wide as its content.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        label = EmptyView()
    }
}

extension GroupBox where Label == Text {
    /// A box titled with a localized string key (iOS 15).
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    /// A box titled with a string (iOS 15).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// A box made from a style's configuration (in a custom `GroupBoxStyle`): the default look.
    public init(_ configuration: GroupBoxStyleConfiguration) {
        label = configuration.label
        content = configuration.content
        usesDefaultLook = true
    }
}

// MARK: Styles

/// A style that draws group boxes (SwiftUI's `GroupBoxStyle`).
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = GroupBoxStyleConfiguration
}

/// What a `GroupBoxStyle` draws with: the box's label and content.
public struct GroupBoxStyleConfiguration {
    /// The box's label, as one view (empty when it has none).
    public struct Label: View {
        let view: AnyView
        public var body: some View { view }
    }
    /// The box's content, as one view.
    public struct Content: View {
        let view: AnyView
        public var body: some View { view }
    }
    public let label: GroupBoxStyleConfiguration.Label
    public let content: GroupBoxStyleConfiguration.Content
    /// Whether the box has a label (the default look stretches only a label that is there).
    let hasLabel: Bool
}

/// The default group box style: on iOS the grey rounded box (§24.12).
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { _GroupBoxBox(configuration: configuration) }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The default style.
    public static var automatic: DefaultGroupBoxStyle { .init() }
}

extension View {
    /// Sets the style of the group boxes inside.
    nonisolated public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        let erased = _AnyGroupBoxStyle(style)
        return modifier(_EnvironmentModifier { $0._groupBoxStyle = erased })
    }
}

/// A type-erased group box style (engine type).
struct _AnyGroupBoxStyle {
    let makeBody: @MainActor (GroupBoxStyleConfiguration) -> AnyView
    init<S: GroupBoxStyle>(_ style: S) {
        nonisolated(unsafe) let style = style
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
    @MainActor static var automatic: _AnyGroupBoxStyle { _AnyGroupBoxStyle(DefaultGroupBoxStyle()) }
}

private struct GroupBoxStyleKey: EnvironmentKey {
    static var defaultValue: _AnyGroupBoxStyle? { nil }
}
private struct BackgroundGroupLevelKey: EnvironmentKey { static let defaultValue = 0 }

extension EnvironmentValues {
    var _groupBoxStyle: _AnyGroupBoxStyle? {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }
    /// How many group boxes the view is inside: the level `BackgroundStyle` is drawn at (§24.12).
    var _backgroundGroupLevel: Int {
        get { self[BackgroundGroupLevelKey.self] }
        set { self[BackgroundGroupLevelKey.self] = newValue }
    }
}

// MARK: The look

/// The measures of the default look (§24.12).
enum GroupBoxMetrics {
    /// The box's corner radius (continuous).
    static let cornerRadius: CGFloat = 8
    /// The padding inside the box on every edge (SwiftUI's default padding).
    static let padding: CGFloat = 16
}

/// The default look: a vertical stack of the label (headline, stretched to the box's leading
/// edge) and the content, padded, on the background style's rounded rectangle.
struct _GroupBoxBox: View {
    let configuration: GroupBoxStyleConfiguration
    var body: some View {
        VStack {
            if configuration.hasLabel {
                configuration.label
                    .font(.headline)
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
            configuration.content
        }
        .padding(GroupBoxMetrics.padding)
        .background(RoundedRectangle(cornerRadius: GroupBoxMetrics.cornerRadius, style: .continuous).fill(.background))
    }
}

extension BackgroundStyle {
    /// The background one or more group boxes up (§24.12): in light mode an odd level is grey
    /// (242, 242, 247) and an even one white, a grouped list's row counting as two levels (its own
    /// and the grouped context); in dark mode each level is lighter, (28, 28, 30), (44, 44, 46),
    /// then (58, 58, 60), a grouped row counting as one.
    static func groupLevelColor(_ level: Int, in environment: EnvironmentValues) -> ResolvedColor {
        let groupedRow = environment.isListRow && environment.listStyle.isGrouped
        if environment.colorScheme == .dark {
            switch level + (groupedRow ? 1 : 0) {
            case 1: return Color(28, 28, 30).resolved(in: .dark)
            case 2: return Color(44, 44, 46).resolved(in: .dark)
            default: return Color(58, 58, 60).resolved(in: .dark)
            }
        }
        return (level + (groupedRow ? 2 : 0)) % 2 == 1 ? Color(242, 242, 247).resolved(in: .light) : Color.white.resolved(in: .light)
    }
}

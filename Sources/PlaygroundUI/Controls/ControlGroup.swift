import Foundation

/// Related controls shown together (SwiftUI's `ControlGroup`, §24.11). With the automatic,
/// `.navigation` and `.palette` styles its buttons sit side by side in one rounded capsule on the
/// tertiary fill, hairline separators between them: in content as wide as offered in equal
/// shares, in a navigation bar or bottom toolbar compact (44 pt per symbol); a button with a symbol shows
/// the symbol only, one without shows its title. `.menu` and `.compactMenu` show a `Menu`
/// button (the label, or an ellipsis when there is none) that opens the buttons as a menu.
/// Inside a `Menu` the group's buttons are the menu's rows. Only `Button`s (and `Menu`s) inside
/// are drawn by the built-in styles; a custom `ControlGroupStyle` gets the content as written.
public struct ControlGroup<Content: View>: View {
    let content: Content
    let label: AnyView?
    /// Made from a style's configuration: drawn with the default look, not the style again.
    var usesDefaultLook = false
    @Environment(\._controlGroupStyle) private var style
    @Environment(\._collectingActions) private var collecting

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        label = nil
    }

    public var body: some View {
        if collecting {
            _ControlGroupMarker(content: content)   // in a menu: its buttons make one row
        } else {
            ((usesDefaultLook ? nil : style) ?? _AnyControlGroupStyle.automatic).makeBody(
                ControlGroupStyleConfiguration(content: .init(view: AnyView(content)), label: .init(view: label ?? AnyView(EmptyView())),
                                               hasLabel: label != nil))
        }
    }
}

/// The content and label a labelled `ControlGroup` holds (SwiftUI's type of the same name).
public struct LabeledControlGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label
    public var body: some View { content }
}

extension ControlGroup {
    /// A group with a label (shown by the menu styles, and when a toolbar moves the group to its
    /// overflow menu).
    public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
    where Content == LabeledControlGroupContent<C, L> {
        let l = label()
        self.content = LabeledControlGroupContent(content: content(), label: l)
        self.label = AnyView(l)
    }
    public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(title) }
    }
    public init<C: View>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, PlaygroundUI.Label<Text, Image>> {
        self.init(content: content) { PlaygroundUI.Label(titleKey, systemImage: systemImage) }
    }
    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, PlaygroundUI.Label<Text, Image>> {
        self.init(content: content) { PlaygroundUI.Label(title, systemImage: systemImage) }
    }
}

extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
    /// A group made from a style's configuration (in a custom `ControlGroupStyle`): the default look.
    public init(_ configuration: ControlGroupStyleConfiguration) {
        self.content = configuration.content
        self.label = configuration.hasLabel ? AnyView(configuration.label) : nil
        usesDefaultLook = true
    }
}

// MARK: Styles

/// A style that draws control groups (SwiftUI's `ControlGroupStyle`).
@MainActor @preconcurrency
public protocol ControlGroupStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ControlGroupStyleConfiguration
}

/// What a `ControlGroupStyle` draws with: the group's controls and its label.
public struct ControlGroupStyleConfiguration {
    /// The controls, as one view.
    public struct Content: View {
        let view: AnyView
        public var body: some View { view }
    }
    /// The group's label (empty when it has none).
    public struct Label: View {
        let view: AnyView
        public var body: some View { view }
    }
    public let content: ControlGroupStyleConfiguration.Content
    public let label: ControlGroupStyleConfiguration.Label
    let hasLabel: Bool
}

/// The default: the bordered capsule of buttons on iOS (§24.11).
public struct AutomaticControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { _ControlGroupCapsule(content: configuration.content) }
}
/// Buttons grouped as in a navigation bar: the same capsule here.
public struct NavigationControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { _ControlGroupCapsule(content: configuration.content) }
}
/// A palette of controls: the same capsule here (iOS shows a row of icons inside menus).
public struct PaletteControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { _ControlGroupCapsule(content: configuration.content) }
}
/// The controls as a menu opened from a button showing the label.
public struct MenuControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { _ControlGroupMenu(configuration: configuration) }
}
/// The controls as a compact menu: a `Menu` here too (iOS shows them as a row of icons in it).
public struct CompactMenuControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { _ControlGroupMenu(configuration: configuration) }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle { public static var automatic: AutomaticControlGroupStyle { .init() } }
extension ControlGroupStyle where Self == NavigationControlGroupStyle { public static var navigation: NavigationControlGroupStyle { .init() } }
extension ControlGroupStyle where Self == PaletteControlGroupStyle { public static var palette: PaletteControlGroupStyle { .init() } }
extension ControlGroupStyle where Self == MenuControlGroupStyle { public static var menu: MenuControlGroupStyle { .init() } }
extension ControlGroupStyle where Self == CompactMenuControlGroupStyle { public static var compactMenu: CompactMenuControlGroupStyle { .init() } }

extension View {
    /// Sets the style of the control groups inside.
    nonisolated public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        let erased = _AnyControlGroupStyle(style)
        return modifier(_EnvironmentModifier { $0._controlGroupStyle = erased })
    }
}

/// A type-erased control group style (engine type).
struct _AnyControlGroupStyle {
    let makeBody: @MainActor (ControlGroupStyleConfiguration) -> AnyView
    init<S: ControlGroupStyle>(_ style: S) {
        nonisolated(unsafe) let style = style
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
    @MainActor static var automatic: _AnyControlGroupStyle { _AnyControlGroupStyle(AutomaticControlGroupStyle()) }
}

private struct ControlGroupStyleKey: EnvironmentKey {
    static var defaultValue: _AnyControlGroupStyle? { nil }
}
private struct InBarKey: EnvironmentKey { static let defaultValue = false }
extension EnvironmentValues {
    /// True for the items of a navigation bar or bottom toolbar: control groups there are
    /// compact (§24.11).
    var _isInBar: Bool {
        get { self[InBarKey.self] }
        set { self[InBarKey.self] = newValue }
    }
    var _controlGroupStyle: _AnyControlGroupStyle? {
        get { self[ControlGroupStyleKey.self] }
        set { self[ControlGroupStyleKey.self] = newValue }
    }
}

// MARK: The looks

/// Metrics of the capsule (§24.11): measured from iOS 17 screenshots, approximate.
enum ControlGroupMetrics {
    static let height: CGFloat = 34
    static let segmentMinWidth: CGFloat = 44
    static let horizontalPadding: CGFloat = 12
    static let separatorHeight: CGFloat = 18
    static let fill = Color(.tertiarySystemFill)
    static let separator = Color(.separator)
}

/// The buttons of `content` read as actions and drawn as equal segments of one capsule.
struct _ControlGroupCapsule: View {
    let content: ControlGroupStyleConfiguration.Content
    @Environment(\._isInBar) private var inBar
    var body: some View {
        let compact = inBar
        _CollectedActions(actions: AnyView(content)) { entries in
            _ControlGroupSegments(items: entries.actionItems, compact: compact)
        }
    }
}

/// The segments: as wide as offered in content (equal shares); in a bar, each 44 pt or its
/// label's width.
struct _ControlGroupSegments: View {
    let items: [_ActionItem]
    let compact: Bool
    var body: some View {
        HStack(spacing: 0) {
            ForEach(items.indices, id: \.self) { i in
                if i > 0 {
                    Rectangle().fill(ControlGroupMetrics.separator)
                        .frame(width: 1 / 3, height: ControlGroupMetrics.separatorHeight)
                }
                _ControlGroupSegment(item: items[i], compact: compact)
            }
        }
        .fixedSize(horizontal: compact, vertical: false)
        .frame(height: ControlGroupMetrics.height)
        .background(Capsule(style: .continuous).fill(ControlGroupMetrics.fill))
        .clipShape(Capsule(style: .continuous))
    }
}

struct _ControlGroupSegment: View {
    let item: _ActionItem
    let compact: Bool
    var body: some View {
        let trigger = item.trigger
        Button(role: item.role) { trigger() } label: {
            Group {
                if let symbol = item.systemImage { Image(systemName: symbol)._chromeSymbols() } else { Text(item.title) }
            }
            .padding(.horizontal, compact ? 0 : ControlGroupMetrics.horizontalPadding)
            .frame(minWidth: ControlGroupMetrics.segmentMinWidth, maxWidth: compact ? nil : .infinity, minHeight: ControlGroupMetrics.height)
            .contentShape(Rectangle())
        }
        .buttonStyle(.borderless)
        .disabled(!item.isEnabled)
    }
}

/// The menu styles: a `Menu` whose button shows the label (an ellipsis without one).
struct _ControlGroupMenu: View {
    let configuration: ControlGroupStyleConfiguration
    var body: some View {
        Menu {
            configuration.content
        } label: {
            if configuration.hasLabel { configuration.label } else { Image(systemName: "ellipsis.circle")._chromeSymbols() }
        }
    }
}

import Foundation

/// A title with an icon: side by side, the icon first, 8 pt apart and centred vertically
/// (docs/semantics.md §20.3). `labelStyle(_:)` shows only one of them.
public struct Label<Title: View, Icon: View> {
    let title: Title
    let icon: Icon
    /// The title's words when the title is a `Text` (made from a string or given as one): what an
    /// icon-only label is called for accessibility (SwiftUI reads the hidden title; another title
    /// view has none here).
    var titleString: String?
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }
}

extension Label where Title == Text {
    /// A `Text` title with any icon; the title's words stay its accessibility label when a style
    /// hides it (§20.3).
    public init(@ViewBuilder title: () -> Text, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
        titleString = self.title.string
    }
}

extension Label where Title == Text, Icon == Image {
    /// A text title with a symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
        titleString = String(title)
    }
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
        titleString = self.title.string
    }
    /// A text title with an image file from the asset folders.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
        titleString = String(title)
    }
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
        titleString = self.title.string
    }
}

/// Which parts of labels show; `automatic` (`.automatic`, the default) lets the container
/// choose: the icon alone in a navigation bar or bottom toolbar, both elsewhere.
/// Public because `LabelStyle`'s requirement returns it.
public struct LabelStyleKind: Hashable, Sendable {
    let showsTitle: Bool
    let showsIcon: Bool
    var isAutomatic = false
    /// The icon above the title, large and secondary (a `ContentUnavailableView`'s label).
    var isStacked = false
    static let automatic = LabelStyleKind(showsTitle: true, showsIcon: true, isAutomatic: true)
    /// `.automatic` inside a toolbar: the bars write it over `.automatic` (an explicit style stays).
    static let automaticInToolbar = LabelStyleKind(showsTitle: false, showsIcon: true, isAutomatic: true)
    static let iconOnly = LabelStyleKind(showsTitle: false, showsIcon: true)
    /// What this style is inside a toolbar: `.automatic` becomes the icon alone.
    mutating func inToolbar() { if isAutomatic { self = .automaticInToolbar } }
    /// What this style is for content a control reads rather than shows (a menu's items, a
    /// picker's options, in a toolbar too): `.automatic`, both parts, so their titles are read.
    mutating func outOfToolbar() { if self == .automaticInToolbar { self = .automatic } }
}
/// A label style (`.titleAndIcon`, `.titleOnly`, `.iconOnly`, `.automatic`).
public protocol LabelStyle { var _kind: LabelStyleKind { get } }
public struct TitleAndIconLabelStyle: LabelStyle { public init() {}; public var _kind: LabelStyleKind { LabelStyleKind(showsTitle: true, showsIcon: true) } }
public struct TitleOnlyLabelStyle: LabelStyle { public init() {}; public var _kind: LabelStyleKind { LabelStyleKind(showsTitle: true, showsIcon: false) } }
public struct IconOnlyLabelStyle: LabelStyle { public init() {}; public var _kind: LabelStyleKind { LabelStyleKind(showsTitle: false, showsIcon: true) } }
public struct DefaultLabelStyle: LabelStyle { public init() {}; public var _kind: LabelStyleKind { .automatic } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { .init() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { .init() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { .init() } }
extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { .init() } }

extension Label: View {
    @MainActor public var body: some View {
        _LabelBody(title: title, icon: icon, titleString: titleString)
    }
}

/// The label's layout, reading the label style from the environment.
struct _LabelBody<Title: View, Icon: View>: View, PrimitiveView {
    let title: Title
    let icon: Icon
    let titleString: String?
    static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        // In a toolbar, `.automatic` is the icon alone (docs/semantics.md §20.3; the bars write it).
        // In a sidebar list's row the icon takes the list item tint, the accent colour unless one
        // is set, where no foreground style is set around the label (§14.9). (The environment is
        // read in place: a copy of it for every label cost the frames-onchange scene 0.8 %.)
        if graph.env.isListRow && graph.env.listStyle.isSidebar && graph.env.foregroundStyles == nil
            && graph.env.labelStyle.showsIcon && !graph.env.labelStyle.isStacked {
            let tint = graph.env.listItemTint?.color ?? .accentColor
            graph.buildInLibraryBoundary(&slot) { tintedParts(view, graph.env.labelStyle, tint, graph.env.labelLayout)._makeNodeSelf(graph, &$0) }
            return
        }
        graph.buildInLibraryBoundary(&slot) { parts(view, graph.env.labelStyle, graph.env.labelLayout)._makeNodeSelf(graph, &$0) }
    }
    /// The icon, in the width reserved for icons if one is (`labelReservedIconWidth`).
    @ViewBuilder private static func icon<I: View>(_ icon: I, _ layout: LabelLayout) -> some View {
        if let width = layout.reservedIconWidth { icon.frame(width: width) } else { icon }
    }
    /// The parts in a sidebar row: the icon in `tint`.
    @ViewBuilder private static func tintedParts(_ view: Self, _ kind: LabelStyleKind, _ tint: Color, _ layout: LabelLayout) -> some View {
        let row = HStack(spacing: layout.spacing) {
            icon(view.icon.foregroundStyle(tint), layout)
            if kind.showsTitle { view.title }
        }
        if !kind.showsTitle, let words = view.titleString {
            row.accessibilityLabel(words)
        } else {
            row
        }
    }
    /// The shown parts; without its title, the label keeps the title's words as its accessibility
    /// label, as SwiftUI's icon-only label does.
    @ViewBuilder private static func parts(_ view: Self, _ kind: LabelStyleKind, _ layout: LabelLayout) -> some View {
        if kind.isStacked {
            ContentUnavailableMetrics.stackedLabel(icon: view.icon, title: view.title)
        } else {
            let row = HStack(spacing: layout.spacing) {
                if kind.showsIcon { icon(view.icon, layout) }
                if kind.showsTitle { view.title }
            }
            if !kind.showsTitle, let words = view.titleString {
                row.accessibilityLabel(words)
            } else {
                row
            }
        }
    }
}

/// How a label lays its icon and title side by side (iOS 26's `labelIconToTitleSpacing` and
/// `labelReservedIconWidth`; one environment value, read once a label).
struct LabelLayout: Equatable {
    var iconToTitleSpacing: CGFloat?
    var reservedIconWidth: CGFloat?
    /// The spacing used: 8 unless set.
    var spacing: CGFloat { iconToTitleSpacing ?? 8 }
}
struct LabelLayoutKey: EnvironmentKey { static var defaultValue: LabelLayout { LabelLayout() } }

extension EnvironmentValues {
    var labelLayout: LabelLayout {
        get { self[LabelLayoutKey.self] }
        set { self[LabelLayoutKey.self] = newValue }
    }
    /// The spacing between a label's icon and title (iOS 26; nil: the default, 8 here).
    public var labelIconToTitleSpacing: CGFloat? {
        get { labelLayout.iconToTitleSpacing }
        set { labelLayout.iconToTitleSpacing = newValue }
    }
    /// The width reserved for labels' icons (iOS 26; nil: each icon its own width).
    public var labelReservedIconWidth: CGFloat? {
        get { labelLayout.reservedIconWidth }
        set { labelLayout.reservedIconWidth = newValue }
    }
}

extension View {
    /// Sets the spacing between the icon and the title of the labels in this view (iOS 26).
    nonisolated public func labelIconToTitleSpacing(_ value: CGFloat) -> some View {
        environment(\.labelIconToTitleSpacing, value)
    }
    /// Reserves `value` points of width for the icons of the labels in this view, each centred in
    /// it, so that titles line up (iOS 26).
    nonisolated public func labelReservedIconWidth(_ value: CGFloat) -> some View {
        environment(\.labelReservedIconWidth, value)
    }

    /// Which parts of the labels in this view show.
    nonisolated public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        let kind = style._kind
        return modifier(_EnvironmentWriteModifier<LabelStyleWrite>(kind))
    }
}

/// A link: its label drawn in the tint colour (docs/semantics.md §20.3). Tapping it does not
/// open anything here; the URL is printed on stderr.
public struct Link<Label: View> {
    let destination: URL
    let label: Label
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }
}

extension Link where Label == Text {
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) { self.init(destination: destination) { Text(title) } }
    public init(_ titleKey: LocalizedStringKey, destination: URL) { self.init(destination: destination) { Text(titleKey) } }
}

extension Link: View {
    @MainActor public var body: some View {
        let url = destination
        return Button(action: { FileHandle.standardError.write(Data("link: \(url.absoluteString) (not opened)\n".utf8)) }) { label }
    }
}

/// `labelStyle(_:)`'s write (`_EnvironmentWrite`).
/// `.automatic` written inside a toolbar stays the toolbar's automatic (the icon alone).
enum LabelStyleWrite: _EnvironmentWrite {
    static func write(_ v: LabelStyleKind, to e: inout EnvironmentValues) {
        if !(v.isAutomatic && e.labelStyle.isAutomatic) { e.labelStyle = v }
    }
}

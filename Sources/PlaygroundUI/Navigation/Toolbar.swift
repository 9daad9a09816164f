import Foundation

// MARK: Placements

/// Where a toolbar item goes (SwiftUI's `ToolbarItemPlacement`): in the navigation bar at the
/// leading or trailing edge or in the middle, or in the bottom toolbar (§27.5).
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Slot: Hashable, Sendable {
        case leading, trailing, principal, bottom, hidden
        /// The inline title, the inline subtitle, the large title and the subtitle below it (iOS 26;
        /// `.title` from iOS 14): each replaces the text the modifiers give (§27.4).
        case title, subtitle, largeTitle, largeSubtitle
    }
    let slot: Slot
    /// `.confirmationAction`: its button's title is semibold, as a bar's "Done" is on iOS.
    var confirms = false
    /// The trailing edge of the navigation bar on iOS.
    public static let automatic = ToolbarItemPlacement(slot: .trailing)
    public static let principal = ToolbarItemPlacement(slot: .principal)
    public static let navigation = ToolbarItemPlacement(slot: .leading)
    public static let primaryAction = ToolbarItemPlacement(slot: .trailing)
    public static let secondaryAction = ToolbarItemPlacement(slot: .trailing)
    public static let status = ToolbarItemPlacement(slot: .bottom)
    /// The trailing edge, the title semibold (UIKit's `.done` bar button style).
    public static let confirmationAction = ToolbarItemPlacement(slot: .trailing, confirms: true)
    public static let cancellationAction = ToolbarItemPlacement(slot: .leading)
    public static let destructiveAction = ToolbarItemPlacement(slot: .trailing)
    /// Above the software keyboard, which does not exist here: such items are not shown.
    public static let keyboard = ToolbarItemPlacement(slot: .hidden)
    public static let navigationBarLeading = ToolbarItemPlacement(slot: .leading)
    public static let navigationBarTrailing = ToolbarItemPlacement(slot: .trailing)
    public static let topBarLeading = ToolbarItemPlacement(slot: .leading)
    public static let topBarTrailing = ToolbarItemPlacement(slot: .trailing)
    public static let bottomBar = ToolbarItemPlacement(slot: .bottom)
    /// The inline title's place: shown instead of `navigationTitle`'s text while the title is
    /// inline; the subtitle stays below it.
    public static let title = ToolbarItemPlacement(slot: .title)
    /// The inline subtitle's place (iOS 26): shown instead of `navigationSubtitle`'s text.
    public static let subtitle = ToolbarItemPlacement(slot: .subtitle)
    /// The large title's place (iOS 26): shown instead of the large title's text.
    public static let largeTitle = ToolbarItemPlacement(slot: .largeTitle)
    /// Below the large title (iOS 26): shown instead of `navigationSubtitle`'s text there.
    public static let largeSubtitle = ToolbarItemPlacement(slot: .largeSubtitle)
}

extension ToolbarItemPlacement {
    /// `content` as an item at this placement shows it: a confirmation's title semibold.
    @MainActor func styled<V: View>(_ content: V) -> AnyView {
        confirms ? AnyView(content.fontWeight(.semibold)) : AnyView(content)
    }
}

/// A bar that `toolbar(_:for:)` and `toolbarBackground(_:for:)` address.
public struct ToolbarPlacement: Hashable, Sendable {
    enum Bar: Hashable, Sendable { case automatic, navigationBar, bottomBar, tabBar, windowToolbar }
    let bar: Bar
    public static let automatic = ToolbarPlacement(bar: .automatic)
    public static let navigationBar = ToolbarPlacement(bar: .navigationBar)
    public static let bottomBar = ToolbarPlacement(bar: .bottomBar)
    public static let tabBar = ToolbarPlacement(bar: .tabBar)
    public static let windowToolbar = ToolbarPlacement(bar: .windowToolbar)
}

// MARK: Content

/// One item the bars show: where, and the view.
/// Public because `ToolbarContent`'s requirement takes it.
public struct _ToolbarEntry {
    let placement: ToolbarItemPlacement.Slot
    let view: AnyView
    /// The environment where `.toolbar` was written, which the item is built in (set on the way
    /// up by `_ToolbarEnvironmentCapture`).
    var environment: EnvironmentValues? = nil
}

/// What `.toolbar { }` takes: `ToolbarItem`s, `ToolbarItemGroup`s, or your own types whose
/// `body` is made of them (SwiftUI's `ToolbarContent`).
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder @MainActor var body: Body { get }
    /// The entries this content adds (engine entry point; the default reads `body`).
    @MainActor func _entries(into entries: inout [_ToolbarEntry])
}

extension ToolbarContent {
    @MainActor public func _entries(into entries: inout [_ToolbarEntry]) { body._entries(into: &entries) }
}

extension Never: ToolbarContent {}

/// Toolbar content with identifiers for user customisation (macOS, iPadOS); here the same as
/// `ToolbarContent`, without customisation.
public protocol CustomizableToolbarContent: ToolbarContent {}

/// One view in a bar at `placement` (SwiftUI's `ToolbarItem`).
public struct ToolbarItem<ID, Content: View>: ToolbarContent, CustomizableToolbarContent {
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content
    public var body: Never { fatalError("ToolbarItem has no body") }
    @MainActor public func _entries(into entries: inout [_ToolbarEntry]) {
        entries.append(_ToolbarEntry(placement: placement.slot, view: placement.styled(content)))
    }
}

extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// The customisable form: `id` is accepted; items are not customisable here.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several views side by side in one bar at `placement` (SwiftUI's `ToolbarItemGroup`); a
/// `Spacer` inside spreads them, as in a bottom bar.
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
    public var body: Never { fatalError("ToolbarItemGroup has no body") }
    @MainActor public func _entries(into entries: inout [_ToolbarEntry]) {
        let group = HStack(spacing: NavigationBarMetrics.itemSpacing) { content }
        entries.append(_ToolbarEntry(placement: placement.slot, view: placement.styled(group)))
    }
}

/// A spacer between toolbar items (iOS 26), which on iOS also splits the items' shared glass
/// into groups: `.flexible` (the default) a flexible `Spacer` in the bar, `.fixed` a gap of
/// `NavigationBarMetrics.fixedSpacerWidth` (docs/semantics.md §17.10).
public struct ToolbarSpacer: ToolbarContent, CustomizableToolbarContent {
    public typealias Body = Never
    let sizing: SpacerSizing
    let placement: ToolbarItemPlacement
    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {
        self.sizing = sizing
        self.placement = placement
    }
    public var body: Never { fatalError("ToolbarSpacer has no body") }
    @MainActor public func _entries(into entries: inout [_ToolbarEntry]) {
        let view = sizing == .fixed ? AnyView(Color.clear.frame(width: NavigationBarMetrics.fixedSpacerWidth, height: 1))
                                    : AnyView(Spacer())
        entries.append(_ToolbarEntry(placement: placement.slot, view: view))
    }
}

/// How much room a `ToolbarSpacer` takes (iOS 26).
public struct SpacerSizing: Hashable, Sendable {
    let isFixed: Bool
    /// A gap of a fixed width.
    public static let fixed = SpacerSizing(isFixed: true)
    /// All the room there is, shared with the other flexible spacers.
    public static let flexible = SpacerSizing(isFixed: false)
}

/// Toolbar content with its shared glass background shown or hidden
/// (`sharedBackgroundVisibility(_:)`); here the same content.
struct SharedBackgroundToolbarContent<Content: CustomizableToolbarContent>: CustomizableToolbarContent {
    typealias Body = Never
    let content: Content
    var body: Never { fatalError("has no body") }
    @MainActor func _entries(into entries: inout [_ToolbarEntry]) { content._entries(into: &entries) }
}

extension CustomizableToolbarContent {
    /// Shows or hides the glass this item shares with its neighbours (iOS 26; hidden, it stands on
    /// its own). Does nothing here: toolbar items are not drawn on glass (README, differences).
    nonisolated public func sharedBackgroundVisibility(_ visibility: Visibility) -> some CustomizableToolbarContent {
        SharedBackgroundToolbarContent(content: self)
    }
}

/// Several pieces of toolbar content in order.
/// Public because `ToolbarContentBuilder` returns it.
public struct _ToolbarTuple<each C: ToolbarContent>: ToolbarContent {
    public typealias Body = Never
    let items: (repeat each C)
    public var body: Never { fatalError("no body") }
    @MainActor public func _entries(into entries: inout [_ToolbarEntry]) {
        repeat (each items)._entries(into: &entries)
    }
}

/// Content present or not (`if`), or one of two (`if`/`else`).
/// Public because `ToolbarContentBuilder` returns it.
public struct _ToolbarConditional<A: ToolbarContent, B: ToolbarContent>: ToolbarContent {
    public typealias Body = Never
    enum Storage { case first(A), second(B), none }
    let storage: Storage
    public var body: Never { fatalError("no body") }
    @MainActor public func _entries(into entries: inout [_ToolbarEntry]) {
        switch storage {
        case .first(let a): a._entries(into: &entries)
        case .second(let b): b._entries(into: &entries)
        case .none: break
        }
    }
}

/// Builds `ToolbarContent` from the items written in a `.toolbar { }` closure.
@resultBuilder
public enum ToolbarContentBuilder {
    public static func buildExpression<C: ToolbarContent>(_ content: C) -> C { content }
    public static func buildBlock() -> _ToolbarTuple< > { _ToolbarTuple(items: ()) }
    public static func buildBlock<C: ToolbarContent>(_ content: C) -> C { content }
    public static func buildBlock<each C: ToolbarContent>(_ content: repeat each C) -> _ToolbarTuple<repeat each C> {
        _ToolbarTuple(items: (repeat each content))
    }
    public static func buildOptional<C: ToolbarContent>(_ content: C?) -> _ToolbarConditional<C, _ToolbarTuple< >> {
        _ToolbarConditional(storage: content.map { .first($0) } ?? .none)
    }
    public static func buildEither<A: ToolbarContent, B: ToolbarContent>(first: A) -> _ToolbarConditional<A, B> {
        _ToolbarConditional(storage: .first(first))
    }
    public static func buildEither<A: ToolbarContent, B: ToolbarContent>(second: B) -> _ToolbarConditional<A, B> {
        _ToolbarConditional(storage: .second(second))
    }
    public static func buildLimitedAvailability<C: ToolbarContent>(_ content: C) -> C { content }
}

// MARK: Carrying the items up

/// The toolbar items of a level's content, in tree order.
struct _ToolbarItemsKey: PreferenceKey {
    static var _keyBit: UInt64 { engineKeyBit(0) }   // its place in `enginePreferenceKeys()`
    static var defaultValue: [_ToolbarEntry] { [] }
    static func reduce(value: inout [_ToolbarEntry], nextValue: () -> [_ToolbarEntry]) {
        value.append(contentsOf: nextValue())
    }
}

/// Adds toolbar entries to the preference the level reads, and says whether any goes in the
/// bottom bar.
struct _ToolbarModifier {
    let entries: [_ToolbarEntry]
}

extension _ToolbarModifier: ViewModifier {
    func body(content: Content) -> some View {
        let entries = entries
        let bottom = entries.contains { $0.placement == .bottom }
        return content
            .transformPreference(_ToolbarItemsKey.self) { (v: inout [_ToolbarEntry]) in v.append(contentsOf: entries) }
            // One of two closures that capture nothing, so a rebuild writes no new value for it.
            .transformPreference(_ToolbarBottomKey.self, bottom ? { (v: inout Bool) in v = true } : { (_: inout Bool) in })
            .modifier(_ToolbarEnvironmentCapture())
    }
}

/// `.toolbar { ToolbarItem… }`: the entries are read from the content when the view is built.
struct _ToolbarContentModifier<C: ToolbarContent> {
    let toolbar: C
}

extension _ToolbarContentModifier: ViewModifier {
    /// Items of the library's kinds only (`_ToolbarItemsOfData`) are read when the level folds
    /// them (`_PreferenceEditModifier`): items rebuilt the same, bit for bit (a button whose action
    /// captures nothing, the same label), write nothing new, and the bar above is not rebuilt for
    /// them. A `ToolbarContent` of the user's runs its `body` to make its items, which may read an
    /// observable model that the bits do not show: its items are made here, in this body, whose
    /// reads are tracked (§21.4), and written as new at each evaluation.
    @ViewBuilder func body(content: Content) -> some View {
        if C.self is any _ToolbarItemsOfData.Type {
            content
                .modifier(_PreferenceEditModifier<_ToolbarItemsEdit<C>>(input: toolbar))
                .modifier(_PreferenceEditModifier<_ToolbarBottomEdit<C>>(input: toolbar))
                .modifier(_ToolbarEnvironmentCapture())
        } else {
            content.modifier(_ToolbarModifier(entries: entries()))
        }
    }

    @MainActor private func entries() -> [_ToolbarEntry] {
        var entries: [_ToolbarEntry] = []
        toolbar._entries(into: &entries)
        return entries
    }
}

/// Toolbar content whose items are made from its stored values alone, without running any code
/// of the user's (the library's items and their combinations): equal bits make equal items.
protocol _ToolbarItemsOfData {}
extension ToolbarItem: _ToolbarItemsOfData {}
extension ToolbarItemGroup: _ToolbarItemsOfData {}
extension ToolbarSpacer: _ToolbarItemsOfData {}
extension _ToolbarConditional: _ToolbarItemsOfData where A: _ToolbarItemsOfData, B: _ToolbarItemsOfData {}
extension _ToolbarTuple: _ToolbarItemsOfData where repeat each C: _ToolbarItemsOfData {}

/// Appends the items' entries (as `_ToolbarModifier` does with entries made before).
enum _ToolbarItemsEdit<C: ToolbarContent>: _PreferenceEdit {
    typealias Key = _ToolbarItemsKey
    static func apply(_ value: inout [_ToolbarEntry], _ input: C) { input._entries(into: &value) }
}

/// Whether any item goes in the bottom bar (as `_ToolbarModifier` says it).
enum _ToolbarBottomEdit<C: ToolbarContent>: _PreferenceEdit {
    typealias Key = _ToolbarBottomKey
    static func apply(_ value: inout Bool, _ input: C) {
        guard !value else { return }
        var entries: [_ToolbarEntry] = []
        input._entries(into: &entries)
        value = entries.contains { $0.placement == .bottom }
    }
}

extension View {
    nonisolated func _toolbarEntries(_ entries: [_ToolbarEntry]) -> some View {
        modifier(_ToolbarModifier(entries: entries))
    }

    /// Puts `content` in the navigation bar's trailing edge (the view form of `.toolbar`).
    nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let c = content()
        let group = HStack(spacing: NavigationBarMetrics.itemSpacing) { c }
        return _toolbarEntries([_ToolbarEntry(placement: .trailing, view: AnyView(group))])
    }

    /// Puts the items in the bars at their placements (§27.5).
    nonisolated public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        modifier(_ToolbarContentModifier(toolbar: content()))
    }

    /// The customisable form (`id:`): shown like `toolbar(content:)`; not customisable here.
    nonisolated public func toolbar<Content: CustomizableToolbarContent>(id: String, @ToolbarContentBuilder content: () -> Content) -> some View {
        modifier(_ToolbarContentModifier(toolbar: content()))
    }

    /// iOS 18's name for `toolbar(_:for:)`.
    nonisolated public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        _toolbar(visibility, bars)
    }

    /// Shows or hides bars: `.hidden` for `.navigationBar` hides the navigation bar (the content
    /// takes its place), for `.tabBar` the tab bar of a `TabView` around it, for `.bottomBar`
    /// the bottom toolbar (§27.5).
    nonisolated public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        _toolbar(visibility, bars)
    }

    nonisolated private func _toolbar(_ visibility: Visibility, _ bars: [ToolbarPlacement]) -> some View {
        let bars = bars.isEmpty ? [ToolbarPlacement.automatic] : bars
        let hidden: Bool? = visibility == .automatic ? nil : visibility == .hidden
        let hidesTabBar = hidden == true && bars.contains { $0.bar == .tabBar }
        return transformPreference(_TabBarSettingsKey.self) { (v: inout _TabBarSettings) in v.hidden = v.hidden || hidesTabBar }
        ._navigationBar { layout in
            for bar in bars {
                switch bar.bar {
                case .navigationBar, .automatic: layout.barHidden = hidden
                case .tabBar: break   // the TabView reads its own preference (above)
                case .bottomBar: layout.bottomBarHidden = hidden
                case .windowToolbar: break
                }
            }
        }
    }

    /// Whether the bar's background shows: `.visible` always, `.hidden` never, `.automatic` when
    /// content is scrolled under it (§27.5).
    nonisolated public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        let applies = bars.isEmpty || bars.contains { $0.bar == .navigationBar || $0.bar == .automatic }
        let tab = bars.contains { $0.bar == .tabBar }
        let bottom = bars.contains { $0.bar == .bottomBar }
        return _navigationBar { layout in
            if applies { layout.backgroundVisibility = visibility }
            if bottom { layout.bottomBackgroundVisibility = visibility }
        }
        // A closure that captures nothing where no tab bar is named: a rebuild writes no new value.
        .transformPreference(_TabBarSettingsKey.self, tab ? { (v: inout _TabBarSettings) in v.backgroundVisibility = visibility }
                                                          : { (_: inout _TabBarSettings) in })
    }

    /// The bar's background style (shown when the background is visible).
    nonisolated public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        let any = AnyShapeStyle(style)
        let applies = bars.isEmpty || bars.contains { $0.bar == .navigationBar || $0.bar == .automatic }
        let tab = bars.contains { $0.bar == .tabBar }
        let bottom = bars.contains { $0.bar == .bottomBar }
        return _navigationBar { layout in
            if applies { layout.background = any }
            if bottom { layout.bottomBackground = any }
        }
        .transformPreference(_TabBarSettingsKey.self, tab ? { (v: inout _TabBarSettings) in v.background = any }
                                                          : { (_: inout _TabBarSettings) in })
    }

    /// The colour scheme of a bar: the navigation bar's while its background shows (`.visible`, or
    /// content scrolled under it), the tab bar's (`.tabBar`, §29.6): its titles, items and
    /// background are drawn in that scheme; nil follows the content's. The bottom bar's
    /// (`.bottomBar`) likewise while its background shows (§27.5).
    nonisolated public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        let applies = bars.isEmpty || bars.contains { $0.bar == .navigationBar || $0.bar == .automatic }
        let tab = bars.contains { $0.bar == .tabBar }
        let bottom = bars.contains { $0.bar == .bottomBar }
        return _navigationBar { layout in
            if applies, let colorScheme { layout.colorScheme = colorScheme }
            if bottom, let colorScheme { layout.bottomColorScheme = colorScheme }
        }
        .transformPreference(_TabBarSettingsKey.self, tab ? { (v: inout _TabBarSettings) in v.colorScheme = colorScheme ?? v.colorScheme }
                                                          : { (_: inout _TabBarSettings) in })
    }

    /// The toolbar's role (`.navigationStack`, `.browser`, `.editor`): accepted without effect.
    nonisolated public func toolbarRole(_ role: ToolbarRole) -> some View { self }

    /// The older way to put buttons in the navigation bar (iOS 13).
    nonisolated public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        _toolbarEntries([_ToolbarEntry(placement: .leading, view: AnyView(leading)),
                         _ToolbarEntry(placement: .trailing, view: AnyView(trailing))])
    }
    nonisolated public func navigationBarItems<L: View>(leading: L) -> some View {
        _toolbarEntries([_ToolbarEntry(placement: .leading, view: AnyView(leading))])
    }
    nonisolated public func navigationBarItems<T: View>(trailing: T) -> some View {
        _toolbarEntries([_ToolbarEntry(placement: .trailing, view: AnyView(trailing))])
    }
}

/// The purpose of a toolbar (SwiftUI's `ToolbarRole`).
public struct ToolbarRole: Sendable {
    public static let automatic = ToolbarRole()
    public static let navigationStack = ToolbarRole()
    public static let browser = ToolbarRole()
    public static let editor = ToolbarRole()
}

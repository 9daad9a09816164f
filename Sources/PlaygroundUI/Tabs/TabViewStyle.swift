import Foundation

/// How a `TabView` presents its tabs (SwiftUI's `TabViewStyle`; the built-in styles only).
public protocol TabViewStyle { var _kind: _TabViewStyleKind { get } }

/// Which built-in style (engine detail of `TabViewStyle`).
/// Public because `TabViewStyle`'s requirement returns it.
public enum _TabViewStyleKind: Equatable, Sendable {
    case bar
    case page(PageTabViewStyle.IndexDisplayMode)
}

/// The platform's default: a tab bar at the bottom (§29.1).
public struct DefaultTabViewStyle: TabViewStyle {
    public init() {}
    public var _kind: _TabViewStyleKind { .bar }
}

/// iOS 18's style that becomes a sidebar on iPad: a tab bar here, as on iPhone.
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    public init() {}
    public var _kind: _TabViewStyleKind { .bar }
}

/// iOS 18's tab-bar-only style: the tab bar.
public struct TabBarOnlyTabViewStyle: TabViewStyle {
    public init() {}
    public var _kind: _TabViewStyleKind { .bar }
}

/// Pages side by side, paged by a horizontal drag, with a row of page dots (§29.5).
public struct PageTabViewStyle: TabViewStyle {
    /// When the page dots show.
    public struct IndexDisplayMode: Equatable, Sendable {
        let raw: UInt8
        /// Shown when there is more than one page.
        public static let automatic = IndexDisplayMode(raw: 0)
        /// Always shown, even for a single page.
        public static let always = IndexDisplayMode(raw: 1)
        /// Never shown.
        public static let never = IndexDisplayMode(raw: 2)
    }
    let indexDisplayMode: IndexDisplayMode
    public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }
    public var _kind: _TabViewStyleKind { .page(indexDisplayMode) }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    public static var automatic: DefaultTabViewStyle { .init() }
}
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { .init() }
}
extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    public static var tabBarOnly: TabBarOnlyTabViewStyle { .init() }
}
extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { .init() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        .init(indexDisplayMode: indexDisplayMode)
    }
}

/// How the page dots of a page-style `TabView` are drawn (SwiftUI's `IndexViewStyle`).
public protocol IndexViewStyle { var _background: PageIndexViewStyle.BackgroundDisplayMode { get } }

/// Page dots, optionally on a translucent capsule (§29.5).
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the dots have a background.
    public struct BackgroundDisplayMode: Equatable, Sendable {
        let raw: UInt8
        /// No background (as `.interactive`).
        public static let automatic = BackgroundDisplayMode(raw: 0)
        /// A background while the dots are touched (not drawn here: no background).
        public static let interactive = BackgroundDisplayMode(raw: 1)
        /// Always a background.
        public static let always = BackgroundDisplayMode(raw: 2)
        /// Never a background.
        public static let never = BackgroundDisplayMode(raw: 3)
    }
    let backgroundDisplayMode: BackgroundDisplayMode
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) { self.backgroundDisplayMode = backgroundDisplayMode }
    public var _background: BackgroundDisplayMode { backgroundDisplayMode }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: PageIndexViewStyle { .init() }
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        .init(backgroundDisplayMode: backgroundDisplayMode)
    }
}

struct TabViewStyleKey: EnvironmentKey { static var defaultValue: _TabViewStyleKind { .bar } }
struct IndexViewBackgroundKey: EnvironmentKey { static var defaultValue: PageIndexViewStyle.BackgroundDisplayMode { .automatic } }

extension EnvironmentValues {
    var tabViewStyle: _TabViewStyleKind {
        get { self[TabViewStyleKey.self] }
        set { self[TabViewStyleKey.self] = newValue }
    }
    var indexViewBackground: PageIndexViewStyle.BackgroundDisplayMode {
        get { self[IndexViewBackgroundKey.self] }
        set { self[IndexViewBackgroundKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the `TabView`s inside (§29.1, §29.5).
    nonisolated public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        let kind = style._kind
        return modifier(_EnvironmentModifier { $0.tabViewStyle = kind })
    }
    /// Sets the style of the page dots of page-style `TabView`s inside (§29.5).
    nonisolated public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        let background = style._background
        return modifier(_EnvironmentModifier { $0.indexViewBackground = background })
    }
}

/// What the selected tab's content asks of the tab bar (§29.4, §29.6): `.toolbar(.hidden, for:
/// .tabBar)` hides it (any `true` wins); `toolbarBackground(_:for: .tabBar)` sets its background
/// and whether it shows, `toolbarColorScheme(_:for: .tabBar)` its scheme (the first set, in tree
/// order, wins). An internal hook.
struct _TabBarSettings: Equatable {
    var hidden = false
    var background: AnyShapeStyle?
    var backgroundVisibility: Visibility?
    var colorScheme: ColorScheme?
    /// Whether the content of the tab's outermost vertical scroll view goes on below its visible
    /// region (nil: the tab has none): the bar's background shows only then, unless
    /// `.visible` (§29.6). Written by the scroll view.
    var contentUnderBar: Bool?

    static func == (a: Self, b: Self) -> Bool {
        guard a.hidden == b.hidden, a.backgroundVisibility == b.backgroundVisibility, a.colorScheme == b.colorScheme,
              a.contentUnderBar == b.contentUnderBar else { return false }
        guard let x = a.background, let y = b.background else { return (a.background == nil) == (b.background == nil) }
        let env = EnvironmentValues()
        return x._resolveStyle(in: env) == y._resolveStyle(in: env)
    }
}

struct _TabBarSettingsKey: PreferenceKey {
    static var _keyBit: UInt64 { engineKeyBit(6) }   // its place in `enginePreferenceKeys()`
    static var defaultValue: _TabBarSettings { _TabBarSettings() }
    static func reduce(value: inout _TabBarSettings, nextValue: () -> _TabBarSettings) {
        let next = nextValue()
        value.hidden = value.hidden || next.hidden
        value.background = value.background ?? next.background
        value.backgroundVisibility = value.backgroundVisibility ?? next.backgroundVisibility
        value.colorScheme = value.colorScheme ?? next.colorScheme
        value.contentUnderBar = value.contentUnderBar ?? next.contentUnderBar
    }
}


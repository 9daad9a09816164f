import Foundation

/// SwiftUI's namespace for the navigation bar's title display modes.
public enum NavigationBarItem {
    /// How the navigation bar shows the title (§27.4).
    public enum TitleDisplayMode: Hashable, Sendable {
        /// The previous view's mode; the root's is `.large`.
        case automatic
        /// The title centred in the 44-pt bar, 17 pt semibold.
        case inline
        /// A 34-pt bold title under the bar's buttons, collapsing into the inline title as the
        /// content scrolls.
        case large
    }
}

/// The iOS 17 spelling of the display modes (`toolbarTitleDisplayMode(_:)`).
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
    let mode: NavigationBarItem.TitleDisplayMode
    public static let automatic = ToolbarTitleDisplayMode(mode: .automatic)
    public static let inline = ToolbarTitleDisplayMode(mode: .inline)
    /// A large title drawn inline (macOS); here the same as `.large`.
    public static let inlineLarge = ToolbarTitleDisplayMode(mode: .large)
    public static let large = ToolbarTitleDisplayMode(mode: .large)
}

/// What a level's content asks of its navigation bar: the title and the bar's look. Carried up
/// through a preference, as SwiftUI does; the level consumes it, so it never reaches views
/// outside the stack (§27.4).
struct _NavigationBarLayout: Equatable {
    var title: String?
    /// `navigationSubtitle` (iOS 26).
    var subtitle: String?
    var displayMode: NavigationBarItem.TitleDisplayMode?
    var backButtonHidden: Bool?
    var barHidden: Bool?
    var backgroundVisibility: Visibility?
    var background: AnyShapeStyle?
    /// `toolbarColorScheme(_:for: .navigationBar)`: the bar's scheme while its background shows.
    var colorScheme: ColorScheme?
    var bottomBarHidden: Bool?
    /// `toolbarBackground(…, for: .bottomBar)` and `toolbarColorScheme(_:for: .bottomBar)`.
    var bottomBackgroundVisibility: Visibility?
    var bottomBackground: AnyShapeStyle?
    var bottomColorScheme: ColorScheme?

    /// Fields set by `other` that this one leaves unset.
    mutating func fill(from other: _NavigationBarLayout) {
        title = title ?? other.title
        subtitle = subtitle ?? other.subtitle
        displayMode = displayMode ?? other.displayMode
        backButtonHidden = backButtonHidden ?? other.backButtonHidden
        barHidden = barHidden ?? other.barHidden
        backgroundVisibility = backgroundVisibility ?? other.backgroundVisibility
        background = background ?? other.background
        colorScheme = colorScheme ?? other.colorScheme
        bottomBarHidden = bottomBarHidden ?? other.bottomBarHidden
        bottomBackgroundVisibility = bottomBackgroundVisibility ?? other.bottomBackgroundVisibility
        bottomBackground = bottomBackground ?? other.bottomBackground
        bottomColorScheme = bottomColorScheme ?? other.bottomColorScheme
    }

    static func == (a: Self, b: Self) -> Bool {
        a.title == b.title && a.subtitle == b.subtitle && a.displayMode == b.displayMode && a.backButtonHidden == b.backButtonHidden
            && a.barHidden == b.barHidden && a.backgroundVisibility == b.backgroundVisibility
            && a.bottomBarHidden == b.bottomBarHidden && a.colorScheme == b.colorScheme
            && a.bottomBackgroundVisibility == b.bottomBackgroundVisibility && a.bottomColorScheme == b.bottomColorScheme
            && sameStyle(a.background, b.background) && sameStyle(a.bottomBackground, b.bottomBackground)
    }

    /// Whether two bar backgrounds draw alike (styles hold closures: compared as they resolve in
    /// the default environment). Comparing only whether each was set kept the first colour when
    /// a `toolbarBackground(flag ? .red : .blue, …)` changed.
    private static func sameStyle(_ a: AnyShapeStyle?, _ b: AnyShapeStyle?) -> Bool {
        guard let a, let b else { return (a == nil) == (b == nil) }
        let env = EnvironmentValues()
        return a._resolveStyle(in: env) == b._resolveStyle(in: env)
    }
}

/// The bar settings of a level's content. Of two siblings that both set a field, the first in
/// tree order wins; a modifier further out replaces what the content set.
struct _NavigationBarLayoutKey: PreferenceKey {
    static var _keyBit: UInt64 { engineKeyBit(4) }   // its place in `enginePreferenceKeys()`
    static var defaultValue: _NavigationBarLayout { _NavigationBarLayout() }
    static func reduce(value: inout _NavigationBarLayout, nextValue: () -> _NavigationBarLayout) {
        value.fill(from: nextValue())
    }
}

extension View {
    nonisolated func _navigationBar(_ edit: @escaping (inout _NavigationBarLayout) -> Void) -> some View {
        transformPreference(_NavigationBarLayoutKey.self, edit)
    }

    /// The title the navigation bar shows while this view is the stack's top (§27.4).
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        modifier(_PreferenceEditModifier<_NavigationTitleEdit>(input: titleKey.string))
    }
    /// The title the navigation bar shows while this view is the stack's top (§27.4).
    @_disfavoredOverload
    nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        modifier(_PreferenceEditModifier<_NavigationTitleEdit>(input: String(title)))
    }
    /// The title as a `Text` (its characters; the bar draws them in its own font).
    nonisolated public func navigationTitle(_ title: Text) -> some View {
        modifier(_PreferenceEditModifier<_NavigationTitleEdit>(input: title.string))
    }
    /// A renameable title (iOS 16): shown like a fixed one; renaming from the bar is not offered.
    nonisolated public func navigationTitle(_ title: Binding<String>) -> some View {
        modifier(_PreferenceEditModifier<_NavigationTitleEdit>(input: title.wrappedValue))
    }
    /// A line under the title with more about the screen (iOS 26): under the inline title in
    /// the bar, and under the large title while that shows (§27.4).
    nonisolated public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View {
        modifier(_PreferenceEditModifier<_NavigationSubtitleEdit>(input: subtitleKey.string))
    }
    /// The subtitle from a string (iOS 26).
    @_disfavoredOverload
    nonisolated public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View {
        modifier(_PreferenceEditModifier<_NavigationSubtitleEdit>(input: String(subtitle)))
    }
    /// The subtitle as a `Text` (its characters; the bar draws them in its own font).
    nonisolated public func navigationSubtitle(_ subtitle: Text) -> some View {
        modifier(_PreferenceEditModifier<_NavigationSubtitleEdit>(input: subtitle.string))
    }
    /// The subtitle from a localized string resource (iOS 26). A literal is a `LocalizedStringKey`.
    @_disfavoredOverload
    nonisolated public func navigationSubtitle(_ subtitleKey: LocalizedStringResource) -> some View {
        modifier(_PreferenceEditModifier<_NavigationSubtitleEdit>(input: String(localized: subtitleKey)))
    }
    /// The older spelling of `navigationTitle(_:)`.
    nonisolated public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(titleKey) }
    @_disfavoredOverload
    nonisolated public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(title) }
    nonisolated public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }
    /// The older spelling of a title with its display mode.
    nonisolated public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(titleKey).navigationBarTitleDisplayMode(displayMode)
    }
    @_disfavoredOverload
    nonisolated public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }
    nonisolated public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// How the bar shows the title: `.large`, `.inline`, or `.automatic` (the previous view's
    /// mode, `.large` at the root) (§27.4).
    nonisolated public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(_PreferenceEditModifier<_NavigationDisplayModeEdit>(input: displayMode))
    }
    /// The iOS 17 spelling of `navigationBarTitleDisplayMode(_:)`.
    nonisolated public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        modifier(_PreferenceEditModifier<_NavigationDisplayModeEdit>(input: mode.mode))
    }
    /// Hides the back button (and with it Esc / Backspace popping) while this view is on top.
    nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        modifier(_PreferenceEditModifier<_NavigationBackButtonHiddenEdit>(input: hidesBackButton))
    }
    /// Hides the whole navigation bar while this view is on top; the content takes its space.
    nonisolated public func navigationBarHidden(_ hidden: Bool) -> some View {
        modifier(_PreferenceEditModifier<_NavigationBarHiddenEdit>(input: hidden))
    }
}

// The bar settings above as edits of data (`_PreferenceEditModifier`): a level rebuilt with the
// same title writes nothing new, so nothing above it folds its bar settings again.

/// `navigationTitle`: the title's characters.
enum _NavigationTitleEdit: _PreferenceEdit {
    typealias Key = _NavigationBarLayoutKey
    static func apply(_ value: inout _NavigationBarLayout, _ input: String) { value.title = input }
}

/// `navigationSubtitle`: the subtitle's characters.
enum _NavigationSubtitleEdit: _PreferenceEdit {
    typealias Key = _NavigationBarLayoutKey
    static func apply(_ value: inout _NavigationBarLayout, _ input: String) { value.subtitle = input }
}

/// `navigationBarTitleDisplayMode`, `toolbarTitleDisplayMode`.
enum _NavigationDisplayModeEdit: _PreferenceEdit {
    typealias Key = _NavigationBarLayoutKey
    static func apply(_ value: inout _NavigationBarLayout, _ input: NavigationBarItem.TitleDisplayMode) { value.displayMode = input }
}

/// `navigationBarBackButtonHidden`.
enum _NavigationBackButtonHiddenEdit: _PreferenceEdit {
    typealias Key = _NavigationBarLayoutKey
    static func apply(_ value: inout _NavigationBarLayout, _ input: Bool) { value.backButtonHidden = input }
}

/// `navigationBarHidden`.
enum _NavigationBarHiddenEdit: _PreferenceEdit {
    typealias Key = _NavigationBarLayoutKey
    static func apply(_ value: inout _NavigationBarLayout, _ input: Bool) { value.barHidden = input }
}

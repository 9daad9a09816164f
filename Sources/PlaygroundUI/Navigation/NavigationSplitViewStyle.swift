import Foundation

// The settings of a `NavigationSplitView` (docs/semantics.md §27.8): which columns show, how the
// detail makes room for the others, and how wide the columns are.

/// Which of a split view's leading columns show in a regular-width window (SwiftUI's
/// `NavigationSplitViewVisibility`).
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
    enum Kind: Int, Codable, Sendable { case automatic, all, doubleColumn, detailOnly }
    let kind: Kind
    /// The system's choice: every column in landscape; in portrait the detail only (two
    /// columns) or the content and detail (three), §27.8.
    public static var automatic: NavigationSplitViewVisibility { .init(kind: .automatic) }
    /// Every column.
    public static var all: NavigationSplitViewVisibility { .init(kind: .all) }
    /// The content and detail columns (the detail and the sidebar in a two-column view).
    public static var doubleColumn: NavigationSplitViewVisibility { .init(kind: .doubleColumn) }
    /// The detail column only.
    public static var detailOnly: NavigationSplitViewVisibility { .init(kind: .detailOnly) }
}

/// How a split view lays its detail out beside the other columns (SwiftUI's
/// `NavigationSplitViewStyle`; the built-in styles only).
public protocol NavigationSplitViewStyle { var _kind: _SplitStyleKind { get } }

/// The built-in split view styles (engine detail).
/// Public because `NavigationSplitViewStyle`'s requirement returns it.
public enum _SplitStyleKind: Equatable, Sendable { case automatic, balanced, prominentDetail }

/// The leading columns take their room from the detail, which narrows.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
    public var _kind: _SplitStyleKind { .balanced }
}
/// The detail keeps the whole width; the leading columns are drawn over it.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
    public var _kind: _SplitStyleKind { .prominentDetail }
}
/// The system's choice: balanced in landscape, prominent detail in portrait (§27.8).
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
    public var _kind: _SplitStyleKind { .automatic }
}
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    public static var balanced: BalancedNavigationSplitViewStyle { .init() }
}
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { .init() }
}
extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    public static var automatic: AutomaticNavigationSplitViewStyle { .init() }
}

private struct SplitStyleKey: EnvironmentKey {
    static var defaultValue: _SplitStyleKind { .automatic }
}

extension EnvironmentValues {
    var _splitViewStyle: _SplitStyleKind {
        get { self[SplitStyleKey.self] }
        set { self[SplitStyleKey.self] = newValue }
    }
}

/// A column's preferred width (`navigationSplitViewColumnWidth`).
struct _SplitColumnWidth: Equatable {
    var min: CGFloat?
    var ideal: CGFloat
    var max: CGFloat?
    /// The ideal width within the bounds.
    var resolved: CGFloat { Swift.min(Swift.max(ideal, min ?? 0), max ?? .infinity) }
}

/// The width the column content asks for; the first one set in a column wins.
struct _SplitColumnWidthKey: PreferenceKey {
    static var _keyBit: UInt64 { engineKeyBit(5) }   // its place in `enginePreferenceKeys()`
    static var defaultValue: _SplitColumnWidth? { nil }
    static func reduce(value: inout _SplitColumnWidth?, nextValue: () -> _SplitColumnWidth?) {
        if value == nil { value = nextValue() }
    }
}

extension View {
    /// How a `NavigationSplitView` inside lays its detail out beside the other columns (§27.8).
    nonisolated public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
        let kind = style._kind
        return environment(\._splitViewStyle, kind)
    }
    /// The fixed width of the split view column this view is in (regular width, §27.8).
    nonisolated public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        preference(key: _SplitColumnWidthKey.self, value: _SplitColumnWidth(min: width, ideal: width, max: width))
    }
    /// The preferred width of the split view column this view is in, kept within `min` and
    /// `max` (regular width, §27.8). The columns cannot be dragged here, so the ideal width is
    /// the width.
    nonisolated public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        preference(key: _SplitColumnWidthKey.self, value: _SplitColumnWidth(min: min, ideal: ideal, max: max))
    }
}

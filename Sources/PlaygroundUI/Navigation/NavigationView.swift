import Foundation

/// The older navigation container (SwiftUI's `NavigationView`, docs/semantics.md §27.1, §31.6).
///
/// One view is the root of a navigation stack (`NavigationStack` without a path). Two or three
/// views are columns: in a compact-width window (a phone) the first is the stack's root and the
/// others are not shown; in a regular width they are a split view's sidebar, (content) and detail
/// (`NavigationSplitView`, §27.8), unless `navigationViewStyle(.stack)` asks for the stack there too.
public struct NavigationView<Content: View>: View {
    let content: Content
    /// The content's views as columns, when it is two or three views.
    let columns: _NavigationViewColumns?
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.navigationViewIsStack) private var isStack

    /// Disfavoured so that a block of two or three views takes the column initialisers below.
    @_disfavoredOverload
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        columns = nil
    }

    public var body: some View {
        if let columns {
            if sizeClass == .compact || isStack {
                NavigationStack { columns.first }
            } else {
                columns.split
            }
        } else {
            NavigationStack { content }
        }
    }
}

extension NavigationView {
    /// Two views: a sidebar and a detail (the detail shown only beside the sidebar).
    public init<Sidebar: View, Detail: View>(@ViewBuilder content: () -> TupleView<(Sidebar, Detail)>)
    where Content == TupleView<(Sidebar, Detail)> {
        let views = content()
        self.content = views
        let (sidebar, detail) = views.value
        columns = _NavigationViewColumns(first: AnyView(sidebar),
                                         split: AnyView(NavigationSplitView { sidebar } detail: { detail }))
    }

    /// Three views: a sidebar, a content column and a detail.
    public init<Sidebar: View, Middle: View, Detail: View>(@ViewBuilder content: () -> TupleView<(Sidebar, Middle, Detail)>)
    where Content == TupleView<(Sidebar, Middle, Detail)> {
        let views = content()
        self.content = views
        let (sidebar, middle, detail) = views.value
        columns = _NavigationViewColumns(first: AnyView(sidebar),
                                         split: AnyView(NavigationSplitView { sidebar } content: { middle } detail: { detail }))
    }
}

/// A `NavigationView`'s views as columns (engine detail): the first alone, and all as a split view.
struct _NavigationViewColumns {
    let first: AnyView
    let split: AnyView
}

/// The styles of `navigationViewStyle(_:)`.
public protocol NavigationViewStyle {}
/// One stack whatever the window's width.
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
/// Columns side by side in a regular width (the default's look).
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
/// Columns in a regular width, one stack in a compact one.
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
extension NavigationViewStyle where Self == StackNavigationViewStyle { public static var stack: StackNavigationViewStyle { .init() } }
extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle { public static var columns: DoubleColumnNavigationViewStyle { .init() } }
extension NavigationViewStyle where Self == DefaultNavigationViewStyle { public static var automatic: DefaultNavigationViewStyle { .init() } }

struct NavigationViewIsStackKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Whether `navigationViewStyle(.stack)` is in force.
    var navigationViewIsStack: Bool {
        get { self[NavigationViewIsStackKey.self] }
        set { self[NavigationViewIsStackKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the `NavigationView`s inside: `.stack` keeps them one stack in a regular
    /// width; on a phone every style is a stack.
    nonisolated public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        let isStack = S.self == StackNavigationViewStyle.self
        return modifier(_EnvironmentModifier { $0.navigationViewIsStack = isStack })
    }
}

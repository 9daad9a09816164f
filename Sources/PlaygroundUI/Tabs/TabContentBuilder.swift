import Foundation

// iOS 18's tab content (docs/semantics.md §29.2): `TabView(selection:)` builds its tabs with a
// builder generic over the selection's type, so `Tab("Home", systemImage: "house", value: .home)`
// finds `.home` in that type, and `TabSection` groups tabs. The tabs are views here (each `Tab`
// is its content with a `tabItem` and a tag), so the builder hands its blocks to `ViewBuilder`.

/// Builds the tabs of a `TabView` whose selection is a `TabValue` (SwiftUI's
/// `TabContentBuilder`): a `Tab`'s value, and a `TabSection`'s tabs', are of that type.
@resultBuilder
public struct TabContentBuilder<TabValue: Hashable> {
    /// A tab: its value is a `TabValue` (so `.home` is looked up there).
    public static func buildExpression<C: View, L: View>(_ tab: Tab<TabValue, C, L>) -> Tab<TabValue, C, L> { tab }
    /// A section of tabs whose values are `TabValue`s.
    public static func buildExpression<H: View, C: View, F: View>(_ section: TabSection<H, C, F, TabValue>) -> TabSection<H, C, F, TabValue> { section }
    /// Anything else that is tab content here: a `ForEach` of tabs, a `Group`, a tab without a value.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        ViewBuilder.buildBlock(repeat each content)
    }
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> { .trueContent(first) }
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> { .falseContent(second) }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

extension TabView {
    /// A tab view of iOS 18 `Tab`s whose selected tab is `selection`'s value: the tabs' values
    /// are of the selection's type (`Tab(…, value: .home)`).
    @_disfavoredOverload
    public init(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.init(selection: Optional(selection), content: content)
    }
}

/// A group of tabs (iOS 18's `TabSection`): in a tab bar its tabs are tabs like the others (an
/// iPad sidebar would show the title above them; there is no sidebar here).
public struct TabSection<Header: View, Content: View, Footer: View, SectionValue: Hashable> {
    let header: Header
    let content: Content
    let footer: Footer
}

extension TabSection where Header == Text, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<SectionValue> content: () -> Content) {
        self.header = Text(titleKey); self.content = content(); self.footer = EmptyView()
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @TabContentBuilder<SectionValue> content: () -> Content) {
        self.header = Text(title); self.content = content(); self.footer = EmptyView()
    }
}

extension TabSection where Footer == EmptyView {
    public init(@TabContentBuilder<SectionValue> content: () -> Content, @ViewBuilder header: () -> Header) {
        self.header = header(); self.content = content(); self.footer = EmptyView()
    }
}

extension TabSection: View, PrimitiveView {
    /// Its tabs, each a tab of the tab view (a list, as a `Group`'s content is).
    public static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        Group<Content>._makeNode(Group { view.content }, graph, &slot)
    }
    public static func _isViewList(_ graph: _ViewGraph) -> Bool { true }
    public static func _makeLazySegments(_ view: Self, _ segments: inout [_LazySegment]) {
        Content._makeLazySegments(view.content, &segments)
    }
}

/// What a tab is for (iOS 18's `TabRole`): `.search` is the tab with the search field.
public struct TabRole: Hashable, Sendable {
    let name: String
    /// The search tab: its default label is "Search" with a magnifying glass.
    public static let search = TabRole(name: "search")
}

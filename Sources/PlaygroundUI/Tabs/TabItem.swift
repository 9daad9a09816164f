import Foundation

// MARK: .tabItem

/// What a tab's button in the tab bar shows (SwiftUI's `tabItem(_:)`), docs/semantics.md §29.2.
package struct _TabItemModifier<Label: View> {
    let label: Label
}

extension _TabItemModifier: PrimitiveModifier {
    /// Built once around the content; makes a list one view (§31).
    public static var _viewListBehavior: _ViewListBehavior { .unary }
    public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        let node = b.reuse(&slot) { TabItemNode() }
        // The label is built aside (never laid out or drawn) to read its text and image, as
        // SwiftUI reads only a `Text` and an `Image` from a tab item.
        Label._makeNode(m.label, b, &node.label)
        var info = _TabBarItemInfo()
        if let l = node.label {
            info.title = PickerNode.firstText(l)
            info.symbol = PickerNode.firstSymbol(l)
        }
        if info != node.info { node.info = info; b.changed(node) }
        if b.env.tabGate != nil {
            // A tab of the tab view being built: its content waits until the tab is shown, and
            // `.tabItem`s deeper inside are not this tab view's tabs.
            node.gated = !node.activated
            if node.activated {
                node.pendingBuild = nil
                b.withEnvironment({ $0.tabGate = nil }, content, &node.content)
            } else {
                // Kept to build the content when the tab is first shown, in this environment,
                // even if the view holding this `.tabItem` is not evaluated again then.
                let env = b.env, contents = b.modifierContents
                node.pendingBuild = { [unowned node] b in
                    let savedContents = b.modifierContents
                    b.modifierContents = contents
                    b.withEnvironment({ $0 = env; $0.tabGate = nil }, content, &node.content)
                    b.modifierContents = savedContents
                }
            }
        } else {
            node.gated = false
            node.activated = true   // built: kept from now on, in any style
            C._makeNode(content, b, &node.content)
        }
    }
}

/// Set in the environment by a bar-style `TabView` while it builds its tabs: the `.tabItem`s it
/// reaches hold their content back until their tab is first shown (§29.3).
@MainActor
final class _TabGate {}

struct TabGateKey: EnvironmentKey { static var defaultValue: _TabGate? { nil } }
extension EnvironmentValues {
    var tabGate: _TabGate? {
        get { self[TabGateKey.self] }
        set { self[TabGateKey.self] = newValue }
    }
}

@MainActor
final class TabItemNode: PassthroughNode {
    @exclusivity(unchecked) var label: _Node?
    @exclusivity(unchecked) var info = _TabBarItemInfo()
    /// Whether the tab has been shown (its content is built from then on).
    @exclusivity(unchecked) var activated = false
    /// Whether the content was held back in the last build.
    @exclusivity(unchecked) var gated = false
    /// Builds the held-back content (set while the tab has not been shown).
    @exclusivity(unchecked) var pendingBuild: ((_ViewGraph) -> Void)?

    /// Shows the tab for the first time: builds its content now, and tells the ancestors when
    /// this node was not visited in this pass (the view holding it was not evaluated again).
    func activate(_ b: _ViewGraph) {
        activated = true
        gated = false
        guard let build = pendingBuild else { return }
        pendingBuild = nil
        build(b)
        b.changed(self)
        markBuiltOutsideBodies(b.stamp)
        if visitedStamp != b.stamp, parent != nil {
            visitedStamp = b.stamp
            propagateStamps(b.stamp)
            propagateUp()
        }
    }
}

// MARK: .badge

/// A badge on a tab's bar item (SwiftUI's `badge(_:)`), docs/semantics.md §29.2.
package struct _BadgeModifier {
    let badge: String?
}

extension _BadgeModifier: PrimitiveModifier {
    @inline(__always) public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        // In a list row the badge is a row trait: the row draws it (trailing, secondary), and a
        // navigation link that is the row draws it before its chevron, told by the environment
        // (§14.9). Elsewhere a tab's bar item reads it from this node (§29.2).
        if b.env.isListRow {
            let node = b.reuse(&slot) { ListRowTraitNode() }
            node.traits = ListRowTraits(badge: m.badge)
            b.withEnvironment({ $0.listRowBadge = m.badge }, content, &node.content)
            return
        }
        let node = b.reuse(&slot) { BadgeNode() }
        if node.badge != m.badge { node.badge = m.badge; b.changed(node) }
        C._makeNode(content, b, &node.content)
    }
}

private struct ListRowBadgeKey: EnvironmentKey { static let defaultValue: String? = nil }

extension EnvironmentValues {
    /// The `.badge` of the list row being built, for a navigation link that is the row.
    var listRowBadge: String? {
        get { self[ListRowBadgeKey.self] }
        set { self[ListRowBadgeKey.self] = newValue }
    }
}

@MainActor
final class BadgeNode: PassthroughNode {
    @exclusivity(unchecked) var badge: String?
}

extension View {
    /// Sets what this tab's button in a `TabView`'s bar shows: its `Text` (the title) and its
    /// `Image` (a symbol, drawn in its `.fill` variant as iOS does), docs/semantics.md §29.2.
    /// Other views in the label are ignored, as in SwiftUI; images from asset files show no icon here.
    nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(_TabItemModifier(label: label()))
    }

    /// A count on this tab's bar item, in a red badge; 0 shows none (§29.2). On a list row, the
    /// count in secondary text at the row's trailing edge (§14.9).
    nonisolated public func badge(_ count: Int) -> some View {
        modifier(_BadgeModifier(badge: count == 0 ? nil : String(count)))
    }
    /// A text on this tab's bar item, in a red badge; nil shows none (§29.2).
    nonisolated public func badge(_ label: Text?) -> some View {
        modifier(_BadgeModifier(badge: label?.string))
    }
    /// A text on this tab's bar item, in a red badge (§29.2).
    nonisolated public func badge(_ key: LocalizedStringKey) -> some View {
        modifier(_BadgeModifier(badge: key.string))
    }
    /// A text on this tab's bar item, in a red badge; nil shows none (§29.2).
    @_disfavoredOverload
    nonisolated public func badge<S: StringProtocol>(_ label: S?) -> some View {
        modifier(_BadgeModifier(badge: label.map { String($0) }))
    }
}

// MARK: Tab (iOS 18)

/// One tab of a `TabView` (iOS 18's `Tab`): its content with a title, an optional symbol and the
/// selection value it stands for (§29.2). Written as a view, so it goes in a `TabView`'s view
/// builder like any tab.
public struct Tab<Value: Hashable, Content: View, Label: View>: View {
    let value: Value?
    let content: Content
    let label: Label

    public var body: some View {
        content.tabItem { label }.modifier(_TagModifier(tag: value.map { _TagValue.normalized($0) }))
    }
}

extension Tab where Label == PlaygroundUI.Label<Text, Image> {
    /// A tab with a title and a symbol, selected when the selection equals `value`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.value = value; self.content = content(); self.label = PlaygroundUI.Label(title, systemImage: systemImage)
    }
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.value = value; self.content = content(); self.label = PlaygroundUI.Label(titleKey, systemImage: systemImage)
    }
    /// A tab in `role` with its default label (`.search`: "Search" with a magnifying glass),
    /// selected when the selection equals `value`. Its place is where it is written (iOS puts a
    /// search tab at the bar's trailing end).
    public init(value: Value, role: TabRole, @ViewBuilder content: () -> Content) {
        self.value = value; self.content = content(); self.label = PlaygroundUI.Label("Search", systemImage: "magnifyingglass")
    }
}

extension Tab where Label == PlaygroundUI.Label<Text, Image>, Value == Never {
    /// A tab in `role` with its default label, for a `TabView` without a selection.
    public init(role: TabRole, @ViewBuilder content: () -> Content) {
        self.value = nil; self.content = content(); self.label = PlaygroundUI.Label("Search", systemImage: "magnifyingglass")
    }
}

extension Tab where Label == PlaygroundUI.Label<Text, Image>, Value == Never {
    /// A tab with a title and a symbol, for a `TabView` without a selection; `role: .search` as
    /// for a tab with a value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.value = nil; self.content = content(); self.label = PlaygroundUI.Label(title, systemImage: systemImage)
    }
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.value = nil; self.content = content(); self.label = PlaygroundUI.Label(titleKey, systemImage: systemImage)
    }
}

extension Tab where Label == Text {
    /// A tab with a title only, selected when the selection equals `value`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: Value, @ViewBuilder content: () -> Content) {
        self.value = value; self.content = content(); self.label = Text(title)
    }
}

extension Tab where Label == Text, Value == Never {
    /// A tab with a title only, for a `TabView` without a selection.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.value = nil; self.content = content(); self.label = Text(title)
    }
}

extension Tab {
    /// A tab with a custom label, selected when the selection equals `value`.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = value; self.content = content(); self.label = label()
    }
}

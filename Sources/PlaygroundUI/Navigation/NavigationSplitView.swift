import Foundation

/// Two or three columns where a choice in one column shows what is chosen in the next (SwiftUI's
/// `NavigationSplitView`, docs/semantics.md §27.8).
///
/// In a compact-width window (a phone) it is a navigation stack: the sidebar first; selecting a
/// row of a `List(selection:)` in it (or tapping a `NavigationLink(value:)` that sets such a
/// selection) pushes the next column, and Back pops it and clears that selection. In a regular
/// width the columns stand side by side, each under its own navigation bar: the sidebar and the
/// content 320 pt wide unless `navigationSplitViewColumnWidth` says otherwise, the detail taking
/// the rest.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content
    let detail: Detail
    let visibility: Binding<NavigationSplitViewVisibility>?
    @State private var ownVisibility = NavigationSplitViewVisibility.automatic
    @State private var targets = [_SplitColumnTarget(), _SplitColumnTarget()]
    @Environment(\.horizontalSizeClass) private var sizeClass

    private var hasContent: Bool { Content.self != EmptyView.self }
    private var visibilityBinding: Binding<NavigationSplitViewVisibility> { visibility ?? $ownVisibility }

    public var body: some View {
        if sizeClass == .compact {
            compact
        } else {
            _RegularSplitView(sidebar: sidebar, content: content, detail: detail, hasContent: hasContent,
                              visibility: visibilityBinding, targets: targets)
        }
    }

    /// One stack: the sidebar at its root, the content and the detail pushed over it.
    private var compact: some View {
        let targets = targets
        let detail = _CompactDetail(detail: detail, previous: hasContent ? targets[1] : targets[0])
        if hasContent {
            let content = _CompactColumn(column: content, target: targets[1])
            targets[0].makeNext = { AnyView(content) }
            targets[1].makeNext = { AnyView(detail) }
        } else {
            targets[0].makeNext = { AnyView(detail) }
            targets[1].makeNext = nil
        }
        // The pushed columns follow the views this split view was made with now.
        targets[0].refresh()
        targets[1].refresh()
        return NavigationStack { _CompactColumn(column: sidebar, target: targets[0]) }
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// A sidebar and a detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar(); self.content = EmptyView(); self.detail = detail(); visibility = nil
    }
    /// A sidebar and a detail, the sidebar shown or hidden as `columnVisibility` says.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar(); self.content = EmptyView(); self.detail = detail(); visibility = columnVisibility
    }
}

extension NavigationSplitView {
    /// A sidebar, a content column and a detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar(); self.content = content(); self.detail = detail(); visibility = nil
    }
    /// Three columns, the leading ones shown or hidden as `columnVisibility` says.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar(); self.content = content(); self.detail = detail(); visibility = columnVisibility
    }
}

/// A column of a split view as the lists in it see it (engine detail): in a compact window, a
/// selection made in it pushes the next column.
@MainActor
final class _SplitColumnTarget {
    /// Pushes onto the stack the column is in (compact only; nil side by side).
    @exclusivity(unchecked) var push: ((_PushedViewSlot) -> Void)?
    /// The next column as it is now.
    @exclusivity(unchecked) var makeNext: (() -> AnyView)?
    /// The next column while it is pushed.
    @exclusivity(unchecked) private var slot: _PushedViewSlot?
    /// The column's navigation title (the back button of a stack in the next column shows it).
    @exclusivity(unchecked) var title: String?

    nonisolated init() {}

    /// A row was chosen in this column: push the next column, unless it is already there; Back
    /// runs `clear` (the choosing list's selection is emptied, §27.8).
    func choose(clear: @escaping () -> Void) {
        guard let push, let makeNext else { return }
        if let slot, slot.isOnStack, !slot.isDead { return }
        let s = _PushedViewSlot(makeNext())
        s.onPop = clear
        slot = s
        push(s)
    }

    /// Gives the pushed column its current view.
    func refresh() {
        guard let slot, slot.isOnStack, let makeNext else { return }
        slot.refresh(makeNext())
    }
}

/// The split view column around a view, compared by identity (engine detail).
struct _SplitColumnRef: Equatable {
    let target: _SplitColumnTarget?
    static func == (a: Self, b: Self) -> Bool { a.target === b.target }
}

private struct SplitColumnKey: EnvironmentKey {
    static var defaultValue: _SplitColumnRef { _SplitColumnRef(target: nil) }
}

extension EnvironmentValues {
    var _splitColumn: _SplitColumnRef {
        get { self[SplitColumnKey.self] }
        set { self[SplitColumnKey.self] = newValue }
    }
}

/// A column in a compact split view: it pushes onto the stack it is in and tells its lists so.
struct _CompactColumn<Column: View>: View {
    let column: Column
    let target: _SplitColumnTarget
    @Environment(\._navigation) private var navigation

    var body: some View {
        let target = target
        if let model = navigation?.model {
            target.push = { [weak model] slot in model?.pushView(slot) }
        } else {
            target.push = nil
        }
        return column
            .environment(\._splitColumn, _SplitColumnRef(target: target))
            .onPreferenceChange(_NavigationBarLayoutKey.self) { (layout: _NavigationBarLayout) in target.title = layout.title }
    }
}

/// Views that are a navigation stack of their own (a split view column that is one keeps it).
protocol _NavigationStackMarker {}
extension NavigationStack: _NavigationStackMarker {}
extension NavigationView: _NavigationStackMarker {}

/// The detail column pushed in a compact split view. A `NavigationStack` in it becomes the rest
/// of the stack: the level's own bar is hidden and the inner stack's root shows the Back button
/// (§27.8).
struct _CompactDetail<Detail: View>: View {
    let detail: Detail
    let previous: _SplitColumnTarget
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        if Detail.self is _NavigationStackMarker.Type {
            let dismiss = dismiss
            detail
                .environment(\._outerBack, _OuterBack(title: previous.title ?? "Back", pop: { dismiss() }))
                .navigationBarHidden(true)
        } else {
            detail
        }
    }
}

/// The Back button a stack's root shows when the stack is a pushed split view column (§27.8).
struct _OuterBack: Equatable {
    let title: String
    let pop: @MainActor () -> Void
    static func == (a: Self, b: Self) -> Bool { a.title == b.title }
}

private struct OuterBackKey: EnvironmentKey {
    static var defaultValue: _OuterBack? { nil }
}

extension EnvironmentValues {
    var _outerBack: _OuterBack? {
        get { self[OuterBackKey.self] }
        set { self[OuterBackKey.self] = newValue }
    }
}

/// The columns side by side (regular width, §27.8).
struct _RegularSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content
    let detail: Detail
    let hasContent: Bool
    let visibility: Binding<NavigationSplitViewVisibility>
    let targets: [_SplitColumnTarget]
    @Environment(\._splitViewStyle) private var style
    @State private var widths: [Int: _SplitColumnWidth] = [:]

    var body: some View {
        GeometryReader { geo in
            columns(geo.size)
        }
    }

    /// Which leading columns show: `.automatic` shows all in landscape; in portrait only the
    /// detail (two columns) or the content and the detail (three).
    private func shown(landscape: Bool) -> (sidebar: Bool, content: Bool) {
        switch visibility.wrappedValue.kind {
        case .all: return (true, hasContent)
        case .doubleColumn: return hasContent ? (false, true) : (true, false)
        case .detailOnly: return (false, false)
        case .automatic: return landscape ? (true, hasContent) : (false, hasContent)
        }
    }

    private func width(_ column: Int) -> CGFloat {
        widths[column]?.resolved ?? SplitViewMetrics.columnWidth
    }

    @ViewBuilder private func columns(_ size: CGSize) -> some View {
        let landscape = size.width > size.height
        let show = shown(landscape: landscape)
        let overlay = style == .prominentDetail || (style == .automatic && !landscape)
        if overlay {
            ZStack(alignment: .topLeading) {
                detailColumn(hiding: show)
                leading(show)
                    .shadow(color: Color.black.opacity(show.sidebar || show.content ? 0.15 : 0), radius: 10)
            }
        } else {
            HStack(spacing: 0) {
                leading(show)
                detailColumn(hiding: show)
            }
        }
    }

    @ViewBuilder private func leading(_ show: (sidebar: Bool, content: Bool)) -> some View {
        HStack(spacing: 0) {
            if show.sidebar {
                column(0, sidebar).frame(width: width(0))
                SplitViewSeparator()
            }
            if show.content {
                column(1, content).frame(width: width(1))
                SplitViewSeparator()
            }
        }
    }

    /// The detail with the button that shows and hides the sidebar at its bar's leading edge.
    private func detailColumn(hiding show: (sidebar: Bool, content: Bool)) -> some View {
        let visibility = visibility
        let hidden = !show.sidebar
        let toggle = {
            withAnimation(.spring(duration: 0.35, bounce: 0)) {
                visibility.wrappedValue = hidden ? .all : .detailOnly
            }
        }
        return column(2, _SidebarToggleHost(content: detail, toggle: toggle))
            .frame(maxWidth: .infinity, maxHeight: .infinity)
    }

    /// A column under its own navigation bar (its own stack unless it is one), its width
    /// preference read here and kept from the columns around.
    private func column<V: View>(_ index: Int, _ view: V) -> some View {
        let target = index < targets.count ? targets[index] : nil
        target?.push = nil
        return _ColumnStack(content: view)
            .modifier(_SplitColumnBounds())
            .environment(\._splitColumn, _SplitColumnRef(target: target))
            .onPreferenceChange(_SplitColumnWidthKey.self) { (w: _SplitColumnWidth?) in widths[index] = w }
            .transformPreference(_SplitColumnWidthKey.self) { (w: inout _SplitColumnWidth?) in w = nil }
    }
}

/// A column's view in a navigation stack of its own, unless it is a stack already.
struct _ColumnStack<Content: View>: View {
    let content: Content
    var body: some View {
        if Content.self is _NavigationStackMarker.Type {
            content
        } else {
            NavigationStack { content }
        }
    }
}

/// The detail column: in a stack of its own with the sidebar button in its bar. A detail that
/// is a `NavigationStack` itself keeps its own bar, without the button (§27.8).
struct _SidebarToggleHost<Content: View>: View, _NavigationStackMarker {
    let content: Content
    let toggle: () -> Void

    var body: some View {
        if Content.self is _NavigationStackMarker.Type {
            content
        } else {
            NavigationStack {
                content.toolbar {
                    ToolbarItem(placement: .topBarLeading) {
                        Button(action: toggle) { Image(systemName: "sidebar.left") }
                            .accessibilityLabel("Toggle Sidebar")
                    }
                }
            }
        }
    }
}

/// Keeps what is in a column from growing sideways into the safe area beyond it: a list's
/// background reaches under the status bar and the home indicator, not over the next column.
struct _SplitColumnBounds {}

extension _SplitColumnBounds: PrimitiveModifier {
    static var _viewListBehavior: _ViewListBehavior { .unary }
    static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        b.modifierNode(&slot, content, { SplitColumnBoundsNode() }) { _ in }
    }
}

@MainActor
final class SplitColumnBoundsNode: ModifierNode {
    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) {
        frame = rect
        var inner = ctx
        let c = ctx.safeAreaContainer
        if !c.isInfinite { inner.safeAreaContainer = CGRect(x: rect.minX, y: c.minY, width: rect.width, height: c.height) }
        content?.place(rect, inner)
    }
}

/// The hairline between two columns.
struct SplitViewSeparator: View {
    var body: some View {
        Color(UIColor.separator).frame(width: SplitViewMetrics.separatorWidth).ignoresSafeArea()
    }
}

/// The split view's measures (§27.8).
enum SplitViewMetrics {
    /// The sidebar's and the content column's width when the content does not set one.
    static let columnWidth: CGFloat = 320
    static let separatorWidth: CGFloat = 0.5
}

import Foundation

/// A scrolling list of rows (SwiftUI's `List`): rows from data or static content, grouped by
/// `Section`s with headers and footers, drawn in the plain or the (inset) grouped look, with
/// separators, and built lazily like a `LazyVStack` (docs/semantics.md §14.9). With
/// `selection:` its rows can be selected (§14.13); rows can have swipe actions (§14.14).
public struct List<SelectionValue: Hashable, Content: View> {
    let content: Content
    /// The selection binding of `List(selection:)` (§14.13).
    var selection: _ListSelectionSource?
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
        self.content = content()
    }
}

extension List where SelectionValue == Never {
    /// Rows computed from identified data.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }

    /// Rows computed from `Identifiable` data.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    /// Rows for a range of integers.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.content = ForEach(data, content: rowContent)
    }
}

extension List: View, PrimitiveView {
    public static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        if let source = view.selection {
            // A selectable list reads its selection and edit mode in a view of its own, so that
            // it is drawn again when either changes (§14.13).
            _SelectingList._makeNode(_SelectingList(content: view.content, source: source), graph, &slot)
        } else {
            _ListCore._makeNode(_ListCore(content: view.content, selection: nil, selected: [], editing: false), graph, &slot)
        }
    }
}

/// A list's background, scroll view and rows (engine detail), with the selection a selectable
/// list read (`selected` and `editing` only make a change of either rebuild the rows).
struct _ListCore<Content: View>: View, PrimitiveView {
    let content: Content
    let selection: _ListSelection?
    let selected: [AnyHashable]
    let editing: Bool

    static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        var style = graph.env.listStyle
        style.isModern = AnimationEra.current == .modern
        // The list's background fills the list and the safe area around it (§14.9); inside it a
        // scroll view whose rows are a lazy stack of row chromes.
        let background = graph.reuse(&slot) { ListBackgroundNode() }
        // `scrollContentBackground(.hidden)`: what is behind the list shows through (the rows'
        // cards stay), §14.9.
        let color = graph.env.hidesScrollContentBackground ? Color.clear
            : Color(resolved: (style.isGrouped ? ListMetrics.groupedBackground : UIColor.systemBackground.color).resolved(in: graph.env.colorScheme))
        graph.update(background, \.color, color)
        let scroll = graph.reuse(&background.content) { graph.scrolling.register(ScrollNode()) }
        scroll.configure(axes: .vertical, showsIndicators: true, graph)
        var segments: [_LazySegment] = []
        // Outline groups inside read and keep their expansion in the list's node (§14.12).
        OutlineExpansion.listing(background) {
            LazyBodyHosts.listing(graph) { Content._makeLazySegments(view.content, &segments) }
        }
        background.existingOutlineExpansion?.graph = graph
        var index: [SectionIndexEntry] = []
        let rows = ListLayout.rows(from: segments, style: style, selection: view.selection, index: &index)
        // The section index (§14.12): the sections' labels along the trailing edge; a tap on one
        // scrolls its section's header (or first row) to the top.
        if index.isEmpty || graph.env[SectionIndexVisibilityKey.self] == .hidden {
            background.indexContent = nil
        } else {
            let select: @MainActor (Int) -> Void = { [weak scroll, weak graph] k in
                guard let scroll, let graph, k < index.count, let target = index[k].target else { return }
                scroll.scroll(toID: target, anchor: .top, graph)
            }
            graph.buildElement(SectionIndexColumn(labels: index.map(\.label), select: select), &background.indexContent)
        }
        // A plain list's section headers stay at the top while their section scrolls under
        // them, as UITableView's plain style floats them (§14.9); grouped styles' scroll away.
        // Its footers are not pinned: drawn without a band, a pinned one would lie over the rows.
        LazyStackNode.build(.vertical, 0, 0.5, ListRows(rows: rows), graph, &scroll.content, pinsHeaders: !style.isGrouped)
    }
}

/// The rows of a list, with their chrome, as one lazy segment list (engine detail).
struct ListRows: View, PrimitiveView {
    let rows: [_LazySegment]
    static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        fatalError("ListRows is only built through a lazy stack")
    }
    static func _makeLazySegments(_ view: Self, _ segments: inout [_LazySegment]) {
        segments.append(contentsOf: view.rows)
    }
}

// MARK: Sections

/// A group of rows with an optional header and footer (SwiftUI's `Section`). In a `List` the
/// header and footer are drawn in the list's style; elsewhere the three are stacked like a VStack.
public struct Section<Parent: View, Content: View, Footer: View> {
    let header: Parent
    let content: Content
    let footer: Footer
    /// A collapsible section's expansion (iOS 17, §14.12): collapsed, its content is not shown.
    var isExpanded: Binding<Bool>? = nil
}

extension Section {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.init(header: header(), content: content(), footer: footer())
    }
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: footer)
    }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView())
    }
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: EmptyView())
    }
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(header: EmptyView(), content: content(), footer: footer())
    }
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: footer)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: EmptyView())
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section headed by a title, a key of the app's string tables (§20.6).
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView())
    }
    /// A section headed by a title, shown as written.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: EmptyView())
    }
}

// MARK: Collapsible sections (iOS 17, §14.12)

extension Section where Footer == EmptyView {
    /// A section whose content shows while `isExpanded` is true. In a `.sidebar` list its header
    /// has a disclosure chevron and a tap on the header toggles it; elsewhere nothing draws a
    /// control (as on iOS), the binding alone collapses it.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView(), isExpanded: isExpanded)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section without a header whose content shows while `isExpanded` is true.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: EmptyView(), isExpanded: isExpanded)
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A titled section (a key of the app's string tables) whose content shows while
    /// `isExpanded` is true.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView(), isExpanded: isExpanded)
    }
    /// A titled section (shown as written) whose content shows while `isExpanded` is true.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: EmptyView(), isExpanded: isExpanded)
    }
}

/// A collapsible section's header: in a `.sidebar` list the header with the disclosure chevron at
/// its trailing edge, the whole header toggling the section; elsewhere the header alone (§14.12).
struct CollapsibleSectionHeader<Header: View>: View {
    let header: Header
    let isExpanded: Binding<Bool>
    @Environment(\.listStyle) private var listStyle
    var body: some View {
        if listStyle.isSidebar {
            HStack(spacing: 0) {
                header
                Spacer(minLength: 0)
                DisclosureChevron(isExpanded: isExpanded.wrappedValue)
            }
            .contentShape(Rectangle())
            .onTapGesture {
                let expanded = isExpanded.wrappedValue
                withAnimation(DisclosureMetrics.animation) { isExpanded.wrappedValue = !expanded }
            }
        } else {
            header
        }
    }
}

extension Section: _LazyExpandable {}

extension Section: View, PrimitiveView {
    /// Outside a list: header, content and footer in a VStack.
    public static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        if let isExpanded = view.isExpanded {
            VStack {
                CollapsibleSectionHeader(header: view.header, isExpanded: isExpanded)
                if isExpanded.wrappedValue { view.content }
                view.footer
            }._makeNodeSelf(graph, &slot)
            return
        }
        VStack { view.header; view.content; view.footer }._makeNodeSelf(graph, &slot)
    }

    /// In a lazy container: the section's marker, then its header, rows and footer.
    @MainActor public static func _makeLazySegments(_ view: Self, _ segments: inout [_LazySegment]) {
        segments.append(ListLayout.sectionStart)
        if let isExpanded = view.isExpanded {
            if Parent.self != EmptyView.self {
                segments.append(ListLayout.mark(.header, CollapsibleSectionHeader(header: view.header, isExpanded: isExpanded)))
            }
            let start = segments.count
            Content._makeLazySegments(view.content, &segments)
            // Collapsed, the content keeps its segments, empty: the sections after it keep
            // their rows' keys (as a collapsed disclosure group's content does).
            if !isExpanded.wrappedValue { for k in start..<segments.count where segments[k].kind == .content { segments[k] = .empty } }
        } else {
            if Parent.self != EmptyView.self { segments.append(ListLayout.mark(.header, view.header)) }
            Content._makeLazySegments(view.content, &segments)
        }
        if Footer.self != EmptyView.self { segments.append(ListLayout.mark(.footer, view.footer)) }
        segments.append(ListLayout.sectionEnd)
    }
}

extension View {
    @MainActor func _makeNodeSelf(_ graph: _ViewGraph, _ slot: inout _Node?) { Self._makeNode(self, graph, &slot) }
}

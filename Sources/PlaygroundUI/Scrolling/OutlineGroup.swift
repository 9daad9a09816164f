import Foundation

/// Views for tree-shaped data (SwiftUI's `OutlineGroup`, docs/semantics.md §14.12): each element
/// is shown with `content`, and an element whose `children` are not nil can be expanded to show
/// them below it. In a `List` (also `List(_:children:rowContent:)`) every shown element is a row
/// of its own, indented 10 pt a level, with a disclosure chevron at its trailing edge that
/// expands or collapses it when tapped (collapsed at first). Elsewhere the elements are nested
/// `DisclosureGroup`s.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
    let roots: [Data.Element]
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf
}

extension OutlineGroup where Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Leaf: View {
    /// The tree under `root` (the root is shown too), elements identified by their `id`.
    public init<DataElement: Identifiable>(_ root: DataElement, children: KeyPath<DataElement, Data?>,
                                           @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement == Data.Element {
        self.init(roots: [root], id: \.id, children: children, content: content)
    }
    /// The trees under the elements of `data`, identified by their `id`.
    public init<DataElement: Identifiable>(_ data: Data, children: KeyPath<DataElement, Data?>,
                                           @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement == Data.Element {
        self.init(roots: Array(data), id: \.id, children: children, content: content)
    }
    /// The tree under `root`, elements identified by the key path `id`.
    public init<DataElement>(_ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where DataElement == Data.Element {
        self.init(roots: [root], id: id, children: children, content: content)
    }
    /// The trees under the elements of `data`, identified by the key path `id`.
    public init<DataElement>(_ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where DataElement == Data.Element {
        self.init(roots: Array(data), id: id, children: children, content: content)
    }
}

/// The children of an element of an outline group, as its disclosure group's content (SwiftUI's
/// `OutlineSubgroupChildren`).
public struct OutlineSubgroupChildren: View {
    let content: AnyView
    public var body: some View { content }
}

extension OutlineGroup: View where Leaf: View {
    /// Outside a list: each element, and a disclosure group for each element with children.
    public var body: some View {
        ForEach(roots, id: id) { element in
            OutlineTreeNode(element: element, id: id, children: children, content: content)
        }
    }

    /// In a list: one row per element shown — the roots, and the children of the expanded
    /// elements under them — read from the list's expansion state (§14.12).
    @MainActor public static func _makeLazySegments(_ view: Self, _ segments: inout [_LazySegment]) {
        guard let store = OutlineExpansion.currentList?.outlineExpansion else {
            nonisolated(unsafe) let view = view
            segments.append(_LazySegment(count: 1, id: { AnyHashable($0) }, build: { _, g, slot in g.buildElement(view, &slot) }))
            return
        }
        var shown: [(element: Data.Element, level: Int, key: AnyHashable)] = []
        func visit(_ elements: some Sequence<Data.Element>, level: Int) {
            for element in elements {
                let key = AnyHashable(element[keyPath: view.id])
                shown.append((element, level, key))
                if let kids = element[keyPath: view.children], store.expanded.contains(key) { visit(kids, level: level + 1) }
            }
        }
        visit(view.roots, level: 0)
        nonisolated(unsafe) let rows = shown
        let children = view.children, content = view.content
        segments.append(_LazySegment(count: rows.count, id: { rows[$0].key }, build: { i, g, slot in
            let row = rows[i]
            let hasChildren = row.element[keyPath: children] != nil
            g.buildElement(OutlineRow(content: content(row.element), level: row.level, hasChildren: hasChildren,
                                      isExpanded: store.expanded.contains(row.key), key: row.key, store: store), &slot)
        }))
    }
}

/// One element outside a list: its view, in a disclosure group when it has children.
struct OutlineTreeNode<Element, ID: Hashable, Children: RandomAccessCollection, Leaf: View>: View where Children.Element == Element {
    let element: Element
    let id: KeyPath<Element, ID>
    let children: KeyPath<Element, Children?>
    let content: (Element) -> Leaf

    var body: some View {
        if let kids = element[keyPath: children] {
            DisclosureGroup {
                OutlineSubgroupChildren(content: AnyView(ForEach(Array(kids), id: id) { kid in
                    OutlineTreeNode(element: kid, id: id, children: children, content: content)
                }))
            } label: {
                content(element)
            }
        } else {
            content(element)
        }
    }
}

/// One row of an outline in a list: indented by its level, with a chevron when it has children.
struct OutlineRow<Content: View>: View {
    let content: Content
    let level: Int
    let hasChildren: Bool
    let isExpanded: Bool
    let key: AnyHashable
    let store: OutlineExpansionStore

    var body: some View {
        HStack(spacing: 0) {
            content
            Spacer(minLength: 0)
            if hasChildren {
                DisclosureChevron(isExpanded: isExpanded)
                    .contentShape(Rectangle())
                    .onTapGesture { store.toggle(key) }
            }
        }
        .padding(.leading, CGFloat(level) * DisclosureMetrics.indentation)
    }
}

/// Which elements of a list's outlines are expanded (kept by the list's node, so it lives as
/// long as the list). Expanding or collapsing evaluates the view that holds the list again.
@MainActor
final class OutlineExpansionStore {
    private(set) var expanded: Set<AnyHashable> = []
    /// The list's node, and the graph it is in.
    weak var list: _Node?
    unowned(unsafe) var graph: _ViewGraph?

    func toggle(_ key: AnyHashable) {
        if expanded.contains(key) { expanded.remove(key) } else { expanded.insert(key) }
        // The nearest view with a body above the list is evaluated again, which rebuilds the
        // list with the new rows (with no such view, everything is).
        var owner = list?.parent
        while let n = owner, !(n is CompositeNodeBase) { owner = n.parent }
        withAnimation(DisclosureMetrics.animation) {
            graph?.stateDidChange(owner: owner as? CompositeNodeBase)
        }
    }
}

/// The list whose rows are being listed (set by `List` while it asks its content for rows), and
/// where in it the next disclosure group is.
@MainActor
enum OutlineExpansion {
    static var currentList: ListBackgroundNode?
    /// The ids of the `ForEach` elements and the keys of the disclosure groups around the next
    /// disclosure group, and how many groups came before it among them: its key in the list's
    /// expansion store is both, so a group keeps its expansion when one before it expands.
    private static var scope: [AnyHashable] = []
    private static var groupsBefore = 0

    /// The key of the next disclosure group in the list.
    static func nextDisclosureKey() -> AnyHashable {
        defer { groupsBefore += 1 }
        return AnyHashable(scope + [AnyHashable(groupsBefore)])
    }

    /// Runs `body` with the groups it meets counted inside `key` (a group's content, an element).
    static func withScope(_ key: AnyHashable, _ body: () -> Void) {
        let outer = (scope, groupsBefore)
        scope.append(key)
        groupsBefore = 0
        body()
        (scope, groupsBefore) = outer
    }

    /// Runs `body` listing the rows of `list`, counting its groups from the start.
    static func listing(_ list: ListBackgroundNode, _ body: () -> Void) {
        let outer = (currentList, scope, groupsBefore)
        (currentList, scope, groupsBefore) = (list, [], 0)
        body()
        (currentList, scope, groupsBefore) = outer
    }
}

extension List where SelectionValue == Never {
    /// A list of tree-shaped data: each element a row, expandable to show its `children` below it
    /// (§14.12).
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
            Data.Element: Identifiable {
        self.init(content: { OutlineGroup(data, children: children, content: rowContent) })
    }

    /// A list of tree-shaped data whose elements are identified by the key path `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.init(content: { OutlineGroup(data, id: id, children: children, content: rowContent) })
    }
}

import Foundation

/// The edits a `List` over a binding to a collection makes by itself (SwiftUI's `EditActions`,
/// iOS 16): `.delete` (swipe to delete, and delete buttons in edit mode) and `.move` (reorder
/// grips in edit mode) change the bound collection, as `onDelete`/`onMove` writing it would
/// (docs/semantics.md §14.11).
public struct EditActions<Data>: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Rows can be moved.
    public static var move: EditActions<Data> { EditActions(rawValue: 1) }
    /// Rows can be deleted.
    public static var delete: EditActions<Data> { EditActions(rawValue: 2) }
    /// Every edit the collection allows.
    public static var all: EditActions<Data> { EditActions(rawValue: 3) }
}

extension List where SelectionValue == Never {
    /// Rows for each element of a bound collection of identifiable elements, each row given a
    /// binding to its element, with `editActions` applied to the collection.
    public init<C, RowContent: View>(
        _ data: Binding<C>, editActions: EditActions<C>,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, C.Element: Identifiable,
            Content == ForEach<IndexedIdentifierCollection<C, C.Element.ID>, C.Element.ID, RowContent> {
        self.init { ForEach(data, editActions: editActions, content: rowContent) }
    }

    /// Rows for each element of a bound collection, identified by `id`, each row given a binding
    /// to its element, with `editActions` applied to the collection.
    public init<C, ID: Hashable, RowContent: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
            Content == ForEach<IndexedIdentifierCollection<C, ID>, ID, RowContent> {
        self.init { ForEach(data, id: id, editActions: editActions, content: rowContent) }
    }
}

/// What `ForEach($items, editActions:)` iterates (SwiftUI's `IndexedIdentifierCollection`): the
/// bound collection's elements, each as a binding to it, carrying the edits a list applies to
/// the collection. (SwiftUI's holds indices and ids and its `ForEach`'s content is an
/// `EditableCollectionContent`; here the content is the row itself. Neither type is one a
/// program names.)
public struct IndexedIdentifierCollection<Base: MutableCollection & RandomAccessCollection, ID: Hashable>: RandomAccessCollection {
    let elements: Binding<Base>
    let onDelete: ((IndexSet) -> Void)?
    let onMove: ((IndexSet, Int) -> Void)?

    public typealias Index = Base.Index
    public typealias Element = Binding<Base.Element>
    public var startIndex: Index { elements.startIndex }
    public var endIndex: Index { elements.endIndex }
    public func index(after i: Index) -> Index { elements.index(after: i) }
    public func index(before i: Index) -> Index { elements.index(before: i) }
    public subscript(position: Index) -> Binding<Base.Element> { elements[position] }
}

/// A `ForEach`'s data that carries edit actions (`IndexedIdentifierCollection`): a list gives its
/// rows the delete and move those edits make, as it does for `onDelete`/`onMove`.
protocol _EditActionsCarrying {
    var _onDelete: ((IndexSet) -> Void)? { get }
    var _onMove: ((IndexSet, Int) -> Void)? { get }
    /// The same data without its edits (what the rows are made from).
    var _withoutEditActions: Self { get }
}

extension IndexedIdentifierCollection: _EditActionsCarrying {
    var _onDelete: ((IndexSet) -> Void)? { onDelete }
    var _onMove: ((IndexSet, Int) -> Void)? { onMove }
    var _withoutEditActions: Self { IndexedIdentifierCollection(elements: elements, onDelete: nil, onMove: nil) }
}

extension IndexedIdentifierCollection where Base: RangeReplaceableCollection {
    /// The elements of `data`, with `actions` on the bound collection.
    init(_ data: Binding<Base>, actions: EditActions<Base>) {
        elements = data
        onDelete = actions.contains(.delete) ? { data.wrappedValue.remove(atOffsets: $0) } : nil
        onMove = actions.contains(.move) ? { data.wrappedValue.move(fromOffsets: $0, toOffset: $1) } : nil
    }
}

extension ForEach {
    /// A view for each element of a bound collection of identifiable elements, given a binding
    /// to it; in a `List` the rows delete and move as `editActions` allow, changing the
    /// collection (as `List($items, editActions:)` does, §14.11).
    public init<C>(_ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == IndexedIdentifierCollection<C, C.Element.ID>, ID == C.Element.ID,
          C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, C.Element: Identifiable {
        self.init(data, id: \.id, editActions: editActions, content: content)
    }

    /// The same for elements identified by `id`.
    public init<C>(_ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
                   @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == IndexedIdentifierCollection<C, ID>,
          C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection {
        self.init(IndexedIdentifierCollection(data, actions: editActions),
                  id: (\Binding<C.Element>.wrappedValue).appending(path: id), isIntegerRange: false, content: content)
    }
}

extension List {
    /// Rows for each element of a bound collection of identifiable elements, with
    /// `editActions` applied to the collection, selectable several at a time by their ids.
    public init<C, RowContent: View>(
        _ data: Binding<C>, editActions: EditActions<C>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, C.Element: Identifiable,
            Content == ForEach<IndexedIdentifierCollection<C, C.Element.ID>, C.Element.ID, RowContent> {
        self.init(selection: selection) { ForEach(data, editActions: editActions, content: rowContent) }
    }

    /// The same, one row at a time.
    public init<C, RowContent: View>(
        _ data: Binding<C>, editActions: EditActions<C>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, C.Element: Identifiable,
            Content == ForEach<IndexedIdentifierCollection<C, C.Element.ID>, C.Element.ID, RowContent> {
        self.init(selection: selection) { ForEach(data, editActions: editActions, content: rowContent) }
    }

    /// Rows for each element of a bound collection identified by `id`, with `editActions`
    /// applied to it, selectable several at a time.
    public init<C, ID: Hashable, RowContent: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
            Content == ForEach<IndexedIdentifierCollection<C, ID>, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, editActions: editActions, content: rowContent) }
    }

    /// The same, one row at a time.
    public init<C, ID: Hashable, RowContent: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
            Content == ForEach<IndexedIdentifierCollection<C, ID>, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, editActions: editActions, content: rowContent) }
    }
}

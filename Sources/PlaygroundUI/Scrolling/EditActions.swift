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
            Content == _EditableContent<ForEach<Binding<C>, C.Element.ID, RowContent>> {
        self.init(data, id: \.id, editActions: editActions, rowContent: rowContent)
    }

    /// Rows for each element of a bound collection, identified by `id`, each row given a binding
    /// to its element, with `editActions` applied to the collection.
    public init<C, ID: Hashable, RowContent: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
            Content == _EditableContent<ForEach<Binding<C>, ID, RowContent>> {
        let rows = ForEach(data, id: (\Binding<C.Element>.wrappedValue).appending(path: id), content: rowContent)
        self.content = _EditableContent(
            content: rows,
            onDelete: editActions.contains(.delete) ? { data.wrappedValue.remove(atOffsets: $0) } : nil,
            onMove: editActions.contains(.move) ? { data.wrappedValue.move(fromOffsets: $0, toOffset: $1) } : nil)
    }
}

import Foundation

// Selecting a list's rows (docs/semantics.md §14.13): `List(selection:)` with a binding to an
// optional value (one row) or to a set (several), rows identified by `.tag(_:)` or by their
// `ForEach`'s ids.

extension List {
    /// A list whose rows can be selected several at a time: `selection` holds the tags (or
    /// `ForEach` ids) of the selected rows. Outside edit mode a tap selects the row alone; in edit
    /// mode each row shows a check circle and a tap adds or removes it (§14.13).
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = _ListSelectionSource.make(set: selection)
    }

    /// A list with at most one selected row: a tap selects the row whose tag (or `ForEach` id)
    /// is written to `selection` (§14.13).
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = _ListSelectionSource.make(optional: selection)
    }

    /// Rows computed from `Identifiable` data, selectable several at a time by their ids.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
        self.selection = _ListSelectionSource.make(set: selection)
    }

    /// Rows computed from identified data, selectable several at a time by their ids.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
        self.selection = _ListSelectionSource.make(set: selection)
    }

    /// Rows for a range of integers, selectable several at a time.
    public init<RowContent: View>(_ data: Range<Int>, selection: Binding<Set<SelectionValue>>?,
                                  @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.content = ForEach(data, content: rowContent)
        self.selection = _ListSelectionSource.make(set: selection)
    }

    /// Rows computed from `Identifiable` data, one of which can be selected by its id.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
        self.selection = _ListSelectionSource.make(optional: selection)
    }

    /// Rows computed from identified data, one of which can be selected by its id.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
        self.selection = _ListSelectionSource.make(optional: selection)
    }

    /// Rows for a range of integers, one of which can be selected.
    public init<RowContent: View>(_ data: Range<Int>, selection: Binding<SelectionValue?>?,
                                  @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.content = ForEach(data, content: rowContent)
        self.selection = _ListSelectionSource.make(optional: selection)
    }
}

/// How a list reads and writes its selection binding, whatever its type (engine detail).
struct _ListSelectionSource {
    let isMultiple: Bool
    /// The selected tags (reading the binding, so the view reading it follows it).
    let read: () -> [AnyHashable]
    /// Whether a tag is a value of the selection's type.
    let accepts: (AnyHashable) -> Bool
    /// Makes the selection this tag alone.
    let replace: (AnyHashable) -> Void
    /// Adds the tag to the selection or takes it out (multiple selection).
    let toggle: (AnyHashable) -> Void
    /// Empties the selection.
    let clear: () -> Void

    static func make<V: Hashable>(optional binding: Binding<V?>?) -> _ListSelectionSource? {
        binding.map { _ListSelectionSource(optional: $0) }
    }
    static func make<V: Hashable>(set binding: Binding<Set<V>>?) -> _ListSelectionSource? {
        binding.map { _ListSelectionSource(set: $0) }
    }

    init<V: Hashable>(optional binding: Binding<V?>) {
        isMultiple = false
        read = { binding.wrappedValue.map { [_TagValue.normalized($0)] } ?? [] }
        accepts = { $0.base is V }
        replace = { tag in if let v = tag.base as? V, binding.wrappedValue != v { binding.wrappedValue = v } }
        toggle = { tag in if let v = tag.base as? V { binding.wrappedValue = binding.wrappedValue == v ? nil : v } }
        clear = { if binding.wrappedValue != nil { binding.wrappedValue = nil } }
    }

    init<V: Hashable>(set binding: Binding<Set<V>>) {
        isMultiple = true
        read = { binding.wrappedValue.map { _TagValue.normalized($0) } }
        accepts = { $0.base is V }
        replace = { tag in if let v = tag.base as? V, binding.wrappedValue != [v] { binding.wrappedValue = [v] } }
        toggle = { tag in
            guard let v = tag.base as? V else { return }
            if binding.wrappedValue.contains(v) { binding.wrappedValue.remove(v) } else { binding.wrappedValue.insert(v) }
        }
        clear = { if !binding.wrappedValue.isEmpty { binding.wrappedValue = [] } }
    }
}

/// A selectable list's selection as its rows and links see it (engine detail): one object per
/// list, kept across frames, holding what the list's last evaluation read.
@MainActor
final class _ListSelection {
    @exclusivity(unchecked) var isMultiple = false
    @exclusivity(unchecked) var isEditing = false
    /// The selected tags when the list was last evaluated.
    @exclusivity(unchecked) var selected: Set<AnyHashable> = []
    @exclusivity(unchecked) var source: _ListSelectionSource?
    /// The `NavigationSplitView` column around the list: a selection made by a tap shows the
    /// next column (§27.8).
    @exclusivity(unchecked) var column: _SplitColumnTarget?

    nonisolated init() {}

    func contains(_ tag: AnyHashable) -> Bool { selected.contains(tag) }
    func accepts(_ tag: AnyHashable) -> Bool { source?.accepts(tag) ?? false }

    /// A tap on the row tagged `tag`: in edit mode a multiple selection adds or removes it;
    /// otherwise it becomes the selection (§14.13).
    func tap(_ tag: AnyHashable) {
        guard let source else { return }
        if isMultiple && isEditing {
            source.toggle(tag)
        } else {
            source.replace(tag)
            if !isEditing { column?.choose(clear: source.clear) }
        }
    }

    /// A `NavigationLink(value:)` in a row chose its value (§14.13): it becomes the selection.
    func choose(_ tag: AnyHashable) {
        guard let source else { return }
        source.replace(tag)
        column?.choose(clear: source.clear)
    }
}

/// Reads a selectable list's selection and edit mode (so that the list follows both), then
/// draws the list with them (engine detail).
struct _SelectingList<Content: View>: View {
    let content: Content
    let source: _ListSelectionSource
    @Environment(\.editMode) private var editMode
    @Environment(\._splitColumn) private var column
    @State private var box = _ListSelection()

    var body: some View {
        let selected = source.read()
        let editing = editMode?.wrappedValue.isEditing == true
        let box = box
        box.source = source
        box.isMultiple = source.isMultiple
        box.isEditing = editing
        box.selected = Set(selected)
        box.column = column.target
        return _ListCore(content: content, selection: box, selected: selected, editing: editing)
    }
}

/// The look of selected rows (§14.13).
enum ListSelectionMetrics {
    /// A selected row's fill: UIKit's cell selection grey (systemGray4: 209, 209, 214; dark 58,
    /// 58, 60).
    static let fill = UIColor.systemGray4.color
    /// The check circle of multiple selection in edit mode, and the room it takes before the
    /// row's content (as the delete button's, §14.11).
    static let circleSize: CGFloat = 22
    static let circleSpacing: CGFloat = 16
}

/// A selectable row's tap area (engine detail): the whole row's card, except where a control in
/// the row (a button, a link) takes the tap itself.
@MainActor
final class ListRowTapNode: TapGestureNode {
    /// The row's card, in root space: the tap area.
    @exclusivity(unchecked) var cell = CGRect.zero
    /// Whether the row can be selected (it has a tag of the selection's type).
    @exclusivity(unchecked) var selectable = false

    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) {
        super.placeNode(rect, ctx)
        frame = cell
    }

    override func hitTest(_ point: CGPoint) -> HitResult? {
        if var r = content?.hitTest(point) {
            if r.handler == nil && selectable { r.handler = self }
            return r
        }
        guard selectable, presentedFrame.contains(point) else { return nil }
        var r = HitResult(leaf: self)
        r.handler = self
        return r
    }
}

/// The check circle of a row in a multiple selection's edit mode: filled with a check mark in
/// the accent colour when the row is selected, an empty grey circle when not (§14.13).
struct _SelectionCircle: View {
    let isSelected: Bool
    var body: some View {
        Image(systemName: isSelected ? "checkmark.circle.fill" : "circle")
            .font(.system(size: ListSelectionMetrics.circleSize))
            .foregroundColor(isSelected ? Color.accentColor : Color(UIColor.systemGray3))
            .accessibilityLabel(isSelected ? "Selected" : "Not selected")
    }
}

/// The selectable list around a view, compared by identity (engine detail).
struct _ListSelectionRef: Equatable {
    let box: _ListSelection?
    static func == (a: Self, b: Self) -> Bool { a.box === b.box }
}

private struct ListSelectionKey: EnvironmentKey {
    static var defaultValue: _ListSelectionRef { _ListSelectionRef(box: nil) }
}

extension EnvironmentValues {
    /// The selectable list a row is in (a `NavigationLink(value:)` there selects, §14.13).
    var _listSelection: _ListSelection? {
        get { self[ListSelectionKey.self].box }
        set { self[ListSelectionKey.self] = _ListSelectionRef(box: newValue) }
    }
}

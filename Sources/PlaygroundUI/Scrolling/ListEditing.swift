import Foundation

// Editing lists (docs/semantics.md §14.11): `onDelete`, `onMove`, `EditButton`, edit mode, and
// the collection methods SwiftUI adds for them.

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (positions from the start, as `onDelete` reports them).
    public mutating func remove(atOffsets offsets: IndexSet) {
        guard !offsets.isEmpty else { return }
        var kept: [Element] = []
        kept.reserveCapacity(count)
        for (n, element) in self.enumerated() where !offsets.contains(n) { kept.append(element) }
        replaceSubrange(startIndex..<endIndex, with: kept)
    }
}

extension MutableCollection {
    /// Moves the elements at `source` so that they come, in their order, just before the
    /// element that was at `destination` (the count: to the end), as `onMove` reports a move.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moving = source.filter { $0 >= 0 && $0 < count }
        guard !moving.isEmpty else { return }
        let all = Array(self)
        let before = all.indices.filter { $0 < destination && !source.contains($0) }.map { all[$0] }
        let after = all.indices.filter { $0 >= destination && !source.contains($0) }.map { all[$0] }
        let moved = moving.map { all[$0] }
        var i = startIndex
        for element in before + moved + after {
            self[i] = element
            formIndex(after: &i)
        }
    }
}

/// A view whose elements come from data (SwiftUI's `DynamicViewContent`): a `ForEach`, and what
/// `onDelete`/`onMove` make of one.
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    var data: Data { get }
}

extension ForEach: DynamicViewContent {}

extension DynamicViewContent {
    /// Lets a `List` delete this content's rows: in edit mode (`EditButton`) each row shows a
    /// red minus button at its leading edge, and tapping it calls `action` with the row's offset.
    /// Outside edit mode, swiping a row toward the leading edge shows a red Delete button; a
    /// full swipe deletes at once (§14.14).
    nonisolated public func onDelete(perform action: ((IndexSet) -> Void)?) -> _EditableContent<Self> {
        _EditableContent(content: self, onDelete: action, onMove: nil)
    }
    /// Lets a `List` reorder this content's rows: in edit mode (`EditButton`) each row shows a
    /// reorder grip at its trailing edge; dragging it moves the row, and dropping it calls
    /// `action` with the row's offset and the offset to move it before (§14.11).
    nonisolated public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> _EditableContent<Self> {
        _EditableContent(content: self, onDelete: nil, onMove: action)
    }
}

extension View {
    /// Whether this row of a list's `onDelete` content can be deleted: `true` takes away its
    /// swipe to delete and, in edit mode, its delete button (§14.11). The modifier nearest the
    /// row's outside wins; `false` gives back what an inner `true` took.
    nonisolated public func deleteDisabled(_ isDisabled: Bool) -> some View {
        transformPreference(_RowEditingTraitsKey.self) { $0.deleteDisabled = isDisabled }
    }
    /// Whether this row of a list's `onMove` content can be moved: `true` takes away its
    /// reorder grip in edit mode (§14.11). Other rows can still be moved past it.
    nonisolated public func moveDisabled(_ isDisabled: Bool) -> some View {
        transformPreference(_RowEditingTraitsKey.self) { $0.moveDisabled = isDisabled }
    }
}

/// What a row says about its edit actions (`deleteDisabled`, `moveDisabled`); nil: not said.
struct _RowEditingTraits: Equatable {
    var deleteDisabled: Bool?
    var moveDisabled: Bool?
}

/// Carries a row's editing traits up to its `_EditableRow` (engine detail). Views side by side in
/// one row: a trait any of them sets to `true` holds.
struct _RowEditingTraitsKey: PreferenceKey {
    static let defaultValue = _RowEditingTraits()
    static var _keyBit: UInt64 { engineKeyBit(11) }   // its place in `enginePreferenceKeys()`
    static func reduce(value: inout _RowEditingTraits, nextValue: () -> _RowEditingTraits) {
        let next = nextValue()
        if let d = next.deleteDisabled { value.deleteDisabled = (value.deleteDisabled ?? false) || d }
        if let m = next.moveDisabled { value.moveDisabled = (value.moveDisabled ?? false) || m }
    }
}

/// Content with edit actions (engine detail): outside a list it is its content; in a list each
/// row gets its delete button and reorder grip in edit mode. `onDelete` and `onMove` on it add to
/// the same content, so a row has one set of controls.
/// Public because `onDelete`/`onMove` return it (it must stay `DynamicViewContent`).
public struct _EditableContent<Content: DynamicViewContent> {
    let content: Content
    let onDelete: ((IndexSet) -> Void)?
    let onMove: ((IndexSet, Int) -> Void)?

    nonisolated public func onDelete(perform action: ((IndexSet) -> Void)?) -> _EditableContent<Content> {
        _EditableContent(content: content, onDelete: action, onMove: onMove)
    }
    nonisolated public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> _EditableContent<Content> {
        _EditableContent(content: content, onDelete: onDelete, onMove: action)
    }
}

extension _EditableContent: DynamicViewContent, View, PrimitiveView {
    public var data: Content.Data { content.data }

    public static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        Content._makeNode(view.content, graph, &slot)
    }
    @MainActor public static func _isViewList(_ graph: _ViewGraph) -> Bool { Content._isViewList(graph) }

    /// The content's rows, each with its offset's delete action and reorder grip.
    @MainActor public static func _makeLazySegments(_ view: Self, _ segments: inout [_LazySegment]) {
        var own: [_LazySegment] = []
        Content._makeLazySegments(view.content, &own)
        nonisolated(unsafe) let onDelete = view.onDelete
        nonisolated(unsafe) let onMove = view.onMove
        // Offsets count the data's elements: a `ForEach` element of several views (several rows)
        // is one element (`_LazySegment.elementOffsets`).
        func elements(_ s: _LazySegment) -> Int { s.elementOffsets.map { ($0.last ?? -1) + 1 } ?? s.count }
        let total = own.reduce(0) { $0 + ($1.kind == .content ? elements($1) : 0) }
        var offset = 0
        for segment in own {
            guard segment.kind == .content, onDelete != nil || onMove != nil else { segments.append(segment); continue }
            let first = offset
            let offsets = segment.elementOffsets
            segments.append(segment.building { i, g, slot in
                let at = first + (offsets?[i] ?? i)
                let row = _EditableRow(element: ListSegmentElement(segment: segment, index: i), offset: at, count: total,
                                       delete: onDelete.map { action in { action(IndexSet(integer: at)) } },
                                       move: onMove)
                // An element of the list: modifiers applied to the editable content (a row
                // background, insets) wrap the row, not the views inside it.
                g.buildElement(row, &slot)
            })
            offset += elements(segment)
        }
    }
}

/// One editable row. In edit mode: a red minus button before it (with `onDelete`) and a reorder
/// grip at its trailing edge (with `onMove`). Dragging the grip lifts the row above the others
/// and moves it with the finger; dropping it moves it by as many rows as it was dragged (rows
/// taken as tall as this one), reported as `onMove` reports a move (§14.11). Outside edit mode a
/// deletable row can be swiped (§14.14). `deleteDisabled`/`moveDisabled` in the row take its
/// button, swipe or grip away: the row learns them from its content's preference, in the frame
/// it is first drawn (the round trip lands in the same frame, §1).
struct _EditableRow: View {
    let element: ListSegmentElement
    let offset: Int
    let count: Int
    let delete: (() -> Void)?
    let move: ((IndexSet, Int) -> Void)?
    @Environment(\.editMode) private var editMode
    @Environment(\._listSelection) private var selection
    @Environment(\.dynamicTypeSize) private var typeSize
    @Environment(\.defaultMinListRowHeight) private var minRowHeight
    @State private var dragged: CGFloat = 0
    @State private var contentHeight: CGFloat = 0
    @State private var traits = _RowEditingTraits()

    /// The delete action, unless the row disabled it.
    private var deleteAction: (() -> Void)? { traits.deleteDisabled == true ? nil : delete }
    /// The move action, unless the row disabled it.
    private var moveAction: ((IndexSet, Int) -> Void)? { traits.moveDisabled == true ? nil : move }

    /// The row's height in the list: its content padded, at least the least row height.
    private var pitch: CGFloat {
        let modern = AnimationEra.current == .modern
        return max(ListMetrics.rowMinHeight(modern: modern, dynamicTypeSize: typeSize, set: minRowHeight),
                   contentHeight + ListMetrics.rowInsets(modern: modern).vertical)
    }

    /// Where a drag of `dy` points drops the row: the offset it ends at, within the list.
    static func target(offset: Int, count: Int, dy: CGFloat, pitch: CGFloat) -> Int {
        guard pitch > 0, dy.isFinite else { return offset }
        let steps = Int((dy / pitch).rounded())
        return min(max(offset + steps, 0), max(count - 1, 0))
    }

    var body: some View {
        rowContent.onPreferenceChange(_RowEditingTraitsKey.self) { traits = $0 }
    }

    /// The row: in edit mode its delete button, its content and its grip side by side; outside,
    /// its content alone. The content is the same view in both (one place in one `HStack`), so
    /// it keeps its state and does not appear again when edit mode comes or goes. The change is
    /// not animated (iOS slides the content; here it moves at once).
    private var rowContent: some View {
        let delete = deleteAction, move = moveAction
        // A list selecting several rows shows check circles instead in edit mode (§14.13).
        let editing = editMode?.wrappedValue.isEditing == true && selection?.isMultiple != true
        return HStack(spacing: 16) {
            if editing, let delete {
                Button(action: delete) {
                    Image(systemName: "minus.circle.fill").foregroundColor(.red)
                }
                .buttonStyle(.plain)
                .accessibilityLabel("Delete")
            }
            // Outside edit mode a swipe toward the leading edge shows Delete; a full swipe
            // deletes (§14.14). In edit mode, under `deleteDisabled(true)` or without
            // `onDelete`, there is nothing to swipe to. Marked as the row's content: the row
            // finds its traits (background, insets, tag) through it when its controls stand
            // beside it.
            element.swipeActions(edge: .trailing) {
                if !editing, let delete { Button("Delete", role: .destructive, action: delete) }
            }
            .modifier(_EditableRowContentMark())
            if editing, let move {
                Spacer(minLength: 0)
                Image(systemName: "line.3.horizontal")
                    .foregroundStyle(.secondary)
                    .contentShape(Rectangle().inset(by: -10))
                    .accessibilityLabel("Reorder")
                    .gesture(DragGesture(minimumDistance: 0, coordinateSpace: .global)
                        .onChanged { dragged = $0.translation.height }
                        .onEnded { value in
                            let to = Self.target(offset: offset, count: count, dy: value.translation.height, pitch: pitch)
                            dragged = 0
                            if to != offset { move(IndexSet(integer: offset), to > offset ? to + 1 : to) }
                        })
            }
        }
        .background {
            if editing {
                GeometryReader { g in
                    Color.clear
                        .onAppear { contentHeight = g.size.height }
                        .onChange(of: g.size.height) { _, h in contentHeight = h }
                }
            }
        }
        // While dragged, the row is lifted: its cell's background (as wide and tall as the
        // cell) over the rows it passes, following the finger without animation.
        .background {
            if dragged != 0 {
                let insets = ListMetrics.rowInsets(modern: AnimationEra.current == .modern)
                ListMetrics.cardBackground
                    .padding(EdgeInsets(top: -insets.top, leading: -16, bottom: -insets.bottom, trailing: -16))
            }
        }
        .offset(y: dragged)
        .zIndex(dragged == 0 ? 0 : 1)
        // The controls come and go at once (as before the row kept its identity: a script's
        // tap right after Edit finds them in place), and a dragged row follows the finger.
        .transaction { if dragged != 0 { $0.animation = nil } }
        .animation(nil, value: editing)
    }
}

/// A button that turns edit mode on and off (SwiftUI's `EditButton`): "Edit", then "Done".
public struct EditButton: View {
    @Environment(\.editMode) private var editMode
    public init() {}
    public var body: some View {
        Button(editMode?.wrappedValue.isEditing == true ? "Done" : "Edit") {
            guard let mode = editMode else { return }
            withAnimation { mode.wrappedValue = mode.wrappedValue.isEditing ? .inactive : .active }
        }
        .fontWeight(editMode?.wrappedValue.isEditing == true ? .semibold : nil)
    }
}

/// Marks an editable row's content among its edit controls, for the row's walk to its traits
/// (`ListRowNode.spineChild`).
struct _EditableRowContentMark: PrimitiveModifier {
    static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        let node = b.reuse(&slot) { EditableRowContentNode() }
        C._makeNode(content, b, &node.content)
    }
}

/// The node of `_EditableRowContentMark`.
@MainActor
final class EditableRowContentNode: PassthroughNode {}

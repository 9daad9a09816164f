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
    nonisolated public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        _EditableContent(content: self, onDelete: action, onMove: nil)
    }
    /// Lets a `List` reorder this content's rows. Accepted: in edit mode the rows show no grip and
    /// cannot be dragged yet (§14.11).
    nonisolated public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        _EditableContent(content: self, onDelete: nil, onMove: action)
    }
}

/// Content with edit actions (engine detail): outside a list it is its content; in a list each
/// row gets its delete control in edit mode.
public struct _EditableContent<Content: DynamicViewContent> {
    let content: Content
    let onDelete: ((IndexSet) -> Void)?
    let onMove: ((IndexSet, Int) -> Void)?
}

extension _EditableContent: DynamicViewContent, View, PrimitiveView {
    public var data: Content.Data { content.data }

    public static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        Content._makeNode(view.content, graph, &slot)
    }
    @MainActor public static func _isViewList(_ graph: _ViewGraph) -> Bool { Content._isViewList(graph) }

    /// The content's rows, each with its offset's delete action.
    @MainActor public static func _makeLazySegments(_ view: Self, _ segments: inout [_LazySegment]) {
        var own: [_LazySegment] = []
        Content._makeLazySegments(view.content, &own)
        nonisolated(unsafe) let onDelete = view.onDelete
        var offset = 0
        for segment in own {
            guard segment.kind == .content, let onDelete else { segments.append(segment); continue }
            let first = offset
            var deletable = _LazySegment(kind: .content, count: segment.count, id: segment.id, build: { i, g, slot in
                let row = _DeletableRow(element: ListSegmentElement(segment: segment, index: i),
                                        delete: { onDelete(IndexSet(integer: first + i)) })
                _DeletableRow._makeNode(row, g, &slot)
            })
            deletable.idIsTag = segment.idIsTag
            segments.append(deletable)
            offset += segment.count
        }
    }
}

/// One deletable row: in edit mode, a red minus button before it.
struct _DeletableRow: View {
    let element: ListSegmentElement
    let delete: () -> Void
    @Environment(\.editMode) private var editMode
    @Environment(\._listSelection) private var selection

    var body: some View {
        // A list selecting several rows shows check circles instead in edit mode (§14.13).
        if editMode?.wrappedValue.isEditing == true && selection?.isMultiple != true {
            HStack(spacing: 16) {
                Button(action: delete) {
                    Image(systemName: "minus.circle.fill").foregroundColor(.red)
                }
                .buttonStyle(.plain)
                .accessibilityLabel("Delete")
                element
            }
        } else {
            // Outside edit mode a swipe toward the leading edge shows Delete; a full swipe
            // deletes (§14.14).
            element.swipeActions(edge: .trailing) {
                Button("Delete", role: .destructive, action: delete)
            }
        }
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

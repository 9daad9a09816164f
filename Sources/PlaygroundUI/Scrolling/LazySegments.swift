import Foundation

/// A run of elements a lazy stack can build one at a time (engine detail): a `ForEach` is one
/// segment of `count` elements, any other view one segment of a single element.
/// Public because `View`'s requirement that makes them (`_makeLazySegments`) takes it.
public struct _LazySegment {
    /// What the elements are: content, or a section's parts (read by `List`; a lazy stack
    /// builds headers and footers as rows and skips the markers).
    enum Kind { case content, header, footer, sectionStart, sectionEnd }
    var kind = Kind.content
    /// A section's label in its list's section index (on a `.sectionStart`, §14.12).
    var indexLabel: String?
    /// How many elements.
    let count: Int
    /// The identity of element `i` (its `ForEach` id; the index for a single view).
    let id: @MainActor (Int) -> AnyHashable
    /// Builds element `i` into a slot.
    private(set) var build: @MainActor (Int, _ViewGraph, inout _Node?) -> Void
    /// `id` as an `Int`, when the ids are integers (a `ForEach` over a range): a lazy stack keys
    /// its rows by it, where an `AnyHashable` made, hashed and compared for each row built cost
    /// about 2,800 instructions (integers in an `AnyHashable` are compared through the runtime's
    /// casts). Nil: rows are keyed by `id`.
    var intID: (@MainActor (Int) -> Int)?
    /// The tag SwiftUI gives element `i` implicitly: its `ForEach`'s id (each view of a ForEach
    /// is tagged with it, so a selectable list selects the row by it, §14.13); every view of an
    /// element of several views carries its element's id. Nil: a single view's index is no tag.
    var implicitTag: (@MainActor (Int) -> AnyHashable)?
    /// The container values element `i` carries (`containerValue(_:_:)`, §31.8), read by a
    /// `Subview`; nil when the elements' type carries none.
    var containerValues: (@MainActor (Int) -> ContainerValues)?
    /// For a `ForEach` whose elements are several views each (`ForEach.expandElements`): the
    /// offset in the data of the element that made view `i`, and how many elements there are —
    /// what `onDelete` and `onMove` count in. Nil: view `i` is element `i`.
    var elementOffsets: [Int]?

    init(kind: Kind = .content, count: Int, id: @escaping @MainActor (Int) -> AnyHashable,
         build: @escaping @MainActor (Int, _ViewGraph, inout _Node?) -> Void) {
        self.kind = kind; self.count = count; self.id = id; self.build = build
    }

    /// A segment of no elements: what content showing no view takes, so that the segments after
    /// it keep their places (an `if` that is false, a collapsed disclosure group's content).
    @MainActor static var empty: _LazySegment { _LazySegment(count: 0, id: { AnyHashable($0) }, build: { _, _, slot in slot = nil }) }

    /// This segment with its elements built by `build` instead: the same elements, ids and tags
    /// (what a modifier applied to each element and a list's editable rows wrap).
    func building(with build: @escaping @MainActor (Int, _ViewGraph, inout _Node?) -> Void) -> _LazySegment {
        var s = self
        s.build = build
        return s
    }
}

extension View {
    /// Default: this view is one element, but for a view whose body is several views or has
    /// sections: a lazy container lists the views of its body instead (`LazyBodyHosts`, §31.5).
    @MainActor public static func _makeLazySegments(_ view: Self, _ segments: inout [_LazySegment]) {
        if Body.self != Never.self, let graph = EvaluationThread.currentGraph, LazyBodyExpansion.expands(Self.self, graph),
           LazyBodyHosts.list(view, &segments) {
            return
        }
        nonisolated(unsafe) let view = view
        var seg = _LazySegment(count: 1, id: { AnyHashable($0) }, build: { _, g, slot in g.buildSegmentElement(view, &slot) })
        if _hasContainerValues { seg.containerValues = { _ in .of(view) } }
        segments.append(seg)
    }
}

extension ContainerValues {
    /// The container values `view` carries.
    @MainActor static func of<V: View>(_ view: V) -> ContainerValues {
        var values = ContainerValues()
        V._readContainerValues(view, &values)
        return values
    }
}

/// Views a lazy container looks into even inside a `ForEach` (sections): a ForEach of sections
/// contributes each section's header, rows and footer instead of one row per section.
protocol _LazyExpandable {}

extension ForEach {
    /// One element per item of `data`, identified by its id; only asked-for elements are built.
    /// A ForEach of `Section`s is expanded into the sections' parts (its items are evaluated for
    /// that, which a ForEach of plain rows never is).
    @MainActor public static func _makeLazySegments(_ view: Self, _ segments: inout [_LazySegment]) {
        // `ForEach($items, editActions:)`: its rows delete and move as `onDelete`/`onMove` would.
        if Data.self is _EditActionsCarrying.Type, let edits = view.data as? any _EditActionsCarrying,
           edits._onDelete != nil || edits._onMove != nil, let plain = edits._withoutEditActions as? Data {
            var rows = view
            rows.data = plain
            _EditableContent<Self>._makeLazySegments(_EditableContent(content: rows, onDelete: edits._onDelete, onMove: edits._onMove),
                                                     &segments)
            return
        }
        nonisolated(unsafe) let view = view
        let data = view.data, idPath = view.idPath
        if Content.self is _LazyExpandable.Type || (LazyBodyHosts.isListing && LazyBodyExpansion.hasSections(Content.self)) {
            let content = view.content
            for element in data {
                // Disclosure groups and views with a body inside are told apart by the element's
                // id (§14.12, §31.5).
                let id = AnyHashable(element[keyPath: idPath])
                OutlineExpansion.withScope(id) {
                    LazyBodyHosts.withScope(id) { Content._makeLazySegments(content(element), &segments) }
                }
            }
            return
        }
        // An element of several views (`{ Row($0); Divider() }`, or a view whose body is several)
        // is as many rows (§31.5): the elements are evaluated to count them (only for such
        // content; a view with a body only where its state can be kept, `LazyBodyHosts`).
        if Content.Body.self == Never.self || LazyBodyHosts.isListing, let graph = EvaluationThread.currentGraph, Content._isViewList(graph) {
            expandElements(view, &segments)
            return
        }
        let start = data.startIndex
        if view.isIntegerRange {
            let range = unsafeBitCast(data, to: Range<Int>.self)
            let integerContent = view.integerContent, elementContent = view.elementContent
            var seg = _LazySegment(count: range.count, id: { AnyHashable(range.lowerBound + $0) }, build: { i, g, slot in
                if let integerContent {
                    g.buildSegmentElement(integerContent(range.lowerBound + i), &slot)
                } else if let elementContent {
                    g.buildSegmentElement(elementContent(unsafeBitCast(range.lowerBound + i, to: Data.Element.self)), &slot)
                }
            })
            seg.implicitTag = seg.id
            seg.intID = { range.lowerBound + $0 }
            if Content._hasContainerValues {
                seg.containerValues = { i in
                    if let integerContent { return .of(integerContent(range.lowerBound + i)) }
                    return elementContent.map { .of($0(unsafeBitCast(range.lowerBound + i, to: Data.Element.self))) } ?? ContainerValues()
                }
            }
            segments.append(seg)
            return
        }
        let content = view.content
        var seg = _LazySegment(
            count: data.count,
            id: { AnyHashable(data[data.index(start, offsetBy: $0)][keyPath: idPath]) },
            build: { i, g, slot in g.buildSegmentElement(content(data[data.index(start, offsetBy: i)]), &slot) })
        seg.implicitTag = seg.id
        if Content._hasContainerValues { seg.containerValues = { i in .of(content(data[data.index(start, offsetBy: i)])) } }
        segments.append(seg)
    }
}

/// The identity of one view of a `ForEach` element made of several: the element's id, and the
/// view's place and id among the element's.
struct ElementPart: Hashable {
    let element: AnyHashable
    let part: Int
    let id: AnyHashable
}

extension ForEach {
    /// The segments of a `ForEach` whose elements are lists of views: one segment of every view
    /// of every element, each identified by its element's id and its place in the element (so
    /// rows keep their keys when elements come and go), and tagged with the element's id (a
    /// view of a nested `ForEach` keeps its own). Elements with sections in them give their
    /// segments as they are, as a `ForEach` of sections does.
    @MainActor static func expandElements(_ view: Self, _ segments: inout [_LazySegment]) {
        let content = view.content, idPath = view.idPath
        var parts: [(id: AnyHashable, tag: AnyHashable, segment: _LazySegment, local: Int)] = []
        var offsets: [Int] = []
        var all: [_LazySegment] = []
        var sections = false
        for (offset, element) in view.data.enumerated() {
            let eid = AnyHashable(element[keyPath: idPath])
            let first = all.count
            LazyBodyHosts.withScope(eid) { Content._makeLazySegments(content(element), &all) }
            for k in first..<all.count {
                let s = all[k]
                if s.kind != .content { sections = true; continue }
                for j in 0..<s.count {
                    parts.append((AnyHashable(ElementPart(element: eid, part: k - first, id: s.id(j))), s.implicitTag?(j) ?? eid, s, j))
                    offsets.append(offset)
                }
            }
        }
        if sections { segments.append(contentsOf: all); return }
        var seg = _LazySegment(count: parts.count, id: { parts[$0].id }, build: { i, g, slot in
            let p = parts[i]
            p.segment.build(p.local, g, &slot)
        })
        seg.elementOffsets = offsets
        seg.implicitTag = { parts[$0].tag }
        if Content._hasContainerValues || parts.contains(where: { $0.segment.containerValues != nil }) {
            seg.containerValues = { i in parts[i].segment.containerValues?(parts[i].local) ?? ContainerValues() }
        }
        segments.append(seg)
    }
}

extension TupleView {
    /// Each element's segments, in order.
    @MainActor public static func _makeLazySegments(_ view: Self, _ segments: inout [_LazySegment]) {
        withPointer(to: view.value) { p in view.elements.lazySegments(UnsafeRawPointer(p), &segments) }
    }
}

extension Group {
    @MainActor public static func _makeLazySegments(_ view: Self, _ segments: inout [_LazySegment]) {
        Content._makeLazySegments(view.content, &segments)
    }
}

extension EmptyView {
    /// No element (an empty segment, so the segments after it keep their places): no row in a
    /// list, no subview in a custom container (§31.8).
    @MainActor public static func _makeLazySegments(_ view: Self, _ segments: inout [_LazySegment]) {
        segments.append(.empty)
    }
}

extension Optional where Wrapped: View {
    /// An empty segment when nil, else the wrapped view's segments: the segments after an `if`
    /// keep their places whether it shows its view or not, so the rows of a `ForEach` after it
    /// keep their keys and their state (SwiftUI's identity is structural, §13).
    @MainActor public static func _makeLazySegments(_ view: Self, _ segments: inout [_LazySegment]) {
        if let v = view {
            Wrapped._makeLazySegments(v, &segments)
        } else {
            segments.append(.empty)
        }
    }
}

extension _ConditionalContent {
    /// The chosen branch's segments.
    @MainActor public static func _makeLazySegments(_ view: Self, _ segments: inout [_LazySegment]) {
        switch view {
        case .trueContent(let v): TrueContent._makeLazySegments(v, &segments)
        case .falseContent(let v): FalseContent._makeLazySegments(v, &segments)
        }
    }
}

extension ModifiedContent where Content: View, Modifier: ViewModifier {
    /// A modifier that applies to each element applies to each element a lazy container builds:
    /// the content's segments, each element built with the modifier (§31). (On a single view the
    /// one element is the view, so this is the modifier applied to it.) Other modifiers make the
    /// modified content one element. An environment writer (`.passThrough`) applies to each
    /// element too: `List { ForEach(…) { … }.font(.title) }` has a row per element. A custom
    /// modifier on a list whose body is a list gives its body's views (`LazyBodyHosts`).
    @MainActor public static func _makeLazySegments(_ view: Self, _ segments: inout [_LazySegment]) {
        nonisolated(unsafe) let view = view
        let behavior = Modifier._viewListBehavior
        // A custom modifier on a list whose body is a list: the body's views (§31.4).
        if behavior == .body, let graph = EvaluationThread.currentGraph, LazyBodyHosts.isListing, Content._isViewList(graph),
           graph.isCustomModifierBodyList(Modifier.self, contentIsList: true),
           LazyBodyHosts.list(view.modifier, content: view.content, &segments) {
            return
        }
        guard behavior == .eachElement || behavior == .passThrough else {
            var seg = _LazySegment(count: 1, id: { AnyHashable($0) }, build: { _, g, slot in g.buildSegmentElement(view, &slot) })
            if _hasContainerValues { seg.containerValues = { _ in .of(view) } }
            segments.append(seg)
            return
        }
        let start = segments.count
        LazyBodyHosts.list(view.content, in: view.modifier, &segments)
        let modifier = view.modifier
        for k in start..<segments.count {
            let inner = segments[k]
            segments[k] = inner.building { i, g, slot in
                g.withElementModifier(TypedElementModifier(modifier)) { inner.build(i, g, &slot) }
            }
            if Modifier._writesContainerValues {
                let innerValues = inner.containerValues
                segments[k].containerValues = { i in
                    var values = innerValues?(i) ?? ContainerValues()
                    Modifier._writeContainerValues(modifier, &values)
                    return values
                }
            }
        }
    }
}

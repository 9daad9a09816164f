import Foundation

// iOS 18's custom containers (docs/semantics.md §31.8): `Group(subviews:)` and
// `ForEach(subviews:)` hand a container the views its content is made of — the elements of its
// view list (§31), each a `Subview` — to place, wrap, count or filter as it likes.
//
// How: the content's elements are enumerated as a lazy container enumerates its rows
// (`View._makeLazySegments`: a `ForEach` is one run of elements, any other view one element, a
// modifier applied to several views applies to each); a `Subview` is one element of one run,
// and building it builds that element (with the modifiers applied to it in the content, inside
// the ones applied to the subview) in the environment where the container reads its subviews.

/// One view of a container's content (SwiftUI's `Subview`): use it as a view where the
/// container's layout wants it, read `id` to track it and `containerValues` for what it handed
/// its container.
///
/// Differences: a view with a `body` made of several views (a custom view whose body is a
/// `ForEach`) is one subview here, where SwiftUI resolves the body into its views.
public struct Subview: Identifiable {
    /// A subview's identity: stable while its place in the content's structure and, inside a
    /// `ForEach`, its element's id stay the same.
    public struct ID: Hashable {
        let part: Int
        let element: AnyHashable
    }

    public let id: ID
    let segment: _LazySegment
    let index: Int
    /// The environment the view is built in (where `Group(subviews:)` or `ForEach(subviews:)`
    /// is); nil until known, then the environment where the subview is used.
    var environment: EnvironmentValues?

    /// The values the view handed its container with `containerValue(_:_:)`.
    public var containerValues: ContainerValues {
        guard let read = segment.containerValues else { return ContainerValues() }
        let index = self.index
        nonisolated(unsafe) var values = ContainerValues()
        MainActor.assumeIsolated { values = read(index) }
        return values
    }

    /// This subview built in the environment being built in (if it has none yet): called where
    /// the container uses it, during a build (`ForEach(subviews:)`'s content).
    func inContainerEnvironment() -> Subview {
        guard environment == nil else { return self }
        nonisolated(unsafe) var env: EnvironmentValues? = nil
        MainActor.assumeIsolated { env = EvaluationThread.currentGraph?.env }
        var s = self
        s.environment = env
        return s
    }
}

extension Subview: View, PrimitiveView {
    /// Builds the element, in its container's environment: environment modifiers applied to the
    /// subview do not reach it (Apple's `Subview` documentation); the transaction is this build's.
    public static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        guard var env = view.environment else {
            view.segment.build(view.index, graph, &slot)
            return
        }
        let saved = graph.env
        env.animation = saved.animation
        env.disablesAnimations = saved.disablesAnimations
        graph.env = env
        view.segment.build(view.index, graph, &slot)
        graph.env = saved
    }
}

/// The subviews of a view (SwiftUI's `SubviewsCollection`), in order; as a view, all of them.
public struct SubviewsCollection: RandomAccessCollection {
    public typealias Element = Subview
    public typealias Index = Int
    public typealias SubSequence = SubviewsCollectionSlice
    let subviews: [Subview]

    public var startIndex: Int { 0 }
    public var endIndex: Int { subviews.count }
    public subscript(position: Int) -> Subview { subviews[position] }
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(base: subviews[bounds]) }

    /// The subviews of `view`'s content elements (a section's header and footer are left out;
    /// its rows are in).
    @MainActor init<V: View>(of view: V, environment: EnvironmentValues?) {
        var segments: [_LazySegment] = []
        LazyBodyHosts.listingIfBuilding { V._makeLazySegments(view, &segments) }
        self.init(segments, segments.indices, environment: environment)
    }

    /// The subviews of the content elements of `segments[parts]`.
    @MainActor init(_ segments: [_LazySegment], _ parts: Range<Int>, environment: EnvironmentValues?) {
        var subviews: [Subview] = []
        for p in parts where segments[p].kind == .content {
            let seg = segments[p]
            for i in 0..<seg.count {
                subviews.append(Subview(id: Subview.ID(part: p, element: seg.id(i)), segment: seg, index: i, environment: environment))
            }
        }
        self.subviews = subviews
    }

    init(subviews: [Subview]) { self.subviews = subviews }

    /// These subviews built in the environment being built in.
    func inContainerEnvironment() -> SubviewsCollection {
        SubviewsCollection(subviews: subviews.map { $0.inContainerEnvironment() })
    }
}

/// Some of a view's subviews (SwiftUI's `SubviewsCollectionSlice`): `subviews[1...]`,
/// `subviews.prefix(3)`; as a view, those subviews.
public struct SubviewsCollectionSlice: RandomAccessCollection {
    public typealias Element = Subview
    public typealias Index = Int
    public typealias SubSequence = SubviewsCollectionSlice
    let base: ArraySlice<Subview>

    public var startIndex: Int { base.startIndex }
    public var endIndex: Int { base.endIndex }
    public subscript(position: Int) -> Subview { base[position] }
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(base: base[bounds]) }
}

extension SubviewsCollection: View, PrimitiveView {
    /// All the subviews, each its own view (as a `ForEach` over them).
    public static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        ForEach(view) { $0 }._makeNodeSelf(graph, &slot)
    }
    public static func _isViewList(_ graph: _ViewGraph) -> Bool { true }
    public static func _makeLazySegments(_ view: Self, _ segments: inout [_LazySegment]) {
        ForEach<Self, Subview.ID, Subview>._makeLazySegments(ForEach(view) { $0 }, &segments)
    }
}

extension SubviewsCollectionSlice: View, PrimitiveView {
    public static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        ForEach(view) { $0 }._makeNodeSelf(graph, &slot)
    }
    public static func _isViewList(_ graph: _ViewGraph) -> Bool { true }
    public static func _makeLazySegments(_ view: Self, _ segments: inout [_LazySegment]) {
        ForEach<Self, Subview.ID, Subview>._makeLazySegments(ForEach(view) { $0 }, &segments)
    }
}

// MARK: Group(subviews:)

/// The content of `Group(subviews:transform:)` (SwiftUI's `GroupElementsOfContent`): the
/// transform's result for the subviews of `Subviews`.
public struct GroupElementsOfContent<Subviews: View, Content: View> {
    let subviews: Subviews
    let transform: (SubviewsCollection) -> Content
}

extension GroupElementsOfContent: View, PrimitiveView {
    public static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        let result = view.transform(SubviewsCollection(of: view.subviews, environment: graph.env))
        Content._makeNode(result, graph, &slot)
    }
    /// A list when the transform's result is one.
    public static func _isViewList(_ graph: _ViewGraph) -> Bool { Content._isViewList(graph) }
    /// In a `List` or lazy stack: the rows of the transform's result.
    public static func _makeLazySegments(_ view: Self, _ segments: inout [_LazySegment]) {
        let result = view.transform(SubviewsCollection(of: view.subviews, environment: EvaluationThread.currentGraph?.env))
        Content._makeLazySegments(result, &segments)
    }
}

extension Group {
    /// A view made from the subviews of `view` by `transform` (iOS 18): the subviews are the
    /// views `view` is made of, as a stack would lay them out one by one.
    public init<Base: View, Result: View>(subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result)
    where Content == GroupElementsOfContent<Base, Result> {
        self.content = GroupElementsOfContent(subviews: view, transform: transform)
    }
}

// MARK: ForEach(subviews:)

/// The data of `ForEach(subviews:content:)` (SwiftUI's `ForEachSubviewCollection`).
public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
    public typealias Element = Subview
    public typealias Index = Int
    let subviews: [Subview]
    public var startIndex: Int { 0 }
    public var endIndex: Int { subviews.count }
    public subscript(position: Int) -> Subview { subviews[position] }
}

extension ForEach {
    /// A view for each subview of `view` (iOS 18), identified by the subview's id.
    @MainActor public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content)
    where Data == ForEachSubviewCollection<Content>, ID == Subview.ID {
        let subviews = SubviewsCollection(of: view, environment: nil).subviews
        self.init(ForEachSubviewCollection(subviews: subviews), id: \Subview.id, isIntegerRange: false,
                  content: { content($0.inContainerEnvironment()) })
    }
}

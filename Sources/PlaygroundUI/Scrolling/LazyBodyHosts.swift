import Foundation

// Views with a body inside a lazy container's content (docs/semantics.md §31.5).
//
// A `List`, a lazy stack or a custom container lists its content's views without building them
// (`View._makeLazySegments`), then builds each view as a row when it is needed. A view with a
// `body` is normally one of those views: its body is evaluated when its row is built, in the
// row's node. When the body is itself several views (`var body: some View { ForEach(…) { … } }`,
// `Section { … }`, `Text(…); Toggle(…)`), SwiftUI's container gets each of them: a custom view
// whose body is a `Section` is a section of the `Form`, not one row holding it. So such a view's
// body is evaluated while the content is listed, and its views are listed in its place.
//
// That body's `@State` and other dynamic properties need storage that outlives the listing: a
// *host* node per such view, kept in a table for the view that holds the container (the view
// whose body was being evaluated when the content was listed, its *owner*). A host is found again
// by where its view is in the content: which listing in the owner's body, the `ForEach` elements
// and hosts around it, and how many views of its type came before it there. The host binds the
// properties with the owner as the view to evaluate again when they change (its state, the
// observable objects its body read), since evaluating the owner lists the content again, with
// the host's new body. A host not met in the owner's latest evaluation goes, with its state.

/// The hosts of the views with a body that lazy containers in one owner's body listed.
@MainActor
final class LazyBodyHosts {
    struct Key: Hashable {
        /// The listing in the owner's body (counting those that met such a view), then the
        /// scopes (`ForEach` elements, hosts) around the view.
        let listing: Int
        let path: [AnyHashable]
        /// The host's type (`LazyBodyHostNode<V>` or `LazyModifierHostNode<M>`).
        let type: ObjectIdentifier
        /// How many hosts of `type` came before it in its scope.
        let ordinal: Int
    }

    /// The view whose body holds the containers (nil: the root, outside any body). A handle, not
    /// a weak reference (see `_ViewGraph.evaluating`).
    let owner: NodeHandle?
    private var hosts: [Key: (node: CompositeNodeBase, pass: Int)] = [:]
    /// The build pass of the latest listing, and how many listings that met a view with a body
    /// to list it has had.
    private var pass = -1
    private var listings = 0

    init(owner: CompositeNodeBase?) { self.owner = owner?.handle }

    /// Whether the view these hosts were made for is gone.
    var ownerIsGone: Bool { owner != nil && owner?.node == nil }

    /// The listing being made: its owner, and its hosts once a view with a body was met.
    private struct Listing {
        unowned(unsafe) var graph: _ViewGraph
        unowned(unsafe) var owner: CompositeNodeBase?
        var hosts: LazyBodyHosts?
        var listing = 0
        var scope: [AnyHashable] = []
        var ordinals: [ObjectIdentifier: Int] = [:]
    }
    private static var current: Listing?

    /// Runs `body`, a lazy container's listing of its content, with the hosts of the view whose
    /// body is being evaluated (the root's when none is).
    static func listing(_ graph: _ViewGraph, _ body: () -> Void) {
        let outer = current
        let owner = graph.evaluating
        // An owner's hosts learn of each of its evaluations that lists a container, so that a
        // view no longer in the content loses its state even when nothing else there has a
        // body to list (nothing to do in a graph that has never listed one).
        if !graph.lazyBodyHostTable.isEmpty, let hosts = graph.lazyBodyHostTable[owner.map { ObjectIdentifier($0) }],
           hosts.owner?.node === owner {
            hosts.enterPass(graph.stamp)
        }
        current = Listing(graph: graph, owner: owner)
        body()
        current = outer
    }

    /// Runs `body`, a listing of a view's subviews or sections (§31.8), as a listing of the
    /// graph being built when there is one (a `ForEach(subviews:)` is made in a body).
    static func listingIfBuilding(_ body: () -> Void) {
        if let graph = EvaluationThread.currentGraph { listing(graph, body) } else { body() }
    }

    /// Whether a lazy container's content is being listed.
    static var isListing: Bool { current != nil }

    /// Runs `body` with the views it meets counted inside `key` (a `ForEach` element, a host).
    static func withScope(_ key: AnyHashable, _ body: () -> Void) {
        guard current != nil else { body(); return }
        let outer = (current!.scope, current!.ordinals)
        current!.scope.append(key)
        current!.ordinals = [:]
        body()
        current!.scope = outer.0
        current!.ordinals = outer.1
    }

    /// The host of type `N` kept for the next view or modifier it hosts met in this listing, and
    /// its key (made the first time); nil outside a lazy container's listing.
    private static func host<N: LazyHostNode>(_ make: () -> N) -> (node: N, key: Key, listing: Listing)? {
        guard var listing = current else { return nil }
        if listing.hosts == nil {
            let hosts = listing.graph.lazyBodyHosts(for: listing.owner)
            hosts.enterPass(listing.graph.stamp)
            listing.listing = hosts.listings
            hosts.listings += 1
            listing.hosts = hosts
        }
        // Keyed by the host's type, which names the view or modifier type and which of the two
        // it is (a type could be both), so the node found is always an `N`.
        let type = ObjectIdentifier(N.self)
        let ordinal = listing.ordinals[type, default: 0]
        listing.ordinals[type] = ordinal + 1
        current = listing
        let key = Key(listing: listing.listing, path: listing.scope, type: type, ordinal: ordinal)
        let hosts = listing.hosts!
        let node = hosts.hosts[key].map { unsafeDowncast($0.node, to: N.self) } ?? make()
        hosts.hosts[key] = (node, hosts.pass)
        return (node, key, listing)
    }

    /// Lists the views of `view`'s body in its place, the body evaluated with the state of the
    /// host kept for it; false (nothing listed) outside a lazy container's listing.
    static func list<V: View>(_ view: V, _ segments: inout [_LazySegment]) -> Bool {
        guard let (host, key, listing) = host({ LazyBodyHostNode<V>() }) else { return false }
        let body = host.body(of: view, owner: listing.owner, listing.graph)
        withScope(AnyHashable(key)) { V.Body._makeLazySegments(body, &segments) }
        return true
    }

    /// The contents of the custom modifiers whose bodies are being listed, innermost last: the
    /// modifier's type, and how to list the content.
    private static var modifierContents: [(type: ObjectIdentifier, list: (inout [_LazySegment]) -> Void)] = []

    /// Lists the views of custom modifier `modifier`'s body applied to `content`, a list, in its
    /// place (§31.4): the body evaluated once, with the host's state, its `content` the content's
    /// views (`listModifierContent`); each view built with the content in scope, as the
    /// modifier's node builds its body. False (nothing listed) outside a lazy container's listing.
    static func list<M: ViewModifier, C: View>(_ modifier: M, content: C, _ segments: inout [_LazySegment]) -> Bool {
        guard let (host, key, listing) = host({ LazyModifierHostNode<M>() }) else { return false }
        let graph = listing.graph
        let built = ModifierContent(isList: true) { b, slot in C._makeNode(content, b, &slot) }
        let body = host.body(of: modifier, owner: listing.owner, graph)
        let start = segments.count
        graph.modifierContents.append(built)
        modifierContents.append((ObjectIdentifier(M.self), { C._makeLazySegments(content, &$0) }))
        withScope(AnyHashable(key)) { M.Body._makeLazySegments(body, &segments) }
        modifierContents.removeLast()
        graph.modifierContents.removeLast()
        for k in start..<segments.count {
            let inner = segments[k]
            segments[k] = inner.building { i, g, slot in
                g.modifierContents.append(built)
                inner.build(i, g, &slot)
                g.modifierContents.removeLast()
            }
        }
        return true
    }

    /// Lists the content of custom modifier `M` whose body is being listed: its views, each
    /// built outside the modifier's content scope (as `_ViewGraph.buildModifierContent` builds
    /// it). False when no such body is being listed.
    static func listModifierContent<M: ViewModifier>(_: M.Type, _ segments: inout [_LazySegment]) -> Bool {
        guard let top = modifierContents.last, top.type == ObjectIdentifier(M.self), let graph = current?.graph else { return false }
        modifierContents.removeLast()
        let scoped = graph.modifierContents.popLast()
        let start = segments.count
        top.list(&segments)
        if let scoped { graph.modifierContents.append(scoped) }
        modifierContents.append(top)
        _ViewGraph.buildOutsideContentScope(&segments, from: start)
        return true
    }

    /// Notes a listing in build pass `stamp`: a new pass (a new evaluation of the owner) first
    /// drops the hosts its last one did not meet, and counts its listings from 0.
    private func enterPass(_ stamp: Int) {
        guard stamp != pass else { return }
        let last = pass
        hosts = hosts.filter { $0.value.pass == last }
        pass = stamp
        listings = 0
    }
}

/// The storage of one view or custom modifier whose body a lazy container lists (see above):
/// its dynamic properties, bound with the owner as the view to evaluate again.
@MainActor
class LazyHostNode: CompositeNodeBase {
    /// Binds `value`'s properties to this host's storage and evaluates `body` (tracked for the
    /// owner when the type may observe).
    final func evaluate<T, R>(_ value: T, owner: CompositeNodeBase?, _ graph: _ViewGraph, _ body: (T) -> R) -> R {
        var v = value
        if !fields.isEmpty {
            let notified: _Node = owner ?? self
            withMutablePointer(to: &v) { p in
                let base = UnsafeMutableRawPointer(p)
                for i in fields.indices {
                    fields[i].binder._bind(base + fields[i].offset, &storage[i], graph, notified)
                }
            }
        }
        if tracksObservation { return (owner ?? self).evaluateTracked(graph) { body(v) } }
        return body(v)
    }

    /// Its state changed and no view holds the container: everything is built again.
    override func evaluateAgain(_ b: _ViewGraph) { b.stateDidChange(owner: nil) }
}

/// The host of a view whose body a lazy container lists.
@MainActor
final class LazyBodyHostNode<V: View>: LazyHostNode {
    init() {
        super.init(fields: DynamicPropertyField.fields(of: V.self))
        viewType = ObjectIdentifier(V.self)
        tracksObservation = ObservationGate.mayObserve(V.self)
    }

    func body(of view: V, owner: CompositeNodeBase?, _ graph: _ViewGraph) -> V.Body {
        evaluate(view, owner: owner, graph) { $0.body }
    }
}

/// The host of a custom modifier whose body a lazy container lists.
@MainActor
final class LazyModifierHostNode<M: ViewModifier>: LazyHostNode {
    init() {
        super.init(fields: DynamicPropertyField.fields(of: M.self))
        tracksObservation = ObservationGate.mayObserve(M.self)
    }

    func body(of modifier: M, owner: CompositeNodeBase?, _ graph: _ViewGraph) -> M.Body {
        evaluate(modifier, owner: owner, graph) { $0.body(content: _ViewModifier_Content<M>()) }
    }
}

/// Whether a lazy container lists the views a view's body is made of instead of the view:
/// when the body is several views, or has sections (a `Section`, or a view whose body has).
@MainActor
enum LazyBodyExpansion {
    private static var sectionsCache: [ObjectIdentifier: Bool] = [:]

    static func expands<V: View>(_ type: V.Type, _ graph: _ViewGraph) -> Bool {
        guard V.Body.self != Never.self else { return false }
        return V.Body._isViewList(graph) || hasSections(V.Body.self)
    }

    /// Whether `type` is a `Section` or disclosure group, a view with a body that is one, or one
    /// of those with modifiers that keep it in the list (found once per type).
    static func hasSections(_ type: Any.Type, depth: Int = 0) -> Bool {
        if type is _LazyExpandable.Type { return true }
        let key = ObjectIdentifier(type)
        if let known = sectionsCache[key] { return known }
        guard depth < 16 else { return false }
        var result = false
        if let wrapper = type as? _LazyContentWrapper.Type {
            result = hasSections(wrapper._wrappedContentType, depth: depth + 1)
        } else if let view = type as? any View.Type {
            result = bodyHasSections(view, depth)
        }
        sectionsCache[key] = result
        return result
    }

    private static func bodyHasSections<T: View>(_ type: T.Type, _ depth: Int) -> Bool {
        T.Body.self != Never.self && hasSections(T.Body.self, depth: depth + 1)
    }
}

/// An environment modifier, applied while a lazy container lists what it modifies, so that a
/// view whose body is listed there reads the environment its rows are built in (§31.5).
@MainActor protocol _ListedEnvironmentWriter {
    func _write(to environment: inout EnvironmentValues)
}

extension _EnvironmentModifier: _ListedEnvironmentWriter {
    func _write(to environment: inout EnvironmentValues) { change(&environment) }
}

extension _EnvironmentWriteModifier: _ListedEnvironmentWriter {
    func _write(to environment: inout EnvironmentValues) { W.write(value, to: &environment) }
}

extension LazyBodyHosts {
    /// Lists `content` in the environment `modifier` makes when it is an environment modifier
    /// (asked only of modifiers that change the environment alone), else as it is.
    static func list<C: View, M: ViewModifier>(_ content: C, in modifier: M, _ segments: inout [_LazySegment]) {
        guard M._changesEnvironmentOnly, isListing, let writer = modifier as? _ListedEnvironmentWriter,
              let graph = EvaluationThread.currentGraph else {
            C._makeLazySegments(content, &segments)
            return
        }
        let saved = graph.env
        writer._write(to: &graph.env)
        C._makeLazySegments(content, &segments)
        graph.env = saved
    }
}

/// A view that a lazy container lists as its content's views (a modified view whose modifier
/// applies to each view): `LazyBodyExpansion` looks through it.
@MainActor protocol _LazyContentWrapper {
    static var _wrappedContentType: Any.Type { get }
}

extension ModifiedContent: _LazyContentWrapper where Content: View, Modifier: ViewModifier {
    static var _wrappedContentType: Any.Type {
        switch Modifier._viewListBehavior {
        case .eachElement, .passThrough: return Content.self
        case .unary, .body: return Never.self
        }
    }
}

extension _ViewGraph {
    /// The hosts kept for `owner` (made when first asked; those of views gone are dropped then).
    func lazyBodyHosts(for owner: CompositeNodeBase?) -> LazyBodyHosts {
        let key = owner.map { ObjectIdentifier($0) }
        if let hosts = lazyBodyHostTable[key], hosts.owner?.node === owner { return hosts }
        lazyBodyHostTable = lazyBodyHostTable.filter { !$0.value.ownerIsGone }
        let hosts = LazyBodyHosts(owner: owner)
        lazyBodyHostTable[key] = hosts
        return hosts
    }
}

import Foundation

// iOS 17's `scrollPosition(id:anchor:)` (docs/semantics.md §14.16): a binding to the id of the
// view at the scroll view's leading edge, which follows the scrolling and, set by the program,
// scrolls that view there.

struct _ScrollPositionModifier {
    let read: () -> AnyHashable?
    let write: (AnyHashable?) -> Void
    let anchor: UnitPoint?

    init<ID: Hashable>(binding: Binding<ID?>, anchor: UnitPoint?) {
        read = { binding.wrappedValue.map { AnyHashable($0) } }
        write = { value in
            let typed = value?.base as? ID
            if typed != binding.wrappedValue { binding.wrappedValue = typed }
        }
        self.anchor = anchor
    }
}

extension _ScrollPositionModifier: PrimitiveModifier {
    @inline(__always) static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        b.modifierNode(&slot, content, { ScrollPositionNode() }) { node in
            node.modifier = m
            node.graph = b
            let value = m.read()
            // The program set an id other than the one reported: scroll to it after layout, with
            // the animation of the change that set it (`withAnimation`; the transaction has ended
            // by the time of placement).
            if value != node.reported {
                node.requested = value
                node.hasRequest = value != nil
                node.requestAnimation = b.env.animation
                // Placed again even when nothing else changed: the binding's bits are the same,
                // so without this a change that only this modifier reads moved nothing.
                b.changedDrawing(node)
            }
        }
    }
}

@MainActor
final class ScrollPositionNode: ModifierNode {
    @exclusivity(unchecked) var modifier: _ScrollPositionModifier?
    @exclusivity(unchecked) unowned(unsafe) var graph: _ViewGraph?
    /// The id last written to the binding (or scrolled to).
    @exclusivity(unchecked) var reported: AnyHashable?
    @exclusivity(unchecked) var requested: AnyHashable?
    @exclusivity(unchecked) var hasRequest = false
    @exclusivity(unchecked) var requestAnimation: Animation?

    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) {
        super.placeNode(rect, ctx)
        guard let m = modifier, let scroll = Self.firstScrollNode(in: content) else { return }
        if hasRequest, let id = requested {
            hasRequest = false
            reported = id
            withTransaction(Transaction(animation: requestAnimation)) { scroll.scroll(toID: id, anchor: m.anchor ?? .topLeading, ctx.graph) }
            return
        }
        let top = Self.leadingTarget(in: scroll)
        if top != reported {
            reported = top
            ctx.graph.lifecycle.add { m.write(top) }
        }
    }

    /// The first scroll view in `node`'s subtree (the view `scrollPosition` is applied to).
    static func firstScrollNode(in node: _Node?) -> ScrollNode? {
        var found: ScrollNode?
        var visited = 0
        func visit(_ n: _Node) {
            guard found == nil, visited < 10_000 else { return }
            visited += 1
            if let s = n as? ScrollNode { found = s; return }
            n.forEachChild(visit)
        }
        if let node { visit(node) }
        return found
    }

    /// The id of the first identified view (a `ForEach` element, a lazy stack's row, an `.id`)
    /// that is visible at the scroll view's leading edge along its axis, or the first visible one.
    static func leadingTarget(in scroll: ScrollNode, matching accepts: (AnyHashable) -> Bool = { _ in true }) -> AnyHashable? {
        // The visible region inside the content insets (safe area, content margins): a carousel's
        // neighbour peeking in the margin is not the view at the edge.
        let port = scroll.insetViewport
        let vertical = scroll.axes.contains(.vertical)
        var best: (AnyHashable, CGFloat)?
        func consider(_ id: AnyHashable, _ f: CGRect) {
            let start = vertical ? f.minY : f.minX, end = vertical ? f.maxY : f.maxX
            let pStart = vertical ? port.minY : port.minX, pEnd = vertical ? port.maxY : port.maxX
            guard end > pStart + 0.5, start < pEnd - 0.5 else { return }
            if best == nil || start < best!.1 { best = (id, start) }
        }
        ScrollViewReaderNode.forEachTarget(in: scroll) { id, node in if accepts(id) { consider(id, node.boundingFrame()) } }
        return best?.0
    }
}

extension View {
    /// Binds the id of the view at the leading edge of this scroll view (iOS 17): it changes as
    /// the view scrolls, and setting it scrolls the view with that id to the edge (`anchor`,
    /// top-leading when nil). The ids are those of `ForEach` elements and `.id(_:)` views inside.
    nonisolated public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        modifier(_ScrollPositionModifier(binding: id, anchor: anchor))
    }
}

// iOS 18's `ScrollPosition` and `scrollPosition(_:anchor:)` (docs/semantics.md §14.16): a value
// the program sets to scroll (to an edge, a point, a view's id) and that follows the user's
// scrolling (the id of the top-most view, `isPositionedByUser`).

/// Where a scroll view is scrolled, as a value (SwiftUI's `ScrollPosition`, iOS 18).
public struct ScrollPosition: Equatable {
    enum Target: Equatable { case none, edge(Edge), point(CGPoint), x(CGFloat), y(CGFloat), xy(CGFloat, CGFloat), id(AnyHashable, UnitPoint?) }
    var target: Target
    /// Counts the program's requests, so that asking twice for the same place scrolls twice.
    var request = 0
    /// The type of the views' ids it reports (nil: none is reported).
    let idType: ObjectIdentifier?
    let matchesIDType: @Sendable (AnyHashable) -> Bool

    /// The id of the top-most (leading-most) view of the id type as the user scrolls, or the id
    /// the program scrolled to.
    public private(set) var viewID: AnyHashable?
    /// Whether the user has scrolled since the program last set a position; setting it true
    /// forgets the edge and point.
    public var isPositionedByUser: Bool {
        didSet { if isPositionedByUser { if case .id = target {} else { target = .none } } }
    }

    private init<ID: Hashable & Sendable>(idType: ID.Type, target: Target) {
        self.target = target
        self.idType = ID.self == Never.self ? nil : ObjectIdentifier(ID.self)
        self.matchesIDType = { $0.base is ID }
        self.isPositionedByUser = false
        if case .id(let id, _) = target { viewID = id }
    }
    /// A position at the top (nothing requested), reporting the ids of views of `idType`.
    public init(idType: (some Hashable & Sendable).Type = Never.self) { self.init(idType: idType, target: .none) }
    /// A position at `edge`.
    public init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge) { self.init(idType: idType, target: .edge(edge)) }
    /// A position at `point` (the visible region's origin in the content, 0 at rest at the top).
    public init(idType: (some Hashable & Sendable).Type = Never.self, point: CGPoint) { self.init(idType: idType, target: .point(point)) }
    public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat) { self.init(idType: idType, target: .x(x)) }
    public init(idType: (some Hashable & Sendable).Type = Never.self, y: CGFloat) { self.init(idType: idType, target: .y(y)) }
    public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat, y: CGFloat) { self.init(idType: idType, target: .xy(x, y)) }
    /// A position at the view identified by `id`, its `anchor` at the same point of the scroll view.
    public init<ID: Hashable & Sendable>(id: ID, anchor: UnitPoint? = nil) { self.init(idType: ID.self, target: .id(AnyHashable(id), anchor)) }

    /// The edge it was set to, until the user scrolls.
    public var edge: Edge? { if case .edge(let e) = target { return e }; return nil }
    /// The point it was set to, until the user scrolls.
    public var point: CGPoint? { if case .point(let p) = target { return p }; return nil }
    public var x: CGFloat? {
        switch target { case .x(let x), .xy(let x, _): return x; case .point(let p): return p.x; default: return nil }
    }
    public var y: CGFloat? {
        switch target { case .y(let y), .xy(_, let y): return y; case .point(let p): return p.y; default: return nil }
    }
    /// The view id as `type`, when it is one.
    public func viewID<T: Hashable>(type: T.Type) -> T? { viewID?.base as? T }

    private mutating func set(_ t: Target) {
        target = t
        request &+= 1
        isPositionedByUser = false
        if case .id(let id, _) = t { viewID = id } else { viewID = nil }
    }
    public mutating func scrollTo(edge: Edge) { set(.edge(edge)) }
    public mutating func scrollTo(point: CGPoint) { set(.point(point)) }
    public mutating func scrollTo(x: CGFloat) { set(.x(x)) }
    public mutating func scrollTo(y: CGFloat) { set(.y(y)) }
    public mutating func scrollTo(x: CGFloat, y: CGFloat) { set(.xy(x, y)) }
    public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) { set(.id(AnyHashable(id), anchor)) }

    /// What the user's scrolling made of it: positioned by the user, with the top-most view's id.
    mutating func userScrolled(to id: AnyHashable?) {
        target = .none
        isPositionedByUser = true
        viewID = id
    }

    public static func == (a: ScrollPosition, b: ScrollPosition) -> Bool {
        a.target == b.target && a.request == b.request && a.idType == b.idType && a.viewID == b.viewID
            && a.isPositionedByUser == b.isPositionedByUser
    }
}

struct _ScrollPositionValueModifier {
    let binding: Binding<ScrollPosition>
    let anchor: UnitPoint?
}

extension _ScrollPositionValueModifier: PrimitiveModifier {
    static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        b.modifierNode(&slot, content, { ScrollPositionValueNode() }) { node in
            node.modifier = m
            // The animation of the change that set a new position (`withAnimation`): the scroll
            // is made at placement, after the transaction has ended.
            if m.binding.wrappedValue.request != node.handledRequest {
                node.requestAnimation = b.env.animation
                // Placed again even when nothing else changed (the binding's bits are the same).
                b.changedDrawing(node)
            }
        }
    }
}

/// Scrolls its first scroll view when the program sets a new position, and writes the user's
/// scrolling back into the binding.
@MainActor
final class ScrollPositionValueNode: ModifierNode {
    @exclusivity(unchecked) var modifier: _ScrollPositionValueModifier?
    /// The request last carried out (-1: none yet, so a position made at an edge scrolls there).
    @exclusivity(unchecked) private(set) var handledRequest = -1
    /// The animation of the build that brought a new request.
    @exclusivity(unchecked) var requestAnimation: Animation?
    /// The scroll view's count of user moves when last looked at.
    @exclusivity(unchecked) private var seenUserMoves = 0

    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) {
        super.placeNode(rect, ctx)
        guard let m = modifier, let scroll = ScrollPositionNode.firstScrollNode(in: content) else { return }
        let position = m.binding.wrappedValue
        if position.request != handledRequest {
            handledRequest = position.request
            seenUserMoves = scroll.userMoves
            scroll.scroll(to: position, anchor: m.anchor, animation: requestAnimation, ctx.graph)
            return
        }
        guard scroll.userMoves != seenUserMoves else { return }
        seenUserMoves = scroll.userMoves
        var top: AnyHashable?
        if position.idType != nil {
            top = ScrollPositionNode.leadingTarget(in: scroll, matching: position.matchesIDType)
        }
        let binding = m.binding
        ctx.graph.lifecycle.add {
            var p = binding.wrappedValue
            p.userScrolled(to: top)
            if p != binding.wrappedValue { binding.wrappedValue = p }
        }
    }
}

extension ScrollNode {
    /// Scrolls to what `position` asks for (animated in an animated transaction).
    func scroll(to position: ScrollPosition, anchor: UnitPoint?, animation: Animation?, _ graph: _ViewGraph) {
        let m = maxOffset
        var goal = offset
        switch position.target {
        case .none: return
        case .edge(.top): goal.y = 0
        case .edge(.bottom): goal.y = m.y
        case .edge(.leading): goal.x = 0
        case .edge(.trailing): goal.x = m.x
        case .point(let p): goal = p
        case .x(let x): goal.x = x
        case .y(let y): goal.y = y
        case .xy(let x, let y): goal = CGPoint(x: x, y: y)
        case .id(let id, let a):
            withTransaction(Transaction(animation: animation)) { scroll(toID: id, anchor: a ?? anchor ?? .topLeading, graph) }
            return
        }
        animate(to: goal, animation, graph, time: graph.time)
    }
}

extension View {
    /// Binds the position of the first scroll view in this view (iOS 18): setting it scrolls
    /// (to an edge, a point or a view's id, animated inside `withAnimation`), and the user's
    /// scrolling is written back (`isPositionedByUser`, the top-most view's `viewID`).
    nonisolated public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        modifier(_ScrollPositionValueModifier(binding: position, anchor: anchor))
    }
}

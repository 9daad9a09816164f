import Foundation

// iOS 17's scroll targets (docs/semantics.md §14.6): where a scroll view comes to rest when a
// drag ends. The scroll view works out where its fling would stop, asks the behavior in its
// environment to move that target (`updateTarget(_:context:)`), and glides there.

/// Where a scroll view should scroll to: a rect of its content to show.
public struct ScrollTarget: Sendable {
    /// The rect of the content the scroll view should show, in the content's coordinates: with
    /// no `anchor`, its origin is where the visible region (inside the content insets) starts.
    public var rect: CGRect
    /// The point of the visible region `rect`'s same point is aligned with; nil: `rect`'s
    /// origin at the visible region's origin.
    public var anchor: UnitPoint?

    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

/// How a scroll view chooses where to rest after a drag (SwiftUI's `ScrollTargetBehavior`).
public protocol ScrollTargetBehavior {
    /// Moves `target` — where the fling would have stopped — to where the scroll view should
    /// rest.
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
    typealias TargetContext = ScrollTargetBehaviorContext
}

/// What a behavior knows when it moves a target.
@dynamicMemberLookup
public struct ScrollTargetBehaviorContext {
    /// The target when the drag began: the visible region then.
    public var originalTarget: ScrollTarget
    /// The drag's velocity when it ended, in points per second along the content (positive:
    /// toward its end).
    public var velocity: CGVector
    /// The size of the scroll view's content.
    public var contentSize: CGSize
    /// The size of the scroll view less its content insets (safe area, content margins).
    public var containerSize: CGSize
    /// The axes the scroll view scrolls along.
    public var axes: Axis.Set
    let environment: EnvironmentValues
    /// Where the content was when the drag ended (a target's coordinates).
    let releaseOffset: CGPoint
    /// The leading edges of the views of the scroll view's `scrollTargetLayout()`s that lie in
    /// a window (`ScrollNode.scrollTargetEdges(in:)`; a behavior runs on the main actor).
    let targetEdges: (ClosedRange<CGFloat>) -> [CGFloat]

    /// The scroll view's environment values (`context.horizontalSizeClass`).
    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { environment[keyPath: keyPath] }

    /// The main axis (vertical unless the scroll view scrolls horizontally only).
    var axis: Axis { axes.contains(.vertical) ? .vertical : .horizontal }
    func along(_ p: CGPoint) -> CGFloat { axis == .vertical ? p.y : p.x }
    func along(_ s: CGSize) -> CGFloat { axis == .vertical ? s.height : s.width }
    func setAlong(_ v: CGFloat, _ r: inout CGRect) { if axis == .vertical { r.origin.y = v } else { r.origin.x = v } }
}

/// Rest with a view's leading (top) edge at the scroll view's (`.viewAligned`): the views of
/// the layouts marked with `scrollTargetLayout()`.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, Equatable {
    /// How many views one drag may pass.
    public struct LimitBehavior: Equatable, Sendable {
        enum Kind: Equatable { case automatic, always, never, byFew, byOne }
        let kind: Kind
        /// Limited in a compact size class along the scrolled axis (an iPhone's width), else
        /// not.
        public static let automatic = LimitBehavior(kind: .automatic)
        /// Always limited: at most about a screenful of views a drag.
        public static let always = LimitBehavior(kind: .always)
        /// Never limited: as far as the fling goes.
        public static let never = LimitBehavior(kind: .never)
        /// A few views a drag (iOS 18; here as `always`).
        public static let alwaysByFew = LimitBehavior(kind: .byFew)
        /// One view a drag (iOS 18).
        public static let alwaysByOne = LimitBehavior(kind: .byOne)
    }
    let limitBehavior: LimitBehavior
    public init(limitBehavior: LimitBehavior = .automatic) { self.limitBehavior = limitBehavior }

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let projected = context.along(target.rect.origin), release = context.along(context.releaseOffset)
        let page = context.along(context.containerSize)
        let maxOffset = max(context.along(context.contentSize) - page, 0)
        var kind = limitBehavior.kind
        if kind == .automatic {
            let compact = context.axis == .horizontal ? context.horizontalSizeClass == .compact : context.verticalSizeClass == .compact
            kind = compact ? .always : .never
        }
        // The window of edges a drag may reach: a screenful either way of where it was let go
        // when limited; wherever the fling goes otherwise.
        let goal: CGFloat
        switch kind {
        case .never, .automatic: goal = projected
        case .always, .byFew: goal = min(max(projected, release - page), release + page)
        case .byOne: goal = projected
        }
        let lo = min(goal, release) - page, hi = max(goal, release) + page
        var edges = context.targetEdges(lo...hi).map { min(max($0, 0), maxOffset) }
        if kind == .byOne {
            // The edges either side of where it was let go.
            let before = edges.filter { $0 <= release + 0.5 }.max(), after = edges.filter { $0 >= release - 0.5 }.min()
            edges = [before, after].compactMap { $0 }
        } else if kind == .always || kind == .byFew {
            edges = edges.filter { $0 >= release - page - 0.5 && $0 <= release + page + 0.5 }
        }
        guard let best = edges.min(by: { abs($0 - goal) < abs($1 - goal) }) else { return }
        context.setAlong(best, &target.rect)
        target.anchor = nil
    }
}

/// Rest on whole pages, a page being the scroll view's size less its insets (`.paging`).
public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Equatable {
    public init() {}

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let page = context.along(context.containerSize)
        guard page > 0 else { return }
        let projected = context.along(target.rect.origin), release = context.along(context.releaseOffset)
        let maxOffset = max(context.along(context.contentSize) - page, 0)
        // One page a drag: the page boundaries either side of where it was let go, the one
        // nearer where the fling would stop (the last page ends at the content's end).
        // (The page after the last whole one is the content's end.)
        let below = min((release / page).rounded(.down) * page, maxOffset), above = min(below + page, maxOffset)
        let best = abs(projected - below) <= abs(projected - above) ? below : above
        context.setAlong(max(best, 0), &target.rect)
        target.anchor = nil
    }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { .init() }
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        .init(limitBehavior: limitBehavior)
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { .init() }
}

/// A behavior in the environment, compared so that re-building an unchanged one changes nothing:
/// the same type with the same bytes (a behavior holding a reference compares that reference).
struct ScrollTargetBehaviorBox: Equatable {
    let behavior: any ScrollTargetBehavior
    static func == (a: Self, b: Self) -> Bool { a.behavior.hasSameBytes(as: b.behavior) }
}

extension ScrollTargetBehavior {
    fileprivate func hasSameBytes(as other: any ScrollTargetBehavior) -> Bool {
        guard var o = other as? Self else { return false }
        var s = self
        return withUnsafeBytes(of: &s) { a in withUnsafeBytes(of: &o) { b in a.elementsEqual(b) } }
    }
}

struct ScrollTargetBehaviorKey: EnvironmentKey { static var defaultValue: ScrollTargetBehaviorBox? { nil } }

extension ScrollNode {
    /// Where a drag that began at `start` and ended now with `velocity` comes to rest: the
    /// fling's end, moved by `behavior`, clamped to the content; nil when the behavior left the
    /// target as it was (the ordinary fling then).
    func settledOffset(_ behavior: ScrollTargetBehaviorBox, start: CGPoint, velocity: SIMD2<Double>) -> CGPoint? {
        let i = contentInsets
        let container = CGSize(width: max(frame.width - i.leading - i.trailing, 0), height: max(frame.height - i.top - i.bottom, 0))
        let flung = CGPoint(x: offset.x + CGFloat(ScrollPhysics.flingTotal(velocity: velocity.x)),
                            y: offset.y + CGFloat(ScrollPhysics.flingTotal(velocity: velocity.y)))
        var target = ScrollTarget(rect: CGRect(origin: clamped(flung), size: container))
        let context = ScrollTargetBehaviorContext(
            originalTarget: ScrollTarget(rect: CGRect(origin: clamped(start), size: container)),
            velocity: CGVector(dx: velocity.x, dy: velocity.y), contentSize: contentSize, containerSize: container,
            axes: axes, environment: behaviorEnvironment ?? EnvironmentValues(), releaseOffset: offset,
            targetEdges: { [unowned(unsafe) self] window in MainActor.assumeIsolated { self.scrollTargetEdges(in: window) } })
        let proposed = target
        behavior.behavior.updateTarget(&target, context: context)
        if target.rect == proposed.rect, target.anchor == nil { return nil }
        let r = target.rect
        var goal = r.origin
        if let a = target.anchor {
            goal = CGPoint(x: r.minX + a.x * (r.width - container.width), y: r.minY + a.y * (r.height - container.height))
        }
        if !axes.contains(.horizontal) { goal.x = offset.x }
        if !axes.contains(.vertical) { goal.y = offset.y }
        return clamped(goal)
    }

    /// The leading edges, along the content (a target's coordinates), of the views of the
    /// `scrollTargetLayout()`s in this scroll view that lie in `window`.
    func scrollTargetEdges(in window: ClosedRange<CGFloat>) -> [CGFloat] {
        guard let content else { return [] }
        let vertical = axes.contains(.vertical)
        let rtl = !vertical && isRTL
        let c = content.frame
        // A root-space rect's leading edge along the content (right to left: from its right).
        func edge(_ r: CGRect) -> CGFloat { vertical ? r.minY - c.minY : (rtl ? c.maxX - r.maxX : r.minX - c.minX) }
        var edges: [CGFloat] = []
        var visited = 0
        func visit(_ n: _Node) {
            guard visited < 10_000 else { return }
            visited += 1
            if n !== self, n is ScrollNode { return }          // a nested scroll view has its own
            if let marker = n as? ScrollTargetLayoutNode {
                marker.forEachTarget(vertical: vertical, rtl: rtl) { r in
                    let e = edge(r)
                    if window.contains(e) { edges.append(e) }
                }
                return
            }
            n.forEachChild(visit)
        }
        visit(content)
        return edges
    }
}

/// `scrollTargetLayout()`: marks the layout it is applied to; each of that layout's views is a
/// target of `.viewAligned`.
struct _ScrollTargetLayoutModifier: PrimitiveModifier {
    let isEnabled: Bool
    static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        guard m.isEnabled else { C._makeNode(content, b, &slot); return }
        b.modifierNode(&slot, content, { ScrollTargetLayoutNode() }) { _ in }
    }
}

@MainActor
final class ScrollTargetLayoutNode: PassthroughNode {
    /// Calls `body` with the root-space frame of each view of the marked layout: the first node
    /// under this one, through modifiers, that lays out a list of views. A lazy stack's rows
    /// count whether built or not (where it places or estimates them). Marking a view that is no
    /// layout (a `ForEach` marks each of its views) makes that view a target.
    func forEachTarget(vertical: Bool, rtl: Bool, _ body: (CGRect) -> Void) {
        var n: _Node? = content
        var depth = 0
        while let cur = n, depth < 64, cur.viewType == nil {   // not into a view's body
            if let lazy = cur as? LazyStackNode { lazy.forEachRowFrame(body); return }
            if let stack = cur as? ContainerNode {
                for item in stack.layoutItems() { body(item.boundingFrame()) }
                return
            }
            var only: _Node?, count = 0
            cur.forEachChild { only = $0; count += 1 }
            guard count == 1 else { break }
            n = only
            depth += 1
        }
        // (A marker is transparent: a layout places its content, not it.)
        body(boundingFrame())
    }
}

extension View {
    /// Where scroll views inside come to rest when a drag ends (§14.6): `.paging`,
    /// `.viewAligned`, or a behavior of your own.
    nonisolated public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        nonisolated(unsafe) let box = ScrollTargetBehaviorBox(behavior: behavior)
        return modifier(_EnvironmentModifier { $0[ScrollTargetBehaviorKey.self] = box })
    }
    /// Makes each view of this layout a place `.viewAligned` can rest on (§14.6).
    nonisolated public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        modifier(_ScrollTargetLayoutModifier(isEnabled: isEnabled))
    }
    /// Lets the content of scroll views inside draw outside their bounds (a carousel's shadows,
    /// the cards beside the one in view); touches still reach only what lies inside (§14.6).
    nonisolated public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        modifier(_EnvironmentModifier { $0[ScrollClipDisabledKey.self] = disabled })
    }
}

struct ScrollClipDisabledKey: EnvironmentKey { static var defaultValue: Bool { false } }

/// How prominent a section's header is (SwiftUI's `Prominence`).
public enum Prominence: Hashable, Sendable { case standard, increased }

extension View {
    /// A list section header's prominence (`.increased`: larger, in the label colour on iOS):
    /// accepted, inert here — headers keep the standard look (§14.9).
    nonisolated public func headerProminence(_ prominence: Prominence) -> some View { self }
}

import Foundation

/// A node holding a list of views with no geometry of its own (tuple content, Group, ForEach,
/// conditional/optional content, AnyView). In a stack its children become the stack's items; as
/// the single content of a modifier or the root it lays them out as its implicit root: like a
/// VStack, or in an overlay's or background's content like a ZStack (§31.6).
@MainActor @usableFromInline
class ListNode: _Node {
    override var cachesFolds: Bool { true }
    /// The implicit root of the one-view slot this list was built in (`.inList`: a list
    /// context, or a slot that records none; laid out like a VStack).
    @usableFromInline @exclusivity(unchecked) private(set) var implicitRoot = ImplicitRoot.inList
    /// A lazy stack row's layout (`ImplicitRoot.lazyRow`).
    @exclusivity(unchecked) private var rowLayout = LazyRowLayout()
    @usableFromInline
    final func setImplicitRoot(_ root: ImplicitRoot, _ b: _ViewGraph) {
        if root == .lazyRow {
            if implicitRoot == .lazyRow && rowLayout == b.lazyRowLayout { return }
            rowLayout = b.lazyRowLayout
        }
        implicitRoot = root
        b.changed(self)
    }
    /// Whether it is laid out like a ZStack (an implicit ZStack is centred).
    private var isZStack: Bool { implicitRoot == .zstack }
    @usableFromInline @exclusivity(unchecked) var slots: [_Node?] = []

    override var isTransparent: Bool { true }
    // The visits read the slots without retaining each node (`forEachUnretained`, node-model step 28).
    override func forEachChild(_ body: (_Node) -> Void) { forEachUnretained(slots, body) }
    override func stampChildren(_ stamp: Int, _ s: inout StampSummary) {
        forEachUnretained(slots) { s.absorb($0, into: self, stamp) }
    }
    override func forEachChildReversed(_ body: (_Node) -> Void) {
        if zOrdersItems { ZOrder.forEachFrontToBack(currentItems(), body); return }
        forEachUnretained(slots, reversed: true, body)
    }
    /// Laid out as one view with items that have a `zIndex` (set where it is placed): drawn and
    /// hit-tested by zIndex, as a stack's items are (a scroll view's content, a lazy stack's row
    /// of several views).
    @exclusivity(unchecked) private var zOrdersItems = false
    override func emitContent(_ ctx: inout EmitContext) {
        if zOrdersItems { ZOrder.emit(currentItems(), under: self, lists: self, &ctx); return }
        emitInOrder(&ctx)
    }
    /// Draws the slots in order.
    func emitInOrder(_ ctx: inout EmitContext) {
        forEachUnretained(slots) { $0.emit(&ctx) }
    }
    override func collectItems(_ items: inout [_Node]) { forEachUnretained(slots) { $0.collectItems(&items) } }
    override var producesViews: Bool {
        for case let c? in slots where c.producesViews { return true }
        return false
    }
    override var listElements: [_Node?]? { slots }
    override func forEachTransitionNodeOnSpine(_ body: (TransitionNode) -> Bool) -> Bool {
        for case let c? in slots where !c.forEachTransitionNodeOnSpine(body) { return false }
        return true
    }

    private func currentItems() -> [_Node] {
        itemCache.update(self)
        return itemCache.items
    }
    @exclusivity(unchecked) private var itemCache = ItemCache()
    @exclusivity(unchecked) private var measurements = StackMeasurements()

    override var layoutPriority: Double {
        let it = currentItems()
        return it.count == 1 ? it[0].layoutPriority : 0
    }
    override var zIndex: Double {
        let it = currentItems()
        return it.count == 1 ? it[0].zIndex : 0
    }
    override var isSpacer: Bool {
        let it = currentItems()
        return it.count == 1 && it[0].isSpacer
    }

    /// Laid out like a VStack: its first view's top, its last view's bottom (like a ZStack:
    /// every view's).
    override func stackEdgeSpacing(_ edge: VerticalEdge, _ b: _ViewGraph) -> EdgeSpacing {
        let it = currentItems()
        if isZStack && it.count > 1 { return StackAlgorithm.unionEdgeSpacing(it, edge, b) }
        guard let n = edge == .top ? it.first : it.last else { return .plain(edge) }
        return n.stackEdgeSpacing(edge, b)
    }

    override func sizeThatFits(_ p: ProposedViewSize, _ b: _ViewGraph) -> CGSize {
        let it = currentItems()
        if it.count == 1 { return it[0].measure(p, b) }
        if isZStack { return ZStackLayout.size(it, alignment: .center, p, b) }
        if implicitRoot == .lazyRow {
            return StackAlgorithm.size(items: it, axis: rowLayout.axis, spacing: rowLayout.spacing, proposal: p, b, &measurements)
        }
        return StackAlgorithm.size(items: it, axis: .vertical, spacing: nil, proposal: p, b, &measurements)
    }

    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) {
        frame = rect
        let it = currentItems()
        zOrdersItems = it.count > 1 && itemCache.hasZIndex
        if it.count == 1 { it[0].place(rect, ctx); return }
        if isZStack { ZStackLayout.placeStacked(it, alignment: .center, in: rect, ctx); return }
        if implicitRoot == .lazyRow {
            StackAlgorithm.place(items: it, axis: rowLayout.axis, spacing: rowLayout.spacing, alignmentFraction: rowLayout.alignmentFraction,
                                 in: rect, ctx, &measurements, owner: self)
            return
        }
        StackAlgorithm.place(items: it, axis: .vertical, spacing: nil, alignmentFraction: 0.5, in: rect, ctx, &measurements, owner: self)
    }

    /// As a ZStack: the explicit guides of its views, where they fall in the stack (the one
    /// view of an overlay's content is aligned by them, §26.1).
    override func explicitAlignment(_ key: AlignmentKey, size: CGSize, _ b: _ViewGraph) -> CGFloat? {
        let it = currentItems()
        if it.count == 1 { return it[0].explicitAlignment(key, size: size, b) }
        return isZStack ? ZStackLayout.explicitAlignment(it, alignment: .center, key, size: size, b) : nil
    }
}

/// Static content (TupleView, Group): no default value is injected.
@MainActor @usableFromInline
final class StaticListNode: ListNode {
    @usableFromInline override init() { super.init() }
}

/// Dynamic content (ForEach, `if`, optional content, AnyView): injects `defaultValue` (§1.3), and
/// runs insertion/removal transitions for children added or dropped in an animated transaction (§7.6).
@MainActor @usableFromInline
final class DynamicListNode: ListNode {
    /// ForEach ids of `slots`.
    @exclusivity(unchecked) var ids: [AnyHashable] = []
    /// ForEach: the same ids typed (a `TypedIDs<ID>`), and `ID`'s type, for the per-frame check.
    /// AnyView: `typedIDType` is the wrapped view's type.
    @exclusivity(unchecked) var typedIDs: AnyObject?
    @exclusivity(unchecked) var typedIDType: ObjectIdentifier?
    /// For `ForEach(range)` identified by the integers themselves: the range `ids` holds, so an
    /// unchanged range is recognised without comparing ids.
    @usableFromInline @exclusivity(unchecked) var idRange: Range<Int>?
    override var isDynamicContainer: Bool { true }
    @usableFromInline override init() { super.init(); ownFlags = _Node.dynamicContentFlag }
    /// The ForEach id of `slots[i]` (nil for content without ids).
    func id(ofSlot i: Int) -> AnyHashable? {
        idRange.map { AnyHashable($0.lowerBound + i) } ?? (i < ids.count ? ids[i] : nil)
    }

    /// A child in a transition: `progress` animates toward 1 (inserted) or 0 (removed).
    struct Transitioning {
        let node: _Node
        let parts: [TransitionPart]
        let animator: VectorAnimator
        /// A removed view's frames are in the layout it left: the origin its parent had then.
        var parentTarget: CGPoint? = nil
        /// When the removal began.
        var start = 0.0
        /// A removed view stays where it was drawn while the nodes above it move (§7.5): the
        /// frame animators moving them when it was first drawn leaving, with their values at
        /// `start`, whose motion since is taken back (nil: not yet looked up).
        var heldBy: [(animator: VectorAnimator, from: SIMD4<Double>)]? = nil
        /// The outgoing view of a hero, which moves toward the incoming one's place from where its
        /// parent goes (`shiftOfParent(ofRemoval:)`), so it is not held.
        var isHero = false
        /// The animation the transition runs on (the transaction's or an `.animation` modifier's
        /// above the list): a hero's outgoing view moves on it too.
        var animation: Animation? = nil
        /// The insertion a removal interrupted, when both move the same parts (a symmetric
        /// transition): it runs on, and the removal adds to it (§7.6).
        var interrupted: VectorAnimator? = nil
        /// For an interrupted insertion, drawn where the layout put it whatever moved above it
        /// (§7.5): the frame animators moving the nodes above then, with the targets they had,
        /// where it stays drawn from (not where those nodes were drawn when it left).
        var pinnedTo: [(animator: VectorAnimator, target: SIMD4<Double>)]? = nil

        /// How present the view is at `time` (1 = fully): a removal that interrupted an
        /// insertion adds to it, as SwiftUI's animations add — the insertion's progress, less
        /// the removal's — so nothing jumps: a linear fade-in reversed half way holds at one half
        /// until the insertion would have ended, then fades out.
        func presence(at time: Double) -> Double {
            let own = animator.value(at: time).x
            guard let interrupted else { return own }
            return own + interrupted.value(at: time).x - 1
        }

        /// `node` leaving with `parts` on `animation` from `time`, laid out last under a parent
        /// whose origin was `parentTarget`.
        static func removal(_ node: _Node, _ parts: [TransitionPart], _ animation: Animation, time: Double,
                            parentTarget: CGPoint) -> Transitioning {
            Transitioning(node: node, parts: parts,
                          animator: VectorAnimator(from: SIMD4(1, 0, 0, 0), to: .zero, animation: animation, time: time),
                          parentTarget: parentTarget, start: time, animation: animation)
        }
        /// `node` arriving with `parts` on `animation` from `time`.
        static func insertion(_ node: _Node, _ parts: [TransitionPart], _ animation: Animation, time: Double) -> Transitioning {
            Transitioning(node: node, parts: parts, animator: VectorAnimator(from: .zero, to: SIMD4(1, 0, 0, 0), animation: animation, time: time))
        }
    }
    /// Removed children still drawn while their removal transition runs (not hit-tested, and their
    /// preferences excluded, as `_includesRemovedValues` is false by default).
    @exclusivity(unchecked) private(set) var removals: [Transitioning] = []
    @exclusivity(unchecked) private var insertions: [ObjectIdentifier: Transitioning] = [:]
    @usableFromInline @exclusivity(unchecked) var hasBuilt = false

    /// Compares the children after a build with `old`; starts transitions when the build's
    /// transaction animates.
    /// Records that this list has been built once (children added later may transition).
    @inlinable func markBuilt() { hasBuilt = true }

    /// Builds `view` as branch `index` of an `if`/`else` (two slots): the other branch's node, if
    /// any, is dropped with its state (§13). When the same branch is built into the same node
    /// again, nothing but that branch is touched: the other slot is only read.
    @inlinable
    final func buildBranch<V: View>(_ index: Int, _ view: V, _ root: ImplicitRoot, _ b: _ViewGraph) {
        if slots.count != 2 { slots = [nil, nil] }
        let other = 1 - index
        let kept = slots[index]
        // (`buildOnlyChild` written out: in debug builds each generic call layer costs metadata
        // lookups, and an `if` is built as often as any view.)
        if slots[other] == nil {
            if root != .inList { b.buildOneView(view, root, &slots[index]) } else { b.buildElement(view, &slots[index]) }
            if slots[index] === kept { hasBuilt = true; return }
            finishUpdate(old: index == 0 ? [kept, nil] : [nil, kept], b)
        } else {
            let dropped = slots[other]
            slots[other] = nil
            if root != .inList { b.buildOneView(view, root, &slots[index]) } else { b.buildElement(view, &slots[index]) }
            finishUpdate(old: index == 0 ? [kept, dropped] : [dropped, kept], b)
        }
    }

    /// How far the parent that `removed` (one of this list's removals) was laid out in has moved
    /// since: a removed view that animates toward a place in the new layout (a hero's outgoing
    /// view) measures it from where its parent is going. Asked only for such a view, which marks
    /// its removal `isHero`: it is not held where it was (`emitContent`).
    func shiftOfParent(ofRemoval removed: _Node) -> (shift: CGPoint, animation: Animation?)? {
        guard let i = removals.firstIndex(where: { $0.node === removed }), let left = removals[i].parentTarget else { return nil }
        removals[i].isHero = true
        var p = parent
        while let n = p, n.isTransparent { p = n.parent }
        let now = p?.childOrigin ?? .zero
        return (CGPoint(x: now.x - left.x, y: now.y - left.y), removals[i].animation)
    }

    @usableFromInline
    func finishUpdate(old: [_Node?], _ b: _ViewGraph) {
        // A list built for the first time is itself being inserted (or is the initial tree):
        // its children do not transition on their own.
        if !hasBuilt { hasBuilt = true; return }
        if old.count == slots.count && zip(old, slots).allSatisfy({ $0 === $1 }) { return }
        b.changed(self)
        var now = Set<ObjectIdentifier>()
        for case let c? in slots { now.insert(ObjectIdentifier(c)) }
        var before = Set<ObjectIdentifier>()
        for case let c? in old { before.insert(ObjectIdentifier(c)) }
        let time = b.time
        let animation = b.env.animation
        // Built before this pass's layout: the parent's frame is still the one the removed
        // children were laid out in.
        var p = parent
        while let n = p, n.isTransparent { p = n.parent }
        let leftOrigin = p?.childOrigin ?? .zero
        for case let c? in old where !now.contains(ObjectIdentifier(c)) {
            let arriving = insertions.removeValue(forKey: ObjectIdentifier(c))
            let t = c.transitionOnSpine ?? .opacity
            let phased = c.phaseTransitionNodesOnSpine
            guard let anim = t.animation ?? animation, t.animatesRemoval || !phased.isEmpty else { continue }
            var removal = Transitioning.removal(c, t.removal, anim, time: time, parentTarget: leftOrigin)
            for holder in phased {
                b.phaseTransitions.beginRemoval(holder, root: c, parentTarget: leftOrigin, until: removal.animator,
                                                animation: holder.transition.animation ?? anim, b)
            }
            if let arriving, !arriving.animator.isFinished(at: time) {
                if arriving.parts == t.removal { removal.interrupted = arriving.animator }
                removal.pinnedTo = PresentationAnimator.movers(above: c, time: time)
            }
            removals.append(removal)
        }
        for case let c? in slots where !before.contains(ObjectIdentifier(c)) {
            let t = c.transitionOnSpine ?? .opacity
            let phased = c.phaseTransitionNodesOnSpine
            guard let anim = t.animation ?? animation, t.animatesInsertion || !phased.isEmpty else { continue }
            for holder in phased { b.phaseTransitions.beginInsertion(holder, animation: holder.transition.animation ?? anim, b) }
            if !t.insertion.isEmpty { insertions[ObjectIdentifier(c)] = .insertion(c, t.insertion, anim, time: time) }
        }
    }

    override func emitInOrder(_ ctx: inout EmitContext) {
        emitRemovals(&ctx)
        // Without insertions running, no child is looked up (a hash a child, every frame).
        if insertions.isEmpty {
            forEachUnretained(slots) { $0.emit(&ctx) }
            return
        }
        for case let c? in slots { emitSlot(c, &ctx) }
    }

    override var asDynamicList: DynamicListNode? { self }

    /// Whether views that left are still drawn leaving.
    var hasRemovals: Bool { !removals.isEmpty }
    /// The highest zIndex among the views leaving (a container drawing by zIndex draws them there).
    var removalsZIndex: Double {
        var z = -Double.infinity
        for r in removals { z = max(z, r.node.zIndex) }
        return z
    }

    /// Draws the views that left, at their transitions' points, while those run (a container
    /// that draws its items by zIndex calls it, as its items skip this node).
    func emitRemovals(_ ctx: inout EmitContext) {
        guard !removals.isEmpty else { return }
        let time = ctx.graph.time
        removals.removeAll { $0.animator.isFinished(at: time) }
        for i in removals.indices {
            // SwiftUI keeps a leaving view at its position in its container: what moves the
            // nodes above since it left is taken back (§7.5). Looked up once they have their
            // animators (the commit after the build that removed it).
            if !removals[i].isHero && removals[i].heldBy == nil {
                let start = removals[i].start
                let pinned = removals[i].pinnedTo
                removals[i].heldBy = PresentationAnimator.movers(above: removals[i].node, time: time).map { m in
                    (m.animator, pinned?.first { $0.animator === m.animator }?.target ?? m.animator.value(at: start))
                }
            }
            var held = CGSize.zero
            if !removals[i].isHero, let movers = removals[i].heldBy {
                for m in movers {
                    let v = m.animator.value(at: time)
                    held.width += CGFloat(m.from.x - v.x)
                    held.height += CGFloat(m.from.y - v.y)
                }
            }
            Self.emitTransitioning(removals[i], &ctx, time, held: held)
        }
    }

    /// Draws one of its views: an inserted one at its transition's point while that runs.
    func emitSlot(_ c: _Node, _ ctx: inout EmitContext) {
        guard let t = insertions[ObjectIdentifier(c)] else { c.emit(&ctx); return }
        let time = ctx.graph.time
        if t.animator.isFinished(at: time) { insertions[ObjectIdentifier(c)] = nil; c.emit(&ctx) }
        else { Self.emitTransitioning(t, &ctx, time, held: .zero) }
    }

    /// Draws a view that is coming or going, at its transition's point; `held`: how far it is
    /// held back from the motion of the nodes above (a leaving view, §7.5). (Also a lazy stack's
    /// rows coming and going, §14.7.)
    static func emitTransitioning(_ t: Transitioning, _ ctx: inout EmitContext, _ time: Double, held: CGSize) {
        ctx.graph.animator.noteRunning()
        let p = max(t.presence(at: time), 0)   // past 1 while a spring overshoots
        emit(t.node, parts: t.parts, presence: p, parentTarget: t.parentTarget, held: held, &ctx)
    }

    /// Draws `node` with transition `parts` at `presence` (1 = fully present): also the body of a
    /// built-in transition applied by a custom one (`TransitionPartsNode`).
    static func emit(_ node: _Node, parts: [TransitionPart], presence p: Double, parentTarget: CGPoint?, held: CGSize,
                     _ ctx: inout EmitContext) {
        let t = (node: node, parentTarget: parentTarget)
        let look = TransitionAppearance(parts: parts, progress: p, frame: t.node.boundingFrame(), rightToLeft: t.node.isRTL)
        var groups = 0
        if look.opacity < 1 { ctx.list.append(.beginGroup(.opacity(look.opacity))); groups += 1 }
        if look.blur > 0.01 { ctx.list.append(.beginGroup(.blur(radius: look.blur, opaque: false))); groups += 1 }
        // The scale's group begins before the node's items, written now so that the ranges the
        // node records for its subtree stay where they are (an item inserted in front of them
        // afterwards made the next frame take the wrong items); its anchor, a point of the drawn
        // bounds, is known once the node is drawn and is written into the group then.
        let scaleAt = ctx.list.count
        if look.scale != 1 { ctx.list.append(.beginGroup(.scale(look.scale, anchor: .zero))); groups += 1 }
        let saved = ctx.parentPresented, savedTarget = ctx.parentTarget
        ctx.parentPresented.x += look.offset.width + held.width
        ctx.parentPresented.y += look.offset.height + held.height
        if let origin = t.parentTarget { ctx.parentTarget = origin }
        t.node.emit(&ctx)
        ctx.parentPresented = saved
        ctx.parentTarget = savedTarget
        if look.scale != 1 {
            // The anchor is a unit point of the drawn (presented) bounds, known once drawn.
            let drawn = t.node.presentedBoundingFrame()
            let unit = UnitPoint(x: t.node.boundingFrame().width > 0 ? (look.anchor.x - t.node.boundingFrame().minX) / t.node.boundingFrame().width : 0.5,
                                 y: t.node.boundingFrame().height > 0 ? (look.anchor.y - t.node.boundingFrame().minY) / t.node.boundingFrame().height : 0.5)
            ctx.list.replace(at: scaleAt, with: .beginGroup(.scale(look.scale, anchor: unit.point(in: drawn))))
        }
        for _ in 0..<groups { ctx.list.append(.endGroup) }
    }
}

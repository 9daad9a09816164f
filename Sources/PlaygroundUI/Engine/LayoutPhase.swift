import Foundation

// Phase 2 of a frame: measure, then place from the root; content that depends on geometry or on
// preference values is built while it is placed (docs/engine.md, "Layout"). The graph's half, the
// node's (`measure` and `place` around the `sizeThatFits` and `placeNode` hooks), and what
// placement passes down.

@MainActor
extension _ViewGraph {
    func layout(in size: CGSize) {
        guard let root else { return }
        let window = CGRect(origin: .zero, size: size)
        let i = safeAreaInsets
        let safe = CGRect(x: i.leading, y: i.top, width: max(size.width - i.leading - i.trailing, 0),
                          height: max(size.height - i.top - i.bottom, 0))
        let s = root.measure(ProposedViewSize(safe.size), self)
        let origin = CGPoint(x: safe.minX + ((safe.width - s.width) / 2).rounded(), y: safe.minY + ((safe.height - s.height) / 2).rounded())
        let rect = CGRect(origin: origin, size: s)
        let readers = rebuiltReaders
        rebuiltReaders.removeAll(keepingCapacity: true)
        // Readers built by the readers placed below are placed by them, so the list is emptied
        // again after either way of placing.
        defer { rebuiltReaders.removeAll(keepingCapacity: true) }
        if let last = lastRootPlacement, last.window == window, last.safeArea == safe, sameRect(rect, root.frame),
           root.placedStamp >= root.subtreeStamp, root.subtreeFlags & _Node.walkedLazyContentFlag == 0 {
            placeReadersWhereTheyStand(readers, placedSince: last.stamp)
            return
        }
        var ctx = PlaceContext(graph: self, spaces: nil, visible: window)
        ctx.safeArea = safe
        ctx.safeAreaContainer = window
        root.place(rect, ctx)
        lastRootPlacement = RootPlacement(stamp: stamp, window: window, safeArea: safe)
    }

    /// A pass in which nothing but GeometryReaders' content closures changed since the root was
    /// last placed (the root's subtree placed since its last change, at the same rect, in the same
    /// window and safe area, and its only content built during placement in GeometryReaders)
    /// places those readers where they stand: each rebuilt reader builds its content at the rect
    /// and with the context of its last placement, which a walk from the root would have given
    /// it again, instead of that walk re-placing every path that holds a reader. A reader the last
    /// walk did not reach (in a tab not shown, say) stays unplaced, as it would. When the new
    /// content differs from the last (a view in it built anew or changed, a value it writes
    /// changed), the ancestors count as placed in this pass, so the animation commit and drawing
    /// visit them as after a walk, and take in the change, as `place` would have them; when it is
    /// the same, nothing above the reader learns of it, and drawing copies their last commands.
    private func placeReadersWhereTheyStand(_ readers: [GeometryReaderNode], placedSince walk: Int) {
        for reader in readers where reader.placedStamp >= walk {
            guard reader.hasPlacedContext else { continue }
            reader.placeNode(reader.frame, reader.placedContext)
            readersPlacedWhereTheyStand += 1
            reader.placedStamp = stamp
            var newest = max(reader.subtreeStamp, reader.movedStamp, reader.subtreeValueStamp)
            reader.forEachChild { newest = max(newest, $0.refreshedContentStamp()) }
            reader.contentStamp = newest
            guard newest >= stamp else { continue }
            var ancestor = reader.parent
            // Up to the first ancestor another reader's change already reached in this pass.
            while let a = ancestor, a.placedStamp != stamp || a.contentStamp < newest {
                a.placedStamp = stamp
                a.contentStamp = max(a.contentStamp, newest)
                ancestor = a.parent
            }
        }
    }

    /// The root view's size for `proposal` (SwiftUI's `sizeThatFits`), measured on the current tree.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        // Measuring may build content (a GeometryReader's, a lazy stack's rows) on this thread.
        let threadBefore = EvaluationThread.enter(self)
        defer { EvaluationThread.leave(threadBefore) }
        return root?.measure(proposal, self) ?? .zero
    }

    struct TextKey: Hashable { let string: String; let font: Font }

    /// Single-line size of `string` in `font`, measured once per (string, font).
    func measureText(_ string: String, font: Font) -> CGSize {
        let key = TextKey(string: string, font: font)
        if let s = textCache[key] { return s }
        textMeasureCount += 1
        let s = textMeasurer.measure(string, font: font)
        textCache[key] = s
        return s
    }
}

@MainActor
extension _Node {
    /// The size this node chooses for proposal `p`, cached by proposal while the subtree is unchanged.
    final func measure(_ p: ProposedViewSize, _ b: _ViewGraph) -> CGSize {
        if measuredStamp >= subtreeSizeStamp {
            for i in measuredProposals.indices where measuredProposals[i] == p { return measuredSizes[i] }
        } else {
            measuredStamp = b.stamp
            measuredProposals.removeAll(keepingCapacity: true)
            measuredSizes.removeAll(keepingCapacity: true)
        }
        b.measureCount += 1
        StackGuard.enter()
        let s = sizeThatFits(p, b)
        StackGuard.leave()
        measuredProposals.append(p)
        measuredSizes.append(s)
        return s
    }

    /// Places this node at `rect` (root space); skipped when neither the rect nor the subtree
    /// changed since the last placement and nothing inside is built during placement.
    final func place(_ proposedRect: CGRect, _ ctx: PlaceContext) {
        // A right-to-left parent flips the x position of each child within its own rect (§21.7).
        var rect = proposedRect
        if let axis = ctx.mirrorAxis { rect.origin.x = axis - proposedRect.maxX }
        let moved = moved(to: rect, ctx)
        if placedStamp >= subtreeStamp && !moved && !containsLazyContent { return }
        StackGuard.check()
        if isRTL || ctx.mirrorAxis != nil {
            var inner = ctx
            inner.mirrorAxis = isRTL ? rect.minX + rect.maxX : nil
            placeNode(rect, inner)
        } else {
            placeNode(rect, ctx)
        }
        let stamp = ctx.graph.stamp
        placedStamp = stamp
        if moved { movedStamp = stamp }
        // Content built during placement (GeometryReader, preference readers) reaches this
        // node only here: its writers' value stamps count too.
        contentStamp = max(max(subtreeStamp, movedStamp), max(subtreeValueStamp, contentStampAfterPlacing()))
    }

    /// Whether `place(rect, ctx)` would do anything: false when it would return at once (the
    /// subtree unchanged since it was placed, at the same rect, nothing inside built during
    /// placement). For a container that passes such children by without the call.
    @inline(__always)
    final func needsPlacing(at proposedRect: CGRect, _ ctx: PlaceContext) -> Bool {
        var rect = proposedRect
        if let axis = ctx.mirrorAxis { rect.origin.x = axis - proposedRect.maxX }
        if placedStamp < subtreeStamp { return true }
        // One test of the subtree's flags for both the lazy content and a grown frame (most nodes
        // have neither), as the single lazy-content test was before grown frames.
        let flags = subtreeFlags
        if flags & (_Node.lazyContentFlag | _Node.grownFrameFlag) == 0 { return !sameRect(rect, frame) }
        return flags & _Node.lazyContentFlag != 0 || moved(to: rect, ctx)
    }

    /// Whether placing this node at `rect` (already mirrored) moves it: the rect against its frame,
    /// or, for a node with `grownFrameFlag`, the node's own answer (`isMoved(placedAt:_:)`). The
    /// flag is asked of the subtree's flags first, which a placement reads anyway
    /// (`containsLazyContent`), so most nodes pay no other load.
    @inline(__always)
    final func moved(to rect: CGRect, _ ctx: PlaceContext) -> Bool {
        subtreeFlags & _Node.grownFrameFlag != 0 && ownFlags & _Node.grownFrameFlag != 0
            ? isMoved(placedAt: rect, ctx) : !sameRect(rect, frame)
    }

    /// `contentStamp`, first brought up to date when this node has no geometry of its own: a
    /// view list's children are placed by the stack that lays them out as items, never through
    /// the list, so the list learns that a child moved (a scroll, content built in placement)
    /// only here.
    final func refreshedContentStamp() -> Int {
        if isTransparent {
            var newest = max(contentStamp, subtreeStamp, subtreeValueStamp)
            forEachChild { newest = max(newest, $0.refreshedContentStamp()) }
            contentStamp = newest
        }
        return contentStamp
    }

    /// Makes the next `place` of this node and of everything under it do its work even where the
    /// rects and the subtree are unchanged: a geometry effect whose transform changed has the
    /// anchors, readers and named spaces under it read the new one (§5). Proportional to the
    /// subtree, and only when that transform changes.
    final func forgetPlacements() {
        if placedStamp > 0 { placedStamp = 0 }   // placed, but before any build (stamps start at 1)
        forEachKeptChild { $0.forgetPlacements() }
    }

    /// Whether this node was placed (not skipped) in the layout pass of build `stamp`.
    func wasPlacedInPass(_ stamp: Int) -> Bool { placedStamp == stamp }
}

/// Whether two rects are the same, field by field. Foundation's `CGRect ==` on Linux is a call
/// into another library (about 50 instructions where this is 8), and placement asks it for every
/// node placed. Inlinable for `Anchor`'s `==`.
@inlinable @inline(__always)
func sameRect(_ a: CGRect, _ b: CGRect) -> Bool {
    a.origin.x == b.origin.x && a.origin.y == b.origin.y && a.size.width == b.size.width && a.size.height == b.size.height
}

/// What the last layout pass that placed from the root placed in: its build stamp, the window and
/// the safe area.
struct RootPlacement {
    let stamp: Int
    let window: CGRect
    let safeArea: CGRect
}

/// What placement passes down: the named coordinate spaces in scope.
@MainActor
struct PlaceContext {
    /// Unchecked: a context lives only inside one frame of the graph that made it, or in a
    /// `GeometryReaderNode` of that graph as its last placement's (`placedContext`), which only that
    /// graph uses (a checked `unowned` costs an atomic retain and release at every use).
    unowned(unsafe) let graph: _ViewGraph
    var spaces: CoordinateSpaceChain?
    /// The part of the root space that can be seen (the window, narrowed by enclosing scroll
    /// views), where it is drawn (through `transform`): lazy stacks build only the rows near it.
    var visible = CGRect.infinite
    /// The nearest enclosing scroll view's viewport (root space) and the axes it scrolls
    /// (`scrollTransition`, §14.15); nil outside scroll views.
    var scrollViewport: CGRect?
    var scrollAxes: Axis.Set = []
    /// That scroll view's content insets (the safe area it extends under): pinned section
    /// headers stick below them (§14.7).
    var scrollInsets = EdgeInsets()
    /// The safe area in root space (the window minus the host's insets, narrowed by
    /// `safeAreaInset`), and the region around it a view ignoring the safe area may grow into.
    var safeArea = CGRect.infinite
    var safeAreaContainer = CGRect.infinite
    /// Set by a right-to-left node for its children: the sum of its rect's min and max x, about
    /// which each child's rect is mirrored (nil: children are placed as given).
    var mirrorAxis: CGFloat?
    /// The geometry effects (scale, rotation…) around what is placed, composed (nil: none): the
    /// rects placement gives are where layout puts views, and this is where they are drawn, which
    /// readers, anchors and named spaces report (§5).
    var transform: GeometryTransform?
    /// Placing a child at a rect already in root space (matched geometry): no mirroring.
    var unmirrored: PlaceContext { var c = self; c.mirrorAxis = nil; return c }
}


import Foundation

// Phase 5 of a frame: the display list, with presented (animated) frames; a subtree that neither
// changed nor moves copies its commands from the previous list (docs/engine.md, "Emit"). The
// graph's half, the node's (`emit` around the `emitContent` hook), and what drawing passes down.

@MainActor
extension _ViewGraph {
    func emit() {
        emitPass += 1
        // The window's background is the system background: black in dark mode (§21.3).
        let background = (preferredColorScheme ?? hostColorScheme) == .dark ? viewSize : nil
        var ctx = EmitContext(graph: self, list: DisplayList())
        ctx.previous = displayList.items
        // A root that would copy its whole last drawing leaves the list as it is: no item copied
        // (an idle frame, or a rebuild that changed nothing drawn).
        if let root, background == emittedBackground, root.canReuseEmission(ctx),
           root.emitted.start == (background == nil ? 0 : 1), root.emitted.start + root.emitted.count == ctx.previous.count {
            root.emitted.pass = emitPass
            animator.beginFrame()
            animator.endFrame()
            return
        }
        emittedBackground = background
        swap(&ctx.list, &spareList)
        ctx.list.items.removeAll(keepingCapacity: true)
        if let background {
            ctx.list.items.append(.shape(ShapeDrawing(outline: .rectangle, rect: CGRect(origin: .zero, size: background),
                                                      paint: .fill(UIColor.systemBackground.color.resolved(in: .dark)))))
        }
        // The last list is this frame's to take apart: unchanged subtrees move their items out of
        // it (`EmitContext.takePrevious`). Held only here, its storage is not copied for that
        // (a renderer that kept the last list makes it copy once).
        displayList.items = []
        animator.beginFrame()
        root?.emit(&ctx)
        animator.endFrame()
        swap(&spareList.items, &ctx.previous)   // spare keeps the emptied storage for the next frame
        swap(&ctx.list, &displayList)
    }
}

@MainActor
extension _Node {
    /// Draws this node: computes the presented frame, then `emitContent`.
    final func emit(_ ctx: inout EmitContext) {
        let parentTarget = ctx.parentTarget, parentPresented = ctx.parentPresented
        let start = ctx.list.items.count
        if canReuseEmission(ctx) {
            ctx.takePrevious(emitted.start, emitted.count)
            emitted.start = start
            emitted.pass = ctx.graph.emitPass
            return
        }
        StackGuard.check()
        needsRepaint = false
        let running = ctx.graph.animator.runningSoFar
        if isTransparent {
            emitContent(&ctx)
        } else {
            presentedFrame = ctx.graph.presentedFrame(for: self, parentTarget: parentTarget,
                                                        parentPresented: parentPresented)
            ctx.parentTarget = frame.origin
            ctx.parentPresented = presentedFrame.origin
            emitContent(&ctx)
            ctx.parentTarget = parentTarget
            ctx.parentPresented = parentPresented
        }
        drawnPass = ctx.graph.emitPass
        emitted = EmittedRange(start: start, count: ctx.list.items.count - start, stamp: ctx.graph.stamp,
                               parentTarget: parentTarget, parentPresented: parentPresented,
                               animating: ctx.graph.animator.runningSoFar != running, pass: ctx.graph.emitPass)
    }

    /// Where this subtree's drawing sits in the last display list, and what it depended on.
    struct EmittedRange {
        var start = -1
        var count = 0
        var stamp = -1
        var parentTarget = CGPoint.zero
        var parentPresented = CGPoint.zero
        var animating = true
        /// The emit pass that wrote `start`. A subtree copied whole by a reusing ancestor keeps
        /// its old record, whose `start` no longer points at its items: only a record from the
        /// pass just before may be reused.
        var pass = -1
    }

    /// A subtree that was not rebuilt or re-placed since it was last drawn, is not animating,
    /// builds nothing during placement, and sits at the same place draws the same commands:
    /// they are copied from the last display list instead of recomputed.
    @inline(__always)
    fileprivate func canReuseEmission(_ ctx: EmitContext) -> Bool {
        emitted.start >= 0 && emitted.pass == ctx.graph.emitPass - 1 && !emitted.animating && !containsLazyContent && !needsRepaint
            && subtreeStamp <= emitted.stamp && placedStamp <= emitted.stamp
            // A node without geometry is never placed: its children moving (a layout that
            // changed, with nothing rebuilt inside) shows only in its refreshed content stamp.
            && (!isTransparent || contentStamp <= emitted.stamp)
            && ctx.parentTarget == emitted.parentTarget && ctx.parentPresented == emitted.parentPresented
            && emitted.start + emitted.count <= ctx.previous.count
    }
}

/// What drawing passes down: the parent's target and presented origins, and the output list.
@MainActor
struct EmitContext {
    /// Unchecked, as in `PlaceContext`: lives only inside one frame of its graph.
    unowned(unsafe) let graph: _ViewGraph
    var list: DisplayList
    /// The previous frame's display items (what unchanged subtrees copy from).
    var previous: [DisplayItem] = []
    var parentTarget: CGPoint = .zero
    var parentPresented: CGPoint = .zero

    /// Appends the items at `start..<start + count` of the last list, moving them out of it: the
    /// last list is dropped after this frame, so an unchanged subtree's items change hands
    /// without being retained here and released there (with `.endGroup`, which holds nothing,
    /// left in their place). Each range is taken once a frame: a node taken whole by an
    /// ancestor keeps a record of an older pass, which `canReuseEmission` refuses.
    mutating func takePrevious(_ start: Int, _ count: Int) {
        if count > 0 { moveItems(start, count, from: &previous, to: &list.items) }
    }

    /// Emits `content` inside a group with `effect`; a group that would hold nothing is left out.
    mutating func group(_ effect: GroupEffect, _ content: _Node?) {
        let begin = list.items.count
        list.items.append(.beginGroup(effect))
        content?.emit(&self)
        if list.items.count == begin + 1 { list.items.removeLast(); return }
        list.items.append(.endGroup)
    }
}


/// `EmitContext.takePrevious`'s move, outside the main actor: its closure, handed to the standard
/// library, would otherwise check its executor on every call (docs/performance-profile.md).
private func moveItems(_ start: Int, _ count: Int, from previous: inout [DisplayItem], to items: inout [DisplayItem]) {
    previous.withUnsafeMutableBufferPointer { old in
        let first = old.baseAddress! + start
        // A subtree's items never start with the end of a group: this range was taken already.
        if case .endGroup = first.pointee { assertionFailure("display items taken twice in one frame") }
        items.append(contentsOf: MovedItems(cursor: first, end: first + count))
    }
}

/// The items of a range of the last list, moved out one by one as they are appended (see
/// `EmitContext.takePrevious`).
private struct MovedItems: Sequence, IteratorProtocol {
    var cursor: UnsafeMutablePointer<DisplayItem>
    let end: UnsafeMutablePointer<DisplayItem>

    var underestimatedCount: Int { end - cursor }

    mutating func next() -> DisplayItem? {
        guard cursor < end else { return nil }
        let item = cursor.move()
        cursor.initialize(to: .endGroup)
        cursor += 1
        return item
    }

    /// What `Array.append(contentsOf:)` calls to fill its new room: the whole range moved in one
    /// go (a memory move), instead of an element at a time through `next()`.
    func _copyContents(initializing buffer: UnsafeMutableBufferPointer<DisplayItem>) -> (MovedItems, Int) {
        let n = Swift.min(buffer.count, end - cursor)
        guard n > 0, let target = buffer.baseAddress else { return (self, 0) }
        target.moveInitialize(from: cursor, count: n)
        cursor.initialize(repeating: .endGroup, count: n)
        return (MovedItems(cursor: cursor + n, end: end), n)
    }
}

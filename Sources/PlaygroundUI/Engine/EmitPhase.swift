import Foundation

// Phase 5 of a frame: the display list, with presented (animated) frames; a subtree that neither
// changed nor moves takes its commands from the previous list (docs/engine.md, "Emit"). The
// graph's half, the node's (`emit` around the `emitContent` hook), and what drawing passes down.
// What is written, and how the new list is made from it: Engine/EmitOutput.swift.

@MainActor
extension _ViewGraph {
    func emit() {
        emitPass += 1
        // The window's background is the system background: black in dark mode (§21.3).
        let background = (preferredColorScheme ?? hostColorScheme) == .dark ? viewSize : nil
        var ctx = EmitContext(graph: self, list: EmitOutput())
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
        swap(&ctx.list, &emitOutput)
        ctx.list.reset()
        if let background {
            ctx.list.append(.shape(ShapeDrawing(outline: .rectangle, rect: CGRect(origin: .zero, size: background),
                                                paint: .fill(UIColor.systemBackground.color.resolved(in: .dark)))))
        }
        // The last list is this frame's to take apart (`EmitOutput.finish` writes the new items
        // over its old ones when the list keeps its shape). Held only here, its storage is not
        // copied for that (a renderer that kept the last list makes it copy once).
        displayList.items = []
        animator.beginFrame()
        root?.emit(&ctx)
        animator.endFrame()
        displayList.items = ctx.list.finish(previous: &ctx.previous, spare: &spareList.items)
        // Spare storage for a list assembled anew: the old list's, emptied in a later frame.
        if spareList.items.capacity < ctx.previous.capacity { swap(&spareList.items, &ctx.previous) }
        swap(&ctx.list, &emitOutput)   // keeps the runs' and made items' storage for the next frame
    }
}

@MainActor
extension _Node {
    /// Draws this node: computes the presented frame, then `emitContent`.
    final func emit(_ ctx: inout EmitContext) {
        let parentTarget = ctx.parentTarget, parentPresented = ctx.parentPresented
        let start = ctx.list.count
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
        emitted = EmittedRange(start: start, count: ctx.list.count - start, stamp: ctx.graph.stamp,
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
    /// holds no content built during placement that changed since, and sits at the same place
    /// draws the same commands: they are copied from the last display list instead of recomputed.
    /// (A walk from the root places every path to such content, so those paths are drawn again
    /// after one; only GeometryReaders placed where they stand leave their paths unplaced, and
    /// their ancestors' `contentStamp` says whether what they built changed.)
    @inline(__always)
    fileprivate func canReuseEmission(_ ctx: EmitContext) -> Bool {
        emitted.start >= 0 && emitted.pass == ctx.graph.emitPass - 1 && !emitted.animating && !needsRepaint
            && (!containsLazyContent || contentStamp <= emitted.stamp)
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
    var list: EmitOutput
    /// The previous frame's display items (what unchanged subtrees take).
    var previous: [DisplayItem] = []
    var parentTarget: CGPoint = .zero
    var parentPresented: CGPoint = .zero

    /// Items `start..<start + count` of the last list come next: an unchanged subtree's drawing,
    /// taken without copying (`EmitOutput`). A node taken whole by an ancestor keeps a record of
    /// an older pass, which `canReuseEmission` refuses.
    mutating func takePrevious(_ start: Int, _ count: Int) {
        list.take(start, count)
    }

    /// Emits `content` inside a group with `effect`; a group that would hold nothing is left out.
    mutating func group(_ effect: GroupEffect, _ content: _Node?) {
        let begin = list.count
        list.append(.beginGroup(effect))
        content?.emit(&self)
        if list.count == begin + 1 { list.removeLast(); return }
        list.append(.endGroup)
    }
}

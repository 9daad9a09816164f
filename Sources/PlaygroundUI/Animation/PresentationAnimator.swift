import Foundation

/// Turns layout (target) geometry into drawn (presented) geometry (docs/semantics.md §7.5).
///
/// After every layout round the host `commit`s: each node's frame relative to its parent is
/// compared with the last committed one, and a change made under an animation starts (or
/// retargets) that node's animator — so a change made by an `onPreferenceChange` action in the
/// same frame animates from the values of the round before, as SwiftUI does. Relative frames are
/// what animate, so a child that keeps its place inside a moving parent moves with it.
@MainActor
final class PresentationAnimator {
    /// Animators that were running at the last emit.
    @exclusivity(unchecked) private(set) var runningCount = 0
    @exclusivity(unchecked) private var countingNow = 0

    /// True while any animation is running at `time`.
    var isAnimating: Bool { runningCount > 0 }

    /// Records the targets of the tree after a layout round, starting animators for changes.
    /// `animation` is the transaction's; `.animation` modifiers override it for their subtrees.
    func commit(_ root: _Node, time: Double, animation: Animation?, disablesAnimations: Bool, stamp: Int) {
        self.disables = disablesAnimations
        self.stamp = stamp
        passesBy = true
        commit(root, parentTarget: .zero, time: time, animation, false, .zero, false)
    }
    /// Records the targets of a subtree that is no longer in the tree (a view being removed,
    /// drawn by its transition) after it was laid out again: its frames animate to the new ones.
    func commitDetached(_ node: _Node, parentTarget: CGPoint, time: Double, animation: Animation?, stamp: Int) {
        disables = false
        self.stamp = stamp
        let outer = passesBy
        passesBy = false
        commit(node, parentTarget: parentTarget, time: time, animation, false, .zero, false)
        passesBy = outer
    }
    @exclusivity(unchecked) private var disables = false
    @exclusivity(unchecked) private var stamp = 0
    /// Whether a walk may pass by settled children (`isSettled`): in the tree's commit, whose
    /// placement kept the stamps it reads; not in a detached subtree's.
    @exclusivity(unchecked) private var passesBy = false
    /// Nodes the commit walks visited (for tests).
    @exclusivity(unchecked) private(set) var visits = 0

    /// Commits `node`'s subtree. `animation` is the animation in force: the transaction's, or
    /// the nearest enclosing `.animation` modifier's. It is passed down the walk borrowed, so
    /// only a node that sets one (`setsAnimation`) makes a new `Animation`; read from a stored
    /// property instead, each node's `commitValues` call copied it (node-model step 23).
    /// `targetStands`: `parentTarget` is where it was when the walk last came down to `node`'s
    /// children, so a settled child among them is passed by. `shift`: how far the layout
    /// animations of the nodes above, up to the nearest position container, move the node from
    /// where layout puts it at `time` (what a node inserted now takes back); `inEffect`: the
    /// parent is such a container, so the node's own animation is the effect's and moves nothing
    /// below it (`_Node.positionContainerFlag`, docs/semantics.md §7.5).
    private func commit(_ node: _Node, parentTarget: CGPoint, time: Double, _ animation: Animation?, _ targetStands: Bool,
                        _ shift: SIMD2<Double>, _ inEffect: Bool) {
        if node.setsAnimation && !(disables && node.ownFlags & _Node.implicitAnimationFlag != 0) {
            commitNode(node, parentTarget: parentTarget, time: time, node.animationForSubtree(animation, stamp: stamp), targetStands, shift, inEffect)
        } else {
            commitNode(node, parentTarget: parentTarget, time: time, animation, targetStands, shift, inEffect)
        }
    }

    /// A child with nothing to commit when its parent's origin stands: nothing in its subtree
    /// rebuilt or placed in this pass, so its frame, and with the origin its frame relative to
    /// it, is the one last committed; nor, through a node without geometry, an item below
    /// moved (placement gives such nodes the newest `contentStamp` of the items it placed) or
    /// content built during placement. Passing it by is what the walk would do to it, without
    /// the visit: a list of 1,000 rows with one changed commits one row, not 1,000.
    @inline(__always)
    private func isSettled(_ child: _Node) -> Bool {
        child.subtreeStamp < stamp && !child.wasPlacedInPass(stamp)
            && (!child.isTransparent || child.contentStamp < stamp && !child.containsLazyContent)
    }

    @inline(__always)
    private func commitNode(_ node: _Node, parentTarget: CGPoint, time: Double, _ animation: Animation?, _ targetStands: Bool,
                            _ shift: SIMD2<Double>, _ inEffect: Bool) {
        // A subtree neither rebuilt nor placed in this pass keeps its values and its frames
        // relative to this node: only this node's own frame (relative to its parent) may differ.
        visits &+= 1
        let unchanged = node.subtreeStamp < stamp && !node.wasPlacedInPass(stamp)
        if !unchanged { node.commitValues(time: time, animation: animation) }
        if node.isTransparent {
            node.forEachChild { child in
                if targetStands && isSettled(child) { return }
                commit(child, parentTarget: parentTarget, time: time, animation, targetStands, shift, inEffect)
            }
            return
        }
        let f = node.frame
        let rel = SIMD4(Double(f.minX - parentTarget.x), Double(f.minY - parentTarget.y), Double(f.width), Double(f.height))
        let inserted = node.committedRelativeFrame == nil
        if inserted {
            // Inserted while the nodes above move: SwiftUI animates each view's position in its
            // container, and this one has no old position, so it is drawn where layout puts it
            // (§7.5). It keeps the animators that move them and takes back their motion while
            // they run (`presentedFrame`), whatever their animations.
            if shift != .zero { node.movedBy = Self.movers(above: node, time: time) }
        } else if let movers = node.movedBy, movers.contains(where: { $0.animator.target != $0.target }) {
            // Inserted earlier, and what moved it has a new target: from here it has an old
            // place, where it is drawn now, and animates from there like any view.
            var now = node.committedRelativeFrame ?? rel
            if let a = node.frameAnimator, !a.isFinished(at: time) { now = a.value(at: time) }
            for m in movers where !m.animator.isFinished(at: time) {
                let v = m.animator.value(at: time)
                now.x -= v.x - m.target.x
                now.y -= v.y - m.target.y
            }
            node.movedBy = nil
            node.frameAnimator = animation.map { VectorAnimator(from: now, to: rel, animation: $0, time: time) }
        } else if let last = node.committedRelativeFrame, last != rel {
            if let anim = animation {
                if let a = node.frameAnimator, !a.isFinished(at: time) {
                    a.retarget(to: rel, animation: anim, time: time)
                } else {
                    node.frameAnimator = VectorAnimator(from: last, to: rel, animation: anim, time: time)
                }
            } else {
                node.frameAnimator = nil
            }
        }
        node.committedRelativeFrame = rel
        if unchanged { return }
        // What moves the children: the nodes above's layout animations and this node's, up to
        // the nearest position container; inside one, nothing of what is above.
        var below = shift
        if inserted && node.movedBy != nil {
            below = .zero   // it takes back what moves it, for its children too
        }
        let effect = node.ownFlags & _Node.positionContainerFlag != 0
        if effect {
            below = .zero
        } else if !inEffect, let a = node.frameAnimator, !a.isFinished(at: time) {
            let now = a.value(at: time)
            below.x += now.x - rel.x
            below.y += now.y - rel.y
        }
        let origin = node.childOrigin
        // The children's origin is where it was when the walk last came down to them: the node
        // neither moved (its frame, so its origin) nor was changed (a scroll offset's change is
        // one) since, and its origin is its frame's.
        let stands = passesBy && node.movedStamp < stamp && node.builtStamp < stamp
            && node.ownFlags & _Node.offsetChildOriginFlag == 0
        node.forEachChild { child in
            if stands && isSettled(child) { return }
            commit(child, parentTarget: origin, time: time, animation, stands, below, effect)
        }
    }

    /// The running frame animators of the nodes above `node` that move it: those of the
    /// nodes with geometry up to the nearest position container, but not that of the
    /// container's own child, whose motion is the container's effect (the walk `commitNode`
    /// makes for `shift`, backwards).
    static func movers(above node: _Node, time: Double) -> [(animator: VectorAnimator, target: SIMD4<Double>)] {
        var found: [(animator: VectorAnimator, target: SIMD4<Double>)] = []
        var candidate: VectorAnimator?
        var p = node.parent
        while let n = p {
            if n.ownFlags & _Node.positionContainerFlag != 0 { break }
            if !n.isTransparent {
                if let c = candidate { found.append((c, c.target)) }
                candidate = n.frameAnimator.flatMap { $0.isFinished(at: time) ? nil : $0 }
            }
            p = n.parent
        }
        // The last one seen is the container's child (or the root's, where there is none).
        if p == nil, let c = candidate { found.append((c, c.target)) }
        return found
    }

    /// Running animations counted so far in the current frame (for subtree bookkeeping).
    var runningSoFar: Int { countingNow }

    /// Counts an animation (a transition) that is running this frame.
    func noteRunning() { countingNow += 1 }

    /// Called by the host before drawing a frame.
    func beginFrame() { countingNow = 0 }
    /// Called by the host after drawing a frame.
    func endFrame() { runningCount = countingNow }

    /// The drawn root-space frame of `node` at `time`.
    func presentedFrame(for node: _Node, parentTarget: CGPoint, parentPresented: CGPoint, time: Double) -> CGRect {
        let f = node.frame
        var rel = SIMD4(Double(f.minX - parentTarget.x), Double(f.minY - parentTarget.y), Double(f.width), Double(f.height))
        if let a = node.frameAnimator {
            if a.isFinished(at: time) {
                node.frameAnimator = nil
            } else {
                rel = a.value(at: time)
                countingNow += 1
            }
        }
        if let movers = node.movedBy {
            // An inserted view stays where layout put it while what moved it runs (§7.5).
            var running = false
            // (Not past a new target: the commit then makes the view animate on its own.)
            for m in movers where m.animator.target == m.target && !m.animator.isFinished(at: time) {
                let v = m.animator.value(at: time)
                rel.x -= v.x - m.target.x
                rel.y -= v.y - m.target.y
                running = true
            }
            if !running { node.movedBy = nil }
        }
        return CGRect(x: parentPresented.x + CGFloat(rel.x), y: parentPresented.y + CGFloat(rel.y),
                      width: CGFloat(rel.z), height: CGFloat(rel.w))
    }
}

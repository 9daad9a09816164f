import Foundation

/// One of two views, chosen by `if`/`else` or `switch` in a view builder.
///
/// An enum itself rather than a struct around a nested `Storage` enum (SwiftUI's layout): in
/// generic code a nested generic type's metadata is looked up in the runtime's cache on every
/// use, several times per build of each `if`; the enum's own metadata is already in hand.
///
/// How it is built (node-model step 30, docs/engine.md "The node model"): the chosen view is
/// built straight into the conditional's own slot, with no node of its own; the view's node
/// records which branch chose it (`_Node.branchSet`/`branchPick`). The first time the other
/// branch is chosen, a list node takes the slot and holds both branches from then on, so that
/// change and later ones run their transitions (§7.6) as they always did. A branch that is a
/// view list makes its own list node, whose elements are the conditional's.
/// Public because `ViewBuilder.buildEither` returns it (SwiftUI's name).
public enum _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    case trueContent(TrueContent)
    case falseContent(FalseContent)

    @inlinable @inline(__always) public static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        // (`withMutablePointer`, not the standard library's: no isolation check, step 20.)
        withMutablePointer(to: &slot) { at in
            switch view {
            case .trueContent(let v): graph.buildChosenBranch(v, 0, at)
            case .falseContent(let v): graph.buildChosenBranch(v, 1, at)
            }
        }
    }
}

extension _ViewGraph {
    /// Builds `view`, branch `pick` (0: the true branch, 1: the false one) of an `if`/`else`,
    /// into the slot at `at`.
    ///
    /// Conditionals nested directly in a branch (`if a { if b { X } else { Y } } else { Z }`,
    /// `switch`, custom modifiers whose body picks `content`) build into the same slot: each
    /// finds its depth in that chain by the slot's address (`branchSlot`, set while the enclosing
    /// conditional builds its branch) and keeps its choice in bit `depth` of the node. The address
    /// is the slot's own: every view that builds no node of its own passes its slot on as it got it.
    @inlinable
    func buildChosenBranch<V: View>(_ view: V, _ pick: UInt32, _ at: UnsafeMutablePointer<_Node?>) {
        let root = takeOneViewRoot()
        let depth = branchSlot == UnsafeMutableRawPointer(at) ? branchDepth : 0
        guard depth < 32 else {
            // Deeper chains than the bits hold (no `switch` comes near): a list node, as ever.
            let node = reuse(&at.pointee) { DynamicListNode() }
            if root != node.implicitRoot { node.setImplicitRoot(root, self) }
            node.buildBranch(Int(pick), view, root, self)
            return
        }
        let bit: UInt32 = 1 << UInt32(depth)
        if let n = at.pointee {
            if n.branchHolderDepth == Int8(depth) {
                let holder = unsafeDowncast(n, to: DynamicListNode.self)
                visitHolder(holder, root: root)
                holder.buildBranch(Int(pick), view, root, self)
                return
            }
            if n.branchSet & bit == 0 || (n.branchPick & bit == 0) != (pick == 0) {
                holdBranches(of: n, otherThan: pick, depth: depth, root: root, at).buildBranch(Int(pick), view, root, self)
                return
            }
        }
        let savedSlot = branchSlot, savedDepth = branchDepth
        branchSlot = UnsafeMutableRawPointer(at)
        branchDepth = depth + 1
        buildOnlyChild(view, root, &at.pointee)
        branchSlot = savedSlot
        branchDepth = savedDepth
        if let n = at.pointee {
            n.branchSet |= bit
            if pick == 0 { n.branchPick &= ~bit } else { n.branchPick |= bit }
        }
    }

    /// The conditional at `depth` chooses branch `pick`, not the one shown until now: a list node
    /// takes the slot with `shown`, the node shown until now, in the other branch's place, so the
    /// build that follows drops it as a list drops a child (with its removal transition, §7.6).
    /// Returns that list node.
    @usableFromInline
    func holdBranches(of shown: _Node, otherThan pick: UInt32, depth: Int, root: ImplicitRoot, _ at: UnsafeMutablePointer<_Node?>) -> DynamicListNode {
        let holder = DynamicListNode()
        holder.branchHolderDepth = Int8(depth)
        holder.markBuilt()
        holder.parent = shown.parent
        holder.slots = pick == 0 ? [nil, shown] : [shown, nil]
        // Its parent now, also while its removal runs (a hero's outgoing view finds the list it
        // is leaving by its parent links, `shiftOfParent(ofRemoval:)`).
        shown.parent = holder
        holder.builtStamp = stamp
        visitHolder(holder, root: root)
        at.pointee = holder
        return holder
    }

    /// What `reuse` does for a node it keeps, for the list node holding a conditional's branches
    /// (found by its depth, not its class): visited in this pass, in this layout direction, as
    /// this slot's implicit root.
    @usableFromInline
    func visitHolder(_ holder: DynamicListNode, root: ImplicitRoot) {
        holder.visitedStamp = stamp
        let rtl = buildsRightToLeft
        if holder.isRTL != rtl { holder.isRTL = rtl; holder.builtStamp = stamp }
        if root != holder.implicitRoot { holder.setImplicitRoot(root, self) }
    }
}

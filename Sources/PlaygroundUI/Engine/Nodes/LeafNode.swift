import Foundation

/// The node of a view with no children of its own: a shape, a colour, a gradient (`ShapeNode`), a
/// `Text` (`TextNode`) or an `Image` (`ImageNode`) — what `View._buildsLeafNode` builds.
///
/// It keeps a preference writer applied straight to its view (`preference(key:value:)`,
/// `anchorPreference(key:value:transform:)`) as an attribute instead of a node around it
/// (docs/engine.md, "Modifiers kept as attributes"). Such a writer's frame is its content's, and
/// its content has no values of its own to replace, so the leaf folds the writer's value as its
/// own. The kept writer is the writer's node, held outside the tree: it is never built, laid out,
/// walked or drawn as a node; the leaf gives it its direction when built and its rect when placed.
/// It keeps an `onTapGesture(count:perform:)` applied straight to its view outside the tree too
/// (`keptTap`): a tap handler only adds itself to hits on its content, which here is the leaf, so
/// the kept gesture needs no direction, rect or parent of its own (it has none; nothing reads them).
@MainActor @usableFromInline
class LeafNode: _Node {
    /// The writer applied straight to this view, or nil (one writer is kept: an outer one in a
    /// chain wraps this node as usual; `ViewModifier._leafAttribute`).
    @usableFromInline @exclusivity(unchecked) final var keptWriter: _Node?

    /// The `onTapGesture(count:perform:)` applied straight to this view, or nil: kept as the
    /// writer is, outside the tree (one is kept: an outer one in a chain wraps this node).
    /// A hit on the leaf names it as the hit's tap handler, and the gesture dispatcher's walk up
    /// from the leaf meets it first (`forEachOnHitPath`), where a node around the leaf stood.
    @exclusivity(unchecked) final var keptTap: TapGestureNode?

    @usableFromInline override init() { super.init(); isLeafNode = true }

    /// Gives the leaf just built in `slot` (a view whose `_buildsLeafNode` is true) the tap
    /// gesture applied straight to it: `count` and `action` for the one it keeps (made on first use).
    @usableFromInline static func keepTap(count: Int, action: @escaping () -> Void, in slot: inout _Node?) {
        guard let reference = unretainedNode(&slot) else { preconditionFailure("a view whose _buildsLeafNode is true built nothing") }
        withGuaranteed(reference) { node in
            guard node.isLeafNode else { preconditionFailure("a view whose _buildsLeafNode is true built another node") }
            let leaf = unsafeDowncast(node, to: LeafNode.self)
            let tap: TapGestureNode
            if let kept = leaf.keptTap { tap = kept } else { tap = TapGestureNode(); leaf.keptTap = tap }
            tap.count = max(count, 1)
            tap.action = action
        }
    }

    /// A hit on this leaf: the leaf, with its kept tap gesture as the handler.
    @inline(__always) final func hit() -> HitResult {
        var r = HitResult(leaf: self)
        r.handler = keptTap
        return r
    }

    /// Runs `body` with the writer of type `N` that the leaf in `slot` keeps (made on first use,
    /// or made again when the one kept is of another type), in the direction where the writer is
    /// applied (`graph`'s now: an environment modifier between the writer and the leaf may have
    /// turned the leaf's), then takes the value stamp it wrote. `slot` holds a view whose
    /// `_buildsLeafNode` is true, just built. The leaf and the writer are handed on unretained (`slot` holds the one, the leaf the
    /// other): held in `let`s, each was retained and released at every build, which cost more
    /// than the writer node this keeps out of the tree (docs/engine.md, "A build holds its own
    /// node unretained too").
    @inlinable @inline(__always)
    static func withKeptWriter<N: ModifierNode>(in slot: inout _Node?, _ graph: _ViewGraph, _ make: () -> N, _ body: (N) -> Void) {
        guard let reference = unretainedNode(&slot) else { preconditionFailure("a view whose _buildsLeafNode is true built nothing") }
        withGuaranteed(reference) { node in
            guard node.isLeafNode else { preconditionFailure("a view whose _buildsLeafNode is true built another node") }
            let leaf = unsafeDowncast(node, to: LeafNode.self)
            let writer: Unmanaged<N>
            if let kept = unretainedNode(&leaf.keptWriter), withGuaranteed(kept, { type(of: $0) == N.self }) {
                writer = Unmanaged<N>.fromOpaque(kept.toOpaque())
            } else {
                let made = make()
                leaf.adopt(made)
                writer = Unmanaged.passUnretained(made)
            }
            let rtl = graph.buildsRightToLeft
            withGuaranteed(writer) { w in
                w.isRTL = rtl
                body(w)
                if w.valueStamp > leaf.valueStamp { leaf.valueStamp = w.valueStamp }
            }
        }
    }

    /// Keeps `writer` from now on, and writes its key as its own.
    @usableFromInline final func adopt(_ writer: _Node) {
        keptWriter = writer
        ownKeyBits |= writer.ownKeyBits
    }

    /// Gives the kept writer the rect this leaf is placed at (its frame, as a node around the
    /// leaf would have been placed: before a shape grows into the safe area). Called first by every
    /// leaf's `placeNode`.
    @inline(__always) final func placeKeptWriter(_ rect: CGRect, _ ctx: PlaceContext) {
        guard let w = keptWriter else { return }
        w.placeNode(rect, ctx)
        w.placedStamp = ctx.graph.stamp
        // The writer's anchor changed where it stands (a geometry effect around it, §5).
        if w.movedStamp == ctx.graph.stamp { movedStamp = ctx.graph.stamp }
    }

    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) {
        placeKeptWriter(rect, ctx)
        frame = rect
    }

    override var inspectableWriter: InspectableWriter? { keptWriter?.inspectableWriter }

    /// What the view itself writes for `K`, without the kept writer (which a node around it held
    /// until node-model step 70).
    final func foldWithoutKeptWriter<K: PreferenceKey>(_ key: K.Type, into value: inout K.Value) -> Bool {
        super.foldPreference(K.self, into: &value)
    }

    /// The kept writer's value for its key (it replaces whatever the view would write, which is
    /// nothing); any other key as a leaf folds it.
    override func foldPreference<K: PreferenceKey>(_ key: K.Type, into value: inout K.Value) -> Bool {
        if let w = keptWriter, w.ownKeyBits & preferenceKeyBit(K.self) != 0, w.foldPreference(K.self, into: &value) { return true }
        return super.foldPreference(K.self, into: &value)
    }
}

@MainActor
extension _Node {
    /// This view's value for `K` (`preferenceValue`), without a writer applied to it that its
    /// node keeps as a leaf: the writer is outside the view (a test's found view reads this,
    /// `ViewHost.FoundView`). Writers kept by leaves below it are inside, and count.
    final func viewsOwnPreferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        guard isLeafNode else { return preferenceValue(K.self) }
        var value = K.defaultValue
        return unsafeDowncast(self, to: LeafNode.self).foldWithoutKeptWriter(K.self, into: &value) ? value : nil
    }
}

@MainActor
extension _Node {
    /// Runs `body` on each node from this one (a hit's leaf) up to the root, as the gesture
    /// dispatcher walks them: a tap gesture kept by a leaf comes right after the leaf, where
    /// its node stood before it was kept (`LeafNode.keptTap`).
    @inline(__always) final func forEachOnHitPath(_ body: (_Node) -> Void) {
        var n: _Node? = self
        while let node = n {
            body(node)
            if node.isLeafNode, let tap = unsafeDowncast(node, to: LeafNode.self).keptTap { body(tap) }
            n = node.parent
        }
    }
}

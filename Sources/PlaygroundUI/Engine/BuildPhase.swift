import Foundation

// Phase 1 of a frame (`_ViewGraph.runFrame`): the views are built into the node tree, views whose
// state changed are evaluated again, and the change stamps are carried up (docs/engine.md,
// "Build" and "Change stamps"). The graph's half, then the node's.

@MainActor
extension _ViewGraph {
    /// Fills the root environment from the host (§21.2).
    func rootEnvironment(_ env: inout EnvironmentValues) {
        env.colorScheme = preferredColorScheme ?? hostColorScheme
        env.layoutDirection = hostLayoutDirection
        if hostDynamicTypeSize != .large { env.dynamicTypeSize = hostDynamicTypeSize }
        let horizontal: UserInterfaceSizeClass = hostSizeClasses.horizontal ?? (viewSize.width < 600 ? .compact : .regular)
        let vertical: UserInterfaceSizeClass = hostSizeClasses.vertical ?? (viewSize.height < 500 ? .compact : .regular)
        if let r = rootEntries, r.scale == displayScale, r.horizontal == horizontal, r.vertical == vertical, r.phase == hostScenePhase {
            env.custom = r.entry
            return
        }
        env.displayScale = displayScale
        env.undoManager = undoManager
        env.editMode = editMode
        env.horizontalSizeClass = horizontal
        env.verticalSizeClass = vertical
        if hostScenePhase != .active { env.scenePhase = hostScenePhase }
        rootEntries = (displayScale, horizontal, vertical, hostScenePhase, env.custom)
    }

    func build() {
        built = true
        needsRebuild = false
        Self.stampCounter += 1
        stamp = Self.stampCounter
        var env = EnvironmentValues()
        rootEnvironment(&env)
        env.animation = pendingAnimation
        env.disablesAnimations = pendingDisablesAnimations
        transactionAnimation = pendingAnimation
        transactionDisablesAnimations = pendingDisablesAnimations
        pendingAnimation = nil
        pendingDisablesAnimations = false
        pendingTransactions.buildBegan()
        if env == lastRootEnvironment { env = lastRootEnvironment } else { lastRootEnvironment = env }
        self.env = env
        buildRoot(self, &root)
        if let root, root.visitedStamp == stamp { root.propagateStamps(stamp) }
        for node in rebuildDirtyComposites() {
            node.propagateStamps(stamp)
            node.propagateUp()
        }
        phaseTransitions.commitRemovals(self)
        if !animatingLayouts.isEmpty { stepAnimatingLayouts() }
        // Scroll views whose offset moved are placed again (their content moves), nothing else;
        // a lazy stack whose estimated length changed is measured again too.
        for moved in scrolling.takeMoved() {
            let node = moved.node
            if moved.resized { node.builtStamp = stamp } else { changedDrawing(node) }
            node.subtreeStamp = max(node.subtreeStamp, stamp)
            node.subtreeSizeStamp = max(node.subtreeSizeStamp, node.sizeStamp)
            node.propagateUp()
        }
        forceFullRebuild = false
        environmentMemo.sweep()
    }

    /// Builds a view with a `body`: evaluates it unless nothing it depends on changed.
    /// The node of composite view `view` in `slot` when its body needs evaluating, else nil (the
    /// view and its inputs are unchanged, or only environment values it does not read changed,
    /// and its last body was built again). The caller evaluates it: `View._makeNode` does, in the
    /// module that defines the view, so the body's build is specialised for its type.
    ///
    /// Unretained (node-model step 59): the node is read from `slot` and handed back without a
    /// retain, and the caller evaluates it guaranteed (`withGuaranteed`). `slot` holds
    /// it meanwhile: a view's evaluation builds into its own node's child, never into the slot its
    /// parent keeps it in. (Handed back retained, each composite cost a `swift_retain_n`, a
    /// `swift_release` here and another in the caller: about 50 instructions a view.)
    @usableFromInline
    func compositeToEvaluate<V: View>(_ view: V, _ slot: inout _Node?) -> Unmanaged<CompositeNode<V>>? {
        let root = takeOneViewRoot()
        let kept = unretainedNode(&slot)
        #if !DEBUG
        // Whether a `ForEach`'s pipeline asked for this composite's lines (it is the node of the
        // element slot it asked for; a composite deeper in the element has another slot).
        let asked = evaluationAskedSlot != nil && evaluationAskedSlot == withMutablePointer(to: &slot) { UnsafeMutableRawPointer($0) }
        #endif
        // By the view type the node records, not `type(of:) == CompositeNode<V>.self`, which
        // looks the generic class's metadata up in the runtime's cache on every build.
        if let kept, withGuaranteed(kept, { $0.viewType == ObjectIdentifier(V.self) }) {
            let reference = Unmanaged<CompositeNode<V>>.fromOpaque(kept.toOpaque())
            let evaluates = withGuaranteed(reference) { node in
                if node.oneViewRoot != root { node.oneViewRoot = root; return true }
                if !forceFullRebuild && !node.needsEvaluation && modifierContents.isEmpty && node.isUnchanged(view)
                    && (elementModifiers.isEmpty && node.elementModifiers.isEmpty || ElementModifiers.same(elementModifiers, node.elementModifiers)) {
                    if node.env.sameInputs(as: env) { return false }
                    // The environment changed, but maybe not in what the body reads (§21.1).
                    if node.environmentReadsUnchanged(env) {
                        node.rebuildLastBody(self)
                        return false
                    }
                }
                #if !DEBUG
                if !asked { node.prefetchEvaluation() }
                #endif
                return true
            }
            return evaluates ? reference : nil
        }
        let node = CompositeNode<V>()
        node.oneViewRoot = root
        slot = node
        return Unmanaged.passUnretained(node)
    }

    /// Re-evaluates views whose state changed and that no ancestor re-evaluated in this pass.
    /// State changed while these bodies run is left for the next round (`needsRebuild`), which the
    /// host bounds, so a body that writes its own state cannot loop here.
    /// Returns the views re-evaluated here (their subtrees' stamps still need propagating).
    func rebuildDirtyComposites() -> [CompositeNodeBase] {
        let pending = dirtyComposites
        dirtyComposites.removeAll()
        var done: [CompositeNodeBase] = []
        for node in pending where node.needsEvaluation {
            if node.visitedStamp == stamp {
                dirtyComposites.append(node)   // dirtied by its own body in this pass: next round
            } else {
                node.reevaluate(self)
                done.append(node)
            }
        }
        return done
    }

    /// A modifier that a shape's node can keep (docs/engine.md, "Modifiers kept as attributes"):
    /// when `content` builds one shape node (`View._buildsShapeNode`), builds it straight into
    /// `slot`, hands the slot to `keep`, which gives the modifier's values to the node there
    /// (`ShapeNode.built(in:)`), and returns true; otherwise builds nothing and returns false, and
    /// the modifier makes its node around the content as usual. (`keep` takes the slot, not the
    /// node: a node handed across the call would be retained and released at every build.)
    @inlinable @inline(__always)
    func buildKeptByShape<C: View>(_ content: C, _ slot: inout _Node?, _ keep: (_Node?) -> Void) -> Bool {
        guard C._buildsShapeNode else { return false }
        C._makeNode(content, self, &slot)
        keep(slot)
        return true
    }

    /// Builds `content` into the content slot of a modifier node of type `N` in `slot`.
    @inline(__always)
    func modifierNode<N: ModifierNode, C: View>(_ slot: inout _Node?, _ content: C, _ make: () -> N, _ configure: (N) -> Void) {
        withReused(&slot, make) { node in
            configure(node)
            C._makeNode(content, self, &node.content)
        }
    }

    /// Builds a custom `ViewModifier` (its `body(content:)` is evaluated like a view's body).
    func buildCustomModifier<M: ViewModifier, C: View>(_ modifier: M, _ content: C, _ slot: inout _Node?) {
        let node: CustomModifierNode<M>
        if let n = slot, type(of: n) == CustomModifierNode<M>.self {
            node = unsafeDowncast(n, to: CustomModifierNode<M>.self)
        } else {
            node = CustomModifierNode<M>()
            slot = node
        }
        // A custom modifier whose body is a list, in a one-view slot: its body is built there (§31.6).
        node.oneViewRoot = takeOneViewRoot()
        node.evaluate(modifier, content: ModifierContent(isList: C._isViewList(self)) { b, contentSlot in C._makeNode(content, b, &contentSlot) }, self)
    }

    /// Evaluates again the view whose body holds `node` (the nearest composite above it), or
    /// the whole tree when there is none: how a primitive's own look change reaches the screen.
    func markOwnerDirty(of node: _Node) {
        var p = node.parent
        while let n = p, n.asComposite == nil { p = n.parent }
        if let owner = p?.asComposite { markDirty(owner) } else { invalidate() }
    }

    /// The node in `slot` if it is exactly an `N`, else a new one stored there.
    /// Inlinable: the views' inlinable builds call it where their node type is known, so it is
    /// specialised there (in generic library code, the type test, the closure and the node's
    /// retains are calls).
    @inlinable @inline(__always)
    func reuse<N: _Node>(_ slot: inout _Node?, _ make: () -> N) -> N {
        reuse(&slot, type: N.self, make)
    }

    /// `reuse` where `N`'s metatype is at hand (`type`, kept by the caller): in unspecialised
    /// code naming `N.self` for a generic `N` asks the runtime's metadata cache each time.
    @inlinable @inline(__always)
    func reuse<N: _Node>(_ slot: inout _Node?, type: N.Type, _ make: () -> N) -> N {
        let node: N
        if let n = slot, Swift.type(of: n) == type {
            node = unsafeDowncast(n, to: N.self)
        } else {
            node = made(&slot, make)
        }
        markVisited(node)
        return node
    }

    /// A new node from `make`, stored in `slot` and built in this pass (`reuse`, `withReused`).
    @inlinable @inline(__always)
    func made<N: _Node>(_ slot: inout _Node?, _ make: () -> N) -> N {
        let node = make()
        slot = node
        node.builtStamp = stamp
        return node
    }

    /// Marks `node` visited by this build, and built when its layout direction changed
    /// (`reuse`, `withReused`).
    @inlinable @inline(__always)
    func markVisited(_ node: _Node) {
        node.visitedStamp = stamp
        let rtl = buildsRightToLeft
        if node.isRTL != rtl { node.isRTL = rtl; node.builtStamp = stamp }
    }

    /// `reuse`, with the node handed to `body` unretained (`withGuaranteed`): `slot` holds it while
    /// `body` runs, which must not replace what `slot` holds. A node `reuse` returns into a `let`
    /// is retained and released at every build (node-model step 59; docs/engine.md, "A build
    /// holds its own node unretained too").
    @inlinable @inline(__always)
    func withReused<N: _Node, R>(_ slot: inout _Node?, _ make: () -> N, _ body: (N) -> R) -> R {
        #if DEBUG
        // Unoptimised, every closure below is a call with a context, which costs more than the
        // retain it saves: `reuse` as it is.
        return body(reuse(&slot, type: N.self, make))
        #else
        let reference: Unmanaged<N>
        if let kept = unretainedNode(&slot), withGuaranteed(kept, { Swift.type(of: $0) == N.self }) {
            reference = Unmanaged<N>.fromOpaque(kept.toOpaque())
        } else {
            reference = Unmanaged.passUnretained(made(&slot, make))
        }
        return withGuaranteed(reference) { node in
            markVisited(node)
            return body(node)
        }
        #endif
    }

    /// Whether the environment of the view being built lays out right to left.
    @usableFromInline var buildsRightToLeft: Bool { env.layoutDirection == .rightToLeft }

    /// Sets `field` of `node` to `value`, marking the node changed in this pass if it differs.
    @inline(__always)
    func update<N: _Node, T: Equatable>(_ node: N, _ field: ReferenceWritableKeyPath<N, T>, _ value: T) {
        if node[keyPath: field] != value {
            node[keyPath: field] = value
            node.builtStamp = stamp
        }
    }

    /// Marks `node` changed in this pass.
    @usableFromInline
    func changed(_ node: _Node) {
        node.builtStamp = stamp
    }

    /// Marks `node` changed in this pass where the change moves or draws its content but cannot
    /// change any size (an offset, a scroll position, a colour): placement and drawing run again
    /// down to the node, and every measurement on the way stands (`subtreeSizeStamp`).
    func changedDrawing(_ node: _Node) {
        let size = node.sizeStamp
        node.builtStamp = stamp
        node.sizeStamp = size
    }

    /// Builds `view` into `slot` with the environment changed by `change` for its subtree.
    @inlinable
    func withEnvironment<V: View>(_ change: (inout EnvironmentValues) -> Void, _ view: V, _ slot: inout _Node?) {
        let saved = env
        change(&env)
        V._makeNode(view, self, &slot)
        env = saved
    }

    /// Builds `view` into `slot` in the environment changed by `W` writing `value`: the one made
    /// for the same write of the same environment before, when the value can be compared
    /// (`EnvironmentMemo`), else changed here.
    @inlinable
    func withEnvironment<W: _EnvironmentWrite, V: View>(writing value: W.Value, by write: W.Type, _ view: V, _ slot: inout _Node?) {
        if let key = EnvironmentMemo.Key.of(W.self, value) {
            withEnvironment(changedEnvironment(key) { W.write(value, to: &$0) }, view, &slot)
        } else {
            withEnvironment({ W.write(value, to: &$0) }, view, &slot)
        }
    }

    /// Builds `view` into `slot` in the environment changed by `change`, which writes a constant
    /// (`site`, `EnvironmentMemo.ConstantSite`): made once for each environment it changes.
    func withEnvironment<V: View>(constant site: UInt, _ change: (inout EnvironmentValues) -> Void, _ view: V, _ slot: inout _Node?) {
        withEnvironment(changedEnvironment(.constant(site), change), view, &slot)
    }

    /// The environment being built in, changed by `change` whose inputs `key` names
    /// (`EnvironmentMemo.environment`).
    @usableFromInline func changedEnvironment(_ key: EnvironmentMemo.Key, _ change: (inout EnvironmentValues) -> Void) -> EnvironmentValues {
        environmentMemo.environment(env, key, change)
    }

    /// Builds `view` into `slot` in `environment` (one a node made and kept for its subtree).
    @inlinable
    func withEnvironment<V: View>(_ environment: EnvironmentValues, _ view: V, _ slot: inout _Node?) {
        let saved = env
        env = environment
        V._makeNode(view, self, &slot)
        env = saved
    }

    /// Called when a `@State` changes: schedule a rebuild with the current transaction.
    func stateDidChange(owner: CompositeNodeBase?) {
        needsRebuild = true
        if let owner {
            markDirty(owner)
        } else {
            forceFullRebuild = true
        }
        let t = Transaction.current
        if let t {
            pendingAnimation = t.animation
            pendingDisablesAnimations = t.disablesAnimations
        }
    }

    /// Schedules `node`'s body to be evaluated again in the next build.
    func markDirty(_ node: CompositeNodeBase) {
        needsRebuild = true
        if !node.needsEvaluation { dirtyComposites.append(node) }
        node.needsEvaluation = true
    }

    /// `node`'s offset changed, or with `resized` its length (a lazy stack's estimate): the next
    /// build round places it (and only it) again, and with `resized` its ancestors measure again.
    func scrollViewMoved(_ node: _Node, resized: Bool = false) {
        needsRebuild = true
        scrolling.recordMoved(node, resized: resized)
    }
}

/// What the stamp walk carries up from a node's children (`propagateStamps`).
@MainActor
struct StampSummary {
    var newest: Int
    var newestSize: Int
    var newestValue: Int
    var flags: UInt8
    var keys: UInt64

    /// Links `child` to `parent`, walks it if this pass visited it, and takes in its stamps.
    @inline(__always)
    mutating func absorb(_ child: _Node, into parent: _Node, _ stamp: Int) {
        child.parent = parent
        if child.visitedStamp == stamp { child.propagateStamps(stamp) }
        take(child)
    }

    /// Takes in the stamps of `child`, whose subtree is as the last walk left it.
    @inline(__always)
    mutating func take(_ child: _Node) {
        newest = max(newest, child.subtreeStamp)
        newestSize = max(newestSize, child.subtreeSizeStamp)
        newestValue = max(newestValue, child.subtreeValueStamp)
        flags |= child.subtreeFlags
        keys |= child.subtreeKeyBits
    }
}

@MainActor
extension _Node {
    /// After a build pass with stamp `stamp`: records parents, the newest build stamp below each
    /// rebuilt node, and whether placement builds content inside. Only rebuilt nodes are visited;
    /// an untouched child (a skipped view) keeps what it had.
    func propagateStamps(_ stamp: Int) {
        StackGuard.check()
        _Node.stampWalkVisits &+= 1
        var s = StampSummary(newest: builtStamp, newestSize: sizeStamp, newestValue: valueStamp,
                             flags: setsExplicitGuides ? _Node.explicitGuidesFlag : 0,
                             keys: subtreeKeyBits | ownKeyBits)
        s.flags |= ownFlags | (branchSet != 0 ? _Node.dynamicContentFlag : 0)
        stampChildren(stamp, &s)
        subtreeStamp = s.newest
        subtreeSizeStamp = s.newestSize
        subtreeValueStamp = s.newestValue
        subtreeFlags = s.flags
        subtreeKeyBits = s.keys
    }

    /// `stampChildren` through `forEachChild`: what a node kind that lists its children its own
    /// way uses.
    final func stampEachChild(_ stamp: Int, _ s: inout StampSummary) {
        forEachChild { s.absorb($0, into: self, stamp) }
    }

    /// After `propagateStamps` on a subtree rebuilt on its own (a view re-evaluated because its
    /// state changed): tells the ancestors.
    func propagateUp() {
        var p = parent
        while let n = p {
            n.subtreeStamp = max(n.subtreeStamp, subtreeStamp)
            n.subtreeSizeStamp = max(n.subtreeSizeStamp, subtreeSizeStamp)
            n.subtreeValueStamp = max(n.subtreeValueStamp, subtreeValueStamp)
            n.subtreeFlags |= subtreeFlags
            n.subtreeKeyBits |= subtreeKeyBits
            p = n.parent
        }
    }

    /// This node was built in pass `stamp` outside the bodies above it (a tab built when first
    /// shown): the stamp walk must come down to it through them, whatever they built themselves
    /// (`CompositeNodeBase.dirtyPass`).
    func markBuiltOutsideBodies(_ stamp: Int) {
        var p = parent
        while let n = p {
            n.asComposite?.dirtyPass = stamp
            p = n.parent
        }
    }

    /// Links content built while this node is placed (a GeometryReader's, a preference reader's,
    /// lazy rows, a presented sheet), which the build pass's propagation does not reach: its
    /// stamps, its parent (without which a scroll view inside would not know it is in the tree),
    /// and, for this node and its ancestors, in one walk up, what the content holds before anything
    /// above asks: its preference keys (a reader's `preferenceMayDiffer`), whether it holds an
    /// explicit guide (alignment), and the newest value written in it (`subtreeValueStamp`, so
    /// `preferenceStamp`: the observers and readers above fold again, which a writer that changed
    /// nothing else would otherwise not make them do).
    func adoptPlacedContent(_ content: _Node, _ stamp: Int) {
        if content.visitedStamp == stamp { content.propagateStamps(stamp) }
        content.parent = self
        let keys = content.subtreeKeyBits
        let guides = content.subtreeFlags & _Node.explicitGuidesFlag
        let written = content.subtreeValueStamp
        var n: _Node? = self
        while let x = n, x.subtreeKeyBits & keys != keys || x.subtreeFlags & guides != guides || x.subtreeValueStamp < written {
            x.subtreeKeyBits |= keys
            x.subtreeFlags |= guides
            x.subtreeValueStamp = max(x.subtreeValueStamp, written)
            n = x.parent
        }
    }
}

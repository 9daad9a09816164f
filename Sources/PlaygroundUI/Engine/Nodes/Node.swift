import Foundation

/// A node of the persistent view tree. One node per primitive view or modifier, kept across frames
/// by structural identity (its slot in the parent), so state, caches and animations stay attached.
///
/// Phases per frame: build (`View._makeNode`) → layout (`measure`, `place`) → preferences
/// (`preferenceValue`) → emit (display list, presented geometry) → hit testing on input.
@MainActor
/// Public because `View`'s build requirement (`_makeNode`) takes it; its members are internal.
public class _Node {
    // The stored properties are declared in the order a build touches them: the fields a build and
    // its stamp walk read and write come first, next to the object's header (which retains touch),
    // so a node rebuilt without change touches two or three cache lines of its own, not five; the
    // geometry, the measurement cache and drawing records follow (step 36 of
    // docs/performance-profile.md). A subclass's fields come after all of these.

    /// The view type of a `CompositeNode<V>` (nil for every other node): how a build recognises
    /// the node it can reuse without asking the runtime for the generic class's metadata.
    @exclusivity(unchecked) var viewType: ObjectIdentifier?

    /// True when the node was built in a right-to-left environment: it places its children
    /// mirrored within its own rect, and its local coordinate space has its origin at the
    /// top-trailing (right) corner with x growing leftward (docs/semantics.md §21.7).
    @usableFromInline @exclusivity(unchecked) var isRTL = false
    /// True for a `LeafNode` (set by its initialiser; stored in the byte after `isRTL`, which the
    /// layout pads anyway): how a modifier finds the leaf it keeps its values in without a cast.
    @usableFromInline @exclusivity(unchecked) final var isLeafNode = false

    /// The branches of `if`/`else` that chose this node, for the conditionals that built it straight
    /// into its slot (Composition/ConditionalContent.swift): bit d of `branchSet` is set when the
    /// conditional d levels deep in the slot's chain chose it, and bit d of `branchPick` says which
    /// branch (0 true, 1 false). A node chosen so stands where SwiftUI has dynamic content (§1.3).
    @usableFromInline @exclusivity(unchecked) final var branchSet: UInt32 = 0
    @usableFromInline @exclusivity(unchecked) final var branchPick: UInt32 = 0
    /// For the list node that holds both branches of a conditional once it changed branch: that
    /// conditional's depth in its slot's chain (-1 for every other node).
    @usableFromInline @exclusivity(unchecked) final var branchHolderDepth: Int8 = -1
    /// Whether an `if`/`else` chose this node without a list node of its own (§1.3).
    final var isChosenBranch: Bool { branchSet != 0 }

    /// True for nodes with no geometry of their own (composites, view lists): layout and drawing
    /// pass straight through them.
    var isTransparent: Bool { false }

    /// True while this node keeps its content out of the tree though its nodes stay (a parked
    /// navigation level, §27.6): what lies below is not on screen, whatever its parent links say.
    var hidesContent: Bool { false }

    // MARK: What hosts ask (never by casting to node classes)

    /// The string a `Text` node shows (nil for every other node): taps on text, queries.
    var displayedText: String? { nil }
    /// Whether the layout-bounds overlay outlines this node: views with geometry of their own,
    /// not the modifiers that only pass their content's geometry on.
    var showsLayoutBounds: Bool { !isTransparent }
    /// This node as a preference writer the inspector can describe (nil for other nodes).
    var inspectableWriter: InspectableWriter? { nil }
    /// This node as a view with a body (nil for primitives and modifiers).
    var asComposite: CompositeNodeBase? { nil }
    /// This node as a dynamic list (`ForEach`, `if`), which draws its views' transitions (nil
    /// for other nodes).
    var asDynamicList: DynamicListNode? { nil }
    /// What this node is to input and to the queries of hosts and tests (`.none` for most).
    var nodeRole: NodeRole { .none }

    // MARK: Change tracking
    // The stamps and caches below are read and written by the phase files (BuildPhase.swift,
    // LayoutPhase.swift, PreferencePhase.swift, EmitPhase.swift): Swift has no access level for
    // "this class and its extensions in other files", so they are internal; nothing else writes them.
    // Every build pass has a stamp (`_ViewGraph.stamp`, increasing across hosts). A node built or
    // rebuilt in a pass takes its stamp; after the pass, `subtreeStamp` is the newest stamp in the
    // subtree. Measurements, flattened items and placement made after that stamp are still valid,
    // so a subtree nobody rebuilt is neither re-measured nor re-placed.

    /// The stamp of the build pass that last changed this node (created it, or changed anything it
    /// lays out or draws). A pass that rebuilds a node into the same thing leaves it alone.
    /// Writing it also writes `sizeStamp`: a change can change the node's size unless the code
    /// making it says otherwise (`_ViewGraph.changedDrawing`).
    @usableFromInline @exclusivity(unchecked) var builtStamp = 0 { didSet { _Node.changeCount &+= 1; sizeStamp = builtStamp } }
    /// How many times any node's `builtStamp` or `valueStamp` was written, in every host: a
    /// composite's body that leaves it as it was built nothing new below it
    /// (`CompositeNodeBase.dirtyPass`).
    nonisolated(unsafe) static var changeCount = 0
    /// Nodes the stamp walk has visited, in every host (for tests).
    nonisolated(unsafe) static var stampWalkVisits = 0
    /// Contents and list elements whose layout items an `ItemCache` collected, in every host
    /// (for tests).
    nonisolated(unsafe) static var itemsCollected = 0
    /// The stamp of the build pass that last visited (built) this node, changed or not.
    @usableFromInline @exclusivity(unchecked) var visitedStamp = 0
    /// The newest `builtStamp` in this subtree (set by the host after each build pass).
    @exclusivity(unchecked) var subtreeStamp = 0
    /// What the subtree holds that later phases must know of (the bits below), set with the
    /// stamps. One field, so the stamp walk merges a child's in one step; plain bits rather than
    /// an `OptionSet`, whose generic set operations are calls in a debug build (+13 % there).
    @exclusivity(unchecked) var subtreeFlags: UInt8 = 0
    /// The flags this node itself contributes to `subtreeFlags` whatever it builds (a dynamic
    /// list's `dynamicContentFlag`): a stored byte, so the stamp walk asks no overridden property.
    @exclusivity(unchecked) final var ownFlags: UInt8 = 0
    /// In `ownFlags` of the nodes that build their content while placed (GeometryReader,
    /// preference readers, lazy stacks): their paths are placed again in every pass that walks
    /// from the root.
    static let lazyContentFlag: UInt8 = 1
    static let explicitGuidesFlag: UInt8 = 2
    /// In `ownFlags` of the lazy nodes that only a walk from the root can place again (preference
    /// readers, lazy stacks). A subtree whose lazy content is all GeometryReaders lacks it, and a
    /// pass that changes nothing above them places only the readers rebuilt since the last pass,
    /// where they stand (`_ViewGraph.placeReadersWhereTheyStand`).
    static let walkedLazyContentFlag: UInt8 = 8
    /// In `ownFlags` of the nodes whose `childOrigin` is not their frame's origin (a scroll view's
    /// is its scrolled content's): the animation commit cannot tell from their stamps alone that
    /// their children's origin stayed (`PresentationAnimator.commitNode`).
    static let offsetChildOriginFlag: UInt8 = 16
    /// In `ownFlags` of the nodes whose frame is not the rect they are placed at but that rect
    /// grown into the safe area (a scroll view, `ignoresSafeArea`, a shape that keeps one):
    /// whether such a node moved is asked of the node (`isMoved(placedAt:_:)`): the rect compared
    /// with its frame always differs. In `subtreeFlags` too, like the others (`moved(to:_:)` asks those first).
    static let grownFrameFlag: UInt8 = 32
    /// In `ownFlags` of the nodes whose content is drawn relative to them rather than to the
    /// window (the geometry effects, `offset`, the renderer effects, a scroll view): SwiftUI's
    /// *container* of a view's position (docs/semantics.md §7.5). A view inserted while the nodes
    /// above it move by a layout animation stays where layout puts it, up to the nearest such
    /// node, which it moves with (`PresentationAnimator.commitNode`).
    static let positionContainerFlag: UInt8 = 64
    /// In `ownFlags` of an `.animation(_:)` or `.animation(_:value:)` modifier: a transaction that
    /// disables animations passes it by (its own animation still runs, §7.1); a `.transaction`
    /// modifier still edits it.
    static let implicitAnimationFlag: UInt8 = 128
    /// True when the subtree builds content during placement (GeometryReader, preference readers,
    /// lazy stacks), whose paths every walk from the root places again.
    var containsLazyContent: Bool { subtreeFlags & _Node.lazyContentFlag != 0 }
    /// True when the subtree may give an explicit value for a guide other than the text baselines:
    /// it holds an `alignmentGuide` or a custom `Layout` (§26.1). Elsewhere such a guide is its
    /// default, so alignment asks no child below. Set with the stamps, and by `adoptPlacedContent(_:_:)`
    /// for content built during placement.
    var containsExplicitGuides: Bool { subtreeFlags & _Node.explicitGuidesFlag != 0 }
    /// Set with the stamps where the subtree holds a dynamic list (`ForEach`) or a branch an
    /// `if`/`else` chose: only there can a fold yield `defaultValue` without a writer (§1.3).
    static let dynamicContentFlag: UInt8 = 4
    /// True while a fold reads content the stamp walk does not reach (a parked navigation level's,
    /// §27.6): its bits and flags are not kept up, so no child of it is passed by.
    nonisolated(unsafe) static var foldingUnwalkedContent = false
    /// Runs `fold` with `foldingUnwalkedContent` set (and restores it after).
    static func foldingInFull<R>(_ fold: () -> R) -> R {
        let outer = foldingUnwalkedContent
        foldingUnwalkedContent = true
        defer { foldingUnwalkedContent = outer }
        return fold()
    }
    /// True while a fold reads the views this package builds for a control (inside a
    /// `LibraryViewBoundaryNode`): their `if`s and lists give no `defaultValue` (§1.3), so only
    /// the user's writers inside (a label's) give output. Folds there pass the fold caches by, which
    /// a fold begun inside the control (a reader in a label) would have filled with defaults.
    nonisolated(unsafe) static var foldingLibraryView = false
    @usableFromInline @exclusivity(unchecked) var placedStamp = -1
    /// Whether any layout pass has placed this node (so `frame` is where it stood).
    @inlinable final var wasEverPlaced: Bool { placedStamp >= 0 }

    // Measurement cache: every (proposal, size) pair asked since the subtree last changed. Nested
    // stacks probe each child at 0, ∞ and its share along their axis, so a node sees a handful of
    // distinct proposals; caching them all keeps layout linear in the tree.
    @exclusivity(unchecked) var measuredStamp = -1

    init() {}

    // MARK: Layout

    /// The stamp of the pass that last moved this node (its rect changed).
    @exclusivity(unchecked) var movedStamp = 0
    /// The newest stamp at which anything in this subtree was built differently, written again or
    /// moved (set at placement).
    @exclusivity(unchecked) var contentStamp = 0
    /// The stamp of the build pass that last gave this node a preference value that may differ
    /// (writers set it whenever they are built: values and transforms cannot be compared).
    @usableFromInline @exclusivity(unchecked) var valueStamp = 0 { didSet { _Node.changeCount &+= 1 } }
    /// The newest `valueStamp` in this subtree (propagated with `subtreeStamp`).
    @exclusivity(unchecked) var subtreeValueStamp = 0
    /// The newest change that can make this subtree's preference values differ: something built
    /// differently, moved (anchors resolve from frames) or written again. A fold made at or after
    /// it is still the subtree's value.
    var preferenceStamp: Int { max(contentStamp, subtreeStamp, subtreeValueStamp) }
    /// The keys this node writes itself, one bit each (`preferenceKeyBit`): set by writers when made.
    @exclusivity(unchecked) var ownKeyBits: UInt64 = 0
    /// The keys written anywhere in this subtree, now or since the node was made (bits are never
    /// cleared, so a writer that went away still counts): propagated with `subtreeStamp`.
    @exclusivity(unchecked) var subtreeKeyBits: UInt64 = 0
    /// The node whose slot holds this one (set by the host after each build pass). Not a weak
    /// reference (weak references put every node's reference count on the slow path); a node
    /// clears its children's link when it goes away.
    @exclusivity(unchecked) unowned(unsafe) var parent: _Node?

    // Cold in a build that changes nothing (the layout and drawing phases' own fields).

    /// Root-space layout rect (the target geometry, what anchors and GeometryReader see).
    @usableFromInline @exclusivity(unchecked) var frame: CGRect = .zero
    /// Root-space rect as drawn this frame (animated toward `frame`).
    @exclusivity(unchecked) var presentedFrame: CGRect = .zero
    /// Animation state of the frame relative to the parent: last committed target and animator.
    @exclusivity(unchecked) var committedRelativeFrame: SIMD4<Double>?
    @exclusivity(unchecked) var frameAnimator: VectorAnimator?
    /// The running frame animators of the nodes above that were moving it when it was inserted,
    /// with their targets then: their motion toward those targets is taken back while they run,
    /// so it is drawn where layout puts it (§7.5).
    @exclusivity(unchecked) var movedBy: [(animator: VectorAnimator, target: SIMD4<Double>)]?
    /// The stamp of the build pass that last changed this node in a way that can change what it
    /// measures (its own attributes or its children). An offset or a scroll position that moved
    /// changes only where the content is placed and drawn, so it leaves this stamp alone. (With
    /// `subtreeSizeStamp`, here among the layout's fields: a build that changes nothing does not
    /// touch them, and the fields it does touch stay in the node's first cache lines.)
    @exclusivity(unchecked) var sizeStamp = 0
    /// The newest `sizeStamp` in this subtree (propagated with `subtreeStamp`): a measurement made
    /// at or after it still holds, though the subtree may have been built differently since.
    @exclusivity(unchecked) var subtreeSizeStamp = 0
    /// The measurement cache's pairs (see `measuredStamp`).
    @exclusivity(unchecked) var measuredProposals: [ProposedViewSize] = []
    @exclusivity(unchecked) var measuredSizes: [CGSize] = []

    isolated deinit {
        let me = ObjectIdentifier(self)
        forEachChild { c in if let p = c.parent, ObjectIdentifier(p) == me { c.parent = nil } }
    }

    /// The origin children's frames are relative to, for layout animations: the node's own,
    /// except in a scroll view, where it is the scrolled content origin (scrolling moves the
    /// content without being a layout change).
    var childOrigin: CGPoint { frame.origin }

    /// True for nodes that can set a guide's explicit value themselves (`alignmentGuide`, a
    /// custom `Layout`): what `containsExplicitGuides` is made of. Stored, set by those nodes'
    /// initialisers (not an overridable property: the stamp walk reads it at every node).
    @exclusivity(unchecked) var setsExplicitGuides = false

    /// Override: the size for proposal `p` (do not call directly; use `measure`).
    func sizeThatFits(_ p: ProposedViewSize, _ b: _ViewGraph) -> CGSize { .zero }

    /// Override: place this node at `rect` (root space) and its children inside it (call `place`).
    func placeNode(_ rect: CGRect, _ ctx: PlaceContext) { frame = rect }

    /// Override with `grownFrameFlag`: whether `placeNode(rect, ctx)` would place this node
    /// otherwise than last time: another rect given, or the same one grown into another safe
    /// area. Asked by `place` instead of comparing `rect` with `frame`, which always differ.
    func isMoved(placedAt rect: CGRect, _ ctx: PlaceContext) -> Bool { !sameRect(rect, frame) }

    /// After `placeNode`: the newest content stamp below (`contentStamp`), each child's brought
    /// up to date. Override where placing already found it (a stack's `placeItems`).
    func contentStampAfterPlacing() -> Int {
        var newest = Int.min
        forEachChild { newest = max(newest, $0.refreshedContentStamp()) }
        return newest
    }

    // MARK: Alignment guides (docs/semantics.md §26.1)

    /// This node's explicit value for the guide `key` when it is `size` big, in its own
    /// coordinates, or nil (then the guide's default applies). Modifiers that keep their
    /// content's geometry, and views without geometry of their own, pass the question on;
    /// nodes that move their content (padding, frames) and containers override.
    func explicitAlignment(_ key: AlignmentKey, size: CGSize, _ b: _ViewGraph) -> CGFloat? {
        guard isTransparent else { return nil }
        var only: _Node? = nil, count = 0
        forEachChild { only = $0; count += 1 }
        return count == 1 ? only?.explicitAlignment(key, size: size, b) : nil
    }

    /// The Spacer at the bottom of this node's modifier chain and bodies, if it ends in one
    /// (what `SpacerNode.setAxis` tells its stack's axis); nil through a parked level.
    var spineSpacer: SpacerNode? { nil }
    /// Layout priority (`layoutPriority(_:)`); Spacers are sized last.
    var layoutPriority: Double { 0 }
    /// Drawing order among siblings (`zIndex(_:)`).
    var zIndex: Double { 0 }
    /// True for Spacer: stacks put no default spacing next to it (docs/semantics.md §6.1).
    var isSpacer: Bool { false }
    /// What this view's top or bottom edge asks of its neighbour in a vertical stack whose spacing
    /// is nil (docs/semantics.md §6.1.1): a plain view's by default.
    func stackEdgeSpacing(_ edge: VerticalEdge, _ b: _ViewGraph) -> EdgeSpacing { .plain(edge) }

    /// A subtree built but never shown is going: its views never appeared, so they do not
    /// disappear either (a navigation level of a preset path popped before it showed, §27.6).
    func forgetAppearance() { forEachChild { $0.forgetAppearance() } }
    /// The navigation level holding this node was parked (`true`) or came back (`false`), §27.6:
    /// observers leave the host's per-frame list meanwhile; the rest pass it on. A parked node's
    /// content is not among its children, so this stops at levels that stay parked.
    func parkingChanged(_ parked: Bool, _ b: _ViewGraph) {
        forEachChild { $0.parkingChanged(parked, b) }
    }

    /// Appends the layout items this node contributes to a stack (itself, or its flattened children).
    func collectItems(_ items: inout [_Node]) { items.append(self) }
    /// Whether `collectItems` would give anything: false for a list or an `if` that holds no
    /// view now (a lazy row whose element is an `if` that is false is no row, §13). Answered
    /// without collecting; each override of `collectItems` answers it alike.
    var producesViews: Bool { true }
    /// Every child this node keeps, shown or not (a lazy stack's rows off screen too): what
    /// `forgetPlacements` reaches, so a row scrolled away while a transform changed is placed anew.
    func forEachKeptChild(_ body: (_Node) -> Void) { forEachChild(body) }
    /// A list row's place in its section by index (`ListRowNode`), nil for every other node: a
    /// lazy stack finds with it the rows that end a section once the rows holding no view are
    /// left out (`setShownEnds`).
    var listRowEnds: (isFirst: Bool, isLast: Bool)? { nil }
    /// Tells a list row that only rows holding no view lie between it and its section's start
    /// (`emptyBefore`) or end (`emptyAfter`).
    func setShownEnds(emptyBefore: Bool, emptyAfter: Bool, _ b: _ViewGraph) {}
    /// Where this node's items are its elements' items, in order (a view list's slots): the
    /// elements, so that an `ItemCache` collects again only the elements that changed. Nil for
    /// every other node.
    var listElements: [_Node?]? { nil }
    /// A lazy stack's row holding this node left its range (`false`) or came back (`true`):
    /// lifecycle nodes override (deepest first), the rest pass it on (§22.1).
    func lazyVisibilityChanged(_ visible: Bool, _ b: _ViewGraph) {
        forEachChild { $0.lazyVisibilityChanged(visible, b) }
    }

    // MARK: Tree

    /// Override (transaction modifiers): the animation for this node's subtree, given the one
    /// from above. `stamp` is the current build pass.
    func animationForSubtree(_ inherited: Animation?, stamp: Int) -> Animation? { inherited }
    /// Override (true) in a node that overrides `animationForSubtree`: the commit walk asks only
    /// those, and passes the animation in force past every other node without copying it.
    var setsAnimation: Bool { false }

    /// Override: commit animatable values other than the frame (colours, opacity, shape
    /// parameters) after a layout round; see `AnimatedValue`.
    func commitValues(time: Double, animation: Animation?) {}

    /// The layout rect this node covers: its frame, or for nodes without geometry (lists,
    /// composites) the union of their children's.
    func boundingFrame() -> CGRect { bounds(of: \.frame) }

    /// Like `boundingFrame`, in drawn (presented) coordinates.
    func presentedBoundingFrame() -> CGRect { bounds(of: \.presentedFrame) }

    private func bounds(of rect: KeyPath<_Node, CGRect>) -> CGRect {
        if !isTransparent { return self[keyPath: rect] }
        var r: CGRect? = nil
        forEachChild { c in
            let f = c.bounds(of: rect)
            r = r.map { $0.union(f) } ?? f
        }
        return r ?? .zero
    }

    /// Calls `body` with the node of each `.transition(_:)` set on this view (looked up through
    /// modifiers, into each view of a list) until it returns false.
    func forEachTransitionNodeOnSpine(_ body: (TransitionNode) -> Bool) -> Bool { true }
    /// The node of the first `.transition(_:)` set on this view.
    final var transitionNodeOnSpine: TransitionNode? {
        var found: TransitionNode?
        _ = forEachTransitionNodeOnSpine { found = $0; return false }
        return found
    }
    /// The transition set on this view by `.transition(_:)` (the first, on a list).
    final var transitionOnSpine: AnyTransition? { transitionNodeOnSpine?.transition }
    /// The nodes of the transitions with bodies set on this view (§7.6.1: each view of a list
    /// runs its own).
    final var phaseTransitionNodesOnSpine: [TransitionNode] {
        var found: [TransitionNode] = []
        _ = forEachTransitionNodeOnSpine { if !$0.transition.phased.isEmpty { found.append($0) }; return true }
        return found
    }

    /// Calls `body` for each child node, in tree (drawing) order.
    func forEachChild(_ body: (_Node) -> Void) {}

    /// The stamp walk's visit of the children (`propagateStamps`): each child goes through
    /// `s.absorb`. The engine's base classes write it out over their own slots, which spares a
    /// closure call per child on the walk every build pass makes; a node kind that overrides
    /// `forEachChild` overrides this too, with `stampEachChild` (`StampWalkTests` reads the sources).
    func stampChildren(_ stamp: Int, _ s: inout StampSummary) { stampEachChild(stamp, &s) }

    // MARK: Preferences

    /// True for dynamic content (`if`, `ForEach`, `AnyView`, optional content): a layout over a list
    /// with such a part, or such a part that is the whole of a one-view slot, produces
    /// `defaultValue` for every requested key even when nothing inside writes it (§1.3).
    var isDynamicContainer: Bool { false }
    /// True for nodes that lay out a view list as their children (stacks, custom layouts, grids,
    /// lazy stacks, GeometryReader): the list's elements are their subviews.
    var laysOutViewList: Bool { false }

    /// Whether this subtree yields `defaultValue` when nothing inside writes the key (§1.3): a
    /// layout whose list has a dynamic part (one container spans the whole list), or — in a slot
    /// that holds one view (the root, an overlay's content, a modifier's content) — the topmost
    /// view without geometry over a list with a dynamic part (the slot's implicit root). Dynamic
    /// parts inside a layout's list add nothing of their own.
    ///
    /// A node an `if`/`else` chose without a list node of its own (`isChosenBranch`) counts as the
    /// dynamic list the conditional stands for, with this node its one view: where that list would
    /// be the slot's implicit root, this node yields the default.
    private var injectsDefault: Bool {
        if isChosenBranch, !(parent?.isTransparent ?? false), !(parent?.laysOutViewList ?? false) { return true }
        if laysOutViewList { return containsDynamicList() }
        guard isTransparent else { return false }
        if let p = parent, p.isTransparent || p.laysOutViewList { return false }
        return containsDynamicList()
    }

    /// Whether this node, or a node without geometry below it (not past one with geometry), is
    /// dynamic content (a node an `if`/`else` chose stands for the list it would have been in).
    private func containsDynamicList() -> Bool {
        if isDynamicContainer { return true }
        var found = false
        forEachChild { c in if !found && (c.isChosenBranch || c.isTransparent && c.containsDynamicList()) { found = true } }
        return found
    }

    /// Whether this node keeps its subtree's folded values (containers, where children's values
    /// are reduced): valid while nothing in the subtree was built differently or moved, so a
    /// change refolds only the containers on its path to the reader.
    var cachesFolds: Bool { false }
    /// Whether this node folds only some of its children, chosen by state its stamps do not show
    /// (a tab view's selected tab, `ViewThatFits`' choice, a parked level): a reader then takes any
    /// change below it as a change of its value (`preferenceMayDiffer`).
    var foldsChosenChildren: Bool { false }
    @exclusivity(unchecked) var foldCaches: [FoldCacheSlot] = []

    /// Writes this subtree's value for `K` into `value` and returns true, or returns false (leaving
    /// `value` alone) when the subtree produces no output for `K` (docs/semantics.md §1.2). Children's
    /// outputs are reduced in tree order, starting from the first one.
    ///
    /// An out-parameter rather than a `K.Value?` result: in this generic code every use of
    /// `Optional<K.Value>` asks the runtime's metadata cache, and this runs for every node.
    ///
    /// A child whose subtree has never held a writer of `K` (`subtreeKeyBits`), no dynamic list or
    /// chosen branch (which may yield `defaultValue` without one) and no content built during
    /// placement (whose bits reach it later) produces no output: it is not visited. Only a child
    /// the stamp walk linked to this node (`parent`) is judged so, and none while
    /// `foldingUnwalkedContent`: content the walk does not reach (a parked navigation level's,
    /// built while parked) has no bits, or old ones.
    func foldPreference<K: PreferenceKey>(_ key: K.Type, into value: inout K.Value) -> Bool {
        StackGuard.check()
        var has = false, sized = !cachesFolds
        let bit = preferenceKeyBit(K.self), prunes = !_Node.foldingUnwalkedContent
        let library = _Node.foldingLibraryView
        // Without writers, only dynamic content (which injects the default) or content built
        // during placement (whose writers' bits come later) can give output.
        let maybeOutput = library ? _Node.lazyContentFlag : _Node.dynamicContentFlag | _Node.lazyContentFlag
        forEachChild { child in
            if prunes && child.subtreeKeyBits & bit == 0 && child.parent === self
                && child.subtreeFlags & maybeOutput == 0 { return }
            if !has {
                has = child.fold(K.self, into: &value)
            } else {
                if !sized { sized = true; reserveForFold(K.self, &value) }
                var next = K.defaultValue
                if child.fold(K.self, into: &next) { K.reduce(value: &value, nextValue: { next }) }
            }
        }
        if !has && !library && injectsDefault { value = K.defaultValue; return true }
        return has
    }

    // MARK: Drawing and hit testing

    @exclusivity(unchecked) var emitted = EmittedRange()
    /// Set on a node and its ancestors when only its paint changed (a caret blinking, §23.8):
    /// the next emit draws this path again; nothing is rebuilt, measured or placed.
    @exclusivity(unchecked) var needsRepaint = false

    /// Override: append this node's drawing (default: the children's).
    func emitContent(_ ctx: inout EmitContext) {
        forEachChild { $0.emit(&ctx) }
    }

    /// The front-most hit at `point` (root space) in this subtree, or nil (docs/semantics.md §8).
    /// Children whose bounds (`currentHitBounds()`) miss the point are not asked.
    func hitTest(_ point: CGPoint) -> HitResult? {
        StackGuard.check()
        var found: HitResult? = nil
        forEachChildReversed { child in
            if found == nil && rectContains(child.currentHitBounds(), point) { found = child.hitTest(point) }
        }
        return found
    }

    /// Root-space bounds of every point where a hit test of this subtree can find something: its
    /// own hit area (`ownHitBounds`) and its children's, from the same presented frames hit tests
    /// read. Made by the first hit test after the subtree was drawn anew (`currentHitBounds`),
    /// valid while `hitBoundsPass == drawnPass`; infinite until drawn.
    @exclusivity(unchecked) var hitBounds = CGRect.infinite
    @exclusivity(unchecked) var hitBoundsPass = -1
    /// The emit pass that last drew this node anew (not copied from the last list): its presented
    /// frame is from then. Copying keeps it, since nothing inside moved.
    @exclusivity(unchecked) var drawnPass = -1
    /// Override: the bounds of this node's own hit area (default: the presented frame of a node
    /// with geometry, nothing for one without). `.infinite` for nodes whose hits cannot be bounded
    /// so: transforms (the point is mapped before their content is asked), and nodes that ask
    /// children the drawing walk may not have drawn.
    var ownHitBounds: CGRect { isTransparent ? .null : presentedFrame }

    /// Children front to back (default: reverse of `forEachChild`).
    func forEachChildReversed(_ body: (_Node) -> Void) {
        var list: [_Node] = []
        forEachChild { list.append($0) }
        for c in list.reversed() { body(c) }
    }
}


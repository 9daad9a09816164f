import Foundation

/// The engine behind one host: the persistent node tree and every phase of a frame, in this file
/// and in the order they run. `ViewHost` owns one and keeps only the clock, input and queries.
///
/// A frame (`runFrame`):
/// 1. **Build** (`build`) — the root view's `_makeNode` walks the views: a view with a `body` is
///    evaluated only when its stored fields, environment or state changed (`buildComposite`);
///    primitives update their node's fields and mark it changed. Then views whose `@State`
///    changed and that no ancestor re-evaluated are re-evaluated (`rebuildDirtyComposites`), and
///    change stamps are propagated up so later phases skip untouched subtrees.
/// 2. **Layout** (`layout`) — `measure` (sizes, cached per proposal while a subtree is unchanged)
///    then `place` from the root, centred in the window. Placement builds too: GeometryReader
///    content and `background/overlayPreferenceValue` content depend on geometry or preference
///    values, so they are built (and their preferences folded) while being placed.
/// 3. **Animation commit** — new layout targets are handed to the presentation animator with the
///    transaction of the build (`withAnimation`, `.animation`).
/// 4. **Preferences** — every `onPreferenceChange` folds its subtree's value and, when it differs
///    from what it last delivered, queues its action; the actions run, and if they changed state,
///    the frame goes back to 1 — at most `maxRounds` rounds, then a warning.
/// 5. **Emit** (`emit`) — the display list, with presented (animated) frames; a subtree that
///    neither changed nor moves copies its commands from the previous list.
///
/// Hit testing is not a phase: input between frames asks the tree (`ViewHost.press`).
@MainActor
public final class _ViewGraph {
    // MARK: State of the graph

    /// The root of the node tree (nil before the first build).
    @exclusivity(unchecked) private(set) var root: _Node?
    private let buildRoot: (_ViewGraph, inout _Node?) -> Void
    @exclusivity(unchecked) private var built = false
    /// What the last frame drew.
    @exclusivity(unchecked) private(set) var displayList = DisplayList()
    /// The other display-list buffer (double buffering keeps emission allocation-free).
    @exclusivity(unchecked) private var spareList = DisplayList()

    /// The environment for the view being built.
    @exclusivity(unchecked) var env = EnvironmentValues()
    /// What the host decides of the root environment (§21.2): the window's colour scheme, its
    /// pixels per point and its size (the size classes).
    @exclusivity(unchecked) var hostColorScheme = ColorScheme.light
    /// Views animating their `animatableData`, evaluated again each frame (§16.3).
    @exclusivity(unchecked) var animatingBodies: [WeakComposite] = []
    /// The window's scene phase (§33.2): active while it shows, background once it closes.
    @exclusivity(unchecked) var hostScenePhase = ScenePhase.active
    /// The window's layout direction (`--layout-direction`, §21.7).
    @exclusivity(unchecked) var hostLayoutDirection = LayoutDirection.leftToRight
    /// The window's text size (`--dynamic-type`; `.large`, SwiftUI's default, unless set).
    @exclusivity(unchecked) var hostDynamicTypeSize = DynamicTypeSize.large
    /// Size classes the host imposes (a device's, in a snapshot); nil: from the window's size.
    @exclusivity(unchecked) var hostSizeClasses: (horizontal: UserInterfaceSizeClass?, vertical: UserInterfaceSizeClass?) = (nil, nil)
    /// The root's coordinate space (`.global`): the window's, flipped when it is right-to-left.
    var globalSpace: SpaceFrame {
        SpaceFrame(of: CGRect(origin: .zero, size: viewSize), flipped: hostLayoutDirection == .rightToLeft)
    }
    @exclusivity(unchecked) var displayScale: CGFloat = 1
    @exclusivity(unchecked) var viewSize = CGSize.zero
    /// The scheme a `.preferredColorScheme` in the tree asks for (nil: the host's).
    @exclusivity(unchecked) var preferredColorScheme: ColorScheme?
    /// Whether any `.preferredColorScheme` was built (then the root's preference is read each frame).
    @exclusivity(unchecked) var usesPreferredColorScheme = false
    /// The root environment's entries, made again only when what they hold changes, so that
    /// views compare them by identity.
    @exclusivity(unchecked) private var rootEntries: (scale: CGFloat, horizontal: UserInterfaceSizeClass?, vertical: UserInterfaceSizeClass?, phase: ScenePhase, entry: EnvironmentEntry?)?

    /// The window's edit mode, which every `EditButton` and list in it share (§14.11).
    private lazy var editMode = Binding<EditMode>(location: StateBox(EditMode.inactive, sink: self))

    /// Fills the root environment from the host (§21.2).
    private func rootEnvironment(_ env: inout EnvironmentValues) {
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
    /// The stamp of the current build pass (see `_Node.builtStamp`); increases across all hosts.
    @exclusivity(unchecked) var stamp = 0
    nonisolated(unsafe) private static var stampCounter = 0
    /// The newest build stamp of any graph (stamps increase across all graphs).
    static var currentStamp: Int { stampCounter }
    nonisolated(unsafe) private static var serialCounter: UInt64 = 0
    /// This host's identity, never reused (anchors remember it instead of a weak reference).
    let serial: UInt64 = { _ViewGraph.serialCounter += 1; return _ViewGraph.serialCounter }()
    /// What state boxes hold instead of a weak reference to the graph; cleared when it goes.
    let handle = GraphHandle()
    /// Child measurements made (for tests and benchmarks).
    @exclusivity(unchecked) var measureCount = 0
    /// `body` evaluations made (for tests and benchmarks).
    @exclusivity(unchecked) var bodyCount = 0
    /// Elements of view lists (`ForEach`, tuples, `Group`…) built or visited (for tests).
    @exclusivity(unchecked) var elementBuildCount = 0
    /// Hit tests that input made (one per pointer event; for tests).
    @exclusivity(unchecked) var hitTestCount = 0
    /// Nodes asked for an explicit alignment-guide value (for tests).
    @exclusivity(unchecked) var explicitAlignmentCount = 0
    /// Time on the host's (animation) clock, seconds.
    @exclusivity(unchecked) var time: Double = 0
    /// The host's frame number (the cycle detector's per-frame seed).
    @exclusivity(unchecked) var frameNumber = 0

    let textMeasurer: TextMeasurer
    @exclusivity(unchecked) private var textCache: [TextKey: CGSize] = [:]
    /// Text measurer calls made (each (string, font) is measured once).
    @exclusivity(unchecked) var textMeasureCount = 0

    /// `onPreferenceChange` observers in the tree, in the order they were created.
    @exclusivity(unchecked) var observers: [WeakObserver] = []
    /// Contents of custom `ViewModifier`s being built (innermost last).
    @exclusivity(unchecked) var modifierContents: [ModifierContent] = []
    /// Modifiers applied to each element of the view list being built, outermost first (§31).
    @exclusivity(unchecked) var elementModifiers: [ElementModifier] = []
    /// How deep `View._isViewList` is asking through bodies (a bound for view types that contain themselves).
    @exclusivity(unchecked) var listQueryDepth = 0

    /// Set when a `@State` changed since the last build.
    @exclusivity(unchecked) var needsRebuild = true
    /// The animation of the transaction that changed state (withAnimation), for the next build.
    @exclusivity(unchecked) var pendingAnimation: Animation?
    @exclusivity(unchecked) var pendingDisablesAnimations = false
    /// The transaction of the current build pass (what `pendingAnimation` was when it started).
    @exclusivity(unchecked) var transactionAnimation: Animation?
    @exclusivity(unchecked) var transactionDisablesAnimations = false
    /// Composite views whose state changed since the last build, to re-evaluate.
    @exclusivity(unchecked) var dirtyComposites: [CompositeNodeBase] = []
    /// When true, the next build evaluates every body (no skipping of unchanged views).
    @exclusivity(unchecked) var forceFullRebuild = true
    /// The view whose body is being evaluated (state read now makes it a reader).
    /// Not weak: a weak reference would give every composite node a side table and put its
    /// reference counting on the slow path. Set only for the duration of an evaluation.
    @exclusivity(unchecked) unowned(unsafe) var evaluating: CompositeNodeBase?

    let animator = PresentationAnimator()
    /// Appear, disappear, change and task actions for this frame (§22.1).
    let lifecycle = LifecycleQueue()
    /// Set when a lifecycle action was queued outside a build (a view went): the next frame runs it.
    @exclusivity(unchecked) var lifecyclePending = false
    /// Where work scheduled in time waits for this host's clock (Combine schedulers, timers,
    /// `Task.sleep`; §30.3). Its due work runs at the start of each frame.
    let clock = _VirtualClock()
    /// The window's undo manager (`@Environment(\.undoManager)`, §23.9).
    let undoManager = UndoManager()

    // MARK: Features
    // State that belongs to one feature lives in that feature's folder, behind one object each;
    // the frame calls them at fixed points (scrolling before the build, the caret before emit).

    /// Scroll views, their motion and the row swiped open (`Scrolling/ScrollRegistry.swift`).
    let scrolling = ScrollRegistry()
    /// The pressed Button, the click count, hover in use (`Gestures/PointerState.swift`).
    let pointer = PointerState()
    /// The focused input's blinking caret (`TextInput/CaretBlink.swift`).
    let caret = CaretBlink()
    /// Set when a node asked for its paint to be drawn again (`setNeedsRepaint`).
    @exclusivity(unchecked) private var needsRepaint = false
    @exclusivity(unchecked) private var warned: Set<String> = []
    /// Warnings emitted so far (each once), newest last.
    @exclusivity(unchecked) public private(set) var warnings: [String] = []
    /// Where warnings go besides `warnings` (stderr by default; tests silence it).
    var warningSink: (String) -> Void = { _ViewGraph.printWarning($0) }

    /// A graph for the view `buildRoot` builds, measuring text with `textMeasurer`.
    init(textMeasurer: TextMeasurer, buildRoot: @escaping (_ViewGraph, inout _Node?) -> Void) {
        self.textMeasurer = textMeasurer
        self.buildRoot = buildRoot
        handle.graph = self
    }

    deinit {
        handle.graph = nil
        clock.shutDown()
    }

    // MARK: The frame

    /// How many build → observers rounds one frame may take before it stops with a warning.
    static let maxRounds = 8

    /// Seconds spent in each phase of the last frame, when `measuresPhases` is on (benchmarks).
    public struct FramePhases: Sendable, Equatable {
        public var build = 0.0, layout = 0.0, preferences = 0.0, observers = 0.0, animate = 0.0, displayList = 0.0
    }
    /// Whether frames time their phases (off by default: reading the clock costs a little).
    @exclusivity(unchecked) var measuresPhases = false
    /// The phases of the last frame (all zero unless `measuresPhases`).
    @exclusivity(unchecked) private(set) var lastFramePhases = FramePhases()

    /// Runs one frame for a window of `size` points at `time` on the animation clock.
    func runFrame(size: CGSize, time: Double, frameNumber: Int) {
        if size != viewSize { viewSize = size; needsRebuild = true }
        self.time = time
        // Scheduled work due by now (debounced values, timer ticks, receive(on:), woken sleeps):
        // what it changes is built in this frame. One atomic load when nothing waits.
        if clock.hasWork { clock.advance(to: time) } else { clock.set(time) }
        takeObservedChanges()
        if !animatingBodies.isEmpty { driveAnimatableBodies() }
        undoManager._endEvent()   // what the last event registered is one undo group
        self.frameNumber = frameNumber
        lastFramePhases = FramePhases()
        scrolling.tick(self, time: time)                       // 0: scrolling motion
        var rounds = 0
        var laidOut = false
        if lifecyclePending { lifecyclePending = false; needsRebuild = true }
        while (needsRebuild || !built) && rounds < Self.maxRounds {
            rounds += 1
            timed(\.build) { build() }                         // 1
            timed(\.layout) { layout(in: size) }               // 2
            timed(\.animate) { commitAnimations() }            // 3
            laidOut = true
            var actions: [() -> Void] = []
            timed(\.preferences) { actions = lifecycle.take() + pendingObserverActions() }   // 4
            timed(\.observers) { for action in actions { action() } }
            takeObservedChanges()   // models changed by the observers count like state
            if usesPreferredColorScheme { applyPreferredColorScheme() }
        }
        if needsRebuild && rounds >= Self.maxRounds {
            // State keeps changing from observers: stop for this frame (the next frame continues).
            warnOnce("State kept changing while preferences were being delivered; the update was cut after \(Self.maxRounds) rounds in one frame.")
        }
        caret.tick(self, time: time)
        // With no new layout, nothing animating and no repaint asked, the picture is the last one.
        if laidOut || animator.runningCount > 0 || needsRepaint {                    // 5
            needsRepaint = false
            timed(\.displayList) { emit() }
        }
    }

    private func timed(_ phase: WritableKeyPath<FramePhases, Double>, _ body: () -> Void) {
        guard measuresPhases else { body(); return }
        let t0 = ContinuousClock.now
        body()
        let d = ContinuousClock.now - t0
        lastFramePhases[keyPath: phase] += Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
    }

    /// Draws `node` again in the next frame without rebuilding or laying anything out: only its
    /// paint changed. Its ancestors cannot reuse their last drawing either.
    func setNeedsRepaint(_ node: _Node) {
        var n: _Node? = node
        while let x = n { x.needsRepaint = true; n = x.parent }
        needsRepaint = true
    }

    /// Whether a caret blinks (a text input has focus): the frames keep changing the picture
    /// twice a second although `isIdle` (nothing else moves) may be true.
    var hasBlinkingCaret: Bool { caret.isBlinking }

    /// Makes the next frame evaluate every body (a size change, a press, benchmarks).
    func invalidate() {
        needsRebuild = true
        forceFullRebuild = true
    }

    /// True when a frame run now would change nothing (no state change, no animation).
    var isIdle: Bool { !needsRebuild && animatingBodies.isEmpty && !animator.isAnimating && !scrolling.isMoving && handle.observedChanges.isEmpty && !lifecyclePending && !clock.hasWork }

    // MARK: 1. Build

    private func build() {
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
        self.env = env
        buildRoot(self, &root)
        if let root, root.visitedStamp == stamp { root.propagateStamps(stamp) }
        for node in rebuildDirtyComposites() {
            node.propagateStamps(stamp)
            node.propagateUp()
        }
        // Scroll views whose offset moved are placed again (their content moves), nothing else.
        for node in scrolling.takeMoved() {
            node.builtStamp = stamp
            node.subtreeStamp = max(node.subtreeStamp, stamp)
            node.propagateUp()
        }
        forceFullRebuild = false
    }

    /// Builds a view with a `body`: evaluates it unless nothing it depends on changed.
    func buildComposite<V: View>(_ view: V, _ slot: inout _Node?) {
        let node: CompositeNode<V>
        // By the view type the node records, not `type(of:) == CompositeNode<V>.self`, which
        // looks the generic class's metadata up in the runtime's cache on every build.
        if let n = slot, n.viewType == ObjectIdentifier(V.self) {
            node = unsafeDowncast(n, to: CompositeNode<V>.self)
            if !forceFullRebuild && !node.needsEvaluation && modifierContents.isEmpty && node.isUnchanged(view)
                && (elementModifiers.isEmpty && node.elementModifiers.isEmpty || ElementModifiers.same(elementModifiers, node.elementModifiers)) {
                if node.env.sameInputs(as: env) { return }
                // The environment changed, but maybe not in what the body reads (§21.1).
                if node.environmentReadsUnchanged(env) {
                    node.rebuildLastBody(self)
                    return
                }
            }
        } else {
            node = CompositeNode<V>()
            slot = node
        }
        node.evaluate(view, self)
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

    /// Builds `content` into the content slot of a modifier node of type `N` in `slot`.
    @inline(__always)
    func modifierNode<N: ModifierNode, C: View>(_ slot: inout _Node?, _ content: C, _ make: () -> N, _ configure: (N) -> Void) {
        let node = reuse(&slot, make)
        configure(node)
        C._makeNode(content, self, &node.content)
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
    @inline(__always)
    func reuse<N: _Node>(_ slot: inout _Node?, _ make: () -> N) -> N {
        let node: N
        if let n = slot, type(of: n) == N.self {
            node = unsafeDowncast(n, to: N.self)
        } else {
            node = make()
            slot = node
            node.builtStamp = stamp
        }
        node.visitedStamp = stamp
        let rtl = env.layoutDirection == .rightToLeft
        if node.isRTL != rtl { node.isRTL = rtl; node.builtStamp = stamp }
        return node
    }

    /// Sets `field` of `node` to `value`, marking the node changed in this pass if it differs.
    @inline(__always)
    func update<N: _Node, T: Equatable>(_ node: N, _ field: ReferenceWritableKeyPath<N, T>, _ value: T) {
        if node[keyPath: field] != value {
            node[keyPath: field] = value
            node.builtStamp = stamp
        }
    }

    /// Marks `node` changed in this pass.
    func changed(_ node: _Node) {
        node.builtStamp = stamp
    }

    /// Builds `view` into `slot` with the environment changed by `change` for its subtree.
    func withEnvironment<V: View>(_ change: (inout EnvironmentValues) -> Void, _ view: V, _ slot: inout _Node?) {
        let saved = env
        change(&env)
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

    // MARK: Scrolling (before 1: motion on the clock, then the moved views are re-placed)

    /// `node`'s offset (or, for a lazy stack, its estimated length) changed: the next build round
    /// places it (and only it) again.
    func scrollViewMoved(_ node: _Node) {
        needsRebuild = true
        scrolling.recordMoved(node)
    }

    // MARK: 2. Layout

    /// The window's safe-area insets (`--safe-area`; zero by default): the root is laid out in
    /// the window minus these, and views that ignore the safe area grow into them.
    @exclusivity(unchecked) var safeAreaInsets = EdgeInsets()

    private func layout(in size: CGSize) {
        guard let root else { return }
        let window = CGRect(origin: .zero, size: size)
        let i = safeAreaInsets
        let safe = CGRect(x: i.leading, y: i.top, width: max(size.width - i.leading - i.trailing, 0),
                          height: max(size.height - i.top - i.bottom, 0))
        let s = root.measure(ProposedViewSize(safe.size), self)
        let origin = CGPoint(x: safe.minX + ((safe.width - s.width) / 2).rounded(), y: safe.minY + ((safe.height - s.height) / 2).rounded())
        var ctx = PlaceContext(graph: self, spaces: nil, visible: window)
        ctx.safeArea = safe
        ctx.safeAreaContainer = window
        root.place(CGRect(origin: origin, size: s), ctx)
    }

    /// The root view's size for `proposal` (SwiftUI's `sizeThatFits`), measured on the current tree.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        root?.measure(proposal, self) ?? .zero
    }

    private struct TextKey: Hashable { let string: String; let font: Font }

    /// Single-line size of `string` in `font`, measured once per (string, font).
    func measureText(_ string: String, font: Font) -> CGSize {
        let key = TextKey(string: string, font: font)
        if let s = textCache[key] { return s }
        textMeasureCount += 1
        let s = textMeasurer.measure(string, font: font)
        textCache[key] = s
        return s
    }

    // MARK: 3. Animation commit

    private func commitAnimations() {
        guard let root else { return }
        animator.commit(root, time: time, animation: transactionAnimation,
                        disablesAnimations: transactionDisablesAnimations, stamp: stamp)
    }

    /// The drawn root-space frame of `node` this frame (animated toward its layout frame).
    func presentedFrame(for node: _Node, parentTarget: CGPoint, parentPresented: CGPoint) -> CGRect {
        animator.presentedFrame(for: node, parentTarget: parentTarget, parentPresented: parentPresented, time: time)
    }

    // MARK: 4. Preferences and observers

    /// The live observers' pending deliveries (dropping observers that left the tree, and those
    /// in a parked navigation level once they have delivered what they had: a level built while
    /// covered still tells its title).
    func pendingObserverActions() -> [() -> Void] {
        var actions: [() -> Void] = []
        // Compacted in place (no list made each frame); an observer registered while the
        // deliveries are computed (none is expected) lands past `count` and stays.
        let count = observers.count
        var write = 0
        for read in 0..<count {
            let w = observers[read]
            guard let n = w.node else { continue }
            if let a = n.pendingDelivery(self) { actions.append(a) }
            if n.isSuspended { n.isRegistered = false; continue }
            if write != read { observers[write] = w }
            write += 1
        }
        observers.removeSubrange(write..<count)
        return actions
    }

    /// The root's reduced value for `key` (`defaultValue` when nothing produces it).
    /// Takes up the colour scheme the views prefer (`.preferredColorScheme`, §21.3): a change
    /// rebuilds everything in the next round of this frame.
    private func applyPreferredColorScheme() {
        let wanted = preferenceValue(PreferredColorSchemeKey.self)
        if wanted != preferredColorScheme {
            preferredColorScheme = wanted
            needsRebuild = true
            forceFullRebuild = true
        }
    }

    func preferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value {
        root?.preferenceValue(K.self) ?? K.defaultValue
    }

    // MARK: 5. Emit

    /// Counts emit passes: a node's recorded range is valid only in the pass right after it.
    @exclusivity(unchecked) private(set) var emitPass = 0

    private func emit() {
        emitPass += 1
        var ctx = EmitContext(graph: self, list: DisplayList())
        swap(&ctx.list, &spareList)
        ctx.list.items.removeAll(keepingCapacity: true)
        ctx.previous = displayList.items
        if (preferredColorScheme ?? hostColorScheme) == .dark {
            // The window's background is the system background: black in dark mode (§21.3).
            ctx.list.items.append(.shape(ShapeDrawing(outline: .rectangle, rect: CGRect(origin: .zero, size: viewSize),
                                                      paint: .fill(UIColor.systemBackground.color.resolved(in: .dark)))))
        }
        animator.beginFrame()
        root?.emit(&ctx)
        animator.endFrame()
        ctx.previous = []
        swap(&displayList, &spareList)   // spare holds the previous frame's list
        swap(&ctx.list, &displayList)
    }

    // MARK: Warnings

    /// Writes a warning to stderr, prefixed with the module's name.
    nonisolated static func printWarning(_ message: String) {
        FileHandle.standardError.write(Data(("PlaygroundUI: " + message + "\n").utf8))
    }

    /// Emits `message` once per host.
    func warnOnce(_ message: String) {
        guard warned.insert(message).inserted else { return }
        warnings.append(message)
        warningSink(message)
    }
}

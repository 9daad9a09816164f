import Foundation

/// The engine behind one host: the persistent node tree, its state, and the frame (`runFrame`)
/// that runs the phases in order. Each phase has a file of its own in this folder, with the
/// graph's half and the node's half of that phase: `BuildPhase.swift`, `LayoutPhase.swift`,
/// `AnimationCommitPhase.swift`, `PreferencePhase.swift`, `EmitPhase.swift`, and
/// `HitTestPhase.swift` for input between frames (docs/engine.md explains them). `ViewHost` owns
/// one graph and keeps only the clock, input and queries.
///
/// A frame (`runFrame`):
/// 1. **Build** (`build`) — the root view's `_makeNode` walks the views: a view with a `body` is
///    evaluated only when its stored fields, environment or state changed (`compositeToEvaluate`);
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
/// Public because `View`'s build requirement (`_makeNode`) takes it; its members are internal.
public final class _ViewGraph {
    // MARK: State of the graph

    /// The root of the node tree (nil before the first build).
    @exclusivity(unchecked) var root: _Node?
    let buildRoot: (_ViewGraph, inout _Node?) -> Void
    @exclusivity(unchecked) var built = false
    /// What the last frame drew.
    @exclusivity(unchecked) var displayList = DisplayList()
    /// Storage for a display list assembled anew (`EmitOutput.finish`): an old list's, kept so
    /// that assembling allocates nothing.
    @exclusivity(unchecked) var spareList = DisplayList()
    /// The emit phase's output, kept between frames for its storage (Engine/EmitOutput.swift).
    @exclusivity(unchecked) var emitOutput = EmitOutput()
    /// The size of the dark-mode window background the last display list starts with (nil: none).
    @exclusivity(unchecked) var emittedBackground: CGSize?

    /// The environment for the view being built.
    @usableFromInline @exclusivity(unchecked) var env = EnvironmentValues()
    /// The environments environment modifiers made, kept for the next time the same change is
    /// made to the same environment (Engine/EnvironmentMemo.swift).
    let environmentMemo = EnvironmentMemo()
    /// The last build's root environment, kept while equal so that views built in it compare
    /// their saved environment by identity (`EnvironmentValues.sameInputs`).
    @exclusivity(unchecked) var lastRootEnvironment = EnvironmentValues()
    /// What the host decides of the root environment (§21.2): the window's colour scheme, its
    /// pixels per point and its size (the size classes).
    @exclusivity(unchecked) var hostColorScheme = ColorScheme.light
    /// Views animating their `animatableData`, evaluated again each frame (§16.3).
    @exclusivity(unchecked) var animatingBodies: [WeakComposite] = []
    /// Custom layouts animating their `animatableData`, laid out again each frame (§26.3,
    /// Layout/LayoutAnimation.swift).
    @exclusivity(unchecked) var animatingLayouts: [WeakAnimatingLayout] = []
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
    @exclusivity(unchecked) var rootEntries: (scale: CGFloat, horizontal: UserInterfaceSizeClass?, vertical: UserInterfaceSizeClass?, phase: ScenePhase, entry: EnvironmentEntry?)?

    /// The window's edit mode, which every `EditButton` and list in it share (§14.11).
    lazy var editMode = Binding<EditMode>(location: StateBox(EditMode.inactive, sink: self))

    /// The stamp of the current build pass (see `_Node.builtStamp`); increases across all hosts.
    @usableFromInline @exclusivity(unchecked) var stamp = 0
    nonisolated(unsafe) static var stampCounter = 0
    /// The newest build stamp of any graph (stamps increase across all graphs).
    static var currentStamp: Int { stampCounter }
    nonisolated(unsafe) private static var serialCounter: UInt64 = 0
    /// This host's identity, never reused (anchors remember it instead of a weak reference).
    @usableFromInline let serial: UInt64 = { _ViewGraph.serialCounter += 1; return _ViewGraph.serialCounter }()
    /// What state boxes hold instead of a weak reference to the graph; cleared when it goes.
    let handle = GraphHandle()
    /// Child measurements made (for tests and benchmarks).
    @exclusivity(unchecked) var measureCount = 0
    /// Items a stack asked for their sizes again (`StackMeasurements`; for tests).
    @exclusivity(unchecked) var stackItemsAsked = 0
    /// Placements in which a stack lined its items up again rather than keeping the rects of
    /// its last placement (`StackAlgorithm.place`; for tests).
    @exclusivity(unchecked) var stackFramesLinedUp = 0
    /// `body` evaluations made (for tests and benchmarks).
    @exclusivity(unchecked) var bodyCount = 0
    /// Elements of view lists (`ForEach`, tuples, `Group`…) built or visited (for tests).
    @usableFromInline @exclusivity(unchecked) var elementBuildCount = 0
    /// While a `ForEach` element builds, its slot when the element before it asked for its
    /// evaluation's lines (`prefetchElements` does so when the slot's node is a composite): the
    /// composite kept in this slot need not ask again (`compositeToEvaluate`).
    @usableFromInline @exclusivity(unchecked) var evaluationAskedSlot: UnsafeMutableRawPointer?
    /// Hit tests that input made (one per pointer event; for tests).
    @exclusivity(unchecked) var hitTestCount = 0
    /// GeometryReaders placed where they stand, without a walk from the root (for tests).
    @exclusivity(unchecked) var readersPlacedWhereTheyStand = 0
    /// Nodes asked for an explicit alignment-guide value (for tests).
    @exclusivity(unchecked) var explicitAlignmentCount = 0
    /// Time on the host's (animation) clock, seconds.
    @exclusivity(unchecked) var time: Double = 0
    /// The host's frame number (the cycle detector's per-frame seed).
    @exclusivity(unchecked) var frameNumber = 0
    /// How many frames this graph has run (`runFrame`), whatever numbers the host gives them.
    @exclusivity(unchecked) private(set) var framesRun = 0

    /// GeometryReaders rebuilt since the last layout pass: their content closures are new, so
    /// their content is built again even where nothing above them is placed again.
    @exclusivity(unchecked) var rebuiltReaders: [GeometryReaderNode] = []
    /// The last layout pass that placed from the root, and what it placed in.
    @exclusivity(unchecked) var lastRootPlacement: RootPlacement?

    let textMeasurer: TextMeasurer
    @exclusivity(unchecked) var textCache: [TextKey: CGSize] = [:]
    /// Text measurer calls made (each (string, font) is measured once).
    @exclusivity(unchecked) var textMeasureCount = 0

    /// `onPreferenceChange` observers in the tree, in the order they were created.
    @exclusivity(unchecked) var observers: [WeakObserver] = []
    /// Contents of custom `ViewModifier`s being built (innermost last).
    @exclusivity(unchecked) var modifierContents: [ModifierContent] = []
    /// Modifiers applied to each element of the view list being built, outermost first (§31).
    @usableFromInline @exclusivity(unchecked) var elementModifiers: [ElementModifier] = []
    /// How deep `View._isViewList` is asking through bodies (a bound for view types that contain themselves).
    @usableFromInline @exclusivity(unchecked) var listQueryDepth = 0
    /// The implicit root of the one-view slot whose view list is being built, from the slot's
    /// owner until the list's first builder takes it; `.inList` in a list context (§31.6,
    /// Composition/OneViewSlot.swift).
    @usableFromInline @exclusivity(unchecked) var oneViewRoot = ImplicitRoot.inList
    /// Set by a lazy stack around the build of one of its rows, taken by the segment's element
    /// build (`buildSegmentElement`): a row of several views is laid out by `lazyRowLayout`.
    @usableFromInline @exclusivity(unchecked) var lazyRowArmed = false
    @exclusivity(unchecked) var lazyRowLayout = LazyRowLayout()
    /// The slot an `if`/`else` is building its chosen branch into, and the depth a conditional
    /// nested directly in that branch has in the slot's chain (Composition/ConditionalContent.swift).
    @usableFromInline @exclusivity(unchecked) var branchSlot: UnsafeMutableRawPointer?
    @usableFromInline @exclusivity(unchecked) var branchDepth = 0

    /// Set when a `@State` changed since the last build.
    @exclusivity(unchecked) var needsRebuild = true
    /// The animation of the transaction that changed state (withAnimation), for the next build.
    @exclusivity(unchecked) var pendingAnimation: Animation?
    @exclusivity(unchecked) var pendingDisablesAnimations = false
    /// The transaction of the current build pass (what `pendingAnimation` was when it started).
    @exclusivity(unchecked) var transactionAnimation: Animation?
    @exclusivity(unchecked) var transactionDisablesAnimations = false
    /// State changes made under other transactions than the ones before them, each built in a
    /// round of its own (DataFlow/PendingTransactions.swift, §7.1).
    let pendingTransactions = PendingTransactions()
    /// True while the frame builds, lays out and commits animations (SwiftUI's "during a view
    /// update"): a state read then shows what the build should see (`StateBox.read`), and a
    /// state written then is not held for a later round.
    @exclusivity(unchecked) nonisolated(unsafe) var isUpdating = false
    /// Composite views whose state changed since the last build, to re-evaluate.
    @exclusivity(unchecked) var dirtyComposites: [CompositeNodeBase] = []
    /// When true, the next build evaluates every body (no skipping of unchanged views).
    @exclusivity(unchecked) var forceFullRebuild = true
    /// The state of views with a body whose views lazy containers list, by the view holding the
    /// container (nil: the root), `LazyBodyHosts`.
    var lazyBodyHostTable: [ObjectIdentifier?: LazyBodyHosts] = [:]
    /// The view whose body is being evaluated (state read now makes it a reader).
    /// Not weak: a weak reference would give every composite node a side table and put its
    /// reference counting on the slow path. Set only for the duration of an evaluation.
    /// Not isolated: a state read on the thread running this graph's frame, which is not
    /// isolated to the main actor, reads it (`StateBox.read`, `EvaluationThread`).
    @exclusivity(unchecked) nonisolated(unsafe) unowned(unsafe) var evaluating: CompositeNodeBase?

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
    /// Transitions with bodies waiting for their next phase (`Animation/PhaseTransitions.swift`).
    let phaseTransitions = PhaseTransitionQueue()
    /// The sensory feedback played (`Modifiers/SensoryFeedback.swift`).
    let haptics = SensoryFeedbackLog()
    /// The drag in progress (`DragAndDrop/DragSession.swift`).
    let dragAndDrop = DragSession()
    /// Set when a node asked for its paint to be drawn again (`setNeedsRepaint`).
    @exclusivity(unchecked) private var needsRepaint = false
    @exclusivity(unchecked) private var warned: Set<String> = []
    /// Warnings emitted so far (each once), newest last.
    @exclusivity(unchecked) package private(set) var warnings: [String] = []
    /// Where warnings go besides `warnings` (stderr by default; tests silence it).
    var warningSink: (String) -> Void = { _ViewGraph.printWarning($0) }

    /// A graph for the view `buildRoot` builds, measuring text with `textMeasurer`.
    init(textMeasurer: TextMeasurer, buildRoot: @escaping (_ViewGraph, inout _Node?) -> Void) {
        self.textMeasurer = textMeasurer
        self.buildRoot = buildRoot
        handle.graph = self
        clock.haptics = haptics   // UIKit's feedback generators find it through the bound clock
    }

    deinit {
        handle.graph = nil
        clock.shutDown()
    }

    // MARK: The frame

    /// How many build → observers rounds one frame may take before it stops with a warning.
    static let maxRounds = 8

    typealias FramePhases = ViewHost.FramePhases
    /// Whether frames time their phases (off by default: reading the clock costs a little).
    @exclusivity(unchecked) var measuresPhases = false
    /// The phases of the last frame (all zero unless `measuresPhases`).
    @exclusivity(unchecked) private(set) var lastFramePhases = FramePhases()

    /// Runs one frame for a window of `size` points at `time` on the animation clock.
    func runFrame(size: CGSize, time: Double, frameNumber: Int) {
        // Bodies are evaluated on this thread until the frame ends (`EvaluationThread`).
        let threadBefore = EvaluationThread.enter(self)
        defer { EvaluationThread.leave(threadBefore) }
        if size != viewSize { viewSize = size; needsRebuild = true }
        self.time = time
        // Scheduled work due by now (debounced values, timer ticks, receive(on:), woken sleeps):
        // what it changes is built in this frame. One atomic load when nothing waits.
        if clock.hasWork { clock.advance(to: time) } else { clock.set(time) }
        takeObservedChanges()
        if !animatingBodies.isEmpty { isUpdating = true; driveAnimatableBodies(); isUpdating = false }
        if !animatingLayouts.isEmpty { needsRebuild = true }
        undoManager._endEvent()   // what the last event registered is one undo group
        self.frameNumber = frameNumber
        framesRun += 1
        lastFramePhases = FramePhases()
        scrolling.tick(self, time: time)                       // 0: scrolling motion
        var rounds = 0
        var laidOut = false
        if lifecyclePending { lifecyclePending = false; needsRebuild = true }
        // Changes held for their own transaction that a cut frame left: their round comes now.
        if !needsRebuild && !pendingTransactions.isEmpty { pendingTransactions.releaseOldest() }
        while (needsRebuild || !built) && rounds < Self.maxRounds {
            rounds += 1
            isUpdating = true
            timed(\.build) { build() }                         // 1
            timed(\.layout) { layout(in: size) }               // 2
            timed(\.animate) { commitAnimations() }            // 3
            phaseTransitions.endForcing()
            isUpdating = false
            laidOut = true
            var actions: [() -> Void] = []
            timed(\.preferences) { actions = lifecycle.take() + pendingObserverActions() }   // 4
            timed(\.observers) { for action in actions { action() } }
            takeObservedChanges()   // models changed by the observers count like state
            phaseTransitions.settle(self)   // views inserted in this round go to their identity phase
            if usesPreferredColorScheme { applyPreferredColorScheme() }
            // The changes of the next transaction get a round of their own (§7.1).
            if !pendingTransactions.isEmpty { pendingTransactions.releaseOldest() }
        }
        if needsRebuild && rounds >= Self.maxRounds {
            // State keeps changing from observers: stop for this frame (the next frame continues).
            warnOnce("State kept changing while preferences were being delivered; the update was cut after \(Self.maxRounds) rounds in one frame.")
        }
        caret.tick(self, time: time)
        // With no new layout, nothing animating and no repaint asked, the picture is the last one.
        if laidOut || animator.runningCount > 0 || needsRepaint {                    // 5
            needsRepaint = false
            isUpdating = true
            timed(\.displayList) { emit() }
            isUpdating = false
        }
    }

    private func timed(_ phase: WritableKeyPath<FramePhases, Double>, _ body: () -> Void) {
        guard measuresPhases else { body(); return }
        let t0 = ContinuousClock.now
        body()
        let d = (ContinuousClock.now - t0).components
        lastFramePhases[keyPath: phase] += Double(d.seconds) + Double(d.attoseconds) * 1e-18
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
    var isIdle: Bool { !needsRebuild && pendingTransactions.isEmpty && animatingBodies.isEmpty && animatingLayouts.isEmpty && !animator.isAnimating && !scrolling.isMoving && handle.observedChanges.isEmpty && !lifecyclePending && !clock.hasWork }

    // MARK: State of the phases (their code: BuildPhase.swift … EmitPhase.swift)

    /// The window's safe-area insets (`--safe-area`; zero by default): the root is laid out in
    /// the window minus these, and views that ignore the safe area grow into them.
    @exclusivity(unchecked) var safeAreaInsets = EdgeInsets()

    /// Counts emit passes: a node's recorded range is valid only in the pass right after it.
    @exclusivity(unchecked) var emitPass = 0

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

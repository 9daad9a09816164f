import Foundation

/// The headless host: owns a view tree and runs frames on a virtual clock (design.md, "Headless
/// host contract"). Tests, recordings, benchmarks and the SDL window all drive one of these.
///
/// The host keeps the clock, the input and the queries; the frame itself (build → layout →
/// animation commit → preferences and observers → emit) is `_ViewGraph.runFrame`. Each frame first
/// delivers the input due by then. Frame N is the picture at time N / fps.
@MainActor
public final class ViewHost {
    /// The window size in points.
    @exclusivity(unchecked) public var size: CGSize { didSet { if size != oldValue { invalidate() } } }
    /// Frames per second of the virtual clock.
    public let fps: Int
    /// Frames rendered so far.
    @exclusivity(unchecked) public private(set) var frameIndex = 0
    /// The virtual time of the last rendered frame, seconds (frameIndex / fps).
    public var time: Double { Double(frameIndex) / Double(fps) }
    /// What the last frame drew.
    public var displayList: DisplayList { graph.displayList }
    /// The window's safe-area insets in points (zero by default; `--safe-area`): the root view is
    /// laid out inside them unless it ignores the safe area.
    public var safeAreaInsets: EdgeInsets {
        get { graph.safeAreaInsets }
        set {
            UIScreen._setSafeArea(newValue)
            if newValue != graph.safeAreaInsets { graph.safeAreaInsets = newValue; invalidate() }
        }
    }
    /// The window's colour scheme (`--color-scheme`); a `.preferredColorScheme` in the views
    /// overrides it (§21.3).
    public var colorScheme: ColorScheme {
        get { graph.hostColorScheme }
        set { if newValue != graph.hostColorScheme { graph.hostColorScheme = newValue; invalidate() } }
    }
    /// The window's layout direction (`--layout-direction`): right-to-left mirrors the layout of
    /// the whole window, as an Arabic or Hebrew system language does (§21.7).
    public var layoutDirection: LayoutDirection {
        get { graph.hostLayoutDirection }
        set { if newValue != graph.hostLayoutDirection { graph.hostLayoutDirection = newValue; invalidate() } }
    }
    /// The window's text size (`--dynamic-type`): what `\.dynamicTypeSize` is at the root, so
    /// text styles and `@ScaledMetric` follow it. `.large` (the default) is SwiftUI's default;
    /// device snapshots use `.medium`, as iOS simulators do (§21.2).
    public var dynamicTypeSize: DynamicTypeSize {
        get { graph.hostDynamicTypeSize }
        set { if newValue != graph.hostDynamicTypeSize { graph.hostDynamicTypeSize = newValue; invalidate() } }
    }
    /// The size classes the window reports; nil (the default) derives each from the window's
    /// size (compact below 600 pt wide or 500 pt tall). A device snapshot sets the device's.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { graph.hostSizeClasses.horizontal }
        set { if newValue != graph.hostSizeClasses.horizontal { graph.hostSizeClasses.horizontal = newValue; invalidate() } }
    }
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { graph.hostSizeClasses.vertical }
        set { if newValue != graph.hostSizeClasses.vertical { graph.hostSizeClasses.vertical = newValue; invalidate() } }
    }
    /// The colour scheme the views are drawn in now (the window's, or the one the views prefer).
    /// The scene phase the root environment gives (`\.scenePhase`, §33.2): `.active` while the
    /// window shows; a host moves it to `.inactive` and `.background` when its window closes.
    public var scenePhase: ScenePhase {
        get { graph.hostScenePhase }
        set { if newValue != graph.hostScenePhase { graph.hostScenePhase = newValue; invalidate() } }
    }

    /// What iOS does when the user leaves an app: the scene becomes `.inactive`, then
    /// `.background`, a frame each, so `onChange(of: scenePhase)` actions (saving data, as apps
    /// do) run; nothing is drawn. Hosts call it when their window closes or their recording ends (§33.2).
    public func enterBackground() {
        guard scenePhase == .active else { return }
        for phase in [ScenePhase.inactive, .background] {
            scenePhase = phase
            UIApplication.shared.scenePhaseChanged(to: phase)
            advance()
        }
    }

    public var effectiveColorScheme: ColorScheme { graph.preferredColorScheme ?? graph.hostColorScheme }
    /// Pixels per point of what shows the frames (`--scale`), read through `\.displayScale`.
    public var displayScale: CGFloat {
        get { graph.displayScale }
        set { if newValue != graph.displayScale { graph.displayScale = newValue; invalidate() } }
    }
    /// Time scale for animations (slow motion): 1 is real time, 0.25 four times slower.
    @exclusivity(unchecked) public var timeScale: Double = 1

    let graph: _ViewGraph
    private var root: _Node? { graph.root }
    var rootForTesting: _Node? { graph.root }
    /// Scheduled input in time order (equal times in the order scheduled); `scheduled[..<scheduledHead]`
    /// is already delivered, so delivering many events at once stays linear.
    @exclusivity(unchecked) private var scheduled: [(time: Double, event: InputEvent)] = []
    @exclusivity(unchecked) private var scheduledHead = 0
    @exclusivity(unchecked) private var pressTarget: TapGestureNode?
    /// The gestures of the current press (and waiting multi-taps, pinches): §25.
    let gestures = GestureDispatcher()
    /// The `onHover` views under the pointer, innermost first.
    @exclusivity(unchecked) private var hovered: [HoverNode] = []
    @exclusivity(unchecked) private var animationClock: Double = 0

    /// Hosts `rootView` in a window of `size` points. `configure` sets the window's traits
    /// (safe area, colour scheme, layout direction, scale) before the first frame is drawn, so
    /// that frame is laid out with them.
    public init<Content: View>(rootView: Content, size: CGSize = CGSize(width: 800, height: 600), fps: Int = 60,
                               textMeasurer: TextMeasurer = FixedWidthTextMeasurer(), configure: ((ViewHost) -> Void)? = nil) {
        self.size = size
        self.fps = max(fps, 1)
        // The root view draws inside a presentation scope: sheets, alerts and menus go above
        // the whole window (§28.1).
        let root = _PresentationScope(content: rootView)
        graph = _ViewGraph(textMeasurer: textMeasurer) { g, slot in _PresentationScope<Content>._makeNode(root, g, &slot) }
        if StackGuard.limit == 0 { StackGuard.resetLimit() }
        _HostClock.activate(graph.clock)
        configure?(self)
        // `UIScreen.main.bounds` is this window (§34).
        UIScreen._setWindow(size: size, scale: graph.displayScale)
        UIScreen._setSafeArea(graph.safeAreaInsets)
        _HostClock.$bound.withValue(graph.clock) { render() }
    }

    // MARK: Clock

    /// Advances the clock by `frames` frames, rendering each (inputs due by then are delivered first).
    public func advance(frames: Int = 1) {
        guard frames > 0 else { return }
        _HostClock.activate(graph.clock)
        // An idle frame with no input due runs no user code: it needs no clock bound (binding a
        // task-local value allocates), so a still window costs nothing extra.
        if frames == 1, graph.isIdle, scheduledHead == scheduled.count, !gestures.wantsTicks {
            advanceOneFrame()
            return
        }
        // Work scheduled while frames run (and tasks started then) waits on this host's clock.
        _HostClock.$bound.withValue(graph.clock) {
            for _ in 0..<frames { advanceOneFrame() }
        }
    }

    private func advanceOneFrame() {
        frameIndex += 1
        animationClock += timeScale / Double(fps)
        graph.clock.set(animationClock)   // input delivered now is timed at this frame
        deliverDueInput()
        if gestures.wantsTicks { gestures.tick(time: time) }
        render()
    }

    /// Runs `body` — input delivered just before the next frame (an input script's line) — with
    /// the clock at that frame's time, so what it schedules is timed from the frame it belongs to.
    package func _asNextFrameInput(_ body: () -> Void) {
        graph.clock.set(animationClock + timeScale / Double(fps))
        perform(body)
    }

    /// Runs `body` as this host's own code: Combine's main-queue and main-run-loop schedulers and
    /// `Task.sleep` in tasks started there wait on this host's virtual clock (§30.3). Input sent
    /// through the host is already run this way; tests use this to change a model from outside.
    /// (An extension of ours: SwiftUI has no virtual clock.)
    public func perform<R>(_ body: () throws -> R) rethrows -> R {
        _HostClock.activate(graph.clock)
        return try _HostClock.$bound.withValue(graph.clock) { try body() }
    }

    /// Advances the clock by `seconds` (rounded up to whole frames).
    public func advance(seconds: Double) {
        advance(frames: Int((seconds * Double(fps)).rounded(.up)))
    }

    /// Forces the next frame to rebuild the whole tree, evaluating every `body` even where nothing
    /// changed (benchmarks' worst case; a size change does it too). Ordinary frames re-evaluate
    /// only views whose state or inputs changed, as SwiftUI does.
    public func invalidate() { graph.invalidate() }

    /// The root view's size for `proposal` (SwiftUI's `sizeThatFits`), measured on the current tree.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        graph.sizeThatFits(proposal)
    }

    /// True when nothing would change if a frame ran now: no state change, no input, no animation.
    public var isIdle: Bool {
        scheduledHead == scheduled.count && graph.isIdle && !gestures.wantsTicks
    }

    // MARK: Input

    /// A pointer or keyboard event for the host.
    public enum InputEvent: Equatable, Sendable {
        case press(CGPoint), move(CGPoint), release(CGPoint)
        case tap(CGPoint)
        /// A mouse-wheel or trackpad step at a point: the content of the scroll view under it moves
        /// by the delta in points (positive: toward the end of the content).
        case scroll(CGPoint, CGSize)
        /// The pointer moved with no button down (`onHover`).
        case hover(CGPoint)
        /// A pinch step at a point scaling by the factor (ctrl + wheel in the window).
        case magnify(CGPoint, CGFloat)
        /// A key press by name, with modifiers joined by `+` (`"return"`, `"shift+left"`, `"cmd+a"`).
        case key(String)
        /// Text typed into the focused text input (§23.2).
        case text(String)
        /// The input method's composition, shown underlined at the caret (§23.3).
        case markedText(String)
        /// A click of the secondary (right) button: opens the `contextMenu` of the view there (§28.8).
        case secondaryClick(CGPoint)
    }

    /// Schedules `event` for the first frame whose time is ≥ `time`.
    public func schedule(_ event: InputEvent, at time: Double) {
        if scheduledHead == scheduled.count || scheduled[scheduled.count - 1].time <= time {
            scheduled.append((time, event))   // the usual case: scripts come in time order
            return
        }
        var low = scheduledHead, high = scheduled.count   // first entry later than `time`
        while low < high {
            let mid = (low + high) / 2
            if scheduled[mid].time <= time { low = mid + 1 } else { high = mid }
        }
        scheduled.insert((time, event), at: low)
    }

    /// Delivers `event` now (its effects show in the next frame).
    public func send(_ event: InputEvent) {
        perform { deliver(event) }
    }

    private func deliver(_ event: InputEvent) {
        switch event {
        case .press(let p): press(at: p)
        case .move(let p): move(to: p)
        case .release(let p): release(at: p)
        case .tap(let p): tap(at: p)
        case .scroll(let p, let d): scroll(at: p, by: d)
        case .hover(let p): hover(at: p)
        case .magnify(let p, let f): magnify(at: p, by: f)
        case .key(let k): handleKey(k)   // what no view takes is the session's (LiveSession.key)
        case .text(let t): typeText(t)
        case .markedText(let t): setMarkedText(t)
        case .secondaryClick(let p): secondaryClick(at: p)
        }
    }


    /// A press then a release at `point` (points, window space).
    public func tap(at point: CGPoint) {
        press(at: point)
        release(at: point)
    }

    /// A secondary (right) click at `point`: opens the context menu of the innermost view there
    /// that has one (§28.8); false when there is none.
    @discardableResult
    public func secondaryClick(at point: CGPoint) -> Bool {
        _HostClock.activate(graph.clock)   // what its handlers schedule or play is this host's
        var n = hitTest(point)?.leaf
        while let node = n {
            if case .contextMenu(let c) = node.nodeRole { c.open(); return true }
            n = node.parent
        }
        return false
    }

    /// Taps the centre of the first Text showing `string` that a click there would reach (in the
    /// window, not covered); else of the first Text showing it. False if there is none.
    @discardableResult
    public func tap(onText string: String) -> Bool {
        // The first such Text in the window that a tap at its centre would reach: a covered
        // navigation level or a view under a sheet holds the same words but is not what a user
        // can click. Without one, the first such Text (its centre may be off screen or covered).
        var all: [_Node] = []
        func visit(_ n: _Node) {
            if n.displayedText == string { all.append(n); return }
            n.forEachChild(visit)
        }
        if let root { visit(root) }
        guard let first = all.first else { return false }
        let window = CGRect(origin: .zero, size: size)
        let reachable = all.first { n in
            let c = CGPoint(x: n.presentedFrame.midX, y: n.presentedFrame.midY)
            return window.contains(c) && root?.hitTest(c)?.leaf === n
        }
        let n = reachable ?? first
        tap(at: CGPoint(x: n.presentedFrame.midX, y: n.presentedFrame.midY))
        return true
    }

    /// A press that the platform counted as the `clickCount`-th click of a multi-click (SDL's
    /// `clicks`): text inputs select a word on 2 and a line on 3 (§23.10). Without a count
    /// (`press(at:)`), text inputs count presses themselves on the virtual clock.
    public func press(at point: CGPoint, clickCount: Int) {
        graph.pointer.clickCount = max(clickCount, 1)
        defer { graph.pointer.clickCount = nil }
        press(at: point)
    }

    /// Starts a press: the innermost tap handler above the front-most leaf at `point` gets it.
    /// A press on content a fling is still moving catches it instead (no tap, as on iOS).
    public func press(at point: CGPoint) {
        _HostClock.activate(graph.clock)   // what its handlers schedule or play is this host's
        isPressed = true
        pressPoint = point
        dragging = nil
        // A list row swiped open closes at a press anywhere but on its buttons, and the press
        // does nothing else (§14.14).
        if let open = graph.scrolling.openSwipe, !open.buttons.contains(point) {
            graph.scrolling.openSwipe = nil
            open.close()
            swallowsPress = true
            return
        }
        dragCandidates = graph.scrolling.views(at: point, in: graph).filter { $0.scrolls(.vertical) || $0.scrolls(.horizontal) }
        if let moving = dragCandidates.first(where: \.isMoving) {
            moving.beginDrag(at: point, time: animationClock)
            dragging = moving
            pressTarget = nil
            gestures.cancelInteraction()
            return
        }
        let hit = hitTest(point)
        pressTarget = hit?.handler
        if let t = pressTarget, t.isButton {
            graph.setPressedButton(t)
            t.repeated = false
            if t.repeats { graph.scheduleRepeat(of: t, after: ButtonRepeat.delay) }
        }
        gestures.globalSpace = graph.globalSpace
        gestures.pointerDown(at: point, time: time, leaf: hit?.leaf)
        updatePressedButton(under: hit)
    }

    /// The pressed look follows the pointer (on and off the Button) while its tap is still
    /// possible; `hit` is what the event's one hit test found under the pointer.
    private func updatePressedButton(under hit: HitResult?) {
        guard let target = pressTarget, target.isButton else { return }
        guard gestures.isLive(target) else { graph.setPressedButton(nil); return }
        graph.setPressedButton(hit?.handler === target ? target : nil)
    }

    /// The front-most hit at `point`: each pointer event asks the tree once (counted for tests).
    private func hitTest(_ point: CGPoint) -> HitResult? {
        graph.hitTestCount += 1
        return root?.hitTest(point)
    }

    /// The pointer moved with no button down: `onHover` views it entered or left are told.
    public func hover(at point: CGPoint) {
        _HostClock.activate(graph.clock)   // what its handlers schedule or play is this host's
        guard graph.pointer.usesHover else { return }   // no .onHover anywhere: nothing to hit-test for
        var now: [HoverNode] = []
        var n = hitTest(point)?.leaf
        while let node = n {
            if case .hover(let h) = node.nodeRole { now.append(h) }
            n = node.parent
        }
        let before = hovered
        hovered = now
        for h in before where !now.contains(where: { $0 === h }) { h.action(false) }
        for h in now.reversed() where !before.contains(where: { $0 === h }) { h.action(true) }
        for h in now.reversed() { h.pointer(at: point, global: graph.globalSpace) }
    }

    /// A pinch step at `point` scaling by `factor` (1.1: 10 % larger): `MagnificationGesture`s
    /// on the view there see it; a pinch ends 0.3 s after its last step (§25.7).
    public func magnify(at point: CGPoint, by factor: CGFloat) {
        _HostClock.activate(graph.clock)   // what its handlers schedule or play is this host's
        gestures.magnify(at: point, by: factor, time: time, leaf: hitTest(point)?.leaf)
    }

    /// Moves a press: past 10 pt inside a scroll view it becomes a drag that scrolls it (and the
    /// press no longer taps anything); otherwise a pressed Button shows its pressed look only
    /// while the pointer is over it (moving off and back on, as on iOS). Without a press, nothing.
    public func move(to point: CGPoint) {
        _HostClock.activate(graph.clock)   // what its handlers schedule or play is this host's
        guard isPressed else { hover(at: point); return }
        if swallowsPress { return }
        if let d = dragging {
            d.drag(to: point, graph, time: animationClock)
            gestures.pointerMoved(to: point, time: time)
            return
        }
        gestures.pointerMoved(to: point, time: time)
        // A lifted drag follows the pointer to the drop destination under it (§25.9).
        if graph.dragAndDrop.isActive { graph.dragAndDrop.move(to: point, over: hitTest(point)); return }
        if !dragCandidates.isEmpty && !gestures.hasClaim {
            let dx = point.x - pressPoint.x, dy = point.y - pressPoint.y
            if max(abs(dx), abs(dy)) >= ScrollPhysics.dragThreshold {
                let axis: Axis = abs(dy) >= abs(dx) ? .vertical : .horizontal
                let other: Axis = axis == .vertical ? .horizontal : .vertical
                if let d = dragCandidates.first(where: { $0.scrolls(axis) }) ?? dragCandidates.first(where: { $0.scrolls(other) }) {
                    dragging = d
                    pressTarget = nil
                    graph.setPressedButton(nil)
                    gestures.yieldToScroll()
                    d.beginDrag(at: pressPoint, time: animationClock)
                    d.drag(to: point, graph, time: animationClock)
                    return
                }
            }
        }
        if let target = pressTarget, target.isButton { updatePressedButton(under: hitTest(point)) }
    }

    /// Ends a press: a drag flings (or springs back); otherwise the handler fires if the release
    /// is inside the view that got the press.
    public func release(at point: CGPoint) {
        _HostClock.activate(graph.clock)   // what its handlers schedule or play is this host's
        if swallowsPress {
            swallowsPress = false
            isPressed = false
            return
        }
        defer {
            isPressed = false
            pressTarget = nil
            dragCandidates = []
            graph.setPressedButton(nil)
        }
        if let d = dragging {
            dragging = nil
            d.endDrag(at: point, graph, time: animationClock)
        }
        let hit = hitTest(point)
        // A lifted drag drops on the destination under the pointer (§25.9).
        if graph.dragAndDrop.isActive { graph.dragAndDrop.drop(at: point, over: hit) }
        gestures.pointerUp(at: point, time: time, leaf: hit?.leaf)
    }

    /// A wheel or trackpad step at `point`: the vertical delta scrolls the innermost vertical
    /// scroll view there, the horizontal delta the innermost horizontal one (points; positive
    /// moves toward the end of the content).
    public func scroll(at point: CGPoint, by delta: CGSize) {
        _HostClock.activate(graph.clock)   // what its handlers schedule or play is this host's
        let candidates = graph.scrolling.views(at: point, in: graph)
        if delta.height != 0, let v = candidates.first(where: { $0.scrolls(.vertical) }) {
            v.scroll(by: CGSize(width: 0, height: delta.height), graph, time: animationClock)
        }
        if delta.width != 0, let h = candidates.first(where: { $0.scrolls(.horizontal) }) {
            h.scroll(by: CGSize(width: delta.width, height: 0), graph, time: animationClock)
        }
    }

    @exclusivity(unchecked) private var isPressed = false
    /// The current press closed an open swipe and does nothing else.
    @exclusivity(unchecked) private var swallowsPress = false
    @exclusivity(unchecked) private var pressPoint = CGPoint.zero
    @exclusivity(unchecked) private var dragCandidates: [ScrollNode] = []
    @exclusivity(unchecked) private var dragging: ScrollNode?

    private func deliverDueInput() {
        while scheduledHead < scheduled.count, scheduled[scheduledHead].time <= time + 1e-9 {
            let event = scheduled[scheduledHead].event
            scheduledHead += 1
            deliver(event)
        }
        if scheduledHead == scheduled.count {
            scheduled.removeAll(keepingCapacity: true)
            scheduledHead = 0
        } else if scheduledHead > 1024, scheduledHead * 2 > scheduled.count {
            scheduled.removeFirst(scheduledHead)
            scheduledHead = 0
        }
    }

    // MARK: Queries

    /// The layout frame (root space) of the first Text showing `string`.
    public func frame(ofText string: String) -> CGRect? { findText(string)?.frame }

    /// The drawn frame (root space, animated) of the first Text showing `string`.
    public func presentedFrame(ofText string: String) -> CGRect? { findText(string)?.presentedFrame }

    /// The root's reduced value for `key` (`defaultValue` when nothing produces it).
    public func preferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value {
        graph.preferenceValue(K.self)
    }

    /// How many entries this host's `TimelineView`s have moved to (a condition tests wait on).
    var timelineEntriesShown: Int { graph.clock.timelineEntries }
    /// This host's sleeping tasks woken and not yet run again (a window or recorder waits for them
    /// before a frame, `MainQueue.drain(for:)`).
    package var wakingSleepers: Int { graph.clock.wakingSleepers }

    /// Warnings the engine emitted (each once), e.g. the preference cycle warning.
    public var warnings: [String] { graph.warnings }

    /// Whether warnings also go to stderr (default true).
    public var printsWarnings = true {
        didSet {
            if printsWarnings {
                graph.warningSink = { _ViewGraph.printWarning($0) }
            } else {
                graph.warningSink = { _ in }
            }
        }
    }

    /// Number of `body` evaluations, child measurements and text measurements so far.
    public var counters: (bodies: Int, measurements: Int, textMeasurements: Int) {
        (graph.bodyCount, graph.measureCount, graph.textMeasureCount)
    }

    private func findText(_ string: String) -> _Node? {
        var found: _Node?
        func visit(_ n: _Node) {
            if found != nil { return }
            if n.displayedText == string { found = n; return }
            n.forEachChild(visit)
        }
        if let root { visit(root) }
        return found
    }

    // MARK: The frame

    /// Seconds spent in each phase of a frame, when `measuresPhases` is on (benchmarks).
    public struct FramePhases: Sendable, Equatable {
        public var build = 0.0, layout = 0.0, preferences = 0.0, observers = 0.0, animate = 0.0, displayList = 0.0
    }
    /// Whether frames time their phases (off by default: reading the clock costs a little).
    public var measuresPhases: Bool {
        get { graph.measuresPhases }
        set { graph.measuresPhases = newValue }
    }
    /// The phases of the last frame (all zero unless `measuresPhases`).
    public var lastFramePhases: FramePhases { graph.lastFramePhases }

    /// Runs one frame at the current time.
    func render() {
        graph.runFrame(size: size, time: animationClock, frameNumber: frameIndex)
    }
}

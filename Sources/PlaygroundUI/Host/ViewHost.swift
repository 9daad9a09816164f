import Foundation

/// The headless host: owns a view tree and runs frames on a virtual clock (design.md, "Headless
/// host contract"). Tests, recordings, benchmarks and the SDL window all drive one of these.
///
/// A frame: deliver due input → build (if state changed) → layout → preferences and observers
/// (re-building in the same frame while observers change state, bounded) → draw. Frame N is the
/// picture at time N / fps.
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
    @exclusivity(unchecked) public private(set) var displayList = DisplayList()
    /// Time scale for animations (slow motion): 1 is real time, 0.25 four times slower.
    @exclusivity(unchecked) public var timeScale: Double = 1

    let builder: _Builder
    private let buildRoot: (_Builder, inout _Node?) -> Void
    @exclusivity(unchecked) private var root: _Node?
    var rootForTesting: _Node? { root }
    @exclusivity(unchecked) private var built = false
    /// Scheduled input in time order (equal times in the order scheduled); `scheduled[..<scheduledHead]`
    /// is already delivered, so delivering many events at once stays linear.
    @exclusivity(unchecked) private var scheduled: [(time: Double, event: InputEvent)] = []
    @exclusivity(unchecked) private var scheduledHead = 0
    @exclusivity(unchecked) private var pressTarget: TapGestureNode?
    @exclusivity(unchecked) private var animationClock: Double = 0

    /// Hosts `rootView` in a window of `size` points.
    public init<Content: View>(rootView: Content, size: CGSize = CGSize(width: 800, height: 600), fps: Int = 60,
                               textMeasurer: TextMeasurer = FixedWidthTextMeasurer()) {
        self.size = size
        self.fps = max(fps, 1)
        builder = _Builder(textMeasurer: textMeasurer)
        buildRoot = { b, slot in Content._makeNode(rootView, b, &slot) }
        if StackGuard.limit == 0 { StackGuard.resetLimit() }
        render()
    }

    // MARK: Clock

    /// Advances the clock by `frames` frames, rendering each (inputs due by then are delivered first).
    public func advance(frames: Int = 1) {
        for _ in 0..<max(frames, 0) {
            frameIndex += 1
            animationClock += timeScale / Double(fps)
            deliverDueInput()
            render()
        }
    }

    /// Advances the clock by `seconds` (rounded up to whole frames).
    public func advance(seconds: Double) {
        advance(frames: Int((seconds * Double(fps)).rounded(.up)))
    }

    /// Forces the next frame to rebuild the whole tree, evaluating every `body` even where nothing
    /// changed (benchmarks' worst case; a size change does it too). Ordinary frames re-evaluate
    /// only views whose state or inputs changed, as SwiftUI does.
    public func invalidate() {
        builder.needsRebuild = true
        builder.forceFullRebuild = true
    }

    /// The root view's size for `proposal` (SwiftUI's `sizeThatFits`), measured on the current tree.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        root?.measure(proposal, builder) ?? .zero
    }

    /// True when nothing would change if a frame ran now: no state change, no input, no animation.
    public var isIdle: Bool {
        !builder.needsRebuild && scheduledHead == scheduled.count && !builder.animator.isAnimating(at: animationClock)
    }

    // MARK: Input

    /// A pointer or keyboard event for the host.
    public enum InputEvent: Equatable, Sendable {
        case press(CGPoint), move(CGPoint), release(CGPoint)
        case tap(CGPoint)
        case key(String)
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
        switch event {
        case .press(let p): press(at: p)
        case .move: break
        case .release(let p): release(at: p)
        case .tap(let p): tap(at: p)
        case .key(let k): keyHandler?(k)
        }
    }

    /// Called for key events (the scene browser's keys); nil ignores them.
    @exclusivity(unchecked) public var keyHandler: ((String) -> Void)?

    /// A press then a release at `point` (points, window space).
    public func tap(at point: CGPoint) {
        press(at: point)
        release(at: point)
    }

    /// Taps the centre of the first Text showing `string`; false if there is none.
    @discardableResult
    public func tap(onText string: String) -> Bool {
        guard let n = findText(string) else { return false }
        tap(at: CGPoint(x: n.presentedFrame.midX, y: n.presentedFrame.midY))
        return true
    }

    /// Starts a press: the innermost tap handler above the front-most leaf at `point` gets it.
    public func press(at point: CGPoint) {
        pressTarget = root?.hitTest(point)?.handler
        if let t = pressTarget, t.isButton {
            // The pressed look is not state of any view: rebuild everything (presses are rare).
            builder.pressedButton = t
            builder.needsRebuild = true
            builder.forceFullRebuild = true
        }
    }

    /// Ends a press: the handler fires if the release is inside the view that got the press.
    public func release(at point: CGPoint) {
        defer {
            pressTarget = nil
            if builder.pressedButton != nil {
                builder.pressedButton = nil
                builder.needsRebuild = true
                builder.forceFullRebuild = true
            }
        }
        guard let target = pressTarget, root?.hitTest(point)?.handler === target else { return }
        target.tap(at: time)
    }

    private func deliverDueInput() {
        while scheduledHead < scheduled.count, scheduled[scheduledHead].time <= time + 1e-9 {
            let event = scheduled[scheduledHead].event
            scheduledHead += 1
            send(event)
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
        root?.preferenceValue(K.self) ?? K.defaultValue
    }

    /// Warnings the engine emitted (each once), e.g. the preference cycle warning.
    public var warnings: [String] { builder.warnings }

    /// Whether warnings also go to stderr (default true).
    public var printsWarnings = true {
        didSet {
            if printsWarnings {
                builder.warningSink = { _Builder.printWarning($0) }
            } else {
                builder.warningSink = { _ in }
            }
        }
    }

    /// Number of `body` evaluations, child measurements and text measurements so far.
    public var counters: (bodies: Int, measurements: Int, textMeasurements: Int) {
        (builder.bodyCount, builder.measureCount, builder.textMeasureCount)
    }

    private func findText(_ string: String) -> TextNode? {
        var found: TextNode?
        func visit(_ n: _Node) {
            if found != nil { return }
            if let t = n as? TextNode, t.string == string { found = t; return }
            n.forEachChild(visit)
        }
        if let root { visit(root) }
        return found
    }

    // MARK: The frame

    /// Seconds spent in each phase of the last frame, when `measuresPhases` is on (benchmarks).
    public struct FramePhases: Sendable, Equatable {
        public var build = 0.0, layout = 0.0, preferences = 0.0, observers = 0.0, animate = 0.0, displayList = 0.0
    }
    /// Whether frames time their phases (off by default: reading the clock costs a little).
    @exclusivity(unchecked) public var measuresPhases = false
    /// The phases of the last frame (all zero unless `measuresPhases`).
    @exclusivity(unchecked) public private(set) var lastFramePhases = FramePhases()

    private func timed(_ phase: WritableKeyPath<FramePhases, Double>, _ body: () -> Void) {
        guard measuresPhases else { body(); return }
        let t0 = ContinuousClock.now
        body()
        let d = ContinuousClock.now - t0
        lastFramePhases[keyPath: phase] += Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
    }

    /// Runs one frame at the current time.
    func render() {
        builder.time = animationClock
        builder.frameNumber = frameIndex
        lastFramePhases = FramePhases()
        var rounds = 0
        var laidOut = false
        while (builder.needsRebuild || !built) && rounds < 8 {
            rounds += 1
            timed(\.build) { build() }
            timed(\.layout) { layout() }
            timed(\.animate) {
                if let root {
                    builder.animator.commit(root, time: animationClock, animation: builder.transactionAnimation,
                                            disablesAnimations: builder.transactionDisablesAnimations, stamp: builder.stamp)
                }
            }
            laidOut = true
            var actions: [() -> Void] = []
            timed(\.preferences) { actions = builder.pendingObserverActions() }
            timed(\.observers) { for action in actions { action() } }
        }
        if builder.needsRebuild && rounds >= 8 {
            // State keeps changing from observers: stop for this frame (the next frame continues).
            builder.warnOnce("State kept changing while preferences were being delivered; the update was cut after 8 rounds in one frame.")
        }
        // With no new layout and nothing animating, the picture is the last one.
        if laidOut || builder.animator.runningCount > 0 || emitPending { timed(\.displayList) { emit() } }
    }
    /// Set when something outside layout changes what is drawn (forces the next emit).
    @exclusivity(unchecked) private var emitPending = true

    private func build() {
        built = true
        builder.needsRebuild = false
        builder.nextStamp()
        var env = EnvironmentValues()
        env.animation = builder.pendingAnimation
        env.disablesAnimations = builder.pendingDisablesAnimations
        builder.transactionAnimation = builder.pendingAnimation
        builder.transactionDisablesAnimations = builder.pendingDisablesAnimations
        builder.pendingAnimation = nil
        builder.pendingDisablesAnimations = false
        builder.env = env
        buildRoot(builder, &root)
        let stamp = builder.stamp
        if let root, root.visitedStamp == stamp { root.propagateStamps(stamp) }
        for node in builder.rebuildDirtyComposites() {
            node.propagateStamps(stamp)
            node.propagateUp()
        }
        builder.forceFullRebuild = false
    }

    private func layout() {
        guard let root else { return }
        let p = ProposedViewSize(size)
        let s = root.measure(p, builder)
        let origin = CGPoint(x: ((size.width - s.width) / 2).rounded(), y: ((size.height - s.height) / 2).rounded())
        root.place(CGRect(origin: origin, size: s), PlaceContext(builder: builder, spaces: nil))
    }

    private func emit() {
        emitPending = false
        var ctx = EmitContext(builder: builder, list: DisplayList())
        swap(&ctx.list, &spareList)
        ctx.list.items.removeAll(keepingCapacity: true)
        ctx.previous = displayList.items
        builder.animator.beginFrame()
        root?.emit(&ctx)
        builder.animator.endFrame()
        ctx.previous = []
        swap(&displayList, &spareList)   // spare holds the previous frame's list
        swap(&ctx.list, &displayList)
    }
    /// The other display-list buffer (double buffering keeps emission allocation-free).
    @exclusivity(unchecked) private var spareList = DisplayList()
}

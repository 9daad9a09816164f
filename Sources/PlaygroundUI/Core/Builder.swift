import Foundation

/// The engine behind a host: builds the node tree from views, lays it out, folds preferences,
/// runs preference observers, and emits the display list. One per `ViewHost`.
@MainActor
public final class _Builder {
    /// The environment for the view being built.
    @exclusivity(unchecked) var env = EnvironmentValues()
    /// The stamp of the current build pass (see `_Node.builtStamp`); increases across all hosts.
    @exclusivity(unchecked) var stamp = 0
    nonisolated(unsafe) private static var stampCounter = 0
    nonisolated(unsafe) private static var serialCounter: UInt64 = 0
    /// This host's identity, never reused (anchors remember it instead of a weak reference).
    let serial: UInt64 = { _Builder.serialCounter += 1; return _Builder.serialCounter }()
    /// What state boxes hold instead of a weak reference to the builder; cleared when it goes.
    let handle = BuilderHandle()
    /// Starts a build pass with a new stamp.
    func nextStamp() {
        _Builder.stampCounter += 1
        stamp = _Builder.stampCounter
    }
    /// Child measurements made (for tests and benchmarks).
    @exclusivity(unchecked) var measureCount = 0
    /// `body` evaluations made (for tests and benchmarks).
    @exclusivity(unchecked) var bodyCount = 0
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

    /// The live observers' pending deliveries (dropping observers that left the tree).
    func pendingObserverActions() -> [() -> Void] {
        observers.removeAll { $0.node == nil }
        return observers.compactMap { $0.node?.pendingDelivery(self) }
    }
    /// Contents of custom `ViewModifier`s being built (innermost last).
    @exclusivity(unchecked) var modifierContents: [(_Builder, inout _Node?) -> Void] = []

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
    /// The Button under a press that has not been released yet (drawn dimmed).
    @exclusivity(unchecked) weak var pressedButton: TapGestureNode?
    @exclusivity(unchecked) private var warned: Set<String> = []
    /// Warnings emitted so far (each once), newest last.
    @exclusivity(unchecked) public private(set) var warnings: [String] = []
    /// Where warnings go besides `warnings` (stderr by default; tests silence it).
    var warningSink: (String) -> Void = { _Builder.printWarning($0) }

    /// Writes a warning to stderr, prefixed with the module's name.
    nonisolated static func printWarning(_ message: String) {
        FileHandle.standardError.write(Data(("PlaygroundUI: " + message + "\n").utf8))
    }

    init(textMeasurer: TextMeasurer) {
        self.textMeasurer = textMeasurer
        handle.builder = self
    }

    deinit { handle.builder = nil }

    /// Emits `message` once per host.
    func warnOnce(_ message: String) {
        guard warned.insert(message).inserted else { return }
        warnings.append(message)
        warningSink(message)
    }

    // MARK: Text

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

    // MARK: Build helpers

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

    // MARK: Animation

    /// The drawn root-space frame of `node` this frame (animated toward its layout frame).
    func presentedFrame(for node: _Node, parentTarget: CGPoint, parentPresented: CGPoint) -> CGRect {
        animator.presentedFrame(for: node, parentTarget: parentTarget, parentPresented: parentPresented, time: time)
    }
}

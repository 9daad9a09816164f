import Foundation

/// The engine behind a host: builds the node tree from views, lays it out, folds preferences,
/// runs preference observers, and emits the display list. One per `ViewHost`.
@MainActor
public final class _Builder {
    /// The environment for the view being built.
    var env = EnvironmentValues()
    /// Incremented at every layout pass; invalidates measurement caches.
    var layoutStamp = 0
    /// Incremented at every build pass.
    var buildStamp = 0
    /// Child measurements made (for tests and benchmarks).
    var measureCount = 0
    /// `body` evaluations made (for tests and benchmarks).
    var bodyCount = 0
    /// Time on the host's (animation) clock, seconds.
    var time: Double = 0
    /// The host's frame number (the cycle detector's per-frame seed).
    var frameNumber = 0

    let textMeasurer: TextMeasurer
    private var textCache: [TextKey: CGSize] = [:]
    /// Text measurer calls made (each (string, font) is measured once).
    var textMeasureCount = 0

    /// `onPreferenceChange` observers met during the current build, in tree order.
    var observers: [PreferenceObserverNode] = []
    /// Contents of custom `ViewModifier`s being built (innermost last).
    var modifierContents: [(_Builder, inout _Node?) -> Void] = []

    /// Set when a `@State` changed since the last build.
    var needsRebuild = true
    /// The animation of the transaction that changed state (withAnimation), for the next build.
    var pendingAnimation: Animation?
    var pendingDisablesAnimations = false

    let animator = PresentationAnimator()
    /// The Button under a press that has not been released yet (drawn dimmed).
    weak var pressedButton: TapGestureNode?
    private var warned: Set<String> = []
    /// Warnings emitted so far (each once), newest last.
    public private(set) var warnings: [String] = []
    /// Where warnings go besides `warnings` (stderr by default; tests silence it).
    var warningSink: (String) -> Void = { msg in
        FileHandle.standardError.write(Data(("PlaygroundUI: " + msg + "\n").utf8))
    }

    init(textMeasurer: TextMeasurer) {
        self.textMeasurer = textMeasurer
    }

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
        if let n = slot, type(of: n) == N.self {
            let node = unsafeDowncast(n, to: N.self)
            node.animation = env.disablesAnimations ? nil : env.animation
            return node
        }
        let n = make()
        n.animation = env.disablesAnimations ? nil : env.animation
        slot = n
        return n
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

import Foundation
import PlaygroundUI

/// What the window and the recorder run: one or more scenes (the browser), the current scene's
/// `ViewHost`, the session clock with pause / single-step / slow motion, and the inspector and
/// layout-bounds overlays drawn over the scene's display list.
///
/// The session clock counts `tick()`s (frames at `fps`); input scripts are timed on it, so a
/// restart or a scene switch does not move later script lines.
@MainActor
public final class LiveSession {
    public let scenes: [LiveScene]
    public let fps: Int
    /// The scene shown (index into `scenes`).
    public private(set) var index = 0
    /// The current scene's host (replaced on restart and on switching).
    public private(set) var host: ViewHost
    public private(set) var isPaused = false
    public private(set) var isSlowMotion = false
    /// Show the preference inspector (`i`, `--inspect`).
    public var showsInspector: Bool { didSet { if showsInspector && !oldValue { inspector.reset(); inspector.observe(host) } } }
    /// Show every view's frame (`b`, `--bounds`).
    public var showsBounds: Bool
    /// Frames on the session clock.
    public private(set) var frames = 0
    /// Whether hosts print engine warnings to stderr.
    public var printsWarnings = true { didSet { host.printsWarnings = printsWarnings } }
    /// The inspector (its highlight state, for tests).
    public let inspector: PreferenceInspector
    private let measurer: TextMeasurer
    private var pendingSteps = 0
    /// A message shown across the top of the window over the scene (`playground open --watch`
    /// puts a failed save's first compiler error here); nil shows none.
    public var banner: String?
    private lazy var messageBanner = MessageBanner(measurer: measurer)

    /// Starts on `scenes[0]` at `size` points (the window's size, not each scene's).
    public convenience init(scenes: [LiveScene], size: CGSize, fps: Int = 60, textMeasurer: TextMeasurer,
                inspect: Bool = false, bounds: Bool = false) {
        self.init(scenes: scenes, size: size, fps: fps, textMeasurer: textMeasurer, inspect: inspect, bounds: bounds, traits: nil)
    }

    private init(scenes: [LiveScene], size: CGSize, fps: Int, textMeasurer: TextMeasurer,
                 inspect: Bool, bounds: Bool, traits: RunOptions?) {
        precondition(!scenes.isEmpty, "a session needs a scene")
        self.scenes = scenes; self.fps = max(1, fps); measurer = textMeasurer
        inspector = PreferenceInspector(measurer: textMeasurer, fps: fps)
        showsInspector = inspect; showsBounds = bounds
        if let o = traits {
            safeArea = o.safeArea; colorScheme = o.colorScheme
            displayScale = o.scale; layoutDirection = o.layoutDirection
            dynamicTypeSize = o.dynamicTypeSize
        }
        host = Self.makeHost(scenes[0], size: size, fps: self.fps, measurer: textMeasurer, safeArea: safeArea,
                             colorScheme: colorScheme, displayScale: displayScale, layoutDirection: layoutDirection,
                             dynamicTypeSize: dynamicTypeSize)
        if inspect { inspector.observe(host) }
    }

    /// A session with every live-view flag applied (`--fps`, `--inspect`, `--bounds`, `--slow`):
    /// the one way the window and the recorder make their session.
    public convenience init(scenes: [LiveScene], size: CGSize, options: RunOptions, textMeasurer: TextMeasurer) {
        self.init(scenes: scenes, size: size, fps: options.fps, textMeasurer: textMeasurer,
                  inspect: options.inspect, bounds: options.bounds, traits: options)
        host.timeScale = 1 / options.slow
    }

    /// The window's colour scheme and pixels per point, given to every scene's host.
    public private(set) var colorScheme = ColorScheme.light
    public private(set) var displayScale = 1.0
    /// The window's layout direction (`--layout-direction`), given to every scene's host.
    public private(set) var layoutDirection = LayoutDirection.leftToRight
    /// The window's text size (`--dynamic-type`), given to every scene's host.
    public private(set) var dynamicTypeSize = DynamicTypeSize.large

    /// The window's safe-area insets, given to every scene's host.
    public private(set) var safeArea = EdgeInsets()

    /// The current scene.
    public var scene: LiveScene { scenes[index] }
    /// Seconds on the session clock.
    public var time: Double { Double(frames) / Double(fps) }
    /// The window size in points.
    public var size: CGSize {
        get { host.size }
        set { host.size = newValue }
    }

    /// The window title: the scene and its seed, plus the clock's state.
    public var title: String {
        var t = scene.title
        if isPaused { t += " · paused (space resumes, . steps)" }
        if isSlowMotion { t += " · slow motion ×0.25" }
        return t
    }

    // MARK: Keys

    /// Handles a key: the scene's views first (a focused text field, Tab, keyboard shortcuts,
    /// §23.5), else a browser command.
    public func key(_ name: String) {
        if host.handleKey(name) { return }
        if let command = BrowserCommand(key: name, sceneCount: scenes.count) { perform(command) }
    }

    /// Carries out `command`.
    public func perform(_ command: BrowserCommand) {
        switch command {
        case .nextScene: show((index + 1) % scenes.count)
        case .previousScene: show((index + scenes.count - 1) % scenes.count)
        case .selectScene(let i): if i != index, scenes.indices.contains(i) { show(i) }
        case .restart: show(index)
        case .toggleSlowMotion:
            isSlowMotion.toggle()
            host.timeScale = isSlowMotion ? 0.25 : 1
        case .togglePause:
            isPaused.toggle(); pendingSteps = 0
        case .step:
            isPaused = true; pendingSteps += 1
        case .toggleInspector: showsInspector.toggle()
        case .toggleBounds: showsBounds.toggle()
        }
    }

    /// A host for `scene` with the window's traits set before its first frame (a first frame
    /// laid out without the safe area would jump at the second).
    private static func makeHost(_ scene: LiveScene, size: CGSize, fps: Int, measurer: TextMeasurer, safeArea: EdgeInsets,
                                 colorScheme: ColorScheme, displayScale: Double, layoutDirection: LayoutDirection,
                                 dynamicTypeSize: DynamicTypeSize, printsWarnings: Bool? = nil) -> ViewHost {
        ViewHost(rootView: scene.makeView(), size: size, fps: fps, textMeasurer: measurer) { h in
            if let printsWarnings { h.printsWarnings = printsWarnings }
            h.safeAreaInsets = safeArea; h.colorScheme = colorScheme
            h.displayScale = displayScale; h.layoutDirection = layoutDirection
            h.dynamicTypeSize = dynamicTypeSize
        }
    }

    /// Shows scene `i` in a fresh host (same window size, speed and overlays).
    private func show(_ i: Int) {
        index = i
        let fresh = Self.makeHost(scenes[i], size: host.size, fps: fps, measurer: measurer, safeArea: safeArea,
                                  colorScheme: colorScheme, displayScale: displayScale, layoutDirection: layoutDirection,
                                  dynamicTypeSize: dynamicTypeSize, printsWarnings: printsWarnings)
        fresh.timeScale = host.timeScale
        host = fresh
        pendingSteps = 0
        inspector.reset()
        if showsInspector { inspector.observe(host) }
    }

    // MARK: Frames

    /// True when the next `tick()` would change the picture: the scene is animating or has new
    /// state (and is not paused), a step is pending, or an inspector highlight is fading.
    public var needsFrames: Bool {
        if pendingSteps > 0 { return true }
        if isPaused { return false }
        return !host.isIdle || (showsInspector && inspector.isHighlighting)
    }

    /// True when the only thing changing is a focused field's blinking caret (§23.8): the window
    /// keeps the clock running at the frame rate but presents only frames whose picture changed.
    public var hasBlinkingCaret: Bool { !isPaused && host.hasBlinkingCaret }

    /// Changes whenever the scene drew a new display list (see `ViewHost.displayGeneration`).
    public var displayGeneration: Int { host.displayGeneration }

    /// One frame of the session clock: advances the scene unless paused (a pending step advances it once).
    public func tick() {
        frames += 1
        if isPaused {
            guard pendingSteps > 0 else { return }
            pendingSteps -= 1
        }
        host.advance()
        if showsInspector { inspector.observe(host) }
    }

    /// The end of the run: the scene goes to the background (§33.2) and the main queue's work
    /// that this started runs (a `Task` saving a model).
    public func close() {
        host.enterBackground()
        MainQueue.drain(for: host)
    }

    /// The scene's display list with the enabled overlays appended (bounds, the inspector, the banner).
    public var displayList: DisplayList {
        guard showsBounds || showsInspector || banner != nil else { return host.displayList }
        var list = host.displayList
        if showsBounds { list.items += LayoutBoundsOverlay.items(host.layoutBounds()) }
        if showsInspector { list.items += inspector.items(size: host.size) }
        if let banner { list.items += messageBanner.items(banner, width: host.size.width) }
        return list
    }
}

import CSDL2
import Foundation
import PlaygroundRender
import PlaygroundUI

/// The real window: an SDL window whose pixels come from `SoftwareRenderer`, mouse/touch/keys
/// turned into `ViewHost` input, and a loop that sleeps in `SDL_WaitEventTimeout` while nothing
/// changes and runs at the display rate (vsync) while something moves.
@MainActor
public final class WindowRunner {
    private let scenes: [LiveScene]
    private let options: RunOptions

    /// A window showing one view.
    public convenience init(title: String, sceneSize: CGSize, options: RunOptions, makeView: @escaping @MainActor () -> AnyView) {
        self.init(scenes: [LiveScene(name: title, size: sceneSize, makeView: makeView)], options: options)
    }

    /// A window browsing `scenes` (←/→, 1–9, 0; see `BrowserCommand`), starting on the first.
    public init(scenes: [LiveScene], options: RunOptions) {
        self.scenes = scenes; self.options = options
    }

    /// Opens the window and runs until it is closed (close button, Ctrl-Q, SIGTERM/SIGINT).
    public func run() throws {
        guard let first = scenes.first else { throw PlaygroundError.badFlag("nothing to run: no scene") }
        try options.validate(sceneSize: first.size)
        let script = try options.script.map(InputScript.load) ?? InputScript()
        // A window keeps @AppStorage values across runs (§21.6); everything else stays in memory.
        KeyValueStore.app.use(fileURL: KeyValueStore.defaultFileURL())
        defer { KeyValueStore.app.flush() }   // the last change before the window closed
        let env = ProcessInfo.processInfo.environment
        if (env["DISPLAY"] ?? "").isEmpty, (env["WAYLAND_DISPLAY"] ?? "").isEmpty, (env["SDL_VIDEODRIVER"] ?? "").isEmpty {
            throw PlaygroundError.noDisplay("no display found (DISPLAY and WAYLAND_DISPLAY are unset): use --headless to run offscreen, e.g. with --record DIR")
        }
        // A launcher may leave SIGTERM/SIGINT blocked (Foundation's Process does); they must be
        // delivered. The watchdog takes them (not SDL), so that they work even while the user's
        // code holds the main thread.
        var signals = sigset_t()
        sigemptyset(&signals); sigaddset(&signals, SIGTERM); sigaddset(&signals, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        let watchdog = WindowWatchdog(title: first.title)
        defer { watchdog.finish() }
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
        SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
        SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
            throw PlaygroundError.noDisplay("cannot open a window (\(String(cString: SDL_GetError()))): use --headless to run offscreen")
        }
        defer { SDL_Quit() }
        let engine = try TTFTextEngine()
        engine.fontWarnings.forEach { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
        let watch = WatchChannel.fromEnvironment()
        var size = options.size ?? watchdog.userCode { first.resolvedSize(textMeasurer: engine) }
        var x = Int32(bitPattern: 0x2FFF_0000), y = x  // SDL_WINDOWPOS_CENTERED
        // Centred, but never with the top-left corner (title, first rows) off a screen smaller
        // than the window (an iPhone-sized preview on a 768-pixel-high display).
        var usable = SDL_Rect()
        if SDL_GetDisplayUsableBounds(0, &usable) == 0, usable.w > 0, usable.h > 0 {
            x = usable.x + max(0, (usable.w - Int32(size.width)) / 2)
            y = usable.y + max(0, (usable.h - Int32(size.height)) / 2)
        }
        if let saved = watch?.savedFrame() {
            x = saved.x; y = saved.y
            size = CGSize(width: Int(saved.width), height: Int(saved.height))
        }
        // The renderer's layer, the streaming texture and the window's own buffer.
        try FrameMemory.check(pixelWidth: Int(size.width), pixelHeight: Int(size.height),
                              bytesPerPixel: FrameMemory.rendererBytesPerPixel + 8)
        // Hidden until its renderer is made: an OpenGL renderer makes SDL destroy the X window and
        // create another, and a window shown first would be mapped twice under two ids (a
        // window manager, or a script that found the first id, would be left with a dead one).
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_HIDDEN.rawValue
        guard let window = SDL_CreateWindow(scenes[0].title, x, y, Int32(size.width), Int32(size.height), flags) else {
            throw PlaygroundError.noDisplay("cannot create a window (\(String(cString: SDL_GetError()))): use --headless")
        }
        defer { SDL_DestroyWindow(window) }
        var sdlRenderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue)
        var vsync = true
        if sdlRenderer == nil {
            sdlRenderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue); vsync = false
        }
        guard let sdlRenderer else { throw PlaygroundError.noDisplay("no SDL renderer: \(String(cString: SDL_GetError()))") }
        defer { SDL_DestroyRenderer(sdlRenderer) }
        SDL_ShowWindow(window)
        watchdog.watch(window: window)

        let session = watchdog.userCode { LiveSession(scenes: scenes, size: size, options: options, textMeasurer: engine) }
        let player = ScriptPlayer(script)
        let surface = WindowSurface(window: window, renderer: sdlRenderer, text: engine)
        let input = WindowInput(window: window)
        var running = true
        var needsPresent = true
        var shownTitle = session.title
        let frameSeconds = 1 / Double(options.fps)
        watch?.save(window: window)
        while running {
            // A pending script keeps the clock running so its lines arrive on time.
            let busy = session.needsFrames || needsPresent || !player.isFinished
            // A blinking caret (§23.8) needs the clock at the frame rate, not a busy loop.
            let blinkWait = Int32(max(frameSeconds * 1000, 1))
            var event = SDL_Event()
            func handle(_ event: SDL_Event) {
                if let watch, watchEvent(event, watch, window, session) {} else {
                    // Input belongs to the coming frame: a debounce or a `Task.sleep` it starts is
                    // timed on the scene's virtual clock from there (§30.3).
                    var handled = true
                    watchdog.userCode {
                        session.host._asNextFrameInput { handled = input.handle(event, session: session, surface: surface) }
                    }
                    running = handled && running
                }
                needsPresent = true
            }
            if !busy, SDL_WaitEventTimeout(&event, session.hasBlinkingCaret ? blinkWait : 1000) != 0 { handle(event) }
            while SDL_PollEvent(&event) != 0 { handle(event) }
            if !running { break }
            if let points = surface.resized() { session.size = points; needsPresent = true }
            let start = SDL_GetTicks64()
            if session.needsFrames || !player.isFinished {
                watchdog.userCode {
                    player.deliver(upTo: session.time + frameSeconds, to: session)
                    MainQueue.drain(for: session.host)   // main-actor tasks and main-queue blocks, before the frame
                    session.tick()
                }
                needsPresent = true
            } else if session.hasBlinkingCaret {
                let before = session.displayGeneration
                watchdog.userCode { session.tick() }
                if session.displayGeneration != before { needsPresent = true }
            }
            if session.title != shownTitle {
                shownTitle = session.title
                SDL_SetWindowTitle(window, shownTitle)
            }
            if needsPresent {
                watchdog.userCode { surface.present(session.displayList) }   // a Canvas draws here
                needsPresent = false
                if !vsync {
                    let spent = Double(SDL_GetTicks64() - start) / 1000
                    if spent < frameSeconds { SDL_Delay(UInt32((frameSeconds - spent) * 1000)) }
                }
            }
        }
        watchdog.userCode { session.close() }   // the window closed: scene phase background (§33.2)
    }

    /// Handles the watcher's events: a message for the banner (true: consumed), and window moves
    /// and resizes, which are saved and still passed on (false).
    private func watchEvent(_ event: SDL_Event, _ watch: WatchChannel, _ window: OpaquePointer, _ session: LiveSession) -> Bool {
        if event.type == WatchChannel.eventType {
            if let message = watch.takeMessage() { session.banner = message }
            return true
        }
        if event.type == SDL_WINDOWEVENT.rawValue,
           event.window.event == UInt8(SDL_WINDOWEVENT_MOVED.rawValue) || event.window.event == UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue) {
            watch.save(window: window)
        }
        return false
    }
}

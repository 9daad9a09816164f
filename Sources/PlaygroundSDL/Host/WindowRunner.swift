import CSDL2
import Foundation
import PlaygroundUI

/// The real window: an SDL window whose pixels come from `SoftwareRenderer`, mouse/touch/keys
/// turned into `ViewHost` input, and a loop that sleeps in `SDL_WaitEventTimeout` while nothing
/// changes and runs at the display rate (vsync) while something moves.
@MainActor
public final class WindowRunner {
    private let title: String
    private let options: RunOptions
    private let sceneSize: CGSize
    private let makeView: @MainActor () -> AnyView

    public init(title: String, sceneSize: CGSize, options: RunOptions, makeView: @escaping @MainActor () -> AnyView) {
        self.title = title; self.sceneSize = sceneSize; self.options = options; self.makeView = makeView
    }

    /// Opens the window and runs until it is closed (close button, Ctrl-Q, SIGTERM/SIGINT).
    public func run() throws {
        try options.validate(sceneSize: sceneSize)
        let script = try options.script.map(InputScript.load) ?? InputScript()
        let env = ProcessInfo.processInfo.environment
        if (env["DISPLAY"] ?? "").isEmpty, (env["WAYLAND_DISPLAY"] ?? "").isEmpty, (env["SDL_VIDEODRIVER"] ?? "").isEmpty {
            throw PlaygroundError.noDisplay("no display found (DISPLAY and WAYLAND_DISPLAY are unset): use --headless to run offscreen, e.g. with --record DIR")
        }
        // A launcher may leave SIGTERM/SIGINT blocked (Foundation's Process does); SDL turns them
        // into SDL_QUIT only if they are delivered.
        var signals = sigset_t()
        sigemptyset(&signals); sigaddset(&signals, SIGTERM); sigaddset(&signals, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
        SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
            throw PlaygroundError.noDisplay("cannot open a window (\(String(cString: SDL_GetError()))): use --headless to run offscreen")
        }
        defer { SDL_Quit() }
        let engine = try TTFTextEngine()
        engine.fontWarnings.forEach { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
        let size = options.size ?? sceneSize
        let centered = Int32(bitPattern: 0x2FFF_0000)
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_SHOWN.rawValue
        guard let window = SDL_CreateWindow(title, centered, centered, Int32(size.width), Int32(size.height), flags) else {
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

        let host = ViewHost(rootView: makeView(), size: size, fps: options.fps, textMeasurer: engine)
        let player = ScriptPlayer(script)
        let surface = WindowSurface(window: window, renderer: sdlRenderer, text: engine)
        let input = WindowInput(window: window)
        var running = true
        var needsPresent = true
        let frameSeconds = 1 / Double(options.fps)
        FileHandle.standardError.write(Data("READY \(title)\n".utf8))
        while running {
            let busy = !host.isIdle || needsPresent || (player.nextTime.map { $0 <= host.time + frameSeconds } ?? false)
            var event = SDL_Event()
            if !busy {
                // Idle: block until an event (or the next scripted input) arrives.
                let wait = player.nextTime.map { max(1, Int32(($0 - host.time) * 1000)) } ?? 1000
                if SDL_WaitEventTimeout(&event, min(wait, 1000)) != 0 {
                    running = input.handle(event, host: host, surface: surface) && running
                }
            }
            while SDL_PollEvent(&event) != 0 {
                running = input.handle(event, host: host, surface: surface) && running
            }
            if !running { break }
            if surface.resizedSize(host: host) { needsPresent = true }
            let start = SDL_GetTicks64()
            if !host.isIdle || player.nextTime.map({ $0 <= host.time + frameSeconds }) == true {
                player.deliver(upTo: host.time + frameSeconds, to: host)
                host.advance()
                needsPresent = true
            }
            if needsPresent {
                surface.present(host.displayList)
                needsPresent = false
                if !vsync {
                    let spent = Double(SDL_GetTicks64() - start) / 1000
                    if spent < frameSeconds { SDL_Delay(UInt32((frameSeconds - spent) * 1000)) }
                }
            }
        }
    }
}

import CSDL2
import Foundation

/// Ends a window run that the user's code keeps busy (an endless loop in a `body`, a closure that
/// never returns), as a headless run ends (`InterruptTrap`): SIGTERM, SIGINT and closing the
/// window must work even when the main thread never gets back to the event loop.
///
/// - SIGINT / SIGTERM are taken by dispatch sources on a background thread (not by SDL's signal
///   handler, which only queues a quit event for the loop to read). The handler queues that quit
///   event too; a loop that reads it closes the window as always (exit code 0). If the main thread
///   is instead still in the user's code `grace` seconds later, the handler prints
///   `interrupted: …` and ends the process with 130 / 143.
/// - Closing the window (the close button: `WM_DELETE_WINDOW`; the window destroyed; Ctrl-Q;
///   the X connection closed) is looked for on the X connection by this thread once the main
///   thread has been in the user's code for `grace` seconds: then one line and exit code 0.
///   (Xlib is thread-safe here: SDL calls `XInitThreads`.)
///
/// Nothing is written but that line: the window file of `--watch` is written by rename only, so
/// no temporary can be left.
final class WindowWatchdog: @unchecked Sendable {
    private let lock = NSLock()
    private let grace: Double
    /// When the main thread entered the user's code (nil: it is not there).
    private var busySince: Date?
    /// The signal asking to stop, once one came.
    private var requested: Int32?
    private var finished = false
    private var sources: [DispatchSourceSignal] = []
    private var x11: X11CloseWatch?
    private let title: String

    init(title: String, grace: Double = 2) {
        self.title = title
        self.grace = grace
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler { [self] in interrupted(by: signalNumber) }
            source.resume()
            sources.append(source)
        }
        Thread.detachNewThread { [self] in watchWindow() }
    }

    /// The window to watch for a close while the main thread is busy (after its renderer is
    /// made: an OpenGL renderer makes SDL recreate the X window).
    func watch(window: OpaquePointer) {
        let watch = X11CloseWatch(window: window)
        lock.lock(); x11 = watch; lock.unlock()
    }

    /// Runs `body` (the user's code: building and updating views, input handlers) marked busy.
    @inline(__always) func userCode<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock(); busySince = Date(); lock.unlock()
        defer { lock.lock(); busySince = nil; lock.unlock() }
        return try body()
    }

    /// True once a signal asked the run to stop (the loop then ends as if the window closed).
    var stopRequested: Bool {
        lock.lock(); defer { lock.unlock() }
        return requested != nil
    }

    /// The run ended by itself: the signals act as usual again.
    func finish() {
        lock.lock()
        finished = true
        sources.forEach { $0.cancel() }
        sources.removeAll()
        lock.unlock()
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
    }

    private func interrupted(by signalNumber: Int32) {
        lock.lock()
        if requested == nil { requested = signalNumber }
        let since = Date()
        lock.unlock()
        var quit = SDL_Event()
        quit.type = SDL_QUIT.rawValue
        SDL_PushEvent(&quit)
        // The loop reads the quit event unless the user's code holds the main thread.
        while true {
            lock.lock()
            let done = finished
            let stuck = busySince.map { Date().timeIntervalSince(max($0, since)) >= grace } ?? false
            lock.unlock()
            if done { return }
            if stuck {
                end("interrupted: the view's code did not return for \(Int(grace)) s (an endless loop?); stopped \(title)",
                    status: 128 + signalNumber)
            }
            usleep(20_000)
        }
    }

    /// Every 0.1 s: when the main thread has been busy for `grace` seconds, a close of the window
    /// ends the process.
    private func watchWindow() {
        while true {
            usleep(100_000)
            lock.lock()
            let done = finished
            let stuck = busySince.map { Date().timeIntervalSince($0) >= grace } ?? false
            let watch = x11
            lock.unlock()
            if done { return }
            guard stuck, let watch, let how = watch.closeRequested() else { continue }
            end("the window was \(how) while the view's code was still running (an endless loop?); stopped \(title)", status: 0)
        }
    }

    private func end(_ line: String, status: Int32) -> Never {
        let bytes = Array((PlaygroundError.oneLine(line) + "\n").utf8)
        _ = bytes.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count) }
        _exit(status)
    }
}

/// Looks on an SDL window's X connection, from another thread, for a request to close it:
/// `WM_DELETE_WINDOW` (the close button), the window destroyed, Ctrl-Q, or the connection closed.
/// Xlib is reached through `dlopen` (SDL loads it the same way), so nothing links against it;
/// under another video driver (Wayland, offscreen) there is nothing to watch.
final class X11CloseWatch: @unchecked Sendable {
    private typealias Predicate = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Int32
    private typealias CheckIfEvent = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?, Predicate, UnsafeMutableRawPointer?) -> Int32
    private typealias InternAtom = @convention(c) (OpaquePointer?, UnsafePointer<CChar>, Int32) -> UInt
    private typealias ConnectionNumber = @convention(c) (OpaquePointer?) -> Int32
    private typealias KeysymToKeycode = @convention(c) (OpaquePointer?, UInt) -> UInt8
    private typealias GetWMInfo = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer) -> SDL_bool

    private let display: OpaquePointer
    private let checkIfEvent: CheckIfEvent
    private let fd: Int32
    /// What the predicate compares with: the window, WM_DELETE_WINDOW, Q's keycode.
    private let wanted: UnsafeMutablePointer<UInt>

    init?(window: OpaquePointer) {
        guard let x11 = dlopen("libX11.so.6", RTLD_NOW | RTLD_NOLOAD),
              let getInfo = dlsym(dlopen(nil, RTLD_NOW), "SDL_GetWindowWMInfo"),
              let check = dlsym(x11, "XCheckIfEvent"), let intern = dlsym(x11, "XInternAtom"),
              let connection = dlsym(x11, "XConnectionNumber"), let keycode = dlsym(x11, "XKeysymToKeycode") else { return nil }
        // SDL_SysWMinfo: an SDL_version (3 bytes), the subsystem (an int at 4), then for X11 the
        // Display * (at 8) and the Window (at 16).
        let info = UnsafeMutableRawPointer.allocate(byteCount: 256, alignment: 16)
        defer { info.deallocate() }
        info.initializeMemory(as: UInt8.self, repeating: 0, count: 256)
        var version = SDL_version()
        SDL_GetVersion(&version)
        info.storeBytes(of: version.major, toByteOffset: 0, as: UInt8.self)
        info.storeBytes(of: version.minor, toByteOffset: 1, as: UInt8.self)
        info.storeBytes(of: version.patch, toByteOffset: 2, as: UInt8.self)
        let sdlX11: Int32 = 2   // SDL_SYSWM_X11
        guard unsafeBitCast(getInfo, to: GetWMInfo.self)(window, info) == SDL_TRUE,
              info.load(fromByteOffset: 4, as: Int32.self) == sdlX11,
              let display = OpaquePointer(bitPattern: info.load(fromByteOffset: 8, as: UInt.self)) else { return nil }
        self.display = display
        checkIfEvent = unsafeBitCast(check, to: CheckIfEvent.self)
        fd = unsafeBitCast(connection, to: ConnectionNumber.self)(display)
        wanted = .allocate(capacity: 3)
        wanted[0] = info.load(fromByteOffset: 16, as: UInt.self)
        wanted[1] = unsafeBitCast(intern, to: InternAtom.self)(display, "WM_DELETE_WINDOW", 0)
        wanted[2] = UInt(unsafeBitCast(keycode, to: KeysymToKeycode.self)(display, 0x71))   // XK_q
    }

    deinit { wanted.deallocate() }

    /// How the window was closed ("closed", "destroyed", "closed with Ctrl-Q", "disconnected"),
    /// or nil. Takes the request's event off the queue; other events stay.
    func closeRequested() -> String? {
        // The connection closed (the server went, or the client was killed): Xlib would end the
        // process on its next read, with its own message.
        var pollFD = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        if poll(&pollFD, 1, 0) > 0 {
            if pollFD.revents & Int16(POLLHUP | POLLERR) != 0 { return "disconnected from the display" }
            var byte: UInt8 = 0
            if recv(fd, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT)) == 0 { return "disconnected from the display" }
        }
        // An XEvent is 24 longs.
        let event = UnsafeMutableRawPointer.allocate(byteCount: 24 * 8, alignment: 8)
        defer { event.deallocate() }
        guard checkIfEvent(display, event, { _, event, wanted in
            guard let event, let wanted = wanted?.assumingMemoryBound(to: UInt.self) else { return 0 }
            switch event.load(as: Int32.self) {
            case 33:   // ClientMessage: data.l[0] at 56
                return event.load(fromByteOffset: 56, as: UInt.self) == wanted[1] ? 1 : 0
            case 17:   // DestroyNotify: the destroyed window at 40
                return event.load(fromByteOffset: 40, as: UInt.self) == wanted[0] ? 1 : 0
            case 2:    // KeyPress: state at 80, keycode at 84; ControlMask is 1 << 2
                let control = event.load(fromByteOffset: 80, as: UInt32.self) & 4 != 0
                return control && UInt(event.load(fromByteOffset: 84, as: UInt32.self)) == wanted[2] ? 1 : 0
            default:
                return 0
            }
        }, UnsafeMutableRawPointer(wanted)) != 0 else { return nil }
        switch event.load(as: Int32.self) {
        case 17: return "destroyed"
        case 2: return "closed with Ctrl-Q"
        default: return "closed"
        }
    }
}

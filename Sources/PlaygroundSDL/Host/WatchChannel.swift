import CSDL2
import Foundation

/// How a program started by `playground open --watch` hears from the watcher, and keeps its
/// window where the user put it across rebuilds. Both are off unless the watcher sets them:
///
/// - `PLAYGROUND_WATCH_CHANNEL=1`: standard input carries one line per message, `error TEXT`
///   (TEXT with `\\n` for line breaks and `\\\\` for backslashes) to show TEXT in a banner over the
///   scene, or `clear` to remove it. A reader thread wakes the window loop with an SDL user event.
/// - `PLAYGROUND_WINDOW_FILE=PATH`: the window opens at the position and size in PATH
///   (`x y width height`, screen points) when it exists, and rewrites it whenever it moves or is
///   resized (to a temporary name, then renamed).
public final class WatchChannel: @unchecked Sendable {
    private let lock = NSLock()
    private var latest: String??

    let windowFile: URL?

    static func fromEnvironment() -> WatchChannel? {
        let env = ProcessInfo.processInfo.environment
        let listens = env["PLAYGROUND_WATCH_CHANNEL"] == "1"
        let file = env["PLAYGROUND_WINDOW_FILE"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
        guard listens || file != nil else { return nil }
        let channel = WatchChannel(windowFile: file)
        if listens { channel.startReading() }
        return channel
    }

    private init(windowFile: URL?) { self.windowFile = windowFile }

    /// The watcher's side: writes `line` and a line break to a program's channel. False when the
    /// program has gone (its end of the pipe closed): the write fails with EPIPE instead of raising
    /// SIGPIPE, whose default action ended the watcher silently when a program (a headless run of
    /// one frame) ended between the watcher's check that it runs and the write. SIGPIPE is
    /// blocked on this thread for the write and a pending one is taken, so nothing is ignored
    /// process-wide (the programs the watcher starts inherit its signal dispositions).
    public static func send(_ line: String, to handle: FileHandle) -> Bool {
        var pipeSignal = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
        defer {
            var pending = sigset_t()
            sigpending(&pending)
            if sigismember(&pending, SIGPIPE) == 1 {
                var now = timespec()
                _ = sigtimedwait(&pipeSignal, nil, &now)
            }
            pthread_sigmask(SIG_SETMASK, &previous, nil)
        }
        do {
            try handle.write(contentsOf: Data((line + "\n").utf8))
            return true
        } catch {
            return false
        }
    }

    /// The SDL event type the reader pushes when a message arrives.
    static let eventType = UInt32(SDL_USEREVENT.rawValue) + 0x50

    /// The newest message since the last call: `.some(nil)` clears the banner, `nil` is no news.
    func takeMessage() -> String?? {
        lock.lock(); defer { lock.unlock() }
        let m = latest
        latest = nil
        return m
    }

    private func startReading() {
        let thread = Thread { [self] in
            while let line = readLine(strippingNewline: true) {
                let message: String?
                if line == "clear" {
                    message = nil
                } else if line.hasPrefix("error ") {
                    message = Self.unescape(String(line.dropFirst(6)))
                } else { continue }
                lock.lock(); latest = .some(message); lock.unlock()
                var event = SDL_Event()
                event.type = Self.eventType
                SDL_PushEvent(&event)
            }
        }
        thread.start()
    }

    /// The saved window frame (x, y, width, height), if any.
    func savedFrame() -> (x: Int32, y: Int32, width: Int32, height: Int32)? {
        guard let windowFile, let text = try? String(contentsOf: windowFile, encoding: .utf8) else { return nil }
        let n = text.split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { Int32($0) }
        guard n.count == 4, n[2] > 0, n[3] > 0 else { return nil }
        return (n[0], n[1], n[2], n[3])
    }

    /// Saves the window's frame.
    func save(window: OpaquePointer) {
        guard let windowFile else { return }
        var x: Int32 = 0, y: Int32 = 0, w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowPosition(window, &x, &y)
        SDL_GetWindowSize(window, &w, &h)
        let temp = windowFile.path + ".\(getpid()).tmp"
        guard FileManager.default.createFile(atPath: temp, contents: Data("\(x) \(y) \(w) \(h)\n".utf8)) else { return }
        rename(temp, windowFile.path)
    }

    public static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
    }

    static func unescape(_ s: String) -> String {
        var out = ""
        var escaping = false
        for c in s {
            if escaping { out.append(c == "n" ? "\n" : c); escaping = false } else if c == "\\" { escaping = true } else { out.append(c) }
        }
        return out
    }
}

import Foundation

/// The tools the window tests drive (installed by `make deps-test`).
enum X11Tools {
    static let xvfb = "/usr/bin/Xvfb", xdotool = "/usr/bin/xdotool", importTool = "/usr/bin/import"
    static var available: Bool {
        [xvfb, xdotool, importTool].allSatisfy { FileManager.default.isExecutableFile(atPath: $0) }
    }
}

/// A private Xvfb server for one window test, and the `playground` window running on it.
///
/// Xvfb picks a free display itself and reports it through `-displayfd` only once it accepts
/// connections, so two suites never collide on a display number and the app never races the
/// server's start-up. `-noreset`: without it the server resets whenever its last client goes
/// (between two xdotool calls, or while `open --watch` swaps programs) and on reset writes to the
/// display fd again — by then fd 1 may be a new client's connection, which then hangs forever
/// waiting for a reply. The app's stderr goes to a file so a window that never appears can say why.
final class XvfbDisplay {
    let server = Process()
    private(set) var display = ""
    private(set) var app: Process?
    private var appLog: URL?

    /// Starts Xvfb; throws if it does not report a display within `timeout` seconds.
    init(timeout: Double = 60) throws {
        server.executableURL = URL(fileURLWithPath: X11Tools.xvfb)
        server.arguments = ["-displayfd", "1", "-noreset", "-screen", "0", "1024x768x24", "-nolisten", "tcp"]
        let out = Pipe()
        server.standardOutput = out
        server.standardError = FileHandle.nullDevice
        try server.run()
        let reader = out.fileHandleForReading
        let box = DisplayBox()
        let ready = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            var text = ""
            while !text.contains("\n") {
                let chunk = reader.availableData
                if chunk.isEmpty { break }
                text += String(decoding: chunk, as: UTF8.self)
            }
            box.set(text.trimmingCharacters(in: .whitespacesAndNewlines))
            ready.signal()
        }
        guard ready.wait(timeout: .now() + timeout) == .success, let number = Int(box.get()) else {
            stop()
            throw Failure("Xvfb did not report a display within \(timeout) s")
        }
        display = ":\(number)"
    }

    /// The test's environment with DISPLAY pointing at this server and no other video driver.
    var environment: [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display; env["SDL_VIDEODRIVER"] = nil; env["WAYLAND_DISPLAY"] = nil
        return env
    }

    /// Starts `playground` with `arguments` on this display.
    func launch(_ arguments: [String], extraEnvironment: [String: String] = [:]) throws -> Process {
        let p = Process()
        p.executableURL = Tool.playground
        p.arguments = arguments
        p.environment = environment.merging(extraEnvironment) { $1 }
        let log = Tool.tempDir("xvfb-app-\(display.dropFirst())").appendingPathComponent("stderr.txt")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        p.standardOutput = FileHandle.nullDevice
        p.standardError = try FileHandle(forWritingTo: log)
        try p.run()
        app = p; appLog = log
        return p
    }

    /// Runs xdotool on this display and returns its trimmed stdout.
    func xdotool(_ arguments: [String]) throws -> String {
        try Tool.run(arguments, executable: URL(fileURLWithPath: X11Tools.xdotool), environment: environment)
            .stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Waits up to `seconds` for a mapped (viewable) window whose name contains `name`; returns
    /// its id, or "". Only a mapped one: `import` on a window that is named but not yet mapped
    /// grabs the X server and waits for it to become viewable, which the app, blocked by the
    /// grab, can never do (a test hung so once, with SDL's GLX set-up waiting for the server).
    func waitForWindow(named name: String, seconds: Double = 120) -> String {
        var window = ""
        _ = Self.waitFor(seconds) {
            window = ((try? xdotool(["search", "--onlyvisible", "--name", name])) ?? "").split(separator: "\n").first.map(String.init) ?? ""
            return !window.isEmpty || app?.isRunning == false
        }
        return window
    }

    /// Why the window is missing: the app's exit status and stderr, for a failure message.
    var appReport: String {
        guard let app else { return "the app was never launched" }
        let log = appLog.flatMap { try? String(contentsOf: $0, encoding: .utf8) } ?? ""
        let state = app.isRunning ? "still running" : "exited with status \(app.terminationStatus)"
        return "playground \(state); stderr: \(log.isEmpty ? "(empty)" : log)"
    }

    /// Kills the app (if still running) and the server, then removes the lock file and socket a
    /// killed Xvfb leaves in /tmp. (SIGTERM is not used: the server inherits the test runner's
    /// signal mask and may not see it.)
    func stop() {
        if let app, app.isRunning { kill(app.processIdentifier, SIGKILL); app.waitUntilExit() }
        if server.isRunning { kill(server.processIdentifier, SIGKILL); server.waitUntilExit() }
        if !display.isEmpty {
            let n = display.dropFirst()
            try? FileManager.default.removeItem(atPath: "/tmp/.X\(n)-lock")
            try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(n)")
        }
    }

    deinit { stop() }

    /// Polls `condition` every 0.1 s for up to `seconds`.
    static func waitFor(_ seconds: Double, _ condition: () -> Bool) -> Bool {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return condition()
    }

    struct Failure: Error, CustomStringConvertible { let description: String; init(_ d: String) { description = d } }

    private final class DisplayBox: @unchecked Sendable {
        private let lock = NSLock()
        private var value = ""
        func set(_ v: String) { lock.lock(); value = v; lock.unlock() }
        func get() -> String { lock.lock(); defer { lock.unlock() }; return value }
    }
}

import Foundation
import PlaygroundSDL

/// A program `playground open --watch` runs: the process, the pipe the watcher sends banner
/// messages through (`WatchChannel`), and the end of what it printed on stderr (passed through to
/// the watcher's stderr as it comes), from which `endReason` tells why it stopped.
final class WatchedProgram: @unchecked Sendable {
    let app: URL
    let title: String
    let process = Process()
    private let input = Pipe()
    private let errors = Pipe()
    private let lock = NSLock()
    private var tail = Data()
    private let reader = DispatchGroup()

    /// Starts `app` with `arguments`, titled `title`, its window kept in `windowFile`.
    init(app: URL, title: String, arguments: [String], windowFile: URL) throws {
        self.app = app; self.title = title
        process.executableURL = app
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["PLAYGROUND_TITLE"] = PlaygroundError.oneLine(title)
        env["PLAYGROUND_WATCH_CHANNEL"] = "1"
        env["PLAYGROUND_WINDOW_FILE"] = windowFile.path
        process.environment = env
        process.standardInput = input
        process.standardError = errors
        do { try process.run() } catch {
            throw PlaygroundError.tool("cannot run \(app.path): \(error.localizedDescription)")
        }
        let handle = errors.fileHandleForReading
        reader.enter()
        Thread.detachNewThread { [self] in
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                FileHandle.standardError.write(chunk)
                lock.lock()
                tail.append(chunk)
                if tail.count > 32_768 { tail.removeFirst(tail.count - 32_768) }
                lock.unlock()
            }
            reader.leave()
        }
    }

    var isRunning: Bool { process.isRunning }

    /// Sends one line to the program's banner channel.
    func send(_ line: String) {
        guard process.isRunning else { return }
        // It may end between the check and the write: the write then fails, and is dropped.
        _ = WatchChannel.send(line, to: input.fileHandleForWriting)
    }

    /// Ends the program: SIGTERM, and SIGKILL if it is still there after 3 s.
    func stop() {
        if process.isRunning {
            process.terminate()
            let deadline = Date().addingTimeInterval(3)
            while process.isRunning, Date() < deadline { usleep(20_000) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL); process.waitUntilExit() }
        }
        try? input.fileHandleForWriting.close()
    }

    /// Whether it ended as a window ends when it is closed: exit code 0, or a signal asking it to
    /// stop (SIGTERM, SIGINT, SIGHUP, SIGKILL) or an interrupted exit (130, 143).
    var endedByClosing: Bool {
        if process.terminationReason == .uncaughtSignal { return [SIGTERM, SIGINT, SIGHUP, SIGKILL].contains(process.terminationStatus) }
        return [0, 130, 143].contains(process.terminationStatus)
    }

    /// Why it stopped, in one line for the banner: "crashed: " or "ended with code N: ", then
    /// the runtime's `Fatal error: …` (with the file and line it names, shortened to the file
    /// name), else the last `error:` line it printed, else the signal.
    func endReason() -> String {
        // Whatever it printed last is read to its end (the pipe closes when it exits).
        _ = reader.wait(timeout: .now() + 10)
        lock.lock()
        let text = String(decoding: tail, as: UTF8.self)
        lock.unlock()
        let status = process.terminationStatus
        let signalled = process.terminationReason == .uncaughtSignal
        let kind = signalled ? "crashed" : "ended with code \(status)"
        let lines = text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).map(String.init)
        if let fatal = lines.first(where: { $0.contains("Fatal error") }) {
            return "\(kind): \(Self.shortened(fatal))"
        }
        if let error = lines.last(where: { $0.contains("error:") }) {
            return "\(kind): \(Self.shortened(error))"
        }
        if let crash = lines.first(where: { $0.contains("Program crashed:") }), let r = crash.range(of: "Program crashed:") {
            return "crashed:" + crash[r.upperBound...].prefix(200)
        }
        return signalled ? "crashed (signal \(status), \(String(cString: strsignal(status))))" : kind
    }

    /// `/long/path/PlaygroundApp/File.swift:7: Fatal error: boom` → `File.swift:7: Fatal error: boom`.
    static func shortened(_ line: String) -> String {
        let plain = line.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        guard let swift = plain.range(of: ".swift:"), let slash = plain[..<swift.lowerBound].lastIndex(of: "/") else {
            return String(plain.prefix(300))
        }
        return String(plain[plain.index(after: slash)...].prefix(300))
    }
}

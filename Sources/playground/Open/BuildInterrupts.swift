import Foundation
import PlaygroundSDL

/// Ctrl-C (SIGINT) and SIGTERM while `playground open` builds or watches: every compiler it
/// started is killed with every process under it (the frontends and the linker), the build's work
/// folders are removed, one line says what was stopped, and the process exits with 130 or 143.
///
/// The signals are taken by dispatch sources on a background queue: the main thread may be
/// blocked reading a compiler's output.
enum BuildInterrupts {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var groups: Set<pid_t> = []
    nonisolated(unsafe) private static var folders: [URL] = []
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []
    nonisolated(unsafe) private static var ending: (@Sendable (String?) -> String)?
    /// Set once an interrupt is being handled: nothing new is started after it.
    nonisolated(unsafe) private static var interrupted = false
    /// What is being built ("building ContentView.swift"), for the line an interrupt prints.
    nonisolated(unsafe) private static var building: String?

    /// Takes SIGINT and SIGTERM. `ending` runs on the interrupt (after the compilers are killed,
    /// before the work folders are removed) and returns the line to print, given what was being
    /// built (nil between builds).
    static func install(ending: @escaping @Sendable (_ building: String?) -> String) {
        lock.lock(); defer { lock.unlock() }
        self.ending = ending
        guard sources.isEmpty else { return }
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler { interrupt(by: signalNumber) }
            source.resume()
            sources.append(source)
        }
    }

    /// Gives SIGINT and SIGTERM back their default action (before `exec`: an ignored signal
    /// stays ignored in the new program).
    static func uninstall() {
        lock.lock(); defer { lock.unlock() }
        sources.forEach { $0.cancel() }
        sources.removeAll()
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
    }

    /// Runs `spawn` (which starts a process group and returns its id, or a negative error) under
    /// the lock, and remembers the group. After an interrupt nothing is started.
    static func spawning(_ spawn: () -> pid_t) -> pid_t {
        lock.lock(); defer { lock.unlock() }
        if interrupted { return -EINTR }
        let pid = spawn()
        if pid > 0 { groups.insert(pid) }
        return pid
    }

    static func finished(group: pid_t) {
        lock.lock(); groups.remove(group); lock.unlock()
    }

    /// A work folder removed on an interrupt (until `removeWorkFolder`).
    static func addWorkFolder(_ url: URL) {
        lock.lock(); folders.append(url); lock.unlock()
    }

    static func removeWorkFolder(_ url: URL) {
        lock.lock(); folders.removeAll { $0 == url }; lock.unlock()
    }

    /// Names what is being built while `body` runs.
    static func building<T>(_ label: String, _ body: () throws -> T) rethrows -> T {
        lock.lock(); building = label; lock.unlock()
        defer { lock.lock(); building = nil; lock.unlock() }
        return try body()
    }

    /// The processes under /proc: id, parent, process group, state ("Z" for a zombie).
    private static func processTable() -> [(pid: pid_t, parent: pid_t, group: pid_t, state: Substring)] {
        var table: [(pid: pid_t, parent: pid_t, group: pid_t, state: Substring)] = []
        for name in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = pid_t(name),
                  let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
                  let close = stat.range(of: ")", options: .backwards) else { continue }
            // After "pid (comm) ": state, parent, process group.
            let fields = stat[close.upperBound...].split(separator: " ")
            guard fields.count > 2, let parent = pid_t(fields[1]), let group = pid_t(fields[2]) else { continue }
            table.append((pid, parent, group, fields[0]))
        }
        return table
    }

    /// Stops (SIGSTOP) the compilers and every process under them — the driver starts each
    /// frontend in a process group of its own — until no new one appears, then kills them all
    /// with their groups, and waits (at most 10 s) until none is running, so that none writes
    /// into a folder after it is removed.
    private static func killCompilers() {
        var caught = Set(groups)
        for pid in caught { kill(pid, SIGSTOP) }
        for _ in 0..<50 {
            let table = processTable()
            let more = table.filter { caught.contains($0.parent) && !caught.contains($0.pid) }.map(\.pid)
            if more.isEmpty { break }
            for pid in more { kill(pid, SIGSTOP); caught.insert(pid) }
        }
        for pid in caught { kill(-pid, SIGKILL); kill(pid, SIGKILL) }
        let deadline = Date().addingTimeInterval(10)
        var status: Int32 = 0
        while Date() < deadline {
            for group in groups { _ = waitpid(group, &status, WNOHANG) }
            // Zombies write nothing (and in a container nobody may reap them).
            if !processTable().contains(where: { caught.contains($0.pid) && $0.state != "Z" }) { break }
            usleep(10_000)
        }
    }

    private static func interrupt(by signalNumber: Int32) -> Never {
        lock.lock()   // never unlocked: this thread ends the process
        interrupted = true
        killCompilers()
        let line = ending?(building) ?? "interrupted"
        for folder in folders { try? FileManager.default.removeItem(at: folder) }
        let text = (isatty(2) == 1 ? "\r\u{1B}[K" : "") + PlaygroundError.oneLine(line) + "\n"
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count) }
        _exit(128 + signalNumber)
    }
}

import Foundation
import PlaygroundSDL

/// One run of the compiler (`swiftc`), started so that an interrupt can take it back whole:
///
/// - in a process group of its own (the frontends and the linker it starts join it), which
///   `BuildInterrupts` kills as a whole on Ctrl-C or SIGTERM — a terminal's Ctrl-C reaches only
///   the foreground group, and a `kill PID` only `playground`;
/// - with `TMPDIR` inside the build's work folder, so its temporary object files go with the
///   work folder instead of piling up in /tmp;
/// - with SIGXFSZ ignored, so a file-size limit (`ulimit -f`) is a write error (`File too large`)
///   the compiler reports, not a crash with a stack dump.
struct CompilerProcess {
    let executable: URL
    let arguments: [String]
    /// Where the compiler's temporary files go (created if missing).
    let temporaryFolder: URL

    struct Result {
        /// The exit code, or 128 + the signal that ended it.
        var status: Int32
        /// The signal that ended it, if one did.
        var signal: Int32?
        /// stdout and stderr together.
        var output: String
    }

    /// Runs the compiler to its end and returns what it printed.
    func run() throws -> Result {
        try? FileManager.default.createDirectory(at: temporaryFolder, withIntermediateDirectories: true)
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw PlaygroundError.tool("cannot run \(executable.path): \(String(cString: strerror(errno)))") }
        let (readEnd, writeEnd) = (fds[0], fds[1])
        _ = fcntl(readEnd, F_SETFD, FD_CLOEXEC)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 1)
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 2)
        posix_spawn_file_actions_addclose(&actions, writeEnd)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setpgroup(&attributes, 0)
        // Signals the way a shell would give them, but SIGXFSZ ignored (inherited: it is not in
        // the default set) and nothing blocked.
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for s in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE] { sigaddset(&defaults, s) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        signal(SIGXFSZ, SIG_IGN)

        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = temporaryFolder.path
        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }

        var pid: pid_t = 0
        // Registered before it can run, under the interrupt lock: an interrupt either finds it or
        // comes before it starts (then it is never started).
        let spawned = BuildInterrupts.spawning {
            let status = posix_spawn(&pid, executable.path, &actions, &attributes, argv, envp)
            return status == 0 ? pid : -status
        }
        close(writeEnd)
        guard spawned > 0 else {
            close(readEnd)
            throw PlaygroundError.tool("cannot run \(executable.path): \(String(cString: strerror(-spawned)))")
        }
        defer { BuildInterrupts.finished(group: pid) }

        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = read(readEnd, &buffer, buffer.count)
            if n > 0 { data.append(contentsOf: buffer[0..<n]); continue }
            if n < 0, errno == EINTR { continue }
            break
        }
        close(readEnd)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let output = String(decoding: data, as: UTF8.self)
        // WIFSIGNALED / WTERMSIG / WEXITSTATUS, which Swift does not import.
        let signal = status & 0x7F
        if signal != 0 && signal != 0x7F { return Result(status: 128 + signal, signal: signal, output: output) }
        return Result(status: (status >> 8) & 0xFF, signal: nil, output: output)
    }
}

import Foundation

/// CPU used by the real window over 5 s with nothing happening (issue 6 item 4): starts its own
/// Xvfb, runs `playground run frames-onchange` in a window, lets it settle, and reads the process's
/// user+system time from /proc before and after. Nil with a reason when Xvfb or the executable is
/// missing.
func measureIdleWindowCPU(playground: URL, seconds: Double = 5) -> (percent: Double?, note: String) {
    let xvfbPath = "/usr/bin/Xvfb"
    guard FileManager.default.isExecutableFile(atPath: xvfbPath) else { return (nil, "Xvfb not installed (make deps-test)") }
    guard FileManager.default.isExecutableFile(atPath: playground.path) else { return (nil, "no \(playground.path)") }
    let xvfb = Process()
    xvfb.executableURL = URL(fileURLWithPath: xvfbPath)
    // -displayfd: Xvfb picks a free display and reports it once it accepts connections.
    xvfb.arguments = ["-displayfd", "1", "-noreset", "-screen", "0", "1024x768x24", "-nolisten", "tcp"]
    let out = Pipe()
    xvfb.standardOutput = out
    xvfb.standardError = FileHandle.nullDevice
    guard (try? xvfb.run()) != nil else { return (nil, "Xvfb did not start") }
    var reported = ""
    while !reported.contains("\n") {
        let chunk = out.fileHandleForReading.availableData
        if chunk.isEmpty { break }
        reported += String(decoding: chunk, as: UTF8.self)
    }
    guard let number = Int(reported.trimmingCharacters(in: .whitespacesAndNewlines)) else {
        kill(xvfb.processIdentifier, SIGKILL); xvfb.waitUntilExit()
        return (nil, "Xvfb did not report a display")
    }
    let display = ":\(number)"
    defer {
        kill(xvfb.processIdentifier, SIGKILL); xvfb.waitUntilExit()
        try? FileManager.default.removeItem(atPath: "/tmp/.X\(number)-lock")
        try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(number)")
    }

    var env = ProcessInfo.processInfo.environment
    env["DISPLAY"] = display
    env["SDL_VIDEODRIVER"] = nil
    let app = Process()
    app.executableURL = playground
    app.arguments = ["run", "frames-onchange"]
    app.environment = env
    app.standardOutput = FileHandle.nullDevice
    app.standardError = FileHandle.nullDevice
    guard (try? app.run()) != nil else { return (nil, "the window did not start") }
    defer { if app.isRunning { kill(app.processIdentifier, SIGTERM) }; app.waitUntilExit() }
    sleep(3)   // window up, first frames drawn, the startup animation settled
    guard app.isRunning, let t0 = cpuSeconds(app.processIdentifier) else { return (nil, "the window exited early") }
    let wall0 = Date()
    usleep(UInt32(seconds * 1_000_000))
    guard let t1 = cpuSeconds(app.processIdentifier) else { return (nil, "the window exited early") }
    let wall = Date().timeIntervalSince(wall0)
    return ((t1 - t0) / wall * 100, String(format: "%.1f s of the idle window under Xvfb", wall))
}

/// User + system CPU seconds of `pid` from /proc/PID/stat.
private func cpuSeconds(_ pid: Int32) -> Double? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
          let close = stat.lastIndex(of: ")") else { return nil }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    // After the command: state(0) … utime is field 14 of the line, i.e. index 11 here; stime 12.
    guard fields.count > 12, let u = Double(fields[11]), let s = Double(fields[12]) else { return nil }
    let ticks = Double(sysconf(Int32(_SC_CLK_TCK)))
    return (u + s) / ticks
}

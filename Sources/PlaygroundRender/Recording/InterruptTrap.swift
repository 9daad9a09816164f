import Foundation

/// Ends a headless run cleanly on SIGINT (Ctrl-C) and SIGTERM: the frame writer stops and waits for
/// its encoders, every temporary file is removed, the frames on disk stay a gap-free prefix, one
/// line says how many there are, and the process exits with 128 + the signal (130 / 143).
///
/// The signals are taken by dispatch sources on a background queue, so the handler runs on an
/// ordinary thread while the main thread may be in the middle of a frame.
final class InterruptTrap: @unchecked Sendable {
    /// Whoever ends the process holds this: the handler for good, the run's normal end briefly
    /// while it uninstalls the trap, so the two never both finish the process.
    private static let ending = NSLock()
    private var sources: [DispatchSourceSignal] = []

    /// Installs the trap for a run writing through `writer` into `directory` (both nil: nothing
    /// is recorded).
    init(writer: FrameWriter?, directory: URL?) {
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler { InterruptTrap.interrupted(by: signalNumber, writer: writer, directory: directory) }
            source.resume()
            sources.append(source)
        }
    }

    /// Uninstalls the trap (the signals act as usual again).
    func cancel() {
        Self.ending.lock()
        sources.forEach { $0.cancel() }
        sources.removeAll()
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
        Self.ending.unlock()
    }

    private static func interrupted(by signalNumber: Int32, writer: FrameWriter?, directory: URL?) -> Never {
        ending.lock()   // never unlocked: this thread ends the process
        var line = "interrupted"
        if let writer, let directory {
            let n = writer.stop()
            line += ": \(n) frame\(n == 1 ? "" : "s") written to \(directory.path)"
        }
        let bytes = Array((PlaygroundError.oneLine(line) + "\n").utf8)
        _ = bytes.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count) }
        _exit(128 + signalNumber)
    }
}

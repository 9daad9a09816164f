import Foundation

/// A user-facing failure: bad flags, a bad script, an unknown scene, an unwritable directory,
/// a missing font, no display. `description` is the one-line message; the tools exit with code 2.
public enum PlaygroundError: Error, CustomStringConvertible, Equatable {
    /// A command-line flag with a bad value: the flag and what was expected.
    case badFlag(String)
    /// A malformed input-script line: `file:line: what was expected`.
    case script(file: String, line: Int, message: String)
    /// A scene name that is not in the catalog.
    case unknownScene(String)
    /// A file-system failure (path: reason).
    case io(String)
    /// A font that cannot be opened (path: reason).
    case font(String)
    /// No display is available for a window.
    case noDisplay(String)
    /// An external tool (ffmpeg) is missing or failed.
    case tool(String)

    /// What every error line of the tools and of the programs they run starts with, so that all
    /// read alike: `playground: error: MESSAGE`.
    public static let prefix = "playground: error: "

    /// Writes `prefix` and `message` on one line to stderr.
    public static func report(_ message: String) {
        FileHandle.standardError.write(Data((prefix + oneLine(message) + "\n").utf8))
    }

    /// The message on one line: control characters (line breaks, tabs, escapes from a file name
    /// or a scene name) are shown as `\n`, `\r`, `\t` or `\u{…}`.
    public var description: String { Self.oneLine(message) }

    private var message: String {
        switch self {
        case .badFlag(let m): return m
        case let .script(file, line, message): return "\(file):\(line): \(message)"
        case .unknownScene(let name): return "unknown scene '\(name)' (run `playground list` to see the scenes)"
        case .io(let m): return m
        case .font(let m): return "font: \(m)"
        case .noDisplay(let m): return m
        case .tool(let m): return m
        }
    }

    /// Why a file-system call failed, in a few words: the POSIX reason under a Foundation error
    /// ("Permission denied", "No space left on device"), else its description.
    public static func reason(_ error: Error) -> String {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if ns.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(ns.code))) }
        if ns.domain == NSCocoaErrorDomain, ns.code == NSFileWriteNoPermissionError { return "permission denied" }
        return ns.localizedDescription
    }

    /// `text` with every control character escaped.
    public static func oneLine(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.properties.generalCategory == .control {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}

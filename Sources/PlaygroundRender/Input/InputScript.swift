import Foundation
import PlaygroundUI

/// A parsed input script (design.md, "Input script"): one event per line, `TIME ACTION ARGS`,
/// `#` starts a comment outside quotes.
///
/// ```
/// 0.5  tap 120,80      # click at (120, 80) points
/// 1.0  tap "三月"       # click the centre of the Text showing 三月
/// 1.5  touch 300,200   # finger tap
/// 2.0  down 10,10      # press / move / release
/// 2.1  move 200,10
/// 2.2  up 200,10
/// 2.3  hover 50,60     # the pointer moving with no button down (onHover)
/// 2.5  key right
/// 3.0  scroll 200,300 0,120   # a wheel step at (200, 300): the content moves 120 pt toward its end
/// 3.5  type "Hello, \"world\"\n"  # text typed into the focused field (\n \t \" \\ \u{1F600})
/// 4.0  key cmd+a                # a key with modifiers (cmd, ctrl, alt/option, shift)
/// 4.5  rightclick 120,80        # a secondary-button click: opens the contextMenu there
/// 5.0  doubletap 120,80         # two clicks at once: selects the word there in a text field
/// 5.5  tripletap 120,80         # three clicks: selects the line (paragraph)
/// ```
public struct InputScript: Equatable, Sendable {
    /// One scripted action.
    public enum Action: Equatable, Sendable {
        case tap(CGPoint), tapText(String), touch(CGPoint)
        case down(CGPoint), move(CGPoint), up(CGPoint)
        /// The pointer moving with no button down (`onHover`).
        case hover(CGPoint)
        /// A wheel or trackpad step at a point, by a delta in points (positive: toward the end).
        case scroll(CGPoint, CGSize)
        case key(String)
        /// Text typed into the focused text input.
        case type(String)
        /// A secondary-button (right) click: opens the `contextMenu` of the view there.
        case rightClick(CGPoint)
        /// Two or three clicks in quick succession at one point (`doubletap`, `tripletap`).
        case multiTap(CGPoint, Int)
    }
    /// An action at a time in seconds.
    public struct Event: Equatable, Sendable {
        public var time: Double
        public var action: Action
        /// The 1-based line it came from.
        public var line: Int
    }
    /// The events, sorted by time (ties keep file order).
    public var events: [Event]

    public init(events: [Event] = []) { self.events = events }

    /// Reads and parses the script at `url`. Errors name the file and line.
    public static func load(_ url: URL) throws -> InputScript {
        guard let handle = FileHandle(forReadingAtPath: url.path),
              let data = try? handle.readToEnd() ?? Data() else {
            throw PlaygroundError.badFlag("--script \(url.path): cannot read the file")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw PlaygroundError.script(file: url.path, line: 1, message: "expected UTF-8 text")
        }
        return try parse(text, file: url.path)
    }

    /// Parses script text; `file` names it in errors. CRLF and CR line ends and a leading UTF-8
    /// byte-order mark read exactly like LF text (Swift's `"\r\n"` is one Character, so the
    /// text is split on Unicode scalars).
    /// The latest time a line may have: 1,000,000 s (11.6 days).
    public static let maxTime = 1_000_000.0

    public static func parse(_ text: String, file: String) throws -> InputScript {
        var events: [Event] = []
        for (index, rawLine) in lines(of: text).enumerated() {
            let number = index + 1
            func fail(_ message: String) -> PlaygroundError { .script(file: file, line: number, message: message) }
            let line = try stripComment(String(rawLine), fail)
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            let (timeText, rest1) = splitWord(trimmed)
            guard isDecimal(timeText, signed: false), let time = Double(timeText), time.isFinite, time >= 0, time <= maxTime else {
                throw fail("expected a time in seconds (a number from 0 to 1000000) first, found '\(timeText)'")
            }
            let (verb, rest2) = splitWord(rest1)
            let args = rest2.trimmingCharacters(in: .whitespaces)
            let action: Action
            switch verb {
            case "tap":
                if args.hasPrefix("\"") { action = .tapText(try quoted(args, fail)) }
                else { action = .tap(try point(args, verb, fail)) }
            case "touch": action = .touch(try point(args, verb, fail))
            case "down": action = .down(try point(args, verb, fail))
            case "move": action = .move(try point(args, verb, fail))
            case "up": action = .up(try point(args, verb, fail))
            case "hover": action = .hover(try point(args, verb, fail))
            case "rightclick": action = .rightClick(try point(args, verb, fail))
            case "doubletap": action = .multiTap(try point(args, verb, fail), 2)
            case "tripletap": action = .multiTap(try point(args, verb, fail), 3)
            case "scroll":
                let words = args.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
                func bad() -> PlaygroundError {
                    fail("expected 'scroll X,Y DX,DY' (a point, then a delta in points), found '\(args)'")
                }
                guard words.count == 2 else { throw bad() }
                guard let at = try? point(words[0], verb, fail), let by = try? point(words[1], verb, fail) else { throw bad() }
                action = .scroll(at, CGSize(width: by.x, height: by.y))
            case "key":
                guard !args.isEmpty, !args.contains(where: { $0 == " " || $0 == "\t" }) else {
                    throw fail("expected one key name after 'key' (e.g. key right, key cmd+a)")
                }
                action = .key(try keyCombo(args, fail))
            case "type":
                guard args.hasPrefix("\"") else { throw fail("expected quoted text after 'type' (e.g. type \"hello\")") }
                action = .type(try typedText(args, fail))
            case "":
                throw fail("expected an action after the time: tap, doubletap, tripletap, touch, down, move, up, hover, rightclick, scroll, key or type")
            default:
                throw fail("unknown action '\(verb)': expected tap, doubletap, tripletap, touch, down, move, up, hover, rightclick, scroll, key or type")
            }
            events.append(Event(time: time, action: action, line: number))
        }
        let sorted = events.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        return InputScript(events: sorted)
    }

    /// The lines of `text`, split at LF, CRLF or CR, without a leading byte-order mark.
    static func lines(of text: String) -> [String] {
        var scalars = Substring(text).unicodeScalars
        if scalars.first == "\u{FEFF}" { scalars = scalars.dropFirst() }
        var lines: [String] = []
        var current = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in scalars {
            if scalar == "\n", previousWasCR { previousWasCR = false; continue }
            previousWasCR = scalar == "\r"
            if scalar == "\n" || scalar == "\r" {
                lines.append(String(current)); current = String.UnicodeScalarView()
            } else {
                current.append(scalar)
            }
        }
        lines.append(String(current))
        return lines
    }

    /// Key names a script may use: what the window reports for these keys.
    static let knownKeys = ["right", "left", "up", "down", "return", "space", "escape", "tab",
                            "backspace", "delete", "home", "end", "period", "pageup", "pagedown"]

    /// Modifier names a `key` line may put before the key, joined with `+`.
    static let modifierNames = ["cmd", "command", "ctrl", "control", "alt", "option", "opt", "shift"]

    /// `cmd+shift+left` → its canonical name (modifiers as written, lower case, then the key).
    static func keyCombo(_ text: String, _ fail: (String) -> PlaygroundError) throws -> String {
        var parts = text.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        if parts.count >= 2, parts[parts.count - 1].isEmpty, parts[parts.count - 2].isEmpty { parts.removeLast(2); parts.append("+") }
        let key = parts.removeLast()
        for m in parts where !modifierNames.contains(m.lowercased()) {
            throw fail("unknown modifier '\(m)' in '\(text)': expected \(modifierNames.joined(separator: ", ")) joined with + (e.g. key cmd+a)")
        }
        guard let name = keyName(key) else {
            throw fail("unknown key '\(key)': expected \(knownKeys.joined(separator: ", ")), f1…f12 or one character")
        }
        return (parts.map { $0.lowercased() } + [name]).joined(separator: "+")
    }

    /// The text of a `type` line: one quoted string with `\n`, `\t`, `\"`, `\\` and `\u{…}` escapes.
    static func typedText(_ args: String, _ fail: (String) -> PlaygroundError) throws -> String {
        var out = "", closed = false, trailing = ""
        var it = args.dropFirst().makeIterator()
        while let ch = it.next() {
            if closed { trailing.append(ch); continue }
            if ch == "\"" { closed = true; continue }
            guard ch == "\\" else { out.append(ch); continue }
            guard let e = it.next() else { break }
            switch e {
            case "n": out.append("\n")
            case "t": out.append("\t")
            case "r": out.append("\r")
            case "\"": out.append("\"")
            case "\\": out.append("\\")
            case "u":
                guard it.next() == "{" else { throw fail("expected \\u{HEX} in typed text") }
                var hex = ""
                while let h = it.next(), h != "}" { hex.append(h) }
                guard let v = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(v) else {
                    throw fail("'\\u{\(hex)}' is not a Unicode scalar value")
                }
                out.unicodeScalars.append(scalar)
            default: throw fail("unknown escape '\\\(e)' in typed text: expected \\n, \\t, \\r, \\\", \\\\ or \\u{HEX}")
            }
        }
        guard closed else { throw fail("unterminated quoted text: expected a closing \"") }
        guard trailing.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw fail("unexpected text after the quoted text: '\(trailing.trimmingCharacters(in: .whitespaces))'")
        }
        return out
    }

    /// `name` as the window reports it (lower case), or nil when no key has that name.
    static func keyName(_ name: String) -> String? {
        let lower = name.lowercased()
        if knownKeys.contains(lower) { return lower }
        if lower.hasPrefix("f"), let n = Int(lower.dropFirst()), (1...12).contains(n), lower == "f\(n)" { return lower }
        if lower.unicodeScalars.count == 1, let scalar = lower.unicodeScalars.first,
           scalar.isASCII, scalar.value > 0x20, scalar.value < 0x7F { return lower }
        return nil
    }

    /// True for plain decimal notation (`12`, `0.5`, `.5`, with a leading `-` when `signed`): no
    /// hex, exponent, `inf`/`nan`, or anything after the number (Double(_:) accepts all of these,
    /// and stops at a NUL).
    static func isDecimal(_ text: String, signed: Bool) -> Bool {
        var digits = 0, dots = 0
        for (i, scalar) in text.unicodeScalars.enumerated() {
            if scalar == "-", signed, i == 0 { continue }
            if scalar == "." { dots += 1; continue }
            guard ("0"..."9").contains(scalar) else { return false }
            digits += 1
        }
        return digits > 0 && dots <= 1
    }

    private static func stripComment(_ line: String, _ fail: (String) -> PlaygroundError) throws -> String {
        var inQuotes = false, escaped = false
        var out = ""
        for ch in line {
            if inQuotes {
                if escaped { escaped = false } else if ch == "\\" { escaped = true } else if ch == "\"" { inQuotes = false }
            } else if ch == "#" {
                break
            } else if ch == "\"" { inQuotes = true }
            out.append(ch)
        }
        if inQuotes { throw fail("unterminated quoted text: expected a closing \"") }
        return out
    }

    private static func splitWord(_ s: String) -> (String, String) {
        let t = s.drop { $0 == " " || $0 == "\t" }
        guard let end = t.firstIndex(where: { $0 == " " || $0 == "\t" }) else { return (String(t), "") }
        return (String(t[..<end]), String(t[end...]))
    }

    private static func point(_ args: String, _ verb: String, _ fail: (String) -> PlaygroundError) throws -> CGPoint {
        let parts = args.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, isDecimal(parts[0], signed: true), isDecimal(parts[1], signed: true),
              let x = Double(parts[0]), let y = Double(parts[1]),
              x.isFinite, y.isFinite, abs(x) <= 1_000_000, abs(y) <= 1_000_000 else {
            let hint = verb == "tap" ? " or quoted text" : ""
            throw fail("expected a point X,Y in points after '\(verb)'\(hint), found '\(args)'")
        }
        return CGPoint(x: x, y: y)
    }

    private static func quoted(_ args: String, _ fail: (String) -> PlaygroundError) throws -> String {
        var out = "", escaped = false, closed = false
        var trailing = ""
        for ch in args.dropFirst() {
            if closed { trailing.append(ch); continue }
            if escaped { out.append(ch); escaped = false }
            else if ch == "\\" { escaped = true }
            else if ch == "\"" { closed = true }
            else { out.append(ch) }
        }
        guard closed else { throw fail("unterminated quoted text: expected a closing \"") }
        guard trailing.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw fail("unexpected text after the quoted text: '\(trailing.trimmingCharacters(in: .whitespaces))'")
        }
        guard !out.isEmpty else { throw fail("expected non-empty quoted text after 'tap'") }
        return out
    }
}

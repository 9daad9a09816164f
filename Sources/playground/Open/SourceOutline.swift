import Foundation

/// What `playground open` needs to know about a Swift file before compiling it, read from its
/// tokens (comments and string literals skipped, brackets balanced), not from a full parse:
/// whether it calls `setLiveView`, which file-scope types conform to `PreviewProvider`, how many
/// `#Preview`s it has and whether it declares an `@main` type.
struct SourceOutline: Equatable {
    /// A `PreviewProvider` type declared (or extended) at file scope, and the line it starts on.
    struct Provider: Equatable {
        var name: String
        var line: Int
    }

    var callsSetLiveView = false
    var providers: [Provider] = []
    var previewMacros = 0
    var hasMainType = false
    /// False when the scan could not follow the file: a bracket without its partner, or a string
    /// literal or block comment that never ends. Then what it found is not to be trusted (a
    /// `#Preview` after an unbalanced `{` looks nested), and the compiler says what is wrong.
    var isWellFormed = true

    /// True when there is something to show.
    var hasView: Bool { callsSetLiveView || !providers.isEmpty || previewMacros > 0 }

    init(source: String) {
        let (tokens, closed) = SwiftTokenizer(source).scan()
        isWellFormed = closed
        var open: [String] = []
        var depth: Int { open.count }
        var i = 0
        while i < tokens.count {
            let t = tokens[i]
            switch t.text {
            case "{", "(", "[": open.append(t.text)
            case "}", ")", "]":
                let partner = ["}": "{", ")": "(", "]": "["][t.text]
                if open.last == partner { open.removeLast() } else { isWellFormed = false; if !open.isEmpty { open.removeLast() } }
            case "setLiveView": callsSetLiveView = true
            case "liveView" where i + 1 < tokens.count && tokens[i + 1].text == "=" && (i + 2 >= tokens.count || tokens[i + 2].text != "="):
                callsSetLiveView = true
            case "#Preview" where depth == 0: previewMacros += 1
            case "@main" where depth == 0: hasMainType = true
            case "struct", "class", "enum", "extension", "actor":
                guard depth == 0, t.kind == .word else { break }
                // `struct Name<…>: A, PreviewProvider where … {`: look at the header up to its `{`.
                guard i + 1 < tokens.count, tokens[i + 1].kind == .word else { break }
                var name = tokens[i + 1].text
                var j = i + 2
                // A dotted name in an extension: `extension Outer.Inner: PreviewProvider`.
                while j + 1 < tokens.count, tokens[j].text == ".", tokens[j + 1].kind == .word {
                    name += "." + tokens[j + 1].text; j += 2
                }
                var angle = 0
                while j < tokens.count, tokens[j].text != "{" {
                    if tokens[j].text == "<" { angle += 1 } else if tokens[j].text == ">" { angle -= 1 }
                    if angle == 0, tokens[j].text == "PreviewProvider" || tokens[j].text == "SwiftUI.PreviewProvider" {
                        providers.append(Provider(name: name, line: t.line))
                        break
                    }
                    if tokens[j].text == ";" || tokens[j].text == "}" { break }
                    j += 1
                }
            default: break
            }
            i += 1
        }
        if !open.isEmpty { isWellFormed = false }
    }
}

/// A token of Swift source: a word (identifier or keyword, with a leading `#` or `@` kept), a
/// number, or one punctuation character. Comments, string literals (with interpolations) and
/// whitespace produce no tokens.
struct SwiftToken: Equatable {
    enum Kind: Equatable { case word, number, punctuation }
    var kind: Kind
    var text: String
    var line: Int
    /// Where it is: offsets in the source's Unicode scalars.
    var range: Range<Int> = 0..<0
}

/// Splits Swift source into `SwiftToken`s, in one pass.
struct SwiftTokenizer {
    private let chars: [Unicode.Scalar]
    private var i = 0
    private var line = 1
    private var out: [SwiftToken] = []

    /// Set when a string literal, an interpolation or a block comment runs to the end of its
    /// line (single-line strings) or of the file.
    private var sawUnterminated = false

    init(_ source: String) { chars = Array(source.unicodeScalars) }

    func tokens() -> [SwiftToken] { scan().tokens }

    /// The tokens, and whether every string literal, interpolation and block comment ended.
    func scan() -> (tokens: [SwiftToken], closed: Bool) {
        var copy = self
        copy.run(until: nil)
        return (copy.out, !copy.sawUnterminated)
    }

    private func peek(_ k: Int = 0) -> Unicode.Scalar? { i + k < chars.count ? chars[i + k] : nil }

    private static func isWordStart(_ c: Unicode.Scalar) -> Bool {
        c == "_" || c.properties.isAlphabetic || (c.value > 0x7F && !c.properties.isWhitespace)
    }
    private static func isWordPart(_ c: Unicode.Scalar) -> Bool {
        isWordStart(c) || ("0"..."9").contains(c)
    }

    /// Reads tokens until `closer` (a `)` that ends an interpolation) at this nesting level.
    private mutating func run(until closer: Unicode.Scalar?) {
        var parens = 0
        defer { if closer != nil, peek() == nil { sawUnterminated = true } }
        while let c = peek() {
            if c == "\n" { line += 1; i += 1; continue }
            if c.properties.isWhitespace { i += 1; continue }
            if c == "/", peek(1) == "/" { while let d = peek(), d != "\n" { i += 1 }; continue }
            if c == "/", peek(1) == "*" { skipBlockComment(); continue }
            if c == "#" || c == "\"" {
                // Raw strings: `#"…"#`, `##"…"##`.
                var hashes = 0
                while peek(hashes) == "#" { hashes += 1 }
                if peek(hashes) == "\"" { i += hashes; skipString(hashes: hashes); continue }
            }
            if closer != nil {
                if c == "(" { parens += 1 }
                if c == ")" {
                    if parens == 0 { i += 1; return }
                    parens -= 1
                }
            }
            if Self.isWordStart(c) || ((c == "#" || c == "@" || c == "$" || c == "`") && peek(1).map(Self.isWordStart) == true) {
                let start = i
                i += 1
                while let d = peek(), Self.isWordPart(d) || d == "`" { i += 1 }
                var text = String(String.UnicodeScalarView(chars[start..<i]))
                text.removeAll { $0 == "`" }
                out.append(SwiftToken(kind: .word, text: text, line: line, range: start..<i))
                continue
            }
            if ("0"..."9").contains(c) {
                let start = i
                while let d = peek(), Self.isWordPart(d) || d == "." && peek(1).map({ ("0"..."9").contains($0) }) == true { i += 1 }
                out.append(SwiftToken(kind: .number, text: String(String.UnicodeScalarView(chars[start..<i])), line: line, range: start..<i))
                continue
            }
            out.append(SwiftToken(kind: .punctuation, text: String(c), line: line, range: i..<(i + 1)))
            i += 1
        }
    }

    private mutating func skipBlockComment() {
        i += 2
        var nesting = 1
        while let c = peek(), nesting > 0 {
            if c == "\n" { line += 1 }
            if c == "/", peek(1) == "*" { nesting += 1; i += 2; continue }
            if c == "*", peek(1) == "/" { nesting -= 1; i += 2; continue }
            i += 1
        }
        if nesting > 0 { sawUnterminated = true }
    }

    /// Skips a string literal whose opening `"` (or `"""`) is at `i`, with `hashes` `#`s before it.
    private mutating func skipString(hashes: Int) {
        let multiline = peek(1) == "\"" && peek(2) == "\""
        i += multiline ? 3 : 1
        while let c = peek() {
            if c == "\n" {
                line += 1
                if !multiline { i += 1; sawUnterminated = true; return }  // unterminated: stop at the line's end
            }
            if c == "\\" {
                // An escape needs the same number of `#`s after the backslash in a raw string.
                var k = 1
                while k <= hashes, peek(k) == "#" { k += 1 }
                if k == hashes + 1 {
                    if peek(k) == "(" { i += k + 1; run(until: ")"); continue }
                    i += k + 1
                    continue
                }
            }
            if c == "\"" {
                let quotes = multiline ? 3 : 1
                var ok = true
                for q in 0..<quotes where peek(q) != "\"" { ok = false }
                if ok {
                    var h = 0
                    while h < hashes, peek(quotes + h) == "#" { h += 1 }
                    if h == hashes { i += quotes + hashes; return }
                }
            }
            i += 1
        }
        sawUnterminated = true   // the file ended inside the literal
    }
}

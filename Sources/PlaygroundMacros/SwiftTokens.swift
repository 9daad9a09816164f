/// The tokens of a piece of Swift source, as much of Swift's lexical structure as the macros here
/// need to read a declaration or a `#Preview` call: identifiers and keywords (backticked too),
/// numbers, string literals (interpolated, multi-line and raw ones taken whole), operators, and
/// single punctuation characters. Comments and whitespace are skipped; each token records whether
/// it is the first on its line, which is where a statement or a member may begin.
///
/// The compiler hands a macro the source of the syntax it expands (`PluginMessages.swift`), which
/// it has already parsed, so this reader never sees malformed code; it only has to find where
/// things begin and end. Regular-expression literals (`/…/`) are read as operators and names.
struct SwiftTokens {
    enum Kind: Equatable {
        case identifier, number, string, `operator`, punctuation
    }

    struct Token {
        var kind: Kind
        var start: Int
        var end: Int
        /// The first token on its line (or of the source).
        var startsLine: Bool
    }

    let bytes: [UInt8]
    private(set) var tokens: [Token] = []

    init(_ source: String) {
        bytes = Array(source.utf8)
        var i = 0
        var lineStart = true
        while i < bytes.count {
            let c = bytes[i]
            if c == ._newline || c == ._return { lineStart = true; i += 1; continue }
            if c == ._space || c == ._tab { i += 1; continue }
            if c == ._slash, i + 1 < bytes.count, bytes[i + 1] == ._slash {
                while i < bytes.count, bytes[i] != ._newline { i += 1 }
                continue
            }
            if c == ._slash, i + 1 < bytes.count, bytes[i + 1] == ._star {
                i = skipBlockComment(from: i)
                continue
            }
            let start = i
            let kind: Kind
            if c == ._quote || (c == ._pound && rawStringStarts(at: i)) {
                i = skipString(from: i)
                kind = .string
            } else if c.isIdentifierHead {
                i += 1
                while i < bytes.count, bytes[i].isIdentifierBody { i += 1 }
                kind = .identifier
            } else if c == ._backtick {
                i += 1
                while i < bytes.count, bytes[i] != ._backtick, bytes[i] != ._newline { i += 1 }
                i = min(i + 1, bytes.count)
                kind = .identifier
            } else if c.isDigit {
                i = skipNumber(from: i)
                kind = .number
            } else if c == ._dot, i + 1 < bytes.count, bytes[i + 1] == ._dot {
                while i < bytes.count, bytes[i] == ._dot || bytes[i].isOperatorCharacter { i += 1 }
                kind = .operator
            } else if c.isOperatorCharacter {
                while i < bytes.count, bytes[i].isOperatorCharacter,
                      !(bytes[i] == ._slash && i + 1 < bytes.count && (bytes[i + 1] == ._slash || bytes[i + 1] == ._star)) {
                    i += 1
                }
                kind = .operator
            } else {
                i += 1
                kind = .punctuation
            }
            tokens.append(Token(kind: kind, start: start, end: i, startsLine: lineStart))
            lineStart = false
        }
    }

    var count: Int { tokens.count }
    subscript(index: Int) -> Token { tokens[index] }

    /// The token's text.
    func text(_ index: Int) -> String {
        String(decoding: bytes[tokens[index].start..<tokens[index].end], as: UTF8.self)
    }

    /// Whether the token is exactly `text` (a keyword, a name or a punctuation character).
    func isText(_ index: Int, _ text: String) -> Bool {
        guard index >= 0, index < tokens.count else { return false }
        let token = tokens[index]
        guard token.end - token.start == text.utf8.count else { return false }
        return bytes[token.start..<token.end].elementsEqual(text.utf8)
    }

    /// The source from the start of token `first` to the end of token `last`, as written.
    func source(_ first: Int, through last: Int) -> String {
        guard first <= last else { return "" }
        return String(decoding: bytes[tokens[first].start..<tokens[last].end], as: UTF8.self)
    }

    /// The source between two byte offsets.
    func source(bytes range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The index of the bracket that closes the one at `open` (`(`, `[` or `{`), or the last
    /// token's index when it is never closed.
    func closing(_ open: Int) -> Int {
        var depth = 0
        var i = open
        while i < tokens.count {
            if tokens[i].kind == .punctuation {
                switch bytes[tokens[i].start] {
                case ._openParen, ._openBracket, ._openBrace: depth += 1
                case ._closeParen, ._closeBracket, ._closeBrace:
                    depth -= 1
                    if depth == 0 { return i }
                default: break
                }
            }
            i += 1
        }
        return tokens.count - 1
    }

    /// Whether the token opens a bracket.
    func opens(_ index: Int) -> Bool {
        guard index < tokens.count, tokens[index].kind == .punctuation else { return false }
        let c = bytes[tokens[index].start]
        return c == ._openParen || c == ._openBracket || c == ._openBrace
    }

    /// The indices in `range` that are not inside brackets opened within it (brackets are
    /// stepped over whole).
    func topLevel(_ range: Range<Int>) -> [Int] {
        var result: [Int] = []
        var i = range.lowerBound
        while i < range.upperBound {
            result.append(i)
            i = opens(i) ? closing(i) + 1 : i + 1
        }
        return result
    }

    /// Where each statement (or member) among `range`'s top-level tokens begins: at the first
    /// token, after a `;`, and at the first token of a line unless that line continues the one
    /// before — it starts with `.`, an operator or `else`, or the line before ended in an
    /// operator, `.`, `,` or `:`. A `;` never begins one.
    func statementStarts(in range: Range<Int>) -> [Int] {
        let top = topLevel(range)
        var starts: [Int] = []
        for (n, i) in top.enumerated() where !isText(i, ";") {
            guard n > 0 else { starts.append(i); continue }
            let previous = top[n - 1]
            if isText(previous, ";") { starts.append(i); continue }
            guard tokens[i].startsLine else { continue }
            let continues = isText(i, ".") || tokens[i].kind == .operator || isText(i, "else")
                || tokens[previous].kind == .operator || isText(previous, ".") || isText(previous, ",")
                || isText(previous, ":")
            if !continues { starts.append(i) }
        }
        return starts
    }

    /// Splits `range` at the commas outside brackets; with `angles`, also outside `<…>` (types).
    func split(_ range: Range<Int>, angles: Bool = false) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = range.lowerBound
        var angleDepth = 0
        for i in topLevel(range) {
            if angles, tokens[i].kind == .operator {
                for b in bytes[tokens[i].start..<tokens[i].end] {
                    if b == ._less { angleDepth += 1 } else if b == ._greater, angleDepth > 0 { angleDepth -= 1 }
                }
            }
            if angleDepth == 0, isText(i, ",") {
                parts.append(start..<i)
                start = i + 1
            }
        }
        if start < range.upperBound || !parts.isEmpty { parts.append(start..<range.upperBound) }
        return parts
    }

    /// The attributes written at `index` (`@Name`, `@Module.Name`, `@Name(arguments)`): their
    /// names and the index after them.
    func attributes(at index: Int) -> (names: [String], end: Int, starts: [Int]) {
        var names: [String] = []
        var starts: [Int] = []
        var i = index
        while i + 1 < tokens.count, isText(i, "@"), tokens[i + 1].kind == .identifier {
            starts.append(i)
            var name = text(i + 1)
            i += 2
            while i + 1 < tokens.count, isText(i, "."), tokens[i + 1].kind == .identifier, tokens[i].start == tokens[i - 1].end {
                name += "." + text(i + 1)
                i += 2
            }
            // Arguments follow the name directly (`@Environment(\.dismiss)`).
            if i < tokens.count, isText(i, "("), tokens[i].start == tokens[i - 1].end { i = closing(i) + 1 }
            names.append(name)
        }
        return (names, i, starts)
    }

    // MARK: Lexing

    private func rawStringStarts(at index: Int) -> Bool {
        var i = index
        while i < bytes.count, bytes[i] == ._pound { i += 1 }
        return i < bytes.count && bytes[i] == ._quote
    }

    private func skipBlockComment(from index: Int) -> Int {
        var depth = 0
        var i = index
        while i + 1 < bytes.count {
            if bytes[i] == ._slash, bytes[i + 1] == ._star { depth += 1; i += 2; continue }
            if bytes[i] == ._star, bytes[i + 1] == ._slash {
                depth -= 1
                i += 2
                if depth == 0 { return i }
                continue
            }
            i += 1
        }
        return bytes.count
    }

    /// The end of the string literal at `index`: `"…"`, `"""…"""`, with `#`s around for a raw
    /// one; interpolations (`\(…)`, `\#(…)`) may hold strings of their own.
    private func skipString(from index: Int) -> Int {
        var i = index
        var pounds = 0
        while i < bytes.count, bytes[i] == ._pound { pounds += 1; i += 1 }
        let multiline = i + 2 < bytes.count && bytes[i + 1] == ._quote && bytes[i + 2] == ._quote
        i += multiline ? 3 : 1
        while i < bytes.count {
            let c = bytes[i]
            if c == ._backslash, hasPounds(pounds, at: i + 1) {
                i += 1 + pounds
                if i < bytes.count, bytes[i] == ._openParen {
                    i = skipInterpolation(from: i)
                } else {
                    i += 1
                }
                continue
            }
            if c == ._quote {
                let quotes = multiline ? 3 : 1
                if i + quotes <= bytes.count, bytes[i..<i + quotes].allSatisfy({ $0 == ._quote }), hasPounds(pounds, at: i + quotes) {
                    return i + quotes + pounds
                }
            }
            if c == ._newline, !multiline { return i }
            i += 1
        }
        return bytes.count
    }

    private func hasPounds(_ count: Int, at index: Int) -> Bool {
        guard index + count <= bytes.count else { return false }
        return bytes[index..<index + count].allSatisfy { $0 == ._pound }
    }

    /// The end of an interpolation whose `(` is at `index`.
    private func skipInterpolation(from index: Int) -> Int {
        var depth = 0
        var i = index
        while i < bytes.count {
            let c = bytes[i]
            if c == ._quote || (c == ._pound && rawStringStarts(at: i)) { i = skipString(from: i); continue }
            if c == ._openParen { depth += 1 }
            if c == ._closeParen {
                depth -= 1
                if depth == 0 { return i + 1 }
            }
            i += 1
        }
        return bytes.count
    }

    /// `42`, `0.5`, `1e-3`, `0x1F`, `1_000`; a `.` belongs to the number only before a digit
    /// (`0..<5` is `0`, `..<`, `5`).
    private func skipNumber(from index: Int) -> Int {
        var i = index + 1
        while i < bytes.count {
            let c = bytes[i]
            if c.isIdentifierBody { 
                // An exponent's sign: `1e-3`, `0x1p+4`.
                if (c == ._e || c == ._E || c == ._p || c == ._P), i + 1 < bytes.count, bytes[i + 1] == ._plus || bytes[i + 1] == ._minus {
                    i += 2
                    continue
                }
                i += 1
            } else if c == ._dot, i + 1 < bytes.count, bytes[i + 1].isDigit {
                i += 1
            } else {
                break
            }
        }
        return i
    }
}

extension SwiftTokens.Token {
    /// Whether the token is a floating-point literal (`0.5`, `1e3`; not `0x1F`).
    func isFloatLiteral(in bytes: [UInt8]) -> Bool {
        guard kind == .number else { return false }
        let digits = bytes[start..<end]
        if digits.starts(with: [UInt8(ascii: "0"), UInt8(ascii: "x")]) { return digits.contains(._p) || digits.contains(._P) }
        return digits.contains(._dot) || digits.contains(._e) || digits.contains(._E)
    }
}

extension UInt8 {
    static let _newline = UInt8(ascii: "\n"), _return = UInt8(ascii: "\r"), _space = UInt8(ascii: " "), _tab = UInt8(ascii: "\t")
    static let _slash = UInt8(ascii: "/"), _star = UInt8(ascii: "*"), _quote = UInt8(ascii: "\""), _pound = UInt8(ascii: "#")
    static let _backtick = UInt8(ascii: "`"), _backslash = UInt8(ascii: "\\"), _dot = UInt8(ascii: ".")
    static let _openParen = UInt8(ascii: "("), _closeParen = UInt8(ascii: ")"), _openBracket = UInt8(ascii: "[")
    static let _closeBracket = UInt8(ascii: "]"), _openBrace = UInt8(ascii: "{"), _closeBrace = UInt8(ascii: "}")
    static let _less = UInt8(ascii: "<"), _greater = UInt8(ascii: ">"), _plus = UInt8(ascii: "+"), _minus = UInt8(ascii: "-")
    static let _e = UInt8(ascii: "e"), _E = UInt8(ascii: "E"), _p = UInt8(ascii: "p"), _P = UInt8(ascii: "P")

    var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
    var isIdentifierHead: Bool {
        (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z")) || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z"))
            || self == UInt8(ascii: "_") || self == UInt8(ascii: "$") || self >= 0x80
    }
    var isIdentifierBody: Bool { isIdentifierHead || isDigit }
    var isOperatorCharacter: Bool {
        switch self {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
             UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
             UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }
}

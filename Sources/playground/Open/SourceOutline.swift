import Foundation

/// What `playground open` needs to know about a Swift file before compiling it, read from its
/// tokens (comments and string literals skipped, brackets balanced), not from a full parse:
/// whether it calls `setLiveView`, which file-scope types conform to `PreviewProvider`, how many
/// `#Preview`s it has and whether it declares an `@main` type.
struct SourceOutline: Equatable {
    /// A type declared (or extended) at file scope, the line it starts on, and the `#if` blocks
    /// around it: a `PreviewProvider`, or the root view (`rootView`).
    struct Declaration: Equatable {
        var name: String
        var line: Int
        var conditions: [ConditionalBlock] = []
    }
    typealias Provider = Declaration

    /// The directives of an enclosing `#if` block up to the branch a declaration is in (`#if A`,
    /// then `#elseif B` or `#else` when it is in a later branch), as written: generated code that
    /// names the declaration is put in the same branch, so it exists exactly when the
    /// declaration does (`#if canImport(Charts)` is false here).
    struct ConditionalBlock: Equatable {
        var directives: [String]
    }


    var callsSetLiveView = false
    var providers: [Provider] = []
    var previewMacros = 0
    var hasMainType = false
    /// False when the scan could not follow the file: a bracket without its partner, or a string
    /// literal or block comment that never ends. Then what it found is not to be trusted (a
    /// `#Preview` after an unbalanced `{` looks nested), and the compiler says what is wrong.
    var isWellFormed = true

    /// The view shown when there is no preview: the first file-scope `View` no other view in
    /// the file names, made with `Name()` (no stored property without a value, no initializer
    /// that needs an argument); nil when there is none. `rootViewCount`: how many there were.
    var rootView: Declaration?
    var rootViewCount = 0
    /// When every preview of the file is inside an `#if` block: the directive of the branch the
    /// first is in (`#if canImport(Charts)`), to name when none of them is compiled here.
    var previewsGuard: String? { conditionedPreviews == providers.count + previewMacros ? guardingDirective : nil }
    private var conditionedPreviews = 0
    private var guardingDirective: String?

    /// True when there is something to show.
    var hasView: Bool { callsSetLiveView || !providers.isEmpty || previewMacros > 0 }

    init(source: String) {
        let (tokens, closed) = SwiftTokenizer(source).scan()
        isWellFormed = closed
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        func lineText(_ line: Int) -> String {
            line - 1 < lines.count ? lines[line - 1].trimmingCharacters(in: .whitespacesAndNewlines) : ""
        }
        var open: [String] = []
        var depth: Int { open.count }
        var blocks: [ConditionalBlock] = []
        var views: [Declaration] = []
        var i = 0
        while i < tokens.count {
            let t = tokens[i]
            switch t.text {
            case "#if" where t.kind == .word: blocks.append(ConditionalBlock(directives: [lineText(t.line)]))
            case "#elseif" where t.kind == .word, "#else" where t.kind == .word:
                if !blocks.isEmpty { blocks[blocks.count - 1].directives.append(lineText(t.line)) }
            case "#endif" where t.kind == .word: if !blocks.isEmpty { blocks.removeLast() }
            case "{", "(", "[": open.append(t.text)
            case "}", ")", "]":
                let partner = ["}": "{", ")": "(", "]": "["][t.text]
                if open.last == partner { open.removeLast() } else { isWellFormed = false; if !open.isEmpty { open.removeLast() } }
            case "setLiveView": callsSetLiveView = true
            case "liveView" where i + 1 < tokens.count && tokens[i + 1].text == "=" && (i + 2 >= tokens.count || tokens[i + 2].text != "="):
                callsSetLiveView = true
            case "#Preview" where depth == 0:
                previewMacros += 1
                if !blocks.isEmpty { conditionedPreviews += 1 }
                if guardingDirective == nil { guardingDirective = blocks.last?.directives.last }
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
                let generic = j < tokens.count && tokens[j].text == "<"
                var isView = false
                while j < tokens.count, tokens[j].text != "{" {
                    if tokens[j].text == "<" { angle += 1 } else if tokens[j].text == ">" { angle -= 1 }
                    if angle == 0, tokens[j].text == "PreviewProvider" || tokens[j].text == "SwiftUI.PreviewProvider" {
                        providers.append(Provider(name: name, line: t.line, conditions: blocks))
                        if !blocks.isEmpty { conditionedPreviews += 1 }
                        if guardingDirective == nil { guardingDirective = blocks.last?.directives.last }
                        break
                    }
                    if angle == 0, tokens[j].text == "where" { break }
                    if angle == 0, tokens[j].text == "View", j > 0, [":", ","].contains(tokens[j - 1].text) { isView = true }
                    if tokens[j].text == ";" || tokens[j].text == "}" { break }
                    j += 1
                }
                if isView, t.text == "struct", !generic, j < tokens.count, tokens[j].text == "{",
                   Self.makesWithoutArguments(tokens, bodyAt: j) {
                    views.append(Declaration(name: name, line: t.line, conditions: blocks))
                }
            default: break
            }
            i += 1
        }
        if !open.isEmpty { isWellFormed = false }
        // The views no other declaration names (a name in its own `extension` does not count).
        var uses: [String: Int] = [:]
        for (k, t) in tokens.enumerated() where t.kind == .word {
            if k > 0, ["struct", "extension", "class", "enum", "actor"].contains(tokens[k - 1].text) { continue }
            uses[t.text, default: 0] += 1
        }
        let roots = views.filter { (uses[$0.name] ?? 0) == 0 }
        rootViewCount = roots.count
        rootView = roots.first
    }

    /// Whether the type whose body opens at `open` (a `{`) can be made with `Name()`: each
    /// stored property of its own has a value, is optional, or is one the environment fills
    /// (`@Environment`, `@EnvironmentObject`, `@Namespace`, `@FocusState`…); and it declares no
    /// initializer, or one whose parameters all have default values.
    static func makesWithoutArguments(_ tokens: [SwiftToken], bodyAt open: Int) -> Bool {
        let filled: Set<String> = ["@Environment", "@EnvironmentObject", "@Namespace", "@FocusState",
                                   "@AccessibilityFocusState", "@Query", "@FetchRequest", "@SectionedFetchRequest"]
        var depth = 0
        var k = open
        var initializers = 0, usableInitializers = 0
        while k < tokens.count {
            let t = tokens[k]
            if t.text == "{" || t.text == "(" || t.text == "[" { depth += 1 }
            if t.text == "}" || t.text == ")" || t.text == "]" { depth -= 1; if depth == 0 { break } }
            if depth == 1, t.kind == .word, t.text == "let" || t.text == "var" {
                // Its attributes and modifiers: the words before it on its line.
                var attributes: Set<String> = [], isStatic = false
                var b = k - 1
                while b > open, tokens[b].line == t.line {
                    if tokens[b].text.hasPrefix("@") { attributes.insert(tokens[b].text) }
                    if tokens[b].text == "static" || tokens[b].text == "class" { isStatic = true }
                    b -= 1
                }
                // The rest of the declaration on its line: a value, a body, or an optional type.
                var e = k + 1, hasValue = false, isComputed = false, optional = false, inner = 0
                while e < tokens.count, tokens[e].line == t.line {
                    let x = tokens[e].text
                    if x == "(" || x == "[" { inner += 1 }
                    if x == ")" || x == "]" { inner -= 1 }
                    if inner == 0, x == "=" { hasValue = true; break }
                    if inner == 0, x == "{" { isComputed = true; break }
                    if inner == 0, x == "?" { optional = true }
                    if x == ";" { break }
                    e += 1
                }
                if !(isStatic || hasValue || isComputed || (optional && t.text == "var") || !filled.isDisjoint(with: attributes)) {
                    return false
                }
            }
            if depth == 1, t.text == "init", k + 1 < tokens.count, tokens[k + 1].text == "(" || tokens[k + 1].text == "?" {
                initializers += 1
                // Its parameters: usable when each has a default value (`= …` at the top level).
                var p = tokens[k + 1].text == "(" ? k + 1 : k + 2
                var d = 0, params = 0, defaults = 0, sawParam = false
                while p < tokens.count {
                    let x = tokens[p].text
                    if x == "(" || x == "[" || x == "<" { d += 1; if d == 1 && x == "(" { p += 1; continue } }
                    if x == ")" || x == "]" || x == ">" { d -= 1; if d == 0 { break } }
                    if d == 1 {
                        if !sawParam { sawParam = true; params += 1 }
                        if x == "," { sawParam = false }
                        if x == "=" { defaults += 1 }
                    }
                    p += 1
                }
                if defaults == params { usableInitializers += 1 }
            }
            k += 1
        }
        return initializers == 0 || usableInitializers > 0
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

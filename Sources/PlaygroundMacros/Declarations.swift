/// The start of a declaration: its attributes (`@State`, `@Environment(\.dismiss)`), its
/// modifiers (`public`, `static`, `private(set)`) and its keyword (`var`, `struct`, `extension`…).
struct DeclarationHeader {
    static let keywords: Set<String> = [
        "var", "let", "func", "init", "deinit", "subscript", "struct", "class", "enum", "actor", "protocol",
        "extension", "typealias", "associatedtype", "case", "import", "operator", "precedencegroup", "macro",
    ]

    var attributes: [String]
    var modifiers: [String]
    /// The keyword's index, or nil when the tokens from `start` do not begin a declaration.
    var keyword: Int?

    init(_ tokens: SwiftTokens, from start: Int, to end: Int? = nil) {
        let end = end ?? tokens.count
        let attributed = tokens.attributes(at: start)
        attributes = attributed.names
        modifiers = []
        keyword = nil
        var i = attributed.end
        while i < end, tokens[i].kind == .identifier {
            let word = tokens.text(i)
            if Self.keywords.contains(word) { keyword = i; return }
            modifiers.append(word)
            i += 1
            // `private(set)`, `nonisolated(unsafe)`.
            if i < end, tokens.isText(i, "("), tokens[i].start == tokens[i - 1].end { i = tokens.closing(i) + 1 }
        }
    }
}

/// A `var` or `let` declaration read from tokens: its header and each of its bindings
/// (`var a: Double = 0, b = 1.5`).
struct VariableDeclaration {
    enum Accessors {
        /// A stored property.
        case none
        /// A stored property with `willSet`/`didSet`.
        case observers
        /// A computed property (a getter, written or implicit).
        case computed
    }

    struct Binding {
        /// Nil for a tuple pattern (`let (a, b) = …`).
        var name: String?
        var type: String?
        var initializer: String?
        var initializerIsFloatLiteral = false
        var accessors = Accessors.none
    }

    var header: DeclarationHeader
    var isVar: Bool
    var bindings: [Binding] = []

    /// Nil unless the tokens from `start` to `end` are a `var` or `let` declaration.
    init?(_ tokens: SwiftTokens, from start: Int, to end: Int? = nil) {
        let end = end ?? tokens.count
        header = DeclarationHeader(tokens, from: start, to: end)
        guard let keyword = header.keyword, tokens.isText(keyword, "var") || tokens.isText(keyword, "let") else { return nil }
        isVar = tokens.isText(keyword, "var")
        var i = keyword + 1
        while i < end {
            var binding = Binding()
            if tokens[i].kind == .identifier {
                binding.name = tokens.text(i)
                i += 1
            } else if tokens.opens(i) {
                i = tokens.closing(i) + 1
            } else {
                break
            }
            if tokens.isText(i, ":") {
                let typeStart = i + 1
                i = Self.endOfType(tokens, from: typeStart, to: end)
                if i > typeStart { binding.type = tokens.source(typeStart, through: i - 1) }
            }
            if tokens.isText(i, "=") {
                let valueStart = i + 1
                i = valueStart
                while i < end, !tokens.isText(i, ","), !(tokens.isText(i, "{") && Self.isObserverBlock(tokens, at: i)) {
                    i = tokens.opens(i) ? tokens.closing(i) + 1 : i + 1
                }
                i = min(i, end)
                if i > valueStart {
                    binding.initializer = tokens.source(valueStart, through: i - 1)
                    let negated = tokens.isText(valueStart, "-") && i - valueStart == 2
                    binding.initializerIsFloatLiteral = (i - valueStart == 1 || negated)
                        && tokens[i - 1].isFloatLiteral(in: tokens.bytes)
                }
            }
            if i < end, tokens.isText(i, "{") {
                binding.accessors = Self.isObserverBlock(tokens, at: i) ? .observers : .computed
                i = tokens.closing(i) + 1
            }
            bindings.append(binding)
            guard i < end, tokens.isText(i, ",") else { break }
            i += 1
        }
    }

    /// The index after a type annotation: at the first `=`, `{` or `,` outside brackets and
    /// angle brackets (`[String: Int]`, `Dictionary<String, Int>`, `(Int) -> Void`).
    private static func endOfType(_ tokens: SwiftTokens, from start: Int, to end: Int) -> Int {
        var angles = 0
        var i = start
        while i < end {
            if tokens.opens(i) {
                if tokens.isText(i, "{") { return i }
                i = tokens.closing(i) + 1
                continue
            }
            if tokens[i].kind == .operator {
                let text = tokens.text(i)
                if angles == 0, text == "=" { return i }
                if text != "->" {
                    for c in text.utf8 {
                        if c == ._less { angles += 1 } else if c == ._greater, angles > 0 { angles -= 1 }
                    }
                }
            }
            if angles == 0, tokens.isText(i, ",") { return i }
            i += 1
        }
        return end
    }

    /// Whether the braces at `index` hold `willSet`/`didSet` observers.
    private static func isObserverBlock(_ tokens: SwiftTokens, at index: Int) -> Bool {
        let i = tokens.attributes(at: index + 1).end
        return tokens.isText(i, "willSet") || tokens.isText(i, "didSet")
    }
}

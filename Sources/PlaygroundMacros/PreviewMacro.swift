/// `#Preview`, `#Preview("Name")`, `#Preview("Name", traits: .sizeThatFitsLayout, …)` with a
/// `@ViewBuilder` body, as a trailing closure or as `body:`.
///
/// The expansion is a private enum with a unique name holding:
/// - a `@MainActor @ViewBuilder` function with the body's statements (with `@Previewable`
///   declarations moved into a generated wrapper view, whose state they become);
/// - a record placed in the `playground_previews` linker section (Swift 6.3's `@section`/`@used`),
///   whose C function writes a `_PreviewEntry` (name, file, line, traits, view maker). The preview
///   runner (`PlaygroundPage.current.showPreviews(_:)`, `playground open`) finds every record of the
///   program through the section's `__start_`/`__stop_` symbols: no registration code, no scan.
enum PreviewMacro {
    static func expansion(of syntax: Syntax, discriminator: String) throws -> String {
        let tokens = SwiftTokens(syntax.source)
        // `#`, `Preview`, then the arguments and the trailing closure.
        var i = 0
        while i < tokens.count, !tokens.isText(i, "Preview") { i += 1 }
        i += 1
        var arguments: [(label: String?, range: Range<Int>)] = []
        if tokens.isText(i, "(") {
            let close = tokens.closing(i)
            for part in tokens.split(i + 1..<close) where !part.isEmpty {
                if part.count > 2, tokens[part.lowerBound].kind == .identifier, tokens.isText(part.lowerBound + 1, ":") {
                    arguments.append((tokens.text(part.lowerBound), part.lowerBound + 2..<part.upperBound))
                } else {
                    arguments.append((nil, part))
                }
            }
            i = close + 1
        }
        func isClosure(_ range: Range<Int>) -> Bool {
            tokens.isText(range.lowerBound, "{") && tokens.closing(range.lowerBound) == range.upperBound - 1
        }

        var name: String?
        var traits: [String] = []
        var body: Range<Int>?
        var afterTraits = false
        for argument in arguments {
            let text = tokens.source(argument.range.lowerBound, through: argument.range.upperBound - 1)
            switch argument.label {
            case nil where afterTraits:
                traits.append(text)
            case nil:
                if isClosure(argument.range), name != nil || arguments.count == 1 {
                    body = argument.range
                } else {
                    name = text
                }
            case "traits":
                afterTraits = true
                traits.append(text)
            case "body" where isClosure(argument.range):
                body = argument.range
            default:
                throw MacroError("#Preview: unexpected argument '\(argument.label ?? "")'")
            }
        }
        if tokens.isText(i, "{") { body = i..<tokens.closing(i) + 1 }
        guard let body else {
            throw MacroError("#Preview needs a body: #Preview { ContentView() }")
        }

        let (previewables, statements) = splitPreviewables(tokens, body: body.lowerBound + 1..<body.upperBound - 1)
        let namespace = discriminator + "7Preview" + "fMu_"
        let fileID = "\"" + syntax.location.fileID.replacingBackslashesAndQuotes() + "\""
        // Everything lives in a private enum with a unique name: members of a type (unlike
        // globals) work the same in a main.swift and in any other file, and a static constant can
        // be placed in a section.
        let bodyDecl: String
        if previewables.isEmpty {
            bodyDecl = """
            @MainActor @PlaygroundUI.ViewBuilder
            static func __body() -> some PlaygroundUI.View {
            \(statements)
            }
            """
        } else {
            bodyDecl = """
            struct __Wrapper: PlaygroundUI.View {
            \(previewables.joined(separator: "\n"))
            var body: some PlaygroundUI.View {
            \(statements)
            }
            }
            @MainActor
            static func __body() -> some PlaygroundUI.View {
            __Wrapper()
            }
            """
        }
        return """
        private enum \(namespace) {
        \(bodyDecl)
        #if compiler(>=6.3)
        @section("playground_previews") @used
        static let __record: PlaygroundUI._PreviewRecord = (0x5052_5657, 1, { entry in
            PlaygroundUI._PreviewEntry._store(
                into: entry, name: \(name ?? "nil"), fileID: \(fileID), line: \(syntax.firstTokenLocation.line),
                traits: [\(traits.joined(separator: ", "))], makeView: { PlaygroundUI.AnyView(\(namespace).__body()) })
        })
        #endif
        }
        """
    }

    /// The body's `@Previewable` declarations (without that attribute), and the rest of its
    /// source as written; its statements begin where `SwiftTokens.statementStarts(in:)` says.
    static func splitPreviewables(_ tokens: SwiftTokens, body: Range<Int>) -> (previewables: [String], rest: String) {
        guard !body.isEmpty else { return ([], "") }
        let starts = tokens.statementStarts(in: body)
        var previewables: [String] = []
        var rest = ""
        var copied = tokens[body.lowerBound].start
        let end = tokens[body.upperBound - 1].end
        for (n, start) in starts.enumerated() {
            let attributes = tokens.attributes(at: start)
            guard let which = attributes.names.firstIndex(of: "Previewable") else { continue }
            let last = n + 1 < starts.count ? starts[n + 1] - 1 : body.upperBound - 1
            // The declaration without `@Previewable` (and the space after it).
            let cutFrom = tokens[attributes.starts[which]].start
            let cutTo = which + 1 < attributes.starts.count ? tokens[attributes.starts[which + 1]].start
                : attributes.end < tokens.count ? tokens[attributes.end].start : tokens[attributes.end - 1].end
            // (`@Previewable` alone before the body's `}` is cut to nothing, not past the statement.)
            let tail = cutTo < tokens[last].end ? tokens.source(bytes: cutTo..<tokens[last].end) : ""
            previewables.append((tokens.source(bytes: tokens[start].start..<cutFrom) + tail).trimmingWhitespace())
            rest += tokens.source(bytes: copied..<tokens[start].start)
            copied = tokens[last].end
        }
        rest += tokens.source(bytes: copied..<end)
        return (previewables, rest)
    }
}

extension String {
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }

    /// The text inside a string literal: backslashes and quotes escaped.
    func replacingBackslashesAndQuotes() -> String {
        var result = ""
        for c in self {
            if c == "\\" || c == "\"" { result.append("\\") }
            result.append(c)
        }
        return result
    }
}

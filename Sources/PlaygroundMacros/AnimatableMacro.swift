/// `@Animatable` (SwiftUI, iOS 26): writes a type's `animatableData` from its stored `var`
/// properties, in declaration order, and adds the `Animatable` conformance when the type does not
/// have it yet (a `Shape` has it already). One property gives its own `animatableData`; several are
/// nested `AnimatablePair`s, `AnimatablePair<a, AnimatablePair<b, c>>`; none gives
/// `EmptyAnimatableData`. Left out: `let`s, `static` and `lazy` properties, computed ones, those
/// marked `@AnimatableIgnored`, and those with a property wrapper (`@State`, `@Binding`: their
/// storage is the wrapper). Each included property's type must be `Animatable` (`Double`,
/// `CGFloat`, `Angle`, `CGPoint`, `CGRect`, …) and written out; a property without a type
/// annotation is an error here unless its initial value is a floating-point literal (`Double`).
/// docs/semantics.md §16.2.
enum AnimatableMacro {
    static func members(of declaration: Syntax) throws -> [String] {
        let tokens = SwiftTokens(declaration.source)
        let header = DeclarationHeader(tokens, from: 0)
        let properties = try animatedProperties(tokens, after: header.keyword ?? 0)
        let access = header.modifiers.contains("public") || header.modifiers.contains("open") ? "public " : ""
        guard !properties.isEmpty else {
            return [
                """
                \(access)var animatableData: EmptyAnimatableData {
                    get { EmptyAnimatableData() }
                    set {}
                }
                """,
            ]
        }
        // The nested pair's type, its value and the setter's writes, built from the last property out.
        let last = properties[properties.count - 1]
        var type = "\(last.type).AnimatableData"
        var value = "\(last.name).animatableData"
        var writes = ["\(last.name).animatableData = newValue" + String(repeating: ".second", count: properties.count - 1)]
        for (index, property) in properties.enumerated().dropLast().reversed() {
            type = "AnimatablePair<\(property.type).AnimatableData, \(type)>"
            value = "AnimatablePair(\(property.name).animatableData, \(value))"
            writes.insert("\(property.name).animatableData = newValue" + String(repeating: ".second", count: index) + ".first", at: 0)
        }
        return [
            """
            \(access)var animatableData: \(type) {
                get { \(value) }
                set {
                    \(writes.joined(separator: "\n"))
                }
            }
            """,
        ]
    }

    /// `extension Type: Animatable {}` when the compiler names conformances the type lacks (its
    /// list is the inheritance clause of a placeholder declaration): none for a `Shape`.
    static func extensions(of extendedType: String, conformances: String?) -> [String] {
        guard let conformances else { return [] }
        let tokens = SwiftTokens(conformances)
        var i = 0
        while i < tokens.count, !tokens.isText(i, ":"), !tokens.isText(i, "{") { i += 1 }
        guard tokens.isText(i, ":"), i + 1 < tokens.count, tokens[i + 1].kind == .identifier else { return [] }
        return ["extension \(extendedType.trimmingWhitespace()): Animatable {}"]
    }

    /// The stored `var`s that take part, with their types as written: the members of the braces
    /// after the declaration's keyword, each beginning where `SwiftTokens.statementStarts(in:)`
    /// says; the members of an `#if` block are not read, as swift-syntax's member list did not
    /// hold them either.
    private static func animatedProperties(_ tokens: SwiftTokens, after keyword: Int) throws -> [(name: String, type: String)] {
        var open = keyword
        while open < tokens.count, !tokens.isText(open, "{") { open = tokens.opens(open) && !tokens.isText(open, "{") ? tokens.closing(open) + 1 : open + 1 }
        guard open < tokens.count else { return [] }
        let close = tokens.closing(open)
        var conditional = 0
        let starts = tokens.statementStarts(in: open + 1..<close).filter { i in
            if tokens.isText(i, "#"), i + 1 < close {
                let directive = tokens.text(i + 1)
                if directive == "if" { conditional += 1 } else if directive == "endif" { conditional -= 1; return false }
            }
            return conditional == 0
        }
        var result: [(name: String, type: String)] = []
        for (n, start) in starts.enumerated() {
            var end = n + 1 < starts.count ? starts[n + 1] : close
            if end > start + 1, tokens.isText(end - 1, ";") { end -= 1 }
            guard let variable = VariableDeclaration(tokens, from: start, to: end), variable.isVar else { continue }
            if variable.header.modifiers.contains(where: { ["static", "class", "lazy"].contains($0) }) { continue }
            // `@AnimatableIgnored` leaves it out; so does a property wrapper (any other attribute
            // but the concurrency and availability ones a stored property may carry).
            if variable.header.attributes.contains(where: { $0 != "MainActor" && $0 != "available" && $0 != "preconcurrency" }) { continue }
            for binding in variable.bindings where binding.accessors != .computed {
                guard let name = binding.name else { continue }
                if let type = binding.type {
                    result.append((name, type))
                } else if binding.initializerIsFloatLiteral {
                    result.append((name, "Double"))
                } else {
                    throw MacroError(
                        "@Animatable needs the type of `\(name)` written out (`var \(name): Double = …`), or mark it @AnimatableIgnored")
                }
            }
        }
        return result
    }
}

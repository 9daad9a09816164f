/// `@Entry var name: Type = value` inside `extension EnvironmentValues`: SwiftUI's shorthand for an
/// environment key. It makes a key type `__Key_name` whose `defaultValue` is the initial value
/// (nil for an optional without one), and a getter and setter that go through it. Inside
/// `extension ContainerValues` the key is a `ContainerValueKey`.
enum EntryMacro {
    static func accessors(of declaration: Syntax) throws -> [String] {
        guard let name = try binding(of: declaration).name else { return [] }
        return [
            "get { self[__Key_\(name).self] }",
            "set { self[__Key_\(name).self] = newValue }",
        ]
    }

    static func peers(of declaration: Syntax, lexicalContext: [Syntax]) throws -> [String] {
        let b = try binding(of: declaration)
        guard let name = b.name else { return [] }
        let value = b.initializer ?? (b.type.map { $0.hasSuffix("?") } == true ? "nil" : nil)
        guard let value else { throw MacroError("@Entry needs an initial value, e.g. @Entry var \(name): Int = 0") }
        let typeClause = b.type.map { ": \($0)" } ?? ""
        let keyProtocol = extendedTypeName(lexicalContext) == "ContainerValues" ? "ContainerValueKey" : "EnvironmentKey"
        return [
            """
            private struct __Key_\(name): \(keyProtocol) {
                static var defaultValue\(typeClause) { \(value) }
            }
            """,
        ]
    }

    /// The type the innermost enclosing extension extends (`EnvironmentValues`,
    /// `ContainerValues`), without a module prefix.
    private static func extendedTypeName(_ lexicalContext: [Syntax]) -> String? {
        for context in lexicalContext {
            let tokens = SwiftTokens(context.source)
            guard let keyword = DeclarationHeader(tokens, from: 0).keyword else { continue }
            var i = keyword
            guard tokens.isText(i, "extension") else { continue }
            var name: String?
            i += 1
            while i < tokens.count, !tokens.isText(i, "{"), !tokens.isText(i, ":"), !tokens.isText(i, "where") {
                if tokens[i].kind == .identifier { name = tokens.text(i) }
                i += 1
            }
            return name
        }
        return nil
    }

    /// The first binding of the variable declaration: its name, type and initial value as written.
    private static func binding(of declaration: Syntax) throws -> (name: String?, type: String?, initializer: String?) {
        let tokens = SwiftTokens(declaration.source)
        guard let variable = VariableDeclaration(tokens, from: 0), let first = variable.bindings.first else {
            throw MacroError("@Entry applies to a `var` inside an extension of EnvironmentValues or ContainerValues")
        }
        return (first.name, first.type, first.initializer)
    }
}

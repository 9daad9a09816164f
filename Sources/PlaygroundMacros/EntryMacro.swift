import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry var name: Type = value` inside `extension EnvironmentValues`: SwiftUI's shorthand for an
/// environment key. It makes a key type `__Key_name` whose `defaultValue` is the initial value
/// (nil for an optional without one), and a getter and setter that go through it.
public struct EntryMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let name = try binding(of: declaration).name else { return [] }
        return [
            "get { self[__Key_\(raw: name).self] }",
            "set { self[__Key_\(raw: name).self] = newValue }",
        ]
    }

    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let b = try binding(of: declaration)
        guard let name = b.name else { return [] }
        let value = b.initializer ?? (b.type.map { $0.hasSuffix("?") } == true ? "nil" : nil)
        guard let value else { throw EntryError("@Entry needs an initial value, e.g. @Entry var \(name): Int = 0") }
        let typeClause = b.type.map { ": \($0)" } ?? ""
        return [
            """
            private struct __Key_\(raw: name): EnvironmentKey {
                static var defaultValue\(raw: typeClause) { \(raw: value) }
            }
            """,
        ]
    }

    private static func binding(of declaration: some DeclSyntaxProtocol) throws -> (name: String?, type: String?, initializer: String?) {
        guard let v = declaration.as(VariableDeclSyntax.self), let b = v.bindings.first else {
            throw EntryError("@Entry applies to a `var` inside an extension of EnvironmentValues")
        }
        let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        let type = b.typeAnnotation?.type.trimmedDescription
        let initializer = b.initializer?.value.trimmedDescription
        return (name, type, initializer)
    }
}

struct EntryError: Error, CustomStringConvertible {
    let description: String
    init(_ d: String) { description = d }
}

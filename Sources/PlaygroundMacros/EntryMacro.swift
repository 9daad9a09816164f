import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry var name: Type = value` inside `extension EnvironmentValues`: SwiftUI's shorthand for an
/// environment key. It makes a key type `__Key_name` whose `defaultValue` is the initial value
/// (nil for an optional without one), and a getter and setter that go through it. Inside
/// `extension ContainerValues` the key is a `ContainerValueKey`.
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
        let keyProtocol = extendedTypeName(context) == "ContainerValues" ? "ContainerValueKey" : "EnvironmentKey"
        return [
            """
            private struct __Key_\(raw: name): \(raw: keyProtocol) {
                static var defaultValue\(raw: typeClause) { \(raw: value) }
            }
            """,
        ]
    }

    /// The type the declaration's enclosing extension extends (`EnvironmentValues`,
    /// `ContainerValues`), without a module prefix.
    private static func extendedTypeName(_ context: some MacroExpansionContext) -> String? {
        for node in context.lexicalContext {
            if let ext = node.as(ExtensionDeclSyntax.self) {
                return ext.extendedType.trimmedDescription.split(separator: ".").last.map(String.init)
            }
        }
        return nil
    }

    private static func binding(of declaration: some DeclSyntaxProtocol) throws -> (name: String?, type: String?, initializer: String?) {
        guard let v = declaration.as(VariableDeclSyntax.self), let b = v.bindings.first else {
            throw EntryError("@Entry applies to a `var` inside an extension of EnvironmentValues or ContainerValues")
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

import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview`, `#Preview("Name")`, `#Preview("Name", traits: .sizeThatFitsLayout, …)` with a
/// `@ViewBuilder` body.
///
/// The expansion is a private enum with a unique name holding:
/// - a `@MainActor @ViewBuilder` function with the body's statements (with `@Previewable`
///   declarations moved into a generated wrapper view, whose state they become);
/// - a record placed in the `playground_previews` linker section (Swift 6.3's `@section`/`@used`),
///   whose C function writes a `_PreviewEntry` (name, file, line, traits, view maker). The preview
///   runner (`PlaygroundPage.current.showPreviews(_:)`, `playground open`) finds every record of the
///   program through the section's `__start_`/`__stop_` symbols: no registration code, no scan.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        var name: ExprSyntax?
        var traits: [ExprSyntax] = []
        var body: ClosureExprSyntax?
        var afterTraits = false
        for argument in node.arguments {
            let label = argument.label?.text
            switch label {
            case nil where afterTraits:
                traits.append(argument.expression)
            case nil:
                if let closure = argument.expression.as(ClosureExprSyntax.self), name != nil || node.arguments.count == 1 {
                    body = closure
                } else {
                    name = argument.expression
                }
            case "traits":
                afterTraits = true
                traits.append(argument.expression)
            case "body":
                body = argument.expression.as(ClosureExprSyntax.self)
            default:
                throw MacroExpansionErrorMessage("#Preview: unexpected argument '\(label ?? "")'")
            }
        }
        if let trailing = node.trailingClosure { body = trailing }
        guard let body else {
            throw MacroExpansionErrorMessage("#Preview needs a body: #Preview { ContentView() }")
        }

        let namespace = context.makeUniqueName("Preview")

        // Split `@Previewable` declarations from the rest of the body.
        var previewables: [String] = []
        var rest: [String] = []
        for item in body.statements {
            if let variable = item.item.as(VariableDeclSyntax.self),
               variable.attributes.contains(where: { isPreviewable($0) }) {
                let kept = variable.attributes.filter { !isPreviewable($0) }
                previewables.append(variable.with(\.attributes, kept).trimmedDescription)
            } else {
                rest.append(item.trimmedDescription)
            }
        }

        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let fileID: ExprSyntax = location?.file ?? "#fileID"
        let line: ExprSyntax = location?.line ?? "#line"
        let nameArgument: ExprSyntax = name ?? "nil"
        let traitList = traits.map(\.trimmedDescription).joined(separator: ", ")
        let statements = rest.joined(separator: "\n")
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
        return ["""
        private enum \(namespace) {
        \(raw: bodyDecl)
        #if compiler(>=6.3)
        @section("playground_previews") @used
        static let __record: PlaygroundUI._PreviewRecord = (0x5052_5657, 1, { entry in
            PlaygroundUI._PreviewEntry._store(
                into: entry, name: \(nameArgument), fileID: \(fileID), line: \(line),
                traits: [\(raw: traitList)], makeView: { PlaygroundUI.AnyView(\(namespace).__body()) })
        })
        #endif
        }
        """]
    }

    private static func isPreviewable(_ element: AttributeListSyntax.Element) -> Bool {
        guard case .attribute(let attribute) = element else { return false }
        return attribute.attributeName.trimmedDescription == "Previewable"
    }
}

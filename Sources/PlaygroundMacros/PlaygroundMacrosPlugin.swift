import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plug-in that holds PlaygroundUI's macros (`#Preview`, `@Previewable`).
@main
struct PlaygroundMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self, PreviewableMacro.self]
}

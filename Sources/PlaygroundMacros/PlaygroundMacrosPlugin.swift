import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plug-in that holds PlaygroundUI's macros (`#Preview`, `@Previewable`, `@Entry`, `@Animatable`, `@AnimatableIgnored`).
@main
struct PlaygroundMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self, PreviewableMacro.self, EntryMacro.self, AnimatableMacro.self, AnimatableIgnoredMacro.self]
}

import Foundation

/// A preview of the view its body builds, as in SwiftUI: `#Preview { ContentView() }`,
/// `#Preview("Name") { … }`. `playground open File.swift` shows each `#Preview` as a scene, titled by
/// its name (unnamed ones by their line, "Line 12", as Xcode's canvas labels them).
///
/// The body may start with `@Previewable @State var …` declarations: they become the state of a
/// generated wrapper view, as in SwiftUI.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "PlaygroundMacros", type: "PreviewMacro")

/// A preview with traits: `#Preview(traits: .sizeThatFitsLayout) { … }`,
/// `#Preview("Wide", traits: .landscapeLeft) { … }`.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
                     _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
                     @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "PlaygroundMacros", type: "PreviewMacro")

/// Marks a dynamic property declared at the top of a `#Preview` body
/// (`@Previewable @State var on = false`), which `#Preview` turns into a wrapper view's own state.
@attached(peer)
public macro Previewable() = #externalMacro(module: "PlaygroundMacros", type: "PreviewableMacro")

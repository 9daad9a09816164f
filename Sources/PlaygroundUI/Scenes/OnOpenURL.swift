import Foundation

extension View {
    /// Runs `action` when the app is asked to open a URL (a link to the app, a file): accepted,
    /// never called here — nothing outside the program opens URLs in it (docs/semantics.md §33.2).
    nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }

    /// Which external events this view's scene handles: accepted and inert here (§33.2).
    nonisolated public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View { self }
}

extension Scene {
    /// Which external events open this scene: accepted and inert here (§33.2).
    nonisolated public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene { _InertSceneModifier(content: self) }
}

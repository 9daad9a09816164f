// Drag and drop between views and apps (docs/semantics.md §35.5) is not delivered here; what
// configures it compiles and changes nothing.

/// Whether a view opens when something dragged hovers over it (SwiftUI's `SpringLoadingBehavior`).
public struct SpringLoadingBehavior: Sendable, Equatable {
    let raw: UInt8
    /// The system's choice.
    public static let automatic = SpringLoadingBehavior(raw: 0)
    /// Opens when a drag hovers over it.
    public static let enabled = SpringLoadingBehavior(raw: 1)
    /// Never opens on a hovering drag.
    public static let disabled = SpringLoadingBehavior(raw: 2)
}

extension View {
    /// Whether controls inside open under a hovering drag (accepted and inert: no drag and drop here).
    nonisolated public func springLoadingBehavior(_ behavior: SpringLoadingBehavior) -> some View { self }
}

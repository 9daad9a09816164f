import Foundation

extension View {
    /// Shows or hides the background of the scrollable views inside — a `List`'s or a `Form`'s
    /// grey (or white) background; their rows' cards stay (SwiftUI's
    /// `scrollContentBackground(_:)`, docs/semantics.md §14.9). `.automatic` and `.visible` show it.
    nonisolated public func scrollContentBackground(_ visibility: Visibility) -> some View {
        modifier(_EnvironmentModifier { $0.hidesScrollContentBackground = visibility == .hidden })
    }
}

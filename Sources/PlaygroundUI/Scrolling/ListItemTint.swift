import Foundation

/// How a list tints its items (SwiftUI's `ListItemTint`, iOS 14): on iOS a sidebar list draws
/// its `Label`s' icons in it, or in the accent colour when none is set (docs/semantics.md §14.9).
public struct ListItemTint: Sendable, Equatable {
    enum Kind: Equatable { case monochrome, fixed(Color), preferred(Color) }
    let kind: Kind
    /// A grey tint (the secondary label colour here).
    public static let monochrome = ListItemTint(kind: .monochrome)
    /// This colour, which the system does not override.
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(kind: .fixed(tint)) }
    /// This colour, which the system may override (on macOS with the user's accent colour; on iOS
    /// it is used as it is).
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(kind: .preferred(tint)) }

    /// The colour an icon is drawn in.
    var color: Color {
        switch kind {
        case .monochrome: return .secondary
        case .fixed(let c), .preferred(let c): return c
        }
    }
}

private struct ListItemTintKey: EnvironmentKey { static let defaultValue: ListItemTint? = nil }

extension EnvironmentValues {
    /// The list item tint in force (nil: none set, the accent colour).
    var listItemTint: ListItemTint? {
        get { self[ListItemTintKey.self] }
        set { self[ListItemTintKey.self] = newValue }
    }
}

extension View {
    /// Sets the tint of the items of a list in this view; nil keeps the one in force.
    nonisolated public func listItemTint(_ tint: ListItemTint?) -> some View {
        transformEnvironment(\.listItemTint) { if let tint { $0 = tint } }
    }
    /// Sets a fixed tint colour for the items of a list in this view (`.fixed(tint)`); nil keeps
    /// the one in force.
    nonisolated public func listItemTint(_ tint: Color?) -> some View {
        listItemTint(tint.map { ListItemTint.fixed($0) })
    }
}

import Foundation

/// Which of the system's own toolbar items a `DefaultToolbarItem` places (SwiftUI's
/// `ToolbarDefaultItemKind`): `.title` (iOS 18) the navigation title and subtitle, `.search`
/// (iOS 26) the search field of a `searchable` view, `.sidebarToggle` the split view's sidebar
/// button.
public struct ToolbarDefaultItemKind: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case title, search, sidebarToggle }
    let kind: Kind
    public static let title = ToolbarDefaultItemKind(kind: .title)
    public static let search = ToolbarDefaultItemKind(kind: .search)
    public static let sidebarToggle = ToolbarDefaultItemKind(kind: .sidebarToggle)
}

/// Moves one of the system's own toolbar items to `placement` among the program's items
/// (iOS 18; `kind: .search` from iOS 26, the way to put the search field in the bottom bar on an
/// iPhone). Accepted, and places nothing here: the title stays in the navigation bar, the search
/// field where `searchable` draws it (above the view, §23.11), the sidebar button where the
/// split view draws it (README, differences). The program's other items keep their places.
public struct DefaultToolbarItem: ToolbarContent, CustomizableToolbarContent {
    public typealias Body = Never
    let kind: ToolbarDefaultItemKind
    let placement: ToolbarItemPlacement
    public init(kind: ToolbarDefaultItemKind, placement: ToolbarItemPlacement = .automatic) {
        self.kind = kind
        self.placement = placement
    }
    public var body: Never { fatalError("DefaultToolbarItem has no body") }
    @MainActor public func _entries(into entries: inout [_ToolbarEntry]) {}
}

extension DefaultToolbarItem: _ToolbarItemsOfData {}

/// How a search field in a toolbar is shown (iOS 26's `SearchToolbarBehavior`).
public struct SearchToolbarBehavior: Hashable, Sendable {
    let minimizes: Bool
    /// The system's choice: a full field.
    public static let automatic = SearchToolbarBehavior(minimizes: false)
    /// A button that opens into the field when tapped.
    public static let minimize = SearchToolbarBehavior(minimizes: true)
}

extension View {
    /// Asks for the search field in a toolbar to be shown as `behavior` says (iOS 26). Accepted
    /// and ignored here: the field is always shown whole (README, differences).
    nonisolated public func searchToolbarBehavior(_ behavior: SearchToolbarBehavior) -> some View {
        self
    }
}

// iOS 18's navigation transitions (docs/semantics.md §35.6): `.zoom` grows a pushed or presented
// view out of the view marked `matchedTransitionSource`. Here they compile and change nothing: a
// pushed view slides in as with `.automatic`, a presented one rises as a sheet.

/// How a view pushed onto a navigation stack or presented comes in.
public struct NavigationTransition: Sendable {
    let zooms: Bool
    /// The platform's transition (a push slides, a sheet rises).
    public static var automatic: NavigationTransition { NavigationTransition(zooms: false) }
    /// Zooms out of the view marked with `matchedTransitionSource(id:in:)` (drawn as `.automatic`
    /// here).
    public static func zoom<ID: Hashable>(sourceID: ID, in namespace: Namespace.ID) -> NavigationTransition {
        NavigationTransition(zooms: true)
    }
}

extension View {
    /// The transition this view comes in with when pushed or presented (accepted and inert).
    nonisolated public func navigationTransition(_ transition: NavigationTransition) -> some View { self }
    /// Marks this view as where a zoom transition with `id` starts (accepted and inert).
    nonisolated public func matchedTransitionSource<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { self }
}

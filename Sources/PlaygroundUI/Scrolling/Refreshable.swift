import Foundation

/// The action `refreshable(action:)` gives the scroll views and lists inside (SwiftUI's
/// `RefreshAction`, read as `@Environment(\.refresh)` in SwiftUI).
public struct RefreshAction: @unchecked Sendable, Equatable {
    let action: @MainActor @Sendable () async -> Void
    /// Runs the refresh and returns when it has finished.
    @MainActor public func callAsFunction() async { await action() }
    /// Closures cannot be compared: any two actions count as equal (the scroll view takes the
    /// newest at every build).
    public static func == (a: RefreshAction, b: RefreshAction) -> Bool { true }
}

extension View {
    /// Lets scroll views and lists inside refresh by pulling them down past the top: a spinner
    /// shows while `action` runs (docs/semantics.md §14.10).
    ///
    /// The action runs on the main actor (SwiftUI's parameter is a plain `@Sendable` closure, which
    /// Swift runs off the main actor; SwiftUI tolerates `@State` changes from there, this engine
    /// only on the main thread), so closures written in a view change state safely.
    nonisolated public func refreshable(action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        let refresh = RefreshAction(action: action)
        return modifier(_EnvironmentModifier { $0.refresh = refresh })
    }
}

/// Pull-to-refresh metrics (docs/semantics.md §14.10).
enum RefreshMetrics {
    /// How far the content must be pulled (as shown, past the top) for a release to refresh.
    static let trigger: CGFloat = 60
    /// Where the content rests while refreshing: the spinner's band.
    static let restHeight: CGFloat = 60
    /// The spinner (`SpinnerDots`) on a 10-pt circle.
    static let radius: CGFloat = 10
    static let dotSize: CGFloat = 3.5
}

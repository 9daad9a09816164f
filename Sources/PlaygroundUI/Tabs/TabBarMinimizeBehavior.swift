import Foundation

/// When an iOS 26 tab bar shrinks to its selected tab as content scrolls (docs/semantics.md
/// §17.10). Accepted; the tab bar here never minimizes (README, differences).
public struct TabBarMinimizeBehavior: Hashable, Sendable {
    let kind: Int
    /// The platform's choice (on iPhone: never).
    public static let automatic = TabBarMinimizeBehavior(kind: 0)
    /// The bar keeps its size.
    public static let never = TabBarMinimizeBehavior(kind: 1)
    /// The bar minimizes when content scrolls down.
    public static let onScrollDown = TabBarMinimizeBehavior(kind: 2)
    /// The bar minimizes when content scrolls up.
    public static let onScrollUp = TabBarMinimizeBehavior(kind: 3)
}

extension View {
    /// Sets when the tab bar minimizes (iOS 26). Does nothing here: the tab bar keeps its size.
    nonisolated public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View { self }
}

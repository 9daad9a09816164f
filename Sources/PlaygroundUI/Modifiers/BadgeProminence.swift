// `badgeProminence(_:)` (iOS 17; docs/semantics.md §35.6): how loudly list rows and tabs show
// their badges. Compiles and changes nothing: badges are drawn in the standard look.

/// How prominent a badge is.
public struct BadgeProminence: Hashable, Sendable {
    let raw: UInt8
    /// The standard look.
    public static let standard = BadgeProminence(raw: 0)
    /// More prominent: a filled red badge in list rows.
    public static let increased = BadgeProminence(raw: 1)
    /// Less prominent.
    public static let decreased = BadgeProminence(raw: 2)
}

extension View {
    /// Sets the prominence of badges inside (accepted and inert: the standard look is drawn).
    nonisolated public func badgeProminence(_ prominence: BadgeProminence) -> some View { self }
}

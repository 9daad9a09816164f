import Foundation

// iOS 26's scroll edge effects (docs/semantics.md §17.10). On iOS a scroll view fades or blurs
// its content where it passes under a bar; here no scroll edge effect is drawn, so these are
// accepted and change nothing (README, differences).

/// How a scroll view's content is drawn where it meets a bar (iOS 26): `.automatic`, `.hard`
/// (a line, nearly opaque) or `.soft` (a blurred fade). Accepted; not drawn here.
public struct ScrollEdgeEffectStyle: Hashable, Sendable {
    let kind: Int
    /// The platform's choice.
    public static var automatic: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(kind: 0) }
    /// A sharp, nearly opaque edge.
    public static var hard: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(kind: 1) }
    /// A subtle, blurred edge.
    public static var soft: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(kind: 2) }
}

extension View {
    /// Sets the scroll edge effect's style on `edges` (iOS 26). Does nothing here: no scroll edge
    /// effect is drawn.
    nonisolated public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) -> some View {
        self
    }
    /// Hides the scroll edge effect on `edges` (iOS 26). Does nothing here: no scroll edge effect
    /// is drawn.
    nonisolated public func scrollEdgeEffectHidden(_ hidden: Bool = true, for edges: Edge.Set = .all) -> some View {
        self
    }
}

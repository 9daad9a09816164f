import Foundation

/// How a view's content changes when it is replaced in an animated transaction (SwiftUI's
/// `ContentTransition`): `.opacity`, `.interpolate`, `.numericText()`, `.symbolEffect(.replace)`.
/// Accepted and inert here: the new content shows at once, whatever the transition (§19.4).
public struct ContentTransition: Equatable, Sendable {
    private enum Kind: Equatable, Sendable { case identity, opacity, interpolate, numericText, symbolEffect }
    private let kind: Kind

    /// The new content replaces the old at once.
    public static let identity = ContentTransition(kind: .identity)
    /// The old content fades out as the new fades in.
    public static let opacity = ContentTransition(kind: .opacity)
    /// Text and symbols blend between their shapes.
    public static let interpolate = ContentTransition(kind: .interpolate)
    /// Digits roll, upward or (`countsDown`) downward.
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(kind: .numericText) }
    /// Digits roll in the direction `value` changed.
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(kind: .numericText) }
    /// A symbol replaced by another with the default symbol effect.
    public static var symbolEffect: ContentTransition { ContentTransition(kind: .symbolEffect) }
    /// A symbol replaced by another with `effect` (`.replace`, `.replace.downUp`, …).
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition {
        ContentTransition(kind: .symbolEffect)
    }
}

extension View {
    /// How the content inside changes when it is replaced (SwiftUI's `contentTransition(_:)`).
    /// Accepted and inert: the new content shows at once here (docs/semantics.md §19.4).
    nonisolated public func contentTransition(_ transition: ContentTransition) -> some View { self }
}

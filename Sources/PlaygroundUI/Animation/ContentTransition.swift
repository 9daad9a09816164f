import Foundation

/// How a view's content changes when it is replaced in an animated transaction (SwiftUI's
/// `ContentTransition`; docs/semantics.md §7.11). A `Text` whose words change under an animation
/// cross-fades from the old words to the new (`.opacity`, and `.interpolate`, which blends only
/// identical strings and otherwise fades); `.numericText()` rolls the characters that changed,
/// up or (`countsDown`) down, and slides the ones that stayed; `.identity` shows the new words at
/// once. Symbols (`.symbolEffect`) change at once here.
public struct ContentTransition: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case identity, opacity, interpolate, numericText, symbolEffect }
    let kind: Kind
    /// `.numericText(countsDown:)`'s direction.
    let countsDown: Bool
    /// `.numericText(value:)`'s value: the direction is that of its change.
    let value: Double?

    init(kind: Kind, countsDown: Bool = false, value: Double? = nil) {
        self.kind = kind; self.countsDown = countsDown; self.value = value
    }

    /// The new content replaces the old at once.
    public static let identity = ContentTransition(kind: .identity)
    /// The old content fades out as the new fades in.
    public static let opacity = ContentTransition(kind: .opacity)
    /// Text and symbols blend between their shapes where they can (the same string), and fade
    /// otherwise; here they always fade.
    public static let interpolate = ContentTransition(kind: .interpolate)
    /// The characters that change roll, upward or (`countsDown`) downward.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(kind: .numericText, countsDown: countsDown)
    }
    /// The characters that change roll in the direction `value` changed (up when it grew).
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(kind: .numericText, value: value) }
    /// A symbol replaced by another with the default symbol effect (shows the new one at once here).
    public static var symbolEffect: ContentTransition { ContentTransition(kind: .symbolEffect) }
    /// A symbol replaced by another with `effect` (`.replace`, `.replace.downUp`, …): shows the new
    /// one at once here.
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition {
        ContentTransition(kind: .symbolEffect)
    }
}

struct ContentTransitionKey: EnvironmentKey { static var defaultValue: ContentTransition { .opacity } }

extension EnvironmentValues {
    /// How views inside change their content in an animated transaction (`.opacity` unless set).
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] }
        set { self[ContentTransitionKey.self] = newValue }
    }
}

extension View {
    /// How the text inside changes when its words are replaced in an animated transaction
    /// (docs/semantics.md §7.11).
    nonisolated public func contentTransition(_ transition: ContentTransition) -> some View {
        modifier(_EnvironmentModifier { $0[ContentTransitionKey.self] = transition })
    }
}

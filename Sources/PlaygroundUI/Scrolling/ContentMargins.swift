import Foundation

// iOS 17's `contentMargins` (docs/semantics.md §14.19): room a scroll view inside keeps around
// its content, on top of the safe area. Along the scrolled axes the content rests inside the
// margins and scrolls under them (a carousel shows its neighbours' edges in them); across, the
// content is offered the room inside them.

/// Where content margins apply (SwiftUI's `ContentMarginPlacement`).
public struct ContentMarginPlacement: Equatable, Sendable {
    let content: Bool
    let indicators: Bool
    /// The content and the scroll indicators of a scroll view.
    public static let automatic = ContentMarginPlacement(content: true, indicators: true)
    /// The content only.
    public static let scrollContent = ContentMarginPlacement(content: true, indicators: false)
    /// The scroll indicators only.
    public static let scrollIndicators = ContentMarginPlacement(content: false, indicators: true)
}

/// The margins set per edge, for the content and for the indicators: the innermost modifier that
/// names an edge sets it.
struct ContentMargins: Equatable {
    struct Edges: Equatable {
        var top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0
        var insets: EdgeInsets { EdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing) }
        mutating func set(_ edges: Edge.Set, _ insets: EdgeInsets) {
            if edges.contains(.top) { top = insets.top }
            if edges.contains(.leading) { leading = insets.leading }
            if edges.contains(.bottom) { bottom = insets.bottom }
            if edges.contains(.trailing) { trailing = insets.trailing }
        }
    }
    var content = Edges()
    var indicators = Edges()
}

struct ContentMarginsKey: EnvironmentKey { static var defaultValue: ContentMargins { ContentMargins() } }

extension View {
    /// Adds `insets` on `edges` around the content of scroll views inside, for `placement`
    /// (iOS 17, §14.19). A `List` keeps its own insets here.
    nonisolated public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets,
                                           for placement: ContentMarginPlacement = .automatic) -> some View {
        modifier(_EnvironmentModifier { env in
            var m = env[ContentMarginsKey.self]
            if placement.content { m.content.set(edges, insets) }
            if placement.indicators { m.indicators.set(edges, insets) }
            env[ContentMarginsKey.self] = m
        })
    }
    /// Adds `length` on `edges` around the content of scroll views inside (nil: the platform's
    /// margin, none for a scroll view), for `placement` (iOS 17, §14.19).
    nonisolated public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?,
                                           for placement: ContentMarginPlacement = .automatic) -> some View {
        let l = length ?? 0
        return contentMargins(edges, EdgeInsets(top: l, leading: l, bottom: l, trailing: l), for: placement)
    }
    /// Adds `length` on every edge around the content of scroll views inside (iOS 17, §14.19).
    nonisolated public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }
}

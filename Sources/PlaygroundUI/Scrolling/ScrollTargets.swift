import Foundation

// iOS 17's scroll targets (docs/semantics.md §14.6): a scroll view can rest on its views'
// edges (`.viewAligned`) or on whole pages (`.paging`) instead of wherever a fling ends. Here
// they compile and change nothing: a scroll view rests where its deceleration ends.

/// How a scroll view chooses where to rest (SwiftUI's `ScrollTargetBehavior`).
public protocol ScrollTargetBehavior {}

/// Rest with a view's edge at the scroll view's edge (`.viewAligned`): accepted, inert here.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How many views one fling may pass.
    public struct LimitBehavior: Sendable {
        public static let automatic = LimitBehavior()
        public static let always = LimitBehavior()
        public static let never = LimitBehavior()
        public static let alwaysByFew = LimitBehavior()
        public static let alwaysByOne = LimitBehavior()
    }
    public init(limitBehavior: LimitBehavior = .automatic) {}
}

/// Rest on whole pages of the scroll view's size (`.paging`): accepted, inert here.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { .init() }
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        .init(limitBehavior: limitBehavior)
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { .init() }
}

extension View {
    /// Where a scroll view inside rests after a fling: accepted, inert here (§14.6).
    nonisolated public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { self }
    /// Marks this layout's views as the targets of `.viewAligned`: accepted, inert here (§14.6).
    nonisolated public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }
    /// Lets a scroll view's content draw outside its bounds: accepted, inert here (content is
    /// clipped to the scroll view) (§14.6).
    nonisolated public func scrollClipDisabled(_ disabled: Bool = true) -> some View { self }
}

/// How prominent a section's header is (SwiftUI's `Prominence`).
public enum Prominence: Hashable, Sendable { case standard, increased }

extension View {
    /// A list section header's prominence (`.increased`: larger, in the label colour on iOS):
    /// accepted, inert here — headers keep the standard look (§14.9).
    nonisolated public func headerProminence(_ prominence: Prominence) -> some View { self }
}

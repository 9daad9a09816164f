import Foundation

/// Which section views stay pinned while a lazy stack or grid scrolls: section headers stick to
/// the top (leading) edge of the visible region while their section passes, footers to its bottom
/// (trailing) edge.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A vertical stack that builds and lays out only the rows near the visible region (SwiftUI's
/// `LazyVStack`): a `ForEach` of 100,000 rows in a `ScrollView` builds the few on screen. Rows
/// that scroll away keep their state. It fills the proposed width. Content views other than
/// `ForEach`, `Group`, `if` and tuples of them are one row each (a custom view whose body is a
/// ForEach is built whole).
public struct LazyVStack<Content: View> {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.pinnedViews = pinnedViews; self.content = content()
    }
}

/// The horizontal `LazyVStack` (SwiftUI's `LazyHStack`).
public struct LazyHStack<Content: View> {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.pinnedViews = pinnedViews; self.content = content()
    }
}

extension LazyVStack: View, PrimitiveView {
    public static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        LazyStackNode.build(.vertical, view.spacing, view.alignment.fraction, view.content, graph, &slot,
                            pinsHeaders: view.pinnedViews.contains(.sectionHeaders),
                            pinsFooters: view.pinnedViews.contains(.sectionFooters))
    }
}

extension LazyHStack: View, PrimitiveView {
    public static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        LazyStackNode.build(.horizontal, view.spacing, view.alignment.fraction, view.content, graph, &slot,
                            pinsHeaders: view.pinnedViews.contains(.sectionHeaders),
                            pinsFooters: view.pinnedViews.contains(.sectionFooters))
    }
}

import Foundation

/// A lane of a lazy grid: a column of `LazyVGrid` or a row of `LazyHGrid` (SwiftUI's `GridItem`).
public struct GridItem: Sendable, Equatable {
    /// How wide a lane is.
    public enum Size: Sendable, Equatable {
        /// Exactly this long.
        case fixed(CGFloat)
        /// A share of the space left, between the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many lanes of at least `minimum` as fit in its share.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    public var size: Size
    /// Space after this lane (nil: 8 pt).
    public var spacing: CGFloat?
    /// Where cells sit in this lane (nil: centred).
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size; self.spacing = spacing; self.alignment = alignment
    }

    static let defaultSpacing: CGFloat = 8

    /// The lanes `items` make in `length` (docs/semantics.md §14.8): fixed items take their
    /// length; the others, in order, each share what is left equally — a flexible item clamps its
    /// share to its bounds, an adaptive one splits its share into as many lanes of at least its
    /// minimum as fit. Without a length (an ideal-size query) flexible and adaptive items take
    /// their minimum.
    static func resolve(_ items: [GridItem], in length: CGFloat?) -> LazyStackNode.LaneLayout {
        var layout = LazyStackNode.LaneLayout(cross: -1, widths: [], offsets: [], items: [], total: 0)
        guard !items.isEmpty else { return LazyStackNode.LaneLayout() }
        let spacings = items.map { $0.spacing ?? defaultSpacing }
        let spacing: CGFloat = spacings.dropLast().reduce(0, +)
        var remaining: CGFloat?
        if let length, length.isFinite { remaining = length - spacing }
        for item in items { if case .fixed(let w) = item.size { remaining = remaining.map { $0 - w } } }
        var flexibleLeft = items.filter { if case .fixed = $0.size { return false } else { return true } }.count
        var lanes: [(width: CGFloat, item: Int, spacingAfter: CGFloat)] = []
        for (i, item) in items.enumerated() {
            switch item.size {
            case .fixed(let w):
                lanes.append((max(w, 0), i, spacings[i]))
            case .flexible(let minimum, let maximum):
                // An unbounded proposal (a stack probing how far the grid can grow) gives each
                // flexible lane its maximum: a grid of `.flexible()` lanes is as greedy across
                // as a Color, so a stack offers it its share (§14.8).
                let share = remaining.map { $0 / CGFloat(max(flexibleLeft, 1)) } ?? (length == .infinity ? maximum : minimum)
                let w = min(max(share, minimum), maximum)
                lanes.append((w, i, spacings[i]))
                remaining = remaining.map { $0 - w }
                flexibleLeft -= 1
            case .adaptive(let minimum, let maximum):
                let share = remaining.map { $0 / CGFloat(max(flexibleLeft, 1)) } ?? minimum
                let s = spacings[i]
                let n = max(1, Int(((share + s) / (max(minimum, 1) + s)).rounded(.down)))
                let w = min(max((share - CGFloat(n - 1) * s) / CGFloat(n), minimum), maximum)
                for k in 0..<n { lanes.append((w, i, k < n - 1 ? s : spacings[i])) }
                remaining = remaining.map { $0 - (w * CGFloat(n) + CGFloat(n - 1) * s) }
                flexibleLeft -= 1
            }
        }
        var x: CGFloat = 0
        for (k, lane) in lanes.enumerated() {
            layout.widths.append(lane.width)
            layout.offsets.append(x)
            layout.items.append(lane.item)
            x += lane.width + (k < lanes.count - 1 ? lane.spacingAfter : 0)
        }
        layout.total = x
        return layout
    }
}

/// A grid that grows vertically, creating its rows only as they come near the visible region
/// (SwiftUI's `LazyVGrid`). `spacing` is between rows; lanes carry their own.
public struct LazyVGrid<Content: View> {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns; self.alignment = alignment; self.spacing = spacing
        self.pinnedViews = pinnedViews; self.content = content()
    }
}

/// A grid that grows horizontally (SwiftUI's `LazyHGrid`).
public struct LazyHGrid<Content: View> {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows; self.alignment = alignment; self.spacing = spacing
        self.pinnedViews = pinnedViews; self.content = content()
    }
}

extension LazyVGrid: View, PrimitiveView {
    public static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        LazyStackNode.build(.vertical, view.spacing, view.alignment.fraction, view.content, graph, &slot, grid: view.columns,
                            pinsHeaders: view.pinnedViews.contains(.sectionHeaders),
                            pinsFooters: view.pinnedViews.contains(.sectionFooters))
    }
}

extension LazyHGrid: View, PrimitiveView {
    public static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        LazyStackNode.build(.horizontal, view.spacing, view.alignment.fraction, view.content, graph, &slot, grid: view.rows,
                            pinsHeaders: view.pinnedViews.contains(.sectionHeaders),
                            pinsFooters: view.pinnedViews.contains(.sectionFooters))
    }
}

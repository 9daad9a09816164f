import Foundation

// iOS 18's `onScrollGeometryChange(for:of:action:)` (docs/semantics.md §14.17): a value computed
// from the geometry of the scroll view the modifier is applied to, and an action when it changes.

/// The geometry of a scroll view (iOS 18), measured as UIKit measures a scroll view: the content
/// offset is the visible region's origin in the content, `-contentInsets.top` at rest at the top
/// under a bar.
public struct ScrollGeometry: Equatable, Sendable, CustomDebugStringConvertible {
    /// How far the content is scrolled: the point of the content at the container's top-leading
    /// corner (negative while the content rests below an inset).
    public var contentOffset: CGPoint
    /// The size of the content, which may be smaller or larger than the container.
    public var contentSize: CGSize
    /// The insets of the content in the container (its safe area, content margins).
    public var contentInsets: EdgeInsets
    /// The size of the scroll view.
    public var containerSize: CGSize

    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    /// The part of the content that can be seen: the container at the content offset.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
    /// The container's bounds in the content's coordinates (the visible rect).
    public var bounds: CGRect { visibleRect }

    public var debugDescription: String {
        "ScrollGeometry(contentOffset: \(contentOffset), contentSize: \(contentSize), contentInsets: \(contentInsets), containerSize: \(containerSize))"
    }
}

extension ScrollNode {
    /// This scroll view's geometry as `ScrollGeometry` reports it.
    var geometry: ScrollGeometry {
        ScrollGeometry(contentOffset: CGPoint(x: offset.x - contentInsets.leading, y: offset.y - contentInsets.top),
                       contentSize: contentSize, contentInsets: contentInsets, containerSize: frame.size)
    }
}

/// `onScrollGeometryChange`: after each layout of its content, the first scroll view in it is
/// measured and the watched value compared with the last one (kept typed by the node: no cast
/// per scroll).
struct _ScrollGeometryChangeModifier<T: Equatable> {
    let transform: (ScrollGeometry) -> T
    let action: (T, T) -> Void
}

extension _ScrollGeometryChangeModifier: PrimitiveModifier {
    static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        b.modifierNode(&slot, content, { ScrollGeometryChangeNode<T>() }) { $0.modifier = m }
    }
}

@MainActor
final class ScrollGeometryChangeNode<T: Equatable>: ModifierNode {
    @exclusivity(unchecked) var modifier: _ScrollGeometryChangeModifier<T>?
    /// The value last computed (nil before the first layout).
    @exclusivity(unchecked) private var last: T?

    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) {
        super.placeNode(rect, ctx)
        guard let m = modifier, let scroll = ScrollPositionNode.firstScrollNode(in: content) else { return }
        let value = m.transform(scroll.geometry)
        defer { last = value }
        guard let old = last, old != value else { return }
        let action = m.action
        ctx.graph.lifecycle.add { action(old, value) }
    }
}

extension View {
    /// Runs `action` with the old and new value `transform` computes from the geometry of the
    /// scroll view this modifier is applied to (the first one inside it), whenever that value
    /// changes: scrolling, content that grows, a container that resizes (iOS 18). The value the
    /// first layout gives is the starting point, not a change.
    nonisolated public func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        nonisolated(unsafe) let transform = transform, action = action
        return modifier(_ScrollGeometryChangeModifier(transform: transform, action: action))
    }
}

import Foundation

// iOS 18's `onScrollPhaseChange` (docs/semantics.md §14.20): what a scroll view is doing — still,
// dragged, decelerating after a drag, or animating to a place the program asked for — and an
// action when that changes.

/// The state of a scroll view's motion (SwiftUI's `ScrollPhase`).
public enum ScrollPhase: Equatable, Hashable, Sendable, CustomDebugStringConvertible {
    /// Nothing is scrolling.
    case idle
    /// A finger is on the content but has not started a scroll (not reported here: a press
    /// becomes a scroll after 10 pt, §14.2).
    case tracking
    /// The user is dragging the content.
    case interacting
    /// The user has let go and the content moves on toward where it rests: a fling, a glide to a
    /// scroll target, a spring back from past an edge.
    case decelerating
    /// The content moves to a place the program chose (`ScrollViewReader`, `scrollPosition`)
    /// with an animation.
    case animating

    /// Whether the scroll view is scrolling (any phase but `idle`).
    public var isScrolling: Bool { self != .idle }

    public var debugDescription: String {
        switch self {
        case .idle: "idle"
        case .tracking: "tracking"
        case .interacting: "interacting"
        case .decelerating: "decelerating"
        case .animating: "animating"
        }
    }
}

/// What an `onScrollPhaseChange` action is told besides the phases.
public struct ScrollPhaseChangeContext {
    /// The scroll view's geometry when the phase changed.
    public var geometry: ScrollGeometry
    /// The content's velocity along it (points per second) when it is known: while it
    /// decelerates.
    public var velocity: CGVector?
}

/// `onScrollPhaseChange`'s action, kept by the modifier's node.
struct _ScrollPhaseChangeModifier {
    let action: (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void
}

extension _ScrollPhaseChangeModifier: PrimitiveModifier {
    static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        b.modifierNode(&slot, content, { ScrollPhaseChangeNode() }) { $0.modifier = m }
    }
}

/// Watches the first scroll view in its content (found at each placement): the scroll view tells
/// it when its phase changes.
@MainActor
final class ScrollPhaseChangeNode: ModifierNode {
    @exclusivity(unchecked) var modifier: _ScrollPhaseChangeModifier?
    @exclusivity(unchecked) private weak var watched: ScrollNode?

    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) {
        super.placeNode(rect, ctx)
        let scroll = ScrollPositionNode.firstScrollNode(in: content)
        guard scroll !== watched else { return }
        watched?.phaseWatchers.removeAll { $0.node === self || $0.node == nil }
        watched = scroll
        scroll?.phaseWatchers.append(WeakPhaseWatcher(node: self))
    }

    /// Queues the action with `scroll`'s geometry and velocity now.
    func phaseChanged(from old: ScrollPhase, to new: ScrollPhase, _ scroll: ScrollNode, _ graph: _ViewGraph) {
        guard let m = modifier else { return }
        let context = ScrollPhaseChangeContext(geometry: scroll.geometry, velocity: scroll.velocity.map { CGVector(dx: $0.x, dy: $0.y) })
        graph.lifecycle.add { m.action(old, new, context) }
        graph.lifecyclePending = true
    }
}

struct WeakPhaseWatcher {
    weak var node: ScrollPhaseChangeNode?
}

extension View {
    /// Runs `action` with the old and new phase when the phase of the first scroll view in this
    /// view changes (iOS 18, §14.20).
    nonisolated public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase) -> Void) -> some View {
        nonisolated(unsafe) let action = action
        return modifier(_ScrollPhaseChangeModifier { old, new, _ in action(old, new) })
    }
    /// Runs `action` with the old and new phase and the scroll view's geometry and velocity when
    /// the phase of the first scroll view in this view changes (iOS 18, §14.20).
    nonisolated public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void) -> some View {
        nonisolated(unsafe) let action = action
        return modifier(_ScrollPhaseChangeModifier(action: action))
    }
}

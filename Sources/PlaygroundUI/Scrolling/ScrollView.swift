import Foundation

/// A scrollable view (SwiftUI's `ScrollView`): its content is laid out at its ideal length along
/// the scrolled axes and clipped to the scroll view's bounds. The content is one view: several
/// views are stacked in an implicit VStack whatever the axes, and a modifier on them wraps that
/// VStack once (docs/semantics.md §31.6).
///
/// It takes the whole proposal along its scrolled axes and fits its content across them. The
/// content offset moves the content's frames, so `GeometryProxy.frame(in:)` and anchors inside
/// report scrolled positions and preference observers fire while it scrolls (docs/semantics.md §14).
/// Scrolls by mouse wheel or trackpad, by dragging with the mouse or a finger (with a fling that
/// decelerates and a rubber band past the edges), and by `ScrollViewProxy.scrollTo`.
public struct ScrollView<Content: View> {
    public var content: Content
    /// The scrollable axes.
    public var axes: Axis.Set
    /// Whether the scroll indicators show while scrolling.
    public var showsIndicators: Bool

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }
}

extension ScrollView: View, PrimitiveView {
    public static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        let node = graph.reuse(&slot) { graph.scrolling.register(ScrollNode()) }
        node.configure(axes: view.axes, showsIndicators: view.showsIndicators, readsMargins: true, graph)
        graph.buildOneView(view.content, .vstack, &node.content)   // one view, a VStack whatever the axes (§31.6)
    }
}

/// When scroll indicators show (`scrollIndicators(_:axes:)`).
public struct ScrollIndicatorVisibility: Equatable, Sendable {
    let hidden: Bool
    /// The platform's default: shown while scrolling.
    public static let automatic = ScrollIndicatorVisibility(hidden: false)
    /// Shown while scrolling (as `automatic` here; iOS keeps them visible in some contexts).
    public static let visible = ScrollIndicatorVisibility(hidden: false)
    /// Hidden (a platform may still show them for some input; here never).
    public static let hidden = ScrollIndicatorVisibility(hidden: true)
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(hidden: true)
}

/// How scrolling dismisses the keyboard (`scrollDismissesKeyboard(_:)`). Accepted and ignored:
/// there is no on-screen keyboard here.
public struct ScrollDismissesKeyboardMode: Equatable, Sendable {
    let raw: Int
    public static let automatic = ScrollDismissesKeyboardMode(raw: 0)
    public static let immediately = ScrollDismissesKeyboardMode(raw: 1)
    public static let interactively = ScrollDismissesKeyboardMode(raw: 2)
    public static let never = ScrollDismissesKeyboardMode(raw: 3)
}

extension View {
    /// Shows or hides the scroll indicators of scroll views inside. `axes` is accepted; the
    /// visibility applies to both axes here.
    nonisolated public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        modifier(_EnvironmentWriteModifier<ScrollIndicatorsHiddenWrite>(visibility.hidden))
    }
    /// Disables scrolling of scroll views inside (drags and wheel steps pass through).
    nonisolated public func scrollDisabled(_ disabled: Bool) -> some View {
        modifier(_EnvironmentWriteModifier<ScrollEnabledWrite>(!disabled))
    }
    /// Accepted and ignored: there is no on-screen keyboard to dismiss.
    nonisolated public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        modifier(_EnvironmentModifier { _ in })
    }
}

/// `scrollIndicators(_:axes:)`'s and `scrollDisabled(_:)`'s writes (`_EnvironmentWrite`).
enum ScrollIndicatorsHiddenWrite: _EnvironmentWrite { static func write(_ v: Bool, to e: inout EnvironmentValues) { e.scrollIndicatorsHidden = v } }
enum ScrollEnabledWrite: _EnvironmentWrite { static func write(_ v: Bool, to e: inout EnvironmentValues) { e.isScrollEnabled = v } }

import Foundation

// iOS 26's `safeAreaBar` (docs/semantics.md §17.10).

extension View {
    /// Shows `content` as a bar at the top or bottom edge, shrinking this view's safe area by its
    /// height plus `spacing`, as `safeAreaInset(edge:alignment:spacing:content:)` does. On iOS
    /// the bar also gets the scroll edge effect of a scroll view under it; here no scroll edge
    /// effect is drawn (README, differences).
    nonisolated public func safeAreaBar<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center,
                                                 spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
    }
    /// Shows `content` as a bar at the leading or trailing edge (see the vertical form).
    nonisolated public func safeAreaBar<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center,
                                                 spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
    }
}

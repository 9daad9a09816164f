import Foundation

/// Mirrors its content's drawing in a right-to-left environment (§21.7).
package struct _FlipsForRightToLeftModifier {
    let enabled: Bool
    @Environment(\.layoutDirection) var direction
}

extension _FlipsForRightToLeftModifier: ViewModifier {
    public func body(content: Content) -> some View {
        content.scaleEffect(x: enabled && direction == .rightToLeft ? -1 : 1, y: 1)
    }
}

extension View {
    /// Mirrors this view's drawing horizontally when the layout direction is right-to-left
    /// (a directional arrow or icon). Views are not mirrored otherwise: right-to-left layout
    /// moves them, it does not flip what they draw (§21.7).
    nonisolated public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        modifier(_FlipsForRightToLeftModifier(enabled: enabled))
    }
}

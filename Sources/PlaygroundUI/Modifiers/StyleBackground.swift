import Foundation

// Backgrounds and overlays painted with a style (a colour, gradient or material), filling the
// view's bounds or a shape in them (docs/semantics.md §17.4).
extension View {
    /// The view's bounds filled with `style` behind it. As in SwiftUI, the fill reaches into the
    /// safe area on `edges` where the view touches it (`.background(Color.red)` is this form).
    @inlinable nonisolated public consuming func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(Rectangle().fill(style).ignoresSafeArea(.container, edges: edges), alignment: .center)
    }
    /// The view's bounds filled with the background style (`.background`) behind it.
    nonisolated public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
    }
    /// `shape`, in the view's bounds, filled with `style` behind the view.
    nonisolated public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(shape.fill(style, style: fillStyle), alignment: .center)
    }
    /// `shape`, in the view's bounds, filled with the background style behind the view.
    nonisolated public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }
    /// The view's bounds filled with `style` in front of it.
    @inlinable nonisolated public consuming func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        overlay(Rectangle().fill(style).ignoresSafeArea(.container, edges: edges), alignment: .center)
    }
    /// `shape`, in the view's bounds, filled with `style` in front of the view.
    nonisolated public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        overlay(shape.fill(style, style: fillStyle), alignment: .center)
    }
}

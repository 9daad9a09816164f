import Foundation

// iOS 17's shape-view chains (docs/semantics.md §17.7): a shape that already has a fill or a
// stroke can be stroked again, and both are drawn — `Circle().fill(.red).strokeBorder(.blue,
// lineWidth: 4)` is a red disc with a blue ring inside its edge, `RoundedRectangle(cornerRadius:
// 8).fill(.yellow).stroke(.black, lineWidth: 2)` a yellow card with a black outline.

/// A shape view with the outline of its shape stroked over it (SwiftUI's `StrokeShapeView`):
/// `background` is the shape view it was made from, drawn first.
public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View> {
    let shape: Content
    let style: Style
    let strokeStyle: StrokeStyle
    let background: Background
}

extension StrokeShapeView: View {
    public var body: some View {
        background.overlay(shape.stroke(style, style: strokeStyle))
    }
}

/// A shape view with its shape's outline stroked inside its frame over it (SwiftUI's
/// `StrokeBorderShapeView`).
public struct StrokeBorderShapeView<Content: InsettableShape, Style: ShapeStyle, Background: View> {
    let shape: Content
    let style: Style
    let strokeStyle: StrokeStyle
    let background: Background
}

extension StrokeBorderShapeView: View {
    public var body: some View {
        background.overlay(shape.strokeBorder(style, style: strokeStyle))
    }
}

extension _ShapeView {
    /// The shape's outline stroked with `content` over this filled or stroked shape; both show.
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        StrokeShapeView(shape: shape, style: content, strokeStyle: style, background: self)
    }
    /// The shape's outline stroked `lineWidth` wide over this filled or stroked shape.
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        StrokeShapeView(shape: shape, style: content, strokeStyle: StrokeStyle(lineWidth: lineWidth), background: self)
    }
}

extension _ShapeView where Content: InsettableShape {
    /// The shape's outline stroked inside its frame over this filled or stroked shape.
    nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> StrokeBorderShapeView<Content, S, Self> {
        StrokeBorderShapeView(shape: shape, style: content, strokeStyle: style, background: self)
    }
    /// The shape's outline stroked `lineWidth` wide inside its frame over this filled or stroked shape.
    nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeBorderShapeView<Content, S, Self> {
        StrokeBorderShapeView(shape: shape, style: content, strokeStyle: StrokeStyle(lineWidth: lineWidth), background: self)
    }
}

import Foundation

/// What a frame draws: a flat list of commands in root coordinates (points), back to front.
/// Groups (`beginGroup`/`endGroup`) nest and apply an effect to everything between them.
public struct DisplayList: Sendable, Equatable {
    public var items: [DisplayItem] = []
    public init(items: [DisplayItem] = []) { self.items = items }
}

/// One display-list command.
public enum DisplayItem: Sendable, Equatable {
    case shape(ShapeDrawing)
    case text(TextDrawing)
    case beginGroup(GroupEffect)
    case endGroup
}

/// The outline of a drawn shape, inside `ShapeDrawing.rect`.
public enum ShapeOutline: Sendable, Equatable {
    case rectangle
    case roundedRectangle(cornerSize: CGSize, style: RoundedCornerStyle)
    /// Corner radius min(width, height) / 2.
    case capsule(style: RoundedCornerStyle)
    /// Fills the rect; a circle is an ellipse in a square rect.
    case ellipse
    /// Any path, in root coordinates (the drawing's rect covers it), filled by the non-zero or
    /// the even-odd rule.
    case path(Path, eoFill: Bool)
}

/// How a shape is painted.
public enum ShapePaint: Sendable, Equatable {
    case fill(ResolvedColor)
    /// Stroked centred on the outline (half the line width lies outside `rect`).
    case stroke(ResolvedColor, StrokeStyle)
}

/// A filled or stroked shape.
public struct ShapeDrawing: Sendable, Equatable {
    public var outline: ShapeOutline
    /// The shape's frame in root coordinates.
    public var rect: CGRect
    public var paint: ShapePaint
    public init(outline: ShapeOutline, rect: CGRect, paint: ShapePaint) {
        self.outline = outline; self.rect = rect; self.paint = paint
    }
}

/// One line of text. `rect` is the line box (width = measured width, height = line height);
/// the rasteriser centres the font's ascent+descent in it.
public struct TextDrawing: Sendable, Equatable {
    public var string: String
    public var font: Font
    public var color: ResolvedColor
    public var rect: CGRect
    public init(string: String, font: Font, color: ResolvedColor, rect: CGRect) {
        self.string = string; self.font = font; self.color = color; self.rect = rect
    }
}

/// An effect applied to a group of commands.
public enum GroupEffect: Sendable, Equatable {
    /// Composite the group with this opacity.
    case opacity(Double)
    /// Clip the group to a rect in root coordinates.
    case clip(CGRect)
    /// Clip the group to a shape (its outline inside a rect in root coordinates), anti-aliased.
    case clipShape(ShapeOutline, in: CGRect)
    /// Scale the group by `factor` about `anchor` (root coordinates); used by scale transitions.
    case scale(CGFloat, anchor: CGPoint)
    /// Draw a blurred, offset copy of the group tinted with `color` beneath it.
    case shadow(color: ResolvedColor, radius: CGFloat, offset: CGSize)
}

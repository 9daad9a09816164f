import Foundation

/// What a frame draws: a flat list of commands in root coordinates (points), back to front.
/// Groups (`beginGroup`/`endGroup`) nest and apply an effect to everything between them.
/// Public on purpose: `ViewHost.displayList` gives it to tests, with the drawing types its items hold.
public struct DisplayList: Sendable, Equatable {
    public var items: [DisplayItem] = []
    public init(items: [DisplayItem] = []) { self.items = items }
}

/// One display-list command.
public indirect enum DisplayItem: Sendable, Equatable {
    case shape(ShapeDrawing)
    case text(TextDrawing)
    case beginGroup(GroupEffect)
    case endGroup
}

/// The outline of a drawn shape, inside `ShapeDrawing.rect`.
/// Public because `Shape`'s outline requirement returns it, and drawn shapes in `ViewHost.displayList` hold it.
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

extension ShapeOutline {
    /// The outline as a path, for a shape whose frame is `rect`.
    public func path(in rect: CGRect) -> Path {
        switch self {
        case .rectangle: return Path(rect)
        case let .roundedRectangle(corner, style): return Path(roundedRect: rect, cornerSize: corner, style: style)
        case let .capsule(style): return Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style)
        case .ellipse: return Path(ellipseIn: rect)
        case let .path(p, _): return p
        }
    }
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
    /// The rarely used paints, held by reference so that display items stay small to copy.
    private var extras: Boxed<PaintExtras>?
    /// When set, the shape is painted with this gradient instead of `paint`'s colour.
    public var gradient: GradientPaint? {
        get { extras?.value.gradient }
        set { var e = extras?.value ?? PaintExtras(); e.gradient = newValue; extras = Boxed.unlessEmpty(e) }
    }
    /// When set, the shape is painted with this material (a blurred, tinted copy of what lies
    /// beneath) instead of `paint`'s colour.
    public var material: MaterialPaint? {
        get { extras?.value.material }
        set { var e = extras?.value ?? PaintExtras(); e.material = newValue; extras = Boxed.unlessEmpty(e) }
    }
    /// When set, the shape is painted with this bitmap instead of `paint`'s colour.
    public var image: ImagePaint? {
        get { extras?.value.image }
        set { var e = extras?.value ?? PaintExtras(); e.image = newValue; extras = Boxed.unlessEmpty(e) }
    }
    public init(outline: ShapeOutline, rect: CGRect, paint: ShapePaint, gradient: GradientPaint? = nil, material: MaterialPaint? = nil,
                image: ImagePaint? = nil) {
        self.outline = outline; self.rect = rect; self.paint = paint
        extras = Boxed.unlessEmpty(PaintExtras(gradient: gradient, material: material, image: image))
    }
}

/// A gradient, material or bitmap paint of a shape.
struct PaintExtras: Equatable, Sendable {
    var gradient: GradientPaint?
    var material: MaterialPaint?
    var image: ImagePaint?
    var isEmpty: Bool { gradient == nil && material == nil && image == nil }
}

/// An immutable value held by reference; equal when the values are.
final class Boxed<Value: Equatable & Sendable>: Equatable, Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
    static func == (a: Boxed, b: Boxed) -> Bool { a === b || a.value == b.value }
}
extension Boxed where Value == PaintExtras {
    static func unlessEmpty(_ e: PaintExtras) -> Boxed? { e.isEmpty ? nil : Boxed(e) }
}

/// Decoded pixels of an image file: premultiplied RGBA, 8 bits a channel, rows top to bottom.
/// Immutable and shared; two bitmaps are equal when they are the same object.
public final class Bitmap: @unchecked Sendable, Equatable, Hashable {
    public let width: Int
    public let height: Int
    /// Premultiplied RGBA, `width × height × 4` bytes.
    public let pixels: [UInt8]
    /// Where it came from (for messages).
    public let source: String
    public init(width: Int, height: Int, pixels: [UInt8], source: String) {
        self.width = width; self.height = height; self.pixels = pixels; self.source = source
    }
    public static func == (a: Bitmap, b: Bitmap) -> Bool { a === b }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}

/// A bitmap drawn into a rect: the image is stretched so its pixel grid covers `imageRect`
/// (points, root coordinates before `transform`), then `transform` applies (the enclosing
/// groups' rotation or perspective). With `tint`, only the bitmap's alpha is used, in that colour
/// (template rendering).
public struct ImagePaint: Sendable, Equatable {
    public var bitmap: Bitmap
    public var imageRect: CGRect
    public var transform: ProjectionTransform
    /// Bilinear (true) or nearest-neighbour (`.interpolation(.none)`) sampling.
    public var smooth: Bool
    public var tint: ResolvedColor?
    public init(bitmap: Bitmap, imageRect: CGRect, transform: ProjectionTransform = ProjectionTransform(), smooth: Bool = true, tint: ResolvedColor? = nil) {
        self.bitmap = bitmap; self.imageRect = imageRect; self.transform = transform; self.smooth = smooth; self.tint = tint
    }
}

/// A gradient in root coordinates (points): colour stops along a line, a radius, an ellipse or
/// an angle. Colours are interpolated unpremultiplied in sRGB and held past the end stops.
public struct GradientPaint: Sendable, Equatable {
    public struct Stop: Sendable, Equatable {
        public var location: Double
        public var color: ResolvedColor
        public init(location: Double, color: ResolvedColor) { self.location = location; self.color = color }
    }
    public enum Geometry: Sendable, Equatable {
        /// Colour by projection on the line from `start` (0) to `end` (1).
        case linear(start: CGPoint, end: CGPoint)
        /// Colour by distance from `center`: `startRadius` is 0, `endRadius` is 1.
        case radial(center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
        /// Colour by distance from `center` measured in `radii` units (an ellipse of `radii`
        /// halves has fraction 0.5): `startFraction` is 0, `endFraction` is 1.
        case elliptical(center: CGPoint, radii: CGSize, startFraction: CGFloat, endFraction: CGFloat)
        /// Colour by angle around `center` (radians, 0 pointing right, clockwise on screen).
        case angular(center: CGPoint, startAngle: Double, endAngle: Double)
    }
    public var geometry: Geometry
    public var stops: [Stop]
    public init(geometry: Geometry, stops: [Stop]) { self.geometry = geometry; self.stops = stops }
}

/// A material: what lies beneath the shape, blurred with `blurRadius` (points) and tinted with
/// `tint` over it.
public struct MaterialPaint: Sendable, Equatable {
    public var blurRadius: CGFloat
    public var tint: ResolvedColor
    /// Multiplies the whole material (a faded material shows more of the unblurred backdrop).
    public var opacity: Double
    public init(blurRadius: CGFloat, tint: ResolvedColor, opacity: Double = 1) {
        self.blurRadius = blurRadius; self.tint = tint; self.opacity = opacity
    }
}

/// One line of text. `rect` is the line box (width = measured width, height = line height);
/// the rasteriser centres the font's ascent+descent in it.
public struct TextDrawing: Sendable, Equatable {
    public var string: String
    public var font: Font
    public var color: ResolvedColor
    public var rect: CGRect
    private var gradientBox: Boxed<GradientPaint>?
    /// When set, the glyphs are painted with this gradient instead of `color`.
    public var gradient: GradientPaint? {
        get { gradientBox?.value }
        set { gradientBox = newValue.map { Boxed($0) } }
    }
    public init(string: String, font: Font, color: ResolvedColor, rect: CGRect, gradient: GradientPaint? = nil) {
        self.string = string; self.font = font; self.color = color; self.rect = rect
        gradientBox = gradient.map { Boxed($0) }
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
    /// Transform everything in the group (root coordinates, points): rotation, non-uniform
    /// scale, shear, perspective.
    case transform(ProjectionTransform)
    /// Blur the group's pixels with a Gaussian of standard deviation radius / 2 (points);
    /// `opaque` keeps the edges opaque instead of fading them.
    case blur(radius: CGFloat, opaque: Bool)
    /// Map the group's unpremultiplied colours through a matrix.
    case colorMatrix(ColorMatrix)
    /// Composite the group with a blend mode.
    case blend(BlendMode)
    /// Composite the group with one of the Porter–Duff operators a `Canvas` can draw with
    /// (`GraphicsContext.BlendMode`), the group's alpha taken as the drawing's coverage.
    case compositing(CompositingOperator)
    /// Composite the group as one layer (a compositing group; opacity groups inside it apply to
    /// its leaves, outside it to the layer).
    case isolate
    /// Draw the group through an alpha mask: its last child must be a `maskContent` group,
    /// whose alpha weights the rest.
    case masked
    /// The mask of the enclosing `masked` group (drawn, not shown).
    case maskContent
}

/// The Porter–Duff operators a `Canvas` draws with beyond the view blend modes
/// (`GraphicsContext.BlendMode.clear`, `.copy`, …; docs/semantics.md §16.4). Each applies where
/// the drawing covers, its alpha taken as coverage, as Core Graphics applies a mode to a filled
/// shape: exact for opaque drawings.
public enum CompositingOperator: Sendable, Equatable, Hashable {
    case clear, copy, sourceIn, sourceOut, destinationIn, destinationAtop, xor
}

/// A 4×5 matrix on unpremultiplied RGBA (rows R, G, B, A; columns R, G, B, A, constant), as in
/// SVG's feColorMatrix; each output is clamped to 0…1.
public struct ColorMatrix: Sendable, Equatable, Hashable {
    public var r: SIMD8<Float>
    public var g: SIMD8<Float>
    public var b: SIMD8<Float>
    public var a: SIMD8<Float>
    public init(r: SIMD8<Float>, g: SIMD8<Float>, b: SIMD8<Float>, a: SIMD8<Float>) { self.r = r; self.g = g; self.b = b; self.a = a }
    public static let identity = ColorMatrix(r: [1, 0, 0, 0, 0, 0, 0, 0], g: [0, 1, 0, 0, 0, 0, 0, 0],
                                             b: [0, 0, 1, 0, 0, 0, 0, 0], a: [0, 0, 0, 1, 0, 0, 0, 0])
    /// `self` applied after `m`.
    public func after(_ m: ColorMatrix) -> ColorMatrix {
        func row(_ x: SIMD8<Float>) -> SIMD8<Float> {
            var out: SIMD8<Float> = m.r * x[0]
            out += m.g * x[1]
            out += m.b * x[2]
            out += m.a * x[3]
            out[4] += x[4]
            return out
        }
        return ColorMatrix(r: row(r), g: row(g), b: row(b), a: row(a))
    }
    /// The matrix applied to an unpremultiplied colour.
    @inline(__always) public func apply(_ c: SIMD4<Float>) -> SIMD4<Float> {
        func dot(_ x: SIMD8<Float>) -> Float {
            var v: Float = x[0] * c.x
            v += x[1] * c.y
            v += x[2] * c.z
            v += x[3] * c.w
            v += x[4]
            return min(max(v, 0), 1)
        }
        return SIMD4(dot(r), dot(g), dot(b), dot(a))
    }
}

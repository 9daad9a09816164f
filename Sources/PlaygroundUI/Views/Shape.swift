import Foundation

/// A 2D shape that can be drawn as a view: filled with the foreground colour by default,
/// or with `fill(_:)`, `stroke(_:lineWidth:)`, `strokeBorder(_:lineWidth:)`.
public protocol Shape: View where Body == Never {
    /// The outline of this shape in `rect`, in the rect's coordinates (SwiftUI passes the
    /// shape's bounds with origin zero).
    nonisolated func path(in rect: CGRect) -> Path
    /// The outline of this shape inside `rect` (the display list's vocabulary; not SwiftUI API).
    /// Built-in shapes answer an analytic outline; any other shape its `path(in:)`, drawn in
    /// root coordinates.
    nonisolated func _outline(in rect: CGRect) -> (ShapeOutline, CGRect)
}

/// A shape that can be inset to draw a border inside its frame.
public protocol InsettableShape: Shape {}

extension Shape {
    /// The path of `path(in:)` for the shape's local bounds, moved to `rect`'s place; the drawn
    /// rect covers both the frame and the path (a path may reach outside its frame).
    nonisolated public func _outline(in rect: CGRect) -> (ShapeOutline, CGRect) {
        let local = path(in: CGRect(origin: .zero, size: rect.size)).offsetBy(dx: rect.minX, dy: rect.minY)
        let bounds = local.boundingRect
        return (.path(local, eoFill: false), bounds.isNull ? rect : rect.union(bounds))
    }

    public var body: Never { fatalError("\(Self.self) is a shape") }
    public static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        ShapeNode.build(view, .fill(nil), inset: 0, graph, &slot)
    }

    /// This shape filled with `content`.
    nonisolated public func fill(_ content: Color = .primary, style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: .fill(content), inset: 0, eoFill: style.isEOFilled)
    }
    /// This shape filled with the foreground colour (`.fill()` with no argument is `.primary` in SwiftUI).
    nonisolated public func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: .fill(nil), inset: 0, eoFill: style.isEOFilled)
    }
    /// The outline stroked with `content`, centred on the outline.
    nonisolated public func stroke(_ content: Color, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: .stroke(content, StrokeStyle(lineWidth: lineWidth)), inset: 0)
    }
    nonisolated public func stroke(_ content: Color, style: StrokeStyle) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: .stroke(content, style), inset: 0)
    }
    /// The outline stroked with the foreground colour.
    nonisolated public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: .stroke(nil, StrokeStyle(lineWidth: lineWidth)), inset: 0)
    }
    nonisolated public func stroke(style: StrokeStyle) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: .stroke(nil, style), inset: 0)
    }
}

extension InsettableShape {
    /// The outline inset by half the line width and stroked: drawn entirely inside the frame (§10).
    nonisolated public func strokeBorder(_ content: Color = .primary, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: .stroke(content, StrokeStyle(lineWidth: lineWidth)), inset: lineWidth / 2)
    }
    nonisolated public func strokeBorder(_ content: Color = .primary, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: .stroke(content, style), inset: style.lineWidth / 2)
    }
    nonisolated public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: .stroke(nil, StrokeStyle(lineWidth: lineWidth)), inset: lineWidth / 2)
    }
    nonisolated public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: .stroke(nil, style), inset: style.lineWidth / 2)
    }
}

/// How a path is filled: the non-zero winding rule, or (`eoFill`) the even-odd rule.
public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) { isEOFilled = eoFill; isAntialiased = antialiased }
}

/// How a shape view paints: a colour, or nil for the environment's foreground colour.
enum ShapeViewPaint: Equatable {
    case fill(Color?)
    case stroke(Color?, StrokeStyle)
}

/// A shape with a fill or stroke applied. It is itself a shape, so `.stroke(...).foregroundColor(...)`
/// and further modifiers work as in SwiftUI.
public struct _ShapeView<S: Shape> {
    let shape: S
    let paint: ShapeViewPaint
    let inset: CGFloat
    /// `FillStyle(eoFill: true)`: filled by the even-odd rule.
    var eoFill = false
}

extension _ShapeView: Shape {

    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
    public func _outline(in rect: CGRect) -> (ShapeOutline, CGRect) {
        let (o, r) = shape._outline(in: rect)
        if case .path(let p, _) = o, eoFill { return (.path(p, eoFill: true), r) }
        return (o, r)
    }

    public static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        ShapeNode.build(view, view.paint, inset: view.inset, graph, &slot)
    }
}

extension ShapeNode {
    /// Builds a shape view: its paint, inset and outline (the outline closure is replaced only when
    /// the shape's type or geometry changed).
    static func build<S: Shape>(_ shape: S, _ paint: ShapeViewPaint, inset: CGFloat, _ graph: _ViewGraph, _ slot: inout _Node?) {
        let node = graph.reuse(&slot) { ShapeNode() }
        let fg = (graph.env.foregroundColor ?? .primary).resolved
        switch paint {
        case .fill(let c): graph.update(node, \.paint, .fill(c?.resolved ?? fg))
        case .stroke(let c, let style): graph.update(node, \.paint, .stroke(c?.resolved ?? fg, style))
        }
        graph.update(node, \.inset, inset)
        // The outline's signature: its type and its outline in a reference rect.
        let signature = ShapeSignature(type: ObjectIdentifier(S.self), outline: shape._outline(in: ShapeSignature.referenceRect).0)
        if node.signature != signature {
            node.signature = signature
            node.outline = { rect in shape._outline(in: rect) }
            graph.changed(node)
        }
    }
}

/// The node of a shape or colour: fills the proposal (10×10 for nil, docs/semantics.md §6.8).
@MainActor
final class ShapeNode: _Node {
    @exclusivity(unchecked) var signature: ShapeSignature?
    @exclusivity(unchecked) var paint: ShapePaint = .fill(Color.primary.resolved)
    @exclusivity(unchecked) var inset: CGFloat = 0
    var outline: (CGRect) -> (ShapeOutline, CGRect) = { (.rectangle, $0) }

    override func sizeThatFits(_ p: ProposedViewSize, _ b: _ViewGraph) -> CGSize {
        p.replacingUnspecifiedDimensions()
    }

    /// Animated colour and (line width, dash phase, corner width, corner height), §7.5.
    @exclusivity(unchecked) private var animatedColor = AnimatedValue()
    @exclusivity(unchecked) private var animatedParameters = AnimatedValue()

    private var color: ResolvedColor {
        switch paint { case .fill(let c), .stroke(let c, _): return c }
    }
    private func parameters(_ o: ShapeOutline) -> SIMD4<Double> {
        var v = SIMD4<Double>()
        if case .stroke(_, let style) = paint { v.x = Double(style.lineWidth); v.y = Double(style.dashPhase) }
        if case .roundedRectangle(let c, _) = o { v.z = Double(c.width); v.w = Double(c.height) }
        return v
    }

    override func commitValues(time: Double, animation: Animation?) {
        animatedColor.commit(AnimatedValue.vector(color), animation, time: time)
        animatedParameters.commit(parameters(outline(frame).0), animation, time: time)
    }

    override func emitContent(_ ctx: inout EmitContext) {
        let time = ctx.graph.time
        let r = presentedFrame.insetBy(dx: inset, dy: inset)
        var (o, rect) = outline(r)
        let c = animatedColor.presented(time: time, ctx.graph.animator).map(AnimatedValue.color) ?? color
        let p = animatedParameters.presented(time: time, ctx.graph.animator) ?? parameters(o)
        if case .roundedRectangle(_, let style) = o {
            o = .roundedRectangle(cornerSize: CGSize(width: max(p.z, 0), height: max(p.w, 0)), style: style)
        }
        let drawn: ShapePaint
        switch paint {
        case .fill: drawn = .fill(c)
        case .stroke(_, var style):
            style.lineWidth = CGFloat(max(p.x, 0))
            style.dashPhase = CGFloat(p.y)
            drawn = .stroke(c, style)
        }
        if case .fill(let fc) = drawn, fc.opacity == 0 { return }
        ctx.list.items.append(.shape(ShapeDrawing(outline: o, rect: rect, paint: drawn)))
    }

    /// Shapes are hit over their path (§8): a filled shape over its interior, a stroked one only
    /// over the stroked band (so a `border` overlay does not swallow taps on its content).
    override func hitTest(_ point: CGPoint) -> HitResult? {
        let r = presentedFrame.insetBy(dx: inset, dy: inset)
        let (o, rect) = outline(r)
        switch paint {
        case .fill:
            return HitGeometry.contains(o, rect, point) ? HitResult(leaf: self) : nil
        case .stroke(_, let style):
            let h = style.lineWidth / 2
            let outer = HitGeometry.contains(o, rect.insetBy(dx: -h, dy: -h), point)
            let inner = rect.width > 2 * h && rect.height > 2 * h && HitGeometry.contains(o, rect.insetBy(dx: h, dy: h), point)
            return outer && !inner ? HitResult(leaf: self) : nil
        }
    }
}

/// What identifies a shape's outline for change detection: its type and its outline in a
/// reference rect (the built-in shapes' outlines depend only on their parameters and the rect).
struct ShapeSignature: Equatable {
    static let referenceRect = CGRect(x: 0, y: 0, width: 997, height: 991)
    let type: ObjectIdentifier
    let outline: ShapeOutline
}

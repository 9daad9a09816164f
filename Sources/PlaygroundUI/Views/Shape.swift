import Foundation

/// A 2D shape that can be drawn as a view: filled with the foreground colour by default,
/// or with `fill(_:)`, `stroke(_:lineWidth:)`, `strokeBorder(_:lineWidth:)`.
public protocol Shape: View, Animatable where Body == Never {
    /// The outline of this shape in `rect`, in the rect's coordinates (SwiftUI passes the
    /// shape's bounds with origin zero).
    nonisolated func path(in rect: CGRect) -> Path
    /// The outline of this shape inside `rect` (the display list's vocabulary; not SwiftUI API).
    /// Built-in shapes answer an analytic outline; any other shape its `path(in:)`, drawn in
    /// root coordinates.
    nonisolated func _outline(in rect: CGRect) -> (ShapeOutline, CGRect)
    /// Whether the outline follows the container shape in force (`ContainerRelativeShape`,
    /// `ConcentricRectangle`; not SwiftUI API): asked once a build, so other shapes pay nothing.
    nonisolated static var _isContainerRelative: Bool { get }
}

/// A shape that can be inset to draw a border inside its frame (`strokeBorder` strokes
/// `inset(by: lineWidth / 2)`).
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    /// This shape inset by `amount` on every side.
    nonisolated func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
    /// This shape drawn in its frame inset by `amount` (the built-in shapes' inset; a custom
    /// shape may define its own).
    @inlinable nonisolated public consuming func inset(by amount: CGFloat) -> _InsetShape<Self> { _InsetShape(shape: self, amount: amount) }
}

/// A shape drawn in its frame inset by `amount`.
/// Public because `InsettableShape.inset(by:)`'s default returns it.
public struct _InsetShape<Content: Shape> {
    @usableFromInline var shape: Content
    @usableFromInline var amount: CGFloat
    @usableFromInline init(shape: Content, amount: CGFloat) { self.shape = shape; self.amount = amount }
}
extension _InsetShape: InsettableShape {
    public func path(in rect: CGRect) -> Path { shape.path(in: rect.insetBy(dx: amount, dy: amount)) }
    public func _outline(in rect: CGRect) -> (ShapeOutline, CGRect) { shape._outline(in: rect.insetBy(dx: amount, dy: amount)) }
    public func inset(by amount: CGFloat) -> _InsetShape<Content> { _InsetShape(shape: shape, amount: self.amount + amount) }
    nonisolated public static var _isContainerRelative: Bool { Content._isContainerRelative }
    public var animatableData: AnimatablePair<Content.AnimatableData, CGFloat> {
        get { AnimatablePair(shape.animatableData, amount) }
        set { shape.animatableData = newValue.first; amount = newValue.second }
    }
}

extension Shape {
    nonisolated public static var _isContainerRelative: Bool { false }

    /// The path of `path(in:)` for the shape's local bounds, moved to `rect`'s place; the drawn
    /// rect covers both the frame and the path (a path may reach outside its frame).
    nonisolated public func _outline(in rect: CGRect) -> (ShapeOutline, CGRect) {
        let local = path(in: CGRect(origin: .zero, size: rect.size)).offsetBy(dx: rect.minX, dy: rect.minY)
        let bounds = local.boundingRect
        return (.path(local, eoFill: false), bounds.isNull ? rect : rect.union(bounds))
    }

    public var body: Never { fatalError("\(Self.self) is a shape") }
    public static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        ShapeNode.buildInForegroundStyle(view, graph, &slot)
    }
    /// A shape builds one shape node, which keeps a frame, an `ignoresSafeArea` or an environment
    /// modifier applied to it without a node of their own (`View._buildsShapeNode`).
    @inlinable public static var _buildsShapeNode: Bool { true }

    /// This shape filled with `content` (a colour, gradient, material or hierarchical style).
    @inlinable nonisolated public consuming func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, stroke: nil, inset: 0, eoFill: style.isEOFilled)
    }
    /// This shape filled with the foreground style.
    @inlinable nonisolated public consuming func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), stroke: nil, inset: 0, eoFill: style.isEOFilled)
    }
    /// The outline stroked with `content`, centred on the outline.
    @inlinable nonisolated public consuming func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, stroke: StrokeStyle(lineWidth: lineWidth), inset: 0)
    }
    @inlinable nonisolated public consuming func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, stroke: style, inset: 0)
    }
    /// The outline stroked with the foreground style.
    @inlinable nonisolated public consuming func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), stroke: StrokeStyle(lineWidth: lineWidth), inset: 0)
    }
    @inlinable nonisolated public consuming func stroke(style: StrokeStyle) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), stroke: style, inset: 0)
    }
}

extension InsettableShape {
    /// The outline inset by half the line width and stroked: drawn entirely inside the frame (§10).
    @inlinable nonisolated public consuming func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<InsetShape, S> {
        _ShapeView(shape: inset(by: lineWidth / 2), style: content, stroke: StrokeStyle(lineWidth: lineWidth), inset: 0)
    }
    @inlinable nonisolated public consuming func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<InsetShape, S> {
        _ShapeView(shape: inset(by: style.lineWidth / 2), style: content, stroke: style, inset: 0)
    }
    @inlinable nonisolated public consuming func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<InsetShape, ForegroundStyle> {
        _ShapeView(shape: inset(by: lineWidth / 2), style: ForegroundStyle(), stroke: StrokeStyle(lineWidth: lineWidth), inset: 0)
    }
    @inlinable nonisolated public consuming func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<InsetShape, ForegroundStyle> {
        _ShapeView(shape: inset(by: style.lineWidth / 2), style: ForegroundStyle(), stroke: style, inset: 0)
    }
}

extension _ShapeView {
    /// A filled or stroked shape moved as a view (`View.offset`), keeping its colour and stroke:
    /// in SwiftUI `fill(_:)` and `stroke(_:lineWidth:)` give views, so `.offset` there is the
    /// view's; `Shape.offset` would make a new shape of the outline and fill it in the
    /// foreground style (§10).
    @inlinable nonisolated public consuming func offset(_ offset: CGSize) -> some View { modifier(_OffsetEffect(offset: offset)) }
    @inlinable nonisolated public consuming func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(_OffsetEffect(offset: CGSize(width: x, height: y)))
    }
}

/// How a path is filled: the non-zero winding rule, or (`eoFill`) the even-odd rule.
public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) { isEOFilled = eoFill; isAntialiased = antialiased }
}

/// A shape with a fill or stroke applied. It is itself a shape, so `.stroke(...).foregroundColor(...)`
/// and further modifiers work as in SwiftUI.
/// Public because `Shape.fill`/`stroke` return it (SwiftUI's name).
public struct _ShapeView<Content: Shape, Style: ShapeStyle> {
    @usableFromInline var shape: Content
    @usableFromInline let style: Style
    /// nil: filled.
    @usableFromInline let stroke: StrokeStyle?
    @usableFromInline let inset: CGFloat
    /// `FillStyle(eoFill: true)`: filled by the even-odd rule.
    var eoFill = false
    @usableFromInline init(shape: Content, style: Style, stroke: StrokeStyle?, inset: CGFloat, eoFill: Bool = false) {
        self.shape = shape; self.style = style; self.stroke = stroke; self.inset = inset; self.eoFill = eoFill
    }
}

extension _ShapeView: Shape {

    /// A stroked shape's path is the outline of its stroke (iOS 17's `stroke(lineWidth:)` is a
    /// shape of that outline), so a shape made from it — `.rotation`, `.scale` — draws the stroke,
    /// not a filled interior (§10). A filled one's is the shape's.
    public func path(in rect: CGRect) -> Path {
        guard let stroke else { return shape.path(in: rect) }
        return shape.path(in: rect).strokedPath(stroke)
    }
    public var animatableData: Content.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }
    public func _outline(in rect: CGRect) -> (ShapeOutline, CGRect) {
        let (o, r) = shape._outline(in: rect)
        if case .path(let p, _) = o, eoFill { return (.path(p, eoFill: true), r) }
        return (o, r)
    }
    nonisolated public static var _isContainerRelative: Bool { Content._isContainerRelative }

    @inlinable @inline(__always) public static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        ShapeNode.build(view, style: view.style._resolveStyle(in: graph.env), stroke: view.stroke, inset: view.inset, graph, &slot)
    }
}

extension ShapeNode {
    /// The node a view whose `_buildsShapeNode` is true built into `slot`, for a modifier applied
    /// to that view to keep its values in (docs/engine.md, "Modifiers kept as attributes").
    static func built(in slot: _Node?) -> ShapeNode {
        guard let n = slot, type(of: n) == ShapeNode.self else {
            preconditionFailure("a view whose _buildsShapeNode is true built another node")
        }
        return unsafeDowncast(n, to: ShapeNode.self)
    }

    /// Builds a shape view: its style, stroke, inset and outline (the outline closure is replaced
    /// only when the shape's type or geometry changed).
    @usableFromInline
    static func build<S: Shape>(_ shape: S, style: _ResolvedStyle, stroke: StrokeStyle?, inset: CGFloat, _ graph: _ViewGraph, _ slot: inout _Node?) {
        graph.withReused(&slot, { ShapeNode() }) { node in build(shape, style: style, stroke: stroke, inset: inset, graph, node) }
    }

    /// Builds a shape with no fill or stroke of its own (`Rectangle()`): filled with the
    /// foreground style, which is resolved only when the drawing settings (the environment's
    /// drawing box, compared by identity) or the colour scheme are not those it was last resolved
    /// from. In a rebuild that changes neither, the style, its comparison and its destruction
    /// are skipped (about 100 instructions a shape, node-model step 82), as a text skips its runs
    /// when its inputs are the same (`Text.build`).
    static func buildInForegroundStyle<S: Shape>(_ shape: S, _ graph: _ViewGraph, _ slot: inout _Node?) {
        graph.withReused(&slot, { ShapeNode() }) { node in
            let scheme = graph.env.colorScheme
            let drawing = graph.env.drawingStorage
            if node.foregroundDrawing === drawing && node.foregroundScheme == scheme {
                buildOutline(shape, graph, node)
            } else {
                build(shape, style: graph.env.foregroundStyle(level: 0), stroke: nil, inset: 0, graph, node)
                node.foregroundDrawing = drawing
                node.foregroundScheme = scheme
            }
        }
    }

    /// Builds `shape` into its node (`slot` holds it, unretained here).
    @inline(__always)
    static func build<S: Shape>(_ shape: S, style: _ResolvedStyle, stroke: StrokeStyle?, inset: CGFloat, _ graph: _ViewGraph, _ node: ShapeNode) {
        // The paint follows from the style and the stroke: made again only when one changed
        // (compared field by field; through key paths each compare and write copied both enums
        // through their value witnesses, a fifth of a filled rectangle's build; colours in place).
        if !node.style.isSame(as: style) || !node.paintHasStroke(stroke) {
            let color = style.representativeColor
            node.paint = stroke.map { .stroke(color, $0) } ?? .fill(color)
            node.style = style
            graph.changedDrawing(node)   // a shape takes the size it is offered, whatever its paint
        }
        // The style is no longer known to be the foreground style of a kept drawing box (the
        // caller that resolved it as one says so after this).
        if node.foregroundDrawing != nil { node.foregroundDrawing = nil }
        if node.inset != inset { node.inset = inset; graph.changed(node) }
        buildOutline(shape, graph, node)
    }

    /// The outline's part of a build: the shape's type and geometry, a container shape's
    /// corners, and a custom shape's animatable data.
    @inline(__always)
    static func buildOutline<S: Shape>(_ shape: S, _ graph: _ViewGraph, _ node: ShapeNode) {
        // The outline's signature: its type and its outline in a reference rect.
        let type = ObjectIdentifier(S.self)
        let newType = node.signature?.type != type
        let signature = ShapeSignature(type: type, outline: shape._outline(in: ShapeSignature.referenceRect).0)
        if node.signature != signature {
            node.signature = signature
            node.outline = { rect in shape._outline(in: rect) }
            graph.changed(node)
        }
        if S._isContainerRelative {
            // Its corners follow the container shape in force, which may have moved: drawn again.
            node.outline = ContainerShapeContext.outline(of: shape, in: graph.env)
            graph.changedDrawing(node)
        }
        // A shape with animatable data morphs between its values (§16.2). Whether it has any is
        // asked only when the node gets a shape of another type (the associated type and
        // `ShapeMorph<S>` are runtime metadata lookups in this unspecialised code).
        if newType {
            node.morph = S.AnimatableData.self != EmptyAnimatableData.self ? ShapeMorph(shape) : nil
        } else if let m = node.morph {
            unsafeDowncast(m, to: ShapeMorph<S>.self).target = shape
        }
    }
}

/// The node of a shape or colour: fills the proposal (10×10 for nil, docs/semantics.md §6.8). It
/// also keeps a frame and an `ignoresSafeArea` applied straight to it, and as a `LeafNode` a
/// preference writer (docs/engine.md, "Modifiers kept as attributes").
@MainActor @usableFromInline
final class ShapeNode: LeafNode {
    // What a rebuild that changes nothing reads comes first, packed into the node's first cache
    // lines after its bases (144 bytes from offset 448, after `LeafNode`'s kept writer and tap
    // gesture: lines 7–9; they were spread over five, node-model step 58): the inset, the morph, the signature,
    // the kept frame and safe-area edges, whether the paint strokes, and the style. The paint
    // itself and the outline follow.
    @exclusivity(unchecked) var inset: CGFloat = 0
    /// Interpolates a custom shape's `animatableData` (nil for shapes without any).
    @exclusivity(unchecked) var morph: ShapeMorphing?
    @exclusivity(unchecked) var signature: ShapeSignature?
    /// The edges of an `ignoresSafeArea` applied straight to the shape: placed, it grows into the
    /// safe area along them where it touches it, as that modifier's node would grow it (§15).
    @exclusivity(unchecked) var ignoredSafeAreaEdges: Edge.Set = []
    /// Whether `paint` is a stroke (kept by `paint`, so that a rebuilt fill asks nothing of it).
    @exclusivity(unchecked) private(set) var strokes = false
    /// The dimensions of a `frame(width:height:)` applied straight to the shape (nil: none, or
    /// that dimension not given): the shape is proposed them, as the frame would propose them.
    @exclusivity(unchecked) var frameWidth: CGFloat?
    @exclusivity(unchecked) var frameHeight: CGFloat?
    /// The drawing box and colour scheme `style` was resolved from as the foreground style by
    /// `buildInForegroundStyle` (nil: the style is a fill or stroke of the shape's own, or was
    /// resolved otherwise). Held, so that its identity is not another box's while it is kept.
    @exclusivity(unchecked) var foregroundDrawing: Boxed<DrawingEnvironment>?
    @exclusivity(unchecked) var foregroundScheme = ColorScheme.light
    /// What the shape is painted with (a colour here is also `paint`'s colour).
    @exclusivity(unchecked) var style = _ResolvedStyle.color(Color.primary.resolved)
    @exclusivity(unchecked) var paint: ShapePaint = .fill(Color.primary.resolved) {
        didSet { if case .stroke = paint { strokes = true } else { strokes = false } }
    }
    var outline: (CGRect) -> (ShapeOutline, CGRect) = { (.rectangle, $0) }

    override func sizeThatFits(_ p: ProposedViewSize, _ b: _ViewGraph) -> CGSize {
        ProposedViewSize(width: frameWidth ?? p.width, height: frameHeight ?? p.height).replacingUnspecifiedDimensions()
    }
    /// Takes the rect it is given, grown into the safe area along `ignoredSafeAreaEdges`.
    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) {
        placeKeptWriter(rect, ctx)
        if ignoredSafeAreaEdges.isEmpty {
            frame = rect
        } else {
            frame = ctx.grownIntoSafeArea(rect, edges: ignoredSafeAreaEdges).rect
            if let g = grownPlacement { g.rect = rect } else { grownPlacement = GrownPlacement(rect) }
        }
    }
    /// The rect last given while it keeps an `ignoresSafeArea` (a box: most shapes keep none).
    @exclusivity(unchecked) private var grownPlacement: GrownPlacement?
    /// With `grownFrameFlag`, set while it keeps an `ignoresSafeArea`.
    override func isMoved(placedAt rect: CGRect, _ ctx: PlaceContext) -> Bool {
        guard let g = grownPlacement else { return true }
        return !sameRect(rect, g.rect) || !sameRect(ctx.grownIntoSafeArea(rect, edges: ignoredSafeAreaEdges).rect, frame)
    }

    /// Animated colour and (line width, dash phase, corner width, corner height), §7.5.
    @exclusivity(unchecked) private var animatedColor = AnimatedValue()
    @exclusivity(unchecked) private var animatedParameters = AnimatedValue()

    private var color: ResolvedColor {
        switch paint { case .fill(let c), .stroke(let c, _): return c }
    }
    /// Whether `paint` is a fill (`stroke` nil) or a stroke in exactly `stroke`.
    func paintHasStroke(_ stroke: StrokeStyle?) -> Bool {
        guard strokes else { return stroke == nil }
        guard case .stroke(_, let current) = paint else { return false }
        return stroke == current
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
        morph?.commit(time: time, animation: animation)
    }

    override func emitContent(_ ctx: inout EmitContext) {
        let time = ctx.graph.time
        let r = presentedFrame.insetBy(dx: inset, dy: inset)
        var (o, rect) = morph?.outline(in: r, time: time, ctx.graph.animator) ?? outline(r)
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
        var drawing = ShapeDrawing(outline: o, rect: rect, paint: drawn)
        let (base, shadows) = style.withoutShadows
        switch base {
        case .color:
            if case .fill(let fc) = drawn, fc.opacity == 0 { return }
        case .gradient(let g):
            if style.isInvisible { return }
            drawing.gradient = g.paint(in: presentedFrame)
        case .material(let m):
            if style.isInvisible { return }
            drawing.material = m.paint
        case .shadowed:
            break   // (`withoutShadows` took every shadow off)
        }
        // (A stroke reaches half its width past the rect; its shadows are drawn around that.)
        let reach: CGFloat = { if case .stroke(_, let style) = drawn { return style.lineWidth } else { return 0 } }()
        ctx.append(.shape(drawing), shadows: shadows, bounds: rect.insetBy(dx: -reach, dy: -reach))
    }

    /// The outline's rect (it covers a custom path), grown by half a stroke and a point.
    override var ownHitBounds: CGRect {
        let (_, rect) = outline(presentedFrame.insetBy(dx: inset, dy: inset))
        var reach: CGFloat = 1
        if case .stroke(_, let style) = paint { reach += style.lineWidth / 2 }
        return rect.insetBy(dx: -reach, dy: -reach)
    }

    /// Shapes are hit over their path (§8): a filled shape over its interior, a stroked one only
    /// over the stroked band (so a `border` overlay does not swallow taps on its content).
    override func hitTest(_ point: CGPoint) -> HitResult? {
        let r = presentedFrame.insetBy(dx: inset, dy: inset)
        let (o, rect) = outline(r)
        switch paint {
        case .fill:
            return HitGeometry.contains(o, rect, point) ? hit() : nil
        case .stroke(_, let style):
            let h = style.lineWidth / 2
            let outer = HitGeometry.contains(o, rect.insetBy(dx: -h, dy: -h), point)
            let inner = rect.width > 2 * h && rect.height > 2 * h && HitGeometry.contains(o, rect.insetBy(dx: h, dy: h), point)
            return outer && !inner ? hit() : nil
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

/// The rect a shape that keeps an `ignoresSafeArea` was last given (its frame is that rect grown).
final class GrownPlacement {
    var rect: CGRect
    init(_ rect: CGRect) { self.rect = rect }
}

import Foundation

/// A view you draw into with code (SwiftUI's `Canvas`): its renderer gets a `GraphicsContext` and
/// the canvas's size each time the canvas is drawn (docs/semantics.md §16.4). The canvas takes
/// the whole space offered, like a shape, and is hit over its whole frame.
///
/// Here the context's fills and strokes become this package's shape drawings (exact paths,
/// colours, gradients, opacity, transforms, clips, blend modes), its text draws are text
/// drawings in the text's weight and colour, and its images (symbols and image files) are drawn
/// as image views draw them, all turned and scaled with the transform; the views given as
/// `symbols` are laid out in the canvas's size and drawn where the renderer draws them
/// (`resolveSymbol(id:)` finds one by its `tag`). What is drawn is cut to the canvas's frame.
/// Filters and layers' own compositing are accepted and change nothing; text is not wrapped in
/// `draw(_:in:)`.
public struct Canvas<Symbols: View>: View, PrimitiveView {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let symbols: Symbols

    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) where Symbols == EmptyView {
        self.renderer = renderer
        self.symbols = EmptyView()
    }

    /// With symbols: views the renderer draws by their `tag` (`resolveSymbol(id:)`), which are
    /// not drawn otherwise.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.renderer = renderer
        self.symbols = symbols()
    }

    public static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        let node = graph.reuse(&slot) { CanvasNode() }
        node.renderer = view.renderer
        node.environment = graph.env
        graph.changed(node)   // a renderer is a closure: it may draw differently every time
        Symbols._makeNode(view.symbols, graph, &node.content)
    }
}

/// The node of a canvas: fills the proposal, runs the renderer when it emits. Its content is the
/// symbols, each laid out in the canvas's size at its origin and drawn only through the renderer.
@MainActor
final class CanvasNode: ContainerNode {
    var renderer: (inout GraphicsContext, CGSize) -> Void = { _, _ in }
    var environment = EnvironmentValues()

    override func sizeThatFits(_ p: ProposedViewSize, _ b: _ViewGraph) -> CGSize {
        p.replacingUnspecifiedDimensions()
    }

    /// Each symbol takes the size it chooses when offered the canvas's, at the canvas's origin
    /// (§16.4: as a container offers its size; not confirmed on iOS).
    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) {
        frame = rect
        let offer = ProposedViewSize(rect.size)
        for item in layoutItems() {
            item.place(CGRect(origin: rect.origin, size: item.measure(offer, ctx.graph)), ctx)
        }
    }

    /// A canvas is hit over its frame, drawn or not; its symbols are not hit.
    override func hitTest(_ point: CGPoint) -> HitResult? {
        rectContains(presentedFrame, point) ? HitResult(leaf: self) : nil
    }

    override func emitContent(_ ctx: inout EmitContext) {
        let frame = presentedFrame
        let sink = GraphicsContext.Sink(graph: ctx.graph, canvas: self, parentTarget: ctx.parentTarget,
                                        parentPresented: ctx.parentPresented)
        var context = GraphicsContext(sink: sink, environment: environment, origin: frame.origin)
        renderer(&context, frame.size)
        guard !sink.items.isEmpty else { return }
        // The canvas is a layer of its own size: what is drawn outside it is cut, and its blend
        // modes combine with its own drawings only.
        ctx.list.append(.beginGroup(.clip(frame)))
        if sink.usesBlendModes { ctx.list.append(.beginGroup(.isolate)) }
        for item in sink.items { ctx.list.append(item) }
        if sink.usesBlendModes { ctx.list.append(.endGroup) }
        ctx.list.append(.endGroup)
    }

    /// The symbol tagged `id`, drawn as it stands now, or nil when no symbol has that tag.
    func symbol(_ id: AnyHashable, _ sink: GraphicsContext.Sink) -> GraphicsContext.ResolvedSymbol? {
        for item in layoutItems() where tag(of: item) == id {
            // Drawn into a list of its own that takes nothing from the last frame's, from the
            // canvas's place (what its children are drawn from).
            var own = EmitContext(graph: sink.graph, list: EmitOutput())
            own.parentTarget = sink.parentTarget
            own.parentPresented = sink.parentPresented
            item.emit(&own)
            var none: [DisplayItem] = [], spare: [DisplayItem] = []
            return GraphicsContext.ResolvedSymbol(items: own.list.finish(previous: &none, spare: &spare),
                                                  rect: item.presentedFrame)
        }
        return nil
    }

    /// The tag of a symbol: the nearest `tag` between it and the canvas.
    private func tag(of item: _Node) -> AnyHashable? {
        var n: _Node? = item
        while let node = n, node !== self {
            if let tagged = node as? TagNode, let tag = tagged.tag { return tag }
            n = node.parent
        }
        return nil
    }
}

/// What a `Canvas` renderer draws with (SwiftUI's `GraphicsContext`): a value; copies share the
/// canvas but keep their own transform, opacity and clip (§16.4).
public struct GraphicsContext {
    /// Collects what a renderer draws, in order.
    @MainActor final class Sink {
        unowned(unsafe) let graph: _ViewGraph
        /// The canvas drawn (unchecked, as the graph: a sink lives only while its canvas draws),
        /// and its target and presented origins, which its symbols are drawn from.
        unowned(unsafe) let canvas: CanvasNode
        let parentTarget: CGPoint, parentPresented: CGPoint
        var items: [DisplayItem] = []
        /// Whether a drawing used a blend mode: the canvas is then composited as one layer.
        var usesBlendModes = false
        /// The symbols resolved so far in this drawing, each drawn once.
        var symbols: [AnyHashable: ResolvedSymbol] = [:]
        init(graph: _ViewGraph, canvas: CanvasNode, parentTarget: CGPoint, parentPresented: CGPoint) {
            self.graph = graph; self.canvas = canvas
            self.parentTarget = parentTarget; self.parentPresented = parentPresented
        }
    }

    let sink: Sink
    let origin: CGPoint
    /// Opacity multiplied into everything drawn.
    public var opacity: Double = 1
    /// How later drawings combine with what the canvas holds: the view blend modes and the
    /// Porter–Duff operators (`.clear` erases where a shape is filled). The canvas is its own
    /// layer, so they combine with the canvas's drawings, not the views behind it.
    public var blendMode: BlendMode = .normal
    /// The transform from the context's coordinates to the canvas's.
    public var transform: CGAffineTransform = .identity
    /// The canvas's environment (its colour scheme, font, …).
    public var environment: EnvironmentValues
    /// The clip paths, in root coordinates.
    private var clips: [Path] = []

    init(sink: Sink, environment: EnvironmentValues, origin: CGPoint) {
        self.sink = sink; self.environment = environment; self.origin = origin
    }

    /// What a path or text is painted with: a colour, a gradient (its geometry in the context's
    /// coordinates when drawn, so it turns and scales with the transform), or a style resolved in
    /// the canvas's environment over the drawing's bounds.
    public struct Shading: Sendable {
        enum Kind: Sendable {
            case color(Color)
            case gradient(Gradient, GradientPaint.Geometry)
            case style(any ShapeStyle)
        }
        let kind: Kind
        public static func color(_ color: Color) -> Shading { Shading(kind: .color(color)) }
        public static func color(red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading {
            Shading(kind: .color(Color(red: red, green: green, blue: blue, opacity: opacity)))
        }
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading {
            Shading(kind: .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity)))
        }
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            Shading(kind: .color(Color(colorSpace, white: white, opacity: opacity)))
        }
        /// `options` are accepted; the gradient is held past its ends (not repeated or mirrored).
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = []) -> Shading {
            Shading(kind: .gradient(gradient, .linear(start: startPoint, end: endPoint)))
        }
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, options: GradientOptions = []) -> Shading {
            Shading(kind: .gradient(gradient, .radial(center: center, startRadius: startRadius, endRadius: endRadius)))
        }
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = .zero, options: GradientOptions = []) -> Shading {
            Shading(kind: .gradient(gradient, .angular(center: center, startAngle: angle.radians, endAngle: angle.radians + 2 * .pi)))
        }
        public static var foreground: Shading { Shading(kind: .style(ForegroundStyle())) }
        public static func style<S: ShapeStyle>(_ style: S) -> Shading {
            if let c = style as? Color { return Shading(kind: .color(c)) }
            return Shading(kind: .style(style))
        }
    }

    /// Gradient options (accepted).
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let `repeat` = GradientOptions(rawValue: 1)
        public static let mirror = GradientOptions(rawValue: 2)
        public static let linearColor = GradientOptions(rawValue: 4)
    }

    /// A filter (accepted, changes nothing here).
    public struct Filter: Sendable {
        public static func blur(radius: CGFloat, options: BlurOptions = []) -> Filter { Filter() }
        public static func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
                                  blendMode: BlendMode = .normal, options: ShadowOptions = []) -> Filter { Filter() }
        public static func colorMultiply(_ color: Color) -> Filter { Filter() }
        public static func grayscale(_ amount: Double) -> Filter { Filter() }
        public static func hueRotation(_ angle: Angle) -> Filter { Filter() }
        public static func saturation(_ amount: Double) -> Filter { Filter() }
        public static func brightness(_ amount: Double) -> Filter { Filter() }
        public static func contrast(_ amount: Double) -> Filter { Filter() }
        public static func luminanceToAlpha() -> Filter { Filter() }
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter { Filter() }
    }
    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let opaque = BlurOptions(rawValue: 1)
        public static let dithersResult = BlurOptions(rawValue: 2)
    }
    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let shadowAbove = ShadowOptions(rawValue: 1)
        public static let shadowOnly = ShadowOptions(rawValue: 2)
        public static let invertsAlpha = ShadowOptions(rawValue: 4)
        public static let disablesGroup = ShadowOptions(rawValue: 8)
    }

    /// Text resolved for drawing (`resolve(_:)`) in the canvas's environment — its font with
    /// the text's weight, its colour — which can be measured.
    public struct ResolvedText {
        let string: String
        let font: Font
        /// The text's own colour or style (`foregroundColor`, `foregroundStyle`, a link's tint);
        /// nil: `shading` paints it.
        let ownStyle: _ResolvedStyle?
        let size: CGSize
        /// The size of the text on one line (wrapping is not measured here).
        public func measure(in size: CGSize) -> CGSize { self.size }
        /// What paints the text that has no colour of its own: the foreground style unless set.
        public var shading: Shading = .foreground
    }

    // MARK: Transforms

    public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = CGAffineTransform(translationX: x, y: y).concatenating(transform) }
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform) }
    public mutating func rotate(by angle: Angle) { transform = CGAffineTransform(rotationAngle: CGFloat(angle.radians)).concatenating(transform) }
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }

    /// Later drawing is clipped to `path` too.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = []) {
        clips.append(rootPath(path))
    }
    public mutating func clipToLayer(opacity: Double = 1, options: ClipOptions = [], content: (inout GraphicsContext) throws -> Void) rethrows {}
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// Accepted; changes nothing here.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = []) {}
    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let linearColor = FilterOptions(rawValue: 1)
    }

    /// Draws `content` into a copy of this context (a layer is not composited apart here).
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var copy = self
        try content(&copy)
    }

    // MARK: Drawing

    private func rootPath(_ path: Path) -> Path {
        path.applying(transform.concatenating(CGAffineTransform(translationX: origin.x, y: origin.y)))
    }

    @MainActor private func paint(_ color: Color) -> ResolvedColor {
        var c = color.resolved(in: environment.colorScheme)
        c.opacity *= opacity
        return c
    }

    /// The colour and gradient `shading` paints a drawing whose bounds are `bounds` (root
    /// coordinates) with; nil colour: nothing is drawn. A gradient's points go through `turn`:
    /// the context's transform, or none for a drawing a transform group turns.
    @MainActor private func paint(_ shading: Shading, bounds: CGRect, turn: CGAffineTransform? = nil) -> (ResolvedColor, GradientPaint?)? {
        switch shading.kind {
        case .color(let c):
            let color = paint(c)
            return color.opacity > 0 ? (color, nil) : nil
        case let .gradient(gradient, geometry):
            let stops = gradient.resolvedStops.map { stop -> GradientPaint.Stop in
                var c = stop.color
                c.opacity *= opacity
                return GradientPaint.Stop(location: stop.location, color: c)
            }
            guard let first = stops.first else { return nil }
            return (first.color, GradientPaint(geometry: rootGeometry(geometry, turn ?? transform), stops: stops))
        case .style(let style):
            return paint(style._resolveStyle(in: environment), bounds: bounds)
        }
    }

    @MainActor private func paint(_ style: _ResolvedStyle, bounds: CGRect) -> (ResolvedColor, GradientPaint?)? {
        switch style {
        case .color(var c):
            c.opacity *= opacity
            return c.opacity > 0 ? (c, nil) : nil
        case .gradient(let g):
            var paint = g.paint(in: bounds)
            paint.stops = paint.stops.map { var s = $0; s.color.opacity *= opacity; return s }
            guard let first = paint.stops.first else { return nil }
            return (first.color, paint)
        case .material(let m):
            return paint(.color(m.paint.tint), bounds: bounds)   // its tint: a canvas has no backdrop to blur
        case .shadowed(let inner, _):
            return paint(inner, bounds: bounds)
        }
    }

    /// A gradient's geometry in the context's coordinates, in root coordinates: points through
    /// `turn`, radii by its scale (exact for rotations and uniform scales).
    private func rootGeometry(_ g: GradientPaint.Geometry, _ turn: CGAffineTransform) -> GradientPaint.Geometry {
        let t = turn.concatenating(CGAffineTransform(translationX: origin.x, y: origin.y))
        let scale = sqrt(abs(t.a * t.d - t.b * t.c))
        switch g {
        case let .linear(a, b): return .linear(start: a.applying(t), end: b.applying(t))
        case let .radial(c, r0, r1): return .radial(center: c.applying(t), startRadius: r0 * scale, endRadius: r1 * scale)
        case let .elliptical(c, radii, f0, f1):
            return .elliptical(center: c.applying(t), radii: CGSize(width: radii.width * scale, height: radii.height * scale),
                               startFraction: f0, endFraction: f1)
        case let .angular(c, a0, a1):
            let turn = atan2(Double(t.b), Double(t.a))
            return .angular(center: c.applying(t), startAngle: a0 + turn, endAngle: a1 + turn)
        }
    }

    /// Appends one drawing inside the clips, composited with the blend mode, and inside a
    /// transform group when `turned` is given (no array made per drawing).
    @MainActor private func append(_ item: DisplayItem, turned: CGAffineTransform? = nil) {
        append(turned: turned) { $0.append(item) }
    }

    /// Appends what `draw` appends as one drawing: inside the clips, composited with the blend
    /// mode, and inside a transform group when `turned` is given.
    @MainActor private func append(turned: CGAffineTransform?, _ draw: (inout [DisplayItem]) -> Void) {
        for clip in clips { sink.items.append(.beginGroup(.clipShape(.path(clip, eoFill: false), in: clip.boundingRect))) }
        let effect = blendMode.effect
        if let effect {
            sink.usesBlendModes = true
            sink.items.append(.beginGroup(effect))
        }
        if let turned { sink.items.append(.beginGroup(.transform(ProjectionTransform(turned)))) }
        draw(&sink.items)
        if turned != nil { sink.items.append(.endGroup) }
        if effect != nil { sink.items.append(.endGroup) }
        for _ in clips { sink.items.append(.endGroup) }
    }

    /// Where a drawing whose box is `local` (context coordinates) goes: its rect in root
    /// coordinates, moved by the transform when that only translates; when the transform also
    /// turns or scales, the rect at its untransformed place and the transform (about the canvas's
    /// origin, in root coordinates) that a group turns it into place with.
    private func place(_ local: CGRect) -> (rect: CGRect, turned: CGAffineTransform?) {
        let translationOnly = transform.a == 1 && transform.b == 0 && transform.c == 0 && transform.d == 1
        let at = translationOnly ? local.origin.applying(transform) : local.origin
        let rect = CGRect(x: origin.x + at.x, y: origin.y + at.y, width: local.width, height: local.height)
        guard !translationOnly else { return (rect, nil) }
        let turned = CGAffineTransform(translationX: -origin.x, y: -origin.y)
            .concatenating(transform)
            .concatenating(CGAffineTransform(translationX: origin.x, y: origin.y))
        return (rect, turned)
    }

    /// A shape drawing of `path` (root coordinates) painted with `shading`, or nil.
    @MainActor private func drawing(_ p: Path, _ shading: Shading, stroke: StrokeStyle?, eoFill: Bool) -> ShapeDrawing? {
        guard !p.isEmpty else { return nil }
        let bounds = p.boundingRect
        // `.clear` ignores the colour: it erases by the shape's coverage, so the shape is opaque.
        let erase = blendMode == .clear
        guard let (color, gradient) = erase ? (ResolvedColor(red: 0, green: 0, blue: 0, opacity: 1), nil) : paint(shading, bounds: bounds)
        else { return nil }
        let paint: ShapePaint = stroke.map { .stroke(color, $0) } ?? .fill(color)
        return ShapeDrawing(outline: .path(p, eoFill: eoFill), rect: bounds, paint: paint, gradient: gradient)
    }

    /// Fills `path` (in the context's coordinates).
    @MainActor public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        guard let d = drawing(rootPath(path), shading, stroke: nil, eoFill: style.isEOFilled) else { return }
        append(.shape(d))
    }

    /// Strokes `path` with `style` (its line width scaled with the transform's scale).
    @MainActor public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        var s = style
        s.lineWidth *= sqrt(abs(transform.a * transform.d - transform.b * transform.c))
        guard let d = drawing(rootPath(path), shading, stroke: s, eoFill: false) else { return }
        append(.shape(d))
    }

    @MainActor public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The text, resolved in the canvas's environment (its font, weight and colour), with its
    /// size on one line.
    @MainActor public func resolve(_ text: Text) -> ResolvedText {
        let head = TextNode.resolve(text.head, environment)
        var string = text.string
        switch environment.textRuns.textCase {
        case .uppercase?: string = string.uppercased()
        case .lowercase?: string = string.lowercased()
        case nil: break
        }
        let own = text.head.style
        let colored = own.color != nil || own.foreground != nil || own.isLink
        return ResolvedText(string: string, font: head.font, ownStyle: colored ? head.style : nil,
                            size: sink.graph.measureText(string, font: head.font))
    }

    /// Draws `text` on one line with its `anchor` at `point` (in the context's coordinates; the
    /// text turns and scales with the transform).
    @MainActor public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    @MainActor public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let local = CGRect(x: point.x - anchor.x * text.size.width, y: point.y - anchor.y * text.size.height,
                           width: text.size.width, height: text.size.height)
        draw(text, local: local)
    }

    /// Draws `text` from the top leading corner of `rect` (on one line here; SwiftUI wraps it
    /// to the rect's width).
    @MainActor public func draw(_ text: Text, in rect: CGRect) {
        draw(resolve(text), in: rect)
    }

    /// Draws resolved `text` from the top leading corner of `rect` (on one line here).
    @MainActor public func draw(_ text: ResolvedText, in rect: CGRect) {
        draw(text, local: CGRect(origin: rect.origin, size: text.size))
    }

    /// Draws `text` in its line box `local` (context coordinates), turned and scaled with the
    /// transform (`place(_:)`).
    @MainActor private func draw(_ text: ResolvedText, local: CGRect) {
        let (rect, turned) = place(local)
        let painted: (ResolvedColor, GradientPaint?)?
        if let own = text.ownStyle {
            painted = paint(own, bounds: rect)
        } else {
            // Turned text is turned by its group: its gradient is given in its own place.
            painted = paint(text.shading, bounds: rect, turn: turned == nil ? nil : .identity)
        }
        guard let (color, gradient) = painted else { return }
        var item = TextDrawing(string: text.string, font: text.font, color: color, rect: rect)
        item.gradient = gradient
        append(.text(item), turned: turned)
    }

    // MARK: Images and symbols

    /// An image resolved for drawing (`resolve(_:)`) in the canvas's environment: a symbol at
    /// the font's size, with its layers' styles in their rendering mode; an image file at its
    /// size in points.
    public struct ResolvedImage {
        let content: ImageNode.Content
        /// The foreground style where it was resolved: what paints a symbol or template image.
        let style: _ResolvedStyle
        let layerStyles: [_ResolvedStyle]?
        let isTemplate: Bool
        let smooth: Bool
        /// The image's own size in points.
        public let size: CGSize
        /// The baseline's distance from the image's top: its height (an image sits on the
        /// baseline here, symbols included).
        public let baseline: CGFloat
        /// What paints a symbol or a template image in one colour or gradient; nil: the
        /// foreground style it was resolved with (each layer's style, for a symbol in layers).
        public var shading: Shading?
    }

    /// The image, resolved in the canvas's environment (its font sizes a symbol, its foreground
    /// style paints it), with its size.
    @MainActor public func resolve(_ image: Image) -> ResolvedImage {
        let (content, setIsTemplate) = Image.content(image, in: environment)
        var layerStyles: [_ResolvedStyle]?
        if case let .symbol(_, glyph, _, _, _) = content, !glyph.layers.isEmpty {
            layerStyles = SymbolRenderingMode.layerStyles(glyph.layers, mode: image.symbolRenderingMode ?? environment.symbolRenderingMode,
                                                          in: environment)
        }
        let size = content.size
        return ResolvedImage(content: content, style: environment.foregroundStyle(level: 0), layerStyles: layerStyles,
                             isTemplate: image.renderingMode.map { $0 == .template } ?? setIsTemplate,
                             smooth: image.interpolation != .none, size: size, baseline: size.height, shading: nil)
    }

    /// Draws `image` stretched over `rect` (context coordinates). `style` is accepted.
    @MainActor public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(image, local: rect)
    }

    /// Draws `image` at its size with its `anchor` at `point` (context coordinates).
    @MainActor public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(image, local: CGRect(x: point.x - anchor.x * image.size.width, y: point.y - anchor.y * image.size.height,
                                  width: image.size.width, height: image.size.height))
    }

    @MainActor public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(resolve(image), in: rect, style: style)
    }

    @MainActor public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }

    /// Draws `image` in `local` (context coordinates) as an image view of that frame draws it,
    /// turned and scaled with the transform, its colours taking the context's opacity.
    @MainActor private func draw(_ image: ResolvedImage, local: CGRect) {
        guard local.width > 0, local.height > 0 else { return }
        let (r, turned) = place(local)
        switch image.content {
        case .none, .blank:
            return
        case let .bitmap(bitmap, _):
            var tint: ResolvedColor?
            if image.isTemplate {
                guard let (color, _) = paint(image, r, turned) else { return }
                tint = color
            }
            // A template's tint takes the opacity; an image's own colours, a group's.
            let faded = tint == nil && opacity < 1
            append(turned: turned) { items in
                if faded { items.append(.beginGroup(.opacity(opacity))) }
                ImageNode.appendBitmap(bitmap, in: r, tint: tint, smooth: image.smooth, to: &items)
                if faded { items.append(.endGroup) }
            }
        case let .symbol(_, glyph, em, weight, layout):
            guard let t = ImageNode.glyphTransform(glyph, layout, in: r) else { return }
            if image.shading == nil, let layerStyles = image.layerStyles, layerStyles.count == glyph.layers.count {
                let styles = opacity < 1 ? layerStyles.map { $0.multiplyingOpacity(opacity) } : layerStyles
                append(turned: turned) { items in
                    ImageNode.appendLayers(glyph.layers, styles, transform: t, em: em, weight: weight, frame: r,
                                           to: &items) { _, base in base.representativeColor }
                }
                return
            }
            guard let (color, gradient) = paint(image, r, turned) else { return }
            append(turned: turned) { items in
                ImageNode.appendGlyph(glyph.path.applying(t), color, gradient, frame: r,
                                      boldWidth: ImageNode.boldWidth(em: em, weight: weight), to: &items)
            }
        }
    }

    /// What paints a symbol or a template image drawn in `r`: its shading, or its style.
    @MainActor private func paint(_ image: ResolvedImage, _ r: CGRect, _ turned: CGAffineTransform?) -> (ResolvedColor, GradientPaint?)? {
        if let shading = image.shading { return paint(shading, bounds: r, turn: turned == nil ? nil : .identity) }
        return paint(image.style.withoutShadows.0, bounds: r)
    }

    /// A view given as one of the canvas's `symbols`, found by its tag (`resolveSymbol(id:)`):
    /// what it draws in this frame, at the size it took in the canvas's.
    public struct ResolvedSymbol {
        let items: [DisplayItem]
        /// Where the symbol was drawn (root coordinates): at the canvas's origin.
        let rect: CGRect
        /// The symbol's size.
        public var size: CGSize { rect.size }
    }

    /// The symbol view tagged `id` (`tag(_:)` in the canvas's `symbols`), or nil when none is.
    @MainActor public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        let key = _TagValue.normalized(id)
        if let kept = sink.symbols[key] { return kept }
        guard let symbol = sink.canvas.symbol(key, sink) else { return nil }
        sink.symbols[key] = symbol
        return symbol
    }

    /// Draws `symbol` at its size with its `anchor` at `point` (context coordinates).
    @MainActor public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(symbol, local: CGRect(x: point.x - anchor.x * symbol.size.width, y: point.y - anchor.y * symbol.size.height,
                                   width: symbol.size.width, height: symbol.size.height))
    }

    /// Draws `symbol` scaled to fill `rect` (context coordinates), as an image is drawn in one
    /// (Apple: the rect is its "layout frame"; §16.4).
    @MainActor public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        draw(symbol, local: rect)
    }

    /// Draws `symbol`'s drawing moved (and scaled) from where it was drawn to `local`, turned with
    /// the transform, under the context's opacity.
    @MainActor private func draw(_ symbol: ResolvedSymbol, local: CGRect) {
        let from = symbol.rect
        guard !symbol.items.isEmpty, from.width > 0, from.height > 0, local.width > 0, local.height > 0 else { return }
        let (r, turned) = place(local)
        let move = CGAffineTransform(translationX: -from.minX, y: -from.minY)
            .concatenating(CGAffineTransform(scaleX: r.width / from.width, y: r.height / from.height))
            .concatenating(CGAffineTransform(translationX: r.minX, y: r.minY))
        let faded = opacity < 1
        append(turned: turned.map { move.concatenating($0) } ?? move) { items in
            if faded { items.append(.beginGroup(.opacity(opacity))) }
            items.append(contentsOf: symbol.items)
            if faded { items.append(.endGroup) }
        }
    }
}

extension GraphicsContext {
    /// How a drawing combines with what the canvas already holds (SwiftUI's
    /// `GraphicsContext.BlendMode`, Core Graphics' blend modes by their raw values): the view
    /// blend modes, and the Porter–Duff operators `clear`, `copy`, `sourceIn`, `sourceOut`,
    /// `destinationIn`, `destinationAtop`, `xor` applied where the drawing covers (exact for
    /// opaque drawings; docs/semantics.md §16.4).
    public struct BlendMode: RawRepresentable, Equatable, Sendable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }
        public static let normal = BlendMode(rawValue: 0)
        public static let multiply = BlendMode(rawValue: 1)
        public static let screen = BlendMode(rawValue: 2)
        public static let overlay = BlendMode(rawValue: 3)
        public static let darken = BlendMode(rawValue: 4)
        public static let lighten = BlendMode(rawValue: 5)
        public static let colorDodge = BlendMode(rawValue: 6)
        public static let colorBurn = BlendMode(rawValue: 7)
        public static let softLight = BlendMode(rawValue: 8)
        public static let hardLight = BlendMode(rawValue: 9)
        public static let difference = BlendMode(rawValue: 10)
        public static let exclusion = BlendMode(rawValue: 11)
        public static let hue = BlendMode(rawValue: 12)
        public static let saturation = BlendMode(rawValue: 13)
        public static let color = BlendMode(rawValue: 14)
        public static let luminosity = BlendMode(rawValue: 15)
        public static let clear = BlendMode(rawValue: 16)
        public static let copy = BlendMode(rawValue: 17)
        public static let sourceIn = BlendMode(rawValue: 18)
        public static let sourceOut = BlendMode(rawValue: 19)
        public static let sourceAtop = BlendMode(rawValue: 20)
        public static let destinationOver = BlendMode(rawValue: 21)
        public static let destinationIn = BlendMode(rawValue: 22)
        public static let destinationOut = BlendMode(rawValue: 23)
        public static let destinationAtop = BlendMode(rawValue: 24)
        public static let xor = BlendMode(rawValue: 25)
        public static let plusDarker = BlendMode(rawValue: 26)
        public static let plusLighter = BlendMode(rawValue: 27)

        /// The group a drawing in this mode is composited through (nil: drawn over).
        var effect: GroupEffect? {
            switch rawValue {
            case 0: return nil
            case 1: return .blend(.multiply)
            case 2: return .blend(.screen)
            case 3: return .blend(.overlay)
            case 4: return .blend(.darken)
            case 5: return .blend(.lighten)
            case 6: return .blend(.colorDodge)
            case 7: return .blend(.colorBurn)
            case 8: return .blend(.softLight)
            case 9: return .blend(.hardLight)
            case 10: return .blend(.difference)
            case 11: return .blend(.exclusion)
            case 12: return .blend(.hue)
            case 13: return .blend(.saturation)
            case 14: return .blend(.color)
            case 15: return .blend(.luminosity)
            case 16: return .compositing(.clear)
            case 17: return .compositing(.copy)
            case 18: return .compositing(.sourceIn)
            case 19: return .compositing(.sourceOut)
            case 20: return .blend(.sourceAtop)
            case 21: return .blend(.destinationOver)
            case 22: return .compositing(.destinationIn)
            case 23: return .blend(.destinationOut)
            case 24: return .compositing(.destinationAtop)
            case 25: return .compositing(.xor)
            case 26: return .blend(.plusDarker)
            case 27: return .blend(.plusLighter)
            default: return nil
            }
        }
    }
}

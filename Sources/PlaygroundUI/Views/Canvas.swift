import Foundation

/// A view you draw into with code (SwiftUI's `Canvas`): its renderer gets a `GraphicsContext` and
/// the canvas's size each time the canvas is drawn (docs/semantics.md §16.4). The canvas takes
/// the whole space offered, like a shape.
///
/// Here the context's fills and strokes become this package's shape drawings (exact paths, colours,
/// opacity, transforms, clips) and its text draws are text drawings placed at the transformed
/// point (not rotated or scaled). Images and symbols (`draw(_:in:)` with an `Image`,
/// `resolveSymbol(id:)`), filters and blend modes are accepted and draw nothing / change nothing.
public struct Canvas<Symbols: View>: View, PrimitiveView {
    let renderer: (inout GraphicsContext, CGSize) -> Void

    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) where Symbols == EmptyView {
        self.renderer = renderer
    }

    /// With symbols (views the renderer could draw by tag): the symbols are not drawn here.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.renderer = renderer
    }

    public static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        let node = graph.reuse(&slot) { CanvasNode() }
        node.renderer = view.renderer
        node.environment = graph.env
        graph.changed(node)   // a renderer is a closure: it may draw differently every time
    }
}

/// The node of a canvas: fills the proposal, runs the renderer when it emits.
@MainActor
final class CanvasNode: _Node {
    var renderer: (inout GraphicsContext, CGSize) -> Void = { _, _ in }
    var environment = EnvironmentValues()

    override func sizeThatFits(_ p: ProposedViewSize, _ b: _ViewGraph) -> CGSize {
        p.replacingUnspecifiedDimensions()
    }

    override func emitContent(_ ctx: inout EmitContext) {
        let frame = presentedFrame
        let sink = GraphicsContext.Sink(graph: ctx.graph)
        var context = GraphicsContext(sink: sink, environment: environment, origin: frame.origin)
        renderer(&context, frame.size)
        for item in sink.items { ctx.list.append(item) }
    }
}

/// What a `Canvas` renderer draws with (SwiftUI's `GraphicsContext`): a value; copies share the
/// canvas but keep their own transform, opacity and clip (§16.4).
public struct GraphicsContext {
    /// Collects what a renderer draws, in order.
    @MainActor final class Sink {
        unowned(unsafe) let graph: _ViewGraph
        var items: [DisplayItem] = []
        init(graph: _ViewGraph) { self.graph = graph }
    }

    let sink: Sink
    let origin: CGPoint
    /// Opacity multiplied into everything drawn.
    public var opacity: Double = 1
    /// Accepted; everything is drawn with `.normal` here.
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

    /// What a path is painted with: a colour, or (approximated by their first colour here) a
    /// gradient or another style.
    public struct Shading: Sendable {
        let color: Color
        public static func color(_ color: Color) -> Shading { Shading(color: color) }
        public static func color(red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading {
            Shading(color: Color(red: red, green: green, blue: blue, opacity: opacity))
        }
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = []) -> Shading {
            Shading(color: gradient.stops.first?.color ?? .clear)
        }
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, options: GradientOptions = []) -> Shading {
            Shading(color: gradient.stops.first?.color ?? .clear)
        }
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = .zero, options: GradientOptions = []) -> Shading {
            Shading(color: gradient.stops.first?.color ?? .clear)
        }
        public static var foreground: Shading { Shading(color: .primary) }
        public static func style<S: ShapeStyle>(_ style: S) -> Shading {
            if let c = style as? Color { return Shading(color: c) }
            return Shading(color: .primary)
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

    /// Text resolved for drawing (`resolve(_:)`), which can be measured.
    public struct ResolvedText {
        let text: Text
        let size: CGSize
        public func measure(in size: CGSize) -> CGSize { self.size }
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

    @MainActor private func append(_ item: DisplayItem, bounds: CGRect) {
        for clip in clips { sink.items.append(.beginGroup(.clipShape(.path(clip, eoFill: false), in: clip.boundingRect))) }
        sink.items.append(item)
        for _ in clips { sink.items.append(.endGroup) }
    }

    /// Fills `path` (in the context's coordinates).
    @MainActor public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        let p = rootPath(path)
        let color = paint(shading.color)
        guard color.opacity > 0, !p.isEmpty else { return }
        append(.shape(ShapeDrawing(outline: .path(p, eoFill: style.isEOFilled), rect: p.boundingRect, paint: .fill(color))), bounds: p.boundingRect)
    }

    /// Strokes `path` with `style` (its line width scaled with the transform's x scale).
    @MainActor public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        let p = rootPath(path)
        let color = paint(shading.color)
        guard color.opacity > 0, !p.isEmpty else { return }
        var s = style
        let scale = sqrt(transform.a * transform.a + transform.b * transform.b)
        s.lineWidth *= scale
        append(.shape(ShapeDrawing(outline: .path(p, eoFill: false), rect: p.boundingRect, paint: .stroke(color, s))), bounds: p.boundingRect)
    }

    @MainActor public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The text, resolved in the canvas's environment, with its size on one line.
    @MainActor public func resolve(_ text: Text) -> ResolvedText {
        ResolvedText(text: text, size: sink.graph.measureText(text.string, font: font(of: text)))
    }

    @MainActor private func font(of text: Text) -> Font {
        text.head.font ?? environment.font ?? .body
    }

    /// Draws `text` on one line with its `anchor` at `point` (the point is transformed; the text
    /// is neither rotated nor scaled here).
    @MainActor public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    @MainActor public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let p = point.applying(transform)
        let rect = CGRect(x: origin.x + p.x - anchor.x * text.size.width, y: origin.y + p.y - anchor.y * text.size.height,
                          width: text.size.width, height: text.size.height)
        let color = paint(text.text.head.style.color ?? .primary)
        append(.text(TextDrawing(string: text.text.string, font: font(of: text.text), color: color, rect: rect)), bounds: rect)
    }

    /// Draws `text` at the top leading corner of `rect`.
    @MainActor public func draw(_ text: Text, in rect: CGRect) {
        draw(text, at: rect.origin, anchor: .topLeading)
    }

    /// Accepted; draws nothing here (images in a canvas are not drawn yet).
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {}
    /// Accepted; draws nothing here.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {}
    /// Always nil here: a canvas's symbols are not drawn.
    public func resolveSymbol<ID: Hashable>(id: ID) -> Never? { nil }
}

import Foundation

/// A picture: a symbol (`Image(systemName:)`) drawn from the bundled symbol set, or an image file
/// (`Image("name")`) from the asset folders (docs/semantics.md §19).
///
/// Symbols are template images: they take the foreground style and scale with the font
/// (`.font`, `.imageScale`); they are the nearest Material Icons glyphs, not Apple's artwork
/// (docs/symbols.md lists them). An unknown symbol name draws nothing and warns once on stderr.
/// Image files are drawn at their size in points (`name@2x.png` at half its pixels) until
/// `.resizable()`; a missing or corrupt file warns once and draws empty.
public struct Image: Equatable, Sendable {
    enum Source: Equatable, Sendable {
        case system(String)
        case named(String)
        /// An image file by its path (what `AsyncImage` loaded, §19.5).
        case file(String)
        /// Pixels held by a `UIImage` (a snapshot's), at their scale.
        case pixels(Bitmap, scale: CGFloat)
    }
    let source: Source
    var isResizable = false
    var capInsets = EdgeInsets()
    var resizingMode = ResizingMode.stretch
    var renderingMode: TemplateRenderingMode?
    var symbolRenderingMode: SymbolRenderingMode?
    var interpolation = Interpolation.high

    /// How a resizable image fills its frame. `.tile` is accepted and stretches.
    public enum ResizingMode: Sendable, Hashable { case tile, stretch }
    /// Whether an image is drawn in its own colours or as a mask in the foreground colour.
    public enum TemplateRenderingMode: Sendable, Hashable { case template, original }
    /// Sampling quality when scaled: `.none` is nearest-neighbour, the others bilinear.
    public enum Interpolation: Sendable, Hashable { case none, low, medium, high }
    /// The relative size of symbols next to text (`.imageScale`).
    public enum Scale: Sendable, Hashable { case small, medium, large }

    /// A symbol from the bundled set by its SF Symbols name.
    public init(systemName: String) { source = .system(systemName) }
    /// A symbol; `variableValue` is accepted (symbols have no variable parts here).
    public init(systemName: String, variableValue: Double?) { source = .system(systemName) }
    /// The image file called `name` in the asset folders. `bundle` is accepted and ignored.
    public init(_ name: String, bundle: Bundle? = nil) { source = .named(name) }
    /// An image from its source (an `AsyncImage`'s loaded file).
    init(source: Source) { self.source = source }
    /// An image file ignored by accessibility (drawn the same).
    public init(decorative name: String, bundle: Bundle? = nil) { source = .named(name) }

    /// Lets the image take the size it is offered instead of its own. `capInsets` and
    /// `resizingMode: .tile` are accepted; the whole image is stretched (a difference from SwiftUI).
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var i = self; i.isResizable = true; i.capInsets = capInsets; i.resizingMode = resizingMode; return i
    }
    /// `.template` draws an image file's alpha in the foreground colour; symbols are always
    /// templates.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var i = self; i.renderingMode = renderingMode; return i
    }
    public func interpolation(_ interpolation: Interpolation) -> Image { var i = self; i.interpolation = interpolation; return i }
    /// Accepted: edges are always anti-aliased.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }
    /// How this symbol colours its layers; it comes before the environment's mode (nil: the
    /// environment's, docs/semantics.md §19.6).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var i = self; i.symbolRenderingMode = mode; return i
    }
}

/// Variants of a symbol (`.symbolVariant(.fill)` draws `star.fill` for `star`).
public struct SymbolVariants: Sendable, Hashable {
    let suffixes: [String]
    public static let none = SymbolVariants(suffixes: [])
    public static let fill = SymbolVariants(suffixes: ["fill"])
    public static let circle = SymbolVariants(suffixes: ["circle"])
    public static let square = SymbolVariants(suffixes: ["square"])
    public static let rectangle = SymbolVariants(suffixes: ["rectangle"])
    public static let slash = SymbolVariants(suffixes: ["slash"])
    public var fill: SymbolVariants { SymbolVariants(suffixes: suffixes + ["fill"]) }
    public var circle: SymbolVariants { SymbolVariants(suffixes: suffixes + ["circle"]) }
    public var square: SymbolVariants { SymbolVariants(suffixes: suffixes + ["square"]) }
    public var slash: SymbolVariants { SymbolVariants(suffixes: suffixes + ["slash"]) }

    /// `name` with these variants, when the set has it ("star" + [.circle, .fill] → "star.circle.fill").
    func apply(to name: String) -> String {
        guard !suffixes.isEmpty else { return name }
        let shapes = suffixes.filter { $0 != "fill" }, fill = suffixes.contains("fill")
        var candidate = ([name] + shapes.filter { !name.contains(".\($0)") }).joined(separator: ".")
        if fill && !candidate.hasSuffix(".fill") { candidate += ".fill" }
        return SymbolGlyphs.glyph(named: candidate) != nil ? candidate : name
    }
}

/// Sizes of symbols relative to the font (docs/semantics.md §19.1).
enum SymbolMetrics {
    /// The symbol square is this many times the font size at `.medium` scale for symbols whose
    /// SF size is not known (fitted to the iOS references before they were known one by one).
    static let emPerPoint: CGFloat = 1.26
    /// System chrome's symbols (tab bars, navigation chevrons, menus) keep the square their
    /// layouts were measured with.
    static let chromeEmPerPoint: CGFloat = 1.4
    /// The ink of a typical (round) symbol fills this much of the square: Material's icons keep
    /// 2 of their 24 units clear on each side.
    static let typicalInk: CGFloat = 20.0 / 24.0
    static func factor(_ s: Image.Scale) -> CGFloat {
        switch s { case .small: 0.78; case .medium: 1; case .large: 1.29 }
    }

    /// An SF Symbol's ink box at `.medium` scale, in units of the font size, and how far its ink
    /// centre lies below (`drop`) and right of (`shift`) the centre of the image's frame — the
    /// point a centred stack lines up with its neighbours' middles. Measured on iOS references
    /// (§19.1).
    struct Box: Equatable {
        var width: CGFloat
        var height: CGFloat
        var drop: CGFloat
        var shift: CGFloat = 0
        /// How far the frame reaches above the ink's top and below its bottom, beyond what
        /// `drop` asks (negative: the ink overhangs the frame there, as a badge does).
        var above: CGFloat = 0
        var below: CGFloat = 0
    }

    /// Every circle-enclosed symbol (`circle`, `xmark.circle.fill`, `checkmark.circle`, …) shares
    /// one enclosure in SF Symbols: 17 × 17 pt at 17-pt body (pointfree's iOS 13 reference, @2x),
    /// 16 × 16 at 16 pt (its Dynamic Type `.medium` device reference), centred on the text.
    static let circle = Box(width: 1, height: 1, drop: 0)

    /// Symbols measured one by one on the iOS references, by name without `.fill` (the filled and
    /// outlined designs of a symbol share their size).
    static let measured: [String: Box] = [
        // v8tr's LandmarkRow (iOS 13, @3x): 18.7 × 18 pt at 17 pt, centred on the row.
        "star": Box(width: 18.667 / 17, height: 18 / 17, drop: 0),
        // v8tr's SendButton (iOS 13, @3x): 15 × 19 pt at 17 pt; its ink centre is 1.17 pt below
        // the middle of the "Send" text beside it (the arrow reaches higher above the box than
        // the box reaches below the baseline).
        "square.and.arrow.up": Box(width: 15 / 17, height: 19 / 17, drop: 1.167 / 17),
        // SpeziViews' ListHeader (iOS 26, @3x): 52.7 × 52 pt at 48.2 pt (50 pt relative to
        // `.title` at Dynamic Type `.medium`), its ink 6 pt right of the centre of the column
        // it is centred in (the badge widens the ink, not the frame's middle). Its frame reaches
        // 2.9 pt above the ink and ends 1.1 pt above the badge's bottom: the two figures that put
        // both the symbol and the title under it where iOS has them in that centred column
        // (§19.1; before, with the frame on the ink, the symbol sat 2.7 pt and the text 1.7 pt high).
        "person.badge.plus": Box(width: 52.667 / 48.214, height: 52 / 48.214, drop: 0, shift: 6 / 48.214,
                                 above: 2.9 / 48.214, below: -1.1 / 48.214),
    ]

    /// The SF box of `name` (a resolved name, variants applied), if known; looked up once per
    /// name (images are built every time their view is).
    static func box(named name: String) -> Box? {
        if let known = boxes[name] { return known }
        let box = findBox(name)
        boxes[name] = .some(box)
        return box
    }
    nonisolated(unsafe) private static var boxes: [String: Box?] = [:]

    private static func findBox(_ name: String) -> Box? {
        var base = name
        if base.hasSuffix(".fill") { base.removeLast(5) }
        if base == "person.fill.badge.plus" { base = "person.badge.plus" }
        if let box = measured[base] { return box }
        if base == "circle" || base.hasSuffix(".circle") { return circle }
        return nil
    }
}

/// Where a symbol's glyph goes: the image's own size and the ink's rectangle in it, in points.
struct SymbolLayout: Equatable {
    var size: CGSize
    var ink: CGRect

    /// `glyph` at `em` points a square, in the SF box of `name` when it is known (the glyph
    /// scaled uniformly to fit it, centred), else its own ink box.
    init(name: String, glyph: SymbolGlyph, fontSize: CGFloat, em: CGFloat, scale: CGFloat, useSFBoxes: Bool) {
        let b = glyph.bounds
        guard useSFBoxes, let box = SymbolMetrics.box(named: name), b.width > 0, b.height > 0 else {
            size = CGSize(width: b.width * em, height: b.height * em)
            ink = CGRect(origin: .zero, size: size)
            return
        }
        let w = box.width * fontSize * scale, h = box.height * fontSize * scale
        let drop = box.drop * fontSize * scale, shift = box.shift * fontSize * scale
        let above = box.above * fontSize * scale, below = box.below * fontSize * scale
        // The frame reaches as far each way from its centre as the ink does, and then `above`
        // and `below` further.
        let inkFrame = h + 2 * abs(drop)
        size = CGSize(width: w + 2 * abs(shift), height: max(inkFrame + above + below, 0))
        let k = min(w / b.width, h / b.height)
        let inkSize = CGSize(width: b.width * k, height: b.height * k)
        ink = CGRect(x: (size.width - inkSize.width) / 2 + shift, y: (inkFrame - inkSize.height) / 2 + drop + above,
                     width: inkSize.width, height: inkSize.height)
    }
}

extension Image: View, PrimitiveView {
    public static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        graph.withReused(&slot, { ImageNode() }) { node in build(view, node, graph) }
    }
    /// An image builds one leaf node, which only its parent's build builds again: an environment
    /// modifier applied to it (`foregroundStyle`, `font`, `imageScale`…) makes no node of its own
    /// (`View._buildsLeafNode`).
    @inlinable public static var _buildsLeafNode: Bool { true }

    /// Builds `view` into its node (`slot` holds it, unretained here).
    @MainActor @inline(__always)
    static func build(_ view: Self, _ node: ImageNode, _ graph: _ViewGraph) {
        let env = graph.env
        var content = ImageNode.Content.none
        // True when the node's content stands as it is: a system symbol made from the same
        // inputs (node-model step 65). Then it is neither copied out nor compared (step 74).
        var keptContent = false
        var setIsTemplate = false
        var madeFrom: ImageNode.SymbolKey?
        if case .system(let raw) = view.source {
            let key = Self.symbolKey(raw, env)
            if node.symbolKey == key {
                keptContent = true
            } else {
                content = Self.symbolContent(raw, key)
            }
            madeFrom = key
        } else {
            (content, setIsTemplate) = Self.content(view, in: env)
        }
        if (!keptContent && node.content != content) || node.isResizable != view.isResizable {
            if !keptContent { node.content = content }
            node.isResizable = view.isResizable
            graph.changed(node)
        }
        if !keptContent && node.symbolKey != madeFrom { node.symbolKey = madeFrom }
        // Compared in place when both are colours (as a shape's, step 32): through the key path
        // both styles were copied and compared through the enum's value witnesses.
        let style = env.foregroundStyle(level: 0)
        if !node.style.isSame(as: style) { graph.update(node, \.style, style) }
        // A symbol with layers, in a mode that colours them, fills each with its own style.
        var layerStyles: [_ResolvedStyle]?
        if let layers = node.symbolLayers {
            layerStyles = SymbolRenderingMode.layerStyles(layers, mode: view.symbolRenderingMode ?? env.symbolRenderingMode, in: env)
        }
        if layerStyles != nil || node.layerStyles != nil { graph.update(node, \.layerStyles, layerStyles) }
        graph.update(node, \.template, view.renderingMode.map { $0 == .template } ?? setIsTemplate)
        graph.update(node, \.smooth, view.interpolation != .none)
    }

    /// What `view` draws in `env`, and whether an image set asks to be a template (a node's
    /// build, and a canvas's `resolve(_:)`).
    @MainActor
    static func content(_ view: Self, in env: EnvironmentValues) -> (ImageNode.Content, isTemplate: Bool) {
        switch view.source {
        case .system(let raw):
            return (symbolContent(raw, symbolKey(raw, env)), false)
        case .named(let name):
            if let glyph = CustomSymbols.glyph(named: name) {
                // A catalog's symbol set: drawn like the built-in symbols, at the font's size
                // (its template is drawn for a 100-point font).
                let font = (env.font ?? .body).resolved(for: env.dynamicTypeSize)
                let scale = SymbolMetrics.factor(env.imageScale)
                let em = font.size * scale
                let layout = SymbolLayout(name: name, glyph: glyph, fontSize: font.size, em: em, scale: scale, useSFBoxes: false)
                return (.symbol(name, glyph, em: em, weight: (env.bold ? Font.Weight.bold : font.weight).value, layout: layout), false)
            } else if let entry = ImageLibrary.shared.image(named: name) {
                // An image set that asks to be a template is one unless the view says otherwise.
                return (.bitmap(entry.bitmap, scale: entry.scale), entry.isTemplate)
            }
            return (.none, false)
        case .file(let path):
            guard let entry = ImageLibrary.shared.image(atPath: path) else { return (.none, false) }
            return (.bitmap(entry.bitmap, scale: entry.scale), false)
        case let .pixels(bitmap, scale):
            return (.bitmap(bitmap, scale: scale), false)
        }
    }

    /// What a system symbol's content is made from in `env`: the name with the environment's
    /// variants, its size (the font's, Dynamic Type included, and the image scale) and weight.
    @MainActor @inline(__always)
    static func symbolKey(_ raw: String, _ env: EnvironmentValues) -> ImageNode.SymbolKey {
        let name = env.symbolVariants.apply(to: raw)
        // Symbols follow the text size, Dynamic Type included.
        let font = (env.font ?? .body).resolved(for: env.dynamicTypeSize)
        let scale = SymbolMetrics.factor(env.imageScale)
        let em = font.size * (env.chromeSymbols ? SymbolMetrics.chromeEmPerPoint : SymbolMetrics.emPerPoint) * scale
        let weight = (env.bold ? Font.Weight.bold : font.weight).value
        return ImageNode.SymbolKey(name: name, fontSize: font.size, em: em, scale: scale, weight: weight, chrome: env.chromeSymbols)
    }

    /// The system symbol `key` names (`raw` as written, for the warning).
    @MainActor
    static func symbolContent(_ raw: String, _ key: ImageNode.SymbolKey) -> ImageNode.Content {
        if let glyph = SymbolGlyphs.glyph(named: key.name) {
            let layout = SymbolLayout(name: key.name, glyph: glyph, fontSize: key.fontSize, em: key.em, scale: key.scale,
                                      useSFBoxes: !key.chrome)
            return .symbol(key.name, glyph, em: key.em, weight: key.weight, layout: layout)
        }
        // A name the bundled set lacks (SF Symbols has thousands more) keeps the room a typical
        // symbol takes, so the layout around it is the one iOS draws (§19.1).
        ImageLibrary.shared.warnUnknownSymbol(raw)
        return .blank(CGSize(width: key.em * SymbolMetrics.typicalInk, height: key.em * SymbolMetrics.typicalInk))
    }
}

@MainActor
final class ImageNode: LeafNode {
    override var nodeRole: NodeRole { .image(self) }
    enum Content: Equatable {
        case none
        /// Nothing drawn in a box of this size (a symbol name the set lacks).
        case blank(CGSize)
        /// Name, glyph (em units), em size in points, font weight (100…900), and where the
        /// glyph's ink goes in the image.
        case symbol(String, SymbolGlyph, em: CGFloat, weight: Int, layout: SymbolLayout)
        case bitmap(Bitmap, scale: CGFloat)

        /// The size in points of an image with this content.
        var size: CGSize {
            switch self {
            case .none: return .zero
            case .blank(let s): return s
            case let .symbol(_, _, _, _, layout): return layout.size
            case let .bitmap(b, scale): return CGSize(width: CGFloat(b.width) / scale, height: CGFloat(b.height) / scale)
            }
        }

        static func == (a: Content, b: Content) -> Bool {
            switch (a, b) {
            case (.none, .none): return true
            case let (.blank(s1), .blank(s2)): return s1 == s2
            case let (.symbol(n1, _, e1, w1, l1), .symbol(n2, _, e2, w2, l2)): return n1 == n2 && e1 == e2 && w1 == w2 && l1 == l2
            case let (.bitmap(b1, s1), .bitmap(b2, s2)): return b1 === b2 && s1 == s2
            default: return false
            }
        }
    }
    @exclusivity(unchecked) var content = Content.none {
        didSet {
            if case let .symbol(_, glyph, _, _, _) = content, !glyph.layers.isEmpty { symbolLayers = glyph.layers } else { symbolLayers = nil }
        }
    }
    /// The layers of the symbol `content` draws, when it has any (nil: none, or not a symbol),
    /// kept when `content` is written so that a build reads them without copying the content.
    @exclusivity(unchecked) private(set) var symbolLayers: [SymbolLayer]?
    /// What a system symbol's `content` was made from (nil: not a system symbol). The same again
    /// makes the same content, so a rebuild keeps it without looking the name up: the glyph and
    /// the symbol's SF box are found by the name's hash, about 500 instructions an image
    /// (node-model step 65).
    @exclusivity(unchecked) var symbolKey: SymbolKey?
    struct SymbolKey: Equatable {
        var name: String
        var fontSize: CGFloat
        var em: CGFloat
        var scale: CGFloat
        var weight: Int
        var chrome: Bool
    }
    @exclusivity(unchecked) var isResizable = false
    @exclusivity(unchecked) var style = _ResolvedStyle.color(Color.primary.resolved)
    /// For a symbol drawn layer by layer, the style of each of its layers (§19.6); nil draws it
    /// in one layer with `style`.
    @exclusivity(unchecked) var layerStyles: [_ResolvedStyle]?
    @exclusivity(unchecked) var template = false
    @exclusivity(unchecked) var smooth = true

    /// The image's own size in points.
    var idealSize: CGSize { content.size }

    override func sizeThatFits(_ p: ProposedViewSize, _ b: _ViewGraph) -> CGSize {
        guard isResizable else { return idealSize }
        let ideal = idealSize
        return CGSize(width: p.width.flatMap { $0.isFinite ? $0 : nil } ?? ideal.width,
                      height: p.height.flatMap { $0.isFinite ? $0 : nil } ?? ideal.height)
    }

    /// A symbol's or template image's plain colour, animated as a text's is (§7.5).
    @exclusivity(unchecked) private var animatedColor = AnimatedValue()
    /// A layered symbol's layer colours, each animated alike (empty until it has layers).
    @exclusivity(unchecked) private var animatedLayerColors: [AnimatedValue] = []
    override func commitValues(time: Double, animation: Animation?) {
        if case .color(let c) = style, isSymbol || template {
            animatedColor.commit(AnimatedValue.vector(c), animation, time: time)
        }
        guard let layerStyles else { return }
        if animatedLayerColors.count != layerStyles.count {
            animatedLayerColors = Array(repeating: AnimatedValue(), count: layerStyles.count)
        }
        for (i, layerStyle) in layerStyles.enumerated() {
            if case .color(let c) = layerStyle.withoutShadows.0 {
                animatedLayerColors[i].commit(AnimatedValue.vector(c), animation, time: time)
            }
        }
    }
    /// The colour drawn now: the animated one while a change of a plain colour animates.
    private func drawnColor(_ ctx: EmitContext) -> ResolvedColor {
        guard case .color = style else { return style.representativeColor }
        return animatedColor.presented(time: ctx.graph.time, ctx.graph.animator).map(AnimatedValue.color) ?? style.representativeColor
    }

    override func emitContent(_ ctx: inout EmitContext) {
        let r = presentedFrame
        guard r.width > 0, r.height > 0, !style.isInvisible || layerStyles != nil || !(template || isSymbol) else { return }
        switch content {
        case .none, .blank:
            return
        case let .symbol(_, glyph, em, weight, layout):
            guard let t = Self.glyphTransform(glyph, layout, in: r) else { return }
            if let layerStyles, layerStyles.count == glyph.layers.count {
                emitLayers(glyph.layers, layerStyles, transform: t, em: em, weight: weight, frame: r, &ctx)
                return
            }
            let path = glyph.path.applying(t)
            let (base, shadows) = style.withoutShadows
            let width = Self.boldWidth(em: em, weight: weight)
            let color = drawnColor(ctx)
            if shadows.isEmpty {
                Self.appendGlyph(path, color, base.gradientPaint(in: r), frame: r, boldWidth: width, to: &ctx.list)
            } else {
                // The style's shadows are the (thickened) glyph's.
                var items: [DisplayItem] = []
                Self.appendGlyph(path, color, base.gradientPaint(in: r), frame: r, boldWidth: width, to: &items)
                ctx.append(items, shadows: shadows, bounds: r.insetBy(dx: -width, dy: -width))
            }
        case let .bitmap(bitmap, _):
            Self.appendBitmap(bitmap, in: r, tint: template ? drawnColor(ctx) : nil, smooth: smooth, to: &ctx.list)
        }
    }

    /// Where a symbol's glyph goes when its image is drawn in `r`: the glyph's ink box onto its
    /// place in the frame (a resizable image's frame scales that place with it); nil when either
    /// is empty.
    static func glyphTransform(_ glyph: SymbolGlyph, _ layout: SymbolLayout, in r: CGRect) -> CGAffineTransform? {
        let b = glyph.bounds
        guard b.width > 0, b.height > 0, layout.size.width > 0, layout.size.height > 0 else { return nil }
        let sx = r.width / layout.size.width, sy = r.height / layout.size.height
        let ink = CGRect(x: r.minX + layout.ink.minX * sx, y: r.minY + layout.ink.minY * sy,
                         width: layout.ink.width * sx, height: layout.ink.height * sy)
        return CGAffineTransform(translationX: -b.minX, y: -b.minY)
            .concatenating(CGAffineTransform(scaleX: ink.width / b.width, y: ink.height / b.height))
            .concatenating(CGAffineTransform(translationX: ink.minX, y: ink.minY))
    }

    /// An image file's pixels stretched over `r`; a template's alpha in `tint`.
    static func appendBitmap(_ bitmap: Bitmap, in r: CGRect, tint: ResolvedColor?, smooth: Bool, to items: inout some DisplayItemSink) {
        items.append(.shape(ShapeDrawing(outline: .rectangle, rect: r, paint: .fill(tint ?? Color.white.resolved),
                                         image: ImagePaint(bitmap: bitmap, imageRect: r, smooth: smooth, tint: tint))))
    }

    /// The stroke that thickens a glyph drawn heavier than semibold (Material has one weight), 0 up to it.
    static func boldWidth(em: CGFloat, weight: Int) -> CGFloat {
        weight > 500 ? em * 0.012 * CGFloat(weight - 400) / 100 : 0
    }

    /// A glyph's outline (or one layer's) filled with `color`, or with `gradient`, and
    /// thickened by a stroke of `boldWidth` when that is not 0.
    static func appendGlyph(_ path: Path, _ color: ResolvedColor, _ gradient: GradientPaint?, frame r: CGRect,
                            boldWidth: CGFloat, to items: inout some DisplayItemSink) {
        var fill = ShapeDrawing(outline: .path(path, eoFill: false), rect: r, paint: .fill(color))
        fill.gradient = gradient
        items.append(.shape(fill))
        guard boldWidth > 0 else { return }
        var bold = fill
        bold.paint = .stroke(color, StrokeStyle(lineWidth: boldWidth, lineJoin: .round))
        items.append(.shape(bold))
    }

    private var isSymbol: Bool { if case .symbol = content { return true } else { return false } }

    /// A symbol's layers, each in its style's colour as it animates now, under the primary
    /// style's shadows.
    private func emitLayers(_ layers: [SymbolLayer], _ styles: [_ResolvedStyle], transform t: CGAffineTransform,
                            em: CGFloat, weight: Int, frame r: CGRect, _ ctx: inout EmitContext) {
        var items: [DisplayItem] = []
        let animated = animatedLayerColors.count == styles.count
        Self.appendLayers(layers, styles, transform: t, em: em, weight: weight, frame: r, to: &items) { i, base in
            if animated, case .color = base,
               let v = animatedLayerColors[i].presented(time: ctx.graph.time, ctx.graph.animator) {
                return AnimatedValue.color(v)
            }
            return base.representativeColor
        }
        let width = Self.boldWidth(em: em, weight: weight)
        ctx.append(items, shadows: style.withoutShadows.1, bounds: r.insetBy(dx: -width, dy: -width))
    }

    /// A symbol's layers, back to front, each filled with its style in the colour `color` gives
    /// for it (its index and its style without shadows), thickened as the one-layer symbol is. A
    /// layer with a cut is drawn through a clip that keeps everything but the cut (the ring round
    /// a badge).
    static func appendLayers(_ layers: [SymbolLayer], _ styles: [_ResolvedStyle], transform t: CGAffineTransform,
                             em: CGFloat, weight: Int, frame r: CGRect, to items: inout [DisplayItem],
                             color: (Int, _ResolvedStyle) -> ResolvedColor) {
        let width = boldWidth(em: em, weight: weight)
        for (i, (layer, layerStyle)) in zip(layers, styles).enumerated() {
            let (base, _) = layerStyle.withoutShadows
            let color = color(i, base)
            guard !base.isInvisible || color.opacity > 0 else { continue }
            let path = layer.path.applying(t)
            let gradient = base.gradientPaint(in: r)
            if let cut = layer.cut {
                // Even-odd: a rectangle round the layer with the cut inside it keeps all but the cut.
                let around = path.boundingRect.union(r).insetBy(dx: -width - 1, dy: -width - 1)
                var keep = Path(around)
                keep.addPath(cut.applying(t))
                items.append(.beginGroup(.clipShape(.path(keep, eoFill: true), in: around)))
                appendGlyph(path, color, gradient, frame: r, boldWidth: width, to: &items)
                items.append(.endGroup)
            } else {
                appendGlyph(path, color, gradient, frame: r, boldWidth: width, to: &items)
            }
        }
    }

    /// A symbol's spacing toward text is not modelled (§6.1.1): the default toward anything.
    override func stackEdgeSpacing(_ edge: VerticalEdge, _ b: _ViewGraph) -> EdgeSpacing {
        switch content {
        case .symbol, .blank: return isResizable ? .plain(edge) : .unspecified
        default: return .plain(edge)
        }
    }

    override func hitTest(_ point: CGPoint) -> HitResult? {
        if case .none = content { return nil }
        return presentedFrame.contains(point) ? hit() : nil
    }
}

extension ImageLibrary {
    /// Warns once per name that the symbol set has no `name` (as SwiftUI logs).
    func warnUnknownSymbol(_ name: String) {
        guard warnedSymbols.insert(name).inserted else { return }
        warn("warning: No symbol named '\(name)' found in system symbol set; it keeps a symbol's room and draws nothing (docs/symbols.md lists the names)")
    }
}

extension View {
    /// The relative size of symbols in this view.
    nonisolated public func imageScale(_ scale: Image.Scale) -> some View { modifier(_EnvironmentWriteModifier<ImageScaleWrite>(scale)) }
    /// Draws symbols in this view with `variant` where the set has it (`.fill`, `.circle`, …).
    nonisolated public func symbolVariant(_ variant: SymbolVariants) -> some View {
        modifier(_EnvironmentWriteModifier<SymbolVariantWrite>(variant))
    }
}

extension View {
    /// Sizes the symbols inside as system chrome's (engine detail, §19.1).
    nonisolated func _chromeSymbols() -> some View { modifier(_EnvironmentModifier { $0.chromeSymbols = true }) }
}

/// `imageScale(_:)`'s and `symbolVariant(_:)`'s writes (`_EnvironmentWrite`).
enum ImageScaleWrite: _EnvironmentWrite { static func write(_ v: Image.Scale, to e: inout EnvironmentValues) { e.imageScale = v } }
enum SymbolVariantWrite: _EnvironmentWrite { static func write(_ v: SymbolVariants, to e: inout EnvironmentValues) { e.symbolVariants = v } }

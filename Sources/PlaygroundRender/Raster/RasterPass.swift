import Foundation
import PlaygroundUI

/// One painting of a display list into a region of a shared base layer: the clip and group
/// stacks, the group layers and the rasteriser it needs. `SoftwareRenderer` runs one pass per
/// band of a large repaint, on as many cores; a pass writes only rows inside its region, so
/// passes over disjoint bands never touch the same pixel. Text comes as masks looked up on the
/// main actor beforehand (`masks`, by item index).
final class RasterPass: @unchecked Sendable {
    let pixelWidth: Int
    let pixelHeight: Int
    let scale: Double
    private let base: RasterLayer
    private var pool: [RasterLayer] = []
    private let rasterizer = CoverageRasterizer()

    /// The clip in force: (minX, minY, maxX, maxY) in pixels, and the pixel rect enclosing it.
    /// A value with no heap storage, so pushing and popping clips allocates nothing.
    private struct Clip {
        var rect: SIMD4<Double>
        var pixels: PixelRect
    }
    /// The clips in force: the display list's own (`user`) and the part of the frame being
    /// repainted (`zone`: the region, or the whole frame inside a shadow group).
    private struct ClipState {
        var user: Clip
        var zone: PixelRect
    }
    private enum Group {
        case clip(previous: ClipState)
        /// A group drawn into its own layer; `clip` is the clip state and `alpha` the opacity to
        /// restore when it ends (the layer is composited with that opacity).
        case layer(RasterLayer, GroupEffect, clip: ClipState, alpha: Float)
        case transform(previous: GroupTransform)
        /// An opacity group: its leaves are drawn with their opacity multiplied (§18.1).
        case opacity(previous: Float)
    }
    private var transform = GroupTransform.identity
    /// The opacity the leaves being drawn are multiplied by (the product of the enclosing opacity
    /// groups up to the nearest layer).
    private var alpha: Float = 1
    /// One row of shader colours (4 floats a pixel), filled a run at a time by `drawShape`.
    private let shaded: UnsafeMutablePointer<Float>
    /// Shadows' blurred planes, reused while their content stays the same.
    private(set) var shadowCache = ShadowCache()
    /// Gradient colour tables, reused from frame to frame.
    private var gradientTables = GradientShader.Tables()
    /// The mask drawn by the `maskContent` group that just ended, for its `masked` group.
    private var pendingMask: RasterLayer?
    private var stack: [Group] = []
    private var layers: [RasterLayer] = []
    private var state: ClipState
    /// `state.user` limited to `state.zone`: where drawing may land.
    private var clip: Clip
    /// The text masks of this painting, by item index.
    private var masks: [Int: GlyphMask] = [:]

    init(base: RasterLayer, scale: Double) {
        self.base = base
        pixelWidth = base.width
        pixelHeight = base.height
        shaded = .allocate(capacity: max(1, base.width) * 4)
        self.scale = scale
        clip = Clip(rect: SIMD4(0, 0, Double(base.width), Double(base.height)), pixels: base.bounds)
        state = ClipState(user: clip, zone: base.bounds)
    }

    deinit { shaded.deallocate() }

    /// Paints `items` over white inside `region` of the base layer.
    func paint(_ items: [DisplayItem], within region: PixelRect, masks: [Int: GlyphMask]) {
        self.masks = masks
        defer { self.masks = [:] }
        shadowCache.startPainting()
        base.fillOpaque(red: 1, green: 1, blue: 1, in: region, tracking: false)
        layers = [base]
        stack.removeAll(keepingCapacity: true)
        let full = Clip(rect: SIMD4(0, 0, Double(pixelWidth), Double(pixelHeight)), pixels: base.bounds)
        setState(ClipState(user: full, zone: region))
        transform = .identity
        alpha = 1
        if let m = pendingMask { m.clear(); pool.append(m); pendingMask = nil }
        for (index, item) in items.enumerated() {
            switch item {
            case .shape(let s): drawShape(s)
            case .text(let t): drawText(t, index)
            case .beginGroup(let e): begin(e)
            case .endGroup: end()
            }
        }
        while !stack.isEmpty { end() }   // tolerate an unbalanced list
    }

    private func setState(_ new: ClipState) {
        state = new
        let z = new.zone, u = new.user.rect
        let rect = SIMD4(max(u[0], Double(z.x0)), max(u[1], Double(z.y0)), min(u[2], Double(z.x1)), min(u[3], Double(z.y1)))
        clip = Clip(rect: rect, pixels: new.user.pixels.intersection(z))
    }

    /// Records drawing on `layer` (the shared base needs no record, and passes must not race on it).
    @inline(__always) private func touch(_ layer: RasterLayer, _ area: PixelRect) {
        if layer !== base { layer.dirty = layer.dirty.union(area) }
    }

    // MARK: Groups

    private func begin(_ effect: GroupEffect) {
        switch effect {
        case .clip(let original) where transform.isUniform:
            stack.append(.clip(previous: state))
            narrowClip(to: transform.apply(original))
        case .clip(let original):
            // A rotated or projected clip rect clips like a shape.
            beginLayer(.clipShape(.rectangle, in: original))
            narrowClip(to: transform.apply(original))
        case let .clipShape(_, original):
            // Drawn into a layer inside the shape's bounds, then composited through the shape's
            // coverage when the group ends.
            beginLayer(effect)
            narrowClip(to: transform.apply(original))
        case .scale, .transform:
            stack.append(.transform(previous: transform))
            transform = transform.entering(effect)
        case .opacity(let o):
            stack.append(.opacity(previous: alpha))
            alpha *= o.isFinite ? Self.unit(o) : 1
        case .shadow, .blur:
            beginLayer(effect)
            // A blur reads everything the group draws: draw all of it, whatever the damage.
            setState(ClipState(user: state.user, zone: base.bounds))
        case .colorMatrix, .blend, .compositing, .isolate, .masked, .maskContent:
            beginLayer(effect)
        }
    }

    /// Starts drawing into a fresh layer, at full opacity.
    private func beginLayer(_ effect: GroupEffect) {
        let layer = pool.popLast() ?? RasterLayer(width: pixelWidth, height: pixelHeight)
        layer.clear()
        stack.append(.layer(layer, effect, clip: state, alpha: alpha))
        layers.append(layer)
        alpha = 1
    }

    /// Intersects the display list's clip with `r` (points, root space).
    private func narrowClip(to r: CGRect) {
        let s = scale
        let user = state.user
        var nr = SIMD4(Double(r.minX) * s, Double(r.minY) * s, Double(r.maxX) * s, Double(r.maxY) * s)
        nr = SIMD4(max(nr[0], user.rect[0]), max(nr[1], user.rect[1]), min(nr[2], user.rect[2]), min(nr[3], user.rect[3]))
        if !(nr[0].isFinite && nr[1].isFinite && nr[2].isFinite && nr[3].isFinite) { nr = .zero }
        let px = PixelRect(x0: PixelRect.coordinate(nr[0], .down), y0: PixelRect.coordinate(nr[1], .down),
                           x1: PixelRect.coordinate(nr[2], .up), y1: PixelRect.coordinate(nr[3], .up))
        setState(ClipState(user: Clip(rect: nr, pixels: px.intersection(base.bounds)), zone: state.zone))
    }

    private func end() {
        guard let group = stack.popLast() else { return }
        switch group {
        case .clip(let previous):
            setState(previous)
        case .transform(let previous):
            transform = previous
        case .opacity(let previous):
            alpha = previous
        case let .layer(layer, effect, previousClip, previousAlpha):
            layers.removeLast()
            setState(previousClip)
            alpha = previousAlpha
            let parent = layers[layers.count - 1]
            let area = layer.dirty.intersection(clip.pixels)
            switch effect {
            case let .clipShape(outline, rect):
                compositeThroughShape(layer, into: parent, ShapeDrawing(outline: outline, rect: rect, paint: .fill(.init(red: 0, green: 0, blue: 0, opacity: 1))))
            case .clip(let rect):
                compositeThroughShape(layer, into: parent, ShapeDrawing(outline: .rectangle, rect: rect, paint: .fill(.init(red: 0, green: 0, blue: 0, opacity: 1))))
            case let .shadow(color, radius, offset):
                drawShadow(of: layer, into: parent, color: color, radius: Double(radius), offset: offset)
                parent.composite(layer, tracking: parent !== base, area: area, opacity: alpha)
            case .blur(let radius, _):
                let blurred = blurredLayer(layer, sigma: ShadowBlur.sigma(radius: Double(radius) * transform.linearScale, scale: scale))
                parent.composite(blurred, tracking: parent !== base, area: blurred.dirty.intersection(clip.pixels), opacity: alpha)
                if blurred !== layer { blurred.clear(); pool.append(blurred) }
            case .colorMatrix(let m):
                LayerCompositing.composite(layer, into: parent, area: area, opacity: alpha, matrix: m)
                touch(parent, area)
            case .blend(let mode):
                LayerCompositing.composite(layer, into: parent, area: area, opacity: alpha, mode: mode)
                touch(parent, area)
            case .compositing(let op):
                LayerCompositing.composite(layer, into: parent, area: area, opacity: alpha, operator: op)
                touch(parent, area)
            case .maskContent:
                if let old = pendingMask { old.clear(); pool.append(old) }
                pendingMask = layer
                return   // kept for the masked group that ends next
            case .masked:
                if let mask = pendingMask {
                    LayerCompositing.composite(layer, into: parent, area: area, opacity: alpha, mask: mask)
                    mask.clear(); pool.append(mask); pendingMask = nil
                } else {
                    parent.composite(layer, tracking: false, area: area, opacity: alpha)
                }
                touch(parent, area)
            case .opacity, .isolate, .scale, .transform:
                parent.composite(layer, tracking: parent !== base, area: area, opacity: alpha)
            }
            layer.clear()
            pool.append(layer)
        }
    }

    /// `layer` blurred (a Gaussian of `sigma` px on each premultiplied channel), in a layer from
    /// the pool whose `dirty` covers the blur's reach (the layer itself when there is no blur).
    private func blurredLayer(_ layer: RasterLayer, sigma: Double) -> RasterLayer {
        guard sigma >= 0.3, !layer.dirty.isEmpty else { return layer }
        let margin = ShadowBlur.margin(sigma: sigma)
        let area = layer.dirty.insetBy(-margin).intersection(layer.bounds)
        let w = area.width, h = area.height
        guard w * h < 64_000_000 else { return layer }
        let out = pool.popLast() ?? RasterLayer(width: pixelWidth, height: pixelHeight)
        out.clear()
        // Rows copied whole, the four channels blurred side by side (ShadowBlur.blurPixels).
        var pixels = [Float](repeating: 0, count: w * h * 4)
        let src = layer.pixels.baseAddress!, dst = out.pixels.baseAddress!
        let rowBytes = w * 4 * MemoryLayout<Float>.stride
        pixels.withUnsafeMutableBufferPointer { plane in
            for y in area.y0..<area.y1 { memcpy(plane.baseAddress! + (y - area.y0) * w * 4, src + (y * pixelWidth + area.x0) * 4, rowBytes) }
        }
        ShadowBlur.blurPixels(&pixels, width: w, height: h, sigma: sigma)
        pixels.withUnsafeBufferPointer { plane in
            for y in area.y0..<area.y1 { memcpy(dst + (y * pixelWidth + area.x0) * 4, plane.baseAddress! + (y - area.y0) * w * 4, rowBytes) }
        }
        out.dirty = area
        return out
    }

    /// Composites `layer` over `parent` weighted by the coverage of `shape` (in the clip that was
    /// in force outside the group).
    private func compositeThroughShape(_ layer: RasterLayer, into parent: RasterLayer, _ shape: ShapeDrawing) {
        guard !layer.dirty.isEmpty else { return }
        let s = transform.apply(shape)
        var evenOdd = false
        let contours: [[Vec2]]
        if case .path(let path, let eo) = s.outline {
            contours = PathGeometry.fillContours(path, scale: scale)
            evenOdd = eo
        } else {
            contours = [OutlineGeometry.polygon(OutlineGeometry.form(s.outline, rect: s.rect), scale: scale)]
        }
        let area = layer.dirty.intersection(clip.pixels)
        guard !area.isEmpty else { return }
        var touched = PixelRect.empty
        let src = layer.pixels.baseAddress!, dst = parent.pixels.baseAddress!
        let alpha = alpha, pixelWidth = pixelWidth
        rasterizer.rasterize(contours, within: state.user.pixels, rows: area.y0..<area.y1, evenOdd: evenOdd) { row in
            let y = row.y
            let lo = max(row.x0, area.x0), hi = min(row.x0 + row.count, area.x1)
            if lo >= hi { return }
            var k = 0
            while k < row.segmentCount {
                let segment = row.segments[k]
                k += 1
                let (first, end) = row.columns(of: segment, within: lo, hi)
                if first >= end { continue }
                let i = (y * pixelWidth + first) * 4
                var s = src + i, d = dst + i
                var x = first
                while x < end {
                    let c = segment.constant >= 0 ? segment.constant : row.values[x - row.x0]
                    RasterLayer.blendOver(d, s, weight: c * alpha)
                    s += 4; d += 4
                    x += 1
                }
            }
            touched = touched.union(PixelRect(x0: lo, y0: y, x1: hi, y1: y + 1))
        }
        touch(parent, touched)
    }

    private func drawShadow(of layer: RasterLayer, into parent: RasterLayer, color: ResolvedColor,
                            radius: Double, offset: CGSize) {
        guard !layer.dirty.isEmpty, color.opacity > 0 else { return }
        let sigma = ShadowBlur.sigma(radius: radius, scale: scale)
        let margin = ShadowBlur.margin(sigma: sigma)
        let area = layer.dirty.insetBy(-margin).intersection(layer.bounds.insetBy(-margin))
        let w = area.width, h = area.height
        guard w > 0, h > 0, w * h < 64_000_000 else { return }
        var alpha = [Float](repeating: 0, count: w * h)
        let d = layer.dirty.intersection(layer.bounds)   // read through raw pointers below
        let layerWidth = layer.width, pixelWidth = pixelWidth
        // While loops over pointers: fast in the debug build too (docs/rendering.md "Debug builds").
        alpha.withUnsafeMutableBufferPointer { plane in
            let src = UnsafePointer(layer.pixels.baseAddress!), out = plane.baseAddress!
            var y = d.y0
            while y < d.y1 {
                var s = src + (y * layerWidth + d.x0) * 4 + 3, o = out + (y - area.y0) * w + (d.x0 - area.x0)
                var n = d.width
                while n > 0 { o[0] = s[0]; s += 4; o += 1; n -= 1 }
                y += 1
            }
        }
        let blurred = shadowCache.blurred(alpha, area: area, width: w, height: h, sigma: sigma)
        let dx = PixelRect.coordinate(Double(offset.width) * scale), dy = PixelRect.coordinate(Double(offset.height) * scale)
        let c = premultiplied(color)
        let red = c.x, green = c.y, blue = c.z, opacity = c.w
        let target = area.offsetBy(dx: dx, dy: dy).intersection(clip.pixels)
        guard !target.isEmpty else { return }
        let dst = parent.pixels.baseAddress!
        blurred.withUnsafeBufferPointer { plane in
            let shadow = plane.baseAddress!
            var y = target.y0
            while y < target.y1 {
                var a = shadow + (y - dy - area.y0) * w + (target.x0 - dx - area.x0)
                var p = dst + (y * pixelWidth + target.x0) * 4
                var n = target.width
                while n > 0 {
                    if a[0] > 0 { Self.blend(p, red, green, blue, opacity, a[0]) }
                    a += 1; p += 4; n -= 1
                }
                y += 1
            }
        }
        touch(parent, target)
    }

    // MARK: Drawing

    /// `c` premultiplied, each component clamped to 0…1 (NaN as 0: `min`/`max` pass NaN through,
    /// and a NaN pixel would poison every blend and blur it reaches).
    private func premultiplied(_ c: ResolvedColor) -> SIMD4<Float> {
        let a = Self.unit(c.opacity)
        return SIMD4(Self.unit(c.red) * a, Self.unit(c.green) * a, Self.unit(c.blue) * a, a)
    }

    /// `Float(b) / 255` for every byte `b`, looked up: a debug build converts a `UInt8` to `Float`
    /// through the standard library's generic initializer (docs/rendering.md "Debug builds").
    /// Written once when first read, never after, so unsynchronised reads are safe.
    nonisolated(unsafe) private static let byteFraction: UnsafePointer<Float> = {
        let table = UnsafeMutablePointer<Float>.allocate(capacity: 256)
        for b in 0..<256 { table[b] = Float(b) / 255 }
        return UnsafePointer(table)
    }()

    /// `v` clamped to 0…1, NaN as 0.
    @inline(__always) static func unit(_ v: Double) -> Float { v > 0 ? (v < 1 ? Float(v) : 1) : 0 }

    /// A colour glyph's pixel (0xFFRRGGBB) as an opaque premultiplied colour.
    @inline(__always) static func opaque(_ p: UInt32) -> SIMD4<Float> {
        SIMD4(Float((p >> 16) & 0xFF) / 255, Float((p >> 8) & 0xFF) / 255, Float(p & 0xFF) / 255, 1)
    }

    @inline(__always) private func blend(_ dst: UnsafeMutableBufferPointer<Float>, _ i: Int, _ c: SIMD4<Float>, _ cov: Float) {
        Self.blend(dst.baseAddress! + i, c.x, c.y, c.z, c.w, cov)
    }

    /// Premultiplied colour `c` over the pixel at `p`, weighted by `cov`.
    @inline(__always) static func blend(_ p: UnsafeMutablePointer<Float>, _ c: SIMD4<Float>, _ cov: Float) {
        blend(p, c.x, c.y, c.z, c.w, cov)
    }

    /// Premultiplied (r, g, b, a) over the pixel at `p`, weighted by `cov`: the one blend every
    /// painted pixel goes through. Scalars and a pointer, so the debug build runs it as fast as
    /// it can (docs/rendering.md "Debug builds").
    @inline(__always) static func blend(_ p: UnsafeMutablePointer<Float>, _ r: Float, _ g: Float, _ b: Float, _ a: Float, _ cov: Float) {
        let k = 1 - a * cov
        p[0] = r * cov + p[0] * k
        p[1] = g * cov + p[1] * k
        p[2] = b * cov + p[2] * k
        p[3] = a * cov + p[3] * k
    }

    /// The columns wholly inside clip rect `cr` horizontally, `from ..< to`: their overlap with
    /// it is exactly 1 (⌈left⌉ to ⌊right⌋). A side that is not finite (never for a real clip)
    /// gives none, so each column asks `overlap`.
    static func columnsInside(_ cr: SIMD4<Double>) -> (from: Int, to: Int) {
        let left = cr[0].rounded(.up), right = cr[2].rounded(.down)
        let from = left.isFinite ? Int(max(-1e9, min(left, 1e9))) : Int.max
        let to = right.isFinite ? Int(max(-1e9, min(right, 1e9))) : Int.min
        return (from, to)
    }

    /// Fraction of pixel column/row `v` inside [lo, hi].
    /// Written out as the standard library's `max(0, min(v + 1, hi) - max(v, lo))` is (NaN
    /// included): its generic `min` and `max` are calls through witnesses in a debug build.
    @inline(__always) private func overlap(_ v: Int, _ lo: Double, _ hi: Double) -> Float {
        let start = Double(v), end = Double(v + 1)
        let upper = hi < end ? hi : end
        let lower = lo >= start ? lo : start
        let inside = upper - lower
        return Float(inside >= 0 ? inside : 0)
    }

    private func drawShape(_ original: ShapeDrawing) {
        let s = transform.apply(original)
        // Shapes wholly outside the region being painted are skipped before they are flattened.
        if let reach = DamageRegion.shapeBounds(s, scale: scale), reach.intersection(clip.pixels).isEmpty { return }
        let contours: [[Vec2]]
        let color: ResolvedColor
        var evenOdd = false
        switch (s.paint, s.outline) {
        case let (.fill(c), .path(path, eo)):
            color = c
            contours = PathGeometry.fillContours(path, scale: scale)
            evenOdd = eo
        case let (.stroke(c, style), .path(path, _)):
            color = c
            contours = PathGeometry.strokeContours(path, style: style, scale: scale)
        case (.fill(let c), _):
            color = c
            contours = [OutlineGeometry.polygon(OutlineGeometry.form(s.outline, rect: s.rect), scale: scale)]
        case let (.stroke(c, style), _):
            color = c
            contours = StrokeGeometry.contours(outline: s.outline, rect: s.rect, style: style, scale: scale)
        }
        guard !contours.isEmpty, !clip.pixels.isEmpty else { return }
        if let material = s.material {
            drawMaterial(material, contours: contours, evenOdd: evenOdd)
            return
        }
        // A shape reaching past the clip's rectangle is cut to it, and the clip then weighs
        // nothing: where both edges cross a pixel, the covered area is their intersection, not
        // the product of the two coverages (RectClipping).
        var shape = contours
        if !RectClipping.contains(shape, in: clip.rect) {
            shape = RectClipping.clip(shape, to: clip.rect)
            if shape.isEmpty { return }
        }
        let shader = s.gradient.map { GradientShader($0, scale: scale, tables: &gradientTables) }
        let imageShader = s.image.map { ImageShader($0, scale: scale) }
        guard color.opacity > 0 || shader != nil || imageShader != nil else { return }
        let c = premultiplied(color)
        let red = c.x, green = c.y, blue = c.z, opacity = c.w
        let layer = layers[layers.count - 1]
        var touched = PixelRect.empty
        let dst = layer.pixels.baseAddress!
        let alpha = alpha, pixelWidth = pixelWidth
        // A shader's colours, or nil for a solid colour (decided once, not per pixel); a run's
        // colours are asked for at once (into `shaded`), so nothing is copied or retained per pixel.
        let sampler: ((_ x: Int, _ y: Int, _ count: Int, _ into: UnsafeMutablePointer<Float>) -> Void)?
        if let imageShader {
            sampler = { x, y, count, out in imageShader.colors(x: x, y: y, count: count, into: out) }
        } else if let shader {
            sampler = { x, y, count, out in shader.colors(x: x, y: y, count: count, into: out) }
        } else {
            sampler = nil
        }
        let shaded = shaded
        // Rasterised over the shape's whole extent in the list's clip (so coverage does not
        // depend on the damage); only the rows and columns being repainted are written.
        let band = clip.pixels
        rasterizer.rasterize(shape, within: state.user.pixels, rows: band.y0..<band.y1, evenOdd: evenOdd) { row in
            let y = row.y, rowX0 = row.x0
            let x0 = max(rowX0, band.x0), x1 = min(rowX0 + row.count, band.x1)
            if x0 >= x1 { return }
            let rowPixels = dst + y * pixelWidth * 4
            // While loops over pointers with a solid colour in scalars: the same arithmetic as a
            // SIMD colour per pixel, and fast in the debug build too (docs/rendering.md "Debug builds").
            var k = 0
            while k < row.segmentCount {
                let segment = row.segments[k]
                k += 1
                let (first, end) = row.columns(of: segment, within: x0, x1)
                if first >= end { continue }
                var p = rowPixels + first * 4
                var x = first
                if segment.constant >= 0, sampler == nil {
                    // One coverage and one colour for the whole run: an opaque colour fully
                    // covering is the colour itself (the blend gives exactly that), so it is filled.
                    let v = segment.constant * alpha
                    if v == 1, opacity == 1 {
                        RasterLayer.fill(p, count: end - x, red: red, green: green, blue: blue, alpha: 1)
                    } else if v > 0 {
                        // `blend` written out, its factors worked out once for the run.
                        let r = red * v, g = green * v, b = blue * v, a = opacity * v, keep = 1 - opacity * v
                        while x < end {
                            p[0] = r + p[0] * keep
                            p[1] = g + p[1] * keep
                            p[2] = b + p[2] * keep
                            p[3] = a + p[3] * keep
                            p += 4
                            x += 1
                        }
                    }
                } else if let sampler {
                    sampler(x, y, end - x, shaded)
                    var q = shaded
                    while x < end {
                        let v = (segment.constant >= 0 ? segment.constant : row.values[x - rowX0]) * alpha
                        if v > 0 { Self.blend(p, q[0], q[1], q[2], q[3], v) }
                        p += 4
                        q += 4
                        x += 1
                    }
                } else {
                    while x < end {
                        let v = row.values[x - rowX0] * alpha
                        if v > 0 { Self.blend(p, red, green, blue, opacity, v) }
                        p += 4
                        x += 1
                    }
                }
            }
            touched = touched.union(PixelRect(x0: x0, y0: y, x1: x1, y1: y + 1))
        }
        touch(layer, touched)
    }

    /// Paints a material inside `contours`: the layer's pixels under the shape replaced by their
    /// blur, washed with the material's tint, weighted by coverage. The blur reads pixels around
    /// the shape, so a list with a material is always painted whole in one band (`DamageRegion`).
    private func drawMaterial(_ m: MaterialPaint, contours: [[Vec2]], evenOdd: Bool) {
        let layer = layers[layers.count - 1]
        var shapeBox = PixelRect.empty
        for contour in contours {
            for p in contour where p.x.isFinite && p.y.isFinite {
                let x = PixelRect.coordinate(p.x, .down), y = PixelRect.coordinate(p.y, .down)
                shapeBox = shapeBox.union(PixelRect(x0: x, y0: y, x1: x + 2, y1: y + 2))
            }
        }
        let area = shapeBox.intersection(clip.pixels)
        guard !area.isEmpty, m.opacity > 0 else { return }
        let sigma = ShadowBlur.sigma(radius: Double(m.blurRadius), scale: scale)
        let margin = ShadowBlur.margin(sigma: sigma)
        // The backdrop under the material and its reach around it. Where that reach passes the
        // layer's edge (a bar under the status bar, a tab bar on the window's bottom), the edge
        // pixels are repeated, as UIKit's blur extends its edges: blurring in nothing there
        // darkened the material toward the window's edge.
        let available = area.insetBy(-margin).intersection(layer.bounds)
        var src = area.insetBy(-margin)
        if src.width * src.height >= 64_000_000 { src = available }
        let w = src.width, h = src.height
        guard w * h < 64_000_000, !available.isEmpty else { return }
        // Blurred: rows copied whole (edge rows and columns repeated), the four channels blurred
        // side by side.
        var blurred = [Float](repeating: 0, count: w * h * 4)
        let px = layer.pixels
        blurred.withUnsafeMutableBufferPointer { out in
            let inner = available.width * 4
            let left = available.x0 - src.x0, right = src.x1 - available.x1
            for y in src.y0..<src.y1 {
                let sy = min(max(y, available.y0), available.y1 - 1)
                let row = out.baseAddress! + (y - src.y0) * w * 4
                let from = px.baseAddress! + (sy * pixelWidth + available.x0) * 4
                memcpy(row + left * 4, from, inner * MemoryLayout<Float>.stride)
                var k = 0
                while k < left { (row + k * 4).update(from: from, count: 4); k += 1 }
                let last = from + (available.width - 1) * 4
                k = 0
                while k < right { (row + (left + available.width + k) * 4).update(from: last, count: 4); k += 1 }
            }
        }
        ShadowBlur.blurPixels(&blurred, width: w, height: h, sigma: sigma)
        let tint = premultiplied(m.tint)
        let weight = Self.unit(m.opacity) * alpha
        let cr = clip.rect
        var touched = PixelRect.empty
        let (insideFrom, insideTo) = Self.columnsInside(cr)
        let tr = tint.x, tg = tint.y, tb = tint.z, ta = tint.w, rowPixels = pixelWidth
        blurred.withUnsafeBufferPointer { plane in
            let backdrop = plane.baseAddress!, pixels = px.baseAddress!
            rasterizer.rasterize(contours, within: state.user.pixels, rows: area.y0..<area.y1, evenOdd: evenOdd) { row in
                let y = row.y
                let lo = max(row.x0, area.x0), hi = min(row.x0 + row.count, area.x1)
                if lo >= hi { return }
                let cy = overlap(y, cr[1], cr[3])
                var k = 0
                while k < row.segmentCount {
                    let segment = row.segments[k]
                    k += 1
                    let (first, end) = row.columns(of: segment, within: lo, hi)
                    if first >= end { continue }
                    var p = pixels + (y * rowPixels + first) * 4
                    var b = backdrop + ((y - src.y0) * w + (first - src.x0)) * 4
                    var x = first
                    while x < end {
                        let c = segment.constant >= 0 ? segment.constant : row.values[x - row.x0]
                        // The clip's factor is exactly 1 inside it: (c × cy) × 1 × weight.
                        let inside = x >= insideFrom && x < insideTo
                        let v = inside ? c * cy * weight : c * cy * overlap(x, cr[0], cr[2]) * weight
                        if !(v <= 0) {   // NaN too, as before
                            // Backdrop → its blur, then the wash over it.
                            p[0] += (b[0] - p[0]) * v
                            p[1] += (b[1] - p[1]) * v
                            p[2] += (b[2] - p[2]) * v
                            p[3] += (b[3] - p[3]) * v
                            Self.blend(p, tr, tg, tb, ta, v)
                        }
                        p += 4; b += 4
                        x += 1
                    }
                }
                touched = touched.union(PixelRect(x0: lo, y0: y, x1: hi, y1: y + 1))
            }
        }
        touch(layer, touched)
    }

    /// Whether text laid out in `t.rect` can touch the clip, so off-screen text is skipped before
    /// its mask is rendered: vertically the rect grown by the font size (the mask is centred on
    /// the rect and overhangs it a little); horizontally only its start, since a line is drawn
    /// whole even where it is wider than its rect.
    private func isNearClip(_ t: TextDrawing) -> Bool { Self.isText(t, near: clip.pixels, scale: scale) }

    /// Whether text laid out in `t.rect` (already transformed) can touch `c`.
    static func isText(_ t: TextDrawing, near c: PixelRect, scale: Double) -> Bool {
        let margin = Double(t.font.size) * scale + 2
        let x0 = Double(t.rect.minX) * scale - margin
        let y0 = Double(t.rect.minY) * scale - margin, y1 = Double(t.rect.maxY) * scale + margin
        // Beyond ±10⁷ px nothing of a line can be seen (and its position must not trap as an Int).
        guard x0.isFinite, y0.isFinite, y1.isFinite, abs(x0) < 1e7, abs(y0) < 1e7, abs(y1) < 1e7 else { return false }
        return x0 < Double(c.x1) && y1 > Double(c.y0) && y0 < Double(c.y1)
    }

    private func drawText(_ original: TextDrawing, _ index: Int) {
        if !transform.isUniform { drawTransformedText(original, index); return }
        let t = transform.apply(original)
        guard t.color.opacity > 0 || t.gradient != nil, !clip.pixels.isEmpty, isNearClip(t), let mask = masks[index] else { return }
        let shader = t.gradient.map { GradientShader($0, scale: scale, tables: &gradientTables) }
        let ox = PixelRect.coordinate(Double(t.rect.minX) * scale)
        let oy = PixelRect.coordinate(Double(t.rect.midY) * scale - Double(mask.height) / 2)
        let area = PixelRect(x0: ox, y0: oy, x1: ox + mask.width, y1: oy + mask.height).intersection(clip.pixels)
        guard !area.isEmpty else { return }
        let c = premultiplied(t.color)
        let red = c.x, green = c.y, blue = c.z, opacity = c.w
        let layer = layers[layers.count - 1]
        let cr = clip.rect
        let dst = layer.pixels.baseAddress!
        let alpha = alpha, pixelWidth = pixelWidth, maskWidth = mask.width, byteFraction = Self.byteFraction
        // Columns wholly inside the clip have an overlap of exactly 1, so it is asked only when
        // the text reaches past the clip's side (the product is the same either way).
        let edgeX = Double(area.x0) < cr[0] || Double(area.x1) > cr[2]
        let colors = mask.colors ?? []
        mask.coverage.withUnsafeBufferPointer { mBuffer in
            colors.withUnsafeBufferPointer { ownBuffer in
                let m = mBuffer.baseAddress!
                let own = ownBuffer.isEmpty ? nil : ownBuffer.baseAddress   // an empty array may still have an address
                var y = area.y0
                while y < area.y1 {
                    let cy = overlap(y, cr[1], cr[3])
                    var j = (y - oy) * maskWidth + (area.x0 - ox)
                    var p = dst + (y * pixelWidth + area.x0) * 4
                    var x = area.x0
                    while x < area.x1 {
                        let mv = m[j]
                        if mv != 0 {
                            var v = byteFraction[Int(truncatingIfNeeded: mv)] * cy
                            if edgeX { v *= overlap(x, cr[0], cr[2]) }
                            v *= alpha
                            if v > 0 {
                                // An emoji's pixel keeps its own colour (not the text's colour or opacity).
                                if let own, own[j] != 0 {
                                    Self.blend(p, Self.opaque(own[j]), v)
                                } else if let shader {
                                    Self.blend(p, shader.color(x: x, y: y), v)
                                } else {
                                    Self.blend(p, red, green, blue, opacity, v)
                                }
                            }
                        }
                        j += 1
                        p += 4
                        x += 1
                    }
                    y += 1
                }
            }
        }
        touch(layer, area)
    }

    /// Text under a rotation, non-uniform scale or perspective: each pixel samples the mask
    /// (rendered at the transform's average scale) bilinearly through the inverse transform.
    private func drawTransformedText(_ original: TextDrawing, _ index: Int) {
        guard original.color.opacity > 0 || original.gradient != nil, !clip.pixels.isEmpty, let mask = masks[index],
              let inverse = transform.matrix.inverted(),
              let reach = transform.textPixels(original, maskWidth: mask.width, maskHeight: mask.height, scale: scale) else { return }
        let area = reach.intersection(clip.pixels)
        guard !area.isEmpty, mask.width > 0, mask.height > 0 else { return }
        let k = scale * transform.linearScale
        let ox = Double(original.rect.minX), oy = Double(original.rect.midY) - Double(mask.height) / (2 * k)
        let shader = transform.apply(original).gradient.map { GradientShader($0, scale: scale, tables: &gradientTables) }
        let c = premultiplied(original.color)
        let layer = layers[layers.count - 1]
        let cr = clip.rect
        let dst = layer.pixels
        let mw = mask.width, mh = mask.height
        let colors = mask.colors ?? []
        mask.coverage.withUnsafeBufferPointer { m in
          colors.withUnsafeBufferPointer { own in
            func at(_ x: Int, _ y: Int) -> Float { x < 0 || y < 0 || x >= mw || y >= mh ? 0 : Float(m[y * mw + x]) / 255 }
            /// The premultiplied colour a mask pixel adds: its own (an emoji's) or the text's.
            func paint(_ x: Int, _ y: Int, _ text: SIMD4<Float>) -> SIMD4<Float> {
                if x < 0 || y < 0 || x >= mw || y >= mh { return .zero }
                let cov = Float(m[y * mw + x]) / 255
                if !own.isEmpty, own[y * mw + x] != 0 { return Self.opaque(own[y * mw + x]) * cov }
                return text * cov
            }
            for y in area.y0..<area.y1 {
                let cy = overlap(y, cr[1], cr[3])
                for x in area.x0..<area.x1 {
                    guard let p = inverse.apply(CGPoint(x: (Double(x) + 0.5) / scale, y: (Double(y) + 0.5) / scale)) else { continue }
                    let u = (Double(p.x) - ox) * k - 0.5, v = (Double(p.y) - oy) * k - 0.5
                    guard u > -1, v > -1, u < Double(mw), v < Double(mh) else { continue }
                    let u0 = Int(u.rounded(.down)), v0 = Int(v.rounded(.down))
                    let fu = Float(u - Double(u0)), fv = Float(v - Double(v0))
                    let weight = cy * overlap(x, cr[0], cr[2]) * alpha
                    if own.isEmpty {
                        let top = at(u0, v0) * (1 - fu) + at(u0 + 1, v0) * fu
                        let bottom = at(u0, v0 + 1) * (1 - fu) + at(u0 + 1, v0 + 1) * fu
                        let cov = (top * (1 - fv) + bottom * fv) * weight
                        if cov > 0 { blend(dst, (y * pixelWidth + x) * 4, shader?.color(x: x, y: y) ?? c, cov) }
                    } else {
                        let text = shader?.color(x: x, y: y) ?? c
                        let top = paint(u0, v0, text) * (1 - fu) + paint(u0 + 1, v0, text) * fu
                        let bottom = paint(u0, v0 + 1, text) * (1 - fu) + paint(u0 + 1, v0 + 1, text) * fu
                        let sample = top * (1 - fv) + bottom * fv
                        if sample.w > 0, weight > 0 { blend(dst, (y * pixelWidth + x) * 4, sample, weight) }
                    }
                }
            }
          }
        }
        touch(layer, area)
    }
}

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
        self.scale = scale
        clip = Clip(rect: SIMD4(0, 0, Double(base.width), Double(base.height)), pixels: base.bounds)
        state = ClipState(user: clip, zone: base.bounds)
    }

    /// Paints `items` over white inside `region` of the base layer.
    func paint(_ items: [DisplayItem], within region: PixelRect, masks: [Int: GlyphMask]) {
        self.masks = masks
        defer { self.masks = [:] }
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
        case .colorMatrix, .blend, .isolate, .masked, .maskContent:
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
        var plane = [Float](repeating: 0, count: w * h)
        let src = layer.pixels, dst = out.pixels
        for ch in 0..<4 {
            for y in area.y0..<area.y1 {
                for x in area.x0..<area.x1 { plane[(y - area.y0) * w + (x - area.x0)] = src[(y * pixelWidth + x) * 4 + ch] }
            }
            ShadowBlur.blur(&plane, width: w, height: h, sigma: sigma)
            for y in area.y0..<area.y1 {
                for x in area.x0..<area.x1 { dst[(y * pixelWidth + x) * 4 + ch] = plane[(y - area.y0) * w + (x - area.x0)] }
            }
            if ch < 3 { for i in plane.indices { plane[i] = 0 } }
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
        let src = layer.pixels, dst = parent.pixels
        rasterizer.rasterize(contours, within: state.user.pixels, rows: area.y0..<area.y1, evenOdd: evenOdd) { y, x0, count, cov in
            let lo = max(x0, area.x0), hi = min(x0 + count, area.x1)
            if lo >= hi { return }
            var i = (y * pixelWidth + lo) * 4
            for x in (lo - x0)..<(hi - x0) {
                RasterLayer.blendOver(dst, i, src, i, weight: cov[x] * alpha)
                i += 4
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
        let d = layer.dirty
        let src = UnsafeBufferPointer(layer.pixels)
        for y in d.y0..<d.y1 {
            for x in d.x0..<d.x1 { alpha[(y - area.y0) * w + (x - area.x0)] = src[(y * layer.width + x) * 4 + 3] }
        }
        ShadowBlur.blur(&alpha, width: w, height: h, sigma: sigma)
        let dx = PixelRect.coordinate(Double(offset.width) * scale), dy = PixelRect.coordinate(Double(offset.height) * scale)
        let c = premultiplied(color)
        let target = area.offsetBy(dx: dx, dy: dy).intersection(clip.pixels)
        guard !target.isEmpty else { return }
        let dst = parent.pixels
        for y in target.y0..<target.y1 {
            for x in target.x0..<target.x1 {
                let a = alpha[(y - dy - area.y0) * w + (x - dx - area.x0)]
                if a > 0 { blend(dst, (y * pixelWidth + x) * 4, c, a) }
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

    /// `v` clamped to 0…1, NaN as 0.
    @inline(__always) static func unit(_ v: Double) -> Float { v > 0 ? (v < 1 ? Float(v) : 1) : 0 }

    /// A colour glyph's pixel (0xFFRRGGBB) as an opaque premultiplied colour.
    @inline(__always) static func opaque(_ p: UInt32) -> SIMD4<Float> {
        SIMD4(Float((p >> 16) & 0xFF) / 255, Float((p >> 8) & 0xFF) / 255, Float(p & 0xFF) / 255, 1)
    }

    @inline(__always) private func blend(_ dst: UnsafeMutableBufferPointer<Float>, _ i: Int, _ c: SIMD4<Float>, _ cov: Float) {
        let k = 1 - c.w * cov
        dst[i] = c.x * cov + dst[i] * k
        dst[i + 1] = c.y * cov + dst[i + 1] * k
        dst[i + 2] = c.z * cov + dst[i + 2] * k
        dst[i + 3] = c.w * cov + dst[i + 3] * k
    }

    /// Fraction of pixel column/row `v` inside [lo, hi].
    @inline(__always) private func overlap(_ v: Int, _ lo: Double, _ hi: Double) -> Float {
        Float(max(0, min(Double(v + 1), hi) - max(Double(v), lo)))
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
        let shader = s.gradient.map { GradientShader($0, scale: scale, tables: &gradientTables) }
        let imageShader = s.image.map { ImageShader($0, scale: scale) }
        guard color.opacity > 0 || shader != nil || imageShader != nil else { return }
        let c = premultiplied(color)
        let layer = layers[layers.count - 1]
        let cr = clip.rect
        var touched = PixelRect.empty
        let dst = layer.pixels
        // Rasterised over the shape's whole extent in the list's clip (so coverage does not
        // depend on the damage); only the rows and columns being repainted are written.
        let band = clip.pixels
        rasterizer.rasterize(contours, within: state.user.pixels, rows: band.y0..<band.y1, evenOdd: evenOdd) { y, rowX0, rowCount, cov in
            let x0 = max(rowX0, band.x0), x1 = min(rowX0 + rowCount, band.x1)
            if x0 >= x1 { return }
            let count = x1 - x0
            let cy = overlap(y, cr[1], cr[3])
            let edgeX = Double(x0) < cr[0] || Double(x0 + count) > cr[2] || cy < 1
            var i = (y * pixelWidth + x0) * 4
            for x in 0..<count {
                var v = cov[x0 - rowX0 + x]
                if edgeX { v *= cy * overlap(x0 + x, cr[0], cr[2]) }
                v *= alpha
                if v > 0 { blend(dst, i, imageShader?.color(x: x0 + x, y: y) ?? shader?.color(x: x0 + x, y: y) ?? c, v) }
                i += 4
            }
            touched = touched.union(PixelRect(x0: x0, y0: y, x1: x0 + count, y1: y + 1))
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
        let src = area.insetBy(-margin).intersection(layer.bounds)
        let w = src.width, h = src.height
        guard w * h < 64_000_000 else { return }
        var planes = [[Float]](repeating: [Float](repeating: 0, count: w * h), count: 4)
        let px = layer.pixels
        for ch in 0..<4 {
            for y in src.y0..<src.y1 {
                for x in src.x0..<src.x1 { planes[ch][(y - src.y0) * w + (x - src.x0)] = px[(y * pixelWidth + x) * 4 + ch] }
            }
            ShadowBlur.blur(&planes[ch], width: w, height: h, sigma: sigma)
        }
        let tint = premultiplied(m.tint)
        let weight = Self.unit(m.opacity) * alpha
        let cr = clip.rect
        var touched = PixelRect.empty
        rasterizer.rasterize(contours, within: state.user.pixels, rows: area.y0..<area.y1, evenOdd: evenOdd) { y, rowX0, count, cov in
            let lo = max(rowX0, area.x0), hi = min(rowX0 + count, area.x1)
            if lo >= hi { return }
            let cy = overlap(y, cr[1], cr[3])
            for x in lo..<hi {
                let v = cov[x - rowX0] * cy * overlap(x, cr[0], cr[2]) * weight
                if v <= 0 { continue }
                let i = (y * pixelWidth + x) * 4, j = (y - src.y0) * w + (x - src.x0)
                // Backdrop → its blur, then the wash over it.
                for ch in 0..<4 { px[i + ch] += (planes[ch][j] - px[i + ch]) * v }
                blend(px, i, tint, v)
            }
            touched = touched.union(PixelRect(x0: lo, y0: y, x1: hi, y1: y + 1))
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
        let layer = layers[layers.count - 1]
        let cr = clip.rect
        let dst = layer.pixels
        let colors = mask.colors ?? []
        mask.coverage.withUnsafeBufferPointer { m in
            colors.withUnsafeBufferPointer { own in
                for y in area.y0..<area.y1 {
                    let cy = overlap(y, cr[1], cr[3])
                    for x in area.x0..<area.x1 {
                        let j = (y - oy) * mask.width + (x - ox)
                        let mv = m[j]
                        if mv == 0 { continue }
                        let v = Float(mv) / 255 * cy * overlap(x, cr[0], cr[2]) * alpha
                        guard v > 0 else { continue }
                        // An emoji's pixel keeps its own colour (not the text's colour or opacity).
                        if !own.isEmpty, own[j] != 0 {
                            blend(dst, (y * pixelWidth + x) * 4, Self.opaque(own[j]), v)
                        } else {
                            blend(dst, (y * pixelWidth + x) * 4, shader?.color(x: x, y: y) ?? c, v)
                        }
                    }
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

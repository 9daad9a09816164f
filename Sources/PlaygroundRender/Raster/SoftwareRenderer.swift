import CPixels
import Foundation
import PlaygroundUI

/// Rasterises a `DisplayList` into pixels with exact-area anti-aliasing, entirely in software, so
/// the same list gives the same bytes on every run. The window and the recorder both use it:
/// the window uploads the pixels to an SDL texture, the recorder writes them as PNG.
///
/// Rendering is incremental: `render` repaints only the damaged region — where the new list draws
/// differently from the last one (`DamageRegion`) — and the result is byte for byte what a full
/// repaint gives. Every computation that a pixel depends on is independent of the region: shapes
/// are rasterised over their whole extent in the clip (only the damaged rows are accumulated), and
/// shadow groups draw everything they hold, so their blur sees what a full repaint sees.
@MainActor
public final class SoftwareRenderer {
    /// Output size in device pixels.
    public let pixelWidth: Int
    public let pixelHeight: Int
    /// Device pixels per point.
    public let scale: Double

    private let text: TextRasterizing?
    private let base: RasterLayer
    /// One painting state per band of a large repaint (the first also paints small ones).
    private var passes: [RasterPass] = []
    /// Shadow blurs made and reused by this renderer's painting passes (`ShadowCache`).
    var shadowBlurs: (made: Int, found: Int) {
        passes.reduce((0, 0)) { ($0.0 + $1.shadowCache.made, $0.1 + $1.shadowCache.found) }
    }

    /// The items of the last rendered list (what the next one is compared with).
    private var previousItems: [DisplayItem] = []
    private var hasPicture = false
    /// The pixels the last `render` repainted (empty when the picture did not change).
    package private(set) var lastRepaint = PixelRect.empty

    /// A renderer for a `pixelWidth` × `pixelHeight` image at `scale` pixels per point;
    /// `text` draws text items (nil skips them).
    public init(pixelWidth: Int, pixelHeight: Int, scale: Double, text: TextRasterizing?) {
        self.pixelWidth = max(1, pixelWidth)
        self.pixelHeight = max(1, pixelHeight)
        self.scale = scale
        self.text = text
        base = RasterLayer(width: self.pixelWidth, height: self.pixelHeight)
    }

    /// Draws `list` over a white background, repainting only where it differs from the last list
    /// rendered. Read the result with `rgbBytes()` or `copyBGRA(to:pitch:)`.
    public func render(_ list: DisplayList) {
        var damage = base.bounds
        let backdrop = DamageRegion.readsBackdrop(list.items)
        if hasPicture {
            damage = DamageRegion.between(previousItems, list.items, scale: scale, text: text, frame: base.bounds,
                                          backdrop: backdrop || previousReadsBackdrop) ?? base.bounds
        }
        previousItems = list.items
        previousReadsBackdrop = backdrop
        hasPicture = true
        lastRepaint = damage
        if !damage.isEmpty { paint(list.items, within: damage, readsBackdrop: backdrop) }
    }
    /// Whether the last rendered list reads its backdrop (a material).
    private var previousReadsBackdrop = false

    /// Draws `list` repainting every pixel (what `render` must equal; benchmarks time both).
    public func renderFully(_ list: DisplayList) {
        hasPicture = false
        render(list)
    }

    /// When set, every repaint is split into this many bands (tests compare band counts).
    package var bandsForTesting: Int?

    /// Repaints of at least this many pixels are split into bands painted on several cores.
    static let bandThreshold = 250_000

    private func paint(_ items: [DisplayItem], within damage: PixelRect, readsBackdrop: Bool) {
        let masks = textMasks(items, near: damage)
        let cores = ProcessInfo.processInfo.activeProcessorCount
        var count = damage.width * damage.height >= Self.bandThreshold ? max(1, min(cores, 8, damage.height / 32)) : 1
        if let forced = bandsForTesting { count = max(1, min(forced, damage.height)) }
        if readsBackdrop { count = 1 }   // a material's blur reads rows of other bands
        while passes.count < count { passes.append(RasterPass(base: base, scale: scale)) }
        if count == 1 {
            passes[0].paint(items, within: damage, masks: masks)
            return
        }
        // Bands of whole rows: a pixel's value never depends on where a band starts, so the
        // picture is the same as one pass's.
        let bands = (0..<count).map { k in
            PixelRect(x0: damage.x0, y0: damage.y0 + damage.height * k / count,
                      x1: damage.x1, y1: damage.y0 + damage.height * (k + 1) / count)
        }
        let work = passes
        DispatchQueue.concurrentPerform(iterations: count) { k in
            work[k].paint(items, within: bands[k], masks: masks)
        }
    }

    /// The masks of the text items a painting of `region` can draw (by item index), rendered here
    /// on the main actor, where the text engine lives: texts near the region, and every text
    /// inside a shadow group (shadow groups draw all they hold).
    private func textMasks(_ items: [DisplayItem], near region: PixelRect) -> [Int: GlyphMask] {
        guard let text else { return [:] }
        var masks: [Int: GlyphMask] = [:]
        var transforms: [GroupTransform] = []
        var transform = GroupTransform.identity
        var shadows: [Bool] = []
        var shadowDepth = 0
        for (index, item) in items.enumerated() {
            switch item {
            case .beginGroup(let e):
                transforms.append(transform)
                transform = transform.entering(e)
                var isShadow = false
                switch e { case .shadow, .blur: isShadow = true; shadowDepth += 1; default: break }
                shadows.append(isShadow)
            case .endGroup:
                if let t = transforms.popLast() { transform = t }
                if shadows.popLast() == true { shadowDepth -= 1 }
            case .text(let original):
                let t = transform.apply(original)
                guard t.color.opacity > 0 || t.gradient != nil,
                      shadowDepth > 0 || !transform.isUniform || RasterPass.isText(t, near: region, scale: scale) else { continue }
                if let mask = text.mask(for: t.string, font: t.font, scale: scale) { masks[index] = mask }
            case .shape: break
            }
        }
        return masks
    }

    // MARK: Output

    /// The picture as opaque 8-bit RGB, rows top to bottom (each channel v·255 + 0.5, clamped to
    /// 0…255 and truncated; NaN as 0: `CPixels`).
    public func rgbBytes() -> [UInt8] {
        let n = pixelWidth * pixelHeight
        return [UInt8](unsafeUninitializedCapacity: n * 3) { dst, count in
            if n > 0 { pp_rgb_bytes(base.pixels.baseAddress!, n, dst.baseAddress!) }
            count = n * 3
        }
    }

    /// Copies the picture into a 32-bit ARGB8888 buffer (SDL's streaming-texture layout).
    public func copyBGRA(to destination: UnsafeMutableRawPointer, pitch: Int) {
        copyBGRA(to: destination, pitch: pitch, region: base.bounds)
    }

    /// Copies `region` of the picture into a 32-bit ARGB8888 buffer whose first byte is the
    /// region's top-left pixel (what SDL_LockTexture gives for a rect).
    package func copyBGRA(to destination: UnsafeMutableRawPointer, pitch: Int, region: PixelRect) {
        let r = region.intersection(base.bounds)
        if r.isEmpty { return }
        pp_bgra_bytes(base.pixels.baseAddress!, Int32(pixelWidth), Int32(r.x0), Int32(r.y0), Int32(r.x1), Int32(r.y1),
                      destination.assumingMemoryBound(to: UInt8.self), pitch)
    }
}

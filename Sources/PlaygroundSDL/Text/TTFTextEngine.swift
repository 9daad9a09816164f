import CHarfBuzz
import CSDL2
import CSDL2TTF
import Foundation
import PlaygroundRender
import PlaygroundUI

/// Text through SDL_ttf with the bundled fonts: measures lines for layout (`TextMeasurer`) and
/// rasterises them for the software renderer (`TextRasterizing`).
///
/// Each font is drawn with one face of its design's family (`FontLibrary.bestFace`: Inter at the
/// nearest of its nine weights, upright or italic; Noto Serif; JetBrains Mono), and each character
/// with that face when it has the glyph, else with the first of the fallback faces that has it
/// (for serif and monospaced text Inter first, then CJK — bundled, then the system's Noto Sans
/// CJK — Arabic, Hebrew, Devanagari, Thai, colour emoji, Symbola, Droid Sans Fallback). Emoji
/// clusters (flags, ZWJ sequences, skin tones, keycaps) go whole to the system's Noto Color Emoji
/// where installed: drawn in their own colours (`GlyphMask.colors`), each a run of its own as wide
/// and as big as iOS draws an emoji (`emojiAdvance`, `emojiSize`), scaled from the font's bitmap
/// strike. A face lighter than 600 drawing a
/// font of weight 600 or more is emboldened by SDL_ttf, and an upright face drawing an italic
/// font is slanted by it (so fallback faces follow bold and italic text). `monospacedDigit()`
/// draws digits with Inter's tabular glyphs (encoded in the face at U+E071…E07A). Runs of
/// one face and one direction are shaped together by HarfBuzz (Arabic letters join, Devanagari
/// conjuncts form) and their baselines aligned. Lines with right-to-left text go through the
/// bidirectional algorithm (`BidiText`): runs are laid out in visual order and right-to-left
/// runs shaped right to left. Mirrored brackets are not substituted.
/// The system font changes with its size as SF Pro does (`SystemFontTracking`): Inter Display
/// from 20 pt, and a size-specific tracking after every cluster of Inter's left-to-right runs,
/// whose clusters HarfBuzz places (`ClusterShaper`) and SDL_ttf draws one by one.
/// Measurements are cached per (string, font); masks per (string, font, pixel density).
@MainActor
public final class TTFTextEngine: TextEngine {
    private struct FaceKey: Hashable { var face: FontLibrary.Face; var pixels: Int; var style: Int32 }
    private struct MaskKey: Hashable { var string: String; var font: Font; var scale: Double }
    private struct MeasureKey: Hashable { var string: String; var font: Font }
    private struct PrimaryKey: Hashable { var family: FontLibrary.Family; var weight: Int; var italic: Bool; var display: Bool }

    private var paths: [FontLibrary.Face: String] = [:]
    private var opened: [FaceKey: OpaquePointer] = [:]
    private var measured: [MeasureKey: CGSize] = [:]
    private var masks: [MaskKey: GlyphMask?] = [:]
    private var primaries: [PrimaryKey: FontLibrary.Face] = [:]
    private let shaper = ClusterShaper()
    /// One-line notes about fonts that could not be opened (the nearest other face serves instead).
    public private(set) var fontWarnings: [String] = []

    /// Opens the bundled fonts in `directory` and the system fonts in `systemFonts` (by default
    /// those of `FontLibrary.systemFaces` installed here). Throws `PlaygroundError.font` naming
    /// the path when no usable bundled font is there; a single missing face only adds to
    /// `fontWarnings`. A system face that is not installed (or not given) is left out silently:
    /// the chain goes on without it (monochrome Symbola emoji instead of colour ones, boxes for
    /// Hangul when no system CJK face is there).
    public init(directory: URL = FontLibrary.directory,
                systemFonts: [FontLibrary.Face: String] = FontLibrary.installedSystemFonts()) throws {
        if TTF_WasInit() == 0, TTF_Init() != 0 {
            throw PlaygroundError.font("SDL_ttf failed to start: \(String(cString: SDL_GetError()))")
        }
        for face in FontLibrary.faces {
            let path = FontLibrary.path(of: face, in: directory)
            if let f = TTF_OpenFont(path, 12) {
                TTF_CloseFont(f)
                paths[face] = path
            } else {
                let why = FileManager.default.fileExists(atPath: path) ? "unreadable or not a font" : "missing"
                fontWarnings.append("font: \(path): \(why)")
            }
        }
        if paths.isEmpty {
            throw PlaygroundError.font("\(FontLibrary.path(of: .latinRegular, in: directory)): missing (no bundled font could be opened in \(directory.path))")
        }
        for face in FontLibrary.systemFaces {
            guard let path = systemFonts[face], FileManager.default.fileExists(atPath: path),
                  let f = TTF_OpenFontIndex(path, face.isColorBitmap ? 0 : 12, face.index) else { continue }
            TTF_CloseFont(f)
            paths[face] = path
        }
    }

    /// The system faces this engine found and uses (`FontLibrary.systemFaces` that opened).
    public var systemFacesInUse: [FontLibrary.Face] { FontLibrary.systemFaces.filter { paths[$0] != nil } }

    /// Where "no font has this character" warnings go, once per character (stderr by default).
    public var warn: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    /// Characters no face has, already warned about (they draw as the primary face's box).
    public private(set) var missingGlyphs: Set<UInt32> = []

    // MARK: TextMeasurer

    /// Width and line height in points of `string` on one line.
    public func measure(_ string: String, font: Font) -> CGSize {
        let key = MeasureKey(string: string, font: font)
        if let hit = measured[key] { return hit }
        let size = Double(font.size)
        guard size.isFinite, size > 0 else { return .zero }
        // Measure at a large pixel size and scale down, so widths are fractional and independent
        // of the output pixel density.
        let factor = min(16, 4000 / size)
        let pixels = max(1, Int((size * factor).rounded()))
        let k = Double(pixels) / size
        var width = 0.0, ascent = 0.0, descent = 0.0
        for run in runs(string, font: font) {
            guard let f = open(run.face, pixels: pixels, font: font) else { continue }
            if run.face.isColorBitmap {
                width += Self.emojiAdvance * Double(pixels)
            } else if let tracked = tracked(run, font: font) {
                width += tracked.width * Double(pixels)
            } else {
                width += Double(textWidth(f, run))
            }
            let (a, d) = Self.lineMetrics(run.face, f, pixels: pixels)
            ascent = max(ascent, a)
            descent = max(descent, d)
        }
        if ascent + descent == 0 {
            let primary = face(for: font)
            if let f = open(primary, pixels: pixels, font: font) { (ascent, descent) = Self.lineMetrics(primary, f, pixels: pixels) }
        }
        let result = CGSize(width: width / k, height: (ascent + descent) / k)
        measured[key] = result
        return result
    }

    /// SF Pro's ascender and descender per em (1950 and 494 of 2048 units): the system font's
    /// line is 1.1934 em tall, 20.29 pt at 17 pt (UIFont's `lineHeight`, docs/semantics.md §6.7).
    static let systemAscent = 1950.0 / 2048, systemDescent = 494.0 / 2048

    /// The ascent and descent (pixels) a line set in `face` takes: the system font's metrics for
    /// the sans family that stands in for it, so lines are as tall as SwiftUI's; other faces'
    /// own metrics.
    /// A colour emoji run takes the system font's line too (an emoji in 17 pt text is drawn
    /// 20 pt tall, centred in the 20.29 pt line, as iOS draws it: `emojiSize`).
    private static func lineMetrics(_ face: FontLibrary.Face, _ f: OpaquePointer, pixels: Int) -> (Double, Double) {
        if usesSystemMetrics(face) {
            return (systemAscent * Double(pixels), systemDescent * Double(pixels))
        }
        return (Double(TTF_FontAscent(f)), Double(-TTF_FontDescent(f)))
    }

    /// Whether lines set in `face` take the system font's ascent and descent (the sans and
    /// rounded families standing in for SF Pro, and colour emoji).
    private static func usesSystemMetrics(_ face: FontLibrary.Face) -> Bool {
        face.family == .sans || face.family == .rounded || face.isColorBitmap
    }

    // MARK: TextRasterizing

    /// The coverage mask of `string` at `scale` pixels per point (cached).
    public func mask(for string: String, font: Font, scale: Double) -> GlyphMask? {
        let key = MaskKey(string: string, font: font, scale: scale)
        if let hit = masks[key] { return hit }
        let result = renderMask(string, font: font, scale: scale)
        if masks.count > 4096 { masks.removeAll() }
        masks[key] = result
        return result
    }

    /// One run of a line as drawn: its face opened at the pixel size, its ascent, descent
    /// and advance in output pixels, and its clusters when it is tracked.
    private struct Piece {
        var run: Run
        var font: OpaquePointer
        var ascent: Int, descent: Int, advance: Int
        var tracked: TrackedRun? = nil
    }

    /// A system-font run shaped into clusters, with its tracking (ems a cluster).
    private struct TrackedRun {
        var shaped: ShapedRun
        var tracking: Double
        /// Where cluster `k` starts, in ems from the run's start.
        func x(_ k: Int) -> Double { shaped.clusters[k].x + Double(k) * tracking }
        /// The run's width in ems: every cluster's advance and tracking (the last one's too).
        var width: Double { shaped.advance + Double(shaped.clusters.count) * tracking }
    }

    /// `run` shaped for tracking when it is system-font text (Inter) set left to right; nil for
    /// other faces and right-to-left runs, which SDL_ttf measures and draws whole.
    private func tracked(_ run: Run, font: Font) -> TrackedRun? {
        guard run.face.family == .sans, !run.rightToLeft, let path = paths[run.face] else { return nil }
        let tracking = SystemFontTracking.tracking(pointSize: Double(font.size), weight: run.face.weight)
        guard tracking != 0, let shaped = shaper.shape(run.text, path: path, index: run.face.index) else { return nil }
        return TrackedRun(shaped: shaped, tracking: tracking)
    }

    private func renderMask(_ string: String, font: Font, scale: Double) -> GlyphMask? {
        let px = Double(font.size) * scale
        guard px.isFinite, px >= 0.5 else { return nil }
        let pixels = Int(min(1000, px.rounded()))   // bounded before converting: a huge size must not trap
        let pieces: [Piece] = runs(string, font: font).compactMap { run in
            guard let f = open(run.face, pixels: pixels, font: font) else { return nil }
            if run.face.isColorBitmap {
                let (a, d) = Self.lineMetrics(run.face, f, pixels: pixels)
                let advance = Int((Self.emojiAdvance * Double(pixels)).rounded())
                return Piece(run: run, font: f, ascent: Int(a.rounded()), descent: Int(d.rounded()), advance: advance)
            }
            if let t = tracked(run, font: font) {
                return Piece(run: run, font: f, ascent: Int(TTF_FontAscent(f)), descent: Int(-TTF_FontDescent(f)),
                             advance: max(0, Int((t.width * Double(pixels)).rounded())), tracked: t)
            }
            return Piece(run: run, font: f, ascent: Int(TTF_FontAscent(f)), descent: Int(-TTF_FontDescent(f)),
                         advance: Int(textWidth(f, run)))
        }
        guard !pieces.isEmpty else { return nil }
        var ascent = pieces.map(\.ascent).max() ?? 0
        var descent = pieces.map(\.descent).max() ?? 0
        if pieces.allSatisfy({ Self.usesSystemMetrics($0.run.face) }) {
            // The renderer centres a mask on its line, whose baseline is the system font's
            // (`systemAscent` of the line down): add empty rows above or below so the glyphs'
            // own baseline (their face's hinted ascent down) lands there, to within half a pixel.
            // At the size the mask is drawn (`pixels` is at most 1,000: a larger font is drawn at that).
            let target = (Self.systemAscent - Self.systemDescent) / 2 * min(px, 1000)
            let rows = Int((2 * (target - (Double(ascent) - Double(ascent + descent) / 2))).rounded())
            if rows > 0 { ascent += rows } else { descent -= rows }
        }
        let width = pieces.reduce(0) { $0 + $1.advance }   // runs in visual order
        let height = ascent + descent
        guard width > 0, height > 0, width < 50_000_000, height < 50_000_000, width * height < 50_000_000 else { return nil }
        var coverage = [UInt8](repeating: 0, count: width * height)
        var colors: [UInt32]? = nil
        var x = 0
        let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
        for piece in pieces {
            let f = piece.font, run = piece.run
            defer { x += piece.advance }
            setDirection(f, run)
            if let t = piece.tracked {
                // Cluster by cluster at HarfBuzz's positions plus the tracking. SDL_ttf starts a
                // string's pen `-minx` pixels into its surface when the first glyph's ink starts
                // left of its origin.
                let bytes = Array(run.text.utf8)
                let top = ascent - Int(TTF_FontAscent(f))
                for (k, cluster) in t.shaped.clusters.enumerated() {
                    guard let text = String(bytes: bytes[cluster.start..<cluster.end], encoding: .utf8),
                          let first = text.unicodeScalars.first, !text.unicodeScalars.allSatisfy(\.properties.isWhitespace),
                          let surface = TTF_RenderUTF8_Blended(f, text, white) else { continue }
                    defer { SDL_FreeSurface(surface) }
                    var minx: Int32 = 0, maxx: Int32 = 0, miny: Int32 = 0, maxy: Int32 = 0, advance: Int32 = 0
                    let xstart = TTF_GlyphMetrics32(f, first.value, &minx, &maxx, &miny, &maxy, &advance) == 0 ? max(0, -Int(minx)) : 0
                    let left = x + Int((t.x(k) * Double(pixels)).rounded()) - xstart
                    Self.blend(surface, at: left, top: top, into: &coverage, width: width, height: height)
                }
                continue
            }
            guard let surface = TTF_RenderUTF8_Blended(f, run.text, white) else { continue }
            defer { SDL_FreeSurface(surface) }
            guard let converted = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else { continue }
            defer { SDL_FreeSurface(converted) }
            let s = converted.pointee
            guard let base = s.pixels else { continue }
            if run.face.isColorBitmap {
                // The strike's bitmap, scaled to the emoji size and centred in its advance and line.
                let k = Self.emojiSize * Double(pixels) / Double(max(1, TTF_FontHeight(f)))
                let image = Self.downscale(base, width: Int(s.w), height: Int(s.h), pitch: Int(s.pitch), by: k)
                let top = ascent - piece.ascent + (piece.ascent + piece.descent - image.height) / 2
                let x = x + (piece.advance - image.width) / 2
                if colors == nil { colors = [UInt32](repeating: 0, count: width * height) }
                for iy in 0..<image.height {
                    let y = top + iy
                    if y < 0 || y >= height { continue }
                    for ix in 0..<image.width {
                        let dx = x + ix
                        if dx < 0 || dx >= width { continue }
                        let p = image.pixels[iy * image.width + ix]
                        let a = UInt8(truncatingIfNeeded: p >> 24)
                        let i = y * width + dx
                        if a > 0, a >= coverage[i] {
                            coverage[i] = a
                            colors?[i] = 0xFF00_0000 | (p & 0x00FF_FFFF)
                        }
                    }
                }
                continue
            }
            Self.blend(converted, at: x, top: ascent - Int(TTF_FontAscent(f)), into: &coverage, width: width, height: height)
        }
        return GlyphMask(width: width, height: height, coverage: coverage, colors: colors)
    }

    /// Adds the alpha of an SDL_ttf surface, its top-left corner at (`left`, `top`), to
    /// `coverage` (the larger value wins where glyphs overlap).
    private static func blend(_ surface: UnsafeMutablePointer<SDL_Surface>, at left: Int, top: Int,
                              into coverage: inout [UInt8], width: Int, height: Int) {
        let owned = surface.pointee.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue
            ? nil : SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0)
        defer { if let owned { SDL_FreeSurface(owned) } }
        let s = (owned ?? surface).pointee
        guard let base = s.pixels else { return }
        for sy in 0..<Int(s.h) {
            let y = top + sy
            if y < 0 || y >= height { continue }
            let row = base.advanced(by: sy * Int(s.pitch)).assumingMemoryBound(to: UInt32.self)
            for sx in 0..<Int(s.w) {
                let dx = left + sx
                if dx < 0 || dx >= width { continue }
                let a = UInt8(truncatingIfNeeded: row[sx] >> 24)
                let i = y * width + dx
                coverage[i] = max(coverage[i], a)
            }
        }
    }

    /// How wide an emoji is, in ems of its text (its advance), and how tall its square: 23.2 and
    /// 20.0 pt at 17 pt in text that iOS drew (docs/fonts.md, "Colour emoji"). Each emoji is a run
    /// of its own, its strike bitmap (Noto Color Emoji: 136 × 128 px cells) scaled so the cell
    /// is `emojiSize` tall and centred in the advance.
    static let emojiAdvance = 23.2 / 17, emojiSize = 20.0 / 17

    /// An ARGB8888 image enlarged to `dw` × `dh` by bilinear interpolation in premultiplied
    /// colour (emoji bigger than the strike: text over 136 px per em).
    private static func upscale(_ base: UnsafeMutableRawPointer, width: Int, height: Int, pitch: Int, to dw: Int, _ dh: Int) -> (width: Int, height: Int, pixels: [UInt32]) {
        var out = [UInt32](repeating: 0, count: dw * dh)
        func texel(_ x: Int, _ y: Int) -> SIMD4<Double> {
            let p = base.advanced(by: min(max(y, 0), height - 1) * pitch).assumingMemoryBound(to: UInt32.self)[min(max(x, 0), width - 1)]
            let a = Double(p >> 24) / 255
            return SIMD4(Double((p >> 16) & 0xFF) * a, Double((p >> 8) & 0xFF) * a, Double(p & 0xFF) * a, a)
        }
        let fx = Double(width) / Double(dw), fy = Double(height) / Double(dh)
        for dy in 0..<dh {
            let v = (Double(dy) + 0.5) * fy - 0.5
            let y0 = Int(v.rounded(.down)), ty = v - Double(y0)
            for dx in 0..<dw {
                let u = (Double(dx) + 0.5) * fx - 0.5
                let x0 = Int(u.rounded(.down)), tx = u - Double(x0)
                let top = texel(x0, y0) * (1 - tx) + texel(x0 + 1, y0) * tx
                let bottom = texel(x0, y0 + 1) * (1 - tx) + texel(x0 + 1, y0 + 1) * tx
                let c = top * (1 - ty) + bottom * ty
                guard c.w > 0 else { continue }
                func byte(_ v: Double) -> UInt32 { UInt32(min(255, max(0, (v / c.w).rounded()))) }
                out[dy * dw + dx] = UInt32(min(255, (c.w * 255).rounded())) << 24 | byte(c.x) << 16 | byte(c.y) << 8 | byte(c.z)
            }
        }
        return (dw, dh, out)
    }

    /// An ARGB8888 image scaled by `k` (area-averaged in premultiplied colour, so edges stay
    /// smooth when shrinking); the result keeps straight (unpremultiplied) colour, alpha on top.
    private static func downscale(_ base: UnsafeMutableRawPointer, width: Int, height: Int, pitch: Int, by k: Double) -> (width: Int, height: Int, pixels: [UInt32]) {
        let dw = max(1, Int((Double(width) * k).rounded())), dh = max(1, Int((Double(height) * k).rounded()))
        let sx = Double(width) / Double(dw), sy = Double(height) / Double(dh)
        var out = [UInt32](repeating: 0, count: dw * dh)
        func spans(_ d: Int, _ step: Double, _ limit: Int) -> [(Int, Double)] {
            let lo = Double(d) * step, hi = lo + step
            var result: [(Int, Double)] = []
            var i = Int(lo.rounded(.down))
            while Double(i) < hi && i < limit {
                let w = min(hi, Double(i + 1)) - max(lo, Double(i))
                if w > 0 { result.append((i, w)) }
                i += 1
            }
            return result
        }
        if k > 1 { return upscale(base, width: width, height: height, pitch: pitch, to: dw, dh) }
        let columns = (0..<dw).map { spans($0, sx, width) }
        for dy in 0..<dh {
            let rows = spans(dy, sy, height)
            for dx in 0..<dw {
                var r = 0.0, g = 0.0, b = 0.0, a = 0.0, total = 0.0
                for (y, wy) in rows {
                    let row = base.advanced(by: y * pitch).assumingMemoryBound(to: UInt32.self)
                    for (x, wx) in columns[dx] {
                        let p = row[x], w = wx * wy
                        let pa = Double(p >> 24) / 255
                        a += pa * w
                        r += Double((p >> 16) & 0xFF) * pa * w
                        g += Double((p >> 8) & 0xFF) * pa * w
                        b += Double(p & 0xFF) * pa * w
                        total += w
                    }
                }
                guard total > 0, a > 0 else { continue }
                let alpha = a / total
                func byte(_ v: Double) -> UInt32 { UInt32(min(255, max(0, (v / a).rounded()))) }
                out[dy * dw + dx] = UInt32(min(255, (alpha * 255).rounded())) << 24 | byte(r) << 16 | byte(g) << 8 | byte(b)
            }
        }
        return (dw, dh, out)
    }

    // MARK: Fonts and runs

    /// The face that draws `font` (before per-character fallback): the best match among the
    /// bundled faces of its design's family that could be opened, else among Inter's, else the
    /// first fallback face that opened. Measuring and drawing both go through this.
    public func face(for font: Font) -> FontLibrary.Face {
        let family = FontLibrary.family(for: font.design)
        let display = family == .sans && SystemFontTracking.usesDisplayFace(pointSize: Double(font.size))
        let key = PrimaryKey(family: family, weight: font.weight.value, italic: font.isItalic, display: display)
        if let hit = primaries[key] { return hit }
        var result = FontLibrary.fallbacks.first { paths[$0] != nil && !$0.isColorBitmap } ?? .latinRegular
        for family in [key.family, .sans] {
            // Inter Display from 20 pt (Inter's text design when its files are missing).
            var candidates = FontLibrary.faces.filter { $0.family == family && paths[$0] != nil && $0.isDisplay == key.display }
            if candidates.isEmpty { candidates = FontLibrary.faces.filter { $0.family == family && paths[$0] != nil } }
            if let best = FontLibrary.bestFace(weight: key.weight, italic: key.italic, among: candidates) {
                result = best
                break
            }
        }
        primaries[key] = result
        return result
    }

    /// The SDL_ttf style that makes `face` look like `font`: synthetic bold when the font is
    /// semibold or heavier and the face lighter than semibold, synthetic slant when the font is
    /// italic and the face upright.
    private func syntheticStyle(_ face: FontLibrary.Face, _ font: Font) -> Int32 {
        var style: Int32 = 0
        if font.isItalic, !face.isItalic { style |= TTF_STYLE_ITALIC }
        if font.weight.value >= 600, face.weight < 600 { style |= TTF_STYLE_BOLD }
        return style
    }

    private func textWidth(_ f: OpaquePointer, _ run: Run) -> Int32 {
        setDirection(f, run)
        var w: Int32 = 0, h: Int32 = 0
        if TTF_SizeUTF8(f, run.text, &w, &h) != 0 { return 0 }
        return w
    }

    /// Shapes the next use of `f` in `run`'s direction.
    private func setDirection(_ f: OpaquePointer, _ run: Run) {
        TTF_SetFontDirection(f, run.rightToLeft ? TTF_DIRECTION_RTL : TTF_DIRECTION_LTR)
    }

    /// A piece of a line that one face draws in one direction.
    private struct Run {
        var face: FontLibrary.Face
        var text: String
        var rightToLeft: Bool
    }

    /// Splits `string` into runs that one face can draw in one direction, preferring the font's
    /// own face, in visual order (left to right on screen).
    private func runs(_ string: String, font: Font) -> [Run] {
        let primary = face(for: font)
        guard let probe = open(primary, pixels: 12, font: font) else { return [] }
        var scalars = Array(string.unicodeScalars.filter { $0.value != 0 })
        let levels = BidiText.levels(scalars)
        let emoji = emojiScalars(scalars)
        if font.isMonospacedDigit, let tabular = primary.tabularDigits {
            // Tabular figures: the face's own tnum glyphs, reached through their private-use code
            // points (SDL_ttf cannot switch on the OpenType feature).
            for (i, scalar) in scalars.enumerated() where scalar.value >= 0x30 && scalar.value <= 0x39 && emoji[i] == .none {
                if let mapped = Unicode.Scalar(tabular + scalar.value - 0x30), TTF_GlyphIsProvided32(probe, mapped.value) != 0 {
                    scalars[i] = mapped
                }
            }
        }
        var result: [Run] = []
        var runLevels: [UInt8] = []
        var current: FontLibrary.Face? = nil
        var currentLevel: UInt8 = 0
        var text = String.UnicodeScalarView()
        for (i, scalar) in scalars.enumerated() {
            if BidiText.isControl(scalar) { continue }   // steers the order, draws nothing
            let level = levels[i]
            var face = primary
            let neutral = scalar.properties.isWhitespace || scalar.properties.generalCategory == .nonspacingMark
                || scalar.properties.isVariationSelector || scalar.value == 0x200D || scalar.value == 0x200C
            if emoji[i] != .none {
                face = .colorEmoji
            } else if neutral, let c = current, !c.isColorBitmap {
                // (Not a space after an emoji: the emoji font's space is an emoji wide.)
                face = c
            } else if TTF_GlyphIsProvided32(probe, scalar.value) == 0 {
                // U+FE0E after it asks for text presentation: no colour emoji.
                let asText = i + 1 < scalars.count && scalars[i + 1].value == 0xFE0E
                if let f = fallbackFace(for: scalar, primary: primary, font: font, colour: !asText) {
                    face = f
                } else {
                    warnMissing(scalar)
                }
            }
            // Each emoji is a run of its own (drawn and spaced as one square).
            if face != current || level != currentLevel || emoji[i] == .start, !text.isEmpty, let c = current {
                result.append(Run(face: c, text: String(text), rightToLeft: currentLevel % 2 == 1))
                runLevels.append(currentLevel)
                text = String.UnicodeScalarView()
            }
            current = face
            currentLevel = level
            text.append(scalar)
        }
        if let c = current, !text.isEmpty {
            result.append(Run(face: c, text: String(text), rightToLeft: currentLevel % 2 == 1))
            runLevels.append(currentLevel)
        }
        if runLevels.contains(where: { $0 > 0 }) {
            result = BidiText.visualOrder(levels: runLevels).map { result[$0] }
        }
        return result
    }

    /// Where a scalar stands in the grapheme clusters the colour emoji face draws whole.
    private enum EmojiMark { case none, start, rest }

    /// Which scalars belong to grapheme clusters the colour emoji face draws whole
    /// (`FontLibrary.isEmojiCluster`, and the face has the cluster's first character); all
    /// `.none` when no colour emoji face is installed.
    private func emojiScalars(_ scalars: [Unicode.Scalar]) -> [EmojiMark] {
        var result = [EmojiMark](repeating: .none, count: scalars.count)
        guard paths[.colorEmoji] != nil, scalars.contains(where: { $0.value >= 0x80 }),
              let f = open(.colorEmoji, pixels: 0, font: .body) else { return result }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        var i = 0
        for character in String(view) {
            let cluster = character.unicodeScalars
            let n = cluster.count
            if let first = cluster.first, FontLibrary.isEmojiCluster(cluster), TTF_GlyphIsProvided32(f, first.value) != 0 {
                for j in i..<min(i + n, scalars.count) { result[j] = j == i ? .start : .rest }
            }
            i += n
        }
        return result
    }

    /// Says once per character that no face has it (it draws as the text face's missing-glyph
    /// box). Controls, format characters, marks and variation selectors draw nothing anyway.
    private func warnMissing(_ scalar: Unicode.Scalar) {
        let p = scalar.properties
        switch p.generalCategory {
        case .control, .format, .nonspacingMark, .enclosingMark, .spaceSeparator, .lineSeparator, .paragraphSeparator: return
        default: break
        }
        guard !p.isVariationSelector, missingGlyphs.insert(scalar.value).inserted else { return }
        let code = "U+" + String(scalar.value, radix: 16, uppercase: true)
        warn("font: no font has \(code) (\(String(scalar))); it draws as a box")
    }

    /// The first face that has a glyph for `scalar`: for serif and monospaced text the Inter face
    /// of the same weight and style, then the fallback faces in turn (the colour emoji face only
    /// for emoji characters: text-default ones such as ✈ that no text face before it has).
    private func fallbackFace(for scalar: Unicode.Scalar, primary: FontLibrary.Face, font: Font, colour: Bool = true) -> FontLibrary.Face? {
        var chain = FontLibrary.fallbacks
        if primary.family == .serif || primary.family == .monospaced || primary.family == .rounded {
            var sans = font
            sans.design = .default
            chain.insert(face(for: sans), at: 0)
        }
        for face in chain where face != primary && paths[face] != nil {
            if face.isColorBitmap && (!colour || !scalar.properties.isEmoji || scalar.value < 0x80) { continue }
            if let f = open(face, pixels: 12, font: font), TTF_GlyphIsProvided32(f, scalar.value) != 0 { return face }
        }
        return nil
    }

    private func open(_ face: FontLibrary.Face, pixels: Int, font: Font) -> OpaquePointer? {
        // A colour bitmap face opens at its (only) fixed strike, never synthesised: emoji are
        // not emboldened or slanted.
        let style = face.isColorBitmap ? 0 : syntheticStyle(face, font)
        let size = face.isColorBitmap ? 0 : pixels
        let key = FaceKey(face: face, pixels: size, style: style)
        if let f = opened[key] { return f }
        guard let path = paths[face], let f = TTF_OpenFontIndex(path, Int32(size), face.index) else { return nil }
        TTF_SetFontStyle(f, style)
        if let script = face.scriptName { TTF_SetFontScriptName(f, script) }
        TTF_SetFontHinting(f, TTF_HINTING_LIGHT)
        TTF_SetFontKerning(f, 1)
        opened[key] = f
        return f
    }
}

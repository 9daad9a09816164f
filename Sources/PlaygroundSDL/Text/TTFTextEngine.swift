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
/// (for serif and monospaced text Inter first, then CJK, Arabic, Hebrew, Devanagari, Thai,
/// symbols and emoji). A face lighter than 600 drawing a
/// font of weight 600 or more is emboldened by SDL_ttf, and an upright face drawing an italic
/// font is slanted by it (so fallback faces follow bold and italic text). `monospacedDigit()`
/// draws digits with Inter's tabular glyphs (encoded in the face at U+E071…E07A). Runs of
/// one face and one direction are shaped together by HarfBuzz (Arabic letters join, Devanagari
/// conjuncts form) and their baselines aligned. Lines with right-to-left text go through the
/// bidirectional algorithm (`BidiText`): runs are laid out in visual order and right-to-left
/// runs shaped right to left. Mirrored brackets are not substituted.
/// Measurements are cached per (string, font); masks per (string, font, pixel density).
@MainActor
public final class TTFTextEngine: TextEngine {
    private struct FaceKey: Hashable { var face: FontLibrary.Face; var pixels: Int; var style: Int32 }
    private struct MaskKey: Hashable { var string: String; var font: Font; var scale: Double }
    private struct MeasureKey: Hashable { var string: String; var font: Font }
    private struct PrimaryKey: Hashable { var family: FontLibrary.Family; var weight: Int; var italic: Bool }

    private var paths: [FontLibrary.Face: String] = [:]
    private var opened: [FaceKey: OpaquePointer] = [:]
    private var measured: [MeasureKey: CGSize] = [:]
    private var masks: [MaskKey: GlyphMask?] = [:]
    private var primaries: [PrimaryKey: FontLibrary.Face] = [:]
    /// One-line notes about fonts that could not be opened (the nearest other face serves instead).
    public private(set) var fontWarnings: [String] = []

    /// Opens the bundled fonts in `directory`. Throws `PlaygroundError.font` naming the path when
    /// no usable font is there; a single missing face only adds to `fontWarnings`.
    public init(directory: URL = FontLibrary.directory) throws {
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
    }

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
            width += Double(textWidth(f, run))
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
    private static func lineMetrics(_ face: FontLibrary.Face, _ f: OpaquePointer, pixels: Int) -> (Double, Double) {
        if face.family == .sans { return (systemAscent * Double(pixels), systemDescent * Double(pixels)) }
        return (Double(TTF_FontAscent(f)), Double(-TTF_FontDescent(f)))
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

    private func renderMask(_ string: String, font: Font, scale: Double) -> GlyphMask? {
        let px = Double(font.size) * scale
        guard px.isFinite, px >= 0.5 else { return nil }
        let pixels = min(1000, max(1, Int(px.rounded())))
        let pieces = runs(string, font: font).compactMap { run in open(run.face, pixels: pixels, font: font).map { (run, $0) } }
        guard !pieces.isEmpty else { return nil }
        let ascent = pieces.map { Int(TTF_FontAscent($0.1)) }.max() ?? 0
        let descent = pieces.map { Int(-TTF_FontDescent($0.1)) }.max() ?? 0
        let width = pieces.reduce(0) { $0 + Int(textWidth($1.1, $1.0)) }   // runs in visual order
        let height = ascent + descent
        guard width > 0, height > 0, width * height < 50_000_000 else { return nil }
        var coverage = [UInt8](repeating: 0, count: width * height)
        var x = 0
        let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
        for (run, f) in pieces {
            let advance = Int(textWidth(f, run))
            defer { x += advance }
            setDirection(f, run)
            guard let surface = TTF_RenderUTF8_Blended(f, run.text, white) else { continue }
            defer { SDL_FreeSurface(surface) }
            guard let converted = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else { continue }
            defer { SDL_FreeSurface(converted) }
            let s = converted.pointee
            let top = ascent - Int(TTF_FontAscent(f))
            guard let base = s.pixels else { continue }
            for sy in 0..<Int(s.h) {
                let y = top + sy
                if y < 0 || y >= height { continue }
                let row = base.advanced(by: sy * Int(s.pitch)).assumingMemoryBound(to: UInt32.self)
                for sx in 0..<Int(s.w) {
                    let dx = x + sx
                    if dx < 0 || dx >= width { continue }
                    let a = UInt8(truncatingIfNeeded: row[sx] >> 24)
                    let i = y * width + dx
                    coverage[i] = max(coverage[i], a)
                }
            }
        }
        return GlyphMask(width: width, height: height, coverage: coverage)
    }

    // MARK: Fonts and runs

    /// The face that draws `font` (before per-character fallback): the best match among the
    /// bundled faces of its design's family that could be opened, else among Inter's, else the
    /// first fallback face that opened. Measuring and drawing both go through this.
    public func face(for font: Font) -> FontLibrary.Face {
        let key = PrimaryKey(family: FontLibrary.family(for: font.design), weight: font.weight.value, italic: font.isItalic)
        if let hit = primaries[key] { return hit }
        var result = FontLibrary.fallbacks.first { paths[$0] != nil } ?? .latinRegular
        for family in [key.family, .sans] {
            let candidates = FontLibrary.faces.filter { $0.family == family && paths[$0] != nil }
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
        if font.isMonospacedDigit, let tabular = primary.tabularDigits {
            // Tabular figures: the face's own tnum glyphs, reached through their private-use code
            // points (SDL_ttf cannot switch on the OpenType feature).
            for (i, scalar) in scalars.enumerated() where scalar.value >= 0x30 && scalar.value <= 0x39 {
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
            if neutral, let c = current {
                face = c
            } else if TTF_GlyphIsProvided32(probe, scalar.value) == 0, let f = fallbackFace(for: scalar, primary: primary, font: font) {
                face = f
            }
            if face != current || level != currentLevel, !text.isEmpty, let c = current {
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

    /// The first face that has a glyph for `scalar`: for serif and monospaced text the Inter face
    /// of the same weight and style, then the fallback faces in turn.
    private func fallbackFace(for scalar: Unicode.Scalar, primary: FontLibrary.Face, font: Font) -> FontLibrary.Face? {
        var chain = FontLibrary.fallbacks
        if primary.family == .serif || primary.family == .monospaced {
            var sans = font
            sans.design = .default
            chain.insert(face(for: sans), at: 0)
        }
        for face in chain where face != primary && paths[face] != nil {
            if let f = open(face, pixels: 12, font: font), TTF_GlyphIsProvided32(f, scalar.value) != 0 { return face }
        }
        return nil
    }

    private func open(_ face: FontLibrary.Face, pixels: Int, font: Font) -> OpaquePointer? {
        let style = syntheticStyle(face, font)
        let key = FaceKey(face: face, pixels: pixels, style: style)
        if let f = opened[key] { return f }
        guard let path = paths[face], let f = TTF_OpenFont(path, Int32(pixels)) else { return nil }
        TTF_SetFontStyle(f, style)
        if let script = face.scriptName { TTF_SetFontScriptName(f, script) }
        TTF_SetFontHinting(f, TTF_HINTING_LIGHT)
        TTF_SetFontKerning(f, 1)
        opened[key] = f
        return f
    }
}

import Foundation
import PlaygroundUI

/// Where the bundled fonts live, which files they are, and which face draws a font.
///
/// The folder is `$PLAYGROUND_FONTS` when set, else the package's `fonts/` folder (found from this
/// source file's location, so it works from any checkout), else `fonts/` in the working directory.
/// `fonts/README.md` says where each file comes from; docs/fonts.md how faces are chosen.
public enum FontLibrary {
    /// A family of faces.
    public enum Family: Hashable, Sendable {
        /// Inter: the default design, nine weights, upright and italic, in its text design
        /// (Inter) and its display design (Inter Display, from 20 pt).
        case sans
        /// Quicksand: `.rounded`, four upright weights (italic text is slanted by SDL_ttf).
        case rounded
        /// Noto Serif: `.serif`, regular and bold, upright and italic.
        case serif
        /// JetBrains Mono: `.monospaced`, light … extra bold upright, regular and bold italic.
        case monospaced
        /// Script and symbol faces tried for characters the family's face lacks (one regular face each).
        case fallback
    }

    /// One bundled font file.
    public struct Face: Hashable, Sendable, CustomStringConvertible {
        /// The file's name in the fonts folder.
        public let fileName: String
        public let family: Family
        /// The face's weight, 100…900: its OS/2 weight class, except Quicksand's, which stand
        /// one step lighter than their class and are listed by the weight they look
        /// (`FontLibrary.rounded`).
        public let weight: Int
        public let isItalic: Bool
        /// The OpenType script HarfBuzz shapes this face's runs as (nil: guessed from the text).
        let scriptName: String?
        /// The first of ten private-use code points the face maps to its tabular digits 0…9
        /// (Inter's tnum glyphs are also encoded at U+E071…E07A), used for `monospacedDigit()`.
        let tabularDigits: UInt32?
        /// Where a face of a system package is installed (first existing path wins); empty for
        /// the bundled faces, which live in the fonts folder.
        public let systemPaths: [String]
        /// The face's index in a font collection (`.ttc`).
        public let index: Int
        /// A colour bitmap face (CBDT): opened at its fixed strike, drawn in its own colours and
        /// scaled to the text size.
        public let isColorBitmap: Bool
        /// A display (large-size) design of its family: Inter Display, drawn from 20 pt.
        public let isDisplay: Bool

        init(_ fileName: String, _ family: Family, weight: Int = 400, italic: Bool = false,
             script: String? = nil, tabularDigits: UInt32? = nil, systemPaths: [String] = [], index: Int = 0,
             colorBitmap: Bool = false, display: Bool = false) {
            self.fileName = fileName; self.family = family; self.weight = weight; self.isItalic = italic
            self.scriptName = script; self.tabularDigits = tabularDigits
            self.systemPaths = systemPaths; self.index = index; self.isColorBitmap = colorBitmap
            self.isDisplay = display
        }

        public var description: String { fileName }

        /// Inter Regular.
        public static let latinRegular = sans(400, italic: false)
        /// Inter Bold.
        public static let latinBold = sans(700, italic: false)
        /// Noto Sans CJK TC subset: Latin, Bopomofo, CJK punctuation, fullwidth forms, U+4E00–9FFF.
        public static let cjk = Face("NotoSansCJKtc-Subset.otf", .fallback)
        /// Noto Sans Arabic subset (Arabic, its supplements and presentation forms).
        public static let arabic = Face("NotoSansArabic-Subset.ttf", .fallback, script: "Arab")
        /// Noto Sans Hebrew subset.
        public static let hebrew = Face("NotoSansHebrew-Subset.ttf", .fallback, script: "Hebr")
        /// Noto Sans Devanagari subset.
        public static let devanagari = Face("NotoSansDevanagari-Subset.ttf", .fallback, script: "Deva")
        /// Noto Sans Thai subset.
        public static let thai = Face("NotoSansThai-Subset.ttf", .fallback, script: "Thai")
        /// Symbola subset: monochrome emoji, arrows, dingbats and other symbols.
        public static let symbols = Face("Symbola-Subset.ttf", .fallback)

        /// Noto Color Emoji (Debian's `fonts-noto-color-emoji`, not bundled): colour emoji,
        /// flags, ZWJ sequences and skin tones, as CBDT bitmaps at one 109 ppem strike.
        public static let colorEmoji = Face("NotoColorEmoji.ttf", .fallback, systemPaths: [
            "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf",         // Debian, Ubuntu
            "/usr/share/fonts/noto/NotoColorEmoji.ttf",                  // Arch
            "/usr/share/fonts/google-noto-emoji/NotoColorEmoji.ttf",     // Fedora (older)
        ], colorBitmap: true)
        /// Noto Sans CJK TC, the whole face (Debian's `fonts-noto-cjk`, not bundled): Hangul,
        /// kana and every ideograph the bundled subset lacks; the same design as the subset.
        public static let systemCJK = Face("NotoSansCJK-Regular.ttc", .fallback, systemPaths: [
            "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",    // Debian, Ubuntu
            "/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc",         // Arch
            "/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc",  // Fedora
        ], index: 3)
        /// Droid Sans Fallback (Debian's `fonts-droid-fallback`, which Ghostscript recommends):
        /// kana and CJK ideographs when `fonts-noto-cjk` is not installed (it has no Hangul).
        public static let droidFallback = Face("DroidSansFallbackFull.ttf", .fallback, systemPaths: [
            "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
        ])

        /// The Inter face of `weight` (one of 100, 200, … 900); Inter Display's when `display`.
        static func sans(_ weight: Int, italic: Bool, display: Bool = false) -> Face {
            let names = [100: "Thin", 200: "ExtraLight", 300: "Light", 400: "Regular", 500: "Medium",
                         600: "SemiBold", 700: "Bold", 800: "ExtraBold", 900: "Black"]
            let name = names[weight] ?? "Regular"
            let style = italic ? (name == "Regular" ? "Italic" : name + "Italic") : name
            return Face("\(display ? "InterDisplay" : "Inter")-\(style).otf", .sans, weight: weight, italic: italic,
                        tabularDigits: 0xE071, display: display)
        }
    }

    /// Every bundled face: the three families (Inter's text design, then its display design),
    /// then the bundled fallbacks.
    public static let faces: [Face] = sans + sansDisplay + rounded + serif + monospaced + bundledFallbacks

    /// The bundled script and symbol faces (one regular face each).
    public static let bundledFallbacks: [Face] = [.cjk, .arabic, .hebrew, .devanagari, .thai, .symbols]

    /// Inter at 100…900, upright then italic.
    public static let sans: [Face] = [false, true].flatMap { italic in
        stride(from: 100, through: 900, by: 100).map { Face.sans($0, italic: italic) }
    }

    /// Inter Display at 100…900, upright then italic: the system font from 20 pt
    /// (`SystemFontTracking.displaySize`), as SF Pro Display is.
    public static let sansDisplay: [Face] = [false, true].flatMap { italic in
        stride(from: 100, through: 900, by: 100).map { Face.sans($0, italic: italic, display: true) }
    }

    /// Quicksand (Debian's `fonts-quicksand`, unmodified) for the rounded design, as SF Pro Rounded
    /// is for SwiftUI's. Its stems are a step lighter than its weight classes say (an "l" is
    /// 0.040, 0.060, 0.095 and 0.120 em wide in Light, Regular, Medium and Bold; Inter's 0.084
    /// in Regular, 0.106 in Medium and 0.151 in Bold), so its faces stand for 200, 300, 400 and 600.
    public static let rounded: [Face] = [
        Face("Quicksand-Light.ttf", .rounded, weight: 200),
        Face("Quicksand-Regular.ttf", .rounded, weight: 300),
        Face("Quicksand-Medium.ttf", .rounded, weight: 400),
        Face("Quicksand-Bold.ttf", .rounded, weight: 600),
    ]

    /// Noto Serif regular and bold, upright and italic.
    public static let serif: [Face] = [
        Face("NotoSerif-Regular.ttf", .serif, weight: 400),
        Face("NotoSerif-Bold.ttf", .serif, weight: 700),
        Face("NotoSerif-Italic.ttf", .serif, weight: 400, italic: true),
        Face("NotoSerif-BoldItalic.ttf", .serif, weight: 700, italic: true),
    ]

    /// JetBrains Mono light … extra bold, regular and bold italic.
    public static let monospaced: [Face] = [
        Face("JetBrainsMono-Light.ttf", .monospaced, weight: 300),
        Face("JetBrainsMono-Regular.ttf", .monospaced, weight: 400),
        Face("JetBrainsMono-Medium.ttf", .monospaced, weight: 500),
        Face("JetBrainsMono-SemiBold.ttf", .monospaced, weight: 600),
        Face("JetBrainsMono-Bold.ttf", .monospaced, weight: 700),
        Face("JetBrainsMono-ExtraBold.ttf", .monospaced, weight: 800),
        Face("JetBrainsMono-Italic.ttf", .monospaced, weight: 400, italic: true),
        Face("JetBrainsMono-BoldItalic.ttf", .monospaced, weight: 700, italic: true),
    ]

    /// Faces tried in turn for a character the text's own face lacks: the bundled ones, then
    /// those of system packages where installed (colour emoji are chosen before this chain, per
    /// grapheme cluster; see `isEmojiCluster`).
    public static let fallbacks: [Face] = [.cjk, .systemCJK, .arabic, .hebrew, .devanagari, .thai, .colorEmoji, .symbols, .droidFallback]

    /// The system faces (not bundled) the fallback chain uses where they are installed.
    public static let systemFaces: [Face] = fallbacks.filter { !bundledFallbacks.contains($0) }

    /// Where each system face is installed on this machine (the first of its known paths that
    /// exists); faces not installed are left out.
    public static func installedSystemFonts() -> [Face: String] {
        var result: [Face: String] = [:]
        for face in systemFaces {
            if let path = face.systemPaths.first(where: { FileManager.default.fileExists(atPath: $0) }) { result[face] = path }
        }
        return result
    }

    /// Whether the grapheme cluster `scalars` is an emoji that shows in emoji presentation, so a
    /// colour emoji face draws it whole (flags, ZWJ sequences, skin tones, keycaps): a character
    /// whose default presentation is emoji, or any emoji followed by U+FE0F, a skin-tone
    /// modifier, U+20E3 or a zero-width joiner, or a regional-indicator letter. U+FE0E (text
    /// presentation) keeps it text.
    public static func isEmojiCluster(_ scalars: some Collection<Unicode.Scalar>) -> Bool {
        guard let first = scalars.first else { return false }
        if scalars.contains(where: { $0.value == 0xFE0E }) { return false }
        if (0x1F1E6...0x1F1FF).contains(first.value) { return true }
        if first.properties.isEmojiPresentation { return true }
        guard first.properties.isEmoji else { return false }
        return scalars.dropFirst().contains { s in
            s.value == 0xFE0F || s.value == 0x20E3 || s.value == 0x200D || s.properties.isEmojiModifier
        }
    }

    /// The family that draws `design`.
    public static func family(for design: Font.Design) -> Family {
        switch design {
        case .default: .sans
        case .rounded: .rounded
        case .serif: .serif
        case .monospaced: .monospaced
        }
    }

    /// The face among `candidates` that best matches `weight` and `italic`, by CSS font matching
    /// (CSS Fonts Level 4, section 5.2, "Matching font styles"): the style first (italic faces for
    /// italic text when there are any, else upright ones, and the other way round), then the
    /// weight — the exact one; for 400 then 500, lighter ones, heavier ones; for 500 lighter ones
    /// from 400 down, then heavier; below 400 the nearest lighter, else the nearest heavier; above
    /// 500 the nearest heavier, else the nearest lighter.
    public static func bestFace(weight: Int, italic: Bool, among candidates: [Face]) -> Face? {
        let sameStyle = candidates.filter { $0.isItalic == italic }
        let pool = sameStyle.isEmpty ? candidates : sameStyle
        guard !pool.isEmpty else { return nil }
        if let exact = pool.first(where: { $0.weight == weight }) { return exact }
        let lighter = pool.filter { $0.weight < weight }.sorted { $0.weight > $1.weight }
        let heavier = pool.filter { $0.weight > weight }.sorted { $0.weight < $1.weight }
        if weight >= 400 && weight <= 500 {
            // Heavier ones up to 500 first, then lighter ones, then heavier beyond 500.
            if let upTo500 = heavier.first(where: { $0.weight <= 500 }) { return upTo500 }
            return lighter.first ?? heavier.first
        }
        if weight < 400 { return lighter.first ?? heavier.first }
        return heavier.first ?? lighter.first
    }

    /// The fonts folder in use.
    public static var directory: URL {
        if let env = ProcessInfo.processInfo.environment["PLAYGROUND_FONTS"], !env.isEmpty {
            return URL(fileURLWithPath: env, isDirectory: true)
        }
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let bundled = packageRoot.appendingPathComponent("fonts", isDirectory: true)
        if FileManager.default.fileExists(atPath: bundled.appendingPathComponent(Face.latinRegular.fileName).path) {
            return bundled
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("fonts")
    }

    /// The path of `face` in `directory`.
    public static func path(of face: Face, in directory: URL = FontLibrary.directory) -> String {
        directory.appendingPathComponent(face.fileName).path
    }
}

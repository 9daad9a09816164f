import Foundation

/// Where the bundled fonts live and which files they are.
///
/// The folder is `$PLAYGROUND_FONTS` when set, else the package's `fonts/` folder (found from this
/// source file's location, so it works from any checkout), else `fonts/` in the working directory.
public enum FontLibrary {
    /// The bundled faces.
    public enum Face: String, CaseIterable, Sendable {
        /// Inter Regular (Latin UI font, weights up to 500).
        case latinRegular = "Inter-Regular.otf"
        /// Inter Bold (weights 600 and up).
        case latinBold = "Inter-Bold.otf"
        /// Noto Sans CJK TC subset: Latin, Bopomofo, CJK punctuation, fullwidth forms, U+4E00–9FFF.
        case cjk = "NotoSansCJKtc-Subset.otf"
        /// Noto Sans Arabic subset (Arabic, its supplements and presentation forms).
        case arabic = "NotoSansArabic-Subset.ttf"
        /// Noto Sans Hebrew subset.
        case hebrew = "NotoSansHebrew-Subset.ttf"
        /// Noto Sans Devanagari subset.
        case devanagari = "NotoSansDevanagari-Subset.ttf"
        /// Noto Sans Thai subset.
        case thai = "NotoSansThai-Subset.ttf"
        /// Symbola subset: monochrome emoji, arrows, dingbats and other symbols.
        case symbols = "Symbola-Subset.ttf"

        /// Faces tried in turn for a character the text's own face lacks.
        static let fallbacks: [Face] = [.cjk, .arabic, .hebrew, .devanagari, .thai, .symbols]

        /// The OpenType script HarfBuzz shapes this face's runs as (nil: guessed from the text).
        var scriptName: String? {
            switch self {
            case .arabic: "Arab"
            case .hebrew: "Hebr"
            case .devanagari: "Deva"
            case .thai: "Thai"
            default: nil
            }
        }
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
        if FileManager.default.fileExists(atPath: bundled.appendingPathComponent(Face.latinRegular.rawValue).path) {
            return bundled
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("fonts")
    }

    /// The path of `face` in `directory`.
    public static func path(of face: Face, in directory: URL = FontLibrary.directory) -> String {
        directory.appendingPathComponent(face.rawValue).path
    }
}

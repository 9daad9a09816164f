import Foundation

/// Where `Image("name")` finds its pixels: image files in the asset folders (the program's own
/// folder and `--assets DIR`), decoded by the host (SDL_image in the SDL host). The core never
/// decodes files itself. Each name is looked up once; a missing or unreadable file gives one
/// warning naming the path, and the image draws empty (docs/semantics.md §19.2).
@MainActor
package final class ImageLibrary {
    public static let shared = ImageLibrary()

    /// Folders searched in order for `name.png`, `name.jpg`, `name.jpeg` (and `@2x`/`@3x`).
    public var searchPaths: [URL] = [] { didSet { imageSets = nil } }
    /// Asset catalogs searched first for `name.imageset` (an app's catalogs).
    public var catalogs: [URL] = [] { didSet { imageSets = nil } }
    /// The image sets of `catalogs` and of the catalogs right inside `searchPaths`, by name.
    private var imageSets: [String: URL]?
    /// Decodes an image file into a bitmap, or throws a one-line reason (set by the host).
    public var decoder: ((URL) throws -> Bitmap)?
    /// Decodes an image file's bytes into a bitmap, or throws a one-line reason: what
    /// `UIImage(data:)` uses, on any thread. Set by the host when it starts, before the program's
    /// code runs, and not changed after (so read without a lock); nil where there is no decoder.
    nonisolated(unsafe) public static var dataDecoder: (@Sendable (Data) throws -> Bitmap)?
    /// Pixels per point a PDF image (an asset catalog's vector image) is drawn at: an iPhone's
    /// largest scale, so that scaled-up drawing stays sharp.
    nonisolated public static let pdfScale: CGFloat = 3
    /// Where warnings go (stderr by default; tests capture them).
    public var warn: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }

    /// A loaded image, the point scale of its file (2 for `@2x`), and whether its image set asks
    /// for it to be drawn as a template (in the foreground colour).
    public struct Entry {
        public let bitmap: Bitmap
        public let scale: CGFloat
        public var isTemplate = false
    }
    private var cache: [String: Entry?] = [:]
    /// Unknown symbol names already warned about.
    var warnedSymbols: Set<String> = []

    /// The image called `name`, or nil (warned once) when there is none.
    public func image(named name: String) -> Entry? {
        if let hit = cache[name] { return hit }
        let entry = load(name)
        cache[name] = .some(entry)
        return entry
    }

    /// The image called `name`, or nil without a warning when there is none (`UIImage(named:)`,
    /// which programs call to ask); an image that cannot be decoded still warns.
    public func imageIfPresent(named name: String) -> Entry? {
        if let hit = cache[name] { return hit }
        guard let entry = load(name, quiet: true) else { return nil }
        cache[name] = .some(entry)
        return entry
    }

    /// The image file at `path` (its scale from an `@2x`/`@3x` suffix), or nil (warned once)
    /// when it cannot be decoded.
    public func image(atPath path: String) -> Entry? {
        let key = "\u{0}file:" + path
        if let hit = cache[key] { return hit }
        var entry: Entry?
        let name = (path as NSString).deletingPathExtension
        let scale: CGFloat = name.hasSuffix("@3x") ? 3 : name.hasSuffix("@2x") ? 2 : 1
        if let decoder {
            do { entry = Entry(bitmap: try decoder(URL(fileURLWithPath: path)), scale: scale) } catch {
                warn("warning: \(path): \(error); it draws empty")
            }
        } else {
            warn("warning: \(path): images cannot be decoded here (no image decoder); it draws empty")
        }
        cache[key] = .some(entry)
        return entry
    }

    /// Whether `path` decodes as an image (decoding it once).
    public func canDecode(path: String) -> Bool {
        guard let decoder else { return false }
        return (try? decoder(URL(fileURLWithPath: path))) != nil
    }

    /// Forgets every loaded image (a new run, or a changed folder).
    public func reset() { cache.removeAll() }

    private func load(_ name: String, quiet: Bool = false) -> Entry? {
        if imageSets == nil {
            let inFolders = searchPaths.flatMap { AssetCatalogs.find(in: $0, depth: 0) }
            imageSets = AssetCatalogs.sets(in: catalogs + inFolders, suffix: "imageset")
        }
        if let set = imageSets?[name] { return load(imageSet: set) }
        let fm = FileManager.default
        var candidates: [(URL, CGFloat)] = []
        for dir in searchPaths {
            let hasExtension = !(name as NSString).pathExtension.isEmpty
            if hasExtension { candidates.append((dir.appendingPathComponent(name), 1)) }
            for suffix in ["", "@2x", "@3x"] {
                for ext in ["png", "jpg", "jpeg"] {
                    candidates.append((dir.appendingPathComponent(name + suffix + "." + ext), suffix == "" ? 1 : (suffix == "@2x" ? 2 : 3)))
                }
            }
        }
        guard let (url, scale) = candidates.first(where: { fm.fileExists(atPath: $0.0.path) }) else {
            if quiet { return nil }
            let folders = searchPaths.map(\.path).joined(separator: ", ")
            warn("warning: No image named '\(name)' found in \(folders.isEmpty ? "any asset folder" : folders); it draws empty")
            return nil
        }
        guard let decoder else {
            warn("warning: \(url.path): images cannot be decoded here (no image decoder); it draws empty")
            return nil
        }
        do {
            return Entry(bitmap: try decoder(url), scale: scale)
        } catch {
            warn("warning: \(url.path): \(error); it draws empty")
            return nil
        }
    }

    /// The light-appearance file of an image set, at its largest scale.
    private func load(imageSet: URL) -> Entry? {
        let choice: AssetCatalogs.ImageChoice
        do { choice = try AssetCatalogs.choose(imageSet: imageSet) } catch {
            warn("warning: \(error); it draws empty")
            return nil
        }
        guard let decoder else {
            warn("warning: \(choice.file.path): images cannot be decoded here (no image decoder); it draws empty")
            return nil
        }
        do {
            // A PDF (a vector image) is drawn at `pdfScale` pixels per point.
            let isPDF = choice.file.pathExtension.lowercased() == "pdf"
            return Entry(bitmap: try decoder(choice.file), scale: isPDF ? Self.pdfScale : choice.scale, isTemplate: choice.isTemplate)
        } catch {
            warn("warning: \(choice.file.path): \(error); it draws empty")
            return nil
        }
    }
}

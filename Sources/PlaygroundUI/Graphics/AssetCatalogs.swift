import Foundation

/// Xcode asset catalogs (`*.xcassets` folders): where `Image("name")` and `Color("name")` look
/// for image sets (`name.imageset`) and colour sets (`name.colorset`), inside groups at any depth
/// (docs/semantics.md §19.2, §17.5). Catalogs are read from disk; nothing is compiled.
package enum AssetCatalogs {
    /// The catalogs in `folder` and, `depth` levels down, in its subfolders — hidden, build and
    /// test folders (names ending in `Tests`) left out — sorted by path.
    public static func find(in folder: URL, depth: Int) -> [URL] {
        var found: [URL] = []
        walk(folder, depth: depth, into: &found)
        return found.sorted { $0.path < $1.path }
    }

    /// Whether a folder of an app is left out of what `playground open` reads (its sources,
    /// resources, catalogs and what `--watch` watches): hidden folders, build output and
    /// dependency folders, and test targets (names ending in `Tests`).
    public static func isLeftOut(folder name: String) -> Bool {
        name.hasPrefix(".") || name.hasSuffix("Tests") || ["build", "DerivedData", "Pods"].contains(name)
    }

    private static func walk(_ folder: URL, depth: Int, into found: inout [URL]) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names.sorted() {
            if isLeftOut(folder: name) { continue }
            let url = folder.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            if name.hasSuffix(".xcassets") { found.append(url); continue }
            if depth > 0, !name.contains(".") { walk(url, depth: depth - 1, into: &found) }
        }
    }

    /// The sets of kind `suffix` (`imageset`, `colorset`) in `catalogs`, by name: the first
    /// catalog (and within it the first path) that has a name wins.
    public static func sets(in catalogs: [URL], suffix: String) -> [String: URL] {
        var out: [String: URL] = [:]
        for catalog in catalogs {
            var inCatalog: [(String, URL)] = []
            collect(catalog, suffix: "." + suffix, depth: 8, into: &inCatalog)
            for (name, url) in inCatalog.sorted(by: { $0.1.path < $1.1.path }) where out[name] == nil { out[name] = url }
        }
        return out
    }

    private static func collect(_ folder: URL, suffix: String, depth: Int, into out: inout [(String, URL)]) {
        guard depth >= 0, let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names {
            let url = folder.appendingPathComponent(name)
            if name.hasSuffix(suffix) {
                out.append((String(name.dropLast(suffix.count)), url))
            } else if !name.contains(".") || name.hasSuffix(".xcassets") {
                // Groups are plain folders (a group may also have a Contents.json of its own).
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
                    collect(url, suffix: suffix, depth: depth - 1, into: &out)
                }
            }
        }
    }

    /// An image set's file for the light appearance: the largest scale of the universal (or
    /// iPhone) entries, a single-scale (vector) file as 1×; and whether it is a template.
    public struct ImageChoice: Equatable {
        public var file: URL
        public var scale: CGFloat
        public var isTemplate: Bool
    }

    struct BadSet: Error, CustomStringConvertible { let description: String }

    static func choose(imageSet: URL) throws -> ImageChoice {
        let contents = imageSet.appendingPathComponent("Contents.json")
        guard let data = try? Data(contentsOf: contents), data.count < 1_000_000 else {
            throw BadSet(description: "\(contents.path): unreadable")
        }
        guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let images = json["images"] as? [[String: Any]] else {
            throw BadSet(description: "\(contents.path): not an image set (no \"images\" list)")
        }
        let properties = json["properties"] as? [String: Any]
        let template = (properties?["template-rendering-intent"] as? String) == "template"
        var best: (URL, CGFloat, Int)?
        for entry in images {
            guard let file = entry["filename"] as? String, !file.isEmpty, entry["appearances"] == nil else { continue }
            let idiom = (entry["idiom"] as? String) ?? "universal"
            let rank = idiom == "universal" ? 2 : idiom == "iphone" ? 1 : 0
            let scale = CGFloat(Double(((entry["scale"] as? String) ?? "1x").dropLast()) ?? 1)
            if let (_, s, r) = best, (r, s) >= (rank, scale) { continue }
            best = (imageSet.appendingPathComponent(file), scale, rank)
        }
        guard let (file, scale, _) = best else {
            throw BadSet(description: "\(imageSet.path): has no image file")
        }
        return ImageChoice(file: file, scale: scale, isTemplate: template)
    }
}

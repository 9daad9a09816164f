import Foundation
import Synchronization

/// Named colours for `Color("Name")`: Xcode colour sets (`Name.colorset/Contents.json`) found in
/// the asset folders — directly, or inside an `.xcassets` catalog there or among an app's
/// catalogs, in groups at any depth (docs/semantics.md §17.5). The entry without an appearance is
/// the light colour, the one for the dark luminosity the dark colour. A missing or unreadable
/// colour set warns once and the colour is clear. Safe to use from any thread (colours are made
/// in non-isolated code).
package enum AssetColors {
    private struct State {
        var folders: [URL] = []
        var catalogs: [URL] = []
        var colorSets: [String: URL]?
        var cache: [String: Color] = [:]
        var warned: Set<String> = []
        var warn: @Sendable (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    }
    private static let state = Mutex(State())

    /// The folders searched, in order (set by the host with the image folders).
    public static var searchPaths: [URL] {
        get { state.withLock { $0.folders } }
        set { state.withLock { $0.folders = newValue; $0.colorSets = nil; $0.cache.removeAll(); $0.warned.removeAll() } }
    }
    /// An app's asset catalogs, searched first.
    public static var catalogs: [URL] {
        get { state.withLock { $0.catalogs } }
        set { state.withLock { $0.catalogs = newValue; $0.colorSets = nil; $0.cache.removeAll(); $0.warned.removeAll() } }
    }

    /// The app's `AccentColor` colour set, if its catalogs have one (no warning when not).
    public static func accentColor() -> Color? {
        guard let url = colorSetIndex()["AccentColor"]?.appendingPathComponent("Contents.json"),
              let color = try? parse(url) else { return nil }
        return color
    }

    /// The colour sets of the catalogs, by name (built on first use).
    private static func colorSetIndex() -> [String: URL] {
        if let index = state.withLock({ $0.colorSets }) { return index }
        let (catalogs, folders) = state.withLock { ($0.catalogs, $0.folders) }
        let index = AssetCatalogs.sets(in: catalogs + folders.flatMap { AssetCatalogs.find(in: $0, depth: 0) }, suffix: "colorset")
        state.withLock { $0.colorSets = index }
        return index
    }
    /// Where warnings go (stderr by default).
    public static func setWarningHandler(_ warn: @escaping @Sendable (String) -> Void) { state.withLock { $0.warn = warn } }

    /// The colour called `name` (clear, warned once, when there is none).
    static func color(named name: String) -> Color {
        if let hit = state.withLock({ $0.cache[name] }) { return hit }
        let folders = searchPaths
        var result: Color?
        var problem: String?
        for url in candidates(name, in: folders) where FileManager.default.fileExists(atPath: url.path) {
            do { result = try parse(url); break } catch { problem = "\(url.path): \(error)" }
        }
        let color = result ?? Color(resolved: ResolvedColor(red: 0, green: 0, blue: 0, opacity: 0))
        let message = result != nil ? nil : (problem.map { "warning: \($0); the colour is clear" }
            ?? "warning: No color named '\(name)' found in asset catalog (searched \(folders.map(\.path).joined(separator: ", ")))")
        let warn: (@Sendable (String) -> Void)? = state.withLock { s in
            s.cache[name] = color
            guard message != nil, s.warned.insert(name).inserted else { return nil }
            return s.warn
        }
        if let warn, let message { warn(message) }
        return color
    }

    private static func candidates(_ name: String, in folders: [URL]) -> [URL] {
        var out: [URL] = []
        // The catalogs' sets (groups at any depth), then loose sets in the folders.
        if let set = colorSetIndex()[name] { out.append(set.appendingPathComponent("Contents.json")) }
        for dir in folders { out.append(dir.appendingPathComponent("\(name).colorset/Contents.json")) }
        return out
    }

    struct BadColorSet: Error, CustomStringConvertible { let description: String }

    /// The colour of an Xcode colour set's Contents.json: the entry without an appearance (else
    /// the first) in light mode, the dark-luminosity entry in dark mode.
    static func parse(_ url: URL) throws -> Color {
        guard let data = try? Data(contentsOf: url), data.count < 1_000_000 else { throw BadColorSet(description: "unreadable") }
        guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let colors = json["colors"] as? [[String: Any]] else { throw BadColorSet(description: "not a colour set (no \"colors\" list)") }
        guard let entry = colors.first(where: { $0["appearances"] == nil }) ?? colors.first else {
            throw BadColorSet(description: "no colour components")
        }
        var result = Color(resolved: try components(entry))
        let dark = colors.first { entry in
            ((entry["appearances"] as? [[String: Any]]) ?? []).contains { ($0["appearance"] as? String) == "luminosity" && ($0["value"] as? String) == "dark" }
        }
        if let dark { result.dark = try components(dark) }
        return result
    }

    /// The sRGB components of one entry of a colour set.
    private static func components(_ entry: [String: Any]) throws -> ResolvedColor {
        guard let color = entry["color"] as? [String: Any], let c = color["components"] as? [String: Any] else {
            throw BadColorSet(description: "no colour components")
        }
        func component(_ key: String) throws -> Double? {
            guard let raw = c[key] else { return nil }
            let text = (raw as? String) ?? "\(raw)"
            let v: Double?
            if text.lowercased().hasPrefix("0x") { v = Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
            else if let d = Double(text) { v = text.contains(".") || d <= 1 ? d : d / 255 }
            else { v = nil }
            guard let v, v.isFinite else { throw BadColorSet(description: "component \(key) is \"\(text)\", expected 0…1, 0…255 or 0xHH") }
            return min(max(v, 0), 1)
        }
        let alpha = try component("alpha") ?? 1
        if let white = try component("white") { return ResolvedColor(red: white, green: white, blue: white, opacity: alpha) }
        guard let r = try component("red"), let g = try component("green"), let b = try component("blue") else {
            throw BadColorSet(description: "missing red, green or blue")
        }
        return ResolvedColor(red: r, green: g, blue: b, opacity: alpha)
    }
}

extension Color {
    /// The colour called `name` in an asset folder's colour sets (§17.5); `bundle` is ignored.
    public init(_ name: String, bundle: Bundle? = nil) {
        self = AssetColors.color(named: name)
    }
}

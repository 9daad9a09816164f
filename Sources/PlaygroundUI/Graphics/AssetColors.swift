import Foundation
import Synchronization

/// Named colours for `Color("Name")`: Xcode colour sets (`Name.colorset/Contents.json`) found in
/// the asset folders — directly, or inside an `.xcassets` folder there (docs/semantics.md §17.5).
/// The light-appearance entry is used. A missing or unreadable colour set warns once and the
/// colour is clear. Safe to use from any thread (colours are made in non-isolated code).
public enum AssetColors {
    private struct State {
        var folders: [URL] = []
        var cache: [String: ResolvedColor] = [:]
        var warned: Set<String> = []
        var warn: @Sendable (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    }
    private static let state = Mutex(State())

    /// The folders searched, in order (set by the host with the image folders).
    public static var searchPaths: [URL] {
        get { state.withLock { $0.folders } }
        set { state.withLock { $0.folders = newValue; $0.cache.removeAll(); $0.warned.removeAll() } }
    }
    /// Where warnings go (stderr by default).
    public static func setWarningHandler(_ warn: @escaping @Sendable (String) -> Void) { state.withLock { $0.warn = warn } }

    /// The colour called `name` (clear, warned once, when there is none).
    static func color(named name: String) -> ResolvedColor {
        if let hit = state.withLock({ $0.cache[name] }) { return hit }
        let folders = searchPaths
        var result: ResolvedColor?
        var problem: String?
        for url in candidates(name, in: folders) where FileManager.default.fileExists(atPath: url.path) {
            do { result = try parse(url); break } catch { problem = "\(url.path): \(error)" }
        }
        let color = result ?? ResolvedColor(red: 0, green: 0, blue: 0, opacity: 0)
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
        let fm = FileManager.default
        for dir in folders {
            out.append(dir.appendingPathComponent("\(name).colorset/Contents.json"))
            // Inside catalogs, at most two folder levels deep (groups).
            let catalogs = ((try? fm.contentsOfDirectory(atPath: dir.path)) ?? []).filter { $0.hasSuffix(".xcassets") }.sorted()
            for catalog in catalogs {
                let root = dir.appendingPathComponent(catalog)
                out.append(root.appendingPathComponent("\(name).colorset/Contents.json"))
                for group in ((try? fm.contentsOfDirectory(atPath: root.path)) ?? []).sorted() where !group.contains(".") {
                    out.append(root.appendingPathComponent(group).appendingPathComponent("\(name).colorset/Contents.json"))
                }
            }
        }
        return out
    }

    struct BadColorSet: Error, CustomStringConvertible { let description: String }

    /// The light (no appearance) colour of an Xcode colour set's Contents.json.
    static func parse(_ url: URL) throws -> ResolvedColor {
        guard let data = try? Data(contentsOf: url), data.count < 1_000_000 else { throw BadColorSet(description: "unreadable") }
        guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let colors = json["colors"] as? [[String: Any]] else { throw BadColorSet(description: "not a colour set (no \"colors\" list)") }
        guard let entry = colors.first(where: { $0["appearances"] == nil }) ?? colors.first,
              let color = entry["color"] as? [String: Any], let c = color["components"] as? [String: Any] else {
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
        self.init(resolved: AssetColors.color(named: name))
    }
}

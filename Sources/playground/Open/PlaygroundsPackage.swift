import Foundation

/// A Swift Playgrounds app package (`X.swiftpm`) or any folder with a `Package.swift` that
/// declares an `.iOSApplication` product, as `playground open` reads it (docs/semantics.md §33.1):
/// the app target's folder, the name on the home screen, and the Swift language mode.
///
/// The manifest is Swift code that SwiftPM would run; here it is read, not run — the few
/// arguments an app manifest writes literally (`displayName:`, the executable target's
/// `path:`, the tools version, `swiftLanguageModes`/`swiftLanguageVersions`, and
/// `.defaultIsolation(MainActor.self)`) are found in its text.
struct PlaygroundsPackage {
    /// The app target's sources folder.
    let sourcesFolder: URL
    /// `displayName:` of the `.iOSApplication` product, else its `name:`.
    let displayName: String?
    /// "6" when the tools version is 6 or later and no Swift 5 mode is asked for; else "5".
    let swiftVersion: String
    /// "MainActor" when the target's settings say `.defaultIsolation(MainActor.self)`.
    let defaultIsolation: String?

    /// The package in `folder`, or nil when it has no `Package.swift` declaring an app.
    init?(folder: URL) {
        let manifest = folder.appendingPathComponent("Package.swift")
        guard let text = try? String(contentsOf: manifest, encoding: .utf8), text.contains(".iOSApplication(") else { return nil }
        let product = Self.call(".iOSApplication(", in: text) ?? ""
        displayName = Self.string(after: "displayName:", in: product) ?? Self.string(after: "name:", in: product)
        let target = Self.call(".executableTarget(", in: text) ?? ""
        if let path = Self.string(after: "path:", in: target) {
            sourcesFolder = folder.appendingPathComponent(path).standardizedFileURL
        } else if let name = Self.string(after: "name:", in: target) {
            sourcesFolder = folder.appendingPathComponent("Sources/\(name)").standardizedFileURL
        } else {
            sourcesFolder = folder
        }
        var tools = 5
        if let first = text.split(separator: "\n", maxSplits: 1).first, let range = first.range(of: "swift-tools-version:") {
            tools = Int(first[range.upperBound...].trimmingCharacters(in: .whitespaces).prefix { $0.isNumber }) ?? 5
        }
        let modes = Self.call("swiftLanguageModes:", in: text, open: "[") ?? Self.call("swiftLanguageVersions:", in: text, open: "[") ?? ""
        let asksFor5 = modes.contains(".v5") || modes.contains("\"5")
        let asksFor6 = modes.contains(".v6") || modes.contains("\"6")
        swiftVersion = !asksFor5 && (tools >= 6 || asksFor6) ? "6" : "5"
        defaultIsolation = text.contains(".defaultIsolation(MainActor.self)") ? "MainActor" : nil
    }

    /// The text from `opener` to its matching close bracket, or nil.
    private static func call(_ opener: String, in text: String, open: Character = "(") -> String? {
        guard let start = text.range(of: opener) else { return nil }
        let close: Character = open == "(" ? ")" : "]"
        var depth = 0
        var index = start.upperBound
        if !opener.hasSuffix(String(open)) {
            // `label: [` — skip to the bracket.
            guard let bracket = text[index...].firstIndex(of: open) else { return nil }
            index = bracket
        } else {
            depth = 1
        }
        var out = ""
        var inString = false
        while index < text.endIndex {
            let c = text[index]
            if c == "\"" { inString.toggle() }
            if !inString {
                if c == open { depth += 1 }
                if c == close { depth -= 1; if depth == 0 { return out } }
            }
            out.append(c)
            index = text.index(after: index)
        }
        return nil
    }

    /// The string literal right after `label` in `text`.
    private static func string(after label: String, in text: String) -> String? {
        guard let range = text.range(of: label) else { return nil }
        let rest = text[range.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\t" }
        guard rest.first == "\"" else { return nil }
        let body = rest.dropFirst().prefix { $0 != "\"" }
        return String(body)
    }
}

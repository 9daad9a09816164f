import Foundation

/// An app's string tables, which `Text("key")` and other `LocalizedStringKey`s are looked up in
/// (docs/semantics.md §20.6): `Localizable.strings` in a language's `.lproj` folder and
/// `Localizable.xcstrings` string catalogs. Loaded once by the host before the app's views are
/// made; with none loaded, keys are shown as written and interpolation does no extra work.
package enum StringTables {
    /// The loaded table: a key (interpolations written as format specifiers, `"Score: %lld"`) to
    /// its text in the chosen language. Written only at start, before views exist.
    nonisolated(unsafe) static var table: [String: String] = [:]
    /// Whether any table is loaded (then interpolated keys also build their format key).
    nonisolated(unsafe) static var isActive = false

    /// Loads the tables in `folder` (an app's resources) for `language` (default: the string
    /// catalog's source language, else "en"): `<language>.lproj/Localizable.strings`, then
    /// `Base.lproj`, then `Localizable.xcstrings`; the first that has a key gives it. Returns a
    /// line for each file that could not be read (the rest still load).
    @discardableResult
    public static func load(from folder: URL, language: String? = nil) -> [String] {
        var merged: [String: String] = [:]
        var problems: [String] = []
        let catalog = folder.appendingPathComponent("Localizable.xcstrings")
        var catalogJSON: [String: Any]?
        if let data = FileManager.default.contents(atPath: catalog.path) {
            if let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any] { catalogJSON = json }
            else { problems.append("\(catalog.path): not a string catalog (JSON expected)") }
        }
        let lang = language ?? (catalogJSON?["sourceLanguage"] as? String) ?? "en"
        let code = String(lang.split(whereSeparator: { $0 == "_" || $0 == "-" }).first ?? Substring(lang))
        var folders: [String] = []
        for name in ["\(lang).lproj", "\(code).lproj", "Base.lproj"] where !folders.contains(name) { folders.append(name) }
        for folderName in folders {
            let file = folder.appendingPathComponent(folderName).appendingPathComponent("Localizable.strings")
            guard let data = FileManager.default.contents(atPath: file.path) else { continue }
            guard let dict = (try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)) as? [String: String] else {
                problems.append("\(file.path): not a strings file (\"key\" = \"value\"; lines expected)")
                continue
            }
            for (k, v) in dict where merged[k] == nil { merged[k] = v }
        }
        if let strings = catalogJSON?["strings"] as? [String: Any] {
            for (key, value) in strings where merged[key] == nil {
                guard let entry = value as? [String: Any], let localizations = entry["localizations"] as? [String: Any],
                      let loc = (localizations[lang] ?? localizations[code]) as? [String: Any] else { continue }
                if let unit = loc["stringUnit"] as? [String: Any], let text = unit["value"] as? String {
                    merged[key] = text
                } else if let variations = loc["variations"] as? [String: Any], let plural = variations["plural"] as? [String: Any],
                          let other = (plural["other"] as? [String: Any])?["stringUnit"] as? [String: Any], let text = other["value"] as? String {
                    // Plural variations: the "other" form (grammatical agreement is not applied here).
                    merged[key] = text
                }
            }
        }
        table = merged
        isActive = !merged.isEmpty
        return problems
    }

    /// Forgets the loaded tables.
    public static func unload() { table = [:]; isActive = false }

    /// `format` with its specifiers (`%@`, `%lld`, `%.2f`, positional `%2$@`, …) replaced by
    /// `args`, which are already formatted; `%%` is a percent sign. A specifier without an
    /// argument is left as written.
    static func format(_ format: String, _ args: [String]) -> String {
        guard format.contains("%") else { return format }
        var out = ""
        var next = 0
        var i = format.startIndex
        while i < format.endIndex {
            let c = format[i]
            guard c == "%" else { out.append(c); i = format.index(after: i); continue }
            var j = format.index(after: i)
            guard j < format.endIndex else { out.append(c); break }
            if format[j] == "%" { out.append("%"); i = format.index(after: j); continue }
            // An optional position (`2$`), then flags, width, precision and length up to the conversion.
            var position: Int?
            var digits = ""
            var k = j
            while k < format.endIndex, format[k].isNumber { digits.append(format[k]); k = format.index(after: k) }
            if k < format.endIndex, format[k] == "$", let n = Int(digits) { position = n; j = format.index(after: k) }
            while j < format.endIndex, "0123456789.-+ #'hlqLzjt".contains(format[j]) { j = format.index(after: j) }
            guard j < format.endIndex else { out += format[i...]; break }
            let index = position.map { $0 - 1 } ?? next
            if position == nil { next += 1 }
            if args.indices.contains(index) { out += args[index] } else { out += format[i...j] }
            i = format.index(after: j)
        }
        return out
    }
}

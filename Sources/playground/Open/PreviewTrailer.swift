import Foundation

/// The code `playground open` adds after the end of a user's file so the program can find what
/// to show: a function listing the file's `PreviewProvider`s and, for a file opened alone, one
/// making the view shown when the file has no preview (`SourceOutline.rootView`). Each
/// reference sits in the same `#if` branches as its declaration, so a provider inside
/// `#if canImport(Charts)` (false here) is left out as the compiler leaves it out.
enum PreviewTrailer {
    /// `func name() -> [[PreviewCatalog.Entry]]`: the entries of each provider in `outline`.
    /// (The arrays are reserved so the compiler does not warn of a `var` never changed when
    /// every entry is in a false `#if` branch.)
    static func providersFunction(_ name: String, _ outline: SourceOutline, fileID: String) -> String {
        var body = ""
        for p in outline.providers {
            body += conditional(p.conditions,
                "    found.append(PlaygroundUI.PreviewCatalog.entries(of: \(p.name).self, fileID: \"\(SwiftFile.escaped(fileID))\", line: \(p.line)))\n")
        }
        return """

        // Added by `playground open` after the end of the file: its PreviewProviders.
        @MainActor func \(name)() -> [[PlaygroundUI.PreviewCatalog.Entry]] {
            var found: [[PlaygroundUI.PreviewCatalog.Entry]] = []
            found.reserveCapacity(\(outline.providers.count))
        \(body)    return found
        }

        """
    }

    /// `func name() -> [PreviewCatalog.Entry]`: the file's root view as a preview, when it has
    /// one, else none.
    static func rootViewFunction(_ name: String, _ outline: SourceOutline, fileID: String) -> String {
        var body = ""
        // (Not for a file the outline could not follow: its trailer is compiled apart from it.)
        if let root = outline.rootView, outline.isWellFormed {
            body = conditional(root.conditions, """
                found.append(PlaygroundUI.PreviewCatalog.Entry(name: "\(SwiftFile.escaped(root.name))", fileID: "\(SwiftFile.escaped(fileID))", line: \(root.line), makeView: { PlaygroundUI.AnyView(\(root.name)()) }))

            """)
        }
        return """

        // Added by `playground open`: the view shown when the file has no preview.
        @MainActor func \(name)() -> [PlaygroundUI.PreviewCatalog.Entry] {
            var found: [PlaygroundUI.PreviewCatalog.Entry] = []
            found.reserveCapacity(1)
        \(body)    return found
        }

        """
    }

    /// `line` inside the `#if` blocks of `conditions`, each as far as the branch it is in.
    private static func conditional(_ conditions: [SourceOutline.ConditionalBlock], _ line: String) -> String {
        var text = ""
        for block in conditions { for d in block.directives { text += d + "\n" } }
        text += line
        for _ in conditions { text += "#endif\n" }
        return text
    }
}

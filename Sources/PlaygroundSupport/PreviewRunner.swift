import Foundation
import PlaygroundSDL
import PlaygroundUI

extension PlaygroundPage {
    /// Shows `previews` (a program's `#Preview`s and `PreviewProvider`s, see `PreviewCatalog`) as
    /// scenes, like `setLiveView`: a window where ←/→ switches between them, or a headless run,
    /// per the process's flags. `--preview NAME` (a preview's name, or its number from 1) shows
    /// only that one. Bad flags, an unknown preview or no previews at all print one line and exit
    /// with code 2. Not SwiftUI API: this is what `playground open` calls.
    public func showPreviews(_ previews: [PreviewCatalog.Entry]) {
        nonisolated(unsafe) let entries = previews
        runOnMainThread { try $0.runPreviews(entries, arguments: Array(CommandLine.arguments.dropFirst())) }
    }

    /// `showPreviews(_:)` for a file that may have none compiled: without previews it shows
    /// `rootView` (the view `playground open` chose in their place), saying `rootViewNote` once;
    /// with neither, the one-line error says `whyNone` when given. Not SwiftUI API.
    public func showPreviews(_ previews: [PreviewCatalog.Entry], rootView: [PreviewCatalog.Entry],
                             rootViewNote: String? = nil, whyNone: String? = nil) {
        var shown = previews
        if shown.isEmpty && !rootView.isEmpty {
            shown = rootView
            if let rootViewNote { FileHandle.standardError.write(Data("playground: note: \(rootViewNote)\n".utf8)) }
        }
        if shown.isEmpty, let whyNone {
            let title = title
            runOnMainThread { _ in throw PlaygroundError.badFlag("\(title): no view to show: \(whyNone)") }
            return
        }
        showPreviews(shown)
    }

    /// Like `showPreviews(_:)` with explicit flags, throwing instead of exiting.
    @MainActor
    public func runPreviews(_ previews: [PreviewCatalog.Entry], arguments: [String]) throws {
        var rest: [String] = []
        var wanted: String?
        var i = 0
        while i < arguments.count {
            let a = arguments[i]
            if a == "--preview" {
                guard i + 1 < arguments.count else { throw PlaygroundError.badFlag("--preview: expected a preview's name or number after it") }
                wanted = arguments[i + 1]; i += 2; continue
            }
            if a.hasPrefix("--preview=") { wanted = String(a.dropFirst("--preview=".count)); i += 1; continue }
            rest.append(a); i += 1
        }
        let options = try LiveViewArguments.parse(rest)
        guard !previews.isEmpty else {
            throw PlaygroundError.badFlag("\(title) has no view to show: no setLiveView call, PreviewProvider or #Preview")
        }
        var chosen = previews
        if let wanted { chosen = [try Self.preview(named: wanted, in: previews)] }
        let scenes = chosen.map { entry in
            let file = entry.fileID.map { String($0.split(separator: "/").last ?? Substring($0)) }
            return LiveScene(name: file.map { "\(entry.name) — \($0)" } ?? entry.name, size: entry.screenSize,
                             fitsContent: entry.fitsContent, makeView: entry.makeView)
        }
        for entry in chosen {
            if let device = entry.device, !device.isKnown {
                FileHandle.standardError.write(Data("playground: note: preview device '\(device.rawValue)' is not known here; \"\(entry.name)\" uses \(Int(PreviewDevice.defaultScreenSize.width))×\(Int(PreviewDevice.defaultScreenSize.height)) points\n".utf8))
            }
        }
        try LiveViewRunner.run(scenes: scenes, options: options)
    }

    /// The preview called `name` (exactly, else ignoring case), or numbered `name` from 1.
    static func preview(named name: String, in previews: [PreviewCatalog.Entry]) throws -> PreviewCatalog.Entry {
        if let e = previews.first(where: { $0.name == name }) { return e }
        if let e = previews.first(where: { $0.name.lowercased() == name.lowercased() }) { return e }
        if let n = Int(name), previews.indices.contains(n - 1) { return previews[n - 1] }
        throw PlaygroundError.badFlag("--preview '\(name)': no such preview; the previews are \(listed(previews)) (or their numbers 1–\(previews.count))")
    }

    /// The previews' names, quoted: the first ten and how many more, so the line stays short.
    static func listed(_ previews: [PreviewCatalog.Entry], limit: Int = 10) -> String {
        let names = previews.prefix(limit).map { "\"\($0.name.count > 60 ? String($0.name.prefix(59)) + "…" : $0.name)\"" }.joined(separator: ", ")
        return previews.count > limit ? names + " and \(previews.count - limit) more" : names
    }
}

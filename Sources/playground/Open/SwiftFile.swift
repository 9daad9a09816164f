import Foundation
import PlaygroundSDL

/// A user's SwiftUI source file as `playground open` reads it: checked (exists, a regular file,
/// UTF-8), outlined, and turned into the one source the compiler sees.
struct SwiftFile: OpenProgram {
    let url: URL
    let source: String
    let outline: SourceOutline

    /// Reads `path`; bad input throws one line naming the path.
    init(path: String) throws {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw PlaygroundError.io("\(path): \(Self.whyMissing(url.path))")
        }
        guard !isDirectory.boolValue else { throw PlaygroundError.io("\(path): is a directory, expected a .swift file") }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw PlaygroundError.io("\(path): cannot be read (permission denied?)")
        }
        guard let text = String(data: data, encoding: .utf8), !text.unicodeScalars.contains("\0") else {
            throw PlaygroundError.io("\(path): is not UTF-8 text, expected a Swift source file")
        }
        self.url = url
        source = text
        outline = SourceOutline(source: text)
    }

    /// Why `path` cannot be found, in a few words: "no such file", "a symbolic link loop", ….
    static func whyMissing(_ path: String) -> String {
        var st = stat()
        guard stat(path, &st) != 0 else { return "cannot be read" }
        switch errno {
        case ENOENT: return lstat(path, &st) == 0 ? "a symbolic link to a missing file" : "no such file"
        case ELOOP: return "a symbolic link loop (the links point at each other), expected a .swift file"
        case EACCES: return "cannot be reached (permission denied on a folder of its path)"
        case ENOTDIR: return "no such file (a part of its path is not a folder)"
        case let e: return "cannot be reached (\(String(cString: strerror(e))))"
        }
    }

    /// The file name (`ContentView.swift`).
    var name: String { url.lastPathComponent }

    /// The module the file is compiled into (its `#fileID` is `PlaygroundApp/<name>`).
    static let moduleName = "PlaygroundApp"

    /// Throws when the file has nothing to show, naming what was looked for.
    func checkShowable() throws {
        if outline.hasMainType {
            throw PlaygroundError.badFlag("\(url.path): declares an @main type; an app is run with `playground open` on its folder (one file shows its setLiveView call or its previews)")
        }
        // A file the outline could not follow (an unbalanced bracket, an unterminated string)
        // goes to the compiler, whose error says what and where; "no view" would mislead.
        guard outline.hasView || outline.rootView != nil || !outline.isWellFormed else {
            throw PlaygroundError.badFlag("\(url.path): no view to show: found no PlaygroundPage.current.setLiveView(…) call, no PreviewProvider type, no #Preview and no View that no other view uses and that can be made without arguments (add a #Preview)")
        }
    }

    /// The files the compiler gets. The user's file keeps its name and its text unchanged but for
    /// `#selector(…)` and `@UIApplicationDelegateAdaptor` (`SourceRewrites`, same line) (so every line number is its own; the builder maps the copy's path back to the file's in the
    /// compiler's output); when it does not call `setLiveView`, lines after its end list its
    /// `PreviewProvider`s (in the same file, so private ones are visible) and a generated
    /// `main.swift` shows its previews.
    var label: String { PlaygroundError.oneLine(name) }

    /// The name of the compiler's copy: the file's name with control characters (a line break
    /// would split the compiler's list of files) replaced by `_`.
    var compiledName: String {
        String(String.UnicodeScalarView(name.unicodeScalars.map { $0.properties.generalCategory == .control ? "_" : $0 }))
    }
    var extraCompilerFlags: [String] { [] }

    var compiledSources: [(name: String, text: String, original: URL?)] {
        let source = SourceRewrites.apply(self.source)
        if outline.callsSetLiveView { return [("main.swift", source, url)] }
        let name = compiledName
        let fileID = "\(Self.moduleName)/\(name)"
        var text = source
        if !text.hasSuffix("\n") { text += "\n" }
        let trailer = PreviewTrailer.providersFunction("__playgroundOpenPreviewProviders", outline, fileID: fileID)
            + PreviewTrailer.rootViewFunction("__playgroundOpenRootView", outline, fileID: fileID)
        // With no preview (none written, or all in `#if` branches that are false here), the
        // file's root view, said in a note; with neither, an error that names the `#if` when
        // every preview is inside one.
        let note = outline.rootView.map { root in
            "\(PlaygroundError.oneLine(name)) has no preview; showing \(root.name), "
                + (outline.rootViewCount > 1 ? "the first of \(outline.rootViewCount) views no other view in it uses" : "the view no other view in it uses")
        }
        let whyNone = outline.previewsGuard.map { "its previews are inside `\($0)`, which is false here" }
        let show = """
        MainActor.assumeIsolated {
            PlaygroundSupport.PlaygroundPage.current.showPreviews(
                PlaygroundUI.PreviewCatalog.entries(providers: __playgroundOpenPreviewProviders()), rootView: __playgroundOpenRootView(),
                rootViewNote: \(Self.literal(note)), whyNone: \(Self.literal(whyNone)))
        }

        """
        // A file the outline could not follow will not compile: the generated code goes in a file
        // of its own, so that every error the compiler reports is in the user's lines.
        guard outline.isWellFormed else {
            return [(name, source, url), (name == "main.swift" ? "Previews.swift" : "main.swift", "import PlaygroundUI\n" + trailer, nil)]
        }
        text += trailer
        if name == "main.swift" {
            // The user's file is the program's top-level code: the call goes at its end, through
            // a function in a generated file (the file may not import PlaygroundSupport).
            let call = """
            MainActor.assumeIsolated { __playgroundOpenShowPreviews(__playgroundOpenPreviewProviders(), root: __playgroundOpenRootView()) }

            """
            let helper = """
            // Generated by `playground open`: shows the previews of main.swift.
            import PlaygroundUI
            import PlaygroundSupport
            @MainActor func __playgroundOpenShowPreviews(_ providers: [[PreviewCatalog.Entry]], root: [PreviewCatalog.Entry]) {
                PlaygroundPage.current.showPreviews(PreviewCatalog.entries(providers: providers), rootView: root,
                                                    rootViewNote: \(Self.literal(note)), whyNone: \(Self.literal(whyNone)))
            }

            """
            return [("main.swift", text + call, url), ("ShowPreviews.swift", helper, nil)]
        }
        let main = """
        // Generated by `playground open`: shows the previews of \(name).
        import PlaygroundUI
        import PlaygroundSupport
        \(show)
        """
        return [(name, text, url), ("main.swift", main, nil)]
    }

    /// The cache key: the path, the content and the library it is linked against.
    func cacheKey(layout: RuntimeLayout) -> String {
        var hash = SHA256()
        hash.update("playground-open 2")
        hash.update(layout.identity)
        hash.update(url.path)
        hash.update(Array(source.utf8))
        return String(hash.hexDigest().prefix(32))
    }

    /// `s` as a Swift string literal, or `nil`.
    static func literal(_ s: String?) -> String { s.map { "\"\(escaped($0))\"" } ?? "nil" }

    /// `s` as the inside of a Swift string literal: backslashes, quotes and control characters
    /// (a file name may hold a line break) escaped.
    static func escaped(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            default:
                if scalar.properties.generalCategory == .control { out += "\\u{\(String(scalar.value, radix: 16))}" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}

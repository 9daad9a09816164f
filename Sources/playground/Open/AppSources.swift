import Foundation
import PlaygroundSDL
import PlaygroundUI

/// An app's Swift sources as `playground open` finds them (docs/semantics.md §33): every `.swift`
/// file under a folder — an Xcode project's folder, a `.swiftpm` package, a plain folder — or the
/// files given one by one, compiled together as one module. Left out of a folder: test and UI-test
/// folders (names ending in `Tests`), `.playground` and `.xcodeproj` bundles, hidden folders, build
/// folders and `Package.swift`, and any path `--exclude` names.
struct AppSources: OpenProgram {
    /// The app's folder (the one given, or the one holding the given files).
    let root: URL
    let files: [SwiftFile]
    /// The app's name, the window's title: the name its project gives the home screen (an Xcode
    /// target's display name, a `.swiftpm` app's `displayName`, an `Info.plist`'s), else its
    /// folder's (without `.swiftpm`).
    let name: String
    /// The app's name and how its files were chosen, for the user ("Memorize: 12 Swift files in
    /// Memorize/ (left out: …)", "Tap Counter: 3 Swift files of target Counter in Counter.xcodeproj").
    let summary: String
    /// The app's asset catalogs (`*.xcassets` under its folder, test folders left out).
    var catalogs: [URL] { AssetCatalogs.find(in: root, depth: 4) }
    /// The app's resources, copied beside the program as Xcode copies them into the app bundle:
    /// every other file under its folder (JSON, text, sounds, fonts, …) by its name alone, and
    /// `.lproj` folders (string tables) whole; sources, catalogs, project files, Info.plist,
    /// test folders and hidden files left out. Empty for files given one by one.
    let resources: [(name: String, file: URL)]
    /// Whether an Xcode project's application target chose the files.
    let isProjectTarget: Bool
    /// The Swift language mode the app's project asks for ("5" unless it says 6).
    let swiftVersion: String
    /// The default actor isolation the project asks for (`MainActor`), if any.
    let defaultIsolation: String?

    /// Whether some file declares an `@main` type (the app's `App`).
    var hasMainType: Bool { files.contains { $0.outline.hasMainType } }

    /// The folder's app: `path` is a folder, or an `@main` file (then its folder is the app).
    /// An Xcode project in the folder (or, for a file, in its folder or the two above) decides
    /// the files: its application target's (§33.1); a `Package.swift` declaring an iOS
    /// application decides the folder; else every Swift file under the folder is the app's.
    init(folder path: String, exclude: [String] = []) throws {
        var url = URL(fileURLWithPath: path).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw PlaygroundError.io("\(path): \(SwiftFile.whyMissing(url.path).replacingOccurrences(of: "no such file", with: "no such file or folder"))")
        }
        let given: URL? = isDirectory.boolValue ? nil : url
        if given != nil { url = url.deletingLastPathComponent() }
        let excluded = exclude.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        func isExcluded(_ file: URL) -> Bool {
            excluded.contains { file.path == $0 || file.path.hasPrefix($0 + "/") }
        }
        var notes: [String] = []
        // An Xcode project: its app target's files.
        if let (project, target) = Self.project(for: url, file: given, notes: &notes) {
            let chosen = target.swiftFiles.filter { !isExcluded($0) }
            guard !chosen.isEmpty else {
                throw PlaygroundError.badFlag("\(project.bundle.path): its target \(target.name) has no Swift files on disk")
            }
            root = project.sourceRoot
            isProjectTarget = true
            files = try chosen.map { try SwiftFile(path: $0.path) }
            name = target.displayName
            swiftVersion = target.swiftVersion
            defaultIsolation = target.defaultIsolation
            let others = project.targets.count > 1 ? "; other apps: " + project.targets.filter { $0.name != target.name }.map(\.name).joined(separator: ", ") : ""
            var left: [String] = []
            if target.swiftFiles.count > chosen.count { left.append("\(target.swiftFiles.count - chosen.count) by --exclude") }
            if !target.missing.isEmpty { left.append("\(target.missing.count) listed but missing") }
            summary = "\(name): \(files.count) Swift file\(files.count == 1 ? "" : "s") of target \(target.name) in \(project.bundle.lastPathComponent)"
                + (left.isEmpty ? "" : " (left out: \(left.joined(separator: ", ")))") + others
                + (notes.isEmpty ? "" : "\n" + notes.joined(separator: "\n"))
            resources = Self.resources(under: root, excluded: excluded)
            return
        }
        // A Swift Playgrounds package: its app target's folder.
        var walked = url
        let package = PlaygroundsPackage(folder: url)
        if let package, FileManager.default.fileExists(atPath: package.sourcesFolder.path) { walked = package.sourcesFolder }
        var found: [URL] = []
        var left: [String: Int] = [:]
        Self.collect(walked, into: &found, leftOut: &left, excluded: excluded)
        guard !found.isEmpty else {
            throw PlaygroundError.badFlag("\(path): no Swift files in this folder (test folders, .playground pages and Package.swift are left out)")
        }
        found.sort { $0.path < $1.path }
        resources = Self.resources(under: url, excluded: excluded)
        root = url
        isProjectTarget = false
        files = try found.map { try SwiftFile(path: $0.path) }
        let folderName = url.lastPathComponent.hasSuffix(".swiftpm") ? String(url.lastPathComponent.dropLast(8)) : url.lastPathComponent
        name = package?.displayName ?? Self.infoPlistName(in: url) ?? folderName
        swiftVersion = package?.swiftVersion ?? "5"
        defaultIsolation = package?.defaultIsolation
        let out = left.keys.sorted().map { "\(left[$0]!) in \($0)" }.joined(separator: ", ")
        summary = "\(name): \(files.count) Swift file\(files.count == 1 ? "" : "s") in \(walked.path)" + (package != nil ? " (the app target of Package.swift)" : "")
            + (out.isEmpty ? "" : " (left out: \(out))") + (notes.isEmpty ? "" : "\n" + notes.joined(separator: "\n"))
    }

    /// The Xcode project and application target for the folder `url` (or the `@main` file
    /// `file` in it): a project in the folder, or for a file one in its folder or the two above
    /// whose target compiles the file. An unreadable project is a note and the folder is walked.
    private static func project(for url: URL, file: URL?, notes: inout [String]) -> (XcodeProject, XcodeProject.Target)? {
        var folders = [url]
        if file != nil {
            folders.append(url.deletingLastPathComponent())
            folders.append(url.deletingLastPathComponent().deletingLastPathComponent())
        }
        for folder in folders {
            for bundle in XcodeProject.bundles(in: folder) {
                let project: XcodeProject
                do { project = try XcodeProject(bundle: bundle) } catch {
                    notes.append("warning: \(error); its folder's Swift files are used instead")
                    continue
                }
                if let file {
                    if let target = project.targets.first(where: { $0.swiftFiles.contains { $0.path == file.path } }) {
                        return (project, target)
                    }
                } else if let target = project.chooseTarget(containing: nil) {
                    return (project, target)
                } else {
                    notes.append("note: \(bundle.lastPathComponent) has no application target; its folder's Swift files are used instead")
                }
            }
        }
        return nil
    }

    /// `CFBundleDisplayName` (else `CFBundleName`) of an `Info.plist` in `folder` or one folder
    /// down, when it is written out (not a `$(…)` variable).
    private static func infoPlistName(in folder: URL) -> String? {
        var candidates = [folder.appendingPathComponent("Info.plist")]
        for item in (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        where !item.lastPathComponent.hasPrefix(".") && !AssetCatalogs.isLeftOut(folder: item.lastPathComponent) {
            candidates.append(item.appendingPathComponent("Info.plist"))
        }
        for plist in candidates {
            guard let data = FileManager.default.contents(atPath: plist.path),
                  let info = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any]
            else { continue }
            for key in ["CFBundleDisplayName", "CFBundleName"] {
                if let value = info[key] as? String, !value.isEmpty, !value.contains("$(") { return value }
            }
        }
        return nil
    }

    private static func resources(under folder: URL, excluded: [String]) -> [(name: String, file: URL)] {
        var found: [(String, URL)] = []
        collectResources(folder, into: &found, excluded: excluded)
        var names = Set<String>()
        return found.sorted { $0.1.path < $1.1.path }.filter { names.insert($0.0).inserted }.map { (name: $0.0, file: $0.1) }
    }

    /// The files `paths`, one module.
    init(files paths: [String]) throws {
        files = try paths.map { try SwiftFile(path: $0) }
        var seen: [String: String] = [:]
        for f in files {
            if let other = seen[f.name] {
                throw PlaygroundError.badFlag("\(f.url.path): has the same name as \(other); the files of one module need different names")
            }
            seen[f.name] = f.url.path
        }
        root = files[0].url.deletingLastPathComponent()
        resources = []
        isProjectTarget = false
        swiftVersion = "5"
        defaultIsolation = nil
        let main = files.first { $0.outline.hasMainType }
        name = main.map { String($0.name.dropLast(6)) } ?? root.lastPathComponent
        summary = "\(files.count) Swift files"
    }

    private static func collect(_ folder: URL, into found: inout [URL], leftOut: inout [String: Int], excluded: [String]) {
        guard let items = try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: []) else { return }
        for item in items {
            let name = item.lastPathComponent
            let path = item.standardizedFileURL.path
            if excluded.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) { leftOut["--exclude", default: 0] += 1; continue }
            let isDirectory = (try? item.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
            if isDirectory {
                if name.hasSuffix(".playground") || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace") || name.hasSuffix(".xcassets") {
                    if name.hasSuffix(".playground") { leftOut[".playground pages", default: 0] += 1 }
                    continue
                }
                if AssetCatalogs.isLeftOut(folder: name) {
                    if name.hasSuffix("Tests") {
                        let count = Self.swiftFileCount(item)
                        if count > 0 { leftOut["test folders", default: 0] += count }
                    }
                    continue
                }
                collect(item, into: &found, leftOut: &leftOut, excluded: excluded)
            } else if name.hasSuffix(".swift") {
                if name == "Package.swift" { continue }
                found.append(item)
            }
        }
    }

    /// Files that are not resources of an app bundle.
    private static let notResources: Set<String> = ["swift", "md", "entitlements", "xcconfig", "pbxproj", "xcscheme",
                                                    "resolved", "h", "m", "c", "gitignore", "xctestplan", "storekit"]

    private static func collectResources(_ folder: URL, into found: inout [(String, URL)], excluded: [String], prefix: String = "") {
        guard found.count < 2000,
              let items = try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey, .fileSizeKey], options: []) else { return }
        for item in items.sorted(by: { $0.path < $1.path }) {
            let name = item.lastPathComponent
            let path = item.standardizedFileURL.path
            if name.hasPrefix(".") || excluded.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) { continue }
            let values = try? item.resourceValues(forKeys: [.isDirectoryKey, .fileSizeKey])
            if values?.isDirectory == true {
                if name.hasSuffix(".lproj") {
                    collectResources(item, into: &found, excluded: excluded, prefix: prefix.isEmpty ? name + "/" : prefix)
                    continue
                }
                // Bundles (`.xcassets`, `.xcodeproj`, `.playground`) are not resources.
                if !AssetCatalogs.isLeftOut(folder: name) && !name.contains(".") {
                    collectResources(item, into: &found, excluded: excluded, prefix: prefix)
                }
            } else {
                let ext = item.pathExtension.lowercased()
                if notResources.contains(ext) || name == "Info.plist" || name == "Package.swift" { continue }
                if (values?.fileSize ?? 0) > 64 * 1024 * 1024 { continue }
                found.append((prefix + name, item))
            }
        }
    }

    private static func swiftFileCount(_ folder: URL) -> Int {
        let e = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        var n = 0
        while let u = e?.nextObject() as? URL { if u.pathExtension == "swift" { n += 1 } }
        return n
    }

    /// Throws one line when the app cannot run: nothing to show, or two `@main` types.
    func checkRunnable() throws {
        // A file the outline could not follow goes to the compiler, which says what is wrong.
        if !hasMainType && !files.contains(where: { $0.outline.hasView || !$0.outline.isWellFormed }) {
            throw PlaygroundError.badFlag("\(root.path): no view to show: no @main App, no setLiveView call, no PreviewProvider and no #Preview in its \(files.count) Swift files")
        }
        let mains = files.filter { $0.outline.hasMainType }
        if mains.count > 1 {
            throw PlaygroundError.badFlag("\(root.path): two @main types (in \(mains.map(\.name).joined(separator: ", "))); an app has one")
        }
    }

    // MARK: OpenProgram

    var label: String { "\(name) (\(files.count) file\(files.count == 1 ? "" : "s"))" }

    /// An `@main` app is compiled as a library of files (`-parse-as-library`); without one,
    /// a generated `main.swift` shows the module's previews.
    var swiftLanguageMode: String { swiftVersion }

    var extraCompilerFlags: [String] {
        (hasMainType ? ["-parse-as-library"] : []) + (defaultIsolation.map { ["-default-isolation", $0] } ?? [])
    }

    var compiledSources: [(name: String, text: String, original: URL?)] {
        var out: [(name: String, text: String, original: URL?)] = []
        var providerLists: [String] = []
        for (n, file) in files.enumerated() {
            var text = SourceRewrites.apply(file.source)
            if !file.outline.providers.isEmpty {
                // The file's PreviewProviders, listed after its end (private ones are visible there).
                let fileID = "\(SwiftFile.moduleName)/\(file.name)"
                if !text.hasSuffix("\n") { text += "\n" }
                text += PreviewTrailer.providersFunction("__playgroundOpenPreviewProviders\(n)", file.outline, fileID: fileID)
                providerLists.append("__playgroundOpenPreviewProviders\(n)()")
            }
            out.append((relativePath(file.url), text, file.url))
        }
        let providers = providerLists.isEmpty ? "[]" : providerLists.joined(separator: " + ")
        if hasMainType {
            // The app's entry point: `App.main()` runs the app, or with `--preview` a preview.
            out.append(("__PlaygroundAppMain.swift", """
            // Generated by `playground open`: the entry point of \(name)'s App.
            import PlaygroundUI
            import PlaygroundSupport

            extension PlaygroundUI.App {
                @MainActor public static func main() {
                    PlaygroundSupport.PlaygroundPage.current.runApp(Self.self,
                        previews: PlaygroundUI.PreviewCatalog.entries(providers: \(providers)))
                }
            }

            """, nil))
        } else if !files.contains(where: { $0.name == "main.swift" }) {
            out.append(("main.swift", """
            // Generated by `playground open`: shows the previews of \(name).
            import PlaygroundUI
            import PlaygroundSupport
            MainActor.assumeIsolated {
                PlaygroundSupport.PlaygroundPage.current.showPreviews(
                    PlaygroundUI.PreviewCatalog.entries(providers: \(providers)))
            }

            """, nil))
        }
        return out
    }

    /// `file`'s path under the app's folder (its name alone when it is elsewhere).
    private func relativePath(_ file: URL) -> String {
        let base = root.path.hasSuffix("/") ? root.path : root.path + "/"
        return file.path.hasPrefix(base) ? String(file.path.dropFirst(base.count)) : file.lastPathComponent
    }

    func cacheKey(layout: RuntimeLayout) -> String {
        var hash = SHA256()
        hash.update("playground-open-app 2")
        hash.update(swiftVersion + (defaultIsolation ?? ""))
        hash.update(layout.identity)
        hash.update(root.path)
        for file in files {
            hash.update(file.url.path)
            hash.update(file.source)
        }
        for (name, file) in resources {
            hash.update(name)
            hash.update((try? Data(contentsOf: file)).map { Array($0) } ?? [])
            hash.update([0])
        }
        return String(hash.hexDigest().prefix(32))
    }
}

import Foundation

/// An Xcode project (`X.xcodeproj/project.pbxproj`) as `playground open` reads it
/// (docs/semantics.md §33.1): its application targets, the Swift files each compiles, the name
/// its home screen shows, and the language settings its Swift files build with.
///
/// A target's Swift files come from two places, as in Xcode: the files its Sources build phase
/// lists (each a file reference whose path is resolved through the groups that hold it), and
/// every `.swift` file under its synchronised folders (Xcode 16's `PBXFileSystemSynchronizedRootGroup`),
/// less the files an exception set takes out of the target, plus those another folder's
/// exception set adds to it.
struct XcodeProject {
    /// An application target.
    struct Target {
        let name: String
        /// Absolute paths of the Swift files it compiles, sorted; missing files are left out.
        let swiftFiles: [URL]
        /// Files the project lists for the target that are not on disk.
        let missing: [String]
        /// What the home screen would show: `CFBundleDisplayName` (a build setting or the
        /// target's Info.plist), else the product name.
        let displayName: String
        /// `SWIFT_VERSION`'s major version ("5" when unset).
        let swiftVersion: String
        /// `SWIFT_DEFAULT_ACTOR_ISOLATION` (`MainActor` in Xcode 26's new projects), when set.
        let defaultIsolation: String?
        /// Whether the target builds for iOS (`SDKROOT = iphoneos`, or iOS among its platforms).
        let isIOS: Bool
    }

    /// The `.xcodeproj` bundle.
    let bundle: URL
    /// The folder paths are relative to (the bundle's folder, unless `projectDirPath` says otherwise).
    let sourceRoot: URL
    /// The application targets, in the project's order.
    let targets: [Target]

    /// The `.xcodeproj` bundles directly in `folder`, sorted by name.
    static func bundles(in folder: URL) -> [URL] {
        let items = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        return items.filter { $0.pathExtension == "xcodeproj" }.sorted { $0.path < $1.path }
    }

    /// Reads `bundle/project.pbxproj`. Throws a one-line reason when it is missing or unreadable.
    init(bundle: URL) throws {
        self.bundle = bundle
        let file = bundle.appendingPathComponent("project.pbxproj")
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw ProjectError("\(file.path): cannot be read")
        }
        let plist: Any
        do { plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil) } catch {
            throw ProjectError("\(file.path): not a property list Xcode wrote")
        }
        guard let top = plist as? [String: Any], let objects = top["objects"] as? [String: [String: Any]],
              let rootID = top["rootObject"] as? String, let root = objects[rootID] else {
            throw ProjectError("\(file.path): has no project object")
        }
        var base = bundle.deletingLastPathComponent()
        if let dir = root["projectDirPath"] as? String, !dir.isEmpty {
            base = dir.hasPrefix("/") ? URL(fileURLWithPath: dir) : base.appendingPathComponent(dir)
        }
        if let rootDir = root["projectRoot"] as? String, !rootDir.isEmpty { base = base.appendingPathComponent(rootDir) }
        sourceRoot = base.standardizedFileURL
        let reader = Reader(objects: objects, sourceRoot: sourceRoot, mainGroup: root["mainGroup"] as? String)
        targets = (root["targets"] as? [String] ?? []).compactMap { reader.applicationTarget($0) }
    }

    /// The target to run: the one compiling `preferred` (an `@main` file the user named), else
    /// the first iOS application, else the first application.
    func chooseTarget(containing preferred: URL?) -> Target? {
        if let preferred {
            let path = preferred.standardizedFileURL.path
            if let t = targets.first(where: { $0.swiftFiles.contains { $0.path == path } }) { return t }
        }
        return targets.first(where: \.isIOS) ?? targets.first
    }

    struct ProjectError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// Walks the object table.
    private struct Reader {
        let objects: [String: [String: Any]]
        let sourceRoot: URL
        /// Each group member's group, to resolve `<group>`-relative paths.
        let parent: [String: String]
        /// Exception sets by the target they name.
        let exceptionsByTarget: [String: [(group: String, set: [String: Any])]]

        init(objects: [String: [String: Any]], sourceRoot: URL, mainGroup: String?) {
            self.objects = objects
            self.sourceRoot = sourceRoot
            var parent: [String: String] = [:]
            var byTarget: [String: [(String, [String: Any])]] = [:]
            for (id, object) in objects {
                for child in object["children"] as? [String] ?? [] { parent[child] = id }
                if object["isa"] as? String == "PBXFileSystemSynchronizedRootGroup" {
                    for setID in object["exceptions"] as? [String] ?? [] {
                        guard let set = objects[setID], let target = set["target"] as? String else { continue }
                        byTarget[target, default: []].append((id, set))
                    }
                }
            }
            self.parent = parent
            exceptionsByTarget = byTarget
        }

        /// The folder or file `id` stands for, resolved through its groups (nil for paths Xcode
        /// resolves elsewhere: built products, the SDK, developer folders).
        func path(of id: String, depth: Int = 0) -> URL? {
            guard depth < 64, let object = objects[id] else { return nil }
            let own = object["path"] as? String
            switch object["sourceTree"] as? String ?? "<group>" {
            case "<absolute>":
                return own.map { URL(fileURLWithPath: $0) }
            case "SOURCE_ROOT":
                return own.map { sourceRoot.appendingPathComponent($0) } ?? sourceRoot
            case "<group>":
                let base = parent[id].flatMap { path(of: $0, depth: depth + 1) } ?? sourceRoot
                return own.map { base.appendingPathComponent($0) } ?? base
            default:
                return nil
            }
        }

        func applicationTarget(_ id: String) -> Target? {
            guard let target = objects[id], target["isa"] as? String == "PBXNativeTarget",
                  let type = target["productType"] as? String,
                  type == "com.apple.product-type.application" || type == "com.apple.product-type.application.watchapp2-container"
            else { return nil }
            let name = target["name"] as? String ?? "App"
            var files: [URL] = []
            var missing: [String] = []
            // The Sources build phase's files.
            for phaseID in target["buildPhases"] as? [String] ?? [] {
                guard let phase = objects[phaseID], phase["isa"] as? String == "PBXSourcesBuildPhase" else { continue }
                for buildFileID in phase["files"] as? [String] ?? [] {
                    guard let ref = objects[buildFileID]?["fileRef"] as? String, let url = path(of: ref),
                          url.pathExtension == "swift" else { continue }
                    if FileManager.default.fileExists(atPath: url.path) { files.append(url) } else { missing.append(url.path) }
                }
            }
            // Synchronised folders: every Swift file, less this target's exceptions.
            let ownGroups = target["fileSystemSynchronizedGroups"] as? [String] ?? []
            let exceptions = exceptionsByTarget[id] ?? []
            for groupID in ownGroups {
                guard let folder = path(of: groupID) else { continue }
                let out = Set(exceptions.filter { $0.group == groupID }.flatMap { Self.members(of: $0.set) })
                for file in Self.swiftFiles(under: folder) where !out.contains(Self.relative(file, to: folder)) {
                    files.append(file)
                }
            }
            // Another target's folder whose exception set adds files to this target.
            for (groupID, set) in exceptions where !ownGroups.contains(groupID) {
                guard let folder = path(of: groupID) else { continue }
                for member in Self.members(of: set) where member.hasSuffix(".swift") {
                    let url = folder.appendingPathComponent(member)
                    if FileManager.default.fileExists(atPath: url.path) { files.append(url) } else { missing.append(url.path) }
                }
            }
            var seen = Set<String>()
            files = files.map(\.standardizedFileURL).filter { seen.insert($0.path).inserted }.sorted { $0.path < $1.path }

            let settings = buildSettings(of: target)
            func setting(_ key: String) -> String? {
                guard let value = settings[key], !value.isEmpty else { return nil }
                return value
            }
            let productName = setting("PRODUCT_NAME").map { expand($0, name: name, productName: name) } ?? name
            var display = setting("INFOPLIST_KEY_CFBundleDisplayName").map { expand($0, name: name, productName: productName) }
            if display == nil, let plistPath = setting("INFOPLIST_FILE") {
                let plist = sourceRoot.appendingPathComponent(expand(plistPath, name: name, productName: productName))
                if let data = FileManager.default.contents(atPath: plist.path),
                   let info = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any] {
                    let value = (info["CFBundleDisplayName"] as? String) ?? (info["CFBundleName"] as? String)
                    display = value.map { expand($0, name: name, productName: productName) }.flatMap { $0.isEmpty ? nil : $0 }
                }
            }
            let version = setting("SWIFT_VERSION").map { String($0.prefix { $0 != "." }) }
            let sdk = setting("SDKROOT") ?? ""
            let platforms = setting("SUPPORTED_PLATFORMS") ?? ""
            return Target(name: name, swiftFiles: files, missing: missing, displayName: display ?? productName,
                          swiftVersion: version == "6" ? "6" : "5", defaultIsolation: setting("SWIFT_DEFAULT_ACTOR_ISOLATION"),
                          isIOS: sdk == "iphoneos" || platforms.contains("iphoneos") || sdk == "auto" && platforms.isEmpty)
        }

        /// The target's build settings: its Debug configuration's (else its first), over the
        /// project's same-named configuration.
        private func buildSettings(of target: [String: Any]) -> [String: String] {
            func settings(_ listID: String?) -> [String: String] {
                guard let listID, let configs = objects[listID]?["buildConfigurations"] as? [String] else { return [:] }
                let chosen = configs.first { objects[$0]?["name"] as? String == "Debug" } ?? configs.first
                let raw = chosen.flatMap { objects[$0]?["buildSettings"] as? [String: Any] } ?? [:]
                var out: [String: String] = [:]
                for (key, value) in raw {
                    if let s = value as? String { out[key] = s } else if let list = value as? [String] { out[key] = list.joined(separator: " ") }
                }
                return out
            }
            let project = objects.values.first { $0["isa"] as? String == "PBXProject" }
            var merged = settings(project?["buildConfigurationList"] as? String)
            merged.merge(settings(target["buildConfigurationList"] as? String)) { $1 }
            return merged
        }

        /// `$(TARGET_NAME)`, `$(PRODUCT_NAME)` and their `${…}` forms replaced; other variables
        /// left as written.
        private func expand(_ value: String, name: String, productName: String) -> String {
            var out = value
            for (key, replacement) in [("TARGET_NAME", name), ("PRODUCT_NAME", productName),
                                       ("PROJECT_DIR", sourceRoot.path), ("SRCROOT", sourceRoot.path)] {
                for form in ["$(\(key))", "${\(key)}", "$(\(key):rfc1034identifier)", "$(\(key):c99extidentifier)"] {
                    out = out.replacingOccurrences(of: form, with: replacement)
                }
            }
            return out
        }

        /// An exception set's paths, relative to its folder (`/Localized: …` entries name
        /// localised resources and are kept as written).
        static func members(of set: [String: Any]) -> [String] {
            set["membershipExceptions"] as? [String] ?? []
        }

        static func swiftFiles(under folder: URL) -> [URL] {
            var out: [URL] = []
            let e = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey])
            while let url = e?.nextObject() as? URL {
                let name = url.lastPathComponent
                if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                    // Bundles Xcode treats as one item, and hidden folders.
                    if name.hasPrefix(".") || name.hasSuffix(".playground") || name.hasSuffix(".xcassets") || name.hasSuffix(".docc") {
                        e?.skipDescendants()
                    }
                } else if url.pathExtension == "swift" {
                    out.append(url)
                }
            }
            return out
        }

        static func relative(_ file: URL, to folder: URL) -> String {
            let base = folder.standardizedFileURL.path + "/"
            let path = file.standardizedFileURL.path
            return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
        }
    }
}

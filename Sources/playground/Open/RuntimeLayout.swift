import Foundation
import PlaygroundSDL

/// Where the compiled library that `playground open` links user files against lives: the build
/// folder this `playground` executable was built in (`swift build` puts the modules, the object
/// files and the `#Preview` macro plug-in next to it) and the package's C module maps.
struct RuntimeLayout {
    let swiftc: URL
    let moduleDirectory: URL
    let moduleMaps: [URL]
    let objects: [URL]
    let macroPlugin: URL
    /// LLVM's linker when the toolchain has one (`ld.lld` beside `swiftc`, as swift.org's Linux
    /// toolchains ship it): it links a program from the library's few hundred objects in half the
    /// time of the system's default, gold. Nil links with the default.
    let lld: URL?
    /// A hash of everything above (paths, sizes, modification times): a rebuilt library gets new
    /// cache entries.
    let identity: String

    /// The targets whose objects a user program links, in link order.
    static let linkedTargets = ["PlaygroundUI", "PlaygroundRender", "PlaygroundSDL", "PlaygroundSupport", "SwiftUI", "Combine", "CPNGWriter", "CPixels", "CPreviewSection", "CLargeStack", "CPrefetch"]

    static func current() throws -> RuntimeLayout {
        let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let bin = exe.deletingLastPathComponent()
        let fm = FileManager.default
        let modules = bin.appendingPathComponent("Modules")
        guard fm.fileExists(atPath: modules.appendingPathComponent("PlaygroundSupport.swiftmodule").path) else {
            throw PlaygroundError.io("\(bin.path): no PlaygroundSupport.swiftmodule next to the playground executable; `playground open` runs from the package's build folder (swift build, then .build/debug/playground or .build/release/playground)")
        }
        // This file is Sources/playground/Open/RuntimeLayout.swift in the checkout it was built from.
        var root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        if !fm.fileExists(atPath: root.appendingPathComponent("Sources/CSDL2/module.modulemap").path) {
            root = bin.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        }
        var maps: [URL] = []
        let sources = root.appendingPathComponent("Sources")
        for name in (try? fm.contentsOfDirectory(atPath: sources.path).sorted()) ?? [] {
            let map = sources.appendingPathComponent(name).appendingPathComponent("module.modulemap")
            if fm.fileExists(atPath: map.path) { maps.append(map) }
        }
        // The objects the playground executable itself was linked from (SwiftPM's link file list):
        // a folder scan would also pick up stale objects of files renamed since an earlier build.
        let linked = linkedObjects(listedIn: bin.appendingPathComponent("playground.product/Objects.LinkFileList"))
        var objects: [URL] = []
        for target in linkedTargets {
            let dir = bin.appendingPathComponent("\(target).build")
            let map = dir.appendingPathComponent("module.modulemap")
            if fm.fileExists(atPath: map.path) { maps.append(map) }
            if let linked {
                objects += linked.filter { $0.deletingLastPathComponent().lastPathComponent == "\(target).build" && !$0.lastPathComponent.hasSuffix(".swiftmodule.o") }
            } else {
                let names = (try? fm.contentsOfDirectory(atPath: dir.path)) ?? []
                objects += names.filter { $0.hasSuffix(".o") && !$0.hasSuffix(".swiftmodule.o") }.sorted().map { dir.appendingPathComponent($0) }
            }
        }
        guard !objects.isEmpty else { throw PlaygroundError.io("\(bin.path): the library's object files are missing; run swift build") }
        let plugin = bin.appendingPathComponent("PlaygroundMacros-tool")
        guard fm.isExecutableFile(atPath: plugin.path) else {
            throw PlaygroundError.io("\(plugin.path): the #Preview macro plug-in is missing; run swift build")
        }
        guard let swiftc = findExecutable("swiftc") else {
            throw PlaygroundError.tool("swiftc is not on PATH: `playground open` compiles the file with the Swift toolchain")
        }
        let toolchainLLD = swiftc.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("ld.lld")
        let lld = fm.isExecutableFile(atPath: toolchainLLD.path) ? toolchainLLD : nil
        var hash = SHA256()
        hash.update(bin.path)
        hash.update(swiftc.path)
        hash.update(lld?.path ?? "default linker")
        for url in objects + [plugin, modules.appendingPathComponent("PlaygroundUI.swiftmodule"),
                              modules.appendingPathComponent("PlaygroundSupport.swiftmodule")] {
            let attributes = try? fm.attributesOfItem(atPath: url.path)
            let size = (attributes?[.size] as? NSNumber)?.int64Value ?? -1
            let time = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
            hash.update("\(url.lastPathComponent) \(size) \(time)")
        }
        return RuntimeLayout(swiftc: swiftc, moduleDirectory: modules,
                             moduleMaps: maps, objects: objects, macroPlugin: plugin,
                             lld: lld, identity: String(hash.hexDigest().prefix(16)))
    }

    /// The object files in a SwiftPM link file list (one path per line, quoted when it has spaces),
    /// or nil when there is no such list.
    static func linkedObjects(listedIn list: URL) -> [URL]? {
        guard let text = try? String(contentsOf: list, encoding: .utf8) else { return nil }
        return text.split(separator: "\n").map { line -> URL in
            var path = line.trimmingCharacters(in: .whitespaces)
            if path.hasPrefix("\""), path.hasSuffix("\""), path.count >= 2 {
                path = String(path.dropFirst().dropLast()).replacingOccurrences(of: "\\\"", with: "\"")
            }
            return URL(fileURLWithPath: path)
        }
    }

    /// The flags that let a compilation import the library's modules.
    var importFlags: [String] {
        ["-I", moduleDirectory.path] + moduleMaps.flatMap { ["-Xcc", "-fmodule-map-file=\($0.path)"] }
    }

    /// The flags that load the `#Preview` macro plug-in.
    var pluginFlags: [String] { ["-load-plugin-executable", "\(macroPlugin.path)#PlaygroundMacros"] }

    /// The linker, the library's objects and the system libraries they need beyond what Swift
    /// autolinks.
    var linkInputs: [String] { (lld == nil ? [] : ["-use-ld=lld"]) + objects.map(\.path) + ["-lpng16"] }

    static func findExecutable(_ name: String) -> URL? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let url = URL(fileURLWithPath: String(dir)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return nil
    }
}

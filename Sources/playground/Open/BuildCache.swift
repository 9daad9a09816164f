import Foundation
import PlaygroundSDL

/// The folder `playground open` keeps its builds in: `$PLAYGROUND_CACHE`, else
/// `$XDG_CACHE_HOME/preference-playground`, else `~/.cache/preference-playground`.
///
/// - `builds/KEY/app`: a user file's program, KEY a hash of the file's path and content and of
///   the library it was linked against. An entry appears only whole: it is built in `tmp/PID-…`
///   and renamed into place after the linker finishes, so an interrupted build leaves nothing a
///   later `open` would trust (and its `tmp` folder is removed by the next `open`).
/// - `runtime/ID/SwiftUI.swiftmodule` (and `Combine`, `UIKit`, `CoreGraphics`): the modules that
///   make `import SwiftUI` mean this package.
/// - `module-cache/PATHKEY/`: the compiler's Clang module cache, in a folder named by a hash of
///   the cache's own path: Clang records the module cache's absolute path in every module it
///   builds and refuses one found under another path, so a cache folder that was moved or copied
///   would fail every build ("precompiled file … was compiled with module cache path …"). Moved,
///   it starts a new folder (the old one is left: another path may still reach it).
struct BuildCache {
    let root: URL
    let moduleCache: URL

    static func defaultRoot() -> URL {
        let env = ProcessInfo.processInfo.environment
        if let dir = env["PLAYGROUND_CACHE"], !dir.isEmpty { return URL(fileURLWithPath: dir, isDirectory: true) }
        if let xdg = env["XDG_CACHE_HOME"], !xdg.isEmpty {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("preference-playground")
        }
        return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/preference-playground")
    }

    /// Opens (creating) the cache at `root`; throws one line naming the folder if it cannot be written.
    init(root: URL = BuildCache.defaultRoot()) throws {
        self.root = root
        var pathKey = SHA256()
        pathKey.update(root.resolvingSymlinksInPath().path)
        moduleCache = root.appendingPathComponent("module-cache/\(pathKey.hexDigest().prefix(16))")
        let fm = FileManager.default
        do {
            for sub in ["builds", "runtime", "tmp"] {
                try fm.createDirectory(at: root.appendingPathComponent(sub), withIntermediateDirectories: true)
            }
            try fm.createDirectory(at: moduleCache, withIntermediateDirectories: true)
            guard fm.isWritableFile(atPath: root.appendingPathComponent("tmp").path),
                  fm.isWritableFile(atPath: root.appendingPathComponent("builds").path) else {
                throw PlaygroundError.io("the build cache \(root.path) cannot be written (permission denied); set PLAYGROUND_CACHE to another folder")
            }
        } catch let error as PlaygroundError {
            throw error
        } catch {
            throw PlaygroundError.io("the build cache \(root.path) cannot be written (\(PlaygroundError.reason(error))); set PLAYGROUND_CACHE to another folder")
        }
        removeAbandonedWork()
    }

    /// The program built for `key`, if a complete one is there.
    func program(for key: String) -> URL? {
        let app = root.appendingPathComponent("builds/\(key)/app")
        return FileManager.default.isExecutableFile(atPath: app.path) ? app : nil
    }

    /// The folder of the `SwiftUI` module for the library `identity`, if it is built.
    func runtimeModule(for identity: String) -> URL? {
        let dir = root.appendingPathComponent("runtime/\(identity)")
        let complete = SwiftFileBuilder.runtimeModuleNames.allSatisfy {
            FileManager.default.fileExists(atPath: dir.appendingPathComponent("\($0).swiftmodule").path)
        }
        return complete ? dir : nil
    }

    /// A fresh private folder to build in, removed on an interrupt (`BuildInterrupts`) and by
    /// `removeWorkFolder`.
    func makeWorkFolder() throws -> URL {
        let dir = root.appendingPathComponent("tmp/\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        BuildInterrupts.addWorkFolder(dir)
        do { try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true) } catch {
            BuildInterrupts.removeWorkFolder(dir)
            throw PlaygroundError.io("the build cache \(root.path) cannot be written (\(PlaygroundError.reason(error)))")
        }
        return dir
    }

    func removeWorkFolder(_ dir: URL) {
        try? FileManager.default.removeItem(at: dir)
        BuildInterrupts.removeWorkFolder(dir)
    }

    /// Throws one line when a failed compile ran out of room rather than found an error in the
    /// code: no space left on the cache's disk, a disk quota, or a file-size limit (`ulimit -f`).
    /// The compiler's module cache may then hold half-written modules, so it is removed (the next
    /// build makes it again); the build's own output never reached `builds/` (it is renamed
    /// there only when whole).
    func checkSpace(compilerOutput: String, signal: Int32?) throws {
        let message: String
        // The driver starts its frontends with every signal at its default, so past the limit a
        // frontend dies of SIGXFSZ ("… failed due to signal 25") rather than failing a write.
        let diedOfLimit = compilerOutput.range(of: "signal \(SIGXFSZ)\\b", options: .regularExpression) != nil
        if signal == SIGXFSZ || diedOfLimit || compilerOutput.contains(String(cString: strerror(EFBIG))) {
            var limit = rlimit()
            getrlimit(Int32(RLIMIT_FSIZE.rawValue), &limit)
            let size = limit.rlim_cur == rlim_t.max ? "" : " of \(limit.rlim_cur / 1024) KB"
            message = "the build stopped at the file size limit\(size) (ulimit -f) writing into the build cache \(root.path); raise the limit and open again"
        } else if compilerOutput.contains(String(cString: strerror(ENOSPC))) || compilerOutput.contains(String(cString: strerror(EDQUOT))) {
            let why = compilerOutput.contains(String(cString: strerror(ENOSPC))) ? "no space left on device" : "disk quota exceeded"
            message = "the build cache \(root.path) is full (\(why)); free some space or set PLAYGROUND_CACHE to another folder, and open again"
        } else {
            return
        }
        discardModuleCache()
        throw PlaygroundError.io(message)
    }

    /// Moves the compiler's module cache aside and removes it.
    private func discardModuleCache() {
        let aside = root.appendingPathComponent("tmp/\(getpid())-module-cache-\(UInt32.random(in: 0...UInt32.max))")
        if rename(moduleCache.path, aside.path) == 0 { try? FileManager.default.removeItem(at: aside) }
        try? FileManager.default.createDirectory(at: moduleCache, withIntermediateDirectories: true)
    }

    /// Moves a finished build into `builds/KEY` (or the runtime module into `runtime/ID`); if
    /// another `open` got there first, keeps that one. Returns the published folder.
    @discardableResult
    func publish(_ work: URL, as relativePath: String) throws -> URL {
        let target = root.appendingPathComponent(relativePath)
        try? FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        if rename(work.path, target.path) != 0 {
            let failure = errno
            try? FileManager.default.removeItem(at: work)
            guard FileManager.default.fileExists(atPath: target.path) else {
                throw PlaygroundError.io("the build cache \(root.path) cannot be written (\(String(cString: strerror(failure))))")
            }
        }
        return target
    }

    /// Removes `tmp/PID-…` folders whose process is gone (builds that were interrupted).
    private func removeAbandonedWork() {
        let tmp = root.appendingPathComponent("tmp")
        for name in (try? FileManager.default.contentsOfDirectory(atPath: tmp.path)) ?? [] {
            guard let pid = Int32(name.split(separator: "-").first ?? "") else { continue }
            if pid != getpid(), kill(pid, 0) != 0, errno == ESRCH {
                try? FileManager.default.removeItem(at: tmp.appendingPathComponent(name))
            }
        }
    }
}

import Foundation
import Testing
@testable import PlaygroundUI

// §21.6: @AppStorage and @SceneStorage.

private enum Theme: String { case plain, fancy }

private struct Settings: View {
    @AppStorage("playground.test.count") var count = 0
    @AppStorage("playground.test.theme") var theme = Theme.plain
    var body: some View {
        VStack {
            Text("count \(count) \(theme.rawValue)").onTapGesture { count += 1; theme = .fancy }
            Mirror()
        }
    }
}

/// Another view bound to the same key sees the change.
private struct Mirror: View {
    @AppStorage("playground.test.count") var count = 0
    var body: some View { Text("mirror \(count)") }
}

@MainActor @Suite(.serialized)
struct StorageTests {
    /// Values are written to the property list and read back by a later run; views sharing a key
    /// update together.
    @Test func appStoragePersistsToTheFile() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("appstorage-\(UUID().uuidString)")
        let file = dir.appendingPathComponent("AppStorage.plist")
        defer { try? FileManager.default.removeItem(at: dir); KeyValueStore.app.use(fileURL: nil) }
        KeyValueStore.app.use(fileURL: file)
        let host = ViewHost(rootView: Settings())
        #expect(host.frame(ofText: "count 0 plain") != nil)
        host.tap(onText: "count 0 plain")
        host.advance(frames: 1)
        #expect(host.frame(ofText: "count 1 fancy") != nil)
        #expect(host.frame(ofText: "mirror 1") != nil)
        KeyValueStore.app.flush()   // writes are coalesced on the main queue
        let data = try Data(contentsOf: file)
        let plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any]
        expectEqual(plist?["playground.test.count"] as? Int, 1)
        expectEqual(plist?["playground.test.theme"] as? String, "fancy")
        // A later run reads the file.
        KeyValueStore.app.use(fileURL: file)
        let again = ViewHost(rootView: Settings())
        #expect(again.frame(ofText: "count 1 fancy") != nil)
        // In memory (recordings): empty again.
        KeyValueStore.app.use(fileURL: nil)
        let fresh = ViewHost(rootView: Settings())
        #expect(fresh.frame(ofText: "count 0 plain") != nil)
    }

    /// @SceneStorage keeps a value in memory, shared by key, with a binding.
    @Test func sceneStorageSharesByKey() {
        struct Editor: View {
            @SceneStorage("playground.test.draft") var draft = "none"
            var body: some View { Text("draft \(draft)").onTapGesture { $draft.wrappedValue = "saved" } }
        }
        let host = ViewHost(rootView: VStack { Editor() })
        host.tap(onText: "draft none")
        host.advance(frames: 1)
        #expect(host.frame(ofText: "draft saved") != nil)
        let other = ViewHost(rootView: Editor())
        #expect(other.frame(ofText: "draft saved") != nil)
    }

    /// §21.6: like UserDefaults, a value may be written from another thread (a download's
    /// completion): nothing traps, and the views bound to the key show it in the next frames.
    @Test func appStorageWrittenOffTheMainThread() async {
        KeyValueStore.app.use(fileURL: nil)
        defer { KeyValueStore.app.use(fileURL: nil) }
        let host = ViewHost(rootView: Settings())
        host.advance(frames: 1)
        #expect(host.frame(ofText: "mirror 0") != nil)
        await Task.detached {
            let background = AppStorage(wrappedValue: 0, "playground.test.count")
            background.wrappedValue = 41
            expectEqual(background.wrappedValue, 41)
        }.value
        await waitUntil {
            host.advance(frames: 1)
            if host.frame(ofText: "mirror 41") != nil { return true }
            // A headless recording in a suite running alongside starts from an empty store
            // (`use(fileURL: nil)`, §21.6) and may have emptied it after the write (seen once in a
            // full run): write again, off the main thread as before.
            if KeyValueStore.app.value(for: "playground.test.count") as? Int != 41 {
                Task.detached { AppStorage(wrappedValue: 0, "playground.test.count").wrappedValue = 41 }
            }
            return false
        }
        #expect(host.frame(ofText: "mirror 41") != nil)
    }

    /// Issue 26, item 7: a file that is not a property list is not overwritten silently at the
    /// first write: it is renamed beside the new one (the first free `.corrupt-N`), one line says
    /// so, and the new file holds the values written.
    @Test func aCorruptFileIsKeptAsideNotOverwritten() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("appstorage-\(UUID().uuidString)")
        let file = dir.appendingPathComponent("AppStorage.plist")
        let store = KeyValueStore.app
        let saved = store.warningSink
        defer { try? FileManager.default.removeItem(at: dir); store.use(fileURL: nil); store.warningSink = saved }
        let warnings = Warnings()
        store.warningSink = { warnings.add($0) }
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let garbage = Data("<?xml version=\"1.0\"?><plist><dict><key>half".utf8)
        try garbage.write(to: file)
        try Data("an older one".utf8).write(to: dir.appendingPathComponent("AppStorage.plist.corrupt-1"))
        store.use(fileURL: file)
        let host = ViewHost(rootView: Settings())
        #expect(host.frame(ofText: "count 0 plain") != nil)
        #expect(try Data(contentsOf: file) == garbage, "reading must not touch the file")
        host.tap(onText: "count 0 plain")
        host.advance(frames: 1)
        store.flush()
        expectEqual(try Data(contentsOf: dir.appendingPathComponent("AppStorage.plist.corrupt-2")), garbage)
        expectEqual(try Data(contentsOf: dir.appendingPathComponent("AppStorage.plist.corrupt-1")), Data("an older one".utf8))
        let plist = try PropertyListSerialization.propertyList(from: Data(contentsOf: file), options: [], format: nil) as? [String: Any]
        expectEqual(plist?["playground.test.count"] as? Int, 1)
        #expect(warnings.all == ["\(file.path) is not a property list of keys and values; it was kept as AppStorage.plist.corrupt-2 and a new one is written"])
        // Later writes replace the (now good) file without a word.
        host.tap(onText: "count 1 fancy")
        host.advance(frames: 1)
        store.flush()
        expectEqual(warnings.all.count, 1)
        expectEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted(), ["AppStorage.plist", "AppStorage.plist.corrupt-1", "AppStorage.plist.corrupt-2"])
    }

    /// Something that cannot be opened as the file (here a folder in its place) is moved aside
    /// too, with one line naming the reason, and the values are written.
    @Test func anUnopenableFileIsKeptToo() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("appstorage-\(UUID().uuidString)")
        let file = dir.appendingPathComponent("AppStorage.plist")
        let store = KeyValueStore.app
        let saved = store.warningSink
        defer { try? FileManager.default.removeItem(at: dir); store.use(fileURL: nil); store.warningSink = saved }
        let warnings = Warnings()
        store.warningSink = { warnings.add($0) }
        try FileManager.default.createDirectory(at: file.appendingPathComponent("inside"), withIntermediateDirectories: true)
        store.use(fileURL: file)
        let host = ViewHost(rootView: Settings())
        host.tap(onText: "count 0 plain")
        host.advance(frames: 1)
        store.flush()
        #expect(host.frame(ofText: "count 1 fancy") != nil)
        var isDir: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("AppStorage.plist.corrupt-1/inside").path, isDirectory: &isDir) && isDir.boolValue)
        #expect(warnings.all.count == 1 && warnings.all[0].hasPrefix("\(file.path) could not be read ("), "\(warnings.all)")
        expectEqual((try? Data(contentsOf: file)).map { !$0.isEmpty }, true)
    }
}

/// Warnings collected from any thread.
private final class Warnings: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func add(_ line: String) { lock.withLock { lines.append(line) } }
    var all: [String] { lock.withLock { lines } }
}

import Foundation

/// A value kept across runs under a key (SwiftUI's `@AppStorage`, UserDefaults on Apple
/// platforms, §21.6). In a window the values live in one property list,
/// `$XDG_CONFIG_HOME/PreferencePlayground/AppStorage.plist` (or `~/.config/…`), written as they
/// change. Headless runs, recordings and tests start from an empty store in memory, so that their
/// frames do not depend on earlier runs. Every view reading a key is evaluated again when it changes.
///
/// The `store:` argument (a `UserDefaults`) is accepted and not used.
@propertyWrapper
public struct AppStorage<Value>: _DynamicPropertyBinder {
    let key: String
    let defaultValue: Value
    let encode: (Value) -> Any
    let decode: (Any) -> Value?
    let scene: Bool
    var _box: StorageBox<Value>?

    init(key: String, defaultValue: Value, scene: Bool, encode: @escaping (Value) -> Any, decode: @escaping (Any) -> Value?) {
        self.key = key; self.defaultValue = defaultValue; self.scene = scene
        self.encode = encode; self.decode = decode
    }

    /// Outside a view (a model, a background task) the value is read and written in the store
    /// directly, as UserDefaults is; views bound to the key see the change.
    public var wrappedValue: Value {
        get { _box?.read() ?? store.value(for: key).flatMap(decode) ?? defaultValue }
        nonmutating set {
            if let box = _box { box.write(newValue) } else { store.set(encode(newValue), for: key) }
        }
    }
    private var store: KeyValueStore { scene ? KeyValueStore.scene : KeyValueStore.app }
    public var projectedValue: Binding<Value> {
        guard let box = _box else { return .constant(defaultValue) }
        return Binding(location: box)
    }

    @MainActor
    public static func _bind(_ pointer: UnsafeMutableRawPointer, _ storage: inout AnyObject?, _ graph: _ViewGraph, _ owner: _Node) {
        let p = pointer.assumingMemoryBound(to: AppStorage<Value>.self)
        let box: StorageBox<Value>
        if let s = storage, let b = s as? StorageBox<Value>, b.key == p.pointee.key {
            box = b
        } else {
            let a = p.pointee
            box = StorageBox(key: a.key, defaultValue: a.defaultValue, store: a.scene ? KeyValueStore.scene : KeyValueStore.app,
                             encode: a.encode, decode: a.decode)
            storage = box
        }
        box.watch(graph, owner)
        p.pointee._box = box
    }
    public static var _size: Int { MemoryLayout<AppStorage<Value>>.size }
}

// The value types UserDefaults stores, as SwiftUI's initialisers list them.
extension AppStorage {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool { self.init(plain: wrappedValue, key) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int { self.init(plain: wrappedValue, key) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double { self.init(plain: wrappedValue, key) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String { self.init(plain: wrappedValue, key) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data { self.init(plain: wrappedValue, key) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, scene: false, encode: { $0.absoluteString }, decode: { ($0 as? String).flatMap(URL.init(string:)) })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, scene: false, encode: { $0.rawValue }, decode: { ($0 as? Int).flatMap(Value.init(rawValue:)) })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, scene: false, encode: { $0.rawValue }, decode: { ($0 as? String).flatMap(Value.init(rawValue:)) })
    }
    init(plain value: Value, _ key: String, scene: Bool = false) {
        self.init(key: key, defaultValue: value, scene: scene, encode: { $0 }, decode: { $0 as? Value })
    }
}

/// A value kept for the window's session (SwiftUI's `@SceneStorage`), here in memory: it lasts
/// while the program runs, shared by views using the same key (§21.6).
@propertyWrapper
public struct SceneStorage<Value>: _DynamicPropertyBinder {
    var storage: AppStorage<Value>

    public init(wrappedValue: Value, _ key: String) where Value == Bool { storage = AppStorage(plain: wrappedValue, key, scene: true) }
    public init(wrappedValue: Value, _ key: String) where Value == Int { storage = AppStorage(plain: wrappedValue, key, scene: true) }
    public init(wrappedValue: Value, _ key: String) where Value == Double { storage = AppStorage(plain: wrappedValue, key, scene: true) }
    public init(wrappedValue: Value, _ key: String) where Value == String { storage = AppStorage(plain: wrappedValue, key, scene: true) }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        storage = AppStorage(key: key, defaultValue: wrappedValue, scene: true, encode: { $0.rawValue }, decode: { ($0 as? String).flatMap(Value.init(rawValue:)) })
    }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        storage = AppStorage(key: key, defaultValue: wrappedValue, scene: true, encode: { $0.rawValue }, decode: { ($0 as? Int).flatMap(Value.init(rawValue:)) })
    }

    public var wrappedValue: Value {
        get { storage.wrappedValue }
        nonmutating set { storage.wrappedValue = newValue }
    }
    public var projectedValue: Binding<Value> { storage.projectedValue }

    @MainActor
    public static func _bind(_ pointer: UnsafeMutableRawPointer, _ storage: inout AnyObject?, _ graph: _ViewGraph, _ owner: _Node) {
        let p = pointer.assumingMemoryBound(to: SceneStorage<Value>.self)
        withUnsafeMutablePointer(to: &p.pointee.storage) { inner in
            AppStorage<Value>._bind(UnsafeMutableRawPointer(inner), &storage, graph, owner)
        }
    }
    public static var _size: Int { MemoryLayout<SceneStorage<Value>>.size }
}

/// One key of a store as a view sees it: reads the store, writes it, and re-evaluates the views
/// bound to the key when it changes.
final class StorageBox<Value>: _BindingLocation<Value>, @unchecked Sendable {
    let key: String
    let defaultValue: Value
    let store: KeyValueStore
    let encode: (Value) -> Any
    let decode: (Any) -> Value?
    /// The views bound to this key, guarded by `lock` (a write may come from any thread).
    private var watchers: [(graph: GraphHandle, node: NodeHandle)] = []
    private let lock = NSLock()
    private var token: Int?

    init(key: String, defaultValue: Value, store: KeyValueStore, encode: @escaping (Value) -> Any, decode: @escaping (Any) -> Value?) {
        self.key = key; self.defaultValue = defaultValue; self.store = store; self.encode = encode; self.decode = decode
        super.init()
    }

    deinit { if let token { store.removeObserver(token) } }

    /// Reads and writes work from any thread, as UserDefaults does: a value written off the
    /// main thread reaches the views bound to it in the next frame (§21.6).
    func read() -> Value {
        store.value(for: key).flatMap(decode) ?? defaultValue
    }
    func write(_ value: Value) {
        store.set(encode(value), for: key)
    }
    override func get() -> Value { read() }
    override func set(_ newValue: Value) { write(newValue) }

    /// Re-evaluates `owner` whenever the key changes: the change is queued for the owner's graph
    /// as an observed change (any thread), taken up by the next frame or round.
    @MainActor func watch(_ graph: _ViewGraph, _ owner: _Node) {
        guard let node = owner as? CompositeNodeBase else { return }
        let first = lock.withLock { () -> Bool in
            guard !watchers.contains(where: { $0.node.node === node }) else { return false }
            watchers.removeAll { $0.node.node == nil }
            watchers.append((graph.handle, node.handle))
            return true
        }
        if first && token == nil {
            token = store.addObserver(key) { [weak self] in self?.notifyWatchers() }
        }
    }

    private func notifyWatchers() {
        let current = lock.withLock { watchers }
        for w in current { w.graph.observedChanges.add(w.node, Transaction.current?.withoutCompletions) }
    }
}

/// A property-list store of keys and values (`@AppStorage`'s file, or `@SceneStorage`'s memory).
@MainActor
package final class KeyValueStore {
    /// The values, observers and pending save, guarded by `lock`: like UserDefaults,
    /// `@AppStorage` may be read and written from any thread (§21.6).
    nonisolated(unsafe) private var values: [String: Any] = [:]
    private nonisolated let lock = NSLock()
    nonisolated(unsafe) private var observers: [Int: (key: String, run: @Sendable () -> Void)] = [:]
    nonisolated(unsafe) private var nextToken = 0
    nonisolated(unsafe) private var saveScheduled = false
    /// Where the values are written (nil: memory only).
    nonisolated(unsafe) public private(set) var fileURL: URL?
    /// Why the file at `fileURL` could not be read (it exists but is not a property list of keys
    /// and values, or cannot be opened), guarded by `lock`: before the first write replaces it, it
    /// is kept beside the new one (`setAside`). Nil when it was read or is absent.
    nonisolated(unsafe) private var unreadable: String?
    /// Where warnings go (stderr by default; tests read them).
    nonisolated(unsafe) var warningSink: @Sendable (String) -> Void = { message in
        FileHandle.standardError.write(Data(("PlaygroundUI: " + message + "\n").utf8))
    }

    nonisolated init(fileURL: URL?) {
        self.fileURL = fileURL
        load()
    }

    /// `@AppStorage`'s store: memory until a window switches it to the property list under the
    /// user's config folder (`use(fileURL:)`).
    nonisolated public static let app = KeyValueStore(fileURL: nil)
    /// `@SceneStorage`'s store: memory.
    nonisolated static let scene = KeyValueStore(fileURL: nil)

    /// `$XDG_CONFIG_HOME/PreferencePlayground/AppStorage.plist`, else under `~/.config`.
    public static func defaultFileURL() -> URL {
        let env = ProcessInfo.processInfo.environment
        let base = env["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".config")
        return base.appendingPathComponent("PreferencePlayground/AppStorage.plist")
    }

    /// Keeps values in memory only from now on, starting empty (recordings; tests), or reads and
    /// writes `url`.
    public func use(fileURL url: URL?) {
        flush()
        lock.withLock { fileURL = url; values = [:]; unreadable = nil }
        warnedWrite = false
        load()
        for o in lock.withLock({ Array(observers.values) }) { o.run() }
    }

    nonisolated func value(for key: String) -> Any? { lock.withLock { values[key] } }

    /// Sets `key` (from any thread): the views bound to it are evaluated again in the next frame
    /// (the next round of this one when set from an action), and the file is written soon after.
    nonisolated func set(_ value: Any, for key: String) {
        nonisolated(unsafe) let value = value
        let (runs, save) = lock.withLock { () -> ([@Sendable () -> Void], Bool) in
            values[key] = value
            let save = fileURL != nil && !saveScheduled
            if save { saveScheduled = true }
            return (observers.values.filter { $0.key == key }.map(\.run), save)
        }
        for run in runs { run() }
        // Written once after a run of changes (a slider dragged through many values), not per change.
        if save { DispatchQueue.main.async { MainActor.assumeIsolated { self.flush() } } }
    }

    /// Writes pending changes now (tests; the end of a run).
    public func flush() {
        let pending = lock.withLock { () -> Bool in
            let p = saveScheduled
            saveScheduled = false
            return p
        }
        if pending { save() }
    }

    nonisolated func addObserver(_ key: String, _ run: @escaping @Sendable () -> Void) -> Int {
        lock.withLock {
            nextToken += 1
            observers[nextToken] = (key, run)
            return nextToken
        }
    }
    nonisolated func removeObserver(_ token: Int) {
        lock.withLock { observers[token] = nil }
    }

    nonisolated private func load() {
        guard let url = fileURL else { return }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            // Absent is an empty store; present but unopenable (a folder, no permission) is kept.
            if FileManager.default.fileExists(atPath: url.path) {
                lock.withLock { unreadable = "could not be read (\(Self.reason(error)))" }
            }
            return
        }
        if data.isEmpty { return }   // nothing to lose
        guard let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any] else {
            lock.withLock { unreadable = "is not a property list of keys and values" }
            return
        }
        lock.withLock { values = plist }
    }

    /// An error's reason in a few words, on one line.
    nonisolated private static func reason(_ error: Error) -> String {
        let ns = error as NSError
        if let posix = (ns.userInfo[NSUnderlyingErrorKey] as? NSError), posix.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(posix.code)))
        }
        return ns.localizedDescription.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// Renames the unreadable file at `url` to the first free `NAME.corrupt-N` beside it, so the
    /// write that follows does not destroy what may be a user's only copy (issue 26, item 7).
    private func setAside(_ url: URL) throws -> URL {
        var n = 1
        var kept = URL(fileURLWithPath: url.path + ".corrupt-1")
        // `attributesOfItem` does not follow links: a dangling link's name is taken too.
        while (try? FileManager.default.attributesOfItem(atPath: kept.path)) != nil {
            n += 1
            kept = URL(fileURLWithPath: url.path + ".corrupt-\(n)")
        }
        try FileManager.default.moveItem(at: url, to: kept)
        return kept
    }

    /// Writes the file atomically (a temporary name, then a rename). A failure to write warns once.
    private func save() {
        guard let url = fileURL else { return }
        if let reason = lock.withLock({ unreadable }) {
            // The file there could not be read: keep it beside the new one, and say so once.
            do {
                let kept = try setAside(url)
                lock.withLock { unreadable = nil }
                warningSink("\(url.path) \(reason); it was kept as \(kept.lastPathComponent) and a new one is written")
            } catch {
                if !warnedWrite {
                    warnedWrite = true
                    warningSink("\(url.path) \(reason) and could not be kept aside (\(Self.reason(error))); @AppStorage values are kept in memory only")
                }
                return
            }
        }
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            let data = try PropertyListSerialization.data(fromPropertyList: lock.withLock { values }, format: .xml, options: 0)
            try data.write(to: url, options: .atomic)
        } catch {
            if !warnedWrite {
                warnedWrite = true
                warningSink("could not write \(url.path): \(Self.reason(error)); @AppStorage values are kept in memory only")
            }
        }
    }
    private var warnedWrite = false
}

import Foundation

/// A key for a value of your own in `EnvironmentValues` (SwiftUI's protocol, §21.1):
///
/// ```swift
/// private struct AccentKey: EnvironmentKey { static let defaultValue = Color.blue }
/// extension EnvironmentValues {
///     var accent: Color { get { self[AccentKey.self] } set { self[AccentKey.self] = newValue } }
/// }
/// ```
public protocol EnvironmentKey {
    associatedtype Value
    /// The value when no view above set one.
    static var defaultValue: Value { get }
}

/// One value set in an environment: a persistent list, newest first, so that setting a value for
/// a subtree costs one small object and never copies what is above it.
class EnvironmentEntry: @unchecked Sendable {
    let key: ObjectIdentifier
    let value: Any
    let next: EnvironmentEntry?
    init(key: ObjectIdentifier, value: Any, next: EnvironmentEntry?) {
        self.key = key; self.value = value; self.next = next
    }

    /// The newest value for `key` in the list starting at `entry`.
    static func lookup(_ key: ObjectIdentifier, in entry: EnvironmentEntry?) -> Any? {
        self.entry(for: key, in: entry)?.value
    }

    /// The newest entry for `key` in the list starting at `entry`.
    /// Walked without retaining the entries it passes (the list never changes once made, and
    /// `entry`, which the caller holds, keeps all of it): a key no view above set is looked for
    /// down the whole list, which a navigation stack and a list make a dozen entries long.
    static func entry(for key: ObjectIdentifier, in entry: EnvironmentEntry?) -> EnvironmentEntry? {
        guard let first = entry else { return nil }
        var e = Unmanaged.passUnretained(first)
        while true {
            let (found, next) = e._withUnsafeGuaranteedRef { n in
                (n.key == key, n.next.map { Unmanaged.passUnretained($0) })
            }
            if found { return e.takeUnretainedValue() }
            guard let n = next else { return nil }
            e = n
        }
    }

    /// Whether the lists starting at `a` and `b` hold the same values (the same objects, or
    /// equal values for Equatable ones; other values only when they are the same entry).
    static func same(_ a: EnvironmentEntry?, _ b: EnvironmentEntry?) -> Bool {
        var x = a, y = b
        while true {
            if x === y { return true }
            guard let p = x, let q = y, p.key == q.key, EnvironmentEntry.sameValue(p.value, q.value) else { return false }
            x = p.next; y = q.next
        }
    }

    /// Whether two environment values are the same: equal when Equatable, the same object when
    /// they are objects; otherwise not known to be the same.
    static func sameValue(_ a: Any, _ b: Any) -> Bool {
        if let ea = a as? any Equatable { return ea.isEqualValue(to: b) }
        if type(of: a) is AnyClass, type(of: b) is AnyClass { return (a as AnyObject) === (b as AnyObject) }
        return false
    }
}

extension Equatable {
    fileprivate func isEqualValue(to other: Any) -> Bool {
        guard let o = other as? Self else { return false }
        return self == o
    }
}

extension EnvironmentValues {
    /// The value for `key`: the one a view above set, else `K.defaultValue`.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            guard let entry = EnvironmentEntry.entry(for: ObjectIdentifier(key), in: custom) else { return K.defaultValue }
            // The setter below stores a typed entry, read as its class says: no dynamic cast of
            // the boxed value (about 250 instructions for an optional; a button reads its style).
            if type(of: entry) == TypedEnvironmentEntry<K.Value>.self {
                return unsafeDowncast(entry, to: TypedEnvironmentEntry<K.Value>.self).typed
            }
            return entry.value as! K.Value
        }
        set { custom = TypedEnvironmentEntry(key: ObjectIdentifier(key), typed: newValue, next: custom) }
    }

    /// An object stored by its type (`.environment(model)`, `.environmentObject(model)`).
    func object(of type: Any.Type) -> AnyObject? {
        (EnvironmentEntry.lookup(ObjectIdentifier(type), in: custom) as? StoredObject)?.object
    }
    mutating func setObject(_ object: AnyObject?, as type: Any.Type) {
        custom = EnvironmentEntry(key: ObjectIdentifier(type), value: StoredObject(object: object), next: custom)
    }
}

/// An entry set through `EnvironmentValues[key]`: the value also kept as the key's value type, so
/// reading it back is a field load rather than a cast out of `Any`.
final class TypedEnvironmentEntry<V>: EnvironmentEntry, @unchecked Sendable {
    let typed: V
    init(key: ObjectIdentifier, typed: V, next: EnvironmentEntry?) {
        self.typed = typed
        super.init(key: key, value: typed, next: next)
    }
}

/// An object in the environment, the same when it is the same object.
struct StoredObject: Equatable {
    let object: AnyObject?
    static func == (a: StoredObject, b: StoredObject) -> Bool { a.object === b.object }
}

/// `@Entry var accent: Color = .blue` in `extension EnvironmentValues`: declares an environment
/// value with its default without writing the key type (SwiftUI's macro, §21.1).
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "PlaygroundMacros", type: "EntryMacro")

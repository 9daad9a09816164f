import Foundation
import Synchronization

// `ObservableObject` and `@Published` without Combine, which Linux does not have (§21.5). The API
// is Combine's as SwiftUI code uses it: `class Model: ObservableObject { @Published var x = 0 }`,
// `objectWillChange.send()`, `let objectWillChange = ObservableObjectPublisher()`. Publishers'
// operators (`sink`, `debounce`, `$x.map …`) are not provided.

/// A class whose changes views observe (`@StateObject`, `@ObservedObject`, `@EnvironmentObject`).
/// Its `@Published` properties announce a change through `objectWillChange` before they change.
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: _ObjectWillChangeSource = ObservableObjectPublisher
    /// Sends before the object changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

/// What an `ObservableObject`'s `objectWillChange` must be: something views can subscribe to.
public protocol _ObjectWillChangeSource: AnyObject {
    /// Calls `handler` before each change until the returned subscription is released.
    func _subscribe(_ handler: @escaping @Sendable () -> Void) -> _ObjectWillChangeSubscription
    /// Announces a change (what `@Published` calls).
    func _willChange()
}

/// A subscription to `objectWillChange`; releasing it ends it.
public final class _ObjectWillChangeSubscription: @unchecked Sendable {
    let cancel: () -> Void
    init(cancel: @escaping () -> Void) { self.cancel = cancel }
    deinit { cancel() }
}

/// Combine's publisher for `objectWillChange`: `send()` tells every subscriber (every view that
/// observes the object) that the object is about to change.
public final class ObservableObjectPublisher: _ObjectWillChangeSource, @unchecked Sendable {
    private let handlers = Mutex<[(id: Int, run: @Sendable () -> Void)]>([])
    private let nextID = Atomic<Int>(0)

    public init() {}

    /// Announces that the object is about to change.
    public func send() {
        let current = handlers.withLock { $0.map(\.run) }
        for h in current { h() }
    }

    public func _willChange() { send() }

    public func _subscribe(_ handler: @escaping @Sendable () -> Void) -> _ObjectWillChangeSubscription {
        let id = nextID.add(1, ordering: .relaxed).newValue
        handlers.withLock { $0.append((id, handler)) }
        return _ObjectWillChangeSubscription { [weak self] in
            self?.handlers.withLock { $0.removeAll { $0.id == id } }
        }
    }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The object's own publisher, made the first time it is asked for.
    public var objectWillChange: ObservableObjectPublisher { ObjectPublishers.publisher(for: self) }
}

/// The publishers of objects that do not declare their own `objectWillChange` (Combine keeps
/// them in the object; here a table keyed by the object, checked against reuse of addresses).
enum ObjectPublishers {
    private struct Entry: @unchecked Sendable { weak var object: AnyObject?; let publisher: ObservableObjectPublisher }
    private static let table = Mutex<[ObjectIdentifier: Entry]>([:])

    static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        table.withLock { table in
            let key = ObjectIdentifier(object)
            if let e = table[key], e.object === object { return e.publisher }
            if table.count > 64 { table = table.filter { $0.value.object != nil } }   // drop the dead
            let p = ObservableObjectPublisher()
            table[key] = Entry(object: object, publisher: p)
            return p
        }
    }
}

/// A property of an `ObservableObject` that announces its changes (`@Published var name = ""`).
/// Setting it sends the object's `objectWillChange` first, as Combine's does.
@propertyWrapper
public struct Published<Value> {
    var value: Value

    public init(wrappedValue: Value) { value = wrappedValue }
    public init(initialValue: Value) { value = initialValue }

    /// Only usable inside a class (the enclosing-instance subscript below is what runs).
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    public static subscript<EnclosingSelf: ObservableObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].value }
        set {
            object.objectWillChange._willChange()
            object[keyPath: storageKeyPath].value = newValue
        }
    }
}

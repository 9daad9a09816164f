import Foundation
import Synchronization

// `ObservableObject` and `@Published` as Combine has them (§21.5, §30): `class Model: ObservableObject
// { @Published var x = 0 }`, `objectWillChange.send()`, `let objectWillChange = ObservableObjectPublisher()`,
// `$x` a publisher (`$x.debounce(…).sink { … }`), `assign(to: &$x)`. Views subscribe to
// `objectWillChange` through `_subscribe`, a lock-protected list of handlers that costs no Combine
// machinery per change.

/// A class whose changes views observe (`@StateObject`, `@ObservedObject`, `@EnvironmentObject`).
/// Its `@Published` properties announce a change through `objectWillChange` before they change.
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: _ObjectWillChangeSource & Publisher = ObservableObjectPublisher
        where ObjectWillChangePublisher.Failure == Never
    /// Sends before the object changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

/// What an `ObservableObject`'s `objectWillChange` must be: something views can subscribe to.
/// Public because `ObservableObject.ObjectWillChangePublisher` is constrained to it.
public protocol _ObjectWillChangeSource: AnyObject {
    /// Calls `handler` before each change until the returned subscription is released.
    func _subscribe(_ handler: @escaping @Sendable () -> Void) -> _ObjectWillChangeSubscription
    /// Announces a change (what `@Published` calls).
    func _willChange()
}

/// A subscription to `objectWillChange`; releasing it ends it.
/// Public because `_ObjectWillChangeSource`'s requirement returns it.
public final class _ObjectWillChangeSubscription: @unchecked Sendable {
    let cancel: () -> Void
    init(cancel: @escaping () -> Void) { self.cancel = cancel }
    deinit { cancel() }
}

/// Combine's publisher for `objectWillChange`: `send()` tells every subscriber (every view that
/// observes the object, every `sink`) that the object is about to change.
public final class ObservableObjectPublisher: _ObjectWillChangeSource, Publisher, @unchecked Sendable {
    public typealias Output = Void
    public typealias Failure = Never
    private let handlers = Mutex<[(id: Int, run: @Sendable () -> Void)]>([])
    private let nextID = Atomic<Int>(0)
    /// Combine subscribers (`objectWillChange.sink { … }`), made for the first one.
    private let subscribers = Mutex<_SubjectBase<Void, Never>?>(nil)

    public init() {}

    /// Announces that the object is about to change.
    public func send() {
        let current = handlers.withLock { $0.map(\.run) }
        for h in current { h() }
        if let base = subscribers.withLock({ $0 }) { base.broadcast(()) }
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        let base = subscribers.withLock { b in
            if let b { return b }
            let made = _SubjectBase<Void, Never>()
            b = made
            return made
        }
        base.attach(subscriber)
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
/// Setting it sends the object's `objectWillChange` first, then the new value to the subscribers of
/// `$name`, then stores it (so a `$name` subscriber that reads the property sees the old value, as
/// in Combine).
@propertyWrapper
public struct Published<Value> {
    enum Storage {
        case value(Value)
        /// Once `$name` was asked for, the value lives in its subject.
        case publisher(Publisher)
    }
    var storage: Storage

    public init(wrappedValue: Value) { storage = .value(wrappedValue) }
    public init(initialValue: Value) { storage = .value(initialValue) }

    /// Only usable inside a class (the enclosing-instance subscript below is what runs).
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    /// A publisher of the property's values: the current one when subscribed, then each new one
    /// when it is set (before it is stored).
    public var projectedValue: Publisher {
        mutating get {
            switch storage {
            case .publisher(let p): return p
            case .value(let v):
                let p = Publisher(v)
                storage = .publisher(p)
                return p
            }
        }
        set { storage = .publisher(newValue) }
    }

    // The enclosing type is any class: `@Published` in a class that is not an `ObservableObject`
    // publishes through `$name` as usual and has no `objectWillChange` to announce to (as in
    // Combine). Whether it is one is asked on each set (a cached conformance check), not per frame.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get {
            switch object[keyPath: storageKeyPath].storage {
            case .value(let v): return v
            case .publisher(let p): return p.subject.current
            }
        }
        set {
            announceWillChange(object)
            switch object[keyPath: storageKeyPath].storage {
            case .value: object[keyPath: storageKeyPath].storage = .value(newValue)
            case .publisher(let p): p.subject.publish(newValue)
            }
        }
    }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        projected wrappedKeyPath: KeyPath<EnclosingSelf, Publisher>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Publisher {
        get {
            let p = object[keyPath: storageKeyPath].projectedValue
            if p.subject.willChange == nil {
                // `assign(to: &$name)` sets through the subject: it announces the change too.
                p.subject.willChange = { [weak object] in if let object { announceWillChange(object) } }
            }
            return p
        }
        set { object[keyPath: storageKeyPath].projectedValue = newValue }
    }

    /// Sends `object`'s `objectWillChange` when it is an `ObservableObject`.
    private static func announceWillChange(_ object: AnyObject) {
        func announce<O: ObservableObject>(_ o: O) { o.objectWillChange._willChange() }
        if let observable = object as? any ObservableObject { announce(observable) }
    }

    /// `$name`'s type: a publisher that never fails.
    public struct Publisher: PlaygroundUI.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        let subject: _PublishedSubject<Value>
        /// A publisher holding `output` (what `$name` starts as).
        public init(_ output: Output) { subject = _PublishedSubject(output) }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            subject.attach(subscriber)
        }
    }
}

/// The subject behind `$name`: the current value, its subscribers, the `assign(to:)`
/// subscriptions writing into it, and the object's `objectWillChange`.
final class _PublishedSubject<Value>: _CurrentValueBase<Value, Never>, @unchecked Sendable {
    var willChange: (() -> Void)?
    var assignments: [AnyCancellable] = []

    /// Sends `value` to the subscribers, then stores it.
    func publish(_ value: Value) {
        broadcast(value)
        lock.lock()
        current = value
        lock.unlock()
    }

    /// What `assign(to:)` does with each value: announce, send, store.
    func set(_ value: Value) {
        willChange?()
        publish(value)
    }
}

extension Publisher where Failure == Never {
    /// Republishes each value through a `@Published` property (`.assign(to: &$name)`). The
    /// subscription lasts as long as the property.
    public func assign(to published: inout Published<Output>.Publisher) {
        let subject = published.subject
        let sink = Subscribers.Sink<Output, Never>(receiveCompletion: { _ in }) { [weak subject] in subject?.set($0) }
        subject.lock.lock()
        subject.assignments.append(AnyCancellable(sink))
        subject.lock.unlock()
        subscribe(sink)
    }
}

extension PassthroughSubject: _ObjectWillChangeSource where Output == Void, Failure == Never {
    public func _subscribe(_ handler: @escaping @Sendable () -> Void) -> _ObjectWillChangeSubscription {
        let c = sink { handler() }
        nonisolated(unsafe) let cancellable = c
        return _ObjectWillChangeSubscription { cancellable.cancel() }
    }
    public func _willChange() { send() }
}

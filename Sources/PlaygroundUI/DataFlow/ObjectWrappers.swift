import Foundation

// The property wrappers through which views observe `ObservableObject`s (§21.5). Each subscribes
// the view's node to the object's `objectWillChange`: a change evaluates that view again.

/// What a view's node keeps for one observed object: the object and the subscription.
final class ObjectSubscriber: EnvironmentDependency {
    private(set) var object: AnyObject?
    private var subscription: _ObjectWillChangeSubscription?
    /// For `@EnvironmentObject`: the type it is looked up by.
    var environmentType: Any.Type?

    /// Observes `object` for `owner` (nothing to do when it is the one already observed).
    @MainActor func observe<O: ObservableObject>(_ object: O?, _ graph: _ViewGraph, _ owner: _Node) {
        if let object, object === self.object { return }
        self.object = object
        subscription = nil
        guard let object, let node = owner as? CompositeNodeBase else { return }
        subscription = object.objectWillChange._subscribe(node.changeCallback(graph))
    }

    override func isUnchanged(in env: EnvironmentValues) -> Bool {
        guard let t = environmentType else { return true }
        return env.object(of: t) === object
    }
}

/// An `ObservableObject` a view creates and owns (`@StateObject private var model = Model()`):
/// made once, when the view first appears, and kept for as long as the view is in the tree.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: _DynamicPropertyBinder {
    let make: () -> ObjectType
    var _object: ObjectType?

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { make = thunk }

    public var wrappedValue: ObjectType { _object ?? make() }
    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { .init(root: wrappedValue) }

    @MainActor
    public static func _bind(_ pointer: UnsafeMutableRawPointer, _ storage: inout AnyObject?, _ graph: _ViewGraph, _ owner: _Node) {
        let p = pointer.assumingMemoryBound(to: StateObject<ObjectType>.self)
        let box: StateObjectBox<ObjectType>
        if let s = storage {
            box = unsafeDowncast(s, to: StateObjectBox<ObjectType>.self)
        } else {
            box = StateObjectBox(p.pointee.make())
            storage = box
        }
        box.subscriber.observe(box.object, graph, owner)
        p.pointee._object = box.object
    }
    public static var _size: Int { MemoryLayout<StateObject<ObjectType>>.size }
}

@MainActor
final class StateObjectBox<O: ObservableObject> {
    let object: O
    let subscriber = ObjectSubscriber()
    init(_ object: O) { self.object = object }
}

/// An `ObservableObject` passed in by the view's parent (`@ObservedObject var model: Model`). A
/// different object from the parent is a change of the view, like any other property.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: _DynamicPropertyBinder {
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { wrappedValue = initialValue }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }

    /// Makes bindings to an observed object's properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let root = self.root
            nonisolated(unsafe) let keyPath = keyPath
            return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
        }
    }

    @MainActor
    public static func _bind(_ pointer: UnsafeMutableRawPointer, _ storage: inout AnyObject?, _ graph: _ViewGraph, _ owner: _Node) {
        let p = pointer.assumingMemoryBound(to: ObservedObject<ObjectType>.self)
        let subscriber: ObjectSubscriber
        if let s = storage { subscriber = unsafeDowncast(s, to: ObjectSubscriber.self) } else {
            subscriber = ObjectSubscriber()
            storage = subscriber
        }
        subscriber.observe(p.pointee.wrappedValue, graph, owner)
    }
    public static var _size: Int { MemoryLayout<ObservedObject<ObjectType>>.size }
    public static var _comparesBytes: Bool { true }
}

/// An `ObservableObject` a view above put in the environment with `.environmentObject(_:)`.
/// Reading it when there is none stops the program with a message naming the type, as in SwiftUI.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: _DynamicPropertyBinder {
    var _object: ObjectType?

    public init() {}

    public var wrappedValue: ObjectType {
        guard let o = _object else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return o
    }
    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { .init(root: wrappedValue) }

    @MainActor
    public static func _bind(_ pointer: UnsafeMutableRawPointer, _ storage: inout AnyObject?, _ graph: _ViewGraph, _ owner: _Node) {
        let p = pointer.assumingMemoryBound(to: EnvironmentObject<ObjectType>.self)
        let subscriber: ObjectSubscriber
        if let s = storage { subscriber = unsafeDowncast(s, to: ObjectSubscriber.self) } else {
            subscriber = ObjectSubscriber()
            subscriber.environmentType = ObjectType.self
            storage = subscriber
        }
        let object = graph.env.object(of: ObjectType.self).map { unsafeDowncast($0, to: ObjectType.self) }
        subscriber.observe(object, graph, owner)
        p.pointee._object = object
    }
    public static var _size: Int { MemoryLayout<EnvironmentObject<ObjectType>>.size }
    public static var _readsEnvironment: Bool { true }
}

extension View {
    /// Puts an `ObservableObject` in the environment of the views inside, where
    /// `@EnvironmentObject` reads it.
    nonisolated public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        nonisolated(unsafe) let object = object
        return modifier(_EnvironmentModifier { $0.setObject(object, as: T.self) })
    }
}

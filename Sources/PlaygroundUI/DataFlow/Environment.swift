import Foundation

/// Reads a value from the environment the view is built in (SwiftUI's `@Environment`, §21.1):
/// `@Environment(\.colorScheme) var scheme`, `@Environment(\.dismiss) var dismiss`, or an
/// `@Observable` object put there with `.environment(model)`: `@Environment(Model.self) var model`.
///
/// A view is evaluated again when a value it reads this way changes, and not when other
/// environment values change (its content is still updated with them).
@propertyWrapper
public struct Environment<Value>: _DynamicPropertyBinder {
    let read: (EnvironmentValues) -> Value
    var _value: Value?

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        nonisolated(unsafe) let keyPath = keyPath
        read = { $0[keyPath: keyPath] }
    }

    public var wrappedValue: Value {
        if let v = _value { return v }
        return read(EnvironmentValues())
    }

    @MainActor
    public static func _bind(_ pointer: UnsafeMutableRawPointer, _ storage: inout AnyObject?, _ graph: _ViewGraph, _ owner: _Node) {
        let p = pointer.assumingMemoryBound(to: Environment<Value>.self)
        let value = p.pointee.read(graph.env)
        if let s = storage {
            unsafeDowncast(s, to: EnvironmentRead<Value>.self).last = value
        } else {
            storage = EnvironmentRead(read: p.pointee.read, last: value)
        }
        p.pointee._value = value
    }
    public static var _size: Int { MemoryLayout<Environment<Value>>.size }
    public static var _readsEnvironment: Bool { true }
}

extension Environment where Value: AnyObject & Observable {
    /// Reads the `@Observable` object of this type that a view above put in the environment with
    /// `.environment(_:)`. Like SwiftUI, it is a programming error when there is none: the
    /// program stops with a message naming the type.
    public init(_ objectType: Value.Type) {
        read = { env in
            guard let o = env.object(of: Value.self) else {
                fatalError("No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) may be missing as an ancestor of this view.")
            }
            return unsafeDowncast(o, to: Value.self)
        }
    }
}

extension Environment {
    /// Reads the `@Observable` object of type `T` a view above put in the environment, or nil.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        read = { env in env.object(of: T.self).map { unsafeDowncast($0, to: T.self) } }
    }
}

/// What a composite view remembers of one `@Environment` it read: how to read it and the value it
/// got, so that an environment change it does not read can skip its body.
class EnvironmentDependency {
    /// Whether `env` gives the same value as the last read.
    func isUnchanged(in env: EnvironmentValues) -> Bool { false }
}

final class EnvironmentRead<Value>: EnvironmentDependency {
    let read: (EnvironmentValues) -> Value
    var last: Value
    init(read: @escaping (EnvironmentValues) -> Value, last: Value) { self.read = read; self.last = last }
    override func isUnchanged(in env: EnvironmentValues) -> Bool {
        EnvironmentEntry.sameValue(read(env), last)
    }
}

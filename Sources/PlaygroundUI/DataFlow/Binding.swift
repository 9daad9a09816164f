import Foundation

/// A reference to a value owned elsewhere (SwiftUI's `Binding`): read and write it as if it were
/// your own; writes go to the owner (usually a `@State`).
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    let location: _BindingLocation<Value>
    /// The transaction writes through this binding use (`animation(_:)`).
    public var transaction = Transaction()
    var hasTransaction = false

    init(location: _BindingLocation<Value>) { self.location = location }

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        location = ClosureLocation(get: get, set: { v, _ in set(v) })
    }
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        location = ClosureLocation(get: get, set: set)
    }
    public init(projectedValue: Binding<Value>) { self = projectedValue }
    public init(_ base: Binding<Value>) { self = base }

    /// A binding to a value that never changes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(location: ConstantLocation(value))
    }

    public var wrappedValue: Value {
        get { location.get() }
        nonmutating set {
            if hasTransaction {
                withTransaction(transaction) { location.set(newValue) }
            } else {
                location.set(newValue)
            }
        }
    }
    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(location: KeyPathLocation(base: self, keyPath: keyPath))
    }

    /// The same binding, but writes through it animate with `animation`.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var b = self
        b.transaction = Transaction(animation: animation)
        b.hasTransaction = true
        return b
    }
    /// The same binding, writing with `transaction`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var b = self
        b.transaction = transaction
        b.hasTransaction = true
        return b
    }
}

extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

final class ClosureLocation<Value>: _BindingLocation<Value>, @unchecked Sendable {
    let getter: () -> Value
    let setter: (Value, Transaction) -> Void
    init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) { getter = get; setter = set }
    override func get() -> Value { getter() }
    override func set(_ value: Value) { setter(value, Transaction.current?.withoutCompletions ?? Transaction()) }
}

final class ConstantLocation<Value>: _BindingLocation<Value>, @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
    override func get() -> Value { value }
}

final class KeyPathLocation<Base, Value>: _BindingLocation<Value>, @unchecked Sendable {
    let base: Binding<Base>
    let keyPath: WritableKeyPath<Base, Value>
    init(base: Binding<Base>, keyPath: WritableKeyPath<Base, Value>) { self.base = base; self.keyPath = keyPath }
    override func get() -> Value { base.wrappedValue[keyPath: keyPath] }
    override func set(_ value: Value) {
        var b = base.wrappedValue
        b[keyPath: keyPath] = value
        base.wrappedValue = b
    }
}

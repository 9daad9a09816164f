import Foundation

/// A property a gesture updates while it runs (`updating(_:body:)`) and that goes back to its
/// initial value when the gesture ends or is cancelled (SwiftUI's `@GestureState`, §25.3).
/// Stored by the host like `@State`; read-only for the view.
@propertyWrapper
public struct GestureState<Value>: _DynamicPropertyBinder {
    var _initial: Value
    var _box: StateBox<Value>?
    var _reset: (Value, inout Transaction) -> Void

    public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, resetTransaction: Transaction()) }
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }
    /// Resets inside `resetTransaction` (e.g. with an animation, so the view springs back).
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        _initial = wrappedValue
        _reset = { _, t in t = resetTransaction }
    }
    public init(initialValue: Value, resetTransaction: Transaction) { self.init(wrappedValue: initialValue, resetTransaction: resetTransaction) }
    /// Calls `reset` with the value being discarded and the transaction to reset in.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        _initial = wrappedValue
        _reset = reset
    }
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { self.init(wrappedValue: initialValue, reset: reset) }

    public var wrappedValue: Value { _box?.read() ?? _initial }
    /// The state itself, for `updating($state)`.
    public var projectedValue: GestureState<Value> { self }

    var currentValue: Value { _box?.value ?? _initial }
    func store(_ v: Value) { _box?.set(v) }
    /// Back to the initial value, in the transaction the reset closure picks.
    func resetToInitial() {
        guard let box = _box else { return }
        var t = Transaction()
        _reset(box.value, &t)
        withTransaction(t) { box.set(_initial) }
    }

    @MainActor
    public static func _bind(_ pointer: UnsafeMutableRawPointer, _ storage: inout AnyObject?, _ graph: _ViewGraph, _ owner: _Node) {
        let p = pointer.assumingMemoryBound(to: GestureState<Value>.self)
        p.pointee._box = StateBox.bound(&storage, initial: p.pointee._initial, graph, owner)
    }
    public static var _size: Int { MemoryLayout<GestureState<Value>>.size }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    public init(resetTransaction: Transaction = Transaction()) { self.init(wrappedValue: nil, resetTransaction: resetTransaction) }
    public init(reset: @escaping (Value, inout Transaction) -> Void) { self.init(wrappedValue: nil, reset: reset) }
}

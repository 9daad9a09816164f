import Foundation

/// A value owned by a view and stored by the host, keyed by the view's structural identity
/// (SwiftUI's `@State`). Writing it rebuilds the views that read it.
@propertyWrapper
public struct State<Value>: _DynamicPropertyBinder {
    var _initial: Value
    var _box: StateBox<Value>?

    public init(wrappedValue value: Value) { _initial = value }
    public init(initialValue value: Value) { _initial = value }

    public var wrappedValue: Value {
        get { _box?.value ?? _initial }
        nonmutating set { _box?.set(newValue) }
    }

    /// A binding to the stored value (`$value`).
    public var projectedValue: Binding<Value> {
        Binding(location: _box ?? StateBox(_initial, sink: nil))
    }

    @MainActor
    public static func _bind(_ pointer: UnsafeMutableRawPointer, _ storage: inout AnyObject?, _ builder: _Builder) {
        let p = pointer.assumingMemoryBound(to: State<Value>.self)
        if let s = storage {
            p.pointee._box = unsafeDowncast(s, to: StateBox<Value>.self)
        } else {
            let box = StateBox(p.pointee._initial, sink: builder)
            storage = box
            p.pointee._box = box
        }
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

/// Where a binding reads and writes (a state box, a pair of closures, a constant, a key path).
public class _BindingLocation<Value>: @unchecked Sendable {
    func get() -> Value { fatalError("abstract") }
    func set(_ value: Value) {}
}

/// The host-side storage of one `@State`.
final class StateBox<Value>: _BindingLocation<Value>, @unchecked Sendable {
    var value: Value
    weak var sink: _Builder?
    init(_ value: Value, sink: _Builder?) { self.value = value; self.sink = sink }
    override func get() -> Value { value }
    override func set(_ newValue: Value) {
        if let unchanged = isSameValue(value, newValue), unchanged { return }
        value = newValue
        if let sink { MainActor.assumeIsolated { sink.stateDidChange() } }
    }
}

/// Whether two values are equal, when their type is Equatable (nil when it is not).
func isSameValue<T>(_ a: T, _ b: T) -> Bool? {
    guard let ea = a as? any Equatable else { return nil }
    return ea.isEqual(to: b)
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let o = other as? Self else { return false }
        return self == o
    }
}

extension _Builder {
    /// Called when a `@State` changes: schedule a rebuild with the current transaction.
    func stateDidChange() {
        needsRebuild = true
        let t = Transaction.current
        if let t {
            pendingAnimation = t.animation
            pendingDisablesAnimations = t.disablesAnimations
        }
    }
}

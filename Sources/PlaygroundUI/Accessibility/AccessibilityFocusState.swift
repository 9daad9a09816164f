import Foundation

/// A value that follows where assistive technology (VoiceOver) has its focus (SwiftUI's
/// `@AccessibilityFocusState`): `Bool` for one view, or an optional `Hashable` for several, tied to
/// views with `accessibilityFocused(_:)` / `accessibilityFocused(_:equals:)` (docs/semantics.md
/// §32). No assistive technology runs here, so the value changes only when the program sets it;
/// it is stored like `@State`, and views that read it are evaluated again when it changes.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: _DynamicPropertyBinder {
    var _initial: Value
    var _box: StateBox<Value>?

    /// A Boolean focus state: true while the view marked `.accessibilityFocused($value)` has focus.
    public init() where Value == Bool { _initial = false }
    /// A Boolean focus state for the given technologies (all behave alike here).
    public init(for technologies: AccessibilityTechnologies) where Value == Bool { _initial = false }
    /// An optional focus state: the value of the focused view's `accessibilityFocused(_:equals:)`, or nil.
    public init<T: Hashable>() where Value == T? { _initial = nil }
    /// An optional focus state for the given technologies (all behave alike here).
    public init<T: Hashable>(for technologies: AccessibilityTechnologies) where Value == T? { _initial = nil }

    public var wrappedValue: Value {
        get { _box?.read() ?? _initial }
        nonmutating set { _box?.set(newValue) }
    }

    /// The focus state as a binding for `accessibilityFocused` (`$isFocused`).
    public var projectedValue: Binding { Binding(box: _box ?? StateBox(_initial, sink: nil)) }

    /// A binding to an accessibility focus state.
    @propertyWrapper
    public struct Binding {
        let box: StateBox<Value>
        init(box: StateBox<Value>) { self.box = box }
        /// The underlying focus value.
        public var wrappedValue: Value {
            get { box.read() }
            nonmutating set { box.set(newValue) }
        }
        public var projectedValue: Binding { self }
    }

    @MainActor
    public static func _bind(_ pointer: UnsafeMutableRawPointer, _ storage: inout AnyObject?, _ graph: _ViewGraph, _ owner: _Node) {
        let p = pointer.assumingMemoryBound(to: AccessibilityFocusState<Value>.self)
        p.pointee._box = StateBox.bound(&storage, initial: p.pointee._initial, graph, owner)
    }
    public static var _size: Int { MemoryLayout<AccessibilityFocusState<Value>>.size }
}

extension View {
    /// Ties this view's accessibility element to `condition`: the element has accessibility focus
    /// while it is true.
    nonisolated public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View {
        let box = condition.box
        return _accessibility { $0.isFocused = { box.value } }
    }
    /// Ties this view's accessibility element to `binding`: the element has accessibility focus
    /// while the binding holds `value`.
    nonisolated public func accessibilityFocused<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding, equals value: Value) -> some View {
        let box = binding.box
        nonisolated(unsafe) let value = value
        return _accessibility { $0.isFocused = { box.value == value } }
    }
}

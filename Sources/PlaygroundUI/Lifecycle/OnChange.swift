import Foundation

/// Runs an action when a value changes between updates (§22.2).
package struct _ValueActionModifier<Value: Equatable> {
    let value: Value
    let initial: Bool
    let action: (Value, Value) -> Void
}

extension _ValueActionModifier: PrimitiveModifier {
    /// Built once around the content; has no geometry of its own and runs its action once: a list stays a list (§31).
    public static var _viewListBehavior: _ViewListBehavior { .passThrough }
    public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        let isNew = !(slot is ValueActionNode<Value>)
        let node = b.reuse(&slot) { ValueActionNode<Value>() }
        C._makeNode(content, b, &node.content)
        let action = m.action
        if isNew {
            node.value = m.value
            if m.initial { let v = m.value; b.lifecycle.add { action(v, v) } }
        } else if let old = node.value, old != m.value {
            let new = m.value
            node.value = new
            b.lifecycle.add { action(old, new) }
        }
    }
}

@MainActor
final class ValueActionNode<Value: Equatable>: PassthroughNode {
    var value: Value?
}

extension View {
    /// Runs `action` with the old and the new value when `value` changes (and once when the view
    /// appears, with `initial: true`), after the update and before drawing (§22.2).
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        nonisolated(unsafe) let action = action
        nonisolated(unsafe) let value = value
        return modifier(_ValueActionModifier(value: value, initial: initial, action: { action($0, $1) }))
    }
    /// Runs `action` when `value` changes (and once when the view appears, with `initial: true`).
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        nonisolated(unsafe) let action = action
        nonisolated(unsafe) let value = value
        return modifier(_ValueActionModifier(value: value, initial: initial, action: { _, _ in action() }))
    }
    /// The older form: runs `action` with the new value when `value` changes.
    @available(iOS, deprecated: 17.0, message: "Use onChange(of:initial:_:) with a two or zero parameter action closure instead.")
    nonisolated public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        nonisolated(unsafe) let action = action
        nonisolated(unsafe) let value = value
        return modifier(_ValueActionModifier(value: value, initial: false, action: { _, new in action(new) }))
    }
}

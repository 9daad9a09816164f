import Foundation

/// `.animation(_:)` (every change inside animates with `animation`, overriding `withAnimation`) and
/// `.animation(_:value:)` (only when `value` changed since the last update) — docs/semantics.md §7.1.
/// Public because the `@inlinable` `animation(_:)` and `animation(_:value:)` return it, so user code builds it specialised (as SwiftUI's).
public struct _AnimationModifier<V: Equatable> {
    @usableFromInline let animation: Animation?
    @usableFromInline let value: V?
    @usableFromInline let keyed: Bool
    @usableFromInline init(animation: Animation?, value: V?, keyed: Bool) {
        self.animation = animation; self.value = value; self.keyed = keyed
    }
}

extension _AnimationModifier: PrimitiveModifier {
    /// Built once around the content; has no geometry of its own: a list stays a list (§31).
    public static var _viewListBehavior: _ViewListBehavior { .passThrough }
    @inlinable @inline(__always) public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        let node = b.reuse(&slot) { AnimationModifierNode<V>() }
        if m.keyed ? node.take(m.animation, value: m.value, b) : node.take(m.animation, b) {
            b.withEnvironment(node.environment(with: m.animation, b), content, &node.content)
        } else {
            C._makeNode(content, b, &node.content)
        }
    }
}

@MainActor @usableFromInline
final class AnimationModifierNode<V: Equatable>: PassthroughNode {
    @exclusivity(unchecked) var lastValue: V?
    @exclusivity(unchecked) var hasValue = false
    @exclusivity(unchecked) var modifierAnimation: Animation?
    @exclusivity(unchecked) var keyed = false
    /// The build pass in which the keyed value last changed.
    @exclusivity(unchecked) var changedStamp = -1
    /// The environment this node was last built in and the one it gave its content: built again
    /// in the same environment with the same animation, the content gets the same environment
    /// instead of a copy of every field (a forced rebuild builds every `.animation` again).
    @exclusivity(unchecked) var environmentIn: EnvironmentValues?
    @exclusivity(unchecked) var environmentOut: EnvironmentValues?
    @usableFromInline override init() { super.init(); ownFlags = _Node.implicitAnimationFlag }

    /// The graph's environment with `animation` in force.
    @usableFromInline func environment(with animation: Animation?, _ b: _ViewGraph) -> EnvironmentValues {
        if let i = environmentIn, let o = environmentOut, i.isIdentical(to: b.env), o.animation == animation { return o }
        var e = b.env
        e._setAnimation(animation)
        environmentIn = b.env
        environmentOut = e
        return e
    }

    /// Takes this build's `.animation(_:)`: whether its animation applies to the subtree built
    /// now (always, unless animations are disabled). Takes the fields, not the modifier: this
    /// code is not specialised, and reading a `_AnimationModifier<V>` would ask the runtime for
    /// its type.
    @usableFromInline func take(_ animation: Animation?, _ b: _ViewGraph) -> Bool {
        modifierAnimation = animation
        keyed = false
        return !b.env.disablesAnimations
    }

    /// Takes this build's `.animation(_:value:)`: whether its animation applies to the subtree
    /// built now (when `value` changed since the last build), unless animations are disabled.
    @usableFromInline func take(_ animation: Animation?, value: V?, _ b: _ViewGraph) -> Bool {
        modifierAnimation = animation
        keyed = true
        let applies = hasValue && lastValue != value
        if applies { changedStamp = b.stamp }
        lastValue = value
        hasValue = true
        return applies && !b.env.disablesAnimations
    }

    override var setsAnimation: Bool { true }
    override func animationForSubtree(_ inherited: Animation?, stamp: Int) -> Animation? {
        if !keyed || changedStamp == stamp { return modifierAnimation }
        return inherited
    }
}

/// `.transaction(_:)`: edits the transaction for its subtree.
@MainActor
final class TransactionModifierNode: PassthroughNode {
    var transform: (inout Transaction) -> Void = { _ in }
    override var setsAnimation: Bool { true }
    override func animationForSubtree(_ inherited: Animation?, stamp: Int) -> Animation? {
        var t = Transaction(animation: inherited)
        transform(&t)
        return t.disablesAnimations ? nil : t.animation
    }
}

/// Builds the `.transaction(_:)` modifier.
package struct _TransactionModifier {
    let transform: (inout Transaction) -> Void
}

extension _TransactionModifier: PrimitiveModifier {
    /// Built once around the content; has no geometry of its own: a list stays a list (§31).
    public static var _viewListBehavior: _ViewListBehavior { .passThrough }
    @inline(__always) public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        let node = b.reuse(&slot) { TransactionModifierNode() }
        node.transform = m.transform
        b.withEnvironment({ $0.editTransaction(m.transform) }, content, &node.content)
    }
}

extension View {
    /// Animates every change inside this view with `animation` (deprecated in iOS 15, still honoured).
    @inlinable nonisolated public consuming func animation(_ animation: Animation?) -> some View {
        modifier(_AnimationModifier<Bool>(animation: animation, value: nil, keyed: false))
    }
    /// Animates changes inside this view with `animation` when `value` changes.
    @inlinable nonisolated public consuming func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(_AnimationModifier<V>(animation: animation, value: value, keyed: true))
    }
    /// Applies `transform` to the transaction of changes inside this view.
    nonisolated public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(_TransactionModifier(transform: transform))
    }
}

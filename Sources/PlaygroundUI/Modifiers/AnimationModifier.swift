import Foundation

/// `.animation(_:)` (every change inside animates with `animation`, overriding `withAnimation`) and
/// `.animation(_:value:)` (only when `value` changed since the last update) — docs/semantics.md §7.1.
package struct _AnimationModifier<V: Equatable> {
    let animation: Animation?
    let value: V?
    let keyed: Bool
}

extension _AnimationModifier: PrimitiveModifier {
    /// Built once around the content; has no geometry of its own: a list stays a list (§31).
    public static var _viewListBehavior: _ViewListBehavior { .passThrough }
    @inline(__always) public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        let node = b.reuse(&slot) { AnimationModifierNode<V>() }
        var applies = true
        node.modifierAnimation = m.animation
        node.keyed = m.keyed
        if m.keyed {
            applies = node.hasValue && node.lastValue != m.value
            if applies { node.changedStamp = b.stamp }
            node.lastValue = m.value
            node.hasValue = true
        }
        if applies && !b.env.disablesAnimations {
            b.withEnvironment({ $0.animation = m.animation }, content, &node.content)
        } else {
            C._makeNode(content, b, &node.content)
        }
    }
}

@MainActor
final class AnimationModifierNode<V: Equatable>: PassthroughNode {
    @exclusivity(unchecked) var lastValue: V?
    @exclusivity(unchecked) var hasValue = false
    @exclusivity(unchecked) var modifierAnimation: Animation?
    @exclusivity(unchecked) var keyed = false
    /// The build pass in which the keyed value last changed.
    @exclusivity(unchecked) var changedStamp = -1
    override func animationForSubtree(_ inherited: Animation?, stamp: Int) -> Animation? {
        if !keyed || changedStamp == stamp { return modifierAnimation }
        return inherited
    }
}

/// `.transaction(_:)`: edits the transaction for its subtree.
@MainActor
final class TransactionModifierNode: PassthroughNode {
    var transform: (inout Transaction) -> Void = { _ in }
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
        b.withEnvironment({ env in
            var t = Transaction(animation: env.animation)
            t.disablesAnimations = env.disablesAnimations
            m.transform(&t)
            env.animation = t.animation
            env.disablesAnimations = t.disablesAnimations
        }, content, &node.content)
    }
}

extension View {
    /// Animates every change inside this view with `animation` (deprecated in iOS 15, still honoured).
    nonisolated public func animation(_ animation: Animation?) -> some View {
        modifier(_AnimationModifier<Bool>(animation: animation, value: nil, keyed: false))
    }
    /// Animates changes inside this view with `animation` when `value` changes.
    nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(_AnimationModifier<V>(animation: animation, value: value, keyed: true))
    }
    /// Applies `transform` to the transaction of changes inside this view.
    nonisolated public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(_TransactionModifier(transform: transform))
    }
}

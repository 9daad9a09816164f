import Foundation

/// `.animation(_:)` (every change inside animates with `animation`, overriding `withAnimation`) and
/// `.animation(_:value:)` (only when `value` changed since the last update) — semantics.md §7.1.
public struct _AnimationModifier<V: Equatable>: PrimitiveModifier {
    let animation: Animation?
    let value: V?
    let keyed: Bool
    public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _Builder, _ slot: inout _Node?) {
        let node = b.reuse(&slot) { AnimationModifierNode<V>() }
        var applies = true
        if m.keyed {
            applies = node.hasValue && node.lastValue != m.value
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
    var lastValue: V?
    var hasValue = false
}

extension View {
    /// Animates every change inside this view with `animation` (deprecated in iOS 15, still honoured).
    public func animation(_ animation: Animation?) -> some View {
        modifier(_AnimationModifier<Bool>(animation: animation, value: nil, keyed: false))
    }
    /// Animates changes inside this view with `animation` when `value` changes.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(_AnimationModifier<V>(animation: animation, value: value, keyed: true))
    }
    /// Applies `transform` to the transaction of changes inside this view.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(_EnvironmentModifier { env in
            var t = Transaction(animation: env.animation)
            t.disablesAnimations = env.disablesAnimations
            transform(&t)
            env.animation = t.animation
            env.disablesAnimations = t.disablesAnimations
        })
    }
}

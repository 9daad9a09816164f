import Foundation

// iOS 17's scoped animations and transactions (docs/semantics.md §7.1):
// `animation(_:body:)` animates only what the modifiers inside `body` change — the content
// (the placeholder `body` receives) is animated as it would be without it — and
// `transaction(_:body:)` does the same with a transaction's edit; `transaction(value:_:)`
// edits the transaction only when `value` changed.

/// Ties a scoped animation to the placeholder in its body (engine detail): the transaction from
/// outside the scope, which the placeholder gives back to the content.
final class AnimationScope: @unchecked Sendable {
    /// How the scope changes the transaction of what its body's modifiers change.
    let edit: (inout Transaction) -> Void
    /// The environment's animation and switch outside the scope (build time).
    @exclusivity(unchecked) var outerAnimation: Animation?
    @exclusivity(unchecked) var outerDisables = false
    /// The animation in force outside the scope during the current commit walk.
    @exclusivity(unchecked) var committedOuter: Animation?
    init(edit: @escaping (inout Transaction) -> Void) { self.edit = edit }
}

/// The view `animation(_:body:)` and `transaction(_:body:)` return (engine detail).
struct _ScopedTransactionView<Body: View>: View, PrimitiveView {
    let scope: AnimationScope
    nonisolated(unsafe) let content: Body
    nonisolated init(scope: AnimationScope, content: Body) { self.scope = scope; self.content = content }

    static func _makeNode(_ view: Self, _ b: _ViewGraph, _ slot: inout _Node?) {
        let node = b.reuse(&slot) { ScopedTransactionNode() }
        let scope = view.scope
        node.scope = scope
        scope.outerAnimation = b.env.animation
        scope.outerDisables = b.env.disablesAnimations
        b.withEnvironment({ $0.editTransaction(scope.edit) }, view.content, &node.content)
    }
    @MainActor static func _isViewList(_ graph: _ViewGraph) -> Bool { Body._isViewList(graph) }
}

/// The body's end of a scope: the content inside it gets back the outside transaction.
struct _AnimationScopeExit<Value: View>: View, PrimitiveView {
    let view: Value
    let scope: AnimationScope?

    static func _makeNode(_ view: Self, _ b: _ViewGraph, _ slot: inout _Node?) {
        guard let scope = view.scope else {
            Value._makeNode(view.view, b, &slot)   // a phase or keyframe animator's placeholder
            return
        }
        let node = b.reuse(&slot) { AnimationScopeExitNode() }
        node.scope = scope
        b.withEnvironment({ env in
            env._setAnimation(scope.outerAnimation)
            env.disablesAnimations = scope.outerDisables
        }, view.view, &node.content)
    }
    @MainActor static func _isViewList(_ graph: _ViewGraph) -> Bool { Value._isViewList(graph) }
}

/// Sets the scope's transaction for its subtree as the commit walk passes, keeping the outer one.
@MainActor
final class ScopedTransactionNode: PassthroughNode {
    @exclusivity(unchecked) var scope: AnimationScope?
    override var setsAnimation: Bool { true }
    override func animationForSubtree(_ inherited: Animation?, stamp: Int) -> Animation? {
        guard let scope else { return inherited }
        scope.committedOuter = inherited
        var t = Transaction(animation: inherited)
        scope.edit(&t)
        return t.disablesAnimations ? nil : t.animation
    }
}

/// Gives the content of a scope back the animation in force outside it.
@MainActor
final class AnimationScopeExitNode: PassthroughNode {
    @exclusivity(unchecked) var scope: AnimationScope?
    override var setsAnimation: Bool { true }
    override func animationForSubtree(_ inherited: Animation?, stamp: Int) -> Animation? {
        scope?.committedOuter ?? nil
    }
}

/// `transaction(value:_:)`: edits the transaction of changes inside when `value` changed.
@MainActor
final class KeyedTransactionNode<V: Equatable>: TriggerNode<V> {
    @exclusivity(unchecked) var transform: (inout Transaction) -> Void = { _ in }
    /// The build pass in which the value last changed.
    @exclusivity(unchecked) var changedStamp = -1
    override var setsAnimation: Bool { true }
    override func animationForSubtree(_ inherited: Animation?, stamp: Int) -> Animation? {
        guard changedStamp == stamp else { return inherited }
        var t = Transaction(animation: inherited)
        transform(&t)
        return t.disablesAnimations ? nil : t.animation
    }
}

package struct _KeyedTransactionModifier<V: Equatable> {
    let value: V
    let transform: (inout Transaction) -> Void
}

extension _KeyedTransactionModifier: PrimitiveModifier {
    /// Built once around the content; has no geometry of its own: a list stays a list (§31).
    public static var _viewListBehavior: _ViewListBehavior { .passThrough }
    public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        let node = b.reuse(&slot) { KeyedTransactionNode<V>() }
        node.transform = m.transform
        guard node.take(m.value) != nil else {
            C._makeNode(content, b, &node.content)
            return
        }
        node.changedStamp = b.stamp
        b.withEnvironment({ $0.editTransaction(m.transform) }, content, &node.content)
    }
}

extension EnvironmentValues {
    /// Applies a transaction edit to the animation and its switch that the views inside build with.
    mutating func editTransaction(_ edit: (inout Transaction) -> Void) {
        var t = Transaction(animation: animation)
        t.disablesAnimations = disablesAnimations
        edit(&t)
        // An edit that disables animations leaves its subtree none, as the commit walk does
        // (`TransactionModifierNode`); one made under a transaction that disables them keeps its
        // animation (§7.1).
        _setAnimation(t.disablesAnimations && !disablesAnimations ? nil : t.animation)
        disablesAnimations = t.disablesAnimations
    }
}

extension View {
    /// Animates with `animation` only what the modifiers inside `body` change (iOS 17): the
    /// content `body` receives is animated as it would be without this.
    nonisolated public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        let scope = AnimationScope(edit: { $0.animation = animation })
        return _ScopedTransactionView(scope: scope, content: body(PlaceholderContentView(view: self, scope: scope)))
    }
    /// Applies `transform` to the transaction of only what the modifiers inside `body` change
    /// (iOS 17).
    nonisolated public func transaction<V: View>(_ transform: @escaping (inout Transaction) -> Void,
                                                 @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        let scope = AnimationScope(edit: transform)
        return _ScopedTransactionView(scope: scope, content: body(PlaceholderContentView(view: self, scope: scope)))
    }
    /// Applies `transform` to the transaction of changes inside when `value` changed (iOS 17).
    nonisolated public func transaction(value: some Equatable, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(_KeyedTransactionModifier(value: value, transform: transform))
    }
}

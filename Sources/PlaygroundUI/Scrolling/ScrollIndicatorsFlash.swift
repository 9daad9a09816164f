// `scrollIndicatorsFlash(trigger:)` and `scrollIndicatorsFlash(onAppear:)` (iOS 17;
// docs/semantics.md §14.3): the scroll views inside show their indicators for a moment — as
// after a scroll (held 0.5 s, faded over 0.25 s) — when the trigger changes, or when they first
// appear.

/// What the scroll views inside are asked to flash for (the environment's): a count of the
/// trigger's changes, and whether to flash on appearing.
struct ScrollFlash: Equatable {
    var changes = 0
    var onAppear = false
}

struct ScrollFlashKey: EnvironmentKey { static var defaultValue: ScrollFlash { ScrollFlash() } }

/// Counts the changes of a flash trigger (engine detail).
package struct _ScrollFlashModifier<T: Equatable> {
    let trigger: T
}

extension _ScrollFlashModifier: PrimitiveModifier {
    /// Built once around the content: one trigger flashes once.
    public static var _viewListBehavior: _ViewListBehavior { .passThrough }
    public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        let node = b.reuse(&slot) { ScrollFlashNode<T>() }
        if node.take(m.trigger) != nil { node.changes &+= 1 }
        let changes = node.changes
        b.withEnvironment({ $0[ScrollFlashKey.self].changes &+= changes }, content, &node.content)
    }
}

@MainActor
final class ScrollFlashNode<T: Equatable>: TriggerNode<T> {
    @exclusivity(unchecked) var changes = 0
}

extension View {
    /// Shows the indicators of the scroll views inside for a moment whenever `value` changes.
    nonisolated public func scrollIndicatorsFlash(trigger value: some Equatable) -> some View {
        modifier(_ScrollFlashModifier(trigger: value))
    }
    /// Shows the indicators of the scroll views inside for a moment when they first appear.
    nonisolated public func scrollIndicatorsFlash(onAppear: Bool) -> some View {
        modifier(_EnvironmentModifier { $0[ScrollFlashKey.self].onAppear = onAppear })
    }
}

extension ScrollNode {
    /// Flashes the indicators when the environment asks for it: the first time it is built with
    /// `onAppear`, or when the count of trigger changes moved since the last build.
    func takeFlash(_ flash: ScrollFlash, _ graph: _ViewGraph) {
        defer { flashSeen = flash.changes; hasTakenFlash = true }
        let appears = !hasTakenFlash && flash.onAppear
        let changed = hasTakenFlash && flash.changes != flashSeen
        guard appears || changed else { return }
        lastMovement = graph.time
        graph.scrolling.activate(self)
        graph.scrollViewMoved(self)
    }
}

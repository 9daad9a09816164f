import Foundation

/// `onPreferenceChange(_:perform:)`: after layout, delivers the content's value for the key when it
/// differs from the last delivered one (the first value is always delivered); never fires when the
/// content produces no output for the key (docs/semantics.md §2).
/// Public because the `@inlinable` `onPreferenceChange` returns it, so user code builds it specialised (as SwiftUI's).
public struct _PreferenceActionModifier<Key: PreferenceKey> where Key.Value: Equatable {
    let action: (Key.Value) -> Void
    @usableFromInline init(action: @escaping (Key.Value) -> Void) { self.action = action }
}

extension _PreferenceActionModifier: PrimitiveModifier {
    /// Inlinable, with the content's build: not inlined, the content below it (most often a
    /// whole body, as the reader sits at its top) was built in the library's unspecialised
    /// generic code (node-model step 25).
    @inlinable @inline(__always) public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        let node = actionNode(m, b, &slot)
        C._makeNode(content, b, &node.content)
    }

    /// The observer's node in `slot`, with the action, registered with the graph once.
    @MainActor @usableFromInline static func actionNode(_ m: Self, _ b: _ViewGraph, _ slot: inout _Node?) -> ModifierNode {
        let n = b.reuse(&slot) { PreferenceActionNode<Key>() }
        n.action = m.action
        if !n.isRegistered && !n.isSuspended { n.isRegistered = true; b.observers.append(WeakObserver(node: n)) }
        return n
    }
}

/// A node that observes a preference after layout.
@MainActor
class PreferenceObserverNode: ModifierNode {
    /// Registered with the host once, when created (observers of unchanged, skipped subtrees
    /// must keep observing).
    @exclusivity(unchecked) var isRegistered = false
    /// True while the view is in a parked navigation level (§27.6): out of the host's list, so
    /// a frame visits only the observers of views that can change (the host drops it from its
    /// list at the next pass; coming back puts it in again).
    @exclusivity(unchecked) var isSuspended = false

    override func parkingChanged(_ parked: Bool, _ b: _ViewGraph) {
        isSuspended = parked
        if !parked && !isRegistered { isRegistered = true; b.observers.append(WeakObserver(node: self)) }
        super.parkingChanged(parked, b)
    }
    /// Deliveries in the current frame (the cycle detector's count, §2).
    @exclusivity(unchecked) var deliveriesThisFrame = 0
    @exclusivity(unchecked) var frameOfDeliveries = -1
    /// The pass whose value was last folded (-1: never). While nothing in the content was built
    /// differently or moved since, the value is the one already compared and delivered.
    @exclusivity(unchecked) var foldedStamp = -1

    /// Whether the content may produce a different value than at the last fold (and notes this
    /// fold).
    func needsFold(_ b: _ViewGraph) -> Bool {
        guard let content else { return false }
        if foldedStamp >= 0 && content.preferenceStamp <= foldedStamp { return false }
        foldedStamp = _ViewGraph.currentStamp
        return true
    }
    /// Compares the current value with the last delivered; returns the action to run, if any.
    func pendingDelivery(_ b: _ViewGraph) -> (() -> Void)? { nil }
}

@MainActor
final class PreferenceActionNode<Key: PreferenceKey>: PreferenceObserverNode where Key.Value: Equatable {
    var action: (Key.Value) -> Void = { _ in }
    @exclusivity(unchecked) var lastValue: Key.Value?

    override func pendingDelivery(_ b: _ViewGraph) -> (() -> Void)? {
        guard needsFold(b), let value = content?.preferenceValue(Key.self) else { return nil }
        if let last = lastValue, last == value { return nil }
        if frameOfDeliveries != b.frameNumber { frameOfDeliveries = b.frameNumber; deliveriesThisFrame = 0 }
        lastValue = value
        deliveriesThisFrame += 1
        if deliveriesThisFrame > 2 {
            // Third delivery in one frame: dropped (but recorded as delivered), warned once.
            b.warnOnce("Bound preference \(Key.self) tried to update multiple times per frame.")
            return nil
        }
        let action = self.action
        return { action(value) }
    }
}

extension View {
    /// Runs `action` with this view's value for `key` after layout, initially and whenever it changes.
    @inlinable nonisolated public consuming func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View where K.Value: Equatable {
        modifier(_PreferenceActionModifier<K>(action: action))
    }
}

/// A registered observer; dropped once its node leaves the tree (and is released).
@MainActor
struct WeakObserver {
    weak var node: PreferenceObserverNode?
}

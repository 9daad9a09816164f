import Foundation

// Phase 4 of a frame: each `onPreferenceChange` folds its subtree's value and queues its action
// when the value changed; folds go through the containers' caches (docs/engine.md, "Preferences
// and observers"). The graph's half, the node's (`fold` around the `foldPreference` hook), and
// the caches.

@MainActor
extension _ViewGraph {
    /// The live observers' pending deliveries (dropping observers that left the tree, and those
    /// in a parked navigation level once they have delivered what they had: a level built while
    /// covered still tells its title).
    func pendingObserverActions() -> [() -> Void] {
        var actions: [() -> Void] = []
        // Compacted in place (no list made each frame); an observer registered while the
        // deliveries are computed (none is expected) lands past `count` and stays.
        let count = observers.count
        var write = 0
        for read in 0..<count {
            let w = observers[read]
            guard let n = w.node else { continue }
            if let a = n.pendingDelivery(self) { actions.append(a) }
            if n.isSuspended { n.isRegistered = false; continue }
            if write != read { observers[write] = w }
            write += 1
        }
        observers.removeSubrange(write..<count)
        return actions
    }

    /// The root's reduced value for `key` (`defaultValue` when nothing produces it).
    /// Takes up the colour scheme the views prefer (`.preferredColorScheme`, §21.3): a change
    /// rebuilds everything in the next round of this frame.
    func applyPreferredColorScheme() {
        let wanted = preferenceValue(PreferredColorSchemeKey.self)
        if wanted != preferredColorScheme {
            preferredColorScheme = wanted
            needsRebuild = true
            forceFullRebuild = true
        }
    }

    func preferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value {
        root?.preferenceValue(K.self) ?? K.defaultValue
    }
}

@MainActor
extension _Node {
    /// This subtree's value for `K`, or nil when it produces no output for `K` (docs/semantics.md §1.2).
    final func preferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        var value = K.defaultValue
        return fold(K.self, into: &value) ? value : nil
    }

    /// `foldPreference`, through this node's cache when it keeps one.
    @inline(__always)
    final func fold<K: PreferenceKey>(_ key: K.Type, into value: inout K.Value) -> Bool {
        cachesFolds ? foldThroughCache(K.self, into: &value) : foldPreference(K.self, into: &value)
    }

    private func foldThroughCache<K: PreferenceKey>(_ key: K.Type, into value: inout K.Value) -> Bool {
        let id = ObjectIdentifier(K.self)
        let cache: FoldCache<K>
        if let slot = foldCaches.first(where: { $0.key == id }) {
            cache = unsafeDowncast(slot, to: FoldCache<K>.self)
            // Folds run after the subtree is placed in a pass, so a fold stamped at or after the
            // subtree's newest change is still its value.
            if cache.stamp >= preferenceStamp {
                if cache.has { value = cache.value }
                return cache.has
            }
        } else {
            cache = FoldCache<K>(key: id)
            if foldCaches.count >= 4 { foldCaches.removeFirst() }
            foldCaches.append(cache)
        }
        var fresh = K.defaultValue
        cache.has = foldPreference(K.self, into: &fresh)
        cache.value = fresh
        cache.stamp = _ViewGraph.currentStamp
        if cache.has { value = fresh }
        return cache.has
    }
}

/// A node's folded value for one key (see `_Node.cachesFolds`).
@MainActor
class FoldCacheSlot {
    let key: ObjectIdentifier
    /// The build stamp current when the value was folded (-1: never).
    @exclusivity(unchecked) var stamp = -1
    @exclusivity(unchecked) var has = false
    init(key: ObjectIdentifier) { self.key = key }
}

@MainActor
final class FoldCache<K: PreferenceKey>: FoldCacheSlot {
    @exclusivity(unchecked) var value = K.defaultValue
}

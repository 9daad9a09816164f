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
            if n.isSuspended {
                // In a parked level, which the stamp walk does not reach: folded in full.
                if let a = _Node.foldingInFull({ n.pendingDelivery(self) }) { actions.append(a) }
                n.isRegistered = false
                continue
            }
            if let a = n.pendingDelivery(self) { actions.append(a) }
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

    /// Whether this subtree's value for the key whose bit is `bit` (`preferenceKeyBit`) may differ
    /// from its value at stamp `stamp`: something changed since then in a part of the subtree that
    /// writes the key — a node built differently, written again or moved on the way to a writer,
    /// or below a node that folds chosen children. Visits only the changed paths that lead to
    /// writers of the key; a change elsewhere (a row's state in a list under a toolbar) leaves a
    /// reader of the key alone.
    final func preferenceMayDiffer(bit: UInt64, since stamp: Int) -> Bool {
        guard preferenceStamp > stamp, subtreeKeyBits & bit != 0 else { return false }
        if builtStamp > stamp || valueStamp > stamp || movedStamp > stamp || foldsChosenChildren { return true }
        StackGuard.check()
        var found = false
        forEachChild { c in if !found { found = c.preferenceMayDiffer(bit: bit, since: stamp) } }
        return found
    }

    /// `foldPreference`, through this node's cache when it keeps one.
    @inline(__always)
    final func fold<K: PreferenceKey>(_ key: K.Type, into value: inout K.Value) -> Bool {
        cachesFolds && !_Node.foldingLibraryView ? foldThroughCache(K.self, into: &value) : foldPreference(K.self, into: &value)
    }

    private func foldThroughCache<K: PreferenceKey>(_ key: K.Type, into value: inout K.Value) -> Bool {
        let id = ObjectIdentifier(K.self)
        let cache: FoldCache<K>
        // A loop, not `first(where:)`: its closure would be checked to run on the main actor
        // (UncheckedClosures.swift), about 80 instructions a fold.
        var found: FoldCacheSlot? = nil
        for slot in foldCaches where slot.key == id { found = slot; break }
        if let slot = found {
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

@MainActor
extension _Node {
    /// Gives `value` room for the length this node's last fold of `K` reached, when `K`'s value is
    /// an array and that length is longer (see `FoldSizing`). Called by the base `foldPreference`
    /// of a node that caches folds, before its second child's value is reduced.
    final func reserveForFold<K: PreferenceKey>(_ key: K.Type, _ value: inout K.Value) {
        let id = ObjectIdentifier(K.self)
        for slot in foldCaches where slot.key == id {
            // The cache still holds the last fold's value: this fold replaces it when it ends.
            let cache = unsafeDowncast(slot, to: FoldCache<K>.self)
            guard let sizing = cache.sizing, cache.has else { return }
            let last = sizing.count(cache.value)
            if last > sizing.count(value) { sizing.reserve(&value, last) }
            return
        }
    }
}

/// The bit that stands for `K` in `_Node.ownKeyBits` and `subtreeKeyBits` (`PreferenceKey._keyBit`):
/// for the engine's own keys, a bit each of the top thirteen (`engineKeyBit`); for any other key, one of
/// the 51 below them from its type's metadata address (`userKeyBit`). Two keys of the user's may
/// share a bit; a reader then only looks further than it needed to (and evaluates what it reads
/// again). An engine key never shares one, so a bar's reader never evaluates again for a change
/// of a row's key, or of another engine key.
@inline(__always)
func preferenceKeyBit<K: PreferenceKey>(_ key: K.Type) -> UInt64 { K._keyBit }

/// How many bits the keys of the user's share; the engine's own keys have the rest.
var userKeyBitCount: Int { 51 }

/// The bit of a key of the user's whose metadata is at `address`: its bits within the page,
/// mixed, scaled to the user's bits. Only the address's bits below the page size are used:
/// address-space randomisation moves a binary by whole pages, so which keys share a bit is the
/// same in every run of it (with bits 12–15 used too, the toolbar key shared its bit with another
/// key written on a row's path in some runs and not in others, and `ReaderKeyTests` counted 4
/// bodies instead of 2 one run in several).
func userKeyBit(_ address: UInt) -> UInt64 {
    let mixed = ((address & 0xFFF) >> 3) &* 0x9E37_79B9_7F4A_7C15
    return 1 << UInt64(mixed.multipliedFullWidth(by: UInt(userKeyBitCount)).high)
}

/// The bit of the engine's own key at `index` in `enginePreferenceKeys()`, which each key names in
/// its `_keyBit`. (These bits came from the keys' addresses too until 2026-12-02, mixed by the
/// first multiplier that separated them in that build; a clean build whose layout put two keys at
/// the same place in their pages had no such multiplier, and two engine keys shared a bit.)
@inline(__always)
func engineKeyBit(_ index: Int) -> UInt64 { 1 << UInt64(userKeyBitCount + index) }

/// The engine's own keys, written by navigation, toolbars, tabs, presentations and glass wherever they
/// are used, in the order of their bits (`PreferenceKeyBitTests` checks that every key the engine
/// declares is here, with the bit of its place).
func enginePreferenceKeys() -> [any PreferenceKey.Type] {
    [_ToolbarItemsKey.self, _ToolbarBottomKey.self, _NavigationLevelInfoKey.self, _NavigationScrollKey.self,
     _NavigationBarLayoutKey.self, _SplitColumnWidthKey.self, _TabBarSettingsKey.self, _PresentationKey.self,
     _PresentationConfigurationKey.self, PreferredColorSchemeKey.self, _ContainerBackgroundKey.self,
     _RowEditingTraitsKey.self, GlassUnionKey.self]
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
    /// For a key whose value is an array: its length, and room made for a length (asked once, when
    /// the cache is made; nil for other values).
    let sizing = FoldSizing<K.Value>.forValues()
}

/// How a fold makes room in an array-valued preference: a container that folds its children's
/// arrays through the key's `reduce` (typically `append(contentsOf:)`) would otherwise grow the
/// value by doubling, copying it again at each step (about 24,000 anchors copied for a root's
/// 10,000 in the moving-leaf bench). Before the second child's value is reduced, the value gets
/// room for the length the last fold reached (`_Node.reserveForFold`): one copy of the first
/// child's array, then appends in place. Nothing changes what `reduce` sees.
struct FoldSizing<Value> {
    let count: (Value) -> Int
    let reserve: (inout Value, Int) -> Void

    /// The sizing of `Value` when it is an array (one conformance check, when a cache is made).
    static func forValues() -> FoldSizing? {
        guard let array = Value.self as? any FoldableArray.Type else { return nil }
        return opened(array)
    }

    private static func opened<A: FoldableArray>(_: A.Type) -> FoldSizing {
        // `Value` is `A` (the check above): its values are read and written as `A`.
        FoldSizing(count: { value in sameType(value, as: A.self).foldCount },
                   reserve: { value, n in
                       withUnsafeMutablePointer(to: &value) { UnsafeMutableRawPointer($0).assumingMemoryBound(to: A.self).pointee.reserveForFold(n) }
                   })
    }
}

/// An array, as a fold sees it.
protocol FoldableArray {
    var foldCount: Int { get }
    mutating func reserveForFold(_ n: Int)
}

extension Array: FoldableArray {
    var foldCount: Int { count }
    mutating func reserveForFold(_ n: Int) { reserveCapacity(n) }
}

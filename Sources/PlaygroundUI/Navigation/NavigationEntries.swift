import Foundation

/// The levels of a navigation stack above its root, kept between reads of its path: a push makes
/// one level and keeps the others as they were (their ids included), so pushing on a stack
/// 10,000 levels deep makes one entry, not 10,000 (§27.6).
@MainActor
final class _NavigationEntries {
    /// A view pushed by a destination link, as it sits among the path's values.
    struct SlotKey: Equatable { let id: ObjectIdentifier; let valuesBelow: Int }

    private(set) var all: [_NavigationEntry] = []
    private var slotKey: [SlotKey] = []

    /// The entries for `values` with the pushed views `slots` among them, reusing those before
    /// the first of the `values` that changed (`unchanged` lead as they were).
    func update(values: [_NavigationValue], unchanged: Int, slots: [_PushedViewSlot], slotKey: [SlotKey]) -> [_NavigationEntry] {
        // Every entry before value `keep` is as it was when the pushed views are: the values
        // before it, and the views pushed over them (those over value `keep - 1` included).
        var keep = 0, slotIndex = 0
        if slotKey == self.slotKey {
            keep = min(unchanged, values.count)
            while slotIndex < slots.count, slots[slotIndex].valuesBelow <= keep { slotIndex += 1 }
            if keep + slotIndex > all.count { keep = 0; slotIndex = 0 }
        }
        // Nothing changed (a body evaluated again): the same array, not a copy.
        if keep == values.count && slotIndex == slots.count && keep + slotIndex == all.count { return all }
        all.removeSubrange((keep + slotIndex)...)
        self.slotKey = slotKey
        for i in keep...values.count {
            while slotIndex < slots.count, slots[slotIndex].valuesBelow <= i {
                let s = slots[slotIndex]
                all.append(_NavigationEntry(kind: .view(s), id: AnyHashable(EntryID(index: all.count, value: AnyHashable(ObjectIdentifier(s)))), offset: all.count))
                slotIndex += 1
            }
            if i < values.count {
                all.append(_NavigationEntry(kind: .value(values[i]), id: AnyHashable(EntryID(index: all.count, value: AnyHashable(values[i]))), offset: all.count))
            }
        }
        return all
    }
}

/// A level's identity: its place on the stack and what is pushed there.
private struct EntryID: Hashable { let index: Int; let value: AnyHashable }

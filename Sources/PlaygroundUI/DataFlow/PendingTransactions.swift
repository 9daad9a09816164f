import Foundation

/// State changes waiting for a build of their own, one group per transaction (§7.1).
///
/// In SwiftUI, `withAnimation { a.toggle() }; b.toggle()` is two transactions: the graph is
/// updated once with `a`'s change, animated, and then once more with `b`'s, not animated. A
/// state write remembers the value the views were built with until its transaction's turn, so the
/// first update still sees the old `b`; code outside the update (the action itself) reads the new
/// value at once. Here the first group of changes (whatever transaction they share) is built as
/// before; a `@State` written afterwards under another transaction keeps showing its old value to
/// the build (`StateBox.shown`) and joins a *held* group, which `runFrame` releases after the
/// round that built the changes before it, as a round of its own in the same frame.
///
/// Consecutive writes under equal transactions (the same animation and `disablesAnimations`)
/// share a group, as SwiftUI's pending transactions concatenate. Writes made while the frame is
/// building or laying out (a body writing state) are not held: they are built in the next round,
/// as before. At most `maxHeld` groups wait; later writes join the last one.
@MainActor
final class PendingTransactions {
    /// What makes two transactions one group.
    struct Key: Equatable {
        var animation: Animation?
        var disablesAnimations: Bool
        init(_ t: Transaction?) {
            animation = t?.animation
            disablesAnimations = t?.disablesAnimations ?? false
        }
    }

    /// The writes of one transaction that wait for the build of the changes before them.
    final class Group {
        let key: Key
        let transaction: Transaction?
        /// The state boxes written in this group (each is released once).
        var members: [ObjectIdentifier] = []
        /// What each member does when the group's turn comes: stop showing its old value and
        /// schedule its readers.
        var releases: [@MainActor () -> Void] = []
        init(_ transaction: Transaction?) {
            self.transaction = transaction
            key = Key(transaction)
        }
    }

    static let maxHeld = 4

    /// The transaction of the changes the next build takes (nil: no state written since the
    /// last build began).
    private(set) var next: Key?
    private var held: [Group] = []

    /// Whether no group is held.
    var isEmpty: Bool { held.isEmpty }

    /// A state written under `transaction` goes to the next build (it was not held).
    func noteBuilt(_ transaction: Transaction?) {
        if next == nil { next = Key(transaction) }
    }

    /// The group a state written now under `transaction` waits in, or nil when it goes to the
    /// next build: nothing is pending, or what is pending was written under an equal transaction.
    func group(for transaction: Transaction?) -> Group? {
        let key = Key(transaction)
        if let last = held.last {
            if last.key == key || held.count >= Self.maxHeld { return last }
        } else if next == nil || next == key {
            return nil
        }
        let group = Group(transaction)
        held.append(group)
        return group
    }

    /// A build began: the changes it takes are no longer pending.
    func buildBegan() { next = nil }

    /// Makes the oldest held group the next build's: its states show their new values and their
    /// readers are scheduled, in its transaction.
    func releaseOldest() {
        guard !held.isEmpty else { return }
        let group = held.removeFirst()
        next = group.key
        let saved = Transaction.current
        Transaction.current = group.transaction
        defer { Transaction.current = saved }
        for release in group.releases { release() }
    }
}

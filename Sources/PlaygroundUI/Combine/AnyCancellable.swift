import Foundation

/// Something that can be cancelled: a subscription, a connection, a `sink`.
public protocol Cancellable {
    /// Stops the activity and frees what it holds.
    func cancel()
}

extension Cancellable {
    /// Keeps this cancellable in `set` (cancelled when the set lets it go).
    public func store(in set: inout Set<AnyCancellable>) {
        AnyCancellable(self).store(in: &set)
    }
    /// Keeps this cancellable in `collection` (cancelled when the collection lets it go).
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        AnyCancellable(self).store(in: &collection)
    }
}

/// A type-erased cancellable that cancels when it is released: keep it (in a property, or with
/// `store(in:)`) for as long as the subscription should live.
public final class AnyCancellable: Cancellable, Hashable {
    private var action: (() -> Void)?

    /// Runs `cancel` when cancelled or released (once).
    public init(_ cancel: @escaping () -> Void) { action = cancel }
    /// Cancels `canceller` when cancelled or released.
    public init<C: Cancellable>(_ canceller: C) {
        if let any = canceller as? AnyCancellable {
            action = { any.cancel() }
        } else {
            action = { canceller.cancel() }
        }
    }

    public func cancel() {
        let a = action
        action = nil
        a?()
    }

    deinit { action?() }

    /// Keeps this cancellable in `set`.
    public final func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
    /// Keeps this cancellable in `collection`.
    public final func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

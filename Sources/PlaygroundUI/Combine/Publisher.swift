import Foundation
import Synchronization

// Combine's core protocols, written for Linux (which has no Combine) with Combine's names, generic
// shapes and labels, so that SwiftUI code that says `import Combine` compiles unchanged (§30.1).
// Delivery is synchronous on the thread that sends, as in Combine; time-based operators wait on the
// host's virtual clock when a host runs (§30.3).

/// Declares that a type can send a sequence of values over time (Combine's `Publisher`).
public protocol Publisher<Output, Failure> {
    /// The kind of values this publisher sends.
    associatedtype Output
    /// The kind of error this publisher may end with (`Never`: it cannot fail).
    associatedtype Failure: Error

    /// Attaches `subscriber`: the publisher calls its `receive(subscription:)` and then sends
    /// values as it asks for them. Call `subscribe(_:)`, not this.
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
    /// Attaches `subscriber` to this publisher.
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        receive(subscriber: subscriber)
    }
}

/// A namespace for the types of publishers the operators return (`Publishers.Map`, …).
public enum Publishers {}

/// A type that receives values from a publisher (Combine's `Subscriber`).
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    associatedtype Input
    associatedtype Failure: Error
    /// The publisher accepted the subscription; request values through it.
    func receive(subscription: Subscription)
    /// A value; returns how many more values the subscriber wants on top of what it asked before.
    func receive(_ input: Input) -> Subscribers.Demand
    /// The publisher finished, normally or with an error; nothing more comes.
    func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
    /// Sends `()` (the value of a `Void` publisher).
    public func receive() -> Subscribers.Demand { receive(()) }
}

/// A subscriber's connection to a publisher: ask for values, or cancel.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    /// Asks for `demand` more values.
    func request(_ demand: Subscribers.Demand)
}

/// A namespace for subscriber types and the demand and completion values.
public enum Subscribers {}

extension Subscribers {
    /// How a publisher ended: normally, or with an error.
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }

    /// How many values a subscriber wants: a count, or `.unlimited`.
    public struct Demand: Equatable, Comparable, Hashable, Codable, CustomStringConvertible, Sendable {
        /// The count (nil: unlimited).
        let count: Int?
        private init(count: Int?) { self.count = count }

        /// Every value the publisher has.
        public static let unlimited = Demand(count: nil)
        /// No more values.
        public static let none = Demand(count: 0)
        /// At most `value` values (not negative).
        public static func max(_ value: Int) -> Demand {
            precondition(value >= 0, "a demand cannot be negative")
            return Demand(count: value)
        }

        /// The count, or nil when unlimited.
        public var max: Int? { count }

        public var description: String { count.map { "max(\($0))" } ?? "unlimited" }

        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            guard let l = lhs.count, let r = rhs.count else { return .unlimited }
            let (sum, overflow) = l.addingReportingOverflow(r)
            return overflow ? .unlimited : Demand(count: sum)
        }
        public static func + (lhs: Demand, rhs: Int) -> Demand { lhs + .max(Swift.max(rhs, 0)) }
        public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }
        public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }
        /// Subtraction stops at zero; unlimited stays unlimited.
        public static func - (lhs: Demand, rhs: Demand) -> Demand {
            guard let l = lhs.count else { return .unlimited }
            guard let r = rhs.count else { return .none }
            return Demand(count: Swift.max(l - r, 0))
        }
        public static func - (lhs: Demand, rhs: Int) -> Demand {
            guard let l = lhs.count else { return .unlimited }
            return Demand(count: Swift.max(l - rhs, 0))
        }
        public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }
        public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }
        public static func * (lhs: Demand, rhs: Int) -> Demand {
            guard let l = lhs.count else { return .unlimited }
            let (p, overflow) = l.multipliedReportingOverflow(by: rhs)
            return overflow ? .unlimited : Demand(count: Swift.max(p, 0))
        }
        public static func < (lhs: Demand, rhs: Demand) -> Bool {
            switch (lhs.count, rhs.count) {
            case (nil, _): return false
            case (_, nil): return true
            case let (l?, r?): return l < r
            }
        }
        public static func == (lhs: Demand, rhs: Int) -> Bool { lhs.count == rhs }
        public static func != (lhs: Demand, rhs: Int) -> Bool { lhs.count != rhs }
        public static func > (lhs: Demand, rhs: Int) -> Bool { lhs.count.map { $0 > rhs } ?? true }
        public static func >= (lhs: Demand, rhs: Int) -> Bool { lhs.count.map { $0 >= rhs } ?? true }
        public static func < (lhs: Demand, rhs: Int) -> Bool { lhs.count.map { $0 < rhs } ?? false }
        public static func <= (lhs: Demand, rhs: Int) -> Bool { lhs.count.map { $0 <= rhs } ?? false }
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

extension Subscribers.Completion {
    /// The same completion with the error's type erased to `Error` or mapped.
    func map<E: Error>(_ transform: (Failure) -> E) -> Subscribers.Completion<E> {
        switch self {
        case .finished: return .finished
        case .failure(let e): return .failure(transform(e))
        }
    }
}

/// A unique identity for a subscription or subscriber (what Combine shows in its debugging output).
public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
    private let value: UInt64
    private static let counter = Atomic<UInt64>(0)
    public init() { value = Self.counter.add(1, ordering: .relaxed).newValue }
    public init(_ x: AnyObject) { value = UInt64(UInt(bitPattern: ObjectIdentifier(x).hashValue)) }
    public var description: String { "0x" + String(value, radix: 16) }
}

/// A type with a `CombineIdentifier` (every subscriber and subscription).
public protocol CustomCombineIdentifierConvertible {
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

/// A publisher that sends nothing until `connect()` is called (`Timer.publish`, `makeConnectable()`).
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Starts the publisher; cancel the result to stop it.
    func connect() -> Cancellable
}

extension ConnectablePublisher {
    /// Connects when the first subscriber attaches and disconnects when the last one cancels.
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

/// The empty subscription: what a publisher that has nothing to send gives its subscriber before
/// it completes.
enum EmptySubscription: Subscription {
    case shared
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {}
    var combineIdentifier: CombineIdentifier { Self.identifier }
    private static let identifier = CombineIdentifier()
}

/// Combine's namespace for ready-made subscriptions.
public enum Subscriptions {
    /// A subscription that ignores requests and cancellation (what a publisher that completes at
    /// once gives its subscriber first).
    public static var empty: Subscription { EmptySubscription.shared }
}

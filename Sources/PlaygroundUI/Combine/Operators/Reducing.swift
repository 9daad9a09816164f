import Foundation

// The operators that fold a publisher's values into one result (`reduce`, `count`, `min`/`max`,
// `contains`, `allSatisfy`) and their throwing forms, with Combine's publisher types (§30.6: found
// missing by OpenCombine's test suite, whose tests, run against Apple's Combine, fix the details).
// Each asks its upstream for every value as soon as it is subscribed; the result is known when the
// upstream finishes — or earlier (`contains` at the first match, `allSatisfy` at the first miss:
// the upstream is then cancelled) — and goes down, with `.finished`, once the subscriber has asked
// for a value. A failure goes down at once.

/// Subscribes `subscriber` to `upstream` through a folding link. `step` folds a value into `state`
/// and returns true when the answer is known; `result` turns the final state into what is sent
/// (nil: nothing, only `.finished`); `failure` converts the upstream's error; `thrown` converts an
/// error `step` threw (the throwing operators').
func _subscribeFolding<Upstream: Publisher, State, S: Subscriber>(
    _ name: String, _ upstream: Upstream, _ subscriber: S, initial: State,
    step: @escaping (inout State, Upstream.Output) throws -> Bool,
    result: @escaping (State) -> S.Input?,
    failure: @escaping (Upstream.Failure) -> S.Failure,
    thrown: @escaping (Error) -> S.Failure
) {
    typealias Link = _Link<Upstream.Output, Upstream.Failure, S>
    var state = initial
    var decided = false   // the answer is known (it waits for demand if none came yet)
    var demanded = false
    func deliver(_ l: Link) {
        if let r = result(state) { _ = l.send(r) }
        l.finish(.finished)
    }
    func decide(_ l: Link) {
        decided = true
        if demanded { deliver(l) }
    }
    let link = Link(name, subscriber,
        value: { l, v in
            guard !decided else { return .none }
            do {
                if try step(&state, v) {
                    l.upstream?.cancel()
                    decide(l)
                }
            } catch {
                l.fail(thrown(error))
            }
            return .none
        },
        completion: { l, c in
            guard !decided else { return }
            switch c {
            case .finished: decide(l)
            case .failure(let e): l.finish(.failure(failure(e)))
            }
        })
    link.onRequest = { l, demand in
        guard demand > 0, !demanded else { return }
        demanded = true
        if decided { deliver(l) }
    }
    upstream.subscribe(link)
    link.upstream?.request(.unlimited)
}

/// The non-throwing operators pass `neverThrows` as `thrown`: their `step` cannot throw.
private func neverThrows<F>(_ error: Error) -> F { preconditionFailure("a non-throwing fold threw \(error)") }

extension Publishers {
    /// `reduce(_:_:)`: the values folded into one, sent when the upstream finishes.
    public struct Reduce<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let initial: Output
        public let nextPartialResult: (Output, Upstream.Output) -> Output
        public init(upstream: Upstream, initial: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output) {
            self.upstream = upstream; self.initial = initial; self.nextPartialResult = nextPartialResult
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let next = nextPartialResult
            _subscribeFolding("Reduce", upstream, subscriber, initial: initial,
                              step: { acc, v in acc = next(acc, v); return false },
                              result: { $0 }, failure: { $0 }, thrown: neverThrows)
        }
    }

    /// `tryReduce(_:_:)`: `reduce` whose closure may throw; the error ends the publisher.
    public struct TryReduce<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Error
        public let upstream: Upstream
        public let initial: Output
        public let nextPartialResult: (Output, Upstream.Output) throws -> Output
        public init(upstream: Upstream, initial: Output, nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output) {
            self.upstream = upstream; self.initial = initial; self.nextPartialResult = nextPartialResult
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Error {
            let next = nextPartialResult
            _subscribeFolding("TryReduce", upstream, subscriber, initial: initial,
                              step: { acc, v in acc = try next(acc, v); return false },
                              result: { $0 }, failure: { $0 }, thrown: { $0 })
        }
    }

    /// `count()`: how many values the upstream sent, when it finishes.
    public struct Count<Upstream: Publisher>: Publisher {
        public typealias Output = Int
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public init(upstream: Upstream) { self.upstream = upstream }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Failure {
            _subscribeFolding("Count", upstream, subscriber, initial: 0,
                              step: { n, _ in n += 1; return false },
                              result: { $0 }, failure: { $0 }, thrown: neverThrows)
        }
    }

    /// `min()`, `max()`, `min(by:)`, `max(by:)`: the value that orders first, when the upstream
    /// finishes (nothing if it sent none). A later value replaces the kept one only when
    /// `areInIncreasingOrder(later, kept)` holds, so of equal values the first is kept.
    public struct Comparison<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let areInIncreasingOrder: (Upstream.Output, Upstream.Output) -> Bool
        public init(upstream: Upstream, areInIncreasingOrder: @escaping (Upstream.Output, Upstream.Output) -> Bool) {
            self.upstream = upstream; self.areInIncreasingOrder = areInIncreasingOrder
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let ordered = areInIncreasingOrder
            _subscribeFolding("Comparison", upstream, subscriber, initial: Output?.none,
                              step: { kept, v in
                                  if let k = kept, !ordered(v, k) { return false }
                                  kept = v
                                  return false
                              },
                              result: { $0 }, failure: { $0 }, thrown: neverThrows)
        }
    }

    /// `tryMin(by:)`, `tryMax(by:)`: `Comparison` whose ordering may throw.
    public struct TryComparison<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Error
        public let upstream: Upstream
        public let areInIncreasingOrder: (Upstream.Output, Upstream.Output) throws -> Bool
        public init(upstream: Upstream, areInIncreasingOrder: @escaping (Upstream.Output, Upstream.Output) throws -> Bool) {
            self.upstream = upstream; self.areInIncreasingOrder = areInIncreasingOrder
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Error {
            let ordered = areInIncreasingOrder
            _subscribeFolding("TryComparison", upstream, subscriber, initial: Output?.none,
                              step: { kept, v in
                                  if let k = kept, try !ordered(v, k) { return false }
                                  kept = v
                                  return false
                              },
                              result: { $0 }, failure: { $0 }, thrown: { $0 })
        }
    }

    /// `contains(_:)`: true at the first value equal to `output` (the upstream is then
    /// cancelled), false when the upstream finishes without one.
    public struct Contains<Upstream: Publisher>: Publisher where Upstream.Output: Equatable {
        public typealias Output = Bool
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let output: Upstream.Output
        public init(upstream: Upstream, output: Upstream.Output) { self.upstream = upstream; self.output = output }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Bool, S.Failure == Failure {
            let wanted = output
            _subscribeFolding("Contains", upstream, subscriber, initial: false,
                              step: { found, v in found = v == wanted; return found },
                              result: { $0 }, failure: { $0 }, thrown: neverThrows)
        }
    }

    /// `contains(where:)`: true at the first value that passes the test, false when none did.
    public struct ContainsWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Bool
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Upstream.Output) -> Bool
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream; self.predicate = predicate
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Bool, S.Failure == Failure {
            let predicate = self.predicate
            _subscribeFolding("ContainsWhere", upstream, subscriber, initial: false,
                              step: { found, v in found = predicate(v); return found },
                              result: { $0 }, failure: { $0 }, thrown: neverThrows)
        }
    }

    /// `tryContains(where:)`: `contains(where:)` whose test may throw.
    public struct TryContainsWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Bool
        public typealias Failure = Error
        public let upstream: Upstream
        public let predicate: (Upstream.Output) throws -> Bool
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream; self.predicate = predicate
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Bool, S.Failure == Error {
            let predicate = self.predicate
            _subscribeFolding("TryContainsWhere", upstream, subscriber, initial: false,
                              step: { found, v in found = try predicate(v); return found },
                              result: { $0 }, failure: { $0 }, thrown: { $0 })
        }
    }

    /// `allSatisfy(_:)`: false at the first value that fails the test, true when none did
    /// (an empty upstream satisfies it).
    public struct AllSatisfy<Upstream: Publisher>: Publisher {
        public typealias Output = Bool
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Upstream.Output) -> Bool
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream; self.predicate = predicate
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Bool, S.Failure == Failure {
            let predicate = self.predicate
            _subscribeFolding("AllSatisfy", upstream, subscriber, initial: true,
                              step: { all, v in all = predicate(v); return !all },
                              result: { $0 }, failure: { $0 }, thrown: neverThrows)
        }
    }

    /// `tryAllSatisfy(_:)`: `allSatisfy` whose test may throw.
    public struct TryAllSatisfy<Upstream: Publisher>: Publisher {
        public typealias Output = Bool
        public typealias Failure = Error
        public let upstream: Upstream
        public let predicate: (Upstream.Output) throws -> Bool
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream; self.predicate = predicate
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Bool, S.Failure == Error {
            let predicate = self.predicate
            _subscribeFolding("TryAllSatisfy", upstream, subscriber, initial: true,
                              step: { all, v in all = try predicate(v); return !all },
                              result: { $0 }, failure: { $0 }, thrown: { $0 })
        }
    }
}

extension Publisher {
    /// The values folded into one, from `initialResult`, sent when this publisher finishes.
    public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Reduce<Self, T> {
        Publishers.Reduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
    }
    /// `reduce` whose closure may throw.
    public func tryReduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T) -> Publishers.TryReduce<Self, T> {
        Publishers.TryReduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
    }
    /// How many values this publisher sent, when it finishes.
    public func count() -> Publishers.Count<Self> { Publishers.Count(upstream: self) }
    /// The smallest value by `areInIncreasingOrder`, when this publisher finishes.
    public func min(by areInIncreasingOrder: @escaping (Output, Output) -> Bool) -> Publishers.Comparison<Self> {
        Publishers.Comparison(upstream: self, areInIncreasingOrder: areInIncreasingOrder)
    }
    /// The largest value by `areInIncreasingOrder`, when this publisher finishes.
    public func max(by areInIncreasingOrder: @escaping (Output, Output) -> Bool) -> Publishers.Comparison<Self> {
        Publishers.Comparison(upstream: self, areInIncreasingOrder: { areInIncreasingOrder($1, $0) })
    }
    /// `min(by:)` whose ordering may throw.
    public func tryMin(by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool) -> Publishers.TryComparison<Self> {
        Publishers.TryComparison(upstream: self, areInIncreasingOrder: areInIncreasingOrder)
    }
    /// `max(by:)` whose ordering may throw.
    public func tryMax(by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool) -> Publishers.TryComparison<Self> {
        Publishers.TryComparison(upstream: self, areInIncreasingOrder: { try areInIncreasingOrder($1, $0) })
    }
    /// Whether any value passes `predicate` (true as soon as one does).
    public func contains(where predicate: @escaping (Output) -> Bool) -> Publishers.ContainsWhere<Self> {
        Publishers.ContainsWhere(upstream: self, predicate: predicate)
    }
    /// `contains(where:)` whose test may throw.
    public func tryContains(where predicate: @escaping (Output) throws -> Bool) -> Publishers.TryContainsWhere<Self> {
        Publishers.TryContainsWhere(upstream: self, predicate: predicate)
    }
    /// Whether every value passes `predicate` (false as soon as one does not).
    public func allSatisfy(_ predicate: @escaping (Output) -> Bool) -> Publishers.AllSatisfy<Self> {
        Publishers.AllSatisfy(upstream: self, predicate: predicate)
    }
    /// `allSatisfy` whose test may throw.
    public func tryAllSatisfy(_ predicate: @escaping (Output) throws -> Bool) -> Publishers.TryAllSatisfy<Self> {
        Publishers.TryAllSatisfy(upstream: self, predicate: predicate)
    }
}

extension Publisher where Output: Comparable {
    /// The smallest value, when this publisher finishes.
    public func min() -> Publishers.Comparison<Self> { min(by: <) }
    /// The largest value, when this publisher finishes.
    public func max() -> Publishers.Comparison<Self> { max(by: <) }
}

extension Publisher where Output: Equatable {
    /// Whether this publisher sends `output` (true as soon as it does).
    public func contains(_ output: Output) -> Publishers.Contains<Self> { Publishers.Contains(upstream: self, output: output) }
}

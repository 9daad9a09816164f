import Foundation

// The throwing forms of the per-value operators (`tryFilter`, `tryCompactMap`, `tryScan`,
// `tryRemoveDuplicates`, `tryDrop(while:)`, `tryPrefix(while:)`), with Combine's publisher types
// (§30.6). An error thrown by the closure cancels the upstream and ends the stream with that error;
// the upstream's own failure goes down as `Error`.

extension Publishers {
    /// `tryFilter(_:)`: the values that pass a test that may throw.
    public struct TryFilter<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Error
        public let upstream: Upstream
        public let isIncluded: (Upstream.Output) throws -> Bool
        public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream; self.isIncluded = isIncluded
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Error {
            let isIncluded = self.isIncluded
            upstream.subscribe(_Link<Output, Upstream.Failure, S>("TryFilter", subscriber,
                value: { l, v in
                    do { return try isIncluded(v) ? l.send(v) : .max(1) } catch { l.fail(error); return .none }
                }, completion: { l, c in l.finish(c.erased) }))
        }
    }

    /// `tryCompactMap(_:)`: each value transformed by a closure that may throw, the nils left out.
    public struct TryCompactMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Error
        public let upstream: Upstream
        public let transform: (Upstream.Output) throws -> Output?
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output?) {
            self.upstream = upstream; self.transform = transform
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Error {
            let transform = self.transform
            upstream.subscribe(_Link<Upstream.Output, Upstream.Failure, S>("TryCompactMap", subscriber,
                value: { l, v in
                    do {
                        guard let out = try transform(v) else { return .max(1) }
                        return l.send(out)
                    } catch { l.fail(error); return .none }
                }, completion: { l, c in l.finish(c.erased) }))
        }
    }

    /// `tryScan(_:_:)`: each partial result of a fold whose closure may throw.
    public struct TryScan<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Error
        public let upstream: Upstream
        public let initialResult: Output
        public let nextPartialResult: (Output, Upstream.Output) throws -> Output
        public init(upstream: Upstream, initialResult: Output, nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output) {
            self.upstream = upstream; self.initialResult = initialResult; self.nextPartialResult = nextPartialResult
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Error {
            var accumulator = initialResult
            let next = nextPartialResult
            upstream.subscribe(_Link<Upstream.Output, Upstream.Failure, S>("TryScan", subscriber,
                value: { l, v in
                    do { accumulator = try next(accumulator, v) } catch { l.fail(error); return .none }
                    return l.send(accumulator)
                }, completion: { l, c in l.finish(c.erased) }))
        }
    }

    /// `tryRemoveDuplicates(by:)`: a value the (throwing) test calls equal to the one before it
    /// is left out.
    public struct TryRemoveDuplicates<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Error
        public let upstream: Upstream
        public let predicate: (Output, Output) throws -> Bool
        public init(upstream: Upstream, predicate: @escaping (Output, Output) throws -> Bool) {
            self.upstream = upstream; self.predicate = predicate
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Error {
            let same = predicate
            var last: Output?
            upstream.subscribe(_Link<Output, Upstream.Failure, S>("TryRemoveDuplicates", subscriber,
                value: { l, v in
                    let previous = last
                    last = v
                    do {
                        if let previous, try same(previous, v) { return .max(1) }
                    } catch { l.fail(error); return .none }
                    return l.send(v)
                }, completion: { l, c in l.finish(c.erased) }))
        }
    }

    /// `tryDrop(while:)`: the values from the first that fails a test that may throw.
    public struct TryDropWhile<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Error
        public let upstream: Upstream
        public let predicate: (Upstream.Output) throws -> Bool
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream; self.predicate = predicate
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Error {
            let predicate = self.predicate
            var dropping = true
            upstream.subscribe(_Link<Output, Upstream.Failure, S>("TryDropWhile", subscriber,
                value: { l, v in
                    if dropping {
                        do { if try predicate(v) { return .max(1) } } catch { l.fail(error); return .none }
                        dropping = false
                    }
                    return l.send(v)
                }, completion: { l, c in l.finish(c.erased) }))
        }
    }

    /// `tryPrefix(while:)`: values while a test that may throw holds, then finished.
    public struct TryPrefixWhile<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Error
        public let upstream: Upstream
        public let predicate: (Upstream.Output) throws -> Bool
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream; self.predicate = predicate
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Error {
            let predicate = self.predicate
            upstream.subscribe(_Link<Output, Upstream.Failure, S>("TryPrefixWhile", subscriber,
                value: { l, v in
                    do { if try predicate(v) { return l.send(v) } } catch { l.fail(error); return .none }
                    let u = l.upstream
                    l.finish(.finished)
                    u?.cancel()
                    return .none
                }, completion: { l, c in l.finish(c.erased) }))
        }
    }
}

extension Publisher {
    /// The values that pass `isIncluded`, which may throw.
    public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool) -> Publishers.TryFilter<Self> {
        Publishers.TryFilter(upstream: self, isIncluded: isIncluded)
    }
    /// Each value transformed by `transform`, which may throw; nils left out.
    public func tryCompactMap<T>(_ transform: @escaping (Output) throws -> T?) -> Publishers.TryCompactMap<Self, T> {
        Publishers.TryCompactMap(upstream: self, transform: transform)
    }
    /// Each partial result of folding the values from `initialResult` with a closure that may throw.
    public func tryScan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T) -> Publishers.TryScan<Self, T> {
        Publishers.TryScan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }
    /// The values, leaving out each one `predicate` (which may throw) calls equal to the one before.
    public func tryRemoveDuplicates(by predicate: @escaping (Output, Output) throws -> Bool) -> Publishers.TryRemoveDuplicates<Self> {
        Publishers.TryRemoveDuplicates(upstream: self, predicate: predicate)
    }
    /// The values from the first one that fails `predicate` (which may throw) on.
    public func tryDrop(while predicate: @escaping (Output) throws -> Bool) -> Publishers.TryDropWhile<Self> {
        Publishers.TryDropWhile(upstream: self, predicate: predicate)
    }
    /// The values while `predicate` (which may throw) holds, then finished.
    public func tryPrefix(while predicate: @escaping (Output) throws -> Bool) -> Publishers.TryPrefixWhile<Self> {
        Publishers.TryPrefixWhile(upstream: self, predicate: predicate)
    }
}

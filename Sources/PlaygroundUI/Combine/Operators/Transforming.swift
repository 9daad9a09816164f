import Foundation

extension Publishers {
    /// `map(_:)`: each value transformed.
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
            self.upstream = upstream; self.transform = transform
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = self.transform
            upstream.subscribe(_Link<Upstream.Output, Failure, S>("Map", subscriber,
                value: { l, v in l.send(transform(v)) }, completion: { l, c in l.forward(c) }))
        }
    }

    /// `tryMap(_:)`: each value transformed by a closure that may throw (which ends the stream).
    public struct TryMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Error
        public let upstream: Upstream
        public let transform: (Upstream.Output) throws -> Output
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output) {
            self.upstream = upstream; self.transform = transform
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Error {
            let transform = self.transform
            upstream.subscribe(_Link<Upstream.Output, Upstream.Failure, S>("TryMap", subscriber,
                value: { l, v in
                    do { return l.send(try transform(v)) } catch { l.fail(error); return .none }
                }, completion: { l, c in l.finish(c.erased) }))
        }
    }

    /// `compactMap(_:)`: each value transformed, the nils left out.
    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output?
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
            self.upstream = upstream; self.transform = transform
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = self.transform
            upstream.subscribe(_Link<Upstream.Output, Failure, S>("CompactMap", subscriber,
                value: { l, v in
                    guard let out = transform(v) else { return .max(1) }   // replaces the value left out
                    return l.send(out)
                }, completion: { l, c in l.forward(c) }))
        }
    }

    /// `scan(_:_:)`: each value folded into an accumulator, which is sent.
    public struct Scan<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let initialResult: Output
        public let nextPartialResult: (Output, Upstream.Output) -> Output
        public init(upstream: Upstream, initialResult: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output) {
            self.upstream = upstream; self.initialResult = initialResult; self.nextPartialResult = nextPartialResult
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var accumulator = initialResult
            let next = nextPartialResult
            upstream.subscribe(_Link<Upstream.Output, Failure, S>("Scan", subscriber,
                value: { l, v in accumulator = next(accumulator, v); return l.send(accumulator) },
                completion: { l, c in l.forward(c) }))
        }
    }

    /// `mapError(_:)`: the error transformed.
    public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
        public typealias Output = Upstream.Output
        public let upstream: Upstream
        public let transform: (Upstream.Failure) -> Failure
        public init(upstream: Upstream, _ map: @escaping (Upstream.Failure) -> Failure) {
            self.upstream = upstream; transform = map
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = self.transform
            upstream.subscribe(_Link<Output, Upstream.Failure, S>("MapError", subscriber,
                value: { l, v in l.send(v) }, completion: { l, c in l.finish(c.map(transform)) }))
        }
    }

    /// `setFailureType(to:)`: the same values, typed as able to fail with `Failure`.
    public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher where Upstream.Failure == Never {
        public typealias Output = Upstream.Output
        public let upstream: Upstream
        public init(upstream: Upstream) { self.upstream = upstream }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(_Link<Output, Never, S>("SetFailureType", subscriber,
                value: { l, v in l.send(v) }, completion: { l, _ in l.finish(.finished) }))
        }
        public func setFailureType<E: Error>(to failure: E.Type) -> Publishers.SetFailureType<Upstream, E> { .init(upstream: upstream) }
    }
}

extension Publisher {
    /// Transforms each value with `transform`.
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }
    /// Transforms each value with a closure that may throw; a throw ends the stream with the error.
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
        Publishers.TryMap(upstream: self, transform: transform)
    }
    /// Transforms each value and sends the results that are not nil.
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }
    /// Sends the running result of folding each value into `initialResult`.
    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Scan<Self, T> {
        Publishers.Scan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }
    /// Transforms the error the stream may end with.
    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> Publishers.MapError<Self, E> {
        Publishers.MapError(upstream: self, transform)
    }
    /// Replaces nil values with `output`.
    public func replaceNil<T>(with output: T) -> Publishers.Map<Self, T> where Output == T? {
        map { $0 ?? output }
    }
}

extension Publisher where Failure == Never {
    /// The same publisher, typed as able to fail with `failureType` (to combine it with one that can).
    public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E> {
        Publishers.SetFailureType(upstream: self)
    }
}

extension Publishers.Map {
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Upstream, T> {
        let inner = self.transform
        return .init(upstream: upstream) { transform(inner($0)) }
    }
}

extension Publishers {
    /// `replaceEmpty(with:)`: `output` when the upstream finishes without having sent a value;
    /// otherwise its values unchanged.
    public struct ReplaceEmpty<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let output: Upstream.Output
        public init(upstream: Upstream, output: Upstream.Output) { self.upstream = upstream; self.output = output }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let replacement = output
            var sentAny = false
            upstream.subscribe(_Link<Output, Failure, S>("ReplaceEmpty", subscriber,
                value: { l, v in sentAny = true; return l.send(v) },
                completion: { l, c in
                    if case .finished = c, !sentAny { _ = l.send(replacement) }
                    l.forward(c)
                }))
        }
    }
}

extension Publisher {
    /// `output` in place of an empty stream of values.
    public func replaceEmpty(with output: Output) -> Publishers.ReplaceEmpty<Self> {
        Publishers.ReplaceEmpty(upstream: self, output: output)
    }
}

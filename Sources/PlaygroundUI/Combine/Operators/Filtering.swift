import Foundation

extension Publishers {
    /// `filter(_:)`: the values that pass a test.
    public struct Filter<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let isIncluded: (Upstream.Output) -> Bool
        public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream; self.isIncluded = isIncluded
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let isIncluded = self.isIncluded
            upstream.subscribe(_Link<Output, Failure, S>("Filter", subscriber,
                value: { l, v in isIncluded(v) ? l.send(v) : .max(1) }, completion: { l, c in l.forward(c) }))
        }
    }

    /// `removeDuplicates()`: a value equal to the one before it is left out.
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Output, Output) -> Bool
        public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
            self.upstream = upstream; self.predicate = predicate
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let same = predicate
            var last: Output?
            upstream.subscribe(_Link<Output, Failure, S>("RemoveDuplicates", subscriber,
                value: { l, v in
                    // Compared with the last value received, sent on or not (as Combine does).
                    let previous = last
                    last = v
                    if let previous, same(previous, v) { return .max(1) }
                    return l.send(v)
                }, completion: { l, c in l.forward(c) }))
        }
    }

    /// `dropFirst(_:)`: the values after the first `count`.
    public struct Drop<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let count: Int
        public init(upstream: Upstream, count: Int) { self.upstream = upstream; self.count = count }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var remaining = count
            let link = _Link<Output, Failure, S>("Drop", subscriber,
                value: { l, v in
                    if remaining > 0 { remaining -= 1; return .none }
                    return l.send(v)
                }, completion: { l, c in l.forward(c) })
            // Ask for the dropped values on top of what the subscriber asks for, once.
            var first = true
            let n = count
            link.onRequest = { l, demand in
                l.upstream?.request(first && n > 0 ? demand + n : demand)
                first = false
            }
            upstream.subscribe(link)
        }
    }

    /// `first()`: the first value, then finished.
    public struct First<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public init(upstream: Upstream) { self.upstream = upstream }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.first { _ in true }.receive(subscriber: subscriber)
        }
    }

    /// `first(where:)`: the first value that passes a test, then finished.
    public struct FirstWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Output) -> Bool
        public init(upstream: Upstream, predicate: @escaping (Output) -> Bool) { self.upstream = upstream; self.predicate = predicate }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            let link = _Link<Output, Failure, S>("First", subscriber,
                value: { l, v in
                    guard predicate(v) else { return .max(1) }
                    _ = l.send(v)
                    let u = l.upstream
                    l.finish(.finished)
                    u?.cancel()
                    return .none
                }, completion: { l, c in l.forward(c) })
            link.onRequest = { l, demand in if demand > 0 { l.upstream?.request(.unlimited) } }
            upstream.subscribe(link)
        }
    }

    /// `last()`: the last value, sent when the upstream finishes.
    public struct Last<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public init(upstream: Upstream) { self.upstream = upstream }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var last: Output?
            let link = _Link<Output, Failure, S>("Last", subscriber,
                value: { _, v in last = v; return .none },
                completion: { l, c in
                    if case .finished = c, let v = last { _ = l.send(v) }
                    l.forward(c)
                })
            link.onRequest = { l, demand in if demand > 0 { l.upstream?.request(.unlimited) } }
            upstream.subscribe(link)
        }
    }
}

extension Publisher {
    /// Sends only the values for which `isIncluded` is true.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }
    /// Leaves out a value when `predicate` says it equals the one sent before it.
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }
    /// Leaves out the first `count` values.
    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
        Publishers.Drop(upstream: self, count: count)
    }
    /// The first value, then finished.
    public func first() -> Publishers.First<Self> { Publishers.First(upstream: self) }
    /// The first value that passes `predicate`, then finished.
    public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.FirstWhere<Self> {
        Publishers.FirstWhere(upstream: self, predicate: predicate)
    }
    /// The last value, when the upstream finishes.
    public func last() -> Publishers.Last<Self> { Publishers.Last(upstream: self) }
}

extension Publisher where Output: Equatable {
    /// Leaves out a value equal to the one sent before it.
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: ==)
    }
}

extension Publishers.Filter {
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Upstream> {
        let inner = self.isIncluded
        return .init(upstream: upstream) { inner($0) && isIncluded($0) }
    }
}

import Foundation

extension Timer {
    /// A publisher that sends the date every `interval` seconds once connected (`autoconnect()` or
    /// `connect()`). On `RunLoop.main` it ticks on the host's virtual clock while a host runs (§22.4):
    /// the first tick `interval` after connecting; each tick sends the real `Date()`.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) -> Timer.TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// Combine's timer publisher: a connectable publisher of dates.
    public final class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never
        public let interval: TimeInterval
        public let tolerance: TimeInterval?
        public let runLoop: RunLoop
        public let mode: RunLoop.Mode
        public let options: RunLoop.SchedulerOptions?
        private let subject = PassthroughSubject<Date, Never>()
        private let lock = NSLock()
        private var connection: Cancellable?

        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
                    options: RunLoop.SchedulerOptions? = nil) {
            self.interval = interval; self.tolerance = tolerance; self.runLoop = runLoop; self.mode = mode; self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            subject.receive(subscriber: subscriber)
        }

        /// Starts the ticks (once; a second call returns the same connection).
        public func connect() -> Cancellable {
            lock.lock()
            defer { lock.unlock() }
            if let connection { return connection }
            let start = runLoop.now.advanced(by: .init(interval))
            let ticks = runLoop.schedule(after: start, interval: .init(interval)) { [subject] in subject.send(Date()) }
            let c = AnyCancellable { [weak self] in
                ticks.cancel()
                self?.lock.withLock { self?.connection = nil }
            }
            connection = c
            return c
        }
    }
}

extension Publishers {
    /// `autoconnect()`: connects its connectable upstream when the first subscriber attaches and
    /// disconnects when the last one cancels.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public final let upstream: Upstream
        private let lock = NSLock()
        private var connection: Cancellable?
        private var subscribers = 0

        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let link = _Link<Output, Failure, S>("Autoconnect", subscriber,
                value: { l, v in l.send(v) }, completion: { l, c in l.forward(c) })
            // Held strongly, as Combine's inner subscription holds its parent: an inline
            // `Timer.publish(…).autoconnect()` keeps ticking for as long as someone subscribes.
            // The link drops `onEnd` when it ends, which breaks the cycle.
            link.onEnd = { self.release() }
            upstream.subscribe(link)
            let connect: Bool = lock.withLock {
                subscribers += 1
                return connection == nil
            }
            if connect {
                let c = upstream.connect()
                lock.withLock { connection = c }
            }
        }

        private func release() {
            let c: Cancellable? = lock.withLock {
                subscribers -= 1
                guard subscribers <= 0 else { return nil }
                defer { connection = nil }
                return connection
            }
            c?.cancel()
        }
    }
}

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

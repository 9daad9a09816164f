import Foundation

/// What times a `TimelineView` updates at (SwiftUI's `TimelineSchedule`).
public protocol TimelineSchedule {
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The dates to update at, from `startDate` on.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often a timeline should update (accepted; always `.normal` here).
public enum TimelineScheduleMode: Sendable { case normal, lowFrequency }

/// Every frame (`.animation`), or every `minimumInterval` seconds; `paused` stops it.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    let minimumInterval: Double?
    let paused: Bool
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval; self.paused = paused
    }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        PeriodicTimelineSchedule.Entries(start: startDate, interval: minimumInterval ?? 1.0 / 60)
    }
}

/// Every `interval` seconds from `startDate`.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let startDate: Date
    let interval: TimeInterval
    public init(from startDate: Date, by interval: TimeInterval) { self.startDate = startDate; self.interval = interval }
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        let interval: TimeInterval
        init(start: Date, interval: TimeInterval) { upcoming = start; self.interval = Swift.max(interval, 1.0 / 60) }
        public mutating func next() -> Date? {
            defer { upcoming = upcoming.addingTimeInterval(interval) }
            return upcoming
        }
    }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        // The first entry at or before `startDate` on this schedule's grid.
        let steps = max(0, (startDate.timeIntervalSince(self.startDate) / max(interval, 1e-3)).rounded(.down))
        return Entries(start: self.startDate.addingTimeInterval(steps * interval), interval: interval)
    }
}

/// At the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    public init() {}
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
        return PeriodicTimelineSchedule.Entries(start: Date(timeIntervalSinceReferenceDate: minute), interval: 60)
    }
}

/// At the given dates.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries
    public init(_ dates: Entries) { self.dates = dates }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Every frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    /// Every `minimumInterval` seconds (nil: every frame), unless paused.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}
extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}
extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// At the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}
extension TimelineSchedule {
    /// At the given dates.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}

/// The context a `TimelineView`'s content gets: the date of the entry shown.
public struct TimelineViewDefaultContext {
    /// The entry's date.
    public let date: Date
    /// How often the view updates.
    public let cadence: Cadence
    public enum Cadence: Comparable, Sendable { case live, seconds, minutes }
}

/// A view that shows its content again at the dates of a schedule (SwiftUI's `TimelineView`,
/// docs/semantics.md §7.9). The dates run on the host's virtual clock: the first is the moment the
/// view appears, then each entry when the clock reaches it, so a recording shows the same
/// frames every run as long as the content shows only elapsed time.
public struct TimelineView<Schedule: TimelineSchedule, Content: View> {
    public typealias Context = TimelineViewDefaultContext
    let schedule: Schedule
    let content: (Context) -> Content
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }
}

extension TimelineView: View {
    public var body: some View {
        _TimelineBody(schedule: schedule, content: content)
    }
}

/// The timeline's state: the date shown, advanced by a task on the host's clock.
struct _TimelineBody<Schedule: TimelineSchedule, Content: View>: View {
    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content
    @State private var date: Date?

    var body: some View {
        let shown = date ?? _TimelineClock.now()
        content(TimelineViewDefaultContext(date: shown, cadence: cadence))
            .task { await run() }
    }

    private var cadence: TimelineViewDefaultContext.Cadence {
        if Schedule.self == EveryMinuteTimelineSchedule.self { return .minutes }
        if let p = schedule as? PeriodicTimelineSchedule, p.interval >= 1 { return p.interval >= 60 ? .minutes : .seconds }
        return .live
    }

    @MainActor private func run() async {
        if let a = schedule as? AnimationTimelineSchedule, a.paused { return }
        let start = _TimelineClock.now()
        date = start
        _TimelineClock.countEntry()
        var entries = schedule.entries(from: start, mode: .normal).makeIterator()
        while let next = entries.next() {
            // Entries up to the start are the date already shown.
            if next <= start { continue }
            // Less a microsecond: a `Date` near today's is exact to about 0.1 µs, and an entry a
            // quarter second on must come at frame 15 however its date rounded, not at frame 16.
            let wait = next.timeIntervalSince(_TimelineClock.now()) - 1e-6
            if wait > 0 {
                do { try await Task.sleep(nanoseconds: UInt64(min(wait, 1e6) * 1e9)) } catch { return }
            }
            if Task.isCancelled { return }
            date = next
            _TimelineClock.countEntry()
        }
    }
}

/// Dates on a host's clock: the wall-clock moment the host's first timeline asked, plus the
/// host's virtual time since then (real time when no host runs). Each host has its own origin
/// (`_VirtualClock.dateOrigin`): one shared by all hosts put a new host's first entries as far
/// in the future as the other hosts' frames had fallen behind the wall clock.
enum _TimelineClock {
    /// Counts an entry a timeline moved to on the clock of the host that runs it (for tests: a
    /// condition to wait on; per host, so that timelines of other tests running at the same time
    /// are not counted).
    @MainActor static func countEntry() {
        _HostClock.bound?.timelineEntries += 1
    }
    @MainActor static func now() -> Date {
        guard let clock = _HostClock.current else { return Date() }
        let origin = clock.dateOrigin ?? (Date(), clock.now)
        clock.dateOrigin = origin
        return origin.date.addingTimeInterval(clock.now - origin.clock)
    }
}

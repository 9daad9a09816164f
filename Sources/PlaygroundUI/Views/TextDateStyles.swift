import Foundation

// `Text(_:style:)` with the styles that change as time passes — `.timer`, `.relative` and
// `.offset` — shows the date against the host's clock and keeps itself current (§20.10).

extension Text {
    /// A date shown in a style that depends on the time now: the run's string is made again each
    /// time the text is shown (`showingDates(at:)`).
    struct LiveDate: Equatable, Sendable {
        var date: Date
        var style: DateStyle
        /// `Text(timerInterval:countsDown:showsHours:)`: the interval the timer runs through
        /// (`date` is the end it counts down to, or the start it counts up from).
        var interval: ClosedRange<Date>? = nil
        var countsDown = true
        var showsHours = true
        /// Where the timer stops (`pauseTime`): it shows its value at this date from then on.
        var pausedAt: Date? = nil

        /// The run's string at `now`.
        func string(at now: Date) -> String {
            if let interval {
                let shown = pausedAt.map { min($0, now) } ?? now
                return Self.timer(in: interval, countsDown: countsDown, showsHours: showsHours, at: shown)
            }
            let seconds = date.timeIntervalSince(now)
            switch style {
            case .timer: return Self.timer(seconds)
            case .relative: return Self.relative(from: now, to: date)
            default: return Self.offset(from: now, to: date)
            }
        }

        /// `.timer`: the time to the date (counting down) or since it (counting up), as "m:ss",
        /// "h:mm:ss" from an hour: whole seconds, the time left rounded up and the time passed down,
        /// so a countdown shows "0:10" for the whole first second and "0:00" when it ends.
        static func timer(_ secondsToDate: TimeInterval) -> String {
            let s = secondsToDate > 0 ? Int((secondsToDate - 1e-9).rounded(.up)) : Int((-secondsToDate + 1e-9).rounded(.down))
            return clock(s, showsHours: true)
        }

        /// Whole seconds as "m:ss", "h:mm:ss" from an hour when `showsHours`.
        static func clock(_ s: Int, showsHours: Bool) -> String {
            if showsHours && s >= 3600 { return String(format: "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60) }
            return String(format: "%d:%02d", s / 60, s % 60)
        }

        /// A timer within `interval`: the time left (rounded up) when counting down, else the
        /// time passed (rounded down), held at 0:00 and at the interval's length outside it;
        /// without hours, minutes run past 59 ("75:00").
        static func timer(in interval: ClosedRange<Date>, countsDown: Bool, showsHours: Bool, at now: Date) -> String {
            let length = max(interval.upperBound.timeIntervalSince(interval.lowerBound), 0)
            let passed = min(max(now.timeIntervalSince(interval.lowerBound), 0), length)
            let s = max(countsDown ? Int((length - passed - 1e-9).rounded(.up)) : Int((passed + 1e-9).rounded(.down)), 0)
            return clock(s, showsHours: showsHours)
        }

        /// The calendar units between two dates, largest first, with their short and full names.
        private static let units: [(Calendar.Component, short: (String, String), full: (String, String))] = [
            (.year, ("yr", "yrs"), ("year", "years")),
            (.month, ("mth", "mths"), ("month", "months")),
            (.weekOfMonth, ("wk", "wks"), ("week", "weeks")),
            (.day, ("day", "days"), ("day", "days")),
            (.hour, ("hr", "hr"), ("hour", "hours")),
            (.minute, ("min", "min"), ("minute", "minutes")),
            (.second, ("sec", "sec"), ("second", "seconds")),
        ]

        /// The whole units from the earlier of the two dates to the later, largest first.
        private static func amounts(_ a: Date, _ b: Date) -> [Int] {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
            let (from, to) = a <= b ? (a, b) : (b, a)
            // Whole seconds, to the nearest: a text made a moment after the date it counts from
            // shows the whole seconds it was made with.
            let end = from.addingTimeInterval(to.timeIntervalSince(from).rounded())
            let parts = calendar.dateComponents(Set(units.map(\.0)), from: from, to: end)
            return units.map { parts.value(for: $0.0) ?? 0 }
        }

        /// `.relative`: the time between now and the date in its two largest units, short names,
        /// without a direction — "1 min, 30 sec", "2 hr, 5 min", "30 sec" (as widgets show it).
        static func relative(from now: Date, to date: Date) -> String {
            let values = amounts(now, date)
            guard let first = values.firstIndex(where: { $0 != 0 }) else { return "0 sec" }
            func part(_ i: Int) -> String { "\(values[i]) \(values[i] == 1 ? units[i].short.0 : units[i].short.1)" }
            if first + 1 < values.count, values[first + 1] != 0 { return part(first) + ", " + part(first + 1) }
            return part(first)
        }

        /// `.offset`: the date's offset from now in its largest unit, signed — "+1 minute",
        /// "-3 hours".
        static func offset(from now: Date, to date: Date) -> String {
            let values = amounts(now, date)
            let sign = date >= now ? "+" : "-"
            guard let first = values.firstIndex(where: { $0 != 0 }) else { return "+0 seconds" }
            return "\(sign)\(values[first]) \(values[first] == 1 ? units[first].full.0 : units[first].full.1)"
        }
    }

    /// A timer running through `timerInterval` (iOS 16): counting down from its length to
    /// 0:00 (or up from 0:00 with `countsDown: false`), kept current on the host's clock and held
    /// at its ends outside the interval; from `pauseTime` on it shows its value at that date.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        let live = LiveDate(date: countsDown ? timerInterval.upperBound : timerInterval.lowerBound, style: .timer,
                            interval: timerInterval, countsDown: countsDown, showsHours: showsHours, pausedAt: pauseTime)
        head = Run(string: live.string(at: Date()))
        head.style.liveDate = live
    }

    /// Whether a run shows a date that changes as time passes.
    var hasLiveDates: Bool {
        if head.liveDate != nil { return true }
        for run in tail where run.liveDate != nil { return true }
        return false
    }

    /// This text with each live date's run showing its string at `now` (and live no more).
    func showingDates(at now: Date) -> Text {
        var t = self
        func resolve(_ run: inout Run) {
            guard let live = run.liveDate else { return }
            run.string = live.string(at: now)
            var style = run.style
            style.liveDate = nil
            run.style = style
        }
        resolve(&t.head)
        for i in t.tail.indices { resolve(&t.tail[i]) }
        return t
    }
}

extension Text.Run {
    /// The live date this run shows, if any (kept in its style box: a plain run pays nothing).
    var liveDate: Text.LiveDate? { hasStyle ? style.liveDate : nil }
}

/// A text showing live dates: a timeline of whole seconds on the first date's grid (each second
/// a timer or a relative date can change), showing the text at each entry's date on the host's
/// clock.
struct _LiveDateText: View {
    let text: Text

    var body: some View {
        let anchor = text.head.liveDate?.date ?? text.tail.lazy.compactMap(\.liveDate).first?.date ?? Date()
        TimelineView(WholeSecondsSchedule(anchor: anchor)) { context in
            text.showingDates(at: context.date)
        }
    }
}

/// Every second on the grid of whole seconds from `anchor`, before it as after it (a periodic
/// schedule starts at its date).
struct WholeSecondsSchedule: TimelineSchedule {
    let anchor: Date
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        let steps = (startDate.timeIntervalSince(anchor)).rounded(.down)
        return PeriodicTimelineSchedule.Entries(start: anchor.addingTimeInterval(steps), interval: 1)
    }
}

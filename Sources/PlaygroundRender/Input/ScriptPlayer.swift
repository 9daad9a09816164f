import Foundation
import PlaygroundUI

/// Feeds an `InputScript` into a `ViewHost` as its clock passes each event's time.
@MainActor
public final class ScriptPlayer {
    private let events: [InputScript.Event]
    /// The next event to deliver (an index, so delivering many at once stays linear).
    private var next = 0
    /// Notes about events that could not be delivered (e.g. `tap "text"` with no such Text).
    public private(set) var notes: [String] = []

    public init(_ script: InputScript) { events = script.events }

    /// True when every event has been delivered.
    public var isFinished: Bool { next == events.count }
    /// The time of the next event, if any.
    public var nextTime: Double? { next < events.count ? events[next].time : nil }

    /// One line about the lines a run that ended at `endTime` (its last frame) never delivered,
    /// naming the first and counting the rest; nil when every line was delivered.
    public func undeliveredNote(endTime: Double, frames: Int, fps: Int) -> String? {
        guard next < events.count else { return nil }
        let first = events[next]
        let more = events.count - next - 1
        let end = String(format: "%.3g", endTime)
        let rest = more == 0 ? "" : " (nor \(more) later line\(more == 1 ? "" : "s"))"
        return "script line \(first.line): \(first.time) s is after the run's end at \(end) s (\(frames) frame\(frames == 1 ? "" : "s") at \(fps) fps), not delivered\(rest); run longer with --duration or --frames"
    }

    /// Delivers every event due at or before `time` (seconds on the host's clock).
    public func deliver(upTo time: Double, to host: ViewHost) {
        deliver(upTo: time, host: { host }, key: { host.send(.key($0)) })
    }

    /// Delivers every event due at or before `time` (seconds on the session clock) to the session's
    /// current scene; `key` lines go through the session, so they can switch scenes, pause, ….
    public func deliver(upTo time: Double, to session: LiveSession) {
        deliver(upTo: time, host: { session.host }, key: { session.key($0) })
    }

    private func deliver(upTo time: Double, host currentHost: () -> ViewHost, key: (String) -> Void) {
        while next < events.count, events[next].time <= time + 1e-9 {
            let event = events[next]
            let host = currentHost()
            next += 1
            // The line belongs to the coming frame: work it schedules is timed from that frame (§30.3).
            host._asNextFrameInput {
                switch event.action {
                case .tap(let p), .touch(let p): host.tap(at: p)
                case .tapText(let text):
                    // A Text showing the words, else a view called so for accessibility (an
                    // icon-only toolbar button keeps its title there, §20.3).
                    if !host.tap(onText: text) {
                        if let labelled = host.find(label: text) { labelled.tap() } else {
                            notes.append("script line \(event.line): no Text showing \"\(text)\" and no view labelled so at \(event.time) s")
                        }
                    }
                case .down(let p): host.press(at: p)
                case .move(let p): host.send(.move(p))
                case .up(let p): host.release(at: p)
                case .hover(let p): host.hover(at: p)
                case .scroll(let p, let d): host.scroll(at: p, by: d)
                case .key(let k): key(k)
                case .type(let t): host.send(.text(t))
                case .rightClick(let p): host.secondaryClick(at: p)
                case .multiTap(let p, let n): for _ in 0..<n { host.tap(at: p) }
                }
            }
        }
    }
}

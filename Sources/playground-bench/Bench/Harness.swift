import CMallocCounter
import Foundation
import PlaygroundUI

// A plain benchmark harness: warm up, then time frames one by one with ContinuousClock
// (CLOCK_MONOTONIC on Linux), counting heap allocations with the CMallocCounter interposer and the
// engine's own counters around the timed call only.

/// The pipeline phases issue 6 asks to time separately. ViewHost does not expose them yet; see
/// `PhaseSource`.
enum Phase: String, CaseIterable {
    case build, layout, preferences, observers, animate = "diff/animate", displayList = "display list"
}

/// Per-phase durations (ns) of the host's last frame, from `ViewHost.lastFramePhases`
/// (timed only when `measuresPhases` is on; `makeHost` turns it on).
@MainActor
func lastFramePhases(_ host: ViewHost) -> [Phase: Double]? {
    guard host.measuresPhases else { return nil }
    let p = host.lastFramePhases
    return [.build: p.build * 1e9, .layout: p.layout * 1e9, .preferences: p.preferences * 1e9,
            .observers: p.observers * 1e9, .animate: p.animate * 1e9, .displayList: p.displayList * 1e9]
}

/// Samples and counters of one workload.
struct Measurement {
    var name: String
    /// Views in the workload (tree nodes, rows…) for ns/view; nil when not meaningful.
    var views: Int?
    var samples: [Double] = []        // ns per timed call
    var allocations: UInt64 = 0       // over all timed calls
    var allocatedBytes: UInt64 = 0
    var bodies = 0, measurements = 0, textMeasurements = 0
    var phases: [Phase: [Double]] = [:]
    var peakRSS: Int = 0              // bytes, process peak when the workload finished
    var note: String = ""

    var frames: Int { samples.count }
    var sorted: [Double] { samples.sorted() }
    var median: Double { percentile(0.5) }
    var p90: Double { percentile(0.9) }
    func percentile(_ q: Double) -> Double {
        let s = sorted
        guard !s.isEmpty else { return .nan }
        let pos = q * Double(s.count - 1)
        let lo = Int(pos.rounded(.down)), hi = Int(pos.rounded(.up))
        return s[lo] + (s[hi] - s[lo]) * (pos - Double(lo))
    }
    var nsPerView: Double? { views.map { median / Double($0) } }
    var allocationsPerFrame: Double { frames == 0 ? .nan : Double(allocations) / Double(frames) }
    func perFrame(_ x: Int) -> Double { frames == 0 ? .nan : Double(x) / Double(frames) }
}

/// How long to sample: at least `minFrames`, then until `budget` seconds or `maxFrames`.
struct Budget {
    var warmup = 5
    var minFrames = 15
    var maxFrames = 3000
    var seconds = 1.5
    nonisolated(unsafe) static var scale = 1.0   // `--quick` shrinks every budget
}

@MainActor
enum Harness {
    static let clock = ContinuousClock()

    /// Times `frame()` repeatedly; `prepare()` runs untimed before each call (invalidate, taps).
    /// `host` supplies the engine counters.
    static func run(_ name: String, views: Int? = nil, host: @escaping () -> ViewHost, budget: Budget = Budget(),
                    prepare: () -> Void = {}, frame: () -> Void) -> Measurement {
        var m = Measurement(name: name, views: views)
        let seconds = budget.seconds * Budget.scale
        // Warm up: `warmup` frames, or fewer when frames are slow (at least one).
        let warmStart = clock.now
        for i in 0..<budget.warmup {
            prepare(); frame()
            if i > 0 && nanoseconds(clock.now - warmStart) > seconds * 1e9 / 2 { break }
        }
        let minFrames = max(3, Int((Double(budget.minFrames) * Budget.scale).rounded()))
        m.samples.reserveCapacity(budget.maxFrames)
        let start = clock.now
        while m.frames < budget.maxFrames {
            prepare()
            let h = host()
            let c0 = h.counters
            let a0 = cmc_allocations(), b0 = cmc_bytes()
            let t0 = clock.now
            frame()
            let t1 = clock.now
            let a1 = cmc_allocations(), b1 = cmc_bytes()
            let c1 = h.counters
            m.samples.append(nanoseconds(t1 - t0))
            m.allocations += a1 - a0
            m.allocatedBytes += b1 - b0
            m.bodies += c1.bodies - c0.bodies
            m.measurements += c1.measurements - c0.measurements
            m.textMeasurements += c1.textMeasurements - c0.textMeasurements
            if let phases = lastFramePhases(h) {
                for (p, ns) in phases { m.phases[p, default: []].append(ns) }
            }
            // Stop after the budget once `minFrames` are in; slow workloads (seconds per frame) stop at
            // 4× the budget with at least 3 frames.
            let elapsed = nanoseconds(clock.now - start)
            if m.frames >= minFrames && elapsed > seconds * 1e9 { break }
            if m.frames >= 3 && elapsed > 4 * seconds * 1e9 { break }
        }
        m.peakRSS = peakRSS()
        return m
    }

    static func nanoseconds(_ d: Duration) -> Double {
        Double(d.components.seconds) * 1e9 + Double(d.components.attoseconds) / 1e9
    }
}

// MARK: Memory

/// Peak resident set size of this process, bytes (getrusage; ru_maxrss is in KiB on Linux).
func peakRSS() -> Int {
    var u = rusage()
    getrusage(RUSAGE_SELF.rawValue, &u)
    return u.ru_maxrss * 1024
}

/// Current resident set size, bytes (/proc/self/statm).
func currentRSS() -> Int {
    guard let s = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = s.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// Heap blocks currently live (allocations − frees since start).
func liveBlocks() -> Int64 { Int64(bitPattern: cmc_allocations() &- cmc_frees()) }

/// True when the interposer sees Swift's own allocations (class instances go through malloc).
func mallocCounterWorks() -> Bool {
    final class Probe { var x = 0 }
    let before = cmc_allocations()
    probeSink = Probe()   // escapes, so the optimiser cannot put it on the stack
    probeSink = nil
    return cmc_allocations() > before
}
nonisolated(unsafe) private var probeSink: AnyObject?

// MARK: Formatting

func formatTime(_ ns: Double) -> String {
    if ns.isNaN { return "—" }
    if ns < 1_000 { return String(format: "%.0f ns", ns) }
    if ns < 1_000_000 { return String(format: "%.1f µs", ns / 1_000) }
    if ns < 1_000_000_000 { return String(format: "%.2f ms", ns / 1_000_000) }
    return String(format: "%.2f s", ns / 1_000_000_000)
}

func formatCount(_ x: Double) -> String {
    if x.isNaN { return "—" }
    if x == x.rounded() { return String(Int(x)) }
    return x < 10 ? String(format: "%.2f", x) : String(format: "%.1f", x)
}

func formatMB(_ bytes: Int) -> String { String(format: "%.1f MB", Double(bytes) / 1_048_576) }

/// A plain-text table in GitHub markdown form (so the README can quote it as is).
struct Table {
    var header: [String]
    var rows: [[String]] = []
    init(_ header: [String]) { self.header = header }
    mutating func add(_ row: [String]) { rows.append(row) }
    func render() -> String {
        var widths = header.map(\.count)
        for r in rows { for (i, c) in r.enumerated() where i < widths.count { widths[i] = max(widths[i], c.count) } }
        func line(_ cells: [String]) -> String {
            "| " + cells.enumerated().map { i, c in c + String(repeating: " ", count: widths[i] - c.count) }
                .joined(separator: " | ") + " |"
        }
        var out = [line(header), "|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|"]
        out += rows.map(line)
        return out.joined(separator: "\n")
    }
}

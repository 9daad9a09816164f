import CMallocCounter
import CCallgrind
import Foundation
import PlaygroundScenes
import PlaygroundSDL
import PlaygroundUI

// playground-bench: the performance figures of the headless engine (issue 6; targets in docs/performance-profile.md).
//
//   playground-bench [--quick] [--only TEXT] [--no-soak]  every workload, the soak, the targets table
//   playground-bench soak [--scene NAME] [--frames N]  only the soak: 100,000 frames, tap every 30
//   playground-bench profile WORKLOAD [--frames N] [--warmup N]  run frames for callgrind (WORKLOAD:
//       lazy, screen, tree3, tree4, tree5, generic3, generic4, anchored3, anchored4, anchored5, branchanchored3, tappable3, tapanchored3, moving4, list, raster, scene:NAME); callgrind's instrumentation
//       is on only around the profiled frames (for `--instr-atstart=no`, scripts/instruction-check.sh)
//
// Rows for rasterising, PNG recording and window idle CPU belong to the SDL host and read
// "pending SDL host" until it lands (add them as more `Measurement`s and `Score`s).

var arguments = Array(CommandLine.arguments.dropFirst())

@MainActor func option(_ name: String) -> String? {
    guard let i = arguments.firstIndex(of: name), i + 1 < arguments.count else { return nil }
    let v = arguments[i + 1]
    arguments.removeSubrange(i...(i + 1))
    return v
}
/// `name`'s value as a whole number (0 or more), `fallback` when the option is absent.
@MainActor func countOption(_ name: String, _ fallback: Int) -> Int {
    guard let v = option(name) else { return fallback }
    guard let n = Int(v), n >= 0 else { usageError("\(name) \(v): expected a whole number") }
    return n
}
/// A one-line error about the command line, and exit code 2.
func usageError(_ message: String) -> Never {
    FileHandle.standardError.write(Data("playground-bench: \(message)\n".utf8))
    exit(2)
}
@MainActor func flag(_ name: String) -> Bool {
    guard let i = arguments.firstIndex(of: name) else { return false }
    arguments.remove(at: i)
    return true
}

/// The benchmark's text stub: width = characters × size × 0.5, height = size.
@MainActor func stubMeasurer() -> FixedWidthTextMeasurer { FixedWidthTextMeasurer(widthFactor: 0.5, lineHeightFactor: 1.0) }

@MainActor func makeHost<V: View>(_ view: V, size: CGSize) -> ViewHost {
    let h = ViewHost(rootView: view, size: size, textMeasurer: stubMeasurer())
    h.printsWarnings = true
    h.measuresPhases = true
    return h
}

let monthGridScenes: Set<String> = ["frames-onchange", "anchors-overlay", "anchors-extensions"]

// MARK: Workloads

@MainActor
final class Suite {
    var results: [Measurement] = []
    var checks: [String] = []
    var problems: [String] = []
    var soak: SoakResult?
    var sdl: SDLFigures?
    let only: String?

    init(only: String?) { self.only = only }

    func wants(_ name: String) -> Bool { only.map { name.contains($0) } ?? true }

    func record(_ m: Measurement) {
        results.append(m)
        let perView = m.nsPerView.map { " · " + formatTime($0) + "/view" } ?? ""
        print("  \(m.name): median \(formatTime(m.median)), p90 \(formatTime(m.p90))\(perView), "
              + "\(formatCount(m.allocationsPerFrame)) allocs/frame, \(m.frames) frames \(m.note)")
    }

    func check(_ ok: Bool, _ message: String) {
        if ok { checks.append("ok   " + message) } else {
            let loud = "!!! MISMATCH: " + message
            checks.append(loud); problems.append(loud)
            print(loud)
        }
    }

    func result(_ name: String) -> Measurement? { results.first { $0.name == name } }

    // Seed scenes: a full rebuild every frame, and frames of a running animation.
    func scenes() {
        for scene in SceneCatalog.all {
            let full = "scene \(scene.name): full rebuild"
            if wants(full) {
                let host = makeHost(scene.makeView(), size: scene.size)
                record(Harness.run(full, host: { host }, prepare: { host.invalidate() }, frame: { host.advance(frames: 1) }))
            }
            let animating = "scene \(scene.name): animating"
            if wants(animating) { sceneAnimating(scene, name: animating) }
        }
    }

    /// Taps another label, lets the state-change frame run untimed, then times the frames that
    /// follow while the presentation animates (no state change, no rebuild). Re-taps when idle.
    func sceneAnimating(_ scene: PlaygroundScene, name: String) {
        let host = makeHost(scene.makeView(), size: scene.size)
        host.advance(frames: 2)
        let labels = host.displayList.texts.map(\.string)
        var next = 1
        var taps = 0
        /// Taps labels in turn until one starts an animation; false if none does.
        func startAnimation() -> Bool {
            for _ in 0..<max(labels.count, 1) {
                guard !labels.isEmpty else { return false }
                let label = labels[next % labels.count]
                next += 1
                host.advance(frames: 120)               // settle whatever ran before
                guard host.tap(onText: label) else { continue }
                taps += 1
                host.advance(frames: 1)                 // the state-change frame (untimed)
                if !host.isIdle { return true }
            }
            return false
        }
        guard startAnimation() else {
            var m = Measurement(name: name)
            m.note = "(no tap starts an animation in this scene)"
            record(m)
            return
        }
        var m = Harness.run(name, host: { host }, budget: Budget(warmup: 0, minFrames: 30, maxFrames: 600, seconds: 1),
                            prepare: { if host.isIdle { _ = startAnimation() } },
                            frame: { host.advance(frames: 1) })
        m.note = "(\(taps) taps)"
        record(m)
    }

    // Synthetic trees, plain and anchored; the AnyView formulation and an idle frame at 11k.
    func trees() {
        for depth in [3, 4, 5] {
            let nodes = treeNodeCount(depth: depth)
            let big = depth == 5
            let budget = Budget(warmup: big ? 2 : 5, minFrames: big ? 10 : 20, maxFrames: 2000, seconds: big ? 3 : 1.5)
            let plain = "tree \(nodes) nodes"
            if wants(plain) {
                let host = makeHost(TreeNode(height: depth, index: 0), size: treeWindow)
                checkRoot(host, depth: depth, label: plain)
                record(Harness.run(plain, views: nodes, host: { host }, budget: budget,
                                   prepare: { host.invalidate() }, frame: { host.advance(frames: 1) }))
                if depth == 4 && wants("tree 11111 nodes: idle frame") {
                    var m = Harness.run("tree 11111 nodes: idle frame (no change)", views: nodes, host: { host },
                                        frame: { host.advance(frames: 1) })
                    m.note = "(emit only: no rebuild, no layout)"
                    record(m)
                }
            }
            let anchored = "tree \(nodes) nodes + leaf anchors"
            if wants(anchored) {
                let host = makeHost(AnchoredTree(depth: depth), size: treeWindow)
                checkRoot(host, depth: depth, label: anchored)
                let count = host.preferenceValue(LeafAnchorsKey.self).count
                check(count == Int(pow(10, Double(depth))), "\(anchored): \(count) anchors reach the root (expected \(Int(pow(10, Double(depth)))))")
                record(Harness.run(anchored, views: nodes, host: { host }, budget: budget,
                                   prepare: { host.invalidate() }, frame: { host.advance(frames: 1) }))
            }
            let moving = "tree \(nodes) nodes + leaf anchors: one leaf moves"
            if depth == 4 && wants(moving) {
                let host = makeHost(MovingLeafTree(depth: depth), size: treeWindow)
                host.advance(frames: 2)
                let before = host.preferenceValue(LeafAnchorsKey.self).count
                var m = Harness.run(moving, views: nodes, host: { host }, budget: budget,
                                    prepare: { MovingLeafSwitch.moved?.wrappedValue.toggle() }, frame: { host.advance(frames: 1) })
                m.note = "(a leaf's @State offsets it 3 pt: its anchor moves, the root overlay redraws)"
                record(m)
                check(before == 10_000, "\(moving): \(before) anchors reach the root (expected 10000)")
            }
            if depth == 4 && wants("tree 11111 nodes (generic view type)") {
                let name = "tree 11111 nodes (generic view type)"
                let host = makeHost(GenericTreeNode<PlainLeaves>(height: depth, index: 0), size: treeWindow)
                checkRoot(host, depth: depth, label: name)
                record(Harness.run(name, views: nodes, host: { host }, budget: budget,
                                   prepare: { host.invalidate() }, frame: { host.advance(frames: 1) }))
            }
            if depth == 4 && wants("tree 11111 nodes (AnyView)") {
                let name = "tree 11111 nodes (AnyView)"
                let host = makeHost(AnyTreeNode(height: depth, index: 0), size: treeWindow)
                checkRoot(host, depth: depth, label: name)
                record(Harness.run(name, views: nodes, host: { host }, budget: budget,
                                   prepare: { host.invalidate() }, frame: { host.advance(frames: 1) }))
            }
        }
    }

    func checkRoot(_ host: ViewHost, depth: Int, label: String) {
        host.advance(frames: 1)
        guard let expected = expectedTreeRootSize[depth] else { return }
        guard let rect = host.displayList.firstShapeRect else {
            check(false, "\(label): no root background in the display list"); return
        }
        let ok = abs(rect.width - expected.width) < 0.5 && abs(rect.height - expected.height) < 0.5
        let got = "\(fmt(rect.width))×\(fmt(rect.height))"
        check(ok, "\(label): root size \(got) (expected \(fmt(expected.width))×\(fmt(expected.height)))")
        print("  \(label): root size \(got)\(ok ? "" : "  <-- MISMATCH, expected \(fmt(expected.width))×\(fmt(expected.height))")")
    }

    // The 1,000-row list: one row's @State changes (by a tap) before every timed frame.
    func list() {
        let name = "list 1000 rows: one row's state changes"
        guard wants("list") else { return }
        let host = makeHost(RowList(), size: listWindow)
        host.advance(frames: 2)
        var i = 0
        var tapsPerRow = [Int](repeating: 0, count: RowList.rows)
        func tapNextRow() {
            i += 1
            let row = (i * 37) % RowList.rows
            guard let r = host.displayList.rect(ofText: "Row \(row)") else { fatalError("row \(row) not drawn") }
            host.tap(at: CGPoint(x: r.midX, y: r.midY))
            tapsPerRow[row] += 1
        }
        record(Harness.run(name, views: RowList.rows, host: { host }, prepare: tapNextRow, frame: { host.advance(frames: 1) }))
        // The last tapped row shows its own tap count (on its line: the label beside "Row N").
        let last = (i * 37) % RowList.rows
        let rowRect = host.displayList.rect(ofText: "Row \(last)")
        let shown = host.displayList.items.contains { item in
            guard case .text(let t) = item, let rowRect else { return false }
            return t.string == "taps \(tapsPerRow[last])" && abs(rowRect.midY - t.rect.midY) < 4
        }
        check(shown, "list: the last tapped row (\(last)) shows its \(tapsPerRow[last]) taps")

        // The input side of the same change: the hit test and the handler, without the frame.
        var point = CGPoint.zero
        var m = Harness.run("list 1000 rows: the tap alone (hit test)", views: RowList.rows, host: { host },
                            prepare: {
                                host.advance(frames: 1)
                                i += 1
                                let r = host.displayList.rect(ofText: "Row \((i * 37) % RowList.rows)")!
                                point = CGPoint(x: r.midX, y: r.midY)
                            },
                            frame: { host.tap(at: point) })
        m.note = "(press + release)"
        record(m)

        record(Harness.run("list 1000 rows: full rebuild", views: RowList.rows, host: { host },
                           prepare: { host.invalidate() }, frame: { host.advance(frames: 1) }))
    }
}

extension Suite {
    // The 100,000-row lazy list: a wheel step of 37 pt before every timed frame.
    func lazyList() {
        let name = "lazy list 100000 rows: scrolling frame"
        guard wants("lazy") else { return }
        let host = makeHost(LazyFeed(), size: lazyWindow)
        host.advance(frames: 2)
        let center = CGPoint(x: lazyWindow.width / 2, y: lazyWindow.height / 2)
        var m = Harness.run(name, views: LazyFeed.rows, host: { host },
                            prepare: { host.scroll(at: center, by: CGSize(width: 0, height: 37)) },
                            frame: { host.advance(frames: 1) })
        m.note = "(a 37-pt wheel step per frame; only the rows near the viewport exist)"
        record(m)
        check(host.counters.bodies < 5_000, "lazy list: \(host.counters.bodies) bodies evaluated in all (only rows near the viewport)")
        check(host.displayList.rect(ofText: "Row 0") == nil, "lazy list: scrolled away from row 0")
    }
}

func fmt(_ x: CGFloat) -> String { x == x.rounded() ? String(Int(x)) : String(format: "%.1f", Double(x)) }

// MARK: Report

@MainActor
func report(_ suite: Suite) {
    let r = suite.results
    var t = Table(["workload", "views", "median", "p90", "ns/view", "allocs/frame", "KB/frame", "bodies/frame",
                   "measures/frame", "text meas./frame", "peak RSS", "target", "verdict", "note"])
    for m in r {
        let (target, verdict) = rowTarget(m)
        t.add([m.name, m.views.map(String.init) ?? "—", formatTime(m.median), formatTime(m.p90),
               m.nsPerView.map { String(format: "%.0f", $0) } ?? "—", formatCount(m.allocationsPerFrame),
               m.frames == 0 ? "—" : String(format: "%.1f", Double(m.allocatedBytes) / Double(m.frames) / 1024),
               formatCount(m.perFrame(m.bodies)), formatCount(m.perFrame(m.measurements)),
               formatCount(m.perFrame(m.textMeasurements)), m.frames == 0 ? "—" : formatMB(m.peakRSS), target, verdict, m.note])
    }
    print("\n## Workloads (release, per frame; \(Budget.scale == 1 ? "" : "--quick, ")text stub 0.5×size per char, line = size)\n")
    print(t.render())

    let withPhases = r.filter { !$0.phases.isEmpty }
    if withPhases.isEmpty {
        print("\nPer-phase times (build, layout, preferences, observers, diff/animate, display list): "
              + "pending a ViewHost phase hook; totals above are the whole pipeline.")
    } else {
        var pt = Table(["workload"] + Phase.allCases.map { $0.rawValue + " median/p90" })
        for m in withPhases {
            pt.add([m.name] + Phase.allCases.map { p in
                var s = Measurement(name: ""); s.samples = m.phases[p] ?? []
                return s.samples.isEmpty ? "—" : "\(formatTime(s.median)) / \(formatTime(s.p90))"
            })
        }
        print("\n## Phases\n")
        print(pt.render())
    }

    print("\n## Targets (docs/performance-profile.md)\n")
    print(scoreboard(suite).render())
    print("\nChecks:")
    for c in suite.checks { print("  " + c) }
    if !suite.problems.isEmpty {
        print("\n!!! \(suite.problems.count) CHECK(S) FAILED — the figures above do not compare with the peers:")
        for p in suite.problems { print("  " + p) }
    }
    print("\nHeap allocations: counted by interposing malloc/calloc/realloc/memalign/aligned_alloc/posix_memalign "
          + "in this executable (CMallocCounter), around the timed call only; a realloc counts as one.")
    print("Peak RSS: getrusage ru_maxrss of the whole process after the workload (cumulative, workloads run in order).")
}

/// Per-row target: time targets on the month-grid scenes, the trees and the list.
func rowTarget(_ m: Measurement) -> (String, String) {
    func verdict(_ value: Double, _ target: Double, _ stretch: Double) -> String {
        value.isNaN ? "—" : value <= stretch ? "met (stretch)" : value <= target ? "met" : "MISSED"
    }
    let sceneName = m.name.split(separator: " ").dropFirst().first.map { String($0.dropLast()) } ?? ""
    if m.name.hasPrefix("scene "), m.name.hasSuffix("full rebuild"), m.frames > 0 {
        let tag = monthGridScenes.contains(sceneName) ? "" : " (month-grid target)"
        return ("≤ 25 µs (7)" + tag, verdict(m.median, 25_000, 7_000))
    }
    if m.name == "tree 11111 nodes" || m.name == "tree 11111 nodes (AnyView)" {
        return ("≤ 300 ns/view (120)", verdict(m.nsPerView ?? .nan, 300, 120))
    }
    // Issue 28: "the tree with an anchor on every leaf ≤ 500 ns per view", at 11k as at 111k.
    if m.name == "tree 11111 nodes + leaf anchors" { return ("≤ 500 ns/view (140)", verdict(m.nsPerView ?? .nan, 500, 140)) }
    if m.name == "tree 11111 nodes + leaf anchors: one leaf moves" { return ("≤ 50 µs", verdict(m.median, 50_000, 50_000)) }
    if m.name.hasPrefix("tree 111111 nodes") { return ("≤ 500 ns/view (140)", verdict(m.nsPerView ?? .nan, 500, 140)) }
    if m.name == "list 1000 rows: one row's state changes" { return ("≤ 1 ms (0.2)", verdict(m.median, 1_000_000, 200_000)) }
    return ("—", "")
}

@MainActor
func scoreboard(_ suite: Suite) -> Table {
    var t = Table(["figure", "measured", "target", "stretch", "verdict"])
    func v(_ value: Double, _ target: Double, _ stretch: Double) -> String {
        value.isNaN ? "not run" : value <= stretch ? "met (stretch)" : value <= target ? "met" : "MISSED"
    }
    let r = suite.results
    let fullScenes = r.filter { $0.name.hasPrefix("scene ") && $0.name.hasSuffix("full rebuild") }
    let monthScenes = fullScenes.filter { m in monthGridScenes.contains { m.name == "scene \($0): full rebuild" } }
    if let worst = monthScenes.max(by: { $0.median < $1.median }) {
        t.add(["month-grid scene, full pipeline per frame",
               "\(formatTime(worst.median)) (worst of \(monthScenes.count): \(worst.name.dropFirst(6).prefix { $0 != ":" }))",
               "≤ 25 µs", "≤ 7 µs", v(worst.median, 25_000, 7_000)])
    }
    if let worst = fullScenes.max(by: { $0.median < $1.median }) {
        t.add(["any seed scene, full pipeline per frame",
               "\(formatTime(worst.median)) (worst of \(fullScenes.count): \(worst.name.dropFirst(6).prefix { $0 != ":" }))",
               "≤ 25 µs", "≤ 7 µs", v(worst.median, 25_000, 7_000)])
    }
    let anim = r.filter { $0.name.hasSuffix(": animating") && $0.frames > 0 }
    if let worst = anim.max(by: { $0.median < $1.median }) {
        t.add(["seed scene, animating frame (no rebuild)",
               "\(formatTime(worst.median)) (worst of \(anim.count))", "≤ 25 µs", "≤ 7 µs", v(worst.median, 25_000, 7_000)])
    }
    let t11 = suite.result("tree 11111 nodes"), t111 = suite.result("tree 111111 nodes")
    let a11 = suite.result("tree 11111 nodes + leaf anchors"), a111 = suite.result("tree 111111 nodes + leaf anchors")
    // Issue 28's targets per view (and stretch): the plain 11k tree 300 (120), every anchored and
    // 111k tree 500 (140).
    let perView: [(String, Measurement?, Double, Double)] = [
        ("synthetic tree, per node at 11k", t11, 300, 120), ("  … with leaf anchors", a11, 500, 140),
        ("synthetic tree, per node at 111k", t111, 500, 140), ("  … with leaf anchors", a111, 500, 140),
    ]
    for (label, m, target, stretch) in perView {
        guard let ns = m?.nsPerView else { continue }
        t.add([label, String(format: "%.0f ns", ns), "≤ \(Int(target)) ns", "≤ \(Int(stretch)) ns", v(ns, target, stretch)])
    }
    if let m = suite.result("tree 11111 nodes + leaf anchors: one leaf moves") {
        t.add(["10,000 anchored leaves, one leaf moves (frame)", formatTime(m.median), "≤ 50 µs", "—", v(m.median, 50_000, 0)])
    }
    for (label, a, b) in [("t(111k)/t(11k)", t11, t111), ("  … with leaf anchors", a11, a111)] {
        if let a, let b { let q = b.median / a.median; t.add([label, String(format: "%.2f", q), "≤ 12", "≤ 10.5", v(q, 12, 10.5)]) }
    }
    // Allocations in a frame with no state change: the full-rebuild frames (immediate mode).
    let steady = fullScenes + [t11, t111, a11, a111, suite.result("tree 1111 nodes")].compactMap { $0 }
    if let worst = steady.max(by: { $0.allocationsPerFrame < $1.allocationsPerFrame }) {
        let perNode = [t11, t111].compactMap { $0 }.map { $0.allocationsPerFrame / Double($0.views ?? 1) }.max() ?? .nan
        let ok = worst.allocationsPerFrame <= 4 ? (worst.allocationsPerFrame == 0 ? "met (stretch)" : "met") : "MISSED"
        t.add(["heap allocations per frame, no state change",
               "\(formatCount(worst.allocationsPerFrame)) (worst: \(worst.name)); \(String(format: "%.2f", perNode)) per node in the plain trees",
               "≤ 4 total, 0 per node", "0", ok])
    }
    if let idle = suite.result("tree 11111 nodes: idle frame (no change)") {
        t.add(["  … idle frame of the 11k tree (emit only)", "\(formatCount(idle.allocationsPerFrame))",
               "≤ 4 total", "0", idle.allocationsPerFrame <= 4 ? (idle.allocationsPerFrame == 0 ? "met (stretch)" : "met") : "MISSED"])
    }
    if let l = suite.result("list 1000 rows: one row's state changes") {
        t.add(["one state change in the 1,000-row list", formatTime(l.median) + " (p90 \(formatTime(l.p90)))",
               "≤ 1 ms", "≤ 0.2 ms", v(l.median, 1_000_000, 200_000)])
    }
    let trees = [3, 4, 5].compactMap { suite.result("tree \(treeNodeCount(depth: $0)) nodes") }
    if !trees.isEmpty {
        let per = trees.map { $0.perFrame($0.measurements) / Double($0.views!) }
        let flat = (per.max()! - per.min()!) <= 0.1 * per.min()!
        t.add(["child measurements per container per layout",
               "measure() calls per tree view: " + per.map { String(format: "%.2f", $0) }.joined(separator: " / ")
               + " at 1k/11k/111k (engine nodes per view ≈ 2–4)",
               "≤ 2", "1", flat ? "met (flat with depth; exact per-container count needs a hook)" : "MISSED (grows with depth)"])
    }
    let textRows = steady
    if let worst = textRows.max(by: { $0.perFrame($0.textMeasurements) < $1.perFrame($1.textMeasurements) }) {
        let x = worst.perFrame(worst.textMeasurements)
        t.add(["text measurements per steady frame", formatCount(x), "0", "0", x == 0 ? "met (stretch)" : "MISSED"])
    }
    if let s = suite.sdl, s.problem == nil {
        t.add(["raster of a seed scene, 800×600, software", "\(formatTime(s.rasterMedian)) median, \(formatTime(s.rasterP90)) p90 (frames-onchange, real fonts)",
               "≤ 1.5 ms", "≤ 0.5 ms", v(s.rasterMedian, 1_500_000, 500_000)])
        t.add(["raster of a seed scene animating, 3840×2160 px (1920×1080 pt at 2×), incremental",
               "\(formatTime(s.uhdMedian)) median, \(formatTime(s.uhdP90)) p90; \(String(format: "%.1f", s.uhdRepaintedPercent)) % of the frame repainted on average",
               "≤ 4 ms", "—", v(s.uhdMedian, 4_000_000, 0)])
        t.add(["raster of the same frames, full repaint, 3840×2160 px", "\(formatTime(s.uhdFullMedian)) median", "—", "—", "(reference)"])
        t.add(["recording, 800×600 PNG frames per second", String(format: "%.0f frames/s (%d frames, libpng level 1, encoded on worker threads)", s.recordFPS, s.recordFrames),
               "≥ 150", "≥ 300", s.recordFPS >= 300 ? "met (stretch)" : s.recordFPS >= 150 ? "met" : "MISSED"])
    } else {
        let why = suite.sdl?.problem ?? "not run (--only)"
        t.add(["raster of a seed scene, 800×600, software", why, "≤ 1.5 ms", "≤ 0.5 ms", "not run"])
        t.add(["raster of a seed scene animating, 3840×2160 px (1920×1080 pt at 2×), incremental", why, "≤ 4 ms", "—", "not run"])
        t.add(["recording, 800×600 PNG frames per second", why, "≥ 150", "≥ 300", "not run"])
    }
    if let s = suite.sdl, let idle = s.idlePercent {
        t.add(["window idle, nothing animating", String(format: "%.2f %% of a core (%@)", idle, s.idleNote),
               "< 1 % of a core", "0", idle == 0 ? "met (stretch)" : idle < 1 ? "met" : "MISSED"])
    } else {
        t.add(["window idle, nothing animating", suite.sdl?.idleNote ?? "not run", "< 1 % of a core", "0", "not run"])
    }
    t.add(["host frame with nothing to do", formatTime(r.first { $0.name.contains("idle frame") }?.median ?? .nan),
           "—", "—", "(the window blocks in SDL_WaitEventTimeout instead of running it)"])
    if let r = suite.soak {
        t.add(["memory over 100,000 frames", String(format: "%+.2f MB RSS, %+d live heap blocks (10k → %dk frames, %@, tap every 30)",
                                                    Double(r.drift) / 1_048_576, r.liveDrift, r.frames / 1000, r.scene),
               "flat within 1 MB", "flat", abs(r.drift) <= 1_048_576 ? (r.liveDrift <= 0 && r.drift <= 0 ? "met (stretch)" : "met") : "MISSED"])
    } else {
        t.add(["memory over 100,000 frames", "run `playground-bench soak`", "flat within 1 MB", "flat", "not run"])
    }
    return t
}

// MARK: Soak

/// RSS drift over the soak: (RSS after `total` − after 10,000 frames, live heap blocks drift).
struct SoakResult { var drift: Int; var liveDrift: Int64; var frames: Int; var scene: String }

@MainActor
func soak(sceneName: String = "frames-onchange", total: Int = 100_000) -> SoakResult? {
    guard let scene = SceneCatalog.scene(named: sceneName) else { usageError("soak: --scene \(sceneName): no such scene") }
    let host = makeHost(scene.makeView(), size: scene.size)
    host.advance(frames: 2)
    let labels = host.displayList.texts.map(\.string)
    print("soak: \(total) frames of \(sceneName), a tap every 30 frames on its \(labels.count) labels in turn")
    var samples: [(frames: Int, rss: Int, live: Int64)] = []
    let checkpoints: Set<Int> = [1_000, 10_000, 50_000, total]
    let start = ContinuousClock.now
    var taps = 0
    for frame in 1...total {
        if frame % 30 == 0, !labels.isEmpty {
            if host.tap(onText: labels[(frame / 30) % labels.count]) { taps += 1 }
        }
        host.advance(frames: 1)
        if checkpoints.contains(frame) {
            let sample = (frame, currentRSS(), liveBlocks())
            samples.append(sample)
            print("  after \(frame) frames: RSS \(formatMB(sample.1)), live heap blocks \(sample.2)")
        }
    }
    let elapsed = Harness.nanoseconds(ContinuousClock.now - start)
    var t = Table(["frames", "RSS", "live heap blocks"])
    for s in samples { t.add([String(s.frames), formatMB(s.rss), String(s.live)]) }
    print("\n## Soak: \(sceneName), \(total) frames, \(taps) taps, \(formatTime(elapsed / Double(total))) per frame on average\n")
    print(t.render())
    guard let a = samples.first(where: { $0.frames == 10_000 }), let b = samples.last, b.frames > a.frames else { return nil }
    let result = SoakResult(drift: b.rss - a.rss, liveDrift: b.live - a.live, frames: b.frames, scene: sceneName)
    print("\nRSS after \(b.frames) − after 10,000 frames: \(String(format: "%+.2f", Double(result.drift) / 1_048_576)) MB "
          + "(target: flat within 1 MB) → \(abs(result.drift) <= 1_048_576 ? "met" : "MISSED"); "
          + "live heap blocks \(result.liveDrift >= 0 ? "+" : "")\(result.liveDrift)")
    return result
}

// MARK: Profile (for valgrind --tool=callgrind --toggle-collect='*profiledFrames*')

@inline(never)
@MainActor
func profiledFrames(_ host: ViewHost, _ frames: Int, rebuild: Bool, prepare: () -> Void, after: () -> Void) {
    for _ in 0..<frames {
        prepare()
        if rebuild { host.invalidate() }
        host.advance(frames: 1)
        after()
    }
}

@MainActor
func profile() {
    let what = arguments.first ?? "tree4"
    let frames = countOption("--frames", 5)
    let warmup = countOption("--warmup", 3)
    let host: ViewHost
    var prepare: () -> Void = {}
    var after: () -> Void = {}
    var rebuild = true
    switch what {
    case "tree3", "tree4", "tree5":
        host = makeHost(TreeNode(height: Int(String(what.last!))!, index: 0), size: treeWindow)
    case "generic3", "generic4":
        host = makeHost(GenericTreeNode<PlainLeaves>(height: Int(String(what.last!))!, index: 0), size: treeWindow)
    case "anchored3", "anchored4", "anchored5":
        host = makeHost(AnchoredTree(depth: Int(String(what.last!))!), size: treeWindow)
    case "branchanchored3":
        host = makeHost(BranchAnchoredTree(depth: 3), size: treeWindow)
    case "tappable3":
        host = makeHost(TappableTreeNode(height: 3, index: 0), size: treeWindow)
    case "tapanchored3":
        host = makeHost(TapAnchoredTree(depth: 3), size: treeWindow)
    case "screen":
        host = makeHost(RealScreen(), size: realScreenWindow)
    case "moving4":
        // The anchored 11,111-node tree with one leaf moving each frame (the bench's "one leaf moves" row).
        host = makeHost(MovingLeafTree(depth: 4), size: treeWindow)
        rebuild = false
        prepare = { MovingLeafSwitch.moved?.wrappedValue.toggle() }
    case "lazy":
        let h = makeHost(LazyFeed(), size: lazyWindow)
        host = h
        rebuild = false
        prepare = { h.scroll(at: CGPoint(x: lazyWindow.width / 2, y: lazyWindow.height / 2), by: CGSize(width: 0, height: 37)) }
    case "list":
        let h = makeHost(RowList(), size: listWindow)
        host = h
        rebuild = false
        var i = 0
        prepare = {
            i += 1
            if let r = h.displayList.rect(ofText: "Row \((i * 37) % RowList.rows)") { h.tap(at: CGPoint(x: r.midX, y: r.midY)) }
        }
    case "raster":
        // The SDL figures' raster row: frames-onchange at 800×600 with real fonts, a month tapped
        // every 30 frames so the border glides; each frame is drawn incrementally in software.
        guard let scene = SceneCatalog.scene(named: "frames-onchange"), let text = try? TTFTextEngine() else {
            fatalError("profile: raster needs the frames-onchange scene and SDL_ttf")
        }
        let h = ViewHost(rootView: scene.makeView(), size: CGSize(width: 800, height: 600), textMeasurer: text)
        let renderer = SoftwareRenderer(pixelWidth: 800, pixelHeight: 600, scale: 1, text: text)
        host = h
        rebuild = false
        var frame = 0
        prepare = {
            if frame % 30 == 0 { _ = h.tap(onText: SeedNames.months[(frame / 30) % 12]) }
            frame += 1
        }
        after = { renderer.render(h.displayList) }
    default:
        guard what.hasPrefix("scene:"), let s = SceneCatalog.scene(named: String(what.dropFirst(6))) else {
            usageError("profile: unknown workload '\(what)' (expected lazy, screen, tree3, tree4, tree5, generic3, generic4, anchored3, anchored4, anchored5, branchanchored3, tappable3, tapanchored3, moving4, list, raster or scene:NAME)")
        }
        host = makeHost(s.makeView(), size: s.size)
    }
    for _ in 0..<warmup { prepare(); if rebuild { host.invalidate() }; host.advance(frames: 1); after() }   // warm-up, not collected
    let before = host.counters
    let t0 = ContinuousClock.now
    ccg_start_instrumentation()   // under `--instr-atstart=no`, only these frames are simulated
    profiledFrames(host, frames, rebuild: rebuild, prepare: prepare, after: after)
    ccg_stop_instrumentation()
    let counted = host.counters
    let perFrame = { (n: Int) in String(format: "%.1f", Double(n) / Double(max(frames, 1))) }
    print("profile \(what): \(frames) frames in \(formatTime(Harness.nanoseconds(ContinuousClock.now - t0))); a frame: "
          + "\(perFrame(counted.bodies - before.bodies)) bodies, \(perFrame(counted.measurements - before.measurements)) measurements, "
          + "\(perFrame(counted.textMeasurements - before.textMeasurements)) text measurements")
}

// MARK: Main

MainActor.assumeIsolated {
    cmc_line_buffer_stdout()
    let command = arguments.first.flatMap { ["soak", "profile", "run"].contains($0) ? $0 : nil } ?? "run"
    if arguments.first == command { arguments.removeFirst() }
    if !mallocCounterWorks() { print("!!! the malloc interposer is not active: allocation counts read 0") }
    switch command {
    case "soak":
        _ = soak(sceneName: option("--scene") ?? "frames-onchange", total: countOption("--frames", 100_000))
    case "profile": profile()
    default:
        if flag("--quick") { Budget.scale = 0.3 }
        let noSoak = flag("--no-soak")
        let suite = Suite(only: option("--only"))
        print("playground-bench: \(ProcessInfo.processInfo.activeProcessorCount) CPUs, release build")
        suite.scenes()
        suite.list()
        suite.lazyList()
        suite.realScreen()
        suite.trees()
        if suite.only == nil || suite.wants("sdl") {
            print("  SDL host: raster and recording…")
            suite.sdl = measureSDL()
        }
        if !noSoak && suite.only == nil { print(""); suite.soak = soak() }
        report(suite)
    }
}

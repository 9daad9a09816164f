import Foundation
import Observation
import Testing
@testable import PlaygroundUI

// Issue 26, item 5: a navigation stack costs what its top costs (docs/semantics.md §27.6). Levels
// covered by two others are parked — not built, laid out or drawn — but keep their state.

@Observable
private final class LevelPath {
    var values: [Int] = []
}

private struct Deep: View {
    @Bindable var path: LevelPath
    var body: some View {
        NavigationStack(path: $path.values) {
            Text("root")
                .navigationTitle("Root")
                .navigationDestination(for: Int.self) { n in Level(n: n) }
        }
    }
}

/// What the levels' onAppear and onDisappear saw.
@MainActor private final class AppearanceLog {
    static let shared = AppearanceLog()
    var events: [String] = []
}

/// A level with state of its own that logs its appearances.
private struct Level: View {
    let n: Int
    @State private var taps = 0
    var body: some View {
        VStack {
            Button("Level \(n) taps \(taps)") { taps += 1 }
            Spacer()
        }
        .navigationTitle("Level \(n)")
        .onAppear { AppearanceLog.shared.events.append("appear \(n)") }
        .onDisappear { AppearanceLog.shared.events.append("disappear \(n)") }
    }
}

@MainActor
@Suite(.serialized) struct NavigationDepthTests {
    static let phone = CGSize(width: 390, height: 700)

    /// What one push costs, and what a frame of its slide costs, on a stack `depth` levels deep.
    struct Cost: Equatable {
        var pushBodies = 0, pushMeasures = 0
        var slideBodies = 0, slideMeasures = 0
        var drawnItems = 0
    }

    func cost(atDepth depth: Int) -> Cost {
        let path = LevelPath()
        path.values = Array(1...depth)   // preset: only the top two levels are built
        let h = ViewHost(rootView: Deep(path: path), size: Self.phone)
        h.advance(frames: 40)
        var c = Cost()
        let g = h.graph
        var b = g.bodyCount, m = g.measureCount
        h.perform { path.values.append(depth + 1) }
        h.advance(frames: 1)
        c.pushBodies = g.bodyCount - b; c.pushMeasures = g.measureCount - m
        b = g.bodyCount; m = g.measureCount
        h.advance(frames: 10)
        c.slideBodies = g.bodyCount - b; c.slideMeasures = g.measureCount - m
        h.advance(frames: 40)
        c.drawnItems = h.displayList.items.count
        return c
    }

    /// A push and the frames of its slide evaluate, measure and draw as much at depth 1,000 as
    /// at depth 2: the levels below the top two are neither built, laid out nor drawn.
    @Test func aPushCostsTheSameAtAnyDepth() {
        let shallow = cost(atDepth: 2), deep = cost(atDepth: 1000)
        #expect(shallow == deep, "depth 2: \(shallow), depth 1000: \(deep)")
        expectEqual(shallow.slideBodies, 0)
    }

    /// What a push does apart from its own level grows by a block of levels per 64 below it,
    /// not by each level (issue 26 item 5: on a stack 10,000 deep a push took 0.26 s of
    /// bookkeeping in debug); and observers of parked levels are out of the per-frame list.
    @Test func aPushVisitsBlocksNotLevels() {
        func push(atDepth depth: Int) -> (elements: Int, observers: Int) {
            let path = LevelPath()
            path.values = Array(1...depth)
            let h = ViewHost(rootView: Deep(path: path), size: Self.phone)
            h.advance(frames: 40)
            let e = h.graph.elementBuildCount
            h.perform { path.values.append(depth + 1) }
            h.advance(frames: 1)
            let pushed = h.graph.elementBuildCount - e
            h.advance(frames: 40)
            return (pushed, h.graph.observers.count)
        }
        let shallow = push(atDepth: 2), deep = push(atDepth: 4000)
        // 4,000 levels are 63 blocks; a body evaluated a few times in the push frame visits
        // each block once per evaluation, far fewer than the 4,000 levels.
        #expect(deep.elements - shallow.elements < 400, "depth 2: \(shallow.elements) elements, depth 4000: \(deep.elements)")
        #expect(deep.observers == shallow.observers, "observers at depth 2: \(shallow.observers), at 4000: \(deep.observers)")
    }

    /// Parked levels keep their state: a level's counter survives three pushes over it and the
    /// pops back; it disappears when parked and appears again when it comes back.
    @Test func parkedLevelsKeepTheirState() throws {
        let path = LevelPath()
        path.values = [1, 2, 3]
        let h = ViewHost(rootView: Deep(path: path), size: Self.phone)
        h.advance(frames: 40)
        // The top's back button has the title of the level under it, and that one's the title
        // of the parked level under it (built once, quietly, to know it).
        #expect(drawnFrames(h, "Level 2").count == 2 && drawnFrames(h, "Level 1").count == 1)
        #expect(h.tap(onText: "Level 3 taps 0"))
        h.advance(frames: 2)
        #expect(h.tap(onText: "Level 3 taps 1"))
        h.advance(frames: 2)
        for n in 4...6 {
            h.perform { path.values.append(n) }
            h.advance(frames: 40)
        }
        #expect(h.frame(ofText: "Level 3 taps 2") == nil, "a parked level is not in the tree")
        for _ in 0..<3 {
            h.perform { _ = path.values.removeLast() }
            h.advance(frames: 40)
        }
        #expect(h.frame(ofText: "Level 3 taps 2") != nil)
        expectEqual(drawnFrames(h, "Level 3 taps 2").count, 1)
    }

    /// A parked level disappears and appears again when it comes back; levels of a preset path
    /// appear only once shown, and a never-shown one popped away does not disappear. (A popped
    /// level disappears when its slide has ended, hence the 120 frames.)
    @Test func parkingDisappearsAndComingBackAppears() {
        AppearanceLog.shared.events = []
        let path = LevelPath()
        path.values = [1, 2, 3, 4]
        let h = ViewHost(rootView: Deep(path: path), size: Self.phone)
        h.advance(frames: 120)
        expectEqual(AppearanceLog.shared.events.sorted(), ["appear 3", "appear 4"])
        AppearanceLog.shared.events = []
        h.perform { path.values.append(5) }
        h.advance(frames: 120)
        expectEqual(AppearanceLog.shared.events.sorted(), ["appear 5", "disappear 3"])
        AppearanceLog.shared.events = []
        h.perform { _ = path.values.removeLast() }
        h.advance(frames: 120)
        expectEqual(AppearanceLog.shared.events.sorted(), ["appear 3", "disappear 5"])
        AppearanceLog.shared.events = []
        h.perform { path.values = [] }
        h.advance(frames: 120)
        expectEqual(AppearanceLog.shared.events.sorted(), ["disappear 3", "disappear 4"])
    }

    /// Pushing a level every frame shows at most the top's bar and the one sliding under it: no
    /// pile of back buttons from the levels still fading out.
    @Test func rapidPushesShowAtMostTwoBars() {
        let path = LevelPath()
        let h = ViewHost(rootView: Deep(path: path), size: Self.phone)
        h.advance(frames: 2)
        for n in 1...15 {
            h.perform { path.values.append(n) }
            h.advance(frames: 1)
            let titles = h.displayList.items.filter { if case .text(let t) = $0 { return t.string.hasPrefix("Level ") && !t.string.contains("taps") } else { return false } }
            // Each level draws its title and its back button's title ("Level n−1").
            #expect(titles.count <= 4, "frame \(n): \(titles.count) level titles drawn")
        }
        h.advance(frames: 40)
        #expect(h.frame(ofText: "Level 15 taps 0") != nil)
    }
}

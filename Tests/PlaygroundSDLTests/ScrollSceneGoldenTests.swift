import Foundation
import PlaygroundScenes
import PlaygroundSDL
import PlaygroundUI
import Testing

/// A scrolling scene, its demo script and the frames compared with goldens.
struct ScrollSceneCase: Sendable, CustomStringConvertible {
    var scene: String
    /// Frames (at 60 fps) snapshotted while the script plays, and once everything has settled.
    var frames: [Int]
    var description: String { scene }

    static let all: [ScrollSceneCase] = [
        .init(scene: "scroll-fading-header", frames: [40, 80, 215]),
        .init(scene: "scroll-collapsing-title", frames: [20, 60, 170]),
        .init(scene: "scroll-to-top", frames: [60, 100, 150]),
        .init(scene: "scroll-chat-bottom", frames: [20, 60, 140]),
        .init(scene: "scroll-visible-rows", frames: [30, 62, 100]),
        .init(scene: "scroll-snap-carousel", frames: [60, 175, 262, 330]),
        .init(scene: "draw-anchor-tree", frames: [40, 100, 140]),
        .init(scene: "draw-connect-dots", frames: [40, 100, 320]),
        .init(scene: "draw-icon-grid", frames: [30, 80, 135]),
        .init(scene: "draw-symbol-modes", frames: [20, 40, 100]),
        .init(scene: "gesture-reorder-list", frames: [40, 52, 133, 140]),
        .init(scene: "gesture-swatch-picker", frames: [40, 89, 132]),
        .init(scene: "data-reading-list", frames: [50, 110, 140]),
        .init(scene: "layout-chip-flow", frames: [30, 100, 185]),
        .init(scene: "layout-hero-card", frames: [36, 45, 140]),
        .init(scene: "layout-view-lists", frames: [40, 100, 160]),
        .init(scene: "layout-tag-cloud", frames: [34, 100, 150, 200]),
        .init(scene: "text-growing-editor", frames: [50, 110, 170]),
        .init(scene: "nav-expense-tracker", frames: [20, 150, 180, 215]),
    ]
}

/// Every scrolling scene (and the drawing scene) played by its `demo/` script (wheel steps, drags and flings, taps) on
/// the virtual clock, rendered at the listed frames and when settled, against `Golden/scroll-*.png`
/// (`UPDATE_GOLDEN=1` rewrites them). Equal goldens on every run is the recording guarantee.
@Suite(.serialized) @MainActor
struct ScrollSceneGoldenTests {
    static let demo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("demo")

    @Test(arguments: ScrollSceneCase.all)
    func scriptedScrolling(_ c: ScrollSceneCase) throws {
        let scene = try #require(SceneCatalog.scene(named: c.scene))
        let script = try InputScript.load(Self.demo.appendingPathComponent("\(c.scene).txt"))
        let player = ScriptPlayer(script)
        let engine = try TTFTextEngine()
        let host = ViewHost(rootView: scene.makeView(), size: scene.size, textMeasurer: engine)
        host.printsWarnings = false
        let renderer = SoftwareRenderer(pixelWidth: Int(scene.size.width), pixelHeight: Int(scene.size.height), scale: 1, text: engine)
        func snapshot() -> RGBImage { renderer.image(of: host.displayList) }
        var shots: [RGBImage] = []
        for frame in 1...c.frames.max()! {
            player.deliver(upTo: Double(frame) / 60, to: host)
            host.advance()
            if c.frames.contains(frame) { shots.append(snapshot()) }
        }
        #expect(player.isFinished, "\(c.scene): the script has events after frame \(c.frames.max()!)")
        #expect(player.notes.isEmpty, "\(player.notes)")
        var waited = 0
        while !host.isIdle, waited < 600 { host.advance(); waited += 1 }
        #expect(host.isIdle, "\(c.scene) still moving after 10 s")
        shots.append(snapshot())
        for i in 1..<shots.count {
            let differs = shots[i] != shots[i - 1]   // a Bool, so a failure does not print the pixels
            #expect(differs, "\(c.scene): snapshots \(i - 1) and \(i) are the same picture")
        }
        for (i, shot) in shots.enumerated() {
            try assertGolden(shot, "\(c.scene)-\(i < c.frames.count ? String(c.frames[i]) : "settled")")
        }
    }

    /// The drawing scenes at scale 2 (paths, symbols, gradients and effects at twice the
    /// pixels), settled after their scripts.
    @Test(arguments: ["draw-anchor-tree", "draw-connect-dots", "draw-icon-grid", "draw-symbol-modes"])
    func drawingAtScaleTwo(_ name: String) throws {
        let scene = try #require(SceneCatalog.scene(named: name))
        let player = ScriptPlayer(try InputScript.load(Self.demo.appendingPathComponent("\(name).txt")))
        let engine = try TTFTextEngine()
        let host = ViewHost(rootView: scene.makeView(), size: scene.size, textMeasurer: engine)
        host.printsWarnings = false
        var frame = 0
        while !player.isFinished || !host.isIdle, frame < 1200 {
            frame += 1
            player.deliver(upTo: Double(frame) / 60, to: host)
            host.advance()
        }
        #expect(host.isIdle)
        let renderer = SoftwareRenderer(pixelWidth: Int(scene.size.width) * 2, pixelHeight: Int(scene.size.height) * 2, scale: 2, text: engine)
        try assertGolden(renderer.image(of: host.displayList), "\(name)-settled@2x")
    }
}

import Foundation
import PlaygroundScenes
import PlaygroundSDL
import PlaygroundUI
import Testing

/// A scene played by its `demo/<name>.txt` script with real fonts, pictures taken at chosen
/// frames and once settled: what the scene golden suites share.
@MainActor
struct ScenePlayback {
    static let demo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("demo")

    let name: String
    /// The goldens' file-name stem (the scene's name unless a variant is played).
    let goldenName: String
    let host: ViewHost
    /// The pictures at `frames`, then the settled one.
    private(set) var shots: [RGBImage] = []
    private let frames: [Int]

    /// Plays `name`'s script for `duration` frames (60 per second), calling `each` after every
    /// frame, then runs until idle (at most ten seconds more).
    init(_ name: String, frames: [Int], duration: Int, layoutDirection: LayoutDirection = .leftToRight,
         goldenName: String? = nil, each: (Int, ViewHost) -> Void = { _, _ in }) throws {
        self.name = name
        self.goldenName = goldenName ?? name
        self.frames = frames
        let scene = try #require(SceneCatalog.scene(named: name))
        let player = ScriptPlayer(try InputScript.load(Self.demo.appendingPathComponent("\(name).txt")))
        let engine = try TTFTextEngine()
        host = ViewHost(rootView: scene.makeView(), size: scene.size, textMeasurer: engine)
        host.printsWarnings = false
        host.layoutDirection = layoutDirection
        let renderer = SoftwareRenderer(pixelWidth: Int(scene.size.width), pixelHeight: Int(scene.size.height), scale: 1, text: engine)
        for frame in 1...duration {
            player.deliver(upTo: Double(frame) / 60, to: host)
            host.advance()
            each(frame, host)
            if frames.contains(frame) { shots.append(renderer.image(of: host.displayList)) }
        }
        #expect(player.isFinished)
        #expect(player.notes.isEmpty, "\(player.notes)")
        var waited = 0
        while !host.isIdle, waited < 600 { host.advance(); waited += 1 }
        #expect(host.isIdle)
        shots.append(renderer.image(of: host.displayList))
    }

    /// The texts drawn now.
    var drawnTexts: [String] {
        host.displayList.items.compactMap { item -> String? in
            if case .text(let t) = item { return t.string } else { return nil }
        }
    }

    /// Each picture differs from the one before, and matches `Golden/<name>-<frame>.png`
    /// (`UPDATE_GOLDEN=1` rewrites them).
    func checkGoldens() throws {
        for i in 1..<shots.count {
            #expect(shots[i] != shots[i - 1], "snapshots \(i - 1) and \(i) are the same picture")
        }
        for (i, shot) in shots.enumerated() {
            try assertGolden(shot, "\(goldenName)-\(i < frames.count ? String(frames[i]) : "settled")")
        }
    }
}

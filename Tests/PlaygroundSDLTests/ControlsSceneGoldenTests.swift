import Foundation
import PlaygroundScenes
import PlaygroundSDL
import PlaygroundUI
import Testing

/// The settings-form scene (docs/semantics.md §24) played by `demo/controls-settings-form.txt`:
/// a switch turned on, a stepper tap, a segmented pick that re-tints the form, a menu opened and
/// chosen from, and a slider drag that grows the preview (its height read through a preference).
/// Rendered at the listed frames and when settled, against `Golden/controls-settings-form-*.png`
/// (`UPDATE_GOLDEN=1` rewrites them).
@Suite(.serialized) @MainActor
struct ControlsSceneGoldenTests {
    static let demo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("demo")

    @Test func settingsForm() throws {
        let name = "controls-settings-form"
        let frames = [60, 125, 176]
        let scene = try #require(SceneCatalog.scene(named: name))
        let player = ScriptPlayer(try InputScript.load(Self.demo.appendingPathComponent("\(name).txt")))
        let engine = try TTFTextEngine()
        let host = ViewHost(rootView: scene.makeView(), size: scene.size, textMeasurer: engine)
        host.printsWarnings = false
        let renderer = SoftwareRenderer(pixelWidth: Int(scene.size.width), pixelHeight: Int(scene.size.height), scale: 1, text: engine)
        var shots: [RGBImage] = []
        for frame in 1...200 {
            player.deliver(upTo: Double(frame) / 60, to: host)
            host.advance()
            if frames.contains(frame) { shots.append(renderer.image(of: host.displayList)) }
        }
        #expect(player.isFinished)
        #expect(player.notes.isEmpty, "\(player.notes)")
        var waited = 0
        while !host.isIdle, waited < 600 { host.advance(); waited += 1 }
        #expect(host.isIdle)
        shots.append(renderer.image(of: host.displayList))
        // The preview height read through the preference grew with the font size.
        #expect(host.frame(ofText: "40 pt") == nil)
        for i in 1..<shots.count {
            let differs = shots[i] != shots[i - 1]
            #expect(differs, "snapshots \(i - 1) and \(i) are the same picture")
        }
        for (i, shot) in shots.enumerated() {
            try assertGolden(shot, "\(name)-\(i < frames.count ? String(frames[i]) : "settled")")
        }
    }
}

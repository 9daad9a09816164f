import Foundation
import PlaygroundScenes
import PlaygroundSDL
import PlaygroundUI
import Testing

/// The anchored-underline tab scene (docs/semantics.md §29) played by
/// `demo/tab-anchored-underline.txt`: a tap on a category glides the underline (resolved from an
/// anchor preference) and the pages; a swipe pages on and the underline follows the selection; a
/// tab bar tap shows another tab and a second brings back the first as it was left. Rendered at
/// the listed frames and when settled, against `Golden/tab-anchored-underline-*.png`
/// (`UPDATE_GOLDEN=1` rewrites them).
@Suite(.serialized) @MainActor
struct TabSceneGoldenTests {
    static let demo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("demo")

    @Test func anchoredUnderline() throws {
        let name = "tab-anchored-underline"
        let frames = [32, 104, 190]
        let scene = try #require(SceneCatalog.scene(named: name))
        let player = ScriptPlayer(try InputScript.load(Self.demo.appendingPathComponent("\(name).txt")))
        let engine = try TTFTextEngine()
        let host = ViewHost(rootView: scene.makeView(), size: scene.size, textMeasurer: engine)
        host.printsWarnings = false
        let renderer = SoftwareRenderer(pixelWidth: Int(scene.size.width), pixelHeight: Int(scene.size.height), scale: 1, text: engine)
        var shots: [RGBImage] = []
        for frame in 1...240 {
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
        // Back on News, the pages kept the Local page the swipe left them on.
        #expect(host.displayList.items.contains { if case .text(let t) = $0 { return t.string == "Market opens on Sunday" } else { return false } })
        for i in 1..<shots.count {
            let differs = shots[i] != shots[i - 1]
            #expect(differs, "snapshots \(i - 1) and \(i) are the same picture")
        }
        for (i, shot) in shots.enumerated() {
            try assertGolden(shot, "\(name)-\(i < frames.count ? String(frames[i]) : "settled")")
        }
    }
}

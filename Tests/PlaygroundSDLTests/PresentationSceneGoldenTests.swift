import Foundation
import PlaygroundScenes
import PlaygroundSDL
import PlaygroundUI
import Testing

/// The measured-height sheet scene (docs/semantics.md §28) played by
/// `demo/sheet-measured-height.txt`: a sheet sized to its content through a preference, grown by
/// showing more rows, dismissed by its order button, an alert, then the Sort menu. Rendered at the
/// listed frames and when settled, against `Golden/sheet-measured-height-*.png`
/// (`UPDATE_GOLDEN=1` rewrites them).
@Suite(.serialized) @MainActor
struct PresentationSceneGoldenTests {
    static let demo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("demo")

    @Test func measuredHeightSheet() throws {
        let name = "sheet-measured-height"
        // Sliding up, resting at its measured height, grown, the alert, the open menu.
        let frames = [30, 70, 130, 200, 260]
        let scene = try #require(SceneCatalog.scene(named: name))
        let player = ScriptPlayer(try InputScript.load(Self.demo.appendingPathComponent("\(name).txt")))
        let engine = try TTFTextEngine()
        let host = ViewHost(rootView: scene.makeView(), size: scene.size, textMeasurer: engine)
        host.printsWarnings = false
        let renderer = SoftwareRenderer(pixelWidth: Int(scene.size.width), pixelHeight: Int(scene.size.height), scale: 1, text: engine)
        var shots: [RGBImage] = []
        for frame in 1...300 {
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
        // Sorted by price, the order remembered, nothing presented any more.
        #expect(host.frame(ofText: "Last order: Flat White") != nil)
        #expect(host.frame(ofText: "Place Order") == nil)
        #expect(try #require(host.frame(ofText: "Cappuccino")).minY < (try #require(host.frame(ofText: "Flat White"))).minY)
        for i in 1..<shots.count {
            let differs = shots[i] != shots[i - 1]
            #expect(differs, "snapshots \(i - 1) and \(i) are the same picture")
        }
        for (i, shot) in shots.enumerated() {
            try assertGolden(shot, "\(name)-\(i < frames.count ? String(frames[i]) : "settled")")
        }
    }
}

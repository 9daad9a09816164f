import Foundation
import PlaygroundScenes
import PlaygroundSDL
import PlaygroundUI
import Testing

/// The custom-bar scene (docs/semantics.md §27) played by `demo/nav-custom-bar.txt`: a push in
/// mid-slide, the pushed trail under the custom bar its preferences fill, the subtitle changed
/// through a preference, a pop in mid-slide, and the root again when settled. Rendered against
/// `Golden/nav-custom-bar-*.png` (`UPDATE_GOLDEN=1` rewrites them).
@Suite(.serialized) @MainActor
struct NavigationSceneGoldenTests {
    static let demo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("demo")

    @Test func customBar() throws {
        let name = "nav-custom-bar"
        let frames = [40, 90, 130, 152]
        let scene = try #require(SceneCatalog.scene(named: name))
        let player = ScriptPlayer(try InputScript.load(Self.demo.appendingPathComponent("\(name).txt")))
        let engine = try TTFTextEngine()
        let host = ViewHost(rootView: scene.makeView(), size: scene.size, textMeasurer: engine)
        host.printsWarnings = false
        let renderer = SoftwareRenderer(pixelWidth: Int(scene.size.width), pixelHeight: Int(scene.size.height), scale: 1, text: engine)
        var shots: [RGBImage] = []
        var sawDetailTitle = false, sawLogged = false
        for frame in 1...330 {
            player.deliver(upTo: Double(frame) / 60, to: host)
            host.advance()
            if frames.contains(frame) { shots.append(renderer.image(of: host.displayList)) }
            if host.frame(ofText: "Cedar Falls") != nil && host.frame(ofText: "Snoqualmie") != nil && frame > 210 { sawDetailTitle = true }
            if host.frame(ofText: "Logged today") != nil { sawLogged = true }
        }
        #expect(player.isFinished)
        #expect(player.notes.isEmpty, "\(player.notes)")
        #expect(sawDetailTitle, "the second trail's title and region reached the bar")
        #expect(sawLogged, "the subtitle changed through the preference")
        var waited = 0
        while !host.isIdle, waited < 600 { host.advance(); waited += 1 }
        #expect(host.isIdle)
        let drawn = host.displayList.items.compactMap { item -> String? in
            if case .text(let t) = item { return t.string } else { return nil }
        }
        #expect(drawn.contains("Trail Journal") && !drawn.contains("Log this hike"), "back at the root after Escape")
        shots.append(renderer.image(of: host.displayList))
        for i in 1..<shots.count {
            #expect(shots[i] != shots[i - 1], "snapshots \(i - 1) and \(i) are the same picture")
        }
        for (i, shot) in shots.enumerated() {
            try assertGolden(shot, "\(name)-\(i < frames.count ? String(frames[i]) : "settled")")
        }
    }
}

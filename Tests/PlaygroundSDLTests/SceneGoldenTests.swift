import Foundation
import PlaygroundScenes
import PlaygroundSDL
import PlaygroundUI
import Testing

/// A scene's golden script: which item to tap and how many frames after the tap is mid-animation.
struct SceneGoldenCase: Sendable, CustomStringConvertible {
    var scene: String
    var tap: String
    var midFrames: Int
    var description: String { scene }

    static let all: [SceneGoldenCase] = [
        .init(scene: "frames-onchange", tap: "五月", midFrames: 10),
        .init(scene: "anchors-overlay", tap: "五月", midFrames: 10),
        .init(scene: "anchors-extensions", tap: "五月", midFrames: 10),
        .init(scene: "lab-part1", tap: "June", midFrames: 30),
        .init(scene: "lab-part2-bounds", tap: "June", midFrames: 30),
        .init(scene: "lab-part2-points", tap: "June", midFrames: 30),
        .init(scene: "lab-part2-nested", tap: "transformAnchorPreference", midFrames: 10),
        .init(scene: "anchor-buttons", tap: "Aloha", midFrames: 10),
        .init(scene: "anchor-buttons-colored", tap: "Aloha", midFrames: 10),
        .init(scene: "segmented", tap: "Month", midFrames: 10),
    ]
}

/// Every scene at start (once its first-appearance animation has settled), mid-animation after
/// tapping another item, and settled again: offscreen software
/// renderer at scale 1, cropped to the drawn content, compared per pixel with `Golden/scene-*.png`
/// (`UPDATE_GOLDEN=1` rewrites them; a failure writes the actual and a diff image).
@Suite(.serialized) @MainActor
struct SceneGoldenTests {
    @Test(arguments: SceneGoldenCase.all)
    func startMidAndSettled(_ c: SceneGoldenCase) throws {
        let scene = try #require(SceneCatalog.scene(named: c.scene))
        let engine = try TTFTextEngine()
        let host = ViewHost(rootView: scene.makeView(), size: scene.size, textMeasurer: engine)
        host.printsWarnings = false
        let renderer = SoftwareRenderer(pixelWidth: Int(scene.size.width), pixelHeight: Int(scene.size.height), scale: 1, text: engine)
        func snapshot() -> RGBImage { renderer.image(of: host.displayList) }
        func settle() {
            var waited = 0
            while !host.isIdle, waited < 600 { host.advance(); waited += 1 }
            #expect(host.isIdle, "\(c.scene) still animating after 10 s")
        }
        settle()
        let start = snapshot()
        #expect(host.tap(onText: c.tap), "\(c.scene): no Text \(c.tap)")
        host.advance(frames: c.midFrames)
        let mid = snapshot()
        settle()
        let settled = snapshot()
        #expect(mid != settled, "\(c.scene): the tap on \(c.tap) should still be animating after \(c.midFrames) frames")
        #expect(start != settled, "\(c.scene): the tap on \(c.tap) changed nothing")
        let crop = start.contentBounds(margin: 8).union(mid.contentBounds(margin: 8)).union(settled.contentBounds(margin: 8))
        try assertGolden(start.cropped(crop), "scene-\(c.scene)-start")
        try assertGolden(mid.cropped(crop), "scene-\(c.scene)-mid")
        try assertGolden(settled.cropped(crop), "scene-\(c.scene)-settled")
    }
}

import Foundation
@testable import PlaygroundRender
import PlaygroundScenes
import PlaygroundSDL
import PlaygroundUI
import Testing

/// A shadow whose content did not change is not blurred again (`ShadowCache`): the icon grid's
/// tiles keep their shadows while the selection ring springs between them. The pictures are the
/// ones a renderer without a cache (a new one each frame) draws, byte for byte.
@MainActor
struct ShadowCacheTests {
    @Test func unchangedShadowsReuseTheirBlurAndDrawTheSame() throws {
        let scene = try #require(SceneCatalog.scene(named: "draw-icon-grid"))
        let engine = try TTFTextEngine()
        let host = ViewHost(rootView: scene.makeView(), size: scene.size, textMeasurer: engine)
        host.advance(frames: 1)
        let w = Int(host.size.width), h = Int(host.size.height)
        let kept = SoftwareRenderer(pixelWidth: w, pixelHeight: h, scale: 1, text: engine)
        let texts = host.displayList.items.compactMap { item -> String? in
            if case .text(let t) = item { return t.string } else { return nil }
        }
        var differing = 0
        for i in 0..<24 {
            if i % 8 == 0, !texts.isEmpty { _ = host.tap(onText: texts[(i / 8 * 3) % texts.count]) }
            host.advance(frames: 1)
            kept.render(host.displayList)
            let fresh = SoftwareRenderer(pixelWidth: w, pixelHeight: h, scale: 1, text: engine)
            fresh.render(host.displayList)
            #expect(fresh.shadowBlurs.found == 0)
            if kept.rgbBytes() != fresh.rgbBytes() { differing += 1 }
        }
        #expect(differing == 0, "\(differing) of 24 frames differ from a renderer without a cache")
        #expect(kept.shadowBlurs.found > kept.shadowBlurs.made, "most shadows are found: \(kept.shadowBlurs)")
    }
}

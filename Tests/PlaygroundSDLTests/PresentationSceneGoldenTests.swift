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
    @Test func measuredHeightSheet() throws {
        // Sliding up, resting at its measured height, grown, the alert, the open menu.
        let play = try ScenePlayback("sheet-measured-height", frames: [30, 70, 130, 200, 260], duration: 300)
        let host = play.host
        // Sorted by price, the order remembered, nothing presented any more.
        #expect(host.frame(ofText: "Last order: Flat White") != nil)
        #expect(host.frame(ofText: "Place Order") == nil)
        #expect(try #require(host.frame(ofText: "Cappuccino")).minY < (try #require(host.frame(ofText: "Flat White"))).minY)
        try play.checkGoldens()
    }
}

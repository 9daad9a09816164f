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
    @Test func anchoredUnderline() throws {
        let play = try ScenePlayback("tab-anchored-underline", frames: [32, 104, 190], duration: 240)
        // Back on News, the pages kept the Local page the swipe left them on.
        #expect(play.drawnTexts.contains("Market opens on Sunday"))
        try play.checkGoldens()
    }

    /// The same scene and script right-to-left (`--layout-direction rtl`, §21.7): the categories,
    /// the tab bar and the pages are mirrored, the underline (an anchor resolved in a flipped
    /// space, offset in it) still lands under the tapped category, and the leftward swipe now
    /// goes back a page, to "Following", with the underline following it.
    @Test func anchoredUnderlineRightToLeft() throws {
        let play = try ScenePlayback("tab-anchored-underline", frames: [32, 104, 190], duration: 240,
                                     layoutDirection: .rightToLeft, goldenName: "tab-anchored-underline-rtl")
        let trending = try #require(play.host.frame(ofText: "Trending"))
        let forYou = try #require(play.host.frame(ofText: "For You"))
        #expect(forYou.minX > trending.maxX)   // the first category is at the right
        #expect(play.drawnTexts.contains("Your weekly digest"))   // back on Following's page
        try play.checkGoldens()
    }
}

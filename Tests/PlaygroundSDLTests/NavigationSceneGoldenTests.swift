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
    @Test func customBar() throws {
        var sawDetailTitle = false, sawLogged = false
        let play = try ScenePlayback("nav-custom-bar", frames: [40, 90, 130, 152], duration: 330) { frame, host in
            if frame > 210 && host.frame(ofText: "Cedar Falls") != nil && host.frame(ofText: "Snoqualmie") != nil { sawDetailTitle = true }
            if host.frame(ofText: "Logged today") != nil { sawLogged = true }
        }
        #expect(sawDetailTitle, "the second trail's title and region reached the bar")
        #expect(sawLogged, "the subtitle changed through the preference")
        #expect(play.drawnTexts.contains("Trail Journal") && !play.drawnTexts.contains("Log this hike"), "back at the root after Escape")
        try play.checkGoldens()
    }
}

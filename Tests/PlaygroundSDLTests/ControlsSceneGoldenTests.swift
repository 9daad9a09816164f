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
    @Test func settingsForm() throws {
        let play = try ScenePlayback("controls-settings-form", frames: [60, 125, 176], duration: 200)
        // The preview height read through the preference grew with the font size.
        #expect(play.host.frame(ofText: "40 pt") == nil)
        try play.checkGoldens()
    }
}

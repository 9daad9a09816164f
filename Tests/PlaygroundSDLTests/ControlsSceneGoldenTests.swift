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

    /// `demo/controls-badge-designer.txt` (§23.9, §23.10, §24.10, §24.11): a double-click selects
    /// "Student" and typing replaces it (frame 50), undo brings it back selected (70), the
    /// ControlGroup aligns the badge leading and turns bold off, the Background well opens the
    /// picker (200), a swatch and a brightness drag write the colour live (245), and the picker
    /// closes onto the re-coloured badge (settled).
    @Test func badgeDesigner() throws {
        var titles: [Int: String] = [:]
        let play = try ScenePlayback("controls-badge-designer", frames: [50, 70, 200, 245], duration: 330) { frame, host in
            if [50, 70, 100].contains(frame) { titles[frame] = host.focusedTextState?.text }
        }
        #expect(titles[50] == "Swift Design Challenge")
        #expect(titles[70] == "Swift Student Challenge")
        #expect(titles[100] == "Swift Design Challenge")
        #expect(play.drawnTexts.contains("Swift Design Challenge"))
        #expect(!play.drawnTexts.contains("Colors"))
        try play.checkGoldens()
    }
}

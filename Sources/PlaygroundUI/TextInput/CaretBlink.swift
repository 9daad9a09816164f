import Foundation

/// The caret feature of one host (`_ViewGraph.caret`): the focused text input whose caret blinks
/// (§23.8). The graph asks it once per frame; a blink phase change repaints that input's path
/// only (no body is evaluated).
@MainActor
final class CaretBlink {
    /// The focused text input, set and cleared by the input as its focus changes.
    @exclusivity(unchecked) weak var input: TextInputNode?

    /// Whether a caret blinks now: the pictures keep changing twice a second although nothing
    /// else moves.
    var isBlinking: Bool { input?.isFocused == true && input?.parent != nil }

    /// Advances the blink to `time`; repaints the input when its phase changed.
    func tick(_ graph: _ViewGraph, time: Double) {
        if let c = input, c.parent != nil, c.blinkTick(time: time) { graph.setNeedsRepaint(c) }
    }
}

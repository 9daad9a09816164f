/// What a key does in the window (and in `key` lines of input scripts): the scene browser's
/// commands. Keys that are not commands go to the scene.
public enum BrowserCommand: Equatable, Sendable {
    case nextScene, previousScene
    /// Show scene N (0-based): keys 1–9, and 0 for the tenth.
    case selectScene(Int)
    /// A fresh `ViewHost` for the current scene (all state and animations reset).
    case restart
    /// Animations at 0.25× ↔ 1×.
    case toggleSlowMotion
    /// Stop / resume advancing the clock.
    case togglePause
    /// Pause, then advance exactly one frame.
    case step
    case toggleInspector
    case toggleBounds

    /// The command for the key called `key` (`WindowInput.keyName`: "right", "space", "r", "1", ".")
    /// when `sceneCount` scenes can be browsed; nil when the key belongs to the scene. Switching keys
    /// are commands only when there is more than one scene.
    public init?(key: String, sceneCount: Int) {
        switch key.lowercased() {
        case "right" where sceneCount > 1: self = .nextScene
        case "left" where sceneCount > 1: self = .previousScene
        case "r": self = .restart
        case "s": self = .toggleSlowMotion
        case "space", " ": self = .togglePause
        case ".", "period": self = .step
        case "i": self = .toggleInspector
        case "b": self = .toggleBounds
        case let digit where digit.count == 1 && sceneCount > 1:
            guard let n = Int(digit) else { return nil }
            let index = n == 0 ? 9 : n - 1
            guard index < sceneCount else { return nil }
            self = .selectScene(index)
        default: return nil
        }
    }
}

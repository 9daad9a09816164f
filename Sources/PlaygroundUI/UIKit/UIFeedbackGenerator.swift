import Foundation

// UIKit's haptic generators (docs/semantics.md §35.1), which SwiftUI code calls from actions and
// gestures as often as it writes `sensoryFeedback`. Nothing is felt (Linux has no haptics); each
// feedback is kept, as `sensoryFeedback`'s are, in the list of the host whose code runs
// (`ViewHost.playedSensoryFeedback`); code run outside any host's input or frame goes to the host
// that last ran, as `DispatchQueue.main` work does (§30.3).

/// The base of UIKit's haptic feedback generators.
@MainActor @preconcurrency
open class UIFeedbackGenerator {
    public init() {}
    /// Readies the haptic engine on iOS; nothing to ready here.
    open func prepare() {}

    func play(_ feedback: SensoryFeedback) {
        _HostClock.current?.haptics?.play(feedback)
    }
}

/// Plays the haptic of a physical impact.
@MainActor @preconcurrency
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How heavy or flexible the colliding objects are.
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }
    public let style: FeedbackStyle

    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }
    /// A medium impact.
    override public convenience init() { self.init(style: .medium) }

    /// Plays the impact at full intensity.
    open func impactOccurred() { impactOccurred(intensity: 1) }
    /// Plays the impact at `intensity` (0…1; values outside are clamped).
    open func impactOccurred(intensity: CGFloat) {
        let i = Double(min(max(intensity, 0), 1))
        switch style {
        case .light: play(.impact(weight: .light, intensity: i))
        case .medium: play(.impact(weight: .medium, intensity: i))
        case .heavy: play(.impact(weight: .heavy, intensity: i))
        case .soft: play(.impact(flexibility: .soft, intensity: i))
        case .rigid: play(.impact(flexibility: .rigid, intensity: i))
        }
    }
}

/// Plays the haptic of a task's outcome.
@MainActor @preconcurrency
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome a notification haptic tells.
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }
    override public init() { super.init() }

    /// Plays the haptic for `notificationType`.
    open func notificationOccurred(_ notificationType: FeedbackType) {
        switch notificationType {
        case .success: play(.success)
        case .warning: play(.warning)
        case .error: play(.error)
        }
    }
}

/// Plays the haptic of a changed selection (a picker's wheel ticking).
@MainActor @preconcurrency
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    override public init() { super.init() }

    /// Plays the selection haptic.
    open func selectionChanged() { play(.selection) }
}

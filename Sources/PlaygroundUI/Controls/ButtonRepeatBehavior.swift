import Foundation

/// Whether buttons run their action again and again while held (SwiftUI's
/// `ButtonRepeatBehavior`, iOS 17; docs/semantics.md §24.1): with `.enabled`, a button held down
/// runs its action after `ButtonRepeat.delay` and then every `ButtonRepeat.interval` until it is
/// released or the finger leaves it; a release after a repeat runs nothing more.
public struct ButtonRepeatBehavior: Hashable, Sendable {
    let repeats: Bool?
    /// The platform's choice: no repeating on iOS.
    public static let automatic = ButtonRepeatBehavior(repeats: nil)
    /// Held buttons repeat their action.
    public static let enabled = ButtonRepeatBehavior(repeats: true)
    /// Buttons run their action once, on release.
    public static let disabled = ButtonRepeatBehavior(repeats: false)
}

/// The timing of a held button's repeats: UIKit's autorepeat (a `UIStepper` held down), which
/// SwiftUI's page leaves to the platform — not measured on a device.
enum ButtonRepeat {
    /// From the press to the first repeat (seconds).
    static let delay = 0.5
    /// Between repeats (seconds).
    static let interval = 0.1
}

private struct ButtonRepeatBehaviorKey: EnvironmentKey {
    static let defaultValue = ButtonRepeatBehavior.automatic
}

extension EnvironmentValues {
    /// Whether the buttons here repeat their action while held (`buttonRepeatBehavior(_:)`).
    public var buttonRepeatBehavior: ButtonRepeatBehavior {
        get { self[ButtonRepeatBehaviorKey.self] }
        set { self[ButtonRepeatBehaviorKey.self] = newValue }
    }
}

extension View {
    /// Whether the buttons in this view run their action repeatedly while held (iOS 17).
    nonisolated public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View {
        environment(\.buttonRepeatBehavior, behavior)
    }
}

extension _ViewGraph {
    /// A held button that repeats: runs its action each time the clock comes round while it is
    /// still the pressed button, and schedules the next run (`ViewHost.press`).
    func scheduleRepeat(of button: TapGestureNode, after delay: Double) {
        clock.schedule(after: delay) { [weak self, weak button] in
            MainActor.assumeIsolated {
                guard let self, let button, self.pointer.pressedButton === button else { return }
                button.repeated = true
                button.action()
                self.scheduleRepeat(of: button, after: ButtonRepeat.interval)
            }
        }
    }
}

import Foundation

/// UIKit's accessibility settings and announcements, as SwiftUI code reads them (docs/semantics.md
/// §34). Every setting reads as its default here (no reduced motion, no VoiceOver, …); posted
/// notifications go nowhere. SwiftUI's own `@Environment(\.accessibilityReduceMotion)` and
/// friends are the ones to use and test with (§32).
public enum UIAccessibility {
    public static var isReduceMotionEnabled: Bool { false }
    public static var isVoiceOverRunning: Bool { false }
    public static var isBoldTextEnabled: Bool { false }
    public static var isReduceTransparencyEnabled: Bool { false }
    public static var isDarkerSystemColorsEnabled: Bool { false }
    public static var isSwitchControlRunning: Bool { false }
    public static var isGrayscaleEnabled: Bool { false }
    public static var isInvertColorsEnabled: Bool { false }
    public static var prefersCrossFadeTransitions: Bool { false }
    public static var shouldDifferentiateWithoutColor: Bool { false }

    /// An announcement kind for `post(notification:argument:)`.
    public struct Notification: Hashable, Sendable, RawRepresentable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let announcement = Notification(rawValue: 1008)
        public static let screenChanged = Notification(rawValue: 1000)
        public static let layoutChanged = Notification(rawValue: 1001)
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Goes nowhere here (there is no screen reader).
    public static func post(notification: Notification, argument: Any?) {}

    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    public static let boldTextStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
}

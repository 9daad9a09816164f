import Foundation

/// The size a SwiftUI view is snapshotted at (swift-snapshot-testing's name and cases; its own
/// type has no `.device` case on Linux, so this package declares the whole enum, and
/// `PlaygroundSnapshotTesting` re-exports it by name).
public enum SwiftUISnapshotLayout: Sendable {
    /// Centre the view in a device's screen: its size, safe area and traits (`ViewImageConfig`).
    case device(config: ViewImageConfig)
    /// Centre the view in a container of this size, in points, with no safe area.
    case fixed(width: CGFloat, height: CGFloat)
    /// Fit the image to the view's ideal size (what it takes when offered no size).
    case sizeThatFits
}

import Foundation

// The accessibility settings a view can read from the environment, besides the four in
// DataFlow/SystemEnvironment.swift (reduce motion, reduce transparency, differentiate without
// colour, VoiceOver). All are off, as on an iPhone with no accessibility setting turned on; no
// assistive technology runs here (docs/semantics.md §32). Each can be set with
// `.environment(\.key, value)` to preview the other look.

private struct AccessibilityEnabledKey: EnvironmentKey { static let defaultValue = false }
private struct InvertColorsKey: EnvironmentKey { static let defaultValue = false }
private struct ShowButtonShapesKey: EnvironmentKey { static let defaultValue = false }
private struct DimFlashingLightsKey: EnvironmentKey { static let defaultValue = false }
private struct PlayAnimatedImagesKey: EnvironmentKey { static let defaultValue = true }
private struct SwitchControlKey: EnvironmentKey { static let defaultValue = false }
private struct LargeContentViewerKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether an assistive technology (VoiceOver, Switch Control) is running: false here.
    public var accessibilityEnabled: Bool {
        get { self[AccessibilityEnabledKey.self] }
        set { self[AccessibilityEnabledKey.self] = newValue }
    }
    /// Whether Smart Invert is on.
    public var accessibilityInvertColors: Bool {
        get { self[InvertColorsKey.self] }
        set { self[InvertColorsKey.self] = newValue }
    }
    /// Whether Button Shapes is on.
    public var accessibilityShowButtonShapes: Bool {
        get { self[ShowButtonShapesKey.self] }
        set { self[ShowButtonShapesKey.self] = newValue }
    }
    /// Whether Dim Flashing Lights is on.
    public var accessibilityDimFlashingLights: Bool {
        get { self[DimFlashingLightsKey.self] }
        set { self[DimFlashingLightsKey.self] = newValue }
    }
    /// Whether animated images play (true unless the user turned Auto-Play Animated Images off).
    public var accessibilityPlayAnimatedImages: Bool {
        get { self[PlayAnimatedImagesKey.self] }
        set { self[PlayAnimatedImagesKey.self] = newValue }
    }
    /// Whether Switch Control is running.
    public var accessibilitySwitchControlEnabled: Bool {
        get { self[SwitchControlKey.self] }
        set { self[SwitchControlKey.self] = newValue }
    }
    /// Whether the large content viewer is on.
    public var accessibilityLargeContentViewerEnabled: Bool {
        get { self[LargeContentViewerKey.self] }
        set { self[LargeContentViewerKey.self] = newValue }
    }
}

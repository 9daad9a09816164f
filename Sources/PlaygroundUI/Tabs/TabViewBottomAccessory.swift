import Foundation

// iOS 26's bottom accessory of a tab view (docs/semantics.md §17.10).

/// Where a tab view's bottom accessory is shown (iOS 26): above the tab bar (`expanded`) or
/// inside a minimized tab bar (`inline`). Here it is always `expanded`.
public enum TabViewBottomAccessoryPlacement: Hashable, Sendable {
    case expanded
    case inline
}

/// The accessory a tab view shows above its bar.
struct TabViewBottomAccessoryKey: EnvironmentKey {
    nonisolated(unsafe) static let defaultValue: AnyView? = nil
}
struct TabViewBottomAccessoryPlacementKey: EnvironmentKey {
    static var defaultValue: TabViewBottomAccessoryPlacement? { nil }
}

extension EnvironmentValues {
    /// The accessory the tab view below shows above its bar (`tabViewBottomAccessory`).
    var tabViewBottomAccessory: AnyView? {
        get { self[TabViewBottomAccessoryKey.self] }
        set { self[TabViewBottomAccessoryKey.self] = newValue }
    }
    /// Where the bottom accessory this view is in is shown; nil outside an accessory.
    public var tabViewBottomAccessoryPlacement: TabViewBottomAccessoryPlacement? {
        get { self[TabViewBottomAccessoryPlacementKey.self] }
        set { self[TabViewBottomAccessoryPlacementKey.self] = newValue }
    }
}

extension View {
    /// Shows `content` above this tab view's bar, on glass in a capsule across the bar's width,
    /// as a now-playing bar is (iOS 26). The tabs' safe area ends above it.
    nonisolated public func tabViewBottomAccessory<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        environment(\.tabViewBottomAccessory, AnyView(content()))
    }
    /// Shows `content` above this tab view's bar while `isEnabled` (iOS 26.1).
    nonisolated public func tabViewBottomAccessory<Content: View>(isEnabled: Bool, @ViewBuilder content: () -> Content) -> some View {
        environment(\.tabViewBottomAccessory, isEnabled ? AnyView(content()) : nil)
    }
}

/// The accessory as the tab bar shows it: on regular glass in a capsule, `TabBarMetrics`'s
/// accessory height, inset from the sides and a gap above the bar (numbers ours: Apple gives
/// none).
struct TabBarAccessory: View {
    let content: AnyView
    var body: some View {
        content
            .frame(maxWidth: .infinity)
            .frame(height: TabBarMetrics.accessoryHeight)
            .glassEffect()
            .padding(.horizontal, TabBarMetrics.accessoryInset)
            .padding(.bottom, TabBarMetrics.accessoryGap)
            .environment(\.tabViewBottomAccessoryPlacement, .expanded)
    }
}

import Foundation

/// How buttons size along their primary axis (iOS 26, docs/semantics.md §24.16): `.fitted` to
/// their content, `.flexible` filling the space they are offered, `.automatic` as the context
/// and platform choose (fitted here).
public struct ButtonSizing: Hashable, Sendable {
    let isFlexible: Bool
    let isAutomatic: Bool
    /// The sizing the button's context and platform choose: fitted, on iOS, for the built-in
    /// styles here.
    public static var automatic: ButtonSizing { ButtonSizing(isFlexible: false, isAutomatic: true) }
    /// Sized along the primary axis to fit the content.
    public static var fitted: ButtonSizing { ButtonSizing(isFlexible: false, isAutomatic: false) }
    /// Filling the available space along the primary axis.
    public static var flexible: ButtonSizing { ButtonSizing(isFlexible: true, isAutomatic: false) }
}

struct ButtonSizingKey: EnvironmentKey { static var defaultValue: ButtonSizing { .automatic } }

extension EnvironmentValues {
    /// The preferred sizing of buttons here (`.automatic` unless `buttonSizing(_:)` sets one); a
    /// custom `ButtonStyle` may read it.
    public var buttonSizing: ButtonSizing {
        get { self[ButtonSizingKey.self] }
        set { self[ButtonSizingKey.self] = newValue }
    }
}

extension View {
    /// Sets how the buttons in this view size (iOS 26): with `.flexible`, bordered and glass
    /// buttons fill the width they are offered, their label centred.
    nonisolated public func buttonSizing(_ sizing: ButtonSizing) -> some View {
        environment(\.buttonSizing, sizing)
    }
}

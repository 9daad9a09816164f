import Foundation

// The environment values SwiftUI provides that programs read (§21.2). Values the host decides
// (size class, display scale, colour scheme) are set at the root each frame; the rest have
// SwiftUI's iPhone defaults until a view sets them.

/// Whether the horizontal or vertical space is compact or regular.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact, regular
}

/// The direction text and horizontal layout run in.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight, rightToLeft
}

/// The contrast the user asked for.
public enum ColorSchemeContrast: Hashable, CaseIterable, Sendable {
    case standard, increased
}

/// The text size the user chose (Dynamic Type). `.large` is the default; the text styles' sizes
/// at each are in docs/fonts.md, "Dynamic Type".
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
    /// Whether this is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// The older name of the text size (`\.sizeCategory`), case for case the same sizes as
/// `DynamicTypeSize` (`.extraSmall` is `.xSmall`, `.accessibilityMedium` is `.accessibility1`).
public enum ContentSizeCategory: Hashable, Comparable, CaseIterable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge
    public var isAccessibilityCategory: Bool {
        switch self {
        case .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
             .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge: return true
        default: return false
        }
    }
}

/// Whether the app is in front (`\.scenePhase`); always `.active` here.
public enum ScenePhase: Hashable, Comparable, Sendable {
    case background, inactive, active
}

/// Why content is drawn as placeholders (`.redacted(reason:)`); accepted, never set here.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1)
    public static let privacy = RedactionReasons(rawValue: 2)
    public static let invalidated = RedactionReasons(rawValue: 4)
}

/// Dismisses the presentation the view is in (`@Environment(\.dismiss) var dismiss; dismiss()`).
/// Outside a presentation it does nothing, as in SwiftUI.
public struct DismissAction: Equatable, @unchecked Sendable {
    let action: @MainActor () -> Void
    let token: ObjectIdentifier?
    init(token: AnyObject? = nil, _ action: @escaping @MainActor () -> Void) {
        self.action = action
        self.token = token.map(ObjectIdentifier.init)
    }
    @MainActor public func callAsFunction() { action() }
    public static func == (a: DismissAction, b: DismissAction) -> Bool { a.token == b.token }
}

/// The older way to dismiss (`@Environment(\.presentationMode)`; `.wrappedValue.dismiss()`).
public struct PresentationMode: Sendable {
    let dismissAction: DismissAction
    public var isPresented: Bool
    @MainActor public mutating func dismiss() { dismissAction() }
}

/// Opens a URL (`@Environment(\.openURL)`). There is no browser here: it prints the URL to
/// stderr and reports the URL as handled.
public struct OpenURLAction: Equatable, @unchecked Sendable {
    /// What a handler returns (`OpenURLAction(handler:)`).
    public struct Result: Sendable {
        let kind: Int
        public static let handled = Result(kind: 0)
        public static let discarded = Result(kind: 1)
        public static let systemAction = Result(kind: 2)
        public static func systemAction(_ url: URL) -> Result { Result(kind: 2) }
    }
    let handler: (URL) -> Result
    let token = ObjectIdentifier(OpenURLToken.shared)
    public init(handler: @escaping (URL) -> Result) { self.handler = handler }
    @MainActor public func callAsFunction(_ url: URL) {
        if handler(url).kind == Result.systemAction.kind {
            FileHandle.standardError.write(Data("playground: open \(url.absoluteString)\n".utf8))
        }
    }
    @MainActor public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) {
        callAsFunction(url)
        completion(true)
    }
    public static func == (a: OpenURLAction, b: OpenURLAction) -> Bool { a.token == b.token }
}
private final class OpenURLToken: Sendable { static let shared = OpenURLToken() }

/// Whether list rows are being edited (`@Environment(\.editMode)`): `EditButton` switches it,
/// and rows with `onDelete` show their delete buttons while it is active (§14.11).
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active
    public var isEditing: Bool { self != .inactive }
}

private struct DismissKey: EnvironmentKey { static var defaultValue: DismissAction { DismissAction {} } }
private struct IsPresentedKey: EnvironmentKey { static let defaultValue = false }
private struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .compact }
private struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }
private struct LocaleKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en_US") }
private struct CalendarKey: EnvironmentKey { static let defaultValue = Calendar(identifier: .gregorian) }
private struct TimeZoneKey: EnvironmentKey { static let defaultValue = TimeZone(identifier: "UTC") ?? TimeZone.current }
private struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct ContrastKey: EnvironmentKey { static let defaultValue = ColorSchemeContrast.standard }
private struct OpenURLKey: EnvironmentKey { static var defaultValue: OpenURLAction { OpenURLAction { _ in .systemAction } } }
private struct ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }
private struct RedactionKey: EnvironmentKey { static let defaultValue = RedactionReasons() }
private struct EditModeKey: EnvironmentKey { static var defaultValue: Binding<EditMode>? { nil } }
private struct ReduceMotionKey: EnvironmentKey { static let defaultValue = false }
private struct ReduceTransparencyKey: EnvironmentKey { static let defaultValue = false }
private struct DifferentiateKey: EnvironmentKey { static let defaultValue = false }
private struct VoiceOverKey: EnvironmentKey { static let defaultValue = false }
private struct MinRowHeightKey: EnvironmentKey { static let defaultValue: CGFloat = 44 }

extension EnvironmentValues {
    /// Dismisses the current presentation (a no-op outside one).
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
    /// Whether the view is in a presentation (sheet, pushed view); false at the root.
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
    /// The older presentation binding (`presentationMode.wrappedValue.dismiss()`).
    public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(dismissAction: dismiss, isPresented: isPresented)
        return .constant(mode)
    }
    /// The text size (`.large` unless `.dynamicTypeSize(_:)` sets another): text styles, custom
    /// fonts that scale and `@ScaledMetric` values follow it (docs/fonts.md "Dynamic Type").
    public var dynamicTypeSize: DynamicTypeSize {
        get { drawingStorage.value.dynamicTypeSize }
        set { if newValue != drawingStorage.value.dynamicTypeSize { drawing.dynamicTypeSize = newValue } }
    }
    /// The text size under its older name (the same setting: `.environment(\.sizeCategory, .medium)`
    /// is `.dynamicTypeSize(.medium)`).
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory.allCases[dynamicTypeSize.tableIndex] }
        set { dynamicTypeSize = DynamicTypeSize.allCases[ContentSizeCategory.allCases.firstIndex(of: newValue) ?? 3] }
    }
    /// `.compact` when the window is narrower than 600 points, else `.regular` (§21.2).
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }
    /// `.compact` when the window is shorter than 500 points, else `.regular`.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
    /// The locale (en_US, so that recordings do not depend on the machine).
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
    /// The calendar (Gregorian).
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }
    /// The time zone (UTC, so that recordings do not depend on the machine).
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
    /// Pixels per point of the window or recording (`--scale`).
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }
    /// The contrast (always `.standard` unless set).
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[ContrastKey.self] }
        set { self[ContrastKey.self] = newValue }
    }
    /// Opens URLs (prints them; there is no browser here).
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
    /// Always `.active`: a window here is always in front.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
    /// Placeholder reasons set by `.redacted(reason:)` (accepted; content is drawn as it is).
    public var redactionReasons: RedactionReasons {
        get { self[RedactionKey.self] }
        set { self[RedactionKey.self] = newValue }
    }
    /// The edit mode of lists: a binding to the window's own (§14.11).
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
    /// Accessibility settings, all off (as on a default iPhone).
    public var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }
    public var accessibilityReduceTransparency: Bool {
        get { self[ReduceTransparencyKey.self] }
        set { self[ReduceTransparencyKey.self] = newValue }
    }
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { self[DifferentiateKey.self] }
        set { self[DifferentiateKey.self] = newValue }
    }
    public var accessibilityVoiceOverEnabled: Bool {
        get { self[VoiceOverKey.self] }
        set { self[VoiceOverKey.self] = newValue }
    }
    /// The minimum height of list rows (44 points).
    public var defaultMinListRowHeight: CGFloat {
        get { self[MinRowHeightKey.self] }
        set { self[MinRowHeightKey.self] = newValue }
    }
}

extension View {
    /// Disables the controls inside (buttons, toggles, text fields…): they draw dimmed and take no
    /// input. A `.disabled(false)` inside a disabled view does not enable it, as in SwiftUI.
    nonisolated public func disabled(_ disabled: Bool) -> some View {
        modifier(_EnvironmentWriteModifier<DisabledWrite>(disabled))
    }
    /// Sets the text size for the views inside (read through `\.dynamicTypeSize`): their text
    /// styles take the sizes and line heights of that size (docs/fonts.md "Dynamic Type").
    nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        modifier(_EnvironmentWriteModifier<DynamicTypeSizeWrite>(size))
    }
    /// Keeps the text size of the views inside within `range`: a size outside it becomes the
    /// nearest size inside (`.dynamicTypeSize(...DynamicTypeSize.xxxLarge)` caps it).
    nonisolated public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        let allowed = DynamicTypeSize.allCases.filter { range.contains($0) }
        return modifier(_EnvironmentModifier { env in
            guard let low = allowed.first, let high = allowed.last, !allowed.contains(env.dynamicTypeSize) else { return }
            env.dynamicTypeSize = env.dynamicTypeSize < low ? low : high
        })
    }
    /// Marks the views inside as placeholders (recorded in `\.redactionReasons`; drawn as they are).
    nonisolated public func redacted(reason: RedactionReasons) -> some View {
        modifier(_EnvironmentModifier { $0.redactionReasons = reason })
    }
    /// Marks the views inside as holding private information, to be redacted when the
    /// environment's reasons include `.privacy` (never here: nothing sets that reason, and a
    /// redacted view is drawn as it is).
    nonisolated public func privacySensitive(_ sensitive: Bool = true) -> some View { self }
    /// Clears placeholder reasons for the views inside.
    nonisolated public func unredacted() -> some View {
        modifier(_EnvironmentModifier { $0.redactionReasons = [] })
    }
}

/// `disabled(_:)`'s and `dynamicTypeSize(_:)`'s writes (`_EnvironmentWrite`).
enum DisabledWrite: _EnvironmentWrite { static func write(_ v: Bool, to e: inout EnvironmentValues) { if v { e.isEnabled = false } } }
enum DynamicTypeSizeWrite: _EnvironmentWrite { static func write(_ v: DynamicTypeSize, to e: inout EnvironmentValues) { e.dynamicTypeSize = v } }

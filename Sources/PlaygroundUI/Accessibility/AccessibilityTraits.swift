import Foundation

// The value types the accessibility modifiers take, with SwiftUI's names (docs/semantics.md §32).
// Nothing reads them aloud here: they are kept in the view tree for tests (`ViewHost`'s
// accessibility queries).

/// What an accessibility element is and how it behaves (SwiftUI's `AccessibilityTraits`): a set
/// of flags such as `.isButton` or `.isHeader`, added and removed with
/// `accessibilityAddTraits(_:)` / `accessibilityRemoveTraits(_:)`.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)
}

/// How a new accessibility element treats the elements inside it (SwiftUI's
/// `AccessibilityChildBehavior`), for `accessibilityElement(children:)`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case ignore, combine, contain }
    let kind: Kind
    /// The children are hidden; the new element has only the properties its own modifiers give it.
    public static let ignore = AccessibilityChildBehavior(kind: .ignore)
    /// The children's properties (labels, values, traits) are merged into the new element.
    public static let combine = AccessibilityChildBehavior(kind: .combine)
    /// The children stay elements of their own, inside the new element as a container.
    public static let contain = AccessibilityChildBehavior(kind: .contain)
}

/// The level of a heading (SwiftUI's `AccessibilityHeadingLevel`), for `accessibilityHeading(_:)`.
public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable {
    case unspecified, h1, h2, h3, h4, h5, h6
}

/// Which action an accessibility action handles (SwiftUI's `AccessibilityActionKind`).
public struct AccessibilityActionKind: Hashable, Sendable {
    let name: String
    /// The element's main action (a double tap with VoiceOver).
    public static let `default` = AccessibilityActionKind(name: "default")
    /// The escape gesture (dismissing).
    public static let escape = AccessibilityActionKind(name: "escape")
    /// The "magic tap" (a two-finger double tap).
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    /// A custom action with a name shown in the actions rotor.
    public init(named name: Text) { self.name = name.string }
    init(name: String) { self.name = name }
}

/// The direction of an adjustable element's increment or decrement (SwiftUI's
/// `AccessibilityAdjustmentDirection`).
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    case increment, decrement
}

/// The assistive technologies a `@AccessibilityFocusState` follows (SwiftUI's
/// `AccessibilityTechnologies`).
public struct AccessibilityTechnologies: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let voiceOver = AccessibilityTechnologies(rawValue: 1 << 0)
    public static let switchControl = AccessibilityTechnologies(rawValue: 1 << 1)
}

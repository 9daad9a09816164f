import Foundation

/// UIKit's traits of an interface (docs/semantics.md §34): colour scheme, layout direction, text size, size
/// classes, idiom and scale. Only what SwiftUI code and snapshot tests hand to a host is here:
/// `PlaygroundSnapshotTesting`'s `traits:` sets the host's colour scheme, layout direction, text
/// size, size classes and scale from them; nothing in the views observes a trait collection (the
/// idiom and force-touch traits are kept only to be compared). A trait left `.unspecified` (or a scale of 0) is
/// taken from elsewhere: combining collections (`init(traitsFrom:)`) keeps, for each trait, the
/// last collection's value that is specified, as UIKit does.
public final class UITraitCollection: Sendable, Equatable, CustomStringConvertible {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    public let preferredContentSizeCategory: UIContentSizeCategory
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    public let forceTouchCapability: UIForceTouchCapability
    /// Pixels per point; 0 when unspecified.
    public let displayScale: CGFloat

    /// A collection with every trait unspecified.
    public convenience init() { self.init(values: Values()) }
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init { $0.userInterfaceStyle = userInterfaceStyle } }
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.init { $0.layoutDirection = layoutDirection } }
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) { self.init { $0.preferredContentSizeCategory = preferredContentSizeCategory } }
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init { $0.horizontalSizeClass = horizontalSizeClass } }
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init { $0.verticalSizeClass = verticalSizeClass } }
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.init { $0.userInterfaceIdiom = userInterfaceIdiom } }
    public convenience init(forceTouchCapability: UIForceTouchCapability) { self.init { $0.forceTouchCapability = forceTouchCapability } }
    public convenience init(displayScale: CGFloat) { self.init { $0.displayScale = displayScale } }

    /// The traits of `collections` combined: for each trait, the last specified value.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        var v = Values()
        for c in collections { v.overlay(c.values) }
        self.init(values: v)
    }

    /// A collection made by setting traits (iOS 17's way).
    public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
        var traits: any UIMutableTraits = Values()
        mutations(&traits)
        self.init(values: Values(traits))
    }

    /// This collection with `mutations` applied (iOS 17).
    public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
        var traits: any UIMutableTraits = values
        mutations(&traits)
        return UITraitCollection(values: Values(traits))
    }

    /// Whether `trait`s specified traits all have the same values here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        var mine = values
        mine.overlay(trait.values)
        return mine == values
    }

    public static func == (a: UITraitCollection, b: UITraitCollection) -> Bool { a.values == b.values }

    public var description: String {
        var parts: [String] = []
        if userInterfaceStyle != .unspecified { parts.append("userInterfaceStyle: \(userInterfaceStyle)") }
        if layoutDirection != .unspecified { parts.append("layoutDirection: \(layoutDirection)") }
        if preferredContentSizeCategory != .unspecified { parts.append("preferredContentSizeCategory: \(preferredContentSizeCategory.rawValue)") }
        if horizontalSizeClass != .unspecified { parts.append("horizontalSizeClass: \(horizontalSizeClass)") }
        if verticalSizeClass != .unspecified { parts.append("verticalSizeClass: \(verticalSizeClass)") }
        if userInterfaceIdiom != .unspecified { parts.append("userInterfaceIdiom: \(userInterfaceIdiom)") }
        if forceTouchCapability != .unknown { parts.append("forceTouchCapability: \(forceTouchCapability)") }
        if displayScale != 0 { parts.append("displayScale: \(displayScale)") }
        return "<UITraitCollection \(parts.joined(separator: ", "))>"
    }

    // MARK: Storage

    struct Values: UIMutableTraits, Equatable {
        var userInterfaceStyle = UIUserInterfaceStyle.unspecified
        var layoutDirection = UITraitEnvironmentLayoutDirection.unspecified
        var preferredContentSizeCategory = UIContentSizeCategory.unspecified
        var horizontalSizeClass = UIUserInterfaceSizeClass.unspecified
        var verticalSizeClass = UIUserInterfaceSizeClass.unspecified
        var userInterfaceIdiom = UIUserInterfaceIdiom.unspecified
        var forceTouchCapability = UIForceTouchCapability.unknown
        var displayScale: CGFloat = 0

        init() {}
        init(_ t: any UIMutableTraits) {
            userInterfaceStyle = t.userInterfaceStyle
            layoutDirection = t.layoutDirection
            preferredContentSizeCategory = t.preferredContentSizeCategory
            horizontalSizeClass = t.horizontalSizeClass
            verticalSizeClass = t.verticalSizeClass
            userInterfaceIdiom = t.userInterfaceIdiom
            forceTouchCapability = t.forceTouchCapability
            displayScale = t.displayScale
        }

        /// Takes each trait `o` specifies.
        mutating func overlay(_ o: Values) {
            if o.userInterfaceStyle != .unspecified { userInterfaceStyle = o.userInterfaceStyle }
            if o.layoutDirection != .unspecified { layoutDirection = o.layoutDirection }
            if o.preferredContentSizeCategory != .unspecified { preferredContentSizeCategory = o.preferredContentSizeCategory }
            if o.horizontalSizeClass != .unspecified { horizontalSizeClass = o.horizontalSizeClass }
            if o.verticalSizeClass != .unspecified { verticalSizeClass = o.verticalSizeClass }
            if o.userInterfaceIdiom != .unspecified { userInterfaceIdiom = o.userInterfaceIdiom }
            if o.forceTouchCapability != .unknown { forceTouchCapability = o.forceTouchCapability }
            if o.displayScale != 0 { displayScale = o.displayScale }
        }
    }

    private var values: Values {
        var v = Values()
        v.userInterfaceStyle = userInterfaceStyle
        v.layoutDirection = layoutDirection
        v.preferredContentSizeCategory = preferredContentSizeCategory
        v.horizontalSizeClass = horizontalSizeClass
        v.verticalSizeClass = verticalSizeClass
        v.userInterfaceIdiom = userInterfaceIdiom
        v.forceTouchCapability = forceTouchCapability
        v.displayScale = displayScale
        return v
    }

    private init(values v: Values) {
        userInterfaceStyle = v.userInterfaceStyle
        layoutDirection = v.layoutDirection
        preferredContentSizeCategory = v.preferredContentSizeCategory
        horizontalSizeClass = v.horizontalSizeClass
        verticalSizeClass = v.verticalSizeClass
        userInterfaceIdiom = v.userInterfaceIdiom
        forceTouchCapability = v.forceTouchCapability
        displayScale = v.displayScale
    }

    private convenience init(_ set: (inout Values) -> Void) {
        var v = Values()
        set(&v)
        self.init(values: v)
    }
}

/// The traits `UITraitCollection(mutations:)` and `modifyingTraits(_:)` let a closure set.
public protocol UIMutableTraits {
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
    var preferredContentSizeCategory: UIContentSizeCategory { get set }
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
    var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
    var forceTouchCapability: UIForceTouchCapability { get set }
    var displayScale: CGFloat { get set }
}

/// Light or dark (UIKit's name for SwiftUI's `ColorScheme`).
public enum UIUserInterfaceStyle: Int, Sendable, Hashable {
    case unspecified = 0, light = 1, dark = 2
}

/// Left-to-right or right-to-left (UIKit's name for SwiftUI's `LayoutDirection`).
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, Hashable {
    case unspecified = -1, leftToRight = 0, rightToLeft = 1
}

/// Compact or regular (UIKit's name for SwiftUI's `UserInterfaceSizeClass`).
public enum UIUserInterfaceSizeClass: Int, Sendable, Hashable {
    case unspecified = 0, compact = 1, regular = 2
}

/// The kind of device.
public enum UIUserInterfaceIdiom: Int, Sendable, Hashable {
    case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6
}

/// Whether the screen senses pressure (kept only to be compared).
public enum UIForceTouchCapability: Int, Sendable, Hashable {
    case unknown = 0, unavailable = 1, available = 2
}

/// The text size a user chose (UIKit's name for SwiftUI's `DynamicTypeSize`), with UIKit's raw
/// strings.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory("_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory("UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory("UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory("UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory("UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory("UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXXXL")

    /// The categories from smallest to largest, in `DynamicTypeSize.allCases`' order.
    static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// Whether this is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { (Self.ordered.firstIndex(of: self) ?? 0) >= 7 }
}

// SwiftUI's conversions from UIKit's trait values.
extension DynamicTypeSize {
    /// The size matching `uiSizeCategory` (nil for `.unspecified` or an unknown category).
    public init?(_ uiSizeCategory: UIContentSizeCategory) {
        guard let i = UIContentSizeCategory.ordered.firstIndex(of: uiSizeCategory) else { return nil }
        self = DynamicTypeSize.allCases[i]
    }
}

extension ContentSizeCategory {
    /// The category matching `uiSizeCategory` (nil for `.unspecified` or an unknown category).
    public init?(_ uiSizeCategory: UIContentSizeCategory) {
        guard let i = UIContentSizeCategory.ordered.firstIndex(of: uiSizeCategory) else { return nil }
        self = ContentSizeCategory.allCases[i]
    }
}

extension ColorScheme {
    /// `.light` or `.dark` (nil for `.unspecified`).
    public init?(_ uiUserInterfaceStyle: UIUserInterfaceStyle) {
        switch uiUserInterfaceStyle {
        case .light: self = .light
        case .dark: self = .dark
        case .unspecified: return nil
        }
    }
}

extension LayoutDirection {
    /// `.leftToRight` or `.rightToLeft` (nil for `.unspecified`).
    public init?(_ uiLayoutDirection: UITraitEnvironmentLayoutDirection) {
        switch uiLayoutDirection {
        case .leftToRight: self = .leftToRight
        case .rightToLeft: self = .rightToLeft
        case .unspecified: return nil
        }
    }
}

extension UserInterfaceSizeClass {
    /// `.compact` or `.regular` (nil for `.unspecified`).
    public init?(_ uiUserInterfaceSizeClass: UIUserInterfaceSizeClass) {
        switch uiUserInterfaceSizeClass {
        case .compact: self = .compact
        case .regular: self = .regular
        case .unspecified: return nil
        }
    }
}

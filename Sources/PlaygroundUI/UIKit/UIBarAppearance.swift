import Foundation

// UIKit's bar appearances (iOS 13/15), as SwiftUI apps set them in an `init()` to colour the tab
// bar and the navigation bar — above all `UITabBar.appearance().scrollEdgeAppearance = …`, the
// published remedy for iOS 15's clear bars (docs/semantics.md §34). The tab bar here reads
// them; the navigation bar keeps them without reading them (listed in the README).

/// The look of a bar: its background (a material, a colour, or none) and its shadow line.
open class UIBarAppearance: @unchecked Sendable {
    /// Which background the last `configureWith…` chose.
    enum Base: Sendable { case material, opaque, transparent }
    var base = Base.material

    /// A colour over the background (the whole background of an opaque appearance).
    open var backgroundColor: UIColor?
    /// The blur under the colour; nil draws none (`configureWithOpaqueBackground` clears it).
    open var backgroundEffect: UIBlurEffect?
    /// The hairline along the bar's content edge; nil or clear draws none.
    open var shadowColor: UIColor?
    /// Kept; not drawn here.
    open var backgroundImage: UIImage?
    open var shadowImage: UIImage?

    public init() { configureWithDefaultBackground() }

    /// Whether anything differs from a new appearance's defaults.
    var isCustomized: Bool {
        base != .material || backgroundColor != nil || backgroundEffect != nil || shadowColor != UIColor.separator
    }

    /// The system's translucent material with its shadow.
    open func configureWithDefaultBackground() {
        base = .material
        backgroundColor = nil
        shadowColor = UIColor.separator
    }
    /// A solid background in the system's background colour, with its shadow.
    open func configureWithOpaqueBackground() {
        base = .opaque
        backgroundEffect = nil
        backgroundColor = nil
        shadowColor = UIColor.separator
    }
    /// No background and no shadow: the content shows through.
    open func configureWithTransparentBackground() {
        base = .transparent
        backgroundEffect = nil
        backgroundColor = nil
        shadowColor = nil
    }
}

/// The look of one state of a tab bar item.
public final class UITabBarItemStateAppearance: @unchecked Sendable {
    /// The symbol's colour (nil: the bar's).
    public var iconColor: UIColor?
    /// The title's attributes: `.foregroundColor` (a `UIColor`) is read, `.font` kept.
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Kept; badges here are always red with white text.
    public var badgeBackgroundColor: UIColor?
    public var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    init() {}
}

/// The look of a tab bar's items in each state.
public final class UITabBarItemAppearance: @unchecked Sendable {
    public let normal = UITabBarItemStateAppearance()
    public let selected = UITabBarItemStateAppearance()
    public let disabled = UITabBarItemStateAppearance()
    public let focused = UITabBarItemStateAppearance()
    public init() {}
}

/// A tab bar's look (iOS 13).
open class UITabBarAppearance: UIBarAppearance, @unchecked Sendable {
    /// Items with the icon above the title: the only layout of an iPhone in portrait.
    public let stackedLayoutAppearance = UITabBarItemAppearance()
    /// Kept: iPad and landscape layouts.
    public let inlineLayoutAppearance = UITabBarItemAppearance()
    public let compactInlineLayoutAppearance = UITabBarItemAppearance()

    override var isCustomized: Bool {
        let items = stackedLayoutAppearance
        return super.isCustomized || items.normal.iconColor != nil || items.selected.iconColor != nil
            || !items.normal.titleTextAttributes.isEmpty || !items.selected.titleTextAttributes.isEmpty
    }
}

/// A navigation bar's look (iOS 13): its title and large title attributes' `.foregroundColor`
/// and `.font` are read (§34); its background is kept, not read — the navigation bar here takes
/// its background from SwiftUI's modifiers (`toolbarBackground`, `toolbarColorScheme`).
open class UINavigationBarAppearance: UIBarAppearance, @unchecked Sendable {
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
}

/// UIKit's tab bar: its appearance proxy, which the tab bar of every `TabView` built after it is
/// set reads, as on iOS (§34): `standardAppearance` while content is under the bar,
/// `scrollEdgeAppearance` at the scroll edge (nil: clear), `backgroundColor` behind the bar
/// always, `barTintColor` as the standard background's colour, `unselectedItemTintColor` and the
/// stacked layout's icon colours and title colours for the items.
public final class UITabBar: @unchecked Sendable {
    private static let proxy = UITabBar()
    private init() {}
    public static func appearance() -> UITabBar { proxy }

    public var standardAppearance = UITabBarAppearance()
    public var scrollEdgeAppearance: UITabBarAppearance?
    public var backgroundColor: UIColor?
    public var barTintColor: UIColor?
    public var unselectedItemTintColor: UIColor?
    /// Kept: the selected item takes SwiftUI's tint (`.tint` on the `TabView`).
    public var tintColor: UIColor?
    /// Kept: the bar is drawn translucent or opaque by its appearance.
    public var isTranslucent = true
    public var backgroundImage: UIImage?
    public var shadowImage: UIImage?
    /// Set on the proxy, the tab bar of a `TabView` built after it is not drawn and leaves no
    /// room (a custom tab bar's usual way to hide the system one).
    public var isHidden = false

    /// What the proxy says now, for a tab bar being built; nil when nothing is set.
    static var current: _TabBarUIKitLook? {
        let p = proxy
        let standard = p.standardAppearance
        guard standard.isCustomized || p.scrollEdgeAppearance != nil || p.backgroundColor != nil
                || p.barTintColor != nil || p.unselectedItemTintColor != nil else { return nil }
        var look = _TabBarUIKitLook()
        look.viewBackground = p.backgroundColor.map { Color($0) }
        if standard.isCustomized {
            look.standard = .init(standard)
        } else if let tint = p.barTintColor {
            // Before the appearance objects, a bar's tint coloured its background (iOS 15 puts it
            // in the standard appearance only: at the scroll edge the bar is still clear).
            look.standard = .init(color: Color(tint))
        }
        look.edge = p.scrollEdgeAppearance.map { .init($0) }
        let items = standard.stackedLayoutAppearance
        look.unselected = (items.normal.iconColor ?? p.unselectedItemTintColor).map { Color($0) }
        look.selected = items.selected.iconColor.map { Color($0) }
        look.unselectedTitle = (items.normal.titleTextAttributes[.foregroundColor] as? UIColor).map { Color($0) }
        look.selectedTitle = (items.selected.titleTextAttributes[.foregroundColor] as? UIColor).map { Color($0) }
        return look
    }
}

/// A snapshot of `UITabBar.appearance()` for one tab bar (an internal hook).
struct _TabBarUIKitLook: Equatable {
    /// One appearance's background: the material or not, a colour over it, the shadow line.
    struct Background: Equatable {
        var material: Bool
        var color: Color?
        var shadow: Color?
        init(_ a: UIBarAppearance) {
            switch a.base {
            case .material: material = a.backgroundEffect != nil || a.backgroundColor == nil
            case .opaque: material = false
            case .transparent: material = a.backgroundEffect != nil
            }
            color = a.backgroundColor.map { Color($0) } ?? (a.base == .opaque ? Color(UIColor.systemBackground) : nil)
            shadow = a.shadowColor.map { Color($0) }
        }
        init(color: Color) { material = false; self.color = color; shadow = Color(UIColor.separator) }
        private init() { material = false; color = nil; shadow = nil }
        /// No background and no line (a scroll edge without an appearance of its own).
        static let clear = Background()
    }
    var viewBackground: Color?
    var standard: Background?
    var edge: Background?
    var unselected: Color?
    var selected: Color?
    var unselectedTitle: Color?
    var selectedTitle: Color?
}

/// The navigation bar's title colours and fonts from `UINavigationBar.appearance()` (§34).
struct _NavigationTitleLook: Equatable {
    var titleColor: Color?
    var titleFont: Font?
    var largeTitleColor: Color?
    var largeTitleFont: Font?
}

extension UINavigationBar {
    /// What the proxy says of the titles now, for a bar being built; nil when nothing is set. The
    /// inline title takes the standard appearance's attributes, the large title the scroll-edge
    /// appearance's (where it shows), then the standard one's; the proxy's own
    /// `titleTextAttributes` / `largeTitleTextAttributes` (the iOS 13 way) fill what they leave.
    static var currentTitles: _NavigationTitleLook? {
        let p = appearance(), a = appearances
        // Read at every build of a bar (each scroll step of a large title): nothing set, no work.
        guard p.titleTextAttributes != nil || p.largeTitleTextAttributes != nil || a.scrollEdge != nil
                || !a.standard.titleTextAttributes.isEmpty || !a.standard.largeTitleTextAttributes.isEmpty else { return nil }
        func color(_ attributes: [NSAttributedString.Key: Any]?) -> Color? { (attributes?[.foregroundColor] as? UIColor).map { Color($0) } }
        func font(_ attributes: [NSAttributedString.Key: Any]?) -> Font? { (attributes?[.font] as? UIFont).map { Font($0) } }
        let inline = [a.standard.titleTextAttributes, p.titleTextAttributes ?? [:]]
        let large = [a.scrollEdge?.largeTitleTextAttributes ?? [:], a.standard.largeTitleTextAttributes, p.largeTitleTextAttributes ?? [:]]
        let look = _NavigationTitleLook(titleColor: inline.lazy.compactMap(color).first, titleFont: inline.lazy.compactMap(font).first,
                                        largeTitleColor: large.lazy.compactMap(color).first, largeTitleFont: large.lazy.compactMap(font).first)
        return look == _NavigationTitleLook() ? nil : look
    }

    private final class Appearances: @unchecked Sendable {
        var standard = UINavigationBarAppearance()
        var scrollEdge: UINavigationBarAppearance?
        var compact: UINavigationBarAppearance?
        var compactScrollEdge: UINavigationBarAppearance?
    }
    private static let appearances = Appearances()
    /// Their title attributes are read; their backgrounds are kept, not read (§34).
    public var standardAppearance: UINavigationBarAppearance {
        get { Self.appearances.standard }
        set { Self.appearances.standard = newValue }
    }
    public var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { Self.appearances.scrollEdge }
        set { Self.appearances.scrollEdge = newValue }
    }
    public var compactAppearance: UINavigationBarAppearance? {
        get { Self.appearances.compact }
        set { Self.appearances.compact = newValue }
    }
    public var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { Self.appearances.compactScrollEdge }
        set { Self.appearances.compactScrollEdge = newValue }
    }
}

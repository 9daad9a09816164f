import Foundation
import PlaygroundUI

/// A device screen to snapshot a view in: its size in points, its safe area and its traits, with
/// the devices and figures of swift-snapshot-testing's own table (docs/snapshot-testing.md).
/// The traits carry no scale, as there: an image's scale is the `traits:` argument's
/// `displayScale`, else 3 (an iPhone simulator's).
public struct ViewImageConfig: Sendable {
    public enum Orientation: Sendable { case landscape, portrait }
    public enum TabletOrientation: Sendable {
        public enum PortraitSplits: Sendable { case oneThird, twoThirds, full }
        public enum LandscapeSplits: Sendable { case oneThird, oneHalf, twoThirds, full }
        case landscape(splitView: LandscapeSplits)
        case portrait(splitView: PortraitSplits)
    }

    public var safeArea: UIEdgeInsets
    /// The screen's size in points (nil: the view's own size).
    public var size: CGSize?
    public var traits: UITraitCollection

    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }

    // MARK: Phones

    /// A phone: `width` × `height` in portrait, with `portraitInsets`; landscape turns the size
    /// and uses `landscapeInsets`.
    private static func phone(_ o: Orientation, width: CGFloat, height: CGFloat, portraitInsets: UIEdgeInsets,
                              landscapeInsets: UIEdgeInsets, traits: UITraitCollection) -> ViewImageConfig {
        switch o {
        case .portrait: ViewImageConfig(safeArea: portraitInsets, size: CGSize(width: width, height: height), traits: traits)
        case .landscape: ViewImageConfig(safeArea: landscapeInsets, size: CGSize(width: height, height: width), traits: traits)
        }
    }
    private static let statusBar = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    private static func notch(_ top: CGFloat) -> UIEdgeInsets { UIEdgeInsets(top: top, left: 0, bottom: 34, right: 0) }
    private static func notchLandscape(_ side: CGFloat, bottom: CGFloat) -> UIEdgeInsets { UIEdgeInsets(top: 0, left: side, bottom: bottom, right: side) }

    public static let iPhoneSe = iPhoneSe(.portrait)
    public static func iPhoneSe(_ o: Orientation) -> ViewImageConfig {
        phone(o, width: 320, height: 568, portraitInsets: statusBar, landscapeInsets: .zero, traits: .iPhoneSe(o))
    }
    public static let iPhone8 = iPhone8(.portrait)
    public static func iPhone8(_ o: Orientation) -> ViewImageConfig {
        phone(o, width: 375, height: 667, portraitInsets: statusBar, landscapeInsets: .zero, traits: .iPhone8(o))
    }
    public static let iPhone8Plus = iPhone8Plus(.portrait)
    public static func iPhone8Plus(_ o: Orientation) -> ViewImageConfig {
        phone(o, width: 414, height: 736, portraitInsets: statusBar, landscapeInsets: .zero, traits: .iPhone8Plus(o))
    }
    public static let iPhoneX = iPhoneX(.portrait)
    public static func iPhoneX(_ o: Orientation) -> ViewImageConfig {
        phone(o, width: 375, height: 812, portraitInsets: notch(44), landscapeInsets: notchLandscape(44, bottom: 24), traits: .iPhoneX(o))
    }
    public static let iPhoneXsMax = iPhoneXsMax(.portrait)
    public static func iPhoneXsMax(_ o: Orientation) -> ViewImageConfig {
        phone(o, width: 414, height: 896, portraitInsets: notch(44), landscapeInsets: notchLandscape(44, bottom: 24), traits: .iPhoneXsMax(o))
    }
    public static let iPhoneXr = iPhoneXr(.portrait)
    public static func iPhoneXr(_ o: Orientation) -> ViewImageConfig {
        phone(o, width: 414, height: 896, portraitInsets: notch(44), landscapeInsets: notchLandscape(44, bottom: 24), traits: .iPhoneXr(o))
    }
    public static let iPhone12 = iPhone12(.portrait)
    public static func iPhone12(_ o: Orientation) -> ViewImageConfig {
        phone(o, width: 390, height: 844, portraitInsets: notch(47), landscapeInsets: notchLandscape(47, bottom: 21), traits: .iPhone12(o))
    }
    public static let iPhone12Pro = iPhone12Pro(.portrait)
    public static func iPhone12Pro(_ o: Orientation) -> ViewImageConfig { iPhone12(o) }
    public static let iPhone12ProMax = iPhone12ProMax(.portrait)
    public static func iPhone12ProMax(_ o: Orientation) -> ViewImageConfig {
        phone(o, width: 428, height: 926, portraitInsets: notch(47), landscapeInsets: notchLandscape(47, bottom: 21), traits: .iPhone12ProMax(o))
    }
    public static let iPhone13 = iPhone13(.portrait)
    public static func iPhone13(_ o: Orientation) -> ViewImageConfig {
        phone(o, width: 390, height: 844, portraitInsets: notch(47), landscapeInsets: notchLandscape(47, bottom: 21), traits: .iPhone13(o))
    }
    public static let iPhone13Mini = iPhone13Mini(.portrait)
    public static func iPhone13Mini(_ o: Orientation) -> ViewImageConfig {
        phone(o, width: 375, height: 812, portraitInsets: notch(50), landscapeInsets: notchLandscape(50, bottom: 21), traits: .iPhone13(o))
    }
    public static let iPhone13Pro = iPhone13Pro(.portrait)
    public static func iPhone13Pro(_ o: Orientation) -> ViewImageConfig { iPhone13(o) }
    public static let iPhone13ProMax = iPhone13ProMax(.portrait)
    public static func iPhone13ProMax(_ o: Orientation) -> ViewImageConfig {
        phone(o, width: 428, height: 926, portraitInsets: notch(47), landscapeInsets: notchLandscape(47, bottom: 21), traits: .iPhone13ProMax(o))
    }

    // MARK: Tablets

    /// A tablet: the full screen is `long` × `short` in landscape; `landscape` and `portrait` give
    /// the split-view widths (one third, one half, two thirds / one third, two thirds) and
    /// `halfIsRegular` whether a landscape half split is still regular-width.
    private static func tablet(_ o: TabletOrientation, long: CGFloat, short: CGFloat, landscape: [CGFloat], portrait: [CGFloat],
                               halfIsRegular: Bool = false, safeArea: UIEdgeInsets) -> ViewImageConfig {
        let size: CGSize, regular: Bool
        switch o {
        case .landscape(let split):
            switch split {
            case .oneThird: (size, regular) = (CGSize(width: landscape[0], height: short), false)
            case .oneHalf: (size, regular) = (CGSize(width: landscape[1], height: short), halfIsRegular)
            case .twoThirds: (size, regular) = (CGSize(width: landscape[2], height: short), true)
            case .full: (size, regular) = (CGSize(width: long, height: short), true)
            }
        case .portrait(let split):
            switch split {
            case .oneThird: (size, regular) = (CGSize(width: portrait[0], height: long), false)
            case .twoThirds: (size, regular) = (CGSize(width: portrait[1], height: long), false)
            case .full: (size, regular) = (CGSize(width: short, height: long), true)
            }
        }
        return ViewImageConfig(safeArea: safeArea, size: size, traits: regular ? .iPadTraits : .iPadCompactSplitViewTraits)
    }
    private static func full(_ o: Orientation) -> TabletOrientation {
        o == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full)
    }

    public static let iPadMini = iPadMini(.landscape)
    public static func iPadMini(_ o: Orientation) -> ViewImageConfig { iPadMini(full(o)) }
    public static func iPadMini(_ o: TabletOrientation) -> ViewImageConfig {
        tablet(o, long: 1024, short: 768, landscape: [320, 507, 694], portrait: [320, 438], safeArea: statusBar)
    }
    public static let iPad9_7 = iPadMini
    public static func iPad9_7(_ o: Orientation) -> ViewImageConfig { iPadMini(o) }
    public static func iPad9_7(_ o: TabletOrientation) -> ViewImageConfig { iPadMini(o) }
    public static let iPad10_2 = iPad10_2(.landscape)
    public static func iPad10_2(_ o: Orientation) -> ViewImageConfig { iPad10_2(full(o)) }
    public static func iPad10_2(_ o: TabletOrientation) -> ViewImageConfig {
        tablet(o, long: 1080, short: 810, landscape: [320, 535, 750], portrait: [320, 480], safeArea: statusBar)
    }
    public static let iPadPro10_5 = iPadPro10_5(.landscape)
    public static func iPadPro10_5(_ o: Orientation) -> ViewImageConfig { iPadPro10_5(full(o)) }
    public static func iPadPro10_5(_ o: TabletOrientation) -> ViewImageConfig {
        tablet(o, long: 1112, short: 834, landscape: [320, 551, 782], portrait: [320, 504], safeArea: statusBar)
    }
    public static let iPadPro11 = iPadPro11(.landscape)
    public static func iPadPro11(_ o: Orientation) -> ViewImageConfig { iPadPro11(full(o)) }
    public static func iPadPro11(_ o: TabletOrientation) -> ViewImageConfig {
        tablet(o, long: 1194, short: 834, landscape: [375, 592, 809], portrait: [320, 504],
               safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    }
    public static let iPadPro12_9 = iPadPro12_9(.landscape)
    public static func iPadPro12_9(_ o: Orientation) -> ViewImageConfig { iPadPro12_9(full(o)) }
    public static func iPadPro12_9(_ o: TabletOrientation) -> ViewImageConfig {
        tablet(o, long: 1366, short: 1024, landscape: [375, 678, 981], portrait: [375, 639], halfIsRegular: true, safeArea: statusBar)
    }
}

import PlaygroundUI

/// The traits of swift-snapshot-testing's devices: every phone is compact-width in portrait and
/// reports Dynamic Type `.medium` (16-pt body text), left to right; the larger phones are
/// regular-width in landscape. iPads are regular in both directions, compact-width in narrow
/// split views. None carries a scale.
extension UITraitCollection {
    private static func phone(_ o: ViewImageConfig.Orientation, landscapeWidth: UIUserInterfaceSizeClass) -> UITraitCollection {
        UITraitCollection(traitsFrom: [
            .init(forceTouchCapability: .available),
            .init(layoutDirection: .leftToRight),
            .init(preferredContentSizeCategory: .medium),
            .init(userInterfaceIdiom: .phone),
            .init(horizontalSizeClass: o == .portrait ? .compact : landscapeWidth),
            .init(verticalSizeClass: o == .portrait ? .regular : .compact),
        ])
    }

    public static func iPhoneSe(_ o: ViewImageConfig.Orientation) -> UITraitCollection { phone(o, landscapeWidth: .compact) }
    public static func iPhone8(_ o: ViewImageConfig.Orientation) -> UITraitCollection { phone(o, landscapeWidth: .compact) }
    public static func iPhone8Plus(_ o: ViewImageConfig.Orientation) -> UITraitCollection { phone(o, landscapeWidth: .regular) }
    public static func iPhoneX(_ o: ViewImageConfig.Orientation) -> UITraitCollection { phone(o, landscapeWidth: .compact) }
    public static func iPhoneXr(_ o: ViewImageConfig.Orientation) -> UITraitCollection { phone(o, landscapeWidth: .regular) }
    public static func iPhoneXsMax(_ o: ViewImageConfig.Orientation) -> UITraitCollection { phone(o, landscapeWidth: .regular) }
    public static func iPhone12(_ o: ViewImageConfig.Orientation) -> UITraitCollection { phone(o, landscapeWidth: .compact) }
    public static func iPhone12ProMax(_ o: ViewImageConfig.Orientation) -> UITraitCollection { phone(o, landscapeWidth: .regular) }
    public static func iPhone13(_ o: ViewImageConfig.Orientation) -> UITraitCollection { phone(o, landscapeWidth: .compact) }
    public static func iPhone13ProMax(_ o: ViewImageConfig.Orientation) -> UITraitCollection { phone(o, landscapeWidth: .regular) }

    package static let iPadTraits = UITraitCollection(traitsFrom: [
        .init(horizontalSizeClass: .regular), .init(verticalSizeClass: .regular), .init(userInterfaceIdiom: .pad),
    ])
    package static let iPadCompactSplitViewTraits = UITraitCollection(traitsFrom: [
        .init(horizontalSizeClass: .compact), .init(verticalSizeClass: .regular), .init(userInterfaceIdiom: .pad),
    ])

    public static let iPadMini = iPadTraits
    public static let iPadMini_Compact_SplitView = iPadCompactSplitViewTraits
    public static let iPad9_7 = iPadTraits
    public static let iPad9_7_Compact_SplitView = iPadCompactSplitViewTraits
    public static let iPad10_2 = iPadTraits
    public static let iPad10_2_Compact_SplitView = iPadCompactSplitViewTraits
    public static let iPadPro10_5 = iPadTraits
    public static let iPadPro10_5_Compact_SplitView = iPadCompactSplitViewTraits
    public static let iPadPro11 = iPadTraits
    public static let iPadPro11_Compact_SplitView = iPadCompactSplitViewTraits
    public static let iPadPro12_9 = iPadTraits
    public static let iPadPro12_9_Compact_SplitView = iPadCompactSplitViewTraits
}

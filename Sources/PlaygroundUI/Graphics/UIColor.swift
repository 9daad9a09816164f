import Foundation

/// UIKit's system colours, light mode, so `Color(.systemBlue)`, `Color(uiColor: .secondaryLabel)`
/// and `Color(UIColor.systemGroupedBackground)` compile and draw as on iOS (docs/semantics.md §9.1).
/// Only the colour palette: UIKit itself is not provided (no views, no `import UIKit`).
public struct UIColor: Hashable, Sendable {
    let color: Color
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
    public init(white: CGFloat, alpha: CGFloat) {
        color = Color(white: Double(white), opacity: Double(alpha))
    }
    init(_ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) { color = Color(r, g, b, a) }
    /// The same colour with a new alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: CGFloat(color.resolved.red), green: CGFloat(color.resolved.green), blue: CGFloat(color.resolved.blue), alpha: alpha)
    }

    // Adaptable system colours (iOS 13+, light appearance).
    public static let systemRed = UIColor(255, 59, 48)
    public static let systemOrange = UIColor(255, 149, 0)
    public static let systemYellow = UIColor(255, 204, 0)
    public static let systemGreen = UIColor(52, 199, 89)
    public static let systemMint = UIColor(0, 199, 190)
    public static let systemTeal = UIColor(48, 176, 199)
    public static let systemCyan = UIColor(50, 173, 230)
    public static let systemBlue = UIColor(0, 122, 255)
    public static let systemIndigo = UIColor(88, 86, 214)
    public static let systemPurple = UIColor(175, 82, 222)
    public static let systemPink = UIColor(255, 45, 85)
    public static let systemBrown = UIColor(162, 132, 94)
    public static let systemGray = UIColor(142, 142, 147)
    public static let systemGray2 = UIColor(174, 174, 178)
    public static let systemGray3 = UIColor(199, 199, 204)
    public static let systemGray4 = UIColor(209, 209, 214)
    public static let systemGray5 = UIColor(229, 229, 234)
    public static let systemGray6 = UIColor(242, 242, 247)

    // UI element colours.
    public static let label = UIColor(0, 0, 0)
    public static let secondaryLabel = UIColor(60, 60, 67, 0.6)
    public static let tertiaryLabel = UIColor(60, 60, 67, 0.3)
    public static let quaternaryLabel = UIColor(60, 60, 67, 0.18)
    public static let placeholderText = UIColor(60, 60, 67, 0.3)
    public static let link = UIColor(0, 122, 255)
    public static let separator = UIColor(60, 60, 67, 0.29)
    public static let opaqueSeparator = UIColor(198, 198, 200)
    public static let systemFill = UIColor(120, 120, 128, 0.2)
    public static let secondarySystemFill = UIColor(120, 120, 128, 0.16)
    public static let tertiarySystemFill = UIColor(118, 118, 128, 0.12)
    public static let quaternarySystemFill = UIColor(116, 116, 128, 0.08)
    public static let systemBackground = UIColor(255, 255, 255)
    public static let secondarySystemBackground = UIColor(242, 242, 247)
    public static let tertiarySystemBackground = UIColor(255, 255, 255)
    public static let systemGroupedBackground = UIColor(242, 242, 247)
    public static let secondarySystemGroupedBackground = UIColor(255, 255, 255)
    public static let tertiarySystemGroupedBackground = UIColor(242, 242, 247)
    public static let lightText = UIColor(255, 255, 255, 0.6)
    public static let darkText = UIColor(0, 0, 0)

    // Fixed colours.
    public static let black = UIColor(0, 0, 0)
    public static let white = UIColor(255, 255, 255)
    public static let clear = UIColor(0, 0, 0, 0)
    public static let darkGray = UIColor(85, 85, 85)
    public static let lightGray = UIColor(170, 170, 170)
    public static let gray = UIColor(128, 128, 128)
    public static let red = UIColor(255, 0, 0)
    public static let green = UIColor(0, 255, 0)
    public static let blue = UIColor(0, 0, 255)
    public static let cyan = UIColor(0, 255, 255)
    public static let yellow = UIColor(255, 255, 0)
    public static let magenta = UIColor(255, 0, 255)
    public static let orange = UIColor(255, 128, 0)
    public static let purple = UIColor(128, 0, 128)
    public static let brown = UIColor(153, 102, 51)
}

extension Color {
    /// A SwiftUI colour from a UIKit system colour.
    public init(_ uiColor: UIColor) { self = uiColor.color }
    public init(uiColor: UIColor) { self = uiColor.color }
}

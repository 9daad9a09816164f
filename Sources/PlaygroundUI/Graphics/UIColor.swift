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
    init(_ r: Int, _ g: Int, _ b: Int, _ a: Double = 1, dark: (Int, Int, Int, Double)) { color = Color(r, g, b, a, dark: dark) }
    /// The colour of a SwiftUI `Color` (its light appearance).
    public init(_ color: Color) { self.color = color }
    /// Its sRGB components, as UIKit gives them; true.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let r = color.resolved
        red?.pointee = CGFloat(r.red); green?.pointee = CGFloat(r.green)
        blue?.pointee = CGFloat(r.blue); alpha?.pointee = CGFloat(r.opacity)
        return true
    }
    /// Its hue, saturation and brightness (0…1), as UIKit gives them; true.
    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = color.resolved
        let maxV = max(c.red, c.green, c.blue), minV = min(c.red, c.green, c.blue), d = maxV - minV
        var h = 0.0
        if d > 0 {
            if maxV == c.red { h = ((c.green - c.blue) / d).truncatingRemainder(dividingBy: 6) }
            else if maxV == c.green { h = (c.blue - c.red) / d + 2 }
            else { h = (c.red - c.green) / d + 4 }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = CGFloat(h)
        saturation?.pointee = CGFloat(maxV == 0 ? 0 : d / maxV)
        brightness?.pointee = CGFloat(maxV)
        alpha?.pointee = CGFloat(c.opacity)
        return true
    }

    /// The same colour with a new alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: CGFloat(color.resolved.red), green: CGFloat(color.resolved.green), blue: CGFloat(color.resolved.blue), alpha: alpha)
    }

    // Adaptable system colours (iOS 13+, light appearance).
    public static let systemRed = UIColor(255, 59, 48, dark: (255, 69, 58, 1))
    public static let systemOrange = UIColor(255, 149, 0, dark: (255, 159, 10, 1))
    public static let systemYellow = UIColor(255, 204, 0, dark: (255, 214, 10, 1))
    public static let systemGreen = UIColor(52, 199, 89, dark: (48, 209, 88, 1))
    public static let systemMint = UIColor(0, 199, 190, dark: (99, 230, 226, 1))
    public static let systemTeal = UIColor(48, 176, 199, dark: (64, 200, 224, 1))
    public static let systemCyan = UIColor(50, 173, 230, dark: (100, 210, 255, 1))
    public static let systemBlue = UIColor(0, 122, 255, dark: (10, 132, 255, 1))
    public static let systemIndigo = UIColor(88, 86, 214, dark: (94, 92, 230, 1))
    public static let systemPurple = UIColor(175, 82, 222, dark: (191, 90, 242, 1))
    public static let systemPink = UIColor(255, 45, 85, dark: (255, 55, 95, 1))
    public static let systemBrown = UIColor(162, 132, 94, dark: (172, 142, 104, 1))
    public static let systemGray = UIColor(142, 142, 147)
    public static let systemGray2 = UIColor(174, 174, 178, dark: (99, 99, 102, 1))
    public static let systemGray3 = UIColor(199, 199, 204, dark: (72, 72, 74, 1))
    public static let systemGray4 = UIColor(209, 209, 214, dark: (58, 58, 60, 1))
    public static let systemGray5 = UIColor(229, 229, 234, dark: (44, 44, 46, 1))
    public static let systemGray6 = UIColor(242, 242, 247, dark: (28, 28, 30, 1))

    // UI element colours.
    public static let label = UIColor(0, 0, 0, dark: (255, 255, 255, 1))
    public static let secondaryLabel = UIColor(60, 60, 67, 0.6, dark: (235, 235, 245, 0.6))
    public static let tertiaryLabel = UIColor(60, 60, 67, 0.3, dark: (235, 235, 245, 0.3))
    public static let quaternaryLabel = UIColor(60, 60, 67, 0.18, dark: (235, 235, 245, 0.16))
    public static let placeholderText = UIColor(60, 60, 67, 0.3, dark: (235, 235, 245, 0.3))
    public static let link = UIColor(0, 122, 255, dark: (9, 132, 255, 1))
    public static let separator = UIColor(60, 60, 67, 0.29, dark: (84, 84, 88, 0.6))
    public static let opaqueSeparator = UIColor(198, 198, 200, dark: (56, 56, 58, 1))
    public static let systemFill = UIColor(120, 120, 128, 0.2, dark: (120, 120, 128, 0.36))
    public static let secondarySystemFill = UIColor(120, 120, 128, 0.16, dark: (120, 120, 128, 0.32))
    public static let tertiarySystemFill = UIColor(118, 118, 128, 0.12, dark: (118, 118, 128, 0.24))
    public static let quaternarySystemFill = UIColor(116, 116, 128, 0.08, dark: (118, 118, 128, 0.18))
    public static let systemBackground = UIColor(255, 255, 255, dark: (0, 0, 0, 1))
    public static let secondarySystemBackground = UIColor(242, 242, 247, dark: (28, 28, 30, 1))
    public static let tertiarySystemBackground = UIColor(255, 255, 255, dark: (44, 44, 46, 1))
    public static let systemGroupedBackground = UIColor(242, 242, 247, dark: (0, 0, 0, 1))
    public static let secondarySystemGroupedBackground = UIColor(255, 255, 255, dark: (28, 28, 30, 1))
    public static let tertiarySystemGroupedBackground = UIColor(242, 242, 247, dark: (44, 44, 46, 1))
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

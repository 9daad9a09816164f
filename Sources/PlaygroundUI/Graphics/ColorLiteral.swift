import Foundation

// `#colorLiteral(red:green:blue:alpha:)` (Xcode's colour swatch) as an iOS `import SwiftUI`
// makes it: with no type asked for, the literal is a `UIColor` — UIKit declares the default
// literal type — so `Color(#colorLiteral(…))` is `Color(UIColor)`; where a `Color` is expected,
// the literal is a `Color`. The components are sRGB (docs/semantics.md §9.1). Without the
// default type the compiler has nothing to make the literal with and stops with "failed to
// produce diagnostic".

/// The type a colour literal makes when the context does not ask for one (UIKit's choice).
/// Public because the compiler looks this name up in user code for `#colorLiteral`.
public typealias _ColorLiteralType = UIColor

extension UIColor: _ExpressibleByColorLiteral {
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

extension Color: _ExpressibleByColorLiteral {
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
}

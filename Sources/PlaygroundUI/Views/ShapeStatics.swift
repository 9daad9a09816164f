import Foundation

// The shapes by their short names (iOS 17): `.rect`, `.rect(cornerRadius:)`, `.circle`,
// `.capsule`, `.ellipse` wherever a shape is expected — `clipShape(.rect(cornerRadius: 12))`,
// `background(.blue, in: .capsule)`, `.contentShape(.rect)`.

extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangle with rounded corners of `cornerRadius`.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .eraDefault) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
    /// A rectangle with rounded corners of `cornerSize`.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .eraDefault) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }
    /// A capsule with corners of `style`.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    /// An ellipse.
    public static var ellipse: Ellipse { Ellipse() }
}

extension View {
    /// Sets the colour scheme of this view and the views in it (SwiftUI's deprecated
    /// `colorScheme(_:)`, the same as `environment(\.colorScheme, _)`); unlike
    /// `preferredColorScheme(_:)` it does not change the window.
    nonisolated public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }
}

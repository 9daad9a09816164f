import Foundation

/// The radii of a rectangle's four corners (iOS 17).
public struct RectangleCornerRadii: Equatable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }

}

extension RectangleCornerRadii: Animatable {
    public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(AnimatablePair(topLeading, bottomLeading), AnimatablePair(bottomTrailing, topTrailing)) }
        set {
            topLeading = newValue.first.first
            bottomLeading = newValue.first.second
            bottomTrailing = newValue.second.first
            topTrailing = newValue.second.second
        }
    }
}

/// A rectangle whose corners each have a radius of their own (iOS 17's `UnevenRoundedRectangle`):
/// a card rounded only at the top, a chat bubble with one square corner. Leading and trailing
/// are left and right (the shape is not mirrored right to left here).
public struct UnevenRoundedRectangle {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle
    /// How far `inset(by:)` moved the edges in.
    var insetAmount: CGFloat = 0

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
                  style: style)
    }

}

extension UnevenRoundedRectangle: InsettableShape {
    public var animatableData: RectangleCornerRadii.AnimatableData {
        get { cornerRadii.animatableData }
        set { cornerRadii.animatableData = newValue }
    }

    public func path(in rect: CGRect) -> Path {
        var p = Path()
        let c = cornerRadii
        p.addUnevenRoundedRect(rect.standardized.insetBy(dx: insetAmount, dy: insetAmount), radii: [c.topTrailing, c.bottomTrailing, c.bottomLeading, c.topLeading], style: style)
        return p
    }

    /// Inset by `amount`: the corners smaller by as much, so a border follows the outline.
    public func inset(by amount: CGFloat) -> UnevenRoundedRectangle {
        var r = self
        r.cornerRadii = RectangleCornerRadii(topLeading: max(0, cornerRadii.topLeading - amount),
                                             bottomLeading: max(0, cornerRadii.bottomLeading - amount),
                                             bottomTrailing: max(0, cornerRadii.bottomTrailing - amount),
                                             topTrailing: max(0, cornerRadii.topTrailing - amount))
        r.insetAmount += amount
        return r
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle with a radius of its own at each corner (`clipShape(.rect(topLeadingRadius: 20,
    /// topTrailingRadius: 20))`).
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                            topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
    /// A rectangle with corners of `cornerRadii`.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
}

import Foundation

// iOS 26's concentric rectangle (docs/semantics.md §16.5).

extension Edge {
    /// A corner of a rectangle.
    public enum Corner: Hashable, Sendable, CaseIterable {
        case topLeading, topTrailing, bottomLeading, bottomTrailing

        /// How a corner of a `ConcentricRectangle` is rounded: concentric with its container's
        /// corner (at least `minimum`), or a fixed radius. A number literal is a fixed radius.
        public struct Style: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
            enum Kind: Hashable, Sendable { case concentric(minimum: CGFloat?), fixed(CGFloat) }
            let kind: Kind
            /// The container's corner radius less the distance from it.
            public static var concentric: Style { Style(kind: .concentric(minimum: nil)) }
            /// Concentric, but never below `minimum` (a fixed radius; nil: none).
            public static func concentric(minimum: Style? = nil) -> Style {
                Style(kind: .concentric(minimum: minimum.map { $0.radius(concentric: 0) }))
            }
            /// A radius of `radius` points.
            public static func fixed(_ radius: CGFloat) -> Style { Style(kind: .fixed(radius)) }
            public init(floatLiteral value: Double) { kind = .fixed(CGFloat(value)) }
            public init(integerLiteral value: Int) { kind = .fixed(CGFloat(value)) }
            init(kind: Kind) { self.kind = kind }

            /// The radius for a corner whose concentric radius is `concentric`.
            func radius(concentric: CGFloat) -> CGFloat {
                switch kind {
                case .concentric(let minimum): return max(concentric, minimum ?? 0)
                case .fixed(let r): return r
                }
            }
        }
    }
}

/// A rectangle whose corners follow its container's (iOS 26): each corner's radius is the
/// container shape's corner radius less the distance from that corner (`containerShape(_:)`
/// sets the container; without one a concentric corner has no radius but its minimum), or a
/// fixed radius. `isUniform` gives every corner the largest of them.
public struct ConcentricRectangle: Sendable {
    let topLeading: Edge.Corner.Style
    let topTrailing: Edge.Corner.Style
    let bottomLeading: Edge.Corner.Style
    let bottomTrailing: Edge.Corner.Style
    let isUniform: Bool

    /// Every corner concentric.
    nonisolated public init() { self.init(corners: .concentric) }
    /// Every corner in `corners`' style; `isUniform`: all take the largest radius.
    nonisolated public init(corners: Edge.Corner.Style, isUniform: Bool = false) {
        self.init(topLeading: corners, topTrailing: corners, bottomLeading: corners, bottomTrailing: corners, isUniform: isUniform)
    }
    /// The top corners alike and the bottom corners alike.
    nonisolated public init(uniformTopCorners: Edge.Corner.Style = .concentric, uniformBottomCorners: Edge.Corner.Style = .concentric) {
        self.init(topLeading: uniformTopCorners, topTrailing: uniformTopCorners, bottomLeading: uniformBottomCorners,
                  bottomTrailing: uniformBottomCorners, isUniform: false)
    }
    /// The leading corners alike and the trailing corners alike.
    nonisolated public init(uniformLeadingCorners: Edge.Corner.Style = .concentric, uniformTrailingCorners: Edge.Corner.Style = .concentric) {
        self.init(topLeading: uniformLeadingCorners, topTrailing: uniformTrailingCorners, bottomLeading: uniformLeadingCorners,
                  bottomTrailing: uniformTrailingCorners, isUniform: false)
    }
    /// The bottom corners alike, the top ones each their own.
    nonisolated public init(uniformBottomCorners: Edge.Corner.Style = .concentric, topLeadingCorner: Edge.Corner.Style = .concentric,
                            topTrailingCorner: Edge.Corner.Style = .concentric) {
        self.init(topLeading: topLeadingCorner, topTrailing: topTrailingCorner, bottomLeading: uniformBottomCorners,
                  bottomTrailing: uniformBottomCorners, isUniform: false)
    }
    /// The top corners alike, the bottom ones each their own.
    nonisolated public init(uniformTopCorners: Edge.Corner.Style = .concentric, bottomLeadingCorner: Edge.Corner.Style = .concentric,
                            bottomTrailingCorner: Edge.Corner.Style = .concentric) {
        self.init(topLeading: uniformTopCorners, topTrailing: uniformTopCorners, bottomLeading: bottomLeadingCorner,
                  bottomTrailing: bottomTrailingCorner, isUniform: false)
    }
    /// Each corner its own style.
    nonisolated public init(topLeadingCorner: Edge.Corner.Style = .concentric, topTrailingCorner: Edge.Corner.Style = .concentric,
                            bottomLeadingCorner: Edge.Corner.Style = .concentric, bottomTrailingCorner: Edge.Corner.Style = .concentric) {
        self.init(topLeading: topLeadingCorner, topTrailing: topTrailingCorner, bottomLeading: bottomLeadingCorner,
                  bottomTrailing: bottomTrailingCorner, isUniform: false)
    }
    nonisolated init(topLeading: Edge.Corner.Style, topTrailing: Edge.Corner.Style, bottomLeading: Edge.Corner.Style,
                     bottomTrailing: Edge.Corner.Style, isUniform: Bool) {
        self.topLeading = topLeading; self.topTrailing = topTrailing
        self.bottomLeading = bottomLeading; self.bottomTrailing = bottomTrailing
        self.isUniform = isUniform
    }

    /// The radii in `rect` for concentric radii `concentric`.
    func radii(_ concentric: RectangleCornerRadii) -> RectangleCornerRadii {
        var r = RectangleCornerRadii(topLeading: topLeading.radius(concentric: concentric.topLeading),
                                     bottomLeading: bottomLeading.radius(concentric: concentric.bottomLeading),
                                     bottomTrailing: bottomTrailing.radius(concentric: concentric.bottomTrailing),
                                     topTrailing: topTrailing.radius(concentric: concentric.topTrailing))
        if isUniform {
            let m = max(r.topLeading, r.bottomLeading, r.bottomTrailing, r.topTrailing)
            r = .uniform(m)
        }
        return r
    }
}

extension ConcentricRectangle: InsettableShape, _ContainerRelativeOutline {
    /// Without its container: the fixed radii and the minimums.
    public func path(in rect: CGRect) -> Path {
        UnevenRoundedRectangle(cornerRadii: radii(RectangleCornerRadii()), style: .continuous).path(in: rect)
    }
    public func _outline(in rect: CGRect) -> (ShapeOutline, CGRect) { _outline(in: rect, container: nil) }
    public func inset(by amount: CGFloat) -> _InsetShape<ConcentricRectangle> { _InsetShape(shape: self, amount: amount) }
    nonisolated public static var _isContainerRelative: Bool { true }

    func _outline(in rect: CGRect, container: ContainerShapeContext?) -> (ShapeOutline, CGRect) {
        var concentric = RectangleCornerRadii()
        if let container, let c = container.rect {
            switch container.kind {
            case .rectangle: break
            case .round:
                concentric = ContainerShapeContext.concentricRadii(of: rect, in: c, radii: .uniform(min(c.width, c.height) / 2))
            case .corners(let radii):
                concentric = ContainerShapeContext.concentricRadii(of: rect, in: c, radii: radii)
            }
        }
        return UnevenRoundedRectangle(cornerRadii: radii(concentric), style: .continuous)._outline(in: rect)
    }
}

extension Shape where Self == ConcentricRectangle {
    /// A rectangle whose corners are `corners` (iOS 26): `.rect(corners: .concentric(minimum: 12))`.
    public static func rect(corners: Edge.Corner.Style, isUniform: Bool = false) -> ConcentricRectangle {
        ConcentricRectangle(corners: corners, isUniform: isUniform)
    }
}

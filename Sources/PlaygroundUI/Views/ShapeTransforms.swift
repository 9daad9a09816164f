import Foundation

/// A shape trimmed to a fraction of its outline (`trim(from:to:)`).
package struct _TrimmedShape<S: Shape> {
    var shape: S
    var from: CGFloat
    var to: CGFloat
}
extension _TrimmedShape: Shape {
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).trimmedPath(from: from, to: to) }
    /// The trim fractions and the shape's own data animate (a progress ring fills smoothly).
    public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, S.AnimatableData> {
        get { AnimatablePair(AnimatablePair(from, to), shape.animatableData) }
        set { from = newValue.first.first; to = newValue.first.second; shape.animatableData = newValue.second }
    }
}

/// A shape turned about a unit point of its bounds (`rotation(_:anchor:)`).
public struct RotatedShape<S: Shape> {
    public var shape: S
    public var angle: Angle
    public var anchor: UnitPoint
}
extension RotatedShape: Shape {
    public var animatableData: AnimatablePair<S.AnimatableData, AnimatablePair<Double, UnitPoint.AnimatableData>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(angle.animatableData, anchor.animatableData)) }
        set { shape.animatableData = newValue.first; angle.animatableData = newValue.second.first; anchor.animatableData = newValue.second.second }
    }
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(.about(anchor, in: rect, CGAffineTransform(rotationAngle: CGFloat(angle.radians))))
    }
}

/// A shape moved by an offset (`offset(_:)`).
public struct OffsetShape<S: Shape> {
    public var shape: S
    public var offset: CGSize
}
extension OffsetShape: Shape {
    public var animatableData: AnimatablePair<S.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(shape.animatableData, offset.animatableData) }
        set { shape.animatableData = newValue.first; offset.animatableData = newValue.second }
    }
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height) }
}

/// A shape scaled about a unit point of its bounds (`scale(_:anchor:)`).
public struct ScaledShape<S: Shape> {
    public var shape: S
    public var scale: CGSize
    public var anchor: UnitPoint
}
extension ScaledShape: Shape {
    public var animatableData: AnimatablePair<S.AnimatableData, AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(scale.animatableData, anchor.animatableData)) }
        set { shape.animatableData = newValue.first; scale.animatableData = newValue.second.first; anchor.animatableData = newValue.second.second }
    }
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(.about(anchor, in: rect, CGAffineTransform(scaleX: scale.width, y: scale.height)))
    }
}

extension Shape {
    /// The part of this shape's outline between two fractions of its length.
    nonisolated public func trim(from: CGFloat = 0, to: CGFloat = 1) -> some Shape { _TrimmedShape(shape: self, from: from, to: to) }
    /// This shape turned by `angle` about `anchor`.
    nonisolated public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }
    /// This shape moved by `offset`.
    nonisolated public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }
    /// This shape scaled about `anchor`.
    nonisolated public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }
    nonisolated public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }
}

extension CGAffineTransform {
    /// `t` applied about the unit point `anchor` of `rect` (which stays where it is).
    static func about(_ anchor: UnitPoint, in rect: CGRect, _ t: CGAffineTransform) -> CGAffineTransform {
        let c = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
        return CGAffineTransform(translationX: -c.x, y: -c.y).concatenating(t).concatenating(CGAffineTransform(translationX: c.x, y: c.y))
    }
}

import Foundation

/// A projective transform of the plane (SwiftUI's `ProjectionTransform`): a 3×3 matrix applied to
/// row vectors [x y 1], so x' = (m11·x + m21·y + m31) / w, y' = (m12·x + m22·y + m32) / w with
/// w = m13·x + m23·y + m33. An affine transform has m13 = m23 = 0 and m33 = 1.
public struct ProjectionTransform: Equatable, Hashable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    public init() {}
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13
        self.m21 = m21; self.m22 = m22; self.m23 = m23
        self.m31 = m31; self.m32 = m32; self.m33 = m33
    }
    public init(_ t: CGAffineTransform) {
        self.init(m11: t.a, m12: t.b, m13: 0, m21: t.c, m22: t.d, m23: 0, m31: t.tx, m32: t.ty, m33: 1)
    }

    public var isIdentity: Bool { self == ProjectionTransform() }
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }
    /// The affine part (exact when `isAffine`).
    public var affine: CGAffineTransform {
        CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32)
    }

    /// `self` followed by `t`.
    public func concatenating(_ t: ProjectionTransform) -> ProjectionTransform {
        ProjectionTransform(
            m11: m11 * t.m11 + m12 * t.m21 + m13 * t.m31, m12: m11 * t.m12 + m12 * t.m22 + m13 * t.m32, m13: m11 * t.m13 + m12 * t.m23 + m13 * t.m33,
            m21: m21 * t.m11 + m22 * t.m21 + m23 * t.m31, m22: m21 * t.m12 + m22 * t.m22 + m23 * t.m32, m23: m21 * t.m13 + m22 * t.m23 + m23 * t.m33,
            m31: m31 * t.m11 + m32 * t.m21 + m33 * t.m31, m32: m31 * t.m12 + m32 * t.m22 + m33 * t.m32, m33: m31 * t.m13 + m32 * t.m23 + m33 * t.m33)
    }

    /// The inverse, or nil when the matrix is singular.
    public func inverted() -> ProjectionTransform? {
        let c11 = m22 * m33 - m23 * m32, c12 = m13 * m32 - m12 * m33, c13 = m12 * m23 - m13 * m22
        let det = m11 * c11 + m21 * c12 + m31 * c13
        guard det != 0, det.isFinite else { return nil }
        let k = 1 / det
        return ProjectionTransform(
            m11: c11 * k, m12: c12 * k, m13: c13 * k,
            m21: (m23 * m31 - m21 * m33) * k, m22: (m11 * m33 - m13 * m31) * k, m23: (m13 * m21 - m11 * m23) * k,
            m31: (m21 * m32 - m22 * m31) * k, m32: (m12 * m31 - m11 * m32) * k, m33: (m11 * m22 - m12 * m21) * k)
    }

    /// `p` transformed (nil when it maps to infinity or behind the viewer, w ≤ 0).
    public func apply(_ p: CGPoint) -> CGPoint? {
        let w = m13 * p.x + m23 * p.y + m33
        guard w > 1e-9 else { return nil }
        return CGPoint(x: (m11 * p.x + m21 * p.y + m31) / w, y: (m12 * p.x + m22 * p.y + m32) / w)
    }

    /// A translation.
    static func translation(_ x: CGFloat, _ y: CGFloat) -> ProjectionTransform {
        ProjectionTransform(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: x, m32: y, m33: 1)
    }
}

extension CGPoint {
    /// This point transformed by `t` (the point itself when it maps behind the viewer).
    public func applying(_ t: ProjectionTransform) -> CGPoint { t.apply(self) ?? self }
}

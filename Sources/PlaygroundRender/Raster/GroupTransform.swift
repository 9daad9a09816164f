import Foundation
import PlaygroundUI

/// The transform that the enclosing `scale` and `transform` groups apply to everything inside
/// them, from root coordinates to root coordinates (points).
///
/// A uniform scale and translation (scale transitions, `scaleEffect(2)`) keeps each item's kind:
/// rectangles stay rectangles, text is rendered at the scaled size. Any other transform (rotation,
/// non-uniform scale, shear, perspective) turns shapes into paths that are transformed exactly
/// (strokes are outlined first), and text is resampled from its mask through the inverse map.
struct GroupTransform: Equatable {
    var matrix: ProjectionTransform

    static let identity = GroupTransform(matrix: ProjectionTransform())

    /// A uniform scale and translation: p × factor + offset.
    var isUniform: Bool {
        let m = matrix
        return m.m13 == 0 && m.m23 == 0 && m.m33 == 1 && m.m12 == 0 && m.m21 == 0 && m.m11 == m.m22 && m.m11 > 0
    }
    var factor: Double { Double(matrix.m11) }
    var offset: CGPoint { CGPoint(x: matrix.m31, y: matrix.m32) }

    /// How much the transform scales lengths, on average (the square root of the affine part's
    /// determinant): the size text masks are rendered at and blur radii are scaled by.
    var linearScale: Double {
        let m = matrix
        let det = abs(Double(m.m11 * m.m22 - m.m12 * m.m21))
        guard det.isFinite, det > 0 else { return 1 }
        return det.squareRoot()
    }

    /// This transform after first scaling by `f` about `anchor` (the inner group's transform).
    func scaled(by f: Double, about anchor: CGPoint) -> GroupTransform {
        let f = f.isFinite ? f : 1
        let inner = ProjectionTransform(m11: CGFloat(f), m12: 0, m13: 0, m21: 0, m22: CGFloat(f), m23: 0,
                                        m31: anchor.x * CGFloat(1 - f), m32: anchor.y * CGFloat(1 - f), m33: 1)
        return GroupTransform(matrix: inner.concatenating(matrix))
    }

    /// The transform inside a group with effect `e`.
    func entering(_ e: GroupEffect) -> GroupTransform {
        switch e {
        case let .scale(f, anchor): return scaled(by: Double(f), about: anchor)
        case let .transform(t):
            let valid = [t.m11, t.m12, t.m13, t.m21, t.m22, t.m23, t.m31, t.m32, t.m33].allSatisfy(\.isFinite)
            return valid ? GroupTransform(matrix: t.concatenating(matrix)) : self
        default: return self
        }
    }

    func apply(_ p: CGPoint) -> CGPoint {
        if isUniform { return CGPoint(x: Double(p.x) * factor + Double(offset.x), y: Double(p.y) * factor + Double(offset.y)) }
        return matrix.apply(p) ?? CGPoint(x: CGFloat.nan, y: CGFloat.nan)
    }

    /// The bounding box of `r` transformed.
    func apply(_ r: CGRect) -> CGRect {
        if self == .identity { return r }
        if isUniform {
            return CGRect(x: Double(r.minX) * factor + Double(offset.x), y: Double(r.minY) * factor + Double(offset.y),
                          width: Double(r.width) * factor, height: Double(r.height) * factor).standardized
        }
        let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)].map(apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max(), x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return .null }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    func apply(_ s: ShapeDrawing) -> ShapeDrawing {
        if self == .identity { return s }
        if !isUniform { return applyGeneral(s) }
        var out = s
        out.rect = apply(s.rect)
        let k = CGFloat(abs(factor))
        if case let .path(path, eo) = s.outline {
            out.outline = .path(path.applying(matrix.affine), eoFill: eo)
        }
        if case let .roundedRectangle(corner, style) = s.outline {
            out.outline = .roundedRectangle(cornerSize: CGSize(width: corner.width * k, height: corner.height * k), style: style)
        }
        out.gradient = s.gradient.map(apply)
        // The bitmap keeps its `imageRect`; the group's matrix follows the image's own transform.
        if var image = s.image { image.transform = image.transform.concatenating(matrix); out.image = image }
        if var m = s.material { m.blurRadius *= k; out.material = m }
        if case let .stroke(color, style) = s.paint {
            var st = style
            st.lineWidth *= k; st.dash = st.dash.map { $0 * k }; st.dashPhase *= k
            out.paint = .stroke(color, st)
        }
        return out
    }

    /// A shape under a rotation, non-uniform scale or perspective: its outline as a path (a
    /// stroke outlined first), transformed point by point.
    private func applyGeneral(_ s: ShapeDrawing) -> ShapeDrawing {
        var path: Path
        var eo = false
        if case let .path(p, e) = s.outline { path = p; eo = e } else { path = s.outline.path(in: s.rect) }
        var out = s
        if case let .stroke(color, style) = s.paint {
            path = path.strokedPath(style)
            eo = false
            out.paint = .fill(color)
        }
        let mapped: Path
        if matrix.isAffine {
            mapped = path.applying(matrix.affine)
        } else {
            // Lines stay lines under a projection: flatten finely, then map the points.
            var p = Path()
            for sub in path.flattened(tolerance: 0.02) {
                let pts = sub.points.map(apply)
                guard pts.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { continue }
                p.addLines(pts)
                if sub.isClosed { p.closeSubpath() }
            }
            mapped = p
        }
        out.outline = .path(mapped, eoFill: eo)
        let b = mapped.boundingRect
        out.rect = b.isNull ? .zero : b
        out.gradient = s.gradient.map(apply)
        // The bitmap keeps its `imageRect`; the group's matrix follows the image's own transform.
        if var image = s.image { image.transform = image.transform.concatenating(matrix); out.image = image }
        if var m = s.material { m.blurRadius *= CGFloat(linearScale); out.material = m }
        return out
    }

    /// The text as its mask must be rendered: at the scaled size (and, for a uniform transform,
    /// at its transformed place).
    func apply(_ t: TextDrawing) -> TextDrawing {
        if self == .identity { return t }
        var out = t
        if isUniform {
            out.rect = apply(t.rect)
            out.font.size *= CGFloat(abs(factor))
        } else {
            out.font.size *= CGFloat(linearScale)
        }
        out.gradient = t.gradient.map(apply)
        return out
    }

    /// The pixels a text mask of `width` × `height` drawn for `t` (untransformed) covers.
    func textPixels(_ t: TextDrawing, maskWidth: Int, maskHeight: Int, scale: Double) -> PixelRect? {
        let k = isUniform ? factor : linearScale
        let local = CGRect(x: Double(t.rect.minX), y: Double(t.rect.midY) - Double(maskHeight) / (2 * scale * k),
                           width: Double(maskWidth) / (scale * k), height: Double(maskHeight) / (scale * k))
        let r = apply(local)
        let x0 = Double(r.minX) * scale, y0 = Double(r.minY) * scale, x1 = Double(r.maxX) * scale, y1 = Double(r.maxY) * scale
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite, abs(x0) < 1e7, abs(y0) < 1e7, abs(x1) < 1e7, abs(y1) < 1e7 else { return nil }
        return PixelRect(x0: Int(x0.rounded(.down)) - 1, y0: Int(y0.rounded(.down)) - 1, x1: Int(x1.rounded(.up)) + 1, y1: Int(y1.rounded(.up)) + 1)
    }

    func apply(_ g: GradientPaint) -> GradientPaint {
        if self == .identity { return g }
        var out = g
        let k = CGFloat(isUniform ? abs(factor) : linearScale)
        switch g.geometry {
        case let .linear(s, e): out.geometry = .linear(start: apply(s), end: apply(e))
        case let .radial(c, r0, r1): out.geometry = .radial(center: apply(c), startRadius: r0 * k, endRadius: r1 * k)
        case let .elliptical(c, radii, f0, f1):
            out.geometry = .elliptical(center: apply(c), radii: CGSize(width: radii.width * k, height: radii.height * k), startFraction: f0, endFraction: f1)
        case let .angular(c, a0, a1):
            // Rotated with the transform's rotation.
            let turn = atan2(Double(matrix.m12), Double(matrix.m11))
            out.geometry = .angular(center: apply(c), startAngle: a0 + turn, endAngle: a1 + turn)
        }
        return out
    }
}

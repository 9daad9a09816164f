import Foundation
import PlaygroundUI

/// The uniform scale-and-translate that `scale` groups apply to everything inside them:
/// a point p (root coordinates) is drawn at `p × factor + offset`.
struct GroupTransform: Equatable {
    var factor: Double
    var offset: CGPoint

    static let identity = GroupTransform(factor: 1, offset: .zero)

    /// This transform after first scaling by `f` about `anchor` (the inner group's transform).
    func scaled(by f: Double, about anchor: CGPoint) -> GroupTransform {
        let f = f.isFinite ? f : 1
        let inner = CGPoint(x: Double(anchor.x) * (1 - f), y: Double(anchor.y) * (1 - f))
        return GroupTransform(factor: factor * f,
                              offset: CGPoint(x: Double(inner.x) * factor + Double(offset.x),
                                              y: Double(inner.y) * factor + Double(offset.y)))
    }

    func apply(_ r: CGRect) -> CGRect {
        if self == .identity { return r }
        return CGRect(x: Double(r.minX) * factor + Double(offset.x), y: Double(r.minY) * factor + Double(offset.y),
                      width: Double(r.width) * factor, height: Double(r.height) * factor).standardized
    }

    func apply(_ s: ShapeDrawing) -> ShapeDrawing {
        if self == .identity { return s }
        var out = s
        out.rect = apply(s.rect)
        let k = CGFloat(abs(factor))
        if case let .path(path, eo) = s.outline {
            let t = CGAffineTransform(a: CGFloat(factor), b: 0, c: 0, d: CGFloat(factor), tx: offset.x, ty: offset.y)
            out.outline = .path(path.applying(t), eoFill: eo)
        }
        if case let .roundedRectangle(corner, style) = s.outline {
            out.outline = .roundedRectangle(cornerSize: CGSize(width: corner.width * k, height: corner.height * k), style: style)
        }
        if case let .stroke(color, style) = s.paint {
            var st = style
            st.lineWidth *= k; st.dash = st.dash.map { $0 * k }; st.dashPhase *= k
            out.paint = .stroke(color, st)
        }
        return out
    }

    func apply(_ t: TextDrawing) -> TextDrawing {
        if self == .identity { return t }
        var out = t
        out.rect = apply(t.rect)
        out.font.size *= CGFloat(abs(factor))
        return out
    }
}

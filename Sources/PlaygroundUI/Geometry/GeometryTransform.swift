import Foundation

/// What the geometry effects around a view (`scaleEffect`, `rotationEffect`, `rotation3DEffect`,
/// `transformEffect`, `projectionEffect`) do to its geometry: the transform from the root space
/// its layout places it in to the root space it is drawn in, the effects' own ones composed
/// innermost first (docs/semantics.md §5, §18.2).
///
/// Placement passes it down (`PlaceContext.transform`, nil where no effect transforms), so that
/// a reader's frame, an anchor and a named space are read where the view is drawn: a rect
/// becomes the axis-aligned box around its four transformed corners, and a reader converts a
/// root-space rect into its own space through the inverse, boxed again. A class, so a context
/// and the nodes that keep it hold one reference.
@usableFromInline final class GeometryTransform: Sendable {
    let matrix: ProjectionTransform
    /// nil when the transform cannot be undone (a scale of zero): reading through it leaves
    /// geometry as it is.
    let inverse: ProjectionTransform?

    init(_ matrix: ProjectionTransform) {
        self.matrix = matrix
        inverse = matrix.inverted()
    }

    /// `inner` (an effect's own transform, in root space) followed by `outer` (the effects around it).
    static func composing(_ inner: ProjectionTransform, _ outer: GeometryTransform?) -> GeometryTransform {
        GeometryTransform(outer.map { inner.concatenating($0.matrix) } ?? inner)
    }

    /// Whether two transforms (nil: none) do the same.
    static func same(_ a: GeometryTransform?, _ b: GeometryTransform?) -> Bool {
        if a === b { return true }
        guard let a, let b else { return false }
        return a.matrix == b.matrix
    }

    /// Layout-space rect `r` where it is drawn: the box around its transformed corners.
    func box(_ r: CGRect) -> CGRect { Self.box(r, matrix) }
    /// Drawn (root-space) rect `r` in layout space, through the inverse.
    func unbox(_ r: CGRect) -> CGRect { inverse.map { Self.box(r, $0) } ?? r }
    func apply(_ p: CGPoint) -> CGPoint { matrix.apply(p) ?? p }
    func unapply(_ p: CGPoint) -> CGPoint { inverse?.apply(p) ?? p }

    private static func box(_ r: CGRect, _ m: ProjectionTransform) -> CGRect {
        guard !r.isNull, !r.isInfinite else { return r }
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        // The four corners by index, not from an array literal (which allocates).
        for i in 0..<4 {
            let corner = CGPoint(x: i & 1 == 0 ? r.minX : r.maxX, y: i < 2 ? r.minY : r.maxY)
            // A corner behind the viewer (a perspective past 90°) has no place on screen.
            guard let p = m.apply(corner), p.x.isFinite, p.y.isFinite else { return r }
            minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

import Foundation
import PlaygroundUI

/// Turns a `Path` into polygons in device pixels for the coverage rasteriser: its subpaths for a
/// fill (each one closed), or the stroke's outline — segments, joins, caps and dashes — as
/// polygons that all wind the same way, so where they overlap the coverage saturates instead of
/// cancelling.
enum PathGeometry {

    /// Flattening tolerance in device pixels (a circle of radius 30 px loses ~2 px² of area).
    static let tolerance = 0.025

    /// The subpaths of `path` (points) as closed polygons in pixels at `scale`.
    static func fillContours(_ path: Path, scale: Double) -> [[Vec2]] {
        path.flattened(tolerance: CGFloat(tolerance / max(scale, 1e-6))).compactMap { sub in
            let pts = sub.points.compactMap { p -> Vec2? in
                let v = Vec2(Double(p.x) * scale, Double(p.y) * scale)
                return v.x.isFinite && v.y.isFinite ? v : nil
            }
            return pts.count > 2 ? pts : nil
        }
    }

    /// The polygons covering `path` stroked with `style` at `scale` (see `PathStroker`).
    static func strokeContours(_ path: Path, style: StrokeStyle, scale: Double) -> [[Vec2]] {
        PathStroker.polygons(path, style: style, scale: scale, tolerance: tolerance)
    }
}

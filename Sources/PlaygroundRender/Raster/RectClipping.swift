import Foundation

/// Cuts polygons to an axis-aligned clip rectangle (Sutherland–Hodgman, one side at a time), so a
/// shape is rasterised as the part of it inside the clip.
///
/// Why not multiply coverages: a pixel that a clip's edge and a shape's edge both cross is covered
/// by their intersection, whose area is not the product of the two coverages. A shape lying just
/// outside a clip whose edge falls inside a pixel (an underline below a text in a scroll view at
/// 3x) got coverage c × (1 − c) there — a faint line of up to a quarter of its colour that iOS does
/// not draw. Clipped geometry gives the intersection's exact area (docs/rendering.md "Clips").
///
/// Clipping each contour on its own keeps every point's winding number inside the rectangle (the
/// edges it adds along the rectangle's sides come in pairs of opposite direction and add no area),
/// so non-zero and even-odd fills of several contours are unchanged inside it.
enum RectClipping {
    /// Whether every point of `contours` lies inside `r` = (minX, minY, maxX, maxY).
    static func contains(_ contours: [[Vec2]], in r: SIMD4<Double>) -> Bool {
        for contour in contours {
            for p in contour where !(p.x >= r[0] && p.x <= r[2] && p.y >= r[1] && p.y <= r[3]) { return false }
        }
        return true
    }

    /// `contours` cut to `r`; contours wholly outside are dropped.
    static func clip(_ contours: [[Vec2]], to r: SIMD4<Double>) -> [[Vec2]] {
        var out: [[Vec2]] = []
        out.reserveCapacity(contours.count)
        var a: [Vec2] = [], b: [Vec2] = []
        for contour in contours where contour.count > 2 {
            a = contour
            // Each side keeps the points on its inner side: x ≥ minX, y ≥ minY, x ≤ maxX, y ≤ maxY.
            for side in 0..<4 {
                b.removeAll(keepingCapacity: true)
                cut(a, side: side, at: r[side], into: &b)
                swap(&a, &b)
                if a.count < 3 { break }
            }
            if a.count >= 3 { out.append(a) }
        }
        return out
    }

    /// One Sutherland–Hodgman step: the polygon `p` cut by one side of the rectangle.
    private static func cut(_ p: [Vec2], side: Int, at edge: Double, into out: inout [Vec2]) {
        let axis = side & 1          // 0: x, 1: y
        let keepsAbove = side < 2    // minX / minY keep larger values
        func inside(_ q: Vec2) -> Bool { keepsAbove ? q[axis] >= edge : q[axis] <= edge }
        func crossing(_ s: Vec2, _ e: Vec2) -> Vec2 {
            let t = (edge - s[axis]) / (e[axis] - s[axis])
            var q = s + (e - s) * t
            q[axis] = edge   // exactly on the side, whatever the rounding
            return q
        }
        var s = p[p.count - 1]
        var sIn = inside(s)
        for e in p {
            let eIn = inside(e)
            if eIn {
                if !sIn { out.append(crossing(s, e)) }
                out.append(e)
            } else if sIn {
                out.append(crossing(s, e))
            }
            s = e
            sIn = eIn
        }
    }
}

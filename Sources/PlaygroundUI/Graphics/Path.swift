import Foundation

/// The outline of a 2D shape (SwiftUI's `Path`): subpaths of lines and quadratic and cubic Bézier
/// curves. A path is also a `Shape` (and so a view: filled with the foreground colour by default).
public struct Path: Equatable, Sendable {
    /// One element of a path.
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    private(set) var elements: [Element] = []
    /// Where the current subpath started (the point `closeSubpath` returns to).
    private var subpathStart: CGPoint?

    public init() {}
    public init(_ rect: CGRect) { addRect(rect) }
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }
    /// A path built by `callback`.
    public init(_ callback: (inout Path) -> Void) { callback(&self) }

    public var isEmpty: Bool { elements.isEmpty }
    /// The last point added (nil for an empty path).
    public var currentPoint: CGPoint? {
        for e in elements.reversed() {
            switch e {
            case .move(let p), .line(let p): return p
            case .quadCurve(let p, _), .curve(let p, _, _): return p
            case .closeSubpath: return subpathStart
            }
        }
        return nil
    }

    /// Calls `body` with every element, in order.
    public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }

    // MARK: Building

    public mutating func move(to p: CGPoint) {
        elements.append(.move(to: p))
        subpathStart = p
    }
    /// A line from the current point (or a move, on an empty path, as CoreGraphics does).
    public mutating func addLine(to p: CGPoint) {
        if currentPoint == nil { move(to: p); return }
        startSubpathIfClosed()
        elements.append(.line(to: p))
    }
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }
    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) {
        if currentPoint == nil { move(to: control) }
        startSubpathIfClosed()
        elements.append(.quadCurve(to: p, control: control))
    }
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        if currentPoint == nil { move(to: control1) }
        startSubpathIfClosed()
        elements.append(.curve(to: p, control1: control1, control2: control2))
    }
    public mutating func closeSubpath() {
        guard currentPoint != nil, elements.last != .closeSubpath else { return }
        elements.append(.closeSubpath)
    }
    /// After a close, drawing continues from the subpath's start, in a new subpath.
    private mutating func startSubpathIfClosed() {
        if elements.last == .closeSubpath, let s = subpathStart { elements.append(.move(to: s)) }
    }

    public mutating func addRect(_ r: CGRect, transform: CGAffineTransform = .identity) {
        let r = r.standardized
        var p = Path()
        p.move(to: CGPoint(x: r.minX, y: r.minY))
        p.addLine(to: CGPoint(x: r.maxX, y: r.minY))
        p.addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        p.addLine(to: CGPoint(x: r.minX, y: r.maxY))
        p.closeSubpath()
        addPath(p, transform: transform)
    }
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    /// A rounded rectangle, clockwise from the top edge. `.continuous` corners are drawn as
    /// circular ones here (the rasteriser's built-in rounded rectangles draw the continuous curve).
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let rx = min(max(cornerSize.width, 0), r.width / 2), ry = min(max(cornerSize.height, 0), r.height / 2)
        guard rx > 0, ry > 0 else { addRect(r, transform: transform); return }
        if style == .continuous {
            addContinuousRoundedRect(r, rx: cornerSize.width, ry: cornerSize.height, transform: transform)
            return
        }
        let k: CGFloat = 0.5522847498307936   // cubic Bézier quarter-circle constant
        var p = Path()
        p.move(to: CGPoint(x: r.minX + rx, y: r.minY))
        p.addLine(to: CGPoint(x: r.maxX - rx, y: r.minY))
        p.addCurve(to: CGPoint(x: r.maxX, y: r.minY + ry), control1: CGPoint(x: r.maxX - rx + k * rx, y: r.minY),
                   control2: CGPoint(x: r.maxX, y: r.minY + ry - k * ry))
        p.addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry))
        p.addCurve(to: CGPoint(x: r.maxX - rx, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - ry + k * ry),
                   control2: CGPoint(x: r.maxX - rx + k * rx, y: r.maxY))
        p.addLine(to: CGPoint(x: r.minX + rx, y: r.maxY))
        p.addCurve(to: CGPoint(x: r.minX, y: r.maxY - ry), control1: CGPoint(x: r.minX + rx - k * rx, y: r.maxY),
                   control2: CGPoint(x: r.minX, y: r.maxY - ry + k * ry))
        p.addLine(to: CGPoint(x: r.minX, y: r.minY + ry))
        p.addCurve(to: CGPoint(x: r.minX + rx, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + ry - k * ry),
                   control2: CGPoint(x: r.minX + rx - k * rx, y: r.minY))
        p.closeSubpath()
        addPath(p, transform: transform)
    }

    /// A rectangle with a radius of its own at each corner, clockwise from the top-right
    /// (`radii`: top-right, bottom-right, bottom-left, top-left): circular corners, or iOS's
    /// continuous ones. Each radius shrinks so its corner fits in half the shorter side
    /// (`UnevenRoundedRectangle`).
    mutating func addUnevenRoundedRect(_ r: CGRect, radii: [CGFloat], style: RoundedCornerStyle) {
        let reach: CGFloat = style == .continuous ? 1.52866483 : 1
        let limit = min(r.width, r.height) / 2 / reach
        let k: CGFloat = 0.5522847498307936   // cubic Bézier quarter-circle constant
        let corners = [CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY),
                       CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.minX, y: r.minY)]
        // Unit corner pieces relative to the corner point, from the edge before it to the edge
        // after it, for the top-right corner; the others turn it by quarters.
        let circular: [(CGPoint, CGPoint, CGPoint)] = [(CGPoint(x: -1 + k, y: 0), CGPoint(x: 0, y: 1 - k), CGPoint(x: 0, y: 1))]
        let pieces = style == .continuous ? Self.continuousCorner : circular
        var p = Path()
        for (i, corner) in corners.enumerated() {
            let radius = min(max(radii[i], 0), limit)
            func place(_ u: CGPoint) -> CGPoint {
                var v = u
                for _ in 0..<i { v = CGPoint(x: -v.y, y: v.x) }
                return CGPoint(x: corner.x + v.x * radius, y: corner.y + v.y * radius)
            }
            let start = place(CGPoint(x: -reach, y: 0))
            if i == 0 { p.move(to: start) } else { p.addLine(to: start) }
            guard radius > 0 else { continue }
            for c in pieces {
                if c.0 == c.1 && c.1 == c.2 { p.addLine(to: place(c.2)) } else {
                    p.addCurve(to: place(c.2), control1: place(c.0), control2: place(c.1))
                }
            }
        }
        p.closeSubpath()
        addPath(p)
    }

    /// iOS's continuous corner for radius 1: the top-right corner relative to the corner point,
    /// from the top edge (1.52866 radii before the corner) to the right edge; a piece whose three
    /// points are one is a line.
    private static let continuousCorner: [(CGPoint, CGPoint, CGPoint)] = [
        (CGPoint(x: -1.08849323, y: 0), CGPoint(x: -0.86840689, y: 0), CGPoint(x: -0.66993427, y: 0.06549600)),
        (CGPoint(x: -0.63149399, y: 0.07491100), CGPoint(x: -0.63149399, y: 0.07491100), CGPoint(x: -0.63149399, y: 0.07491100)),
        (CGPoint(x: -0.37282392, y: 0.16906013), CGPoint(x: -0.16906013, y: 0.37282392), CGPoint(x: -0.07491100, y: 0.63149399)),
        (CGPoint(x: -0.06549600, y: 0.66993427), CGPoint(x: -0.06549600, y: 0.66993427), CGPoint(x: -0.06549600, y: 0.66993427)),
        (CGPoint(x: 0, y: 0.86840689), CGPoint(x: 0, y: 1.08849323), CGPoint(x: 0, y: 1.52866483)),
    ]

    /// A rectangle with iOS's continuous corners: each corner starts 1.52866 radii from it along
    /// the edges and is three cubic curves (the curve the rasteriser's analytic outline uses,
    /// docs/semantics.md §10). The radii shrink so the corners fit.
    private mutating func addContinuousRoundedRect(_ r: CGRect, rx: CGFloat, ry: CGFloat, transform: CGAffineTransform) {
        let reach: CGFloat = 1.52866483
        let limit = min(r.width, r.height) / 2 / reach
        let sx = min(max(rx, 0), limit), sy = min(max(ry, 0), limit)
        // The top-right corner for radius 1, relative to the corner point, from the top edge to the right edge.
        let curves: [(CGPoint, CGPoint, CGPoint)] = [
            (CGPoint(x: -1.08849323, y: 0), CGPoint(x: -0.86840689, y: 0), CGPoint(x: -0.66993427, y: 0.06549600)),
            (CGPoint(x: -0.63149399, y: 0.07491100), CGPoint(x: -0.63149399, y: 0.07491100), CGPoint(x: -0.63149399, y: 0.07491100)),
            (CGPoint(x: -0.37282392, y: 0.16906013), CGPoint(x: -0.16906013, y: 0.37282392), CGPoint(x: -0.07491100, y: 0.63149399)),
            (CGPoint(x: -0.06549600, y: 0.66993427), CGPoint(x: -0.06549600, y: 0.66993427), CGPoint(x: -0.06549600, y: 0.66993427)),
            (CGPoint(x: 0, y: 0.86840689), CGPoint(x: 0, y: 1.08849323), CGPoint(x: 0, y: reach)),
        ]
        // Corners clockwise from the top-right; each turns the unit corner by a quarter.
        let corners: [(CGPoint, Int)] = [(CGPoint(x: r.maxX, y: r.minY), 0), (CGPoint(x: r.maxX, y: r.maxY), 1),
                                         (CGPoint(x: r.minX, y: r.maxY), 2), (CGPoint(x: r.minX, y: r.minY), 3)]
        func place(_ u: CGPoint, _ corner: CGPoint, _ turns: Int) -> CGPoint {
            var v = u
            for _ in 0..<turns { v = CGPoint(x: -v.y, y: v.x) }
            return CGPoint(x: corner.x + v.x * sx, y: corner.y + v.y * sy)
        }
        var p = Path()
        p.move(to: place(CGPoint(x: -reach, y: 0), corners[0].0, 0))
        for (corner, turns) in corners {
            p.addLine(to: place(CGPoint(x: -reach, y: 0), corner, turns))
            for (i, c) in curves.enumerated() {
                if i % 2 == 1 { p.addLine(to: place(c.2, corner, turns)); continue }
                p.addCurve(to: place(c.2, corner, turns), control1: place(c.0, corner, turns), control2: place(c.1, corner, turns))
            }
        }
        p.closeSubpath()
        addPath(p, transform: transform)
    }

    /// An ellipse inscribed in `rect`, clockwise from its rightmost point.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        var p = Path()
        p.addArcSegments(center: CGPoint(x: r.midX, y: r.midY), rx: r.width / 2, ry: r.height / 2, start: 0, delta: 2 * .pi)
        p.closeSubpath()
        addPath(p, transform: transform)
    }

    /// An arc of a circle from `startAngle` to `endAngle` (angles measured from the positive x
    /// axis toward positive y, i.e. clockwise on screen). `clockwise` follows CoreGraphics'
    /// convention in a y-up space: `clockwise: true` goes toward decreasing angles, which on
    /// screen (y down) is counter-clockwise, as in SwiftUI. A line joins the current point to the
    /// arc's start.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
                                transform: CGAffineTransform = .identity) {
        var delta = endAngle.radians - startAngle.radians
        let full = 2 * Double.pi
        if clockwise {
            if delta > 0 { delta = delta.truncatingRemainder(dividingBy: full) - (delta.truncatingRemainder(dividingBy: full) == 0 ? 0 : full) }
        } else {
            if delta < 0 { delta = delta.truncatingRemainder(dividingBy: full) + (delta.truncatingRemainder(dividingBy: full) == 0 ? 0 : full) }
        }
        var p = Path()
        p.elements = []
        p.addArcSegments(center: center, rx: radius, ry: radius, start: startAngle.radians, delta: delta, connectFrom: transform.isIdentity ? currentPoint : currentPoint.map { $0.applying(transform.inverted()) })
        appendContinuing(p, transform: transform)
    }

    /// An arc of `delta` from `startAngle` (positive: clockwise on screen).
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        var p = Path()
        p.addArcSegments(center: center, rx: radius, ry: radius, start: startAngle.radians, delta: delta.radians,
                         connectFrom: transform.isIdentity ? currentPoint : currentPoint.map { $0.applying(transform.inverted()) })
        appendContinuing(p, transform: transform)
    }

    /// An arc tangent to the lines current point → `tangent1End` and `tangent1End` → `tangent2End`
    /// (CoreGraphics' `addArc(tangent1End:tangent2End:radius:)`).
    public mutating func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat,
                                transform: CGAffineTransform = .identity) {
        guard let p0 = currentPoint.map({ transform.isIdentity ? $0 : $0.applying(transform.inverted()) }) else { return }
        let v1 = CGVector(dx: p0.x - p1.x, dy: p0.y - p1.y), v2 = CGVector(dx: p2.x - p1.x, dy: p2.y - p1.y)
        let l1 = hypot(v1.dx, v1.dy), l2 = hypot(v2.dx, v2.dy)
        let cross = v1.dx * v2.dy - v1.dy * v2.dx
        guard l1 > 0, l2 > 0, radius > 0, abs(cross) > 1e-12 else {
            addLine(to: p1.applying(transform)); return
        }
        let u1 = CGVector(dx: v1.dx / l1, dy: v1.dy / l1), u2 = CGVector(dx: v2.dx / l2, dy: v2.dy / l2)
        let cosTheta = max(-1, min(1, u1.dx * u2.dx + u1.dy * u2.dy))
        let theta = acos(cosTheta)                       // angle between the two tangents at p1
        let dist = radius / tan(theta / 2)              // from p1 to each tangent point
        let t1 = CGPoint(x: p1.x + u1.dx * dist, y: p1.y + u1.dy * dist)
        let t2 = CGPoint(x: p1.x + u2.dx * dist, y: p1.y + u2.dy * dist)
        let bis = CGVector(dx: u1.dx + u2.dx, dy: u1.dy + u2.dy)
        let bl = hypot(bis.dx, bis.dy)
        let cd = radius / sin(theta / 2)
        let center = CGPoint(x: p1.x + bis.dx / bl * cd, y: p1.y + bis.dy / bl * cd)
        let a1 = atan2(Double(t1.y - center.y), Double(t1.x - center.x))
        let a2 = atan2(Double(t2.y - center.y), Double(t2.x - center.x))
        var delta = a2 - a1
        if delta > .pi { delta -= 2 * .pi }
        if delta < -.pi { delta += 2 * .pi }
        var p = Path()
        p.addArcSegments(center: center, rx: radius, ry: radius, start: a1, delta: delta, connectFrom: p0)
        appendContinuing(p, transform: transform)
    }

    /// Appends `path` (its elements transformed).
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        for e in path.applying(transform).elements {
            switch e {
            case .move(let p): move(to: p)
            case .line(let p): elements.append(.line(to: p))
            case .quadCurve(let p, let c): elements.append(.quadCurve(to: p, control: c))
            case .curve(let p, let c1, let c2): elements.append(.curve(to: p, control1: c1, control2: c2))
            case .closeSubpath: closeSubpath()
            }
        }
    }

    /// Appends arc segments that continue the current subpath (no move when it has a current point).
    private mutating func appendContinuing(_ arc: Path, transform: CGAffineTransform) {
        let t = arc.applying(transform)
        for e in t.elements {
            if case .move(let p) = e {
                if currentPoint == nil { move(to: p) } else { addLine(to: p) }
            } else {
                startSubpathIfClosed()
                elements.append(e)
            }
        }
    }

    /// Arc of an ellipse as cubic Béziers of at most a quarter turn each.
    private mutating func addArcSegments(center c: CGPoint, rx: CGFloat, ry: CGFloat, start: Double, delta: Double,
                                         connectFrom: CGPoint? = nil) {
        func point(_ a: Double) -> CGPoint { CGPoint(x: c.x + rx * CGFloat(cos(a)), y: c.y + ry * CGFloat(sin(a))) }
        let first = point(start)
        if connectFrom == nil { move(to: first) } else { elements.append(.move(to: first)) }
        guard delta.isFinite, delta != 0 else { return }
        // More than a turn draws the circle again: keep one full turn plus the remainder (the
        // same end point), so a sweep of 1e300 radians is neither a trap nor billions of curves.
        var delta = delta
        let turn = 2 * Double.pi
        if abs(delta) > 2 * turn { delta = (turn + abs(delta).truncatingRemainder(dividingBy: turn)) * (delta < 0 ? -1 : 1) }
        let n = max(1, Int((abs(delta) / (.pi / 2)).rounded(.up)))
        let step = delta / Double(n)
        let k = 4.0 / 3.0 * tan(step / 4)
        var a = start
        for _ in 0..<n {
            let b = a + step
            let p0 = point(a), p3 = point(b)
            let c1 = CGPoint(x: p0.x - CGFloat(k * sin(a)) * rx, y: p0.y + CGFloat(k * cos(a)) * ry)
            let c2 = CGPoint(x: p3.x + CGFloat(k * sin(b)) * rx, y: p3.y - CGFloat(k * cos(b)) * ry)
            elements.append(.curve(to: p3, control1: c1, control2: c2))
            a = b
        }
    }

    // MARK: Queries and transforms

    /// The path with every point transformed.
    public func applying(_ t: CGAffineTransform) -> Path {
        if t.isIdentity { return self }
        var p = self
        p.elements = elements.map { e in
            switch e {
            case .move(let a): return .move(to: a.applying(t))
            case .line(let a): return .line(to: a.applying(t))
            case .quadCurve(let a, let c): return .quadCurve(to: a.applying(t), control: c.applying(t))
            case .curve(let a, let c1, let c2): return .curve(to: a.applying(t), control1: c1.applying(t), control2: c2.applying(t))
            case .closeSubpath: return .closeSubpath
            }
        }
        p.subpathStart = subpathStart?.applying(t)
        return p
    }

    /// The path moved by (dx, dy).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(CGAffineTransform(translationX: dx, y: dy)) }

    /// The smallest rect holding the path's curves (control points bound them; the flattened path
    /// is used, so the bound is the curve's own within 0.05 pt).
    public var boundingRect: CGRect {
        var lo = CGPoint(x: CGFloat.infinity, y: .infinity), hi = CGPoint(x: -CGFloat.infinity, y: -.infinity)
        for sub in flattened(tolerance: 0.05) {
            for p in sub.points where p.x.isFinite && p.y.isFinite {
                lo = CGPoint(x: min(lo.x, p.x), y: min(lo.y, p.y)); hi = CGPoint(x: max(hi.x, p.x), y: max(hi.y, p.y))
            }
        }
        return lo.x > hi.x ? .null : CGRect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y)
    }

    /// Whether `p` is inside the path, by the non-zero winding rule or (eoFill) the even-odd rule.
    /// Every subpath counts as closed.
    public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0
        for sub in flattened(tolerance: 0.1) {
            let pts = sub.points
            guard pts.count > 2 else { continue }
            var a = pts[pts.count - 1]
            for b in pts {
                if a.y <= p.y {
                    if b.y > p.y && (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) > 0 { winding += 1 }
                } else if b.y <= p.y && (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) < 0 {
                    winding -= 1
                }
                a = b
            }
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    /// A subpath as points: curves flattened to within `tolerance`.
    package struct FlatSubpath: Equatable, Sendable {
        public var points: [CGPoint]
        public var isClosed: Bool
    }

    /// The subpaths with curves replaced by line segments (each within `tolerance` of the curve).
    /// A path with more than a million points, or non-finite ones, is cut short rather than hang.
    package func flattened(tolerance: CGFloat) -> [FlatSubpath] {
        var result: [FlatSubpath] = []
        var current: [CGPoint] = []
        var closed = false
        var budget = 2_000_000
        func flush() {
            if current.count > 0 { result.append(FlatSubpath(points: current, isClosed: closed)) }
            current = []; closed = false
        }
        let tol = max(Double(tolerance), 1e-3)
        for e in elements {
            switch e {
            case .move(let p):
                flush(); current = [p]
            case .line(let p):
                current.append(p)
            case .quadCurve(let p, let c):
                guard let a = current.last else { current = [p]; continue }
                let steps = segments(Double(hypot(a.x - 2 * c.x + p.x, a.y - 2 * c.y + p.y)) / 4, tol, &budget)
                for i in 1...steps {
                    let t = CGFloat(i) / CGFloat(steps), u = 1 - t
                    current.append(CGPoint(x: u * u * a.x + 2 * u * t * c.x + t * t * p.x, y: u * u * a.y + 2 * u * t * c.y + t * t * p.y))
                }
            case .curve(let p, let c1, let c2):
                guard let a = current.last else { current = [p]; continue }
                let dd = max(hypot(a.x - 2 * c1.x + c2.x, a.y - 2 * c1.y + c2.y), hypot(c1.x - 2 * c2.x + p.x, c1.y - 2 * c2.y + p.y))
                let steps = segments(Double(dd) * 0.75, tol, &budget)
                for i in 1...steps {
                    let t = CGFloat(i) / CGFloat(steps), u = 1 - t
                    let x = u * u * u * a.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p.x
                    let y = u * u * u * a.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p.y
                    current.append(CGPoint(x: x, y: y))
                }
            case .closeSubpath:
                closed = true
                let start = current.first
                flush()
                if let s = start { current = [s] }   // a following segment continues from the start
                if current.count == 1 && elements.last == .closeSubpath { current = [] }
            }
        }
        flush()
        return result.filter { !($0.points.count == 1 && !$0.isClosed) }
    }

    /// Segments for a curve whose control polygon deviates by `deviation`, within `tolerance`.
    private func segments(_ deviation: Double, _ tolerance: Double, _ budget: inout Int) -> Int {
        guard deviation.isFinite else { return 1 }
        // Bounded as a Double first: a huge deviation's count does not fit in an Int.
        let wanted = min((deviation / tolerance).squareRoot().rounded(.up), 10_000)
        let n = max(1, min(wanted.isNaN ? 1 : Int(wanted), max(budget, 1)))
        budget -= n
        return n
    }
}

extension Path: Shape {
    /// A path drawn as a view is drawn in its own coordinates from the view's origin.
    nonisolated public func path(in rect: CGRect) -> Path { self }
}

extension Path {
    /// The part of the path between fractions `from` and `to` of its length (curves follow the
    /// curve within 0.01 pt; each subpath's share is its own length). Closed subpaths trimmed
    /// partially become open.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let lo = max(0, min(from, 1)), hi = max(0, min(to, 1))
        guard hi > lo else { return Path() }
        if lo == 0 && hi == 1 { return self }
        var subs = flattened(tolerance: 0.01)
        for i in subs.indices where subs[i].isClosed {
            if let first = subs[i].points.first { subs[i].points.append(first) }   // the closing segment counts
        }
        var total = 0.0
        var lengths: [[Double]] = []
        for s in subs {
            var ls: [Double] = []
            for k in 1..<max(s.points.count, 1) {
                let a = s.points[k - 1], b = s.points[k]
                let l = Double(hypot(b.x - a.x, b.y - a.y))
                ls.append(l.isFinite ? l : 0)
                total += l.isFinite ? l : 0
            }
            lengths.append(ls)
        }
        guard total > 0 else { return Path() }
        let start = Double(lo) * total, end = Double(hi) * total
        var out = Path()
        var walked = 0.0
        for (s, ls) in zip(subs, lengths) {
            var drawing = false
            for (k, l) in ls.enumerated() {
                let a = s.points[k], b = s.points[k + 1]
                let segStart = walked, segEnd = walked + l
                walked = segEnd
                guard segEnd > start, segStart < end, l > 0 else { continue }
                func at(_ d: Double) -> CGPoint {
                    let t = CGFloat((d - segStart) / l)
                    return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                }
                if !drawing { out.move(to: at(max(start, segStart))); drawing = true }
                out.addLine(to: at(min(end, segEnd)))
            }
        }
        return out
    }
}

extension Path {
    /// The outline of this path stroked with `style`, as a path to fill (non-zero rule): the
    /// segments, joins, caps and dashes as closed subpaths.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        var out = Path()
        for polygon in PathStroker.polygons(self, style: style, scale: 1, tolerance: 0.025) {
            guard let first = polygon.first else { continue }
            out.move(to: CGPoint(x: first.x, y: first.y))
            for v in polygon.dropFirst() { out.addLine(to: CGPoint(x: v.x, y: v.y)) }
            out.closeSubpath()
        }
        return out
    }
}

import Foundation

// `MeshGradient` (iOS 18; docs/semantics.md §17.8): a grid of width × height points, each with a
// colour, filling the space between them with smoothly blended colour.

extension Gradient {
    /// The space colours are blended in.
    public struct ColorSpace: Hashable, Sendable {
        let perceptual: Bool
        /// The device's colour space (sRGB components blended as they are).
        public static let device = ColorSpace(perceptual: false)
        /// A perceptually even blend (here: linear light).
        public static let perceptual = ColorSpace(perceptual: true)
    }
}

/// A two-dimensional gradient: a grid of points, each with a colour. Use it as a view (it fills
/// the space it is offered); as a `ShapeStyle` it is not available here.
public struct MeshGradient: View {
    /// Points across and down the grid.
    public var width: Int
    public var height: Int
    /// The points, row by row, in unit coordinates of the view (0…1 across and down).
    public var points: [SIMD2<Float>]
    /// A colour for each point.
    public var colors: [Color]
    /// What shows where no patch covers the view.
    public var background: Color
    /// Whether colours blend smoothly across patches (cubic) or straight within each (bilinear).
    public var smoothsColors: Bool
    public var colorSpace: Gradient.ColorSpace
    @Environment(\.colorScheme) private var scheme

    public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.width = width; self.height = height; self.points = points; self.colors = colors
        self.background = background; self.smoothsColors = smoothsColors; self.colorSpace = colorSpace
    }

    public var body: some View {
        GeometryReader { g in
            Image(source: .pixels(MeshRaster.bitmap(self, size: g.size, scheme: scheme), scale: 1 / MeshRaster.pointsPerPixel))
                .resizable()
        }
    }
}

/// Draws a mesh gradient into a bitmap (engine detail): each patch between four neighbouring
/// points is cut into small quads whose corners are found on Catmull-Rom curves through the grid
/// (positions always; colours when they blend smoothly, else bilinearly within the patch), and
/// each quad's two triangles are filled with their corners' colours blended across them.
enum MeshRaster {
    /// The bitmap is drawn at one pixel for this many points and stretched: the colours are smooth.
    static let pointsPerPixel: CGFloat = 2
    /// Quads a patch is cut into along each side.
    static let steps = 12

    /// What a bitmap is drawn from: a gradient drawn again with the same inputs (its view's body
    /// evaluated again, its reader placed again during an animation around it) reuses it.
    private struct Key: Hashable {
        let width: Int, height: Int
        let points: [SIMD2<Float>]
        let colors: [ResolvedColor]
        let background: ResolvedColor
        let smooth: Bool, perceptual: Bool
        let pixels: SIMD2<Int>
    }
    /// The bitmaps drawn last, newest last (a few: a screen rarely shows more gradients).
    @MainActor private static var recent: [(Key, Bitmap)] = []

    @MainActor static func bitmap(_ m: MeshGradient, size: CGSize, scheme: ColorScheme) -> Bitmap {
        let w = max(1, min(1024, Int((size.width / pointsPerPixel).rounded(.up))))
        let h = max(1, min(1024, Int((size.height / pointsPerPixel).rounded(.up))))
        let key = Key(width: m.width, height: m.height, points: m.points, colors: m.colors.map { $0.resolved(in: scheme) },
                      background: m.background.resolved(in: scheme), smooth: m.smoothsColors,
                      perceptual: m.colorSpace.perceptual, pixels: SIMD2(w, h))
        if let i = recent.firstIndex(where: { $0.0 == key }) { return recent[i].1 }
        let made = draw(m, w: w, h: h, scheme: scheme)
        recent.append((key, made))
        if recent.count > 8 { recent.removeFirst() }
        return made
    }

    @MainActor private static func draw(_ m: MeshGradient, w: Int, h: Int, scheme: ColorScheme) -> Bitmap {
        var rgba = [Float](repeating: 0, count: w * h * 4)
        let bg = m.background.resolved(in: scheme)
        for i in 0..<(w * h) {
            rgba[i * 4] = Float(bg.red * bg.opacity); rgba[i * 4 + 1] = Float(bg.green * bg.opacity)
            rgba[i * 4 + 2] = Float(bg.blue * bg.opacity); rgba[i * 4 + 3] = Float(bg.opacity)
        }
        let nx = m.width, ny = m.height
        if nx >= 2, ny >= 2, m.points.count >= nx * ny, m.colors.count >= nx * ny {
            let linear = m.colorSpace.perceptual
            let cols: [SIMD4<Double>] = m.colors.prefix(nx * ny).map { c in
                let r = c.resolved(in: scheme)
                return linear ? r.linear : SIMD4(r.red, r.green, r.blue, r.opacity)
            }
            let pts: [SIMD2<Double>] = m.points.prefix(nx * ny).map { SIMD2(Double($0.x) * Double(w), Double($0.y) * Double(h)) }
            func point(_ x: Int, _ y: Int) -> SIMD2<Double> { pts[min(max(y, 0), ny - 1) * nx + min(max(x, 0), nx - 1)] }
            func color(_ x: Int, _ y: Int) -> SIMD4<Double> { cols[min(max(y, 0), ny - 1) * nx + min(max(x, 0), nx - 1)] }
            // A grid value at (i + u, j + v): Catmull-Rom along x on four rows, then along y.
            func cubic<T: SIMD>(_ f: (Int, Int) -> T, _ i: Int, _ j: Int, _ u: Double, _ v: Double) -> T where T.Scalar == Double {
                func cr(_ a: T, _ b: T, _ c: T, _ d: T, _ t: Double) -> T {
                    let t2 = t * t, t3 = t2 * t
                    let wa = -0.5 * t3 + t2 - 0.5 * t, wb = 1.5 * t3 - 2.5 * t2 + 1
                    let wc = -1.5 * t3 + 2 * t2 + 0.5 * t, wd = 0.5 * t3 - 0.5 * t2
                    return a * wa + b * wb + c * wc + d * wd
                }
                func row(_ dy: Int) -> T { cr(f(i - 1, j + dy), f(i, j + dy), f(i + 1, j + dy), f(i + 2, j + dy), u) }
                return cr(row(-1), row(0), row(1), row(2), v)
            }
            func bilinear(_ i: Int, _ j: Int, _ u: Double, _ v: Double) -> SIMD4<Double> {
                let top = color(i, j) * (1 - u) + color(i + 1, j) * u
                let bottom = color(i, j + 1) * (1 - u) + color(i + 1, j + 1) * u
                return top * (1 - v) + bottom * v
            }
            let s = steps
            for j in 0..<(ny - 1) {
                for i in 0..<(nx - 1) {
                    // The corners of the patch's small quads.
                    var grid: [(SIMD2<Double>, SIMD4<Double>)] = []
                    grid.reserveCapacity((s + 1) * (s + 1))
                    for b in 0...s {
                        for a in 0...s {
                            let u = Double(a) / Double(s), v = Double(b) / Double(s)
                            let p = cubic(point, i, j, u, v)
                            var c = m.smoothsColors ? cubic(color, i, j, u, v) : bilinear(i, j, u, v)
                            c = SIMD4(min(max(c.x, 0), 1), min(max(c.y, 0), 1), min(max(c.z, 0), 1), min(max(c.w, 0), 1))
                            grid.append((p, c))
                        }
                    }
                    for b in 0..<s {
                        for a in 0..<s {
                            let k = b * (s + 1) + a
                            let q00 = grid[k], q10 = grid[k + 1], q01 = grid[k + s + 1], q11 = grid[k + s + 2]
                            fill(q00, q10, q11, &rgba, w, h, linear)
                            fill(q00, q11, q01, &rgba, w, h, linear)
                        }
                    }
                }
            }
        }
        var bytes = [UInt8](repeating: 0, count: w * h * 4)
        for i in 0..<(w * h * 4) { bytes[i] = UInt8(max(0, min(255, (rgba[i] * 255).rounded()))) }
        return Bitmap(width: w, height: h, pixels: bytes, source: "MeshGradient")
    }

    /// Fills the pixels whose centres lie in a triangle, blending its corners' colours
    /// (barycentric), premultiplied, over what is there.
    private static func fill(_ a: (SIMD2<Double>, SIMD4<Double>), _ b: (SIMD2<Double>, SIMD4<Double>), _ c: (SIMD2<Double>, SIMD4<Double>),
                             _ out: inout [Float], _ w: Int, _ h: Int, _ linear: Bool) {
        let (p0, c0) = a, (p1, c1) = b, (p2, c2) = c
        let area = (p1.x - p0.x) * (p2.y - p0.y) - (p2.x - p0.x) * (p1.y - p0.y)
        guard abs(area) > 1e-12, area.isFinite else { return }
        // The box in pixels, clamped before it becomes integers (points may lie far outside).
        func pixel(_ v: Double, _ limit: Int) -> Int { Int(min(max(v, -1), Double(limit))) }
        let minX = max(0, pixel((min(p0.x, p1.x, p2.x) - 0.5).rounded(.down), w))
        let maxX = min(w - 1, pixel((max(p0.x, p1.x, p2.x) - 0.5).rounded(.up), w))
        let minY = max(0, pixel((min(p0.y, p1.y, p2.y) - 0.5).rounded(.down), h))
        let maxY = min(h - 1, pixel((max(p0.y, p1.y, p2.y) - 0.5).rounded(.up), h))
        guard minX <= maxX, minY <= maxY else { return }
        for y in minY...maxY {
            for x in minX...maxX {
                let px = Double(x) + 0.5, py = Double(y) + 0.5
                let w0 = ((p1.x - px) * (p2.y - py) - (p2.x - px) * (p1.y - py)) / area
                let w1 = ((p2.x - px) * (p0.y - py) - (p0.x - px) * (p2.y - py)) / area
                let w2 = 1 - w0 - w1
                // A pixel centred on an edge two triangles share is filled by both (same colour).
                guard w0 >= -1e-9, w1 >= -1e-9, w2 >= -1e-9 else { continue }
                var col = c0 * w0 + c1 * w1 + c2 * w2
                if linear {
                    let r = ResolvedColor(linear: col)
                    col = SIMD4(r.red, r.green, r.blue, r.opacity)
                }
                let i = (y * w + x) * 4
                let alpha = Float(col.w), keep = 1 - alpha
                out[i] = Float(col.x) * alpha + out[i] * keep
                out[i + 1] = Float(col.y) * alpha + out[i + 1] * keep
                out[i + 2] = Float(col.z) * alpha + out[i + 2] * keep
                out[i + 3] = alpha + out[i + 3] * keep
            }
        }
    }
}

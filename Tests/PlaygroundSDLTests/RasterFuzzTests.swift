import Foundation
@testable import PlaygroundRender
import PlaygroundSDL
import PlaygroundUI
import Testing

/// Issue 26, item 1: no geometry may trap the rasteriser. A card flipping with `rotation3DEffect`
/// crashed it with "Range requires lowerBound <= upperBound" (a stroked path whose points were all
/// NaN left the stroker an empty polyline); these tests feed it random display lists built from
/// hostile values — NaN, ±infinity, ±1e300, inverted and zero-sized rects, zero and huge scales,
/// projections near and past edge-on, empty paths — through every drawing path (fills, strokes,
/// dashes, paths, gradients, images, materials, text, and every group: clips, clip shapes,
/// transforms, opacity, shadows, blurs, colour matrices, blend modes, masks), in one band and in
/// several, incrementally and in full, and read the pixels out both ways. Finishing is the test.
@MainActor
struct RasterFuzzTests {
    /// A seeded generator of hostile and ordinary values (the same lists on every run).
    struct Hostile {
        var rng: SplitMix
        init(seed: UInt64) { rng = SplitMix(seed: seed) }

        mutating func int(_ n: Int) -> Int { Int(rng.next() % UInt64(n)) }
        mutating func chance(_ percent: Int) -> Bool { int(100) < percent }
        mutating func unit() -> Double { Double(rng.next() >> 11) / Double(1 << 53) }
        mutating func pick<T>(_ options: [T]) -> T { options[int(options.count)] }

        /// A coordinate or length: mostly on the canvas, often hostile.
        mutating func number(_ ordinary: ClosedRange<Double> = -20...120) -> Double {
            switch int(20) {
            case 0: return .nan
            case 1: return .infinity
            case 2: return -.infinity
            case 3: return pick([1e300, -1e300, 1.7e308, -1.7e308])
            case 4: return pick([1e15, -1e15, 1e9, -1e9, 3e7])
            case 5: return pick([0, -0.0, 1e-300, -1e-300, .leastNonzeroMagnitude])
            default: return ordinary.lowerBound + (ordinary.upperBound - ordinary.lowerBound) * unit()
            }
        }
        mutating func point() -> CGPoint { CGPoint(x: number(), y: number()) }
        /// Inverted (negative sizes), degenerate (zero), huge and NaN rects among ordinary ones.
        mutating func rect() -> CGRect {
            CGRect(x: number(), y: number(), width: number(-40...100), height: number(-40...100))
        }
        mutating func color() -> ResolvedColor {
            if chance(10) { return ResolvedColor(red: number(), green: number(), blue: number(), opacity: number()) }
            return ResolvedColor(red: unit(), green: unit(), blue: unit(), opacity: chance(20) ? 1 : unit())
        }

        mutating func path() -> Path {
            var p = Path()
            if chance(10) { return p }   // empty
            for _ in 0..<(1 + int(6)) {
                switch int(9) {
                case 0: p.move(to: point())
                case 1, 2: p.addLine(to: point())
                case 3: p.addQuadCurve(to: point(), control: point())
                case 4: p.addCurve(to: point(), control1: point(), control2: point())
                case 5: p.addEllipse(in: rect())
                case 6: p.addRelativeArc(center: point(), radius: CGFloat(number()), startAngle: .radians(number()), delta: .radians(number(-7...7)))
                case 7: p.addRoundedRect(in: rect(), cornerSize: CGSize(width: number(), height: number()), style: pick([.circular, .continuous]))
                default: p.closeSubpath()
                }
            }
            return p
        }

        mutating func outline() -> ShapeOutline {
            switch int(5) {
            case 0: return .rectangle
            case 1: return .roundedRectangle(cornerSize: CGSize(width: number(), height: number()), style: pick([.circular, .continuous]))
            case 2: return .capsule(style: pick([.circular, .continuous]))
            case 3: return .ellipse
            default: return .path(path(), eoFill: chance(50))
            }
        }

        mutating func strokeStyle() -> StrokeStyle {
            StrokeStyle(lineWidth: CGFloat(chance(60) ? number(0...12) : number()), lineCap: pick([.butt, .round, .square]),
                        lineJoin: pick([.miter, .round, .bevel]), miterLimit: CGFloat(chance(70) ? 10 : number()),
                        dash: chance(60) ? [] : (0..<int(4)).map { _ in CGFloat(chance(70) ? number(0...9) : number()) },
                        dashPhase: CGFloat(chance(70) ? 0 : number()))
        }

        mutating func gradient() -> GradientPaint {
            let geometry: GradientPaint.Geometry
            switch int(4) {
            case 0: geometry = .linear(start: point(), end: point())
            case 1: geometry = .radial(center: point(), startRadius: CGFloat(number()), endRadius: CGFloat(number()))
            case 2: geometry = .elliptical(center: point(), radii: CGSize(width: number(), height: number()),
                                           startFraction: CGFloat(number(0...1)), endFraction: CGFloat(number(0...1)))
            default: geometry = .angular(center: point(), startAngle: number(-7...7), endAngle: number(-7...7))
            }
            let stops = (0..<int(4)).map { _ in GradientPaint.Stop(location: chance(80) ? unit() : number(), color: color()) }
            return GradientPaint(geometry: geometry, stops: stops)
        }

        static let bitmap: Bitmap = {
            var px: [UInt8] = []
            for i in 0..<(5 * 3) { px += [UInt8(i * 17 % 256), 40, 200, 255] }
            return Bitmap(width: 5, height: 3, pixels: px, source: "fuzz")
        }()
        /// A bitmap whose pixel buffer is shorter than its size says.
        static let shortBitmap = Bitmap(width: 4, height: 4, pixels: [1, 2, 3], source: "short")

        mutating func projection() -> ProjectionTransform {
            switch int(6) {
            case 0:
                // A 3-D rotation about the y axis near, at and past edge-on, with perspective.
                let deg = pick([89.0, 89.99, 90.0, 90.0001, 90.5, 270, 179.99]) + (chance(50) ? 0 : number(-1...1))
                return Self.rotation3D(degrees: deg, about: point(), perspective: pick([1, 4, 1e6, 1e-9]) / 200)
            case 1:
                let a = number(-7...7)
                return ProjectionTransform(CGAffineTransform(a: CGFloat(cos(a)), b: CGFloat(sin(a)), c: CGFloat(-sin(a)), d: CGFloat(cos(a)),
                                                             tx: CGFloat(number()), ty: CGFloat(number())))
            case 2:   // zero, tiny and huge scales, shears
                let s = pick([0, 1e-12, 1e12, -1, 1e300, 3])
                return ProjectionTransform(CGAffineTransform(a: CGFloat(s), b: 0, c: CGFloat(chance(50) ? 0 : number()), d: CGFloat(chance(50) ? s : number()),
                                                             tx: CGFloat(number()), ty: CGFloat(number())))
            default:
                return ProjectionTransform(m11: CGFloat(number(-2...2)), m12: CGFloat(number(-2...2)), m13: CGFloat(number(-0.02...0.02)),
                                           m21: CGFloat(number(-2...2)), m22: CGFloat(number(-2...2)), m23: CGFloat(number(-0.02...0.02)),
                                           m31: CGFloat(number()), m32: CGFloat(number()), m33: CGFloat(number(-1...2)))
            }
        }

        /// A rotation by `degrees` about the vertical axis through `c`, seen with perspective `k`
        /// (1 / the viewer's distance): what `rotation3DEffect(_:axis: (0, 1, 0))` makes.
        static func rotation3D(degrees: Double, about c: CGPoint, perspective k: Double) -> ProjectionTransform {
            let a = degrees * .pi / 180, cs = cos(a), sn = sin(a)
            let cx = Double(c.x), cy = Double(c.y)
            return ProjectionTransform(m11: CGFloat(cx * k * sn + cs), m12: CGFloat(cy * k * sn), m13: CGFloat(k * sn),
                                       m21: 0, m22: 1, m23: 0,
                                       m31: CGFloat(cx - cx * cx * k * sn - cx * cs), m32: CGFloat(-cy * k * sn * cx), m33: CGFloat(1 - k * sn * cx))
        }

        mutating func group() -> GroupEffect {
            switch int(14) {
            case 0: return .opacity(number(0...1))
            case 1: return .clip(rect())
            case 2: return .clipShape(outline(), in: rect())
            case 3: return .scale(CGFloat(pick([0, 1e-9, 0.5, 2, 1e12, -1, .nan, .infinity])), anchor: point())
            case 4: return .shadow(color: color(), radius: CGFloat(chance(60) ? number(0...8) : number()), offset: CGSize(width: number(), height: number()))
            case 5, 6: return .transform(projection())
            case 7: return .blur(radius: CGFloat(chance(60) ? number(0...6) : number()), opaque: chance(50))
            case 8:
                let v = { (r: inout Hostile) -> SIMD8<Float> in SIMD8((0..<8).map { _ in Float(r.chance(80) ? r.number(-2...2) : r.number()) }) }
                return .colorMatrix(ColorMatrix(r: v(&self), g: v(&self), b: v(&self), a: v(&self)))
            case 9: return .blend(pick(BlendMode.allCases))
            case 10: return .isolate
            case 11: return .masked
            case 12: return .compositing(pick([.clear, .copy, .sourceIn, .sourceOut, .destinationIn, .destinationAtop, .xor]))
            default: return .maskContent
            }
        }

        mutating func shape() -> ShapeDrawing {
            var s = ShapeDrawing(outline: outline(), rect: rect(), paint: chance(50) ? .fill(color()) : .stroke(color(), strokeStyle()))
            switch int(8) {
            case 0: s.gradient = gradient()
            case 1: s.material = MaterialPaint(blurRadius: CGFloat(chance(60) ? number(0...8) : number()), tint: color(), opacity: number(0...1))
            case 2: s.image = ImagePaint(bitmap: chance(80) ? Self.bitmap : Self.shortBitmap, imageRect: rect(),
                                         transform: chance(50) ? ProjectionTransform() : projection(), smooth: chance(50),
                                         tint: chance(30) ? color() : nil)
            default: break
            }
            return s
        }

        mutating func text() -> TextDrawing {
            let size = chance(70) ? number(4...40) : number()
            var t = TextDrawing(string: pick(["Set", "三月", "🃏 ♦︎", "", "שלום", String(repeating: "W", count: 40)]),
                                font: .system(size: CGFloat(size)), color: color(), rect: rect())
            if chance(20) { t.gradient = gradient() }
            return t
        }

        /// A list of up to `count` items, groups nested (and sometimes left open or closed twice).
        mutating func list(_ count: Int) -> [DisplayItem] {
            var items: [DisplayItem] = []
            var open = 0
            for _ in 0..<count {
                switch int(10) {
                case 0, 1, 2: items.append(.shape(shape()))
                case 3: items.append(.text(text()))
                case 4, 5, 6:
                    if open < 6 { items.append(.beginGroup(group())); open += 1 }
                default:
                    if open > 0 || chance(10) { items.append(.endGroup); open -= 1 }
                }
            }
            if chance(80) { for _ in 0..<max(open, 0) { items.append(.endGroup) } }
            return items
        }
    }

    /// Renders `items` every way the hosts do: incrementally after the last list, in full, in one
    /// band and in three, then reads the picture out as RGB and as the window's BGRA.
    static func renderEveryWay(_ lists: [[DisplayItem]], w: Int, h: Int, scale: Double, engine: TTFTextEngine) {
        let renderer = SoftwareRenderer(pixelWidth: w, pixelHeight: h, scale: scale, text: engine)
        var bgra = [UInt8](repeating: 0, count: w * h * 4)
        for (i, items) in lists.enumerated() {
            renderer.bandsForTesting = i % 2 == 0 ? nil : 3
            renderer.render(DisplayList(items: items))
            if i % 3 == 2 { renderer.renderFully(DisplayList(items: items)) }
            _ = renderer.rgbBytes()
            bgra.withUnsafeMutableBytes { renderer.copyBGRA(to: $0.baseAddress!, pitch: w * 4) }
        }
    }

    /// Random hostile lists (a few hundred, a few seconds in a debug build).
    @Test(.timeLimit(.minutes(10)), arguments: [UInt64(1), 2, 3, 4])
    func randomHostileListsNeverTrap(seed: UInt64) throws {
        let engine = try TTFTextEngine()
        var r = Hostile(seed: seed &* 0x9E37_79B9)
        for round in 0..<10 {
            let scale = r.pick([1.0, 2.0, 3.0])
            let lists = (0..<3).map { _ in r.list(4 + r.int(14)) }
            Self.renderEveryWay(lists, w: 48 + round % 3 * 16, h: 40, scale: scale, engine: engine)
        }
    }

    /// Each drawing path alone with the worst values, one item per list: nothing else in the way.
    @Test(.timeLimit(.minutes(10)))
    func everyDrawingPathTakesEveryHostileValue() throws {
        let engine = try TTFTextEngine()
        let hostile: [Double] = [.nan, .infinity, -.infinity, 1e300, -1e300, 1.7e308, 0, -0.0, 1e-300, -5, 1e15]
        let ink = ResolvedColor(red: 0.2, green: 0.3, blue: 0.9, opacity: 1)
        var lists: [[DisplayItem]] = []
        for v in hostile {
            let c = CGFloat(v)
            let rects = [CGRect(x: c, y: 10, width: 20, height: 20), CGRect(x: 5, y: 5, width: c, height: c),
                         CGRect(x: c, y: c, width: c, height: c), CGRect(x: 30, y: 30, width: -20, height: -20)]
            var nanPath = Path()
            nanPath.move(to: CGPoint(x: c, y: c)); nanPath.addLine(to: CGPoint(x: c, y: 1)); nanPath.addLine(to: CGPoint(x: 2, y: c))
            // A curve whose control points are far away is flattened into its 10,000 segments at
            // most, and stroking those is slow in a debug build: drawn once per value.
            var curve = Path()
            curve.move(to: CGPoint(x: 1, y: 1)); curve.addCurve(to: CGPoint(x: 30, y: 30), control1: CGPoint(x: c, y: 0), control2: CGPoint(x: 0, y: c))
            curve.addRelativeArc(center: CGPoint(x: 20, y: 20), radius: c, startAngle: .zero, delta: .radians(v))
            if [-1e300, 1.7e308, 1e15].contains(v) { curve = Path() }   // like 1e300: once is enough
            lists.append([.shape(ShapeDrawing(outline: .path(curve, eoFill: true), rect: CGRect(x: 0, y: 0, width: 30, height: 30), paint: .fill(ink))),
                          .shape(ShapeDrawing(outline: .path(curve, eoFill: false), rect: CGRect(x: 0, y: 0, width: 30, height: 30),
                                              paint: .stroke(ink, StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .miter, dash: [3, 2]))))])
            for rect in rects {
                for outline in [ShapeOutline.rectangle, .roundedRectangle(cornerSize: CGSize(width: c, height: 4), style: .continuous),
                                .capsule(style: .circular), .ellipse, .path(nanPath, eoFill: false), .path(Path(), eoFill: false)] {
                    let styles = [StrokeStyle(lineWidth: c), StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round, dash: [c, 2], dashPhase: c),
                                  StrokeStyle(lineWidth: 2, lineCap: .square, miterLimit: c)]
                    lists.append([.shape(ShapeDrawing(outline: outline, rect: rect, paint: .fill(ink)))]
                                 + styles.map { .shape(ShapeDrawing(outline: outline, rect: rect, paint: .stroke(ink, $0))) })
                }
                let r = Hostile.rotation3D(degrees: 90, about: CGPoint(x: 20, y: 20), perspective: 1 / 200)
                lists.append([.beginGroup(.transform(r)), .shape(ShapeDrawing(outline: .rectangle, rect: rect, paint: .stroke(ink, StrokeStyle(lineWidth: 2)))), .endGroup])
                lists.append([.text(TextDrawing(string: "Set ♦︎", font: .system(size: c), color: ink, rect: rect))])
                lists.append([.text(TextDrawing(string: "Set", font: .system(size: 12), color: ink, rect: rect))])
                lists.append([.beginGroup(.transform(r)), .text(TextDrawing(string: "Set", font: .system(size: 12), color: ink, rect: rect)), .endGroup])
            }
            let p = CGPoint(x: c, y: c)
            let gradients: [GradientPaint.Geometry] = [.linear(start: p, end: .zero), .radial(center: p, startRadius: c, endRadius: 0),
                                                       .elliptical(center: .zero, radii: CGSize(width: c, height: c), startFraction: c, endFraction: 1),
                                                       .angular(center: p, startAngle: v, endAngle: -v)]
            for g in gradients {
                let stops = [GradientPaint.Stop(location: v, color: ink), .init(location: 1, color: ResolvedColor(red: v, green: 0, blue: 0, opacity: v))]
                lists.append([.shape(ShapeDrawing(outline: .rectangle, rect: CGRect(x: 0, y: 0, width: 40, height: 40), paint: .fill(ink),
                                                  gradient: GradientPaint(geometry: g, stops: stops)))])
            }
            lists.append([.shape(ShapeDrawing(outline: .ellipse, rect: CGRect(x: 4, y: 4, width: 30, height: 30), paint: .fill(ink),
                                              material: MaterialPaint(blurRadius: c, tint: ResolvedColor(red: v, green: 1, blue: 1, opacity: v), opacity: v)))])
            lists.append([.shape(ShapeDrawing(outline: .rectangle, rect: CGRect(x: 0, y: 0, width: 40, height: 40), paint: .fill(ink),
                                              image: ImagePaint(bitmap: Hostile.bitmap, imageRect: CGRect(x: c, y: 0, width: c, height: 10),
                                                                transform: ProjectionTransform(m11: c, m12: 0, m13: c, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1))))])
            let square = DisplayItem.shape(ShapeDrawing(outline: .rectangle, rect: CGRect(x: 5, y: 5, width: 20, height: 20), paint: .fill(ink)))
            let groups: [GroupEffect] = [.opacity(v), .clip(CGRect(x: c, y: c, width: c, height: 5)), .clipShape(.ellipse, in: CGRect(x: 0, y: c, width: c, height: c)),
                                         .scale(c, anchor: p), .shadow(color: ink, radius: c, offset: CGSize(width: c, height: c)),
                                         .transform(ProjectionTransform(m11: c, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: c, m32: 0, m33: 1)),
                                         .blur(radius: c, opaque: true), .blur(radius: c, opaque: false),
                                         .colorMatrix(ColorMatrix(r: SIMD8(repeating: Float(v)), g: .zero, b: .zero, a: SIMD8(repeating: Float(v)))),
                                         .blend(.colorDodge), .blend(.luminosity)]
            for g in groups {
                lists.append([.beginGroup(g), square, .endGroup])
                lists.append([.beginGroup(g), .beginGroup(.shadow(color: ink, radius: 2, offset: .zero)), square, .endGroup, .endGroup])
            }
            lists.append([.beginGroup(.masked), square, .beginGroup(.maskContent), .shape(ShapeDrawing(outline: .ellipse, rect: CGRect(x: c, y: 0, width: 30, height: c), paint: .fill(ink))), .endGroup, .endGroup])
        }
        // Unbalanced lists: ends without begins, begins without ends, a mask without content.
        lists.append([.endGroup, .endGroup, .beginGroup(.masked), .beginGroup(.blur(radius: 3, opaque: false))])
        lists.append([.beginGroup(.maskContent), .endGroup, .beginGroup(.maskContent), .endGroup, .endGroup])
        for scale in [1.0, 2.0] {
            Self.renderEveryWay(lists, w: 40, h: 40, scale: scale, engine: engine)
        }
    }

    /// The reported case: a card flipping with `rotation3DEffect` inside an `AnimatableModifier`
    /// while it is dealt (it grows from nothing), its symbols stroked custom shapes scaled by the
    /// card's size (NaN in a zero-sized frame). Every frame of the flip is drawn.
    @Test(.timeLimit(.minutes(10)))
    func aCardFlippingEdgeOnWhileDealtIsDrawn() throws {
        let engine = try TTFTextEngine()
        for size in [CGSize(width: 400, height: 300), CGSize(width: 197, height: 426)] {
            let host = ViewHost(rootView: FlippingCards(), size: size, textMeasurer: engine)
            let renderer = SoftwareRenderer(pixelWidth: Int(size.width), pixelHeight: Int(size.height), scale: 1, text: engine)
            var bgra = [UInt8](repeating: 0, count: Int(size.width) * Int(size.height) * 4)
            for frame in 0..<50 {
                if frame == 1 { host.tap(at: CGPoint(x: size.width / 2, y: size.height / 2)) }
                host.advance()
                renderer.render(host.displayList)
                bgra.withUnsafeMutableBytes { renderer.copyBGRA(to: $0.baseAddress!, pitch: Int(size.width) * 4) }
            }
        }
    }
}

/// A diamond scaled to its rect (NaN points in a zero-sized rect, as in CS193p's Set card shapes).
private struct ScaledDiamond: Shape {
    nonisolated func path(in rect: CGRect) -> Path {
        let kx = rect.width / rect.width, ky = rect.height / rect.height   // NaN when empty
        var p = Path()
        p.move(to: CGPoint(x: rect.midX, y: rect.minY * ky))
        p.addLine(to: CGPoint(x: rect.maxX * kx, y: rect.midY))
        p.addLine(to: CGPoint(x: rect.midX, y: rect.maxY * ky))
        p.addLine(to: CGPoint(x: rect.minX * kx, y: rect.midY))
        p.closeSubpath()
        return p
    }
}

/// CS193p's Cardify: the face while the rotation is under 90°, the back after, flipped in 3-D.
private struct Cardify: AnimatableModifier {
    var rotation: Double
    nonisolated var animatableData: Double {
        get { rotation }
        set { rotation = newValue }
    }
    func body(content: Content) -> some View {
        ZStack {
            if rotation < 90 {
                RoundedRectangle(cornerRadius: 10).fill(Color.white)
                RoundedRectangle(cornerRadius: 10).stroke(lineWidth: 3)
                content
            } else {
                RoundedRectangle(cornerRadius: 10).fill(Color.orange)
            }
        }
        .rotation3DEffect(.degrees(rotation), axis: (0, 1, 0))
    }
}

/// Cards dealt from nothing (scale 0) and flipped, a tap deals them.
private struct FlippingCards: View {
    @State private var dealt = false
    var body: some View {
        HStack {
            ForEach(0..<3) { i in
                VStack {
                    ScaledDiamond().stroke(lineWidth: 2)
                    ScaledDiamond().fill(Color.purple).opacity(0.3)
                }
                .padding(6)
                .modifier(Cardify(rotation: dealt ? 0 : 180))
                .frame(width: dealt ? 80 : 0, height: dealt ? 120 : 0)
                .animation(.easeInOut(duration: 0.8 + Double(i) * 0.3), value: dealt)
            }
        }
        .contentShape(Rectangle())
        .onTapGesture { dealt.toggle() }
    }
}

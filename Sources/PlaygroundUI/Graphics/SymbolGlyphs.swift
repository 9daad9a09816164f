import Foundation

/// One symbol: its outline in em units (1 = the font size), origin at the baseline's left end,
/// y down (so the outline, which stands on the baseline, has negative y).
struct SymbolGlyph: Sendable {
    /// The outline, to be filled (non-zero rule; its outer contours turn clockwise on screen).
    let path: Path
    /// How far the pen moves after the symbol, in em.
    let advance: CGFloat
    /// The outline's own bounds (the curves', not their control points'), in em.
    let bounds: CGRect
    /// The layers `symbolRenderingMode` colours one by one, back to front (docs/semantics.md
    /// §19.6); empty for a symbol drawn in one layer whatever the mode.
    var layers: [SymbolLayer] = []
}

/// One layer of a symbol: some contours of its outline, with the level of the foreground style
/// hierarchical and palette rendering fill it with and the colour it keeps in multicolour.
struct SymbolLayer: Sendable, Equatable {
    /// Its outline in em, as the glyph's (non-zero rule).
    let path: Path
    /// 0, 1 or 2: the primary, secondary or tertiary layer.
    let level: Int
    /// The system colour it keeps in multicolour; nil: the foreground style.
    let multicolor: Color?
    /// A contour cut away from it (the clear ring round a badge), in em.
    let cut: Path?
}

/// The outlines `Image(systemName:)` draws: for each supported SF Symbol name, the nearest
/// Material Icons glyph (docs/symbols.md lists them; fonts/SYMBOLS.md says where they come from).
///
/// Metrics: every Material icon is drawn in a square one em on a side standing on the baseline,
/// x 0…1 and y -1…0 (`squareTop`); the artwork keeps a margin of 1/12 em inside that square on
/// most icons (a 24-unit design grid with 2 units of padding).
enum SymbolGlyphs {
    /// The symbol drawn for the SF Symbol name `name`, or nil for a name not in the table.
    static func glyph(named name: String) -> SymbolGlyph? { all[name] }

    /// Every supported SF Symbol name, sorted.
    static var names: [String] { sortedNames }

    /// The top of the square the icons are drawn in, in em (y down, baseline 0).
    static let squareTop = CGFloat(SymbolGlyphData.emBoxTop) / CGFloat(SymbolGlyphData.unitsPerEm)

    // Built on first use (a global `let` is initialised once, thread-safely).
    private static let all: [String: SymbolGlyph] = {
        var glyphs = parse(SymbolGlyphData.table, unitsPerEm: SymbolGlyphData.unitsPerEm)
        addLayers(SymbolGlyphData.layers, to: &glyphs, unitsPerEm: SymbolGlyphData.unitsPerEm)
        addNumbered(to: &glyphs, digits: parse(SymbolGlyphData.digits, unitsPerEm: SymbolGlyphData.unitsPerEm))
        return glyphs
    }()

    /// The numbers SF Symbols sets in enclosures and Material Icons has no glyph for (it has 1 to
    /// 6 in a square, which the table uses): `0.circle` … `50.circle`, `.circle.fill`, `.square`
    /// and `.square.fill`. The number's digits (`SymbolGlyphData.digits`) stand centred in the
    /// ring, disc or square, as tall as Material's own digits there (10/24 em: half the ring's
    /// width), narrowed to fit 11/24 em when they are wider; a filled enclosure's digits are cut
    /// out of it (their contours turned the other way).
    static func addNumbered(to glyphs: inout [String: SymbolGlyph], digits: [String: SymbolGlyph]) {
        guard let one = digits["1"], one.bounds.height > 0 else { return }
        let height: CGFloat = 10 / 24, widest: CGFloat = 11 / 24
        let k = height / one.bounds.height
        for (enclosure, cut) in [("circle", false), ("circle.fill", true), ("square", false), ("square.fill", true)] {
            guard let base = glyphs[enclosure] else { continue }
            for n in 0...50 where glyphs["\(n).\(enclosure)"] == nil {
                // The digits along a line at the scale, then their ink box.
                var number = Path()
                var x: CGFloat = 0
                var ink = CGRect.null
                for d in String(n) {
                    guard let digit = digits[cut ? "\(d)~" : "\(d)"] else { continue }
                    let place = CGAffineTransform(scaleX: k, y: k).concatenating(CGAffineTransform(translationX: x, y: 0))
                    number.addPath(digit.path.applying(place))
                    ink = ink.union(digit.bounds.applying(place))
                    x += digit.advance * k
                }
                guard !ink.isNull, ink.width > 0 else { continue }
                let narrow = min(1, widest / ink.width)
                let centre = CGPoint(x: base.bounds.midX, y: base.bounds.midY)
                let fit = CGAffineTransform(translationX: -ink.midX, y: -ink.midY)
                    .concatenating(CGAffineTransform(scaleX: narrow, y: 1))
                    .concatenating(CGAffineTransform(translationX: centre.x, y: centre.y))
                var path = base.path
                path.addPath(number.applying(fit))
                glyphs["\(n).\(enclosure)"] = SymbolGlyph(path: path, advance: base.advance, bounds: base.bounds)
            }
        }
    }
    private static let sortedNames: [String] = all.keys.sorted()

    // MARK: Parsing

    /// Parses lines of `name<TAB>advance<TAB>path` (coordinates in integer font units, y down;
    /// commands `M x y`, `L x y`, `Q cx cy x y`, `C c1x c1y c2x c2y x y`, `Z`). A malformed line
    /// is left out.
    static func parse(_ text: String, unitsPerEm: Int) -> [String: SymbolGlyph] {
        var text = text
        return text.withUTF8 { bytes in
            var parser = Parser(bytes: bytes, scale: 1 / CGFloat(unitsPerEm))
            var result: [String: SymbolGlyph] = [:]
            result.reserveCapacity(1024)
            while !parser.atEnd {
                if let (name, glyph) = parser.line() { result[name] = glyph }
            }
            return result
        }
    }

    /// Reads lines of `name<TAB>layer<TAB>layer…` (`SymbolGlyphData.layers`), each layer
    /// `LEVEL COLOUR CONTOURS [PATH]`, into the layers of the glyphs named. A line that names no
    /// glyph, or whose layers do not all parse, adds nothing (the name stays one layer).
    static func addLayers(_ text: String, to glyphs: inout [String: SymbolGlyph], unitsPerEm: Int) {
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t")
            guard fields.count >= 2, var glyph = glyphs[String(fields[0])] else { continue }
            let contours = contours(of: glyph.path)
            var layers: [SymbolLayer] = []
            for field in fields.dropFirst() {
                let parts = field.split(separator: " ", maxSplits: 3)
                guard parts.count >= 3, let level = Int(parts[0]), (0...2).contains(level) else { break }
                let color: Color?
                if parts[1] == "-" { color = nil } else if let named = Self.colors[String(parts[1])] { color = named } else { break }
                var path = Path()
                for index in parts[2].split(separator: ",") {
                    guard let i = Int(index), contours.indices.contains(i) else { path = Path(); break }
                    path.addPath(contours[i])
                }
                guard !path.isEmpty else { break }
                // The cut, a path in the table's own syntax: parsed as a one-line table.
                let cut = parts.count == 4 ? parse("cut\t0\t\(parts[3])\n", unitsPerEm: unitsPerEm)["cut"]?.path : nil
                if parts.count == 4 && cut == nil { break }
                layers.append(SymbolLayer(path: path, level: level, multicolor: color, cut: cut))
            }
            guard layers.count == fields.count - 1 else { continue }
            glyph.layers = layers
            glyphs[String(fields[0])] = glyph
        }
    }

    /// The system colours a layer can keep in multicolour, by the names the table uses.
    private static let colors: [String: Color] = [
        "red": .red, "orange": .orange, "yellow": .yellow, "green": .green, "mint": .mint, "teal": .teal,
        "cyan": .cyan, "blue": .blue, "indigo": .indigo, "purple": .purple, "pink": .pink, "brown": .brown,
        "gray": .gray, "white": .white, "black": .black,
    ]

    /// Each subpath of `path` on its own, in order.
    static func contours(of path: Path) -> [Path] {
        var result: [Path] = []
        var current = Path()
        for element in path.elements {
            switch element {
            case .move(let p):
                if !current.isEmpty { result.append(current) }
                current = Path()
                current.move(to: p)
            case .line(let p): current.addLine(to: p)
            case let .quadCurve(p, c): current.addQuadCurve(to: p, control: c)
            case let .curve(p, c1, c2): current.addCurve(to: p, control1: c1, control2: c2)
            case .closeSubpath: current.closeSubpath()
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    private struct Parser {
        let bytes: UnsafeBufferPointer<UInt8>
        let scale: CGFloat
        var i = 0

        init(bytes: UnsafeBufferPointer<UInt8>, scale: CGFloat) {
            self.bytes = bytes
            self.scale = scale
        }

        var atEnd: Bool { i >= bytes.count }

        // ASCII, as plain literals (cheaper than `UInt8(ascii:)` or stored statics in a debug build).
        private static var tab: UInt8 { 0x09 }
        private static var newline: UInt8 { 0x0A }
        private static var space: UInt8 { 0x20 }
        private static var minus: UInt8 { 0x2D }
        private static var zero: UInt8 { 0x30 }
        private static var nine: UInt8 { 0x39 }

        /// One line; the cursor ends past its newline whether or not it parsed.
        mutating func line() -> (String, SymbolGlyph)? {
            let start = i
            while i < bytes.count && bytes[i] != Self.tab && bytes[i] != Self.newline { i += 1 }
            guard i < bytes.count, bytes[i] == Self.tab, i > start else { skipLine(); return nil }
            let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
            i += 1
            guard let advance = integer(), i < bytes.count, bytes[i] == Self.tab else { skipLine(); return nil }
            i += 1
            guard let (path, box) = outline(), !path.isEmpty else { skipLine(); return nil }
            skipLine()
            return (name, SymbolGlyph(path: path, advance: CGFloat(advance) * scale,
                                      bounds: CGRect(x: box.minX * scale, y: box.minY * scale,
                                                     width: box.width * scale, height: box.height * scale)))
        }

        private mutating func skipLine() {
            while i < bytes.count && bytes[i] != Self.newline { i += 1 }
            i += 1
        }

        private mutating func skipSpaces() {
            while i < bytes.count && bytes[i] == Self.space { i += 1 }
        }

        /// An optionally negative decimal integer, after any spaces.
        private mutating func integer() -> Int? {
            skipSpaces()
            var negative = false
            if i < bytes.count && bytes[i] == Self.minus { negative = true; i += 1 }
            var value = 0, digits = 0
            while i < bytes.count, bytes[i] >= Self.zero, bytes[i] <= Self.nine, digits < 9 {
                value = value * 10 + Int(bytes[i] - Self.zero)
                i += 1
                digits += 1
            }
            return digits == 0 ? nil : (negative ? -value : value)
        }

        private mutating func point() -> CGPoint? {
            guard let x = integer(), let y = integer() else { return nil }
            return CGPoint(x: x, y: y)
        }

        /// The path up to the end of the line, in em, and its exact bounds in font units.
        private mutating func outline() -> (Path, Bounds)? {
            var path = Path()
            var box = Bounds()
            var current = CGPoint.zero, hasCurrent = false
            let s = scale
            func em(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x * s, y: p.y * s) }
            while true {
                skipSpaces()
                guard i < bytes.count, bytes[i] != Self.newline else { break }
                let command = bytes[i]
                i += 1
                switch command {
                case UInt8(ascii: "M"):
                    guard let p = point() else { return nil }
                    path.move(to: em(p))
                    box.add(p)
                    current = p; hasCurrent = true
                case UInt8(ascii: "L"):
                    guard hasCurrent, let p = point() else { return nil }
                    path.addLine(to: em(p))
                    box.add(p)
                    current = p
                case UInt8(ascii: "Q"):
                    guard hasCurrent, let c = point(), let p = point() else { return nil }
                    path.addQuadCurve(to: em(p), control: em(c))
                    box.addQuad(current, c, p)
                    current = p
                case UInt8(ascii: "C"):
                    guard hasCurrent, let c1 = point(), let c2 = point(), let p = point() else { return nil }
                    path.addCurve(to: em(p), control1: em(c1), control2: em(c2))
                    box.addCubic(current, c1, c2, p)
                    current = p
                case UInt8(ascii: "Z"):
                    path.closeSubpath()
                    hasCurrent = false   // the next subpath starts with its own M
                default:
                    return nil
                }
            }
            return box.isEmpty ? nil : (path, box)
        }
    }

    /// The bounds of lines and Bézier curves: end points plus the curves' turning points.
    private struct Bounds {
        var minX = CGFloat.infinity, minY = CGFloat.infinity
        var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        var isEmpty: Bool { minX > maxX }
        var width: CGFloat { maxX - minX }
        var height: CGFloat { maxY - minY }

        mutating func add(_ p: CGPoint) {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }

        /// A quadratic's end `p`, and its turning point on each axis where that lies inside it.
        mutating func addQuad(_ a: CGPoint, _ c: CGPoint, _ p: CGPoint) {
            add(p)
            func at(_ t: CGFloat?) {
                guard let t else { return }
                let u = 1 - t
                add(CGPoint(x: u * u * a.x + 2 * u * t * c.x + t * t * p.x, y: u * u * a.y + 2 * u * t * c.y + t * t * p.y))
            }
            at(Self.quadTurn(a.x, c.x, p.x))
            at(Self.quadTurn(a.y, c.y, p.y))
        }

        /// A cubic's end `p`, and its turning points (up to two per axis) that lie inside it.
        mutating func addCubic(_ a: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p: CGPoint) {
            add(p)
            func at(_ t: CGFloat?) {
                guard let t else { return }
                let u = 1 - t
                let (k0, k1, k2, k3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                add(CGPoint(x: k0 * a.x + k1 * c1.x + k2 * c2.x + k3 * p.x, y: k0 * a.y + k1 * c1.y + k2 * c2.y + k3 * p.y))
            }
            let x = Self.cubicTurns(a.x, c1.x, c2.x, p.x), y = Self.cubicTurns(a.y, c1.y, c2.y, p.y)
            at(x.0); at(x.1); at(y.0); at(y.1)
        }

        /// Where a quadratic's derivative is zero on one axis, if strictly between its ends.
        private static func quadTurn(_ a: CGFloat, _ c: CGFloat, _ p: CGFloat) -> CGFloat? {
            let d = a - 2 * c + p
            guard d != 0 else { return nil }
            let t = (a - c) / d
            return t > 0 && t < 1 ? t : nil
        }

        /// Where a cubic's derivative, (A t² + B t + C) × 3, is zero on one axis, strictly inside.
        private static func cubicTurns(_ p0: CGFloat, _ p1: CGFloat, _ p2: CGFloat, _ p3: CGFloat) -> (CGFloat?, CGFloat?) {
            let qa = -p0 + 3 * p1 - 3 * p2 + p3, qb = 2 * (p0 - 2 * p1 + p2), qc = p1 - p0
            func inside(_ t: CGFloat) -> CGFloat? { t > 0 && t < 1 ? t : nil }
            if abs(qa) < 1e-9 { return (qb == 0 ? nil : inside(-qc / qb), nil) }
            let disc = qb * qb - 4 * qa * qc
            guard disc >= 0 else { return (nil, nil) }
            let r = disc.squareRoot()
            return (inside((-qb + r) / (2 * qa)), inside((-qb - r) / (2 * qa)))
        }
    }
}

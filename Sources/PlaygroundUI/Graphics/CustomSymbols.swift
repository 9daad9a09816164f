import Foundation

/// Custom symbols from asset catalogs' symbol sets (`Name.symbolset`, an SVG exported from the SF
/// Symbols app), drawn by `Image("Name")` like the built-in symbols: sized by the font and
/// `imageScale`, in the foreground style (docs/semantics.md §19.2).
///
/// The template format: a 3300 × 2200 canvas holding each weight and scale of the symbol drawn at
/// a 100-point font size. `<g id="Regular-M">` (Regular weight, medium scale) holds the outlines,
/// translated by its `transform` onto the `Baseline-M` guide; `left-margin-Regular-M` and
/// `right-margin-Regular-M` guides bound its advance. Only the Regular-M design is used (other
/// weights and scales, if the template has them, are not).
@MainActor
enum CustomSymbols {
    /// The symbol named `name` in the app's catalogs, or nil.
    static func glyph(named name: String) -> SymbolGlyph? {
        let catalogs = ImageLibrary.shared.catalogs
        if catalogs != cachedCatalogs {
            cachedCatalogs = catalogs
            sets = AssetCatalogs.sets(in: catalogs, suffix: "symbolset")
            glyphs = [:]
        }
        if let known = glyphs[name] { return known }
        guard let set = sets[name] else { return nil }
        var glyph: SymbolGlyph?
        do { glyph = try load(set) } catch {
            ImageLibrary.shared.warn("warning: \(set.path): \(error); it draws empty")
        }
        glyphs[name] = .some(glyph)
        return glyph
    }

    private static var cachedCatalogs: [URL] = []
    private static var sets: [String: URL] = [:]
    private static var glyphs: [String: SymbolGlyph?] = [:]

    struct Failure: Error, CustomStringConvertible { let description: String }

    private static func load(_ set: URL) throws -> SymbolGlyph {
        let contents = set.appendingPathComponent("Contents.json")
        guard let data = FileManager.default.contents(atPath: contents.path),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw Failure(description: "Contents.json is missing or not JSON")
        }
        let entries = (json["symbols"] as? [[String: Any]]) ?? []
        guard let file = entries.compactMap({ $0["filename"] as? String }).first else {
            throw Failure(description: "Contents.json names no symbol file")
        }
        guard let svg = FileManager.default.contents(atPath: set.appendingPathComponent(file).path) else {
            throw Failure(description: "\(file) is missing")
        }
        return try glyph(fromTemplate: String(decoding: svg, as: UTF8.self))
    }

    /// SF Pro's cap height in em: a template's cap line is this far above its baseline, so the
    /// distance between the two guides gives the template's units per em (100 in the SF Symbols
    /// app's templates, drawn at a 100-point font).
    static let capHeight: CGFloat = 1443.0 / 2048.0

    /// The Regular-M design of a symbol template, in em, y down, baseline 0, x from its left
    /// margin: its paths through the group's `transform`, measured against the `Baseline-M`,
    /// `Capline-M` and margin guides (lines, or paths starting at the guide).
    static func glyph(fromTemplate svg: String) throws -> SymbolGlyph {
        guard let group = element(withID: "Regular-M", in: svg) else {
            throw Failure(description: "not an SF Symbols template (no Regular-M design)")
        }
        let transform = self.transform(of: group.openTag)
        var path = Path()
        for d in attributes("d", in: group.body) { SVGPathParser.append(d, to: &path) }
        path = path.applying(transform)
        let bounds = path.boundingRect
        guard !bounds.isNull, bounds.width > 0, bounds.height > 0 else {
            throw Failure(description: "the Regular-M design has no outline")
        }
        let baseline = guide("Baseline-M", vertical: false, in: svg) ?? transform.ty
        let capline = guide("Capline-M", vertical: false, in: svg)
        let unitsPerEm = capline.map { c in baseline - c > 0 ? (baseline - c) / capHeight : 100 } ?? 100
        let left = guide("left-margin-Regular-M", vertical: true, in: svg) ?? bounds.minX
        let right = guide("right-margin-Regular-M", vertical: true, in: svg) ?? bounds.maxX
        let k = 1 / unitsPerEm
        let em = path.applying(CGAffineTransform(a: k, b: 0, c: 0, d: k, tx: -left * k, ty: -baseline * k))
        return SymbolGlyph(path: em, advance: (right - left) * k, bounds: em.boundingRect)
    }

    /// Where a guide is: a line's `y1` (`x1` for a vertical one), or the start of a path.
    static func guide(_ id: String, vertical: Bool, in svg: String) -> CGFloat? {
        guard let e = element(withID: id, in: svg) else { return nil }
        if let v = attributes(vertical ? "x1" : "y1", in: e.openTag).first, let n = SVGPathParser.numbers(in: v).first { return n }
        if let d = attributes("d", in: e.openTag).first {
            let n = SVGPathParser.numbers(in: d)
            if n.count >= 2 { return vertical ? n[0] : n[1] }
        }
        return nil
    }

    /// An element's `transform`: `matrix(…)`, `translate(…)`, `scale(…)` and `rotate(a)` in order.
    static func transform(of tag: Substring) -> CGAffineTransform {
        guard let text = attributes("transform", in: tag).first else { return .identity }
        var t = CGAffineTransform.identity
        var rest = text[...]
        while let open = rest.firstIndex(of: "("), let close = rest[open...].firstIndex(of: ")") {
            let name = rest[..<open].trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: ",")))
            let n = SVGPathParser.numbers(in: rest[rest.index(after: open)..<close])
            var step = CGAffineTransform.identity
            switch name {
            case "matrix" where n.count == 6: step = CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
            case "translate" where !n.isEmpty: step = CGAffineTransform(translationX: n[0], y: n.count > 1 ? n[1] : 0)
            case "scale" where !n.isEmpty: step = CGAffineTransform(scaleX: n[0], y: n.count > 1 ? n[1] : n[0])
            case "rotate" where !n.isEmpty: step = CGAffineTransform(rotationAngle: n[0] * .pi / 180)
            default: break
            }
            // Each named transform applies to the coordinates inside it: the rightmost first.
            t = step.concatenating(t)
            rest = rest[rest.index(after: close)...]
        }
        return t
    }

    // MARK: Reading the SVG (only what the templates use)

    struct Element { var openTag: Substring; var body: Substring }

    /// The element whose `id` is `id`: its opening tag and what it holds (to its matching close).
    static func element(withID id: String, in svg: String) -> Element? {
        guard let idRange = svg.range(of: "id=\"\(id)\"") else { return nil }
        guard let start = svg[..<idRange.lowerBound].lastIndex(of: "<"),
              let tagEnd = svg[idRange.upperBound...].firstIndex(of: ">") else { return nil }
        let openTag = svg[start...tagEnd]
        if openTag.hasSuffix("/>") { return Element(openTag: openTag, body: "") }
        let name = openTag.dropFirst().prefix { !$0.isWhitespace && $0 != ">" }
        // Find the matching close tag, counting nested elements of the same name.
        var depth = 1
        var i = svg.index(after: tagEnd)
        while i < svg.endIndex, let close = svg[i...].range(of: "</" + name) {
            if let next = svg[i..<close.lowerBound].range(of: "<" + name) {
                // A nested element of the same name opens first (unless it closes itself).
                let end = svg[next.upperBound...].firstIndex(of: ">") ?? svg.endIndex
                if !svg[..<end].hasSuffix("/") { depth += 1 }
                i = end < svg.endIndex ? svg.index(after: end) : end
            } else {
                depth -= 1
                if depth == 0 { return Element(openTag: openTag, body: svg[svg.index(after: tagEnd)..<close.lowerBound]) }
                i = close.upperBound
            }
        }
        return nil
    }

    /// The values of every `name="…"` attribute in `text`, in order.
    static func attributes(_ name: String, in text: Substring) -> [Substring] {
        var out: [Substring] = []
        var rest = text[...]
        let key = " " + name + "=\""
        while let r = rest.range(of: key) {
            let valueStart = r.upperBound
            guard let end = rest[valueStart...].firstIndex(of: "\"") else { break }
            out.append(rest[valueStart..<end])
            rest = rest[rest.index(after: end)...]
        }
        return out
    }

}

/// SVG path data (`d`) into a `Path`: M L H V C S Q T Z in absolute and relative forms; an arc
/// (`A`) is drawn as a line to its end point.
enum SVGPathParser {
    static func numbers(in text: Substring) -> [CGFloat] {
        var out: [CGFloat] = []
        var current = ""
        func flush() { if let v = Double(current) { out.append(CGFloat(v)) }; current = "" }
        var previous: Character = " "
        for c in text {
            if c.isNumber || c == "." && !current.contains(".") || (c == "-" || c == "+") && current.isEmpty
                || (c == "-" || c == "+") && (previous == "e" || previous == "E") || (c == "e" || c == "E") && !current.isEmpty {
                current.append(c)
            } else if c == "-" || c == "+" || c == "." {
                flush(); current.append(c)
            } else {
                flush()
            }
            previous = c
        }
        flush()
        return out
    }

    static func append(_ d: Substring, to path: inout Path) {
        var current = CGPoint.zero, start = CGPoint.zero, lastControl: CGPoint?, lastQuad: CGPoint?
        var i = d.startIndex
        var command: Character = "M"
        while i < d.endIndex {
            // The command letter, then its numbers up to the next letter.
            if d[i].isLetter && d[i] != "e" && d[i] != "E" { command = d[i]; i = d.index(after: i) }
            var j = i
            while j < d.endIndex, !(d[j].isLetter && d[j] != "e" && d[j] != "E") { j = d.index(after: j) }
            let args = numbers(in: d[i..<j])
            i = j
            let relative = command.isLowercase
            func pt(_ x: CGFloat, _ y: CGFloat) -> CGPoint { relative ? CGPoint(x: current.x + x, y: current.y + y) : CGPoint(x: x, y: y) }
            var k = 0
            func take(_ n: Int) -> [CGFloat]? {
                guard k + n <= args.count else { return nil }
                defer { k += n }
                return Array(args[k..<k + n])
            }
            switch command.uppercased() {
            case "Z":
                path.closeSubpath(); current = start; lastControl = nil; lastQuad = nil
                continue
            default: break
            }
            repeat {
                switch command.uppercased() {
                case "M":
                    guard let a = take(2) else { k = args.count; break }
                    current = pt(a[0], a[1]); start = current; path.move(to: current)
                    command = relative ? "l" : "L"   // further pairs are lines
                    lastControl = nil; lastQuad = nil
                case "L":
                    guard let a = take(2) else { k = args.count; break }
                    current = pt(a[0], a[1]); path.addLine(to: current); lastControl = nil; lastQuad = nil
                case "H":
                    guard let a = take(1) else { k = args.count; break }
                    current = CGPoint(x: relative ? current.x + a[0] : a[0], y: current.y); path.addLine(to: current)
                    lastControl = nil; lastQuad = nil
                case "V":
                    guard let a = take(1) else { k = args.count; break }
                    current = CGPoint(x: current.x, y: relative ? current.y + a[0] : a[0]); path.addLine(to: current)
                    lastControl = nil; lastQuad = nil
                case "C":
                    guard let a = take(6) else { k = args.count; break }
                    let c1 = pt(a[0], a[1]), c2 = pt(a[2], a[3]), p = pt(a[4], a[5])
                    path.addCurve(to: p, control1: c1, control2: c2); current = p; lastControl = c2; lastQuad = nil
                case "S":
                    guard let a = take(4) else { k = args.count; break }
                    let c1 = lastControl.map { CGPoint(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
                    let c2 = pt(a[0], a[1]), p = pt(a[2], a[3])
                    path.addCurve(to: p, control1: c1, control2: c2); current = p; lastControl = c2; lastQuad = nil
                case "Q":
                    guard let a = take(4) else { k = args.count; break }
                    let c = pt(a[0], a[1]), p = pt(a[2], a[3])
                    path.addQuadCurve(to: p, control: c); current = p; lastQuad = c; lastControl = nil
                case "T":
                    guard let a = take(2) else { k = args.count; break }
                    let c = lastQuad.map { CGPoint(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
                    let p = pt(a[0], a[1])
                    path.addQuadCurve(to: p, control: c); current = p; lastQuad = c; lastControl = nil
                case "A":
                    guard let a = take(7) else { k = args.count; break }
                    current = pt(a[5], a[6]); path.addLine(to: current); lastControl = nil; lastQuad = nil
                default:
                    k = args.count
                }
            } while k < args.count   // a command's numbers may repeat it (every case takes some or ends)
        }
    }
}

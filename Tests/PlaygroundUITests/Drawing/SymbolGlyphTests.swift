import Foundation
import Testing
@testable import PlaygroundUI

// The symbol outlines behind `Image(systemName:)` (Graphics/SymbolGlyphs.swift, data generated
// by scripts/make-symbol-glyphs.py; docs/symbols.md lists the names).

/// A symbol whose inputs a tap changes: its name, its font, its scale, bold, chrome.
private struct ChangingSymbol: View {
    let name: String
    let font: Font
    let scale: Image.Scale
    let bold: Bool
    var body: some View {
        Image(systemName: name).font(font).imageScale(scale).bold(bold).fixedSize()
    }
}

private struct SymbolSwitcher: View {
    let states: [(String, Font, Image.Scale, Bool)]
    @State private var step = 0
    var body: some View {
        let s = states[step % states.count]
        VStack(spacing: 0) {
            Text("next").onTapGesture { step += 1 }
            ChangingSymbol(name: s.0, font: s.1, scale: s.2, bold: s.3)
        }
    }
}

@Suite struct SymbolGlyphTests {
    /// The names a SwiftUI developer reaches for first; each must draw something.
    static let mustHave = [
        // Seen in tab bars of published files (a sample of public SwiftUI code).
        "1.square.fill", "2.square.fill", "3.square.fill", "safari", "theatermasks", "circlebadge",
        "chevron.left", "chevron.right", "chevron.up", "chevron.down",
        "chevron.left.circle", "chevron.right.circle", "chevron.up.circle", "chevron.down.circle",
        "chevron.left.circle.fill", "chevron.right.circle.fill", "chevron.up.circle.fill", "chevron.down.circle.fill",
        "arrow.left", "arrow.right", "arrow.up", "arrow.down",
        "arrow.left.circle", "arrow.right.circle", "arrow.up.circle", "arrow.down.circle",
        "arrow.left.circle.fill", "arrow.right.circle.fill", "arrow.up.circle.fill", "arrow.down.circle.fill",
        "arrow.clockwise", "arrow.counterclockwise", "arrow.up.arrow.down", "arrow.triangle.2.circlepath",
        "xmark", "xmark.circle", "xmark.circle.fill",
        "plus", "plus.circle", "plus.circle.fill", "plus.square",
        "minus", "minus.circle", "minus.circle.fill",
        "checkmark", "checkmark.circle", "checkmark.circle.fill", "checkmark.seal", "checkmark.square",
        "star", "star.fill", "star.leadinghalf.filled", "heart", "heart.fill",
        "person", "person.fill", "person.circle", "person.circle.fill", "person.2", "person.2.fill",
        "person.crop.circle", "person.crop.circle.fill",
        "gear", "gearshape", "gearshape.fill", "house", "house.fill", "magnifyingglass", "trash", "trash.fill",
        "square.and.arrow.up", "ellipsis", "bell", "bell.fill", "envelope", "envelope.fill",
        // Seen in settings screens of published files (session 47's sample).
        "i.circle", "i.circle.fill", "faceid", "touchid",
        // Session 48's: sign-out rows and notification settings.
        "arrow.right.square", "arrow.right.square.fill", "arrow.left.square", "arrow.left.square.fill",
        "arrow.up.square", "arrow.up.square.fill", "arrow.down.square", "arrow.down.square.fill",
        "app.badge", "app.badge.fill",
        // Found missing in a sample of published files (2026-12-07): tab icons, a workout list,
        // a card suit, a stack of cards, an envelope.
        "1.circle", "2.circle", "3.circle", "4.circle", "1.circle.fill", "6.square", "suit.heart.fill",
        "rectangle.stack", "envelope.front", "figure.rower", "figure.outdoor.cycle", "figure.indoor.cycle",
        "figure.gymnastics", "figure.fencing", "figure.badminton",
        // A second sample (same day): a travel card's suitcase.
        "suitcase", "suitcase.fill", "suitcase.rolling.fill", "beach.umbrella", "umbrella.fill", "hand.draw.fill",
        // A third sample (same day): an idea card and a drawing tool.
        "lightbulb.max.fill", "scribble.variable",
        // Numbered steps and rankings past 6 (SF Symbols has 0 to 50).
        "0.circle", "7.circle", "8.circle.fill", "9.square", "10.circle", "12.circle.fill", "20.square.fill", "50.circle",
    ]

    /// SF names whose outline and `.fill` forms map to different Material glyphs.
    static let fillPairs = [
        "1.circle", "star", "heart", "person", "person.2", "trash", "bell", "envelope", "bookmark", "flag", "folder",
        "lock", "mic", "hand.thumbsup", "hand.thumbsdown", "info.circle", "questionmark.circle",
        "exclamationmark.triangle", "exclamationmark.circle", "checkmark.circle", "xmark.circle",
        "plus.circle", "minus.circle", "chevron.left.circle", "arrow.up.circle", "play.circle", "pause.circle",
        "circle", "square", "triangle", "rectangle", "capsule", "diamond", "app", "cloud", "briefcase",
        "lightbulb", "photo", "message", "bubble.left", "clock", "chart.pie", "book", "doc.on.doc",
        "face.smiling", "square.grid.2x2", "line.3.horizontal.decrease.circle", "stop.circle",
        "i.circle", "house",
    ]

    /// Whether `p` (em) is inside the glyph, tested at 100× so that flattening is fine enough.
    private func inside(_ g: SymbolGlyph, _ p: CGPoint) -> Bool {
        g.path.applying(CGAffineTransform(scaleX: 100, y: 100)).contains(CGPoint(x: p.x * 100, y: p.y * 100))
    }

    @Test func everyLineOfTheDataParsesAndTheNamesAreSorted() {
        let names = SymbolGlyphs.names
        #expect(names.count >= 150)
        let table = SymbolGlyphs.parse(SymbolGlyphData.table, unitsPerEm: SymbolGlyphData.unitsPerEm)
        #expect(table.count == SymbolGlyphData.count, "a line of SymbolGlyphData.table did not parse")
        // With the numbered symbols the table lacks: 0 and 7…50 in each of four enclosures.
        expectEqual(names.count, table.count + 4 * 45)
        expectEqual(names, names.sorted())
        expectEqual(Set(names).count, names.count)
        #expect(names.allSatisfy { SymbolGlyphs.glyph(named: $0) != nil })
    }

    @Test func mustHaveNamesResolve() {
        let missing = Self.mustHave.filter { SymbolGlyphs.glyph(named: $0) == nil }
        #expect(missing.isEmpty, "no glyph for \(missing)")
    }

    @Test func everyGlyphIsNonEmptyAndInsideItsSquare() {
        let sane = CGRect(x: -0.1, y: -1.2, width: 1.6, height: 1.6)   // x -0.1…1.5, y -1.2…0.4
        for name in SymbolGlyphs.names {
            guard let g = SymbolGlyphs.glyph(named: name) else { Issue.record("\(name) vanished"); continue }
            #expect(!g.path.isEmpty, "\(name)")
            #expect(g.advance > 0.5 && g.advance < 1.5, "\(name) advance \(g.advance)")
            #expect(g.bounds.width > 0.05 && g.bounds.height > 0.05, "\(name) bounds \(g.bounds)")
            #expect(sane.contains(g.bounds), "\(name) bounds \(g.bounds)")
        }
    }

    /// `bounds` is the curves' own box: it matches the flattened path's, not the control points'.
    @Test func boundsAreTheOutlinesOwn() {
        for name in SymbolGlyphs.names {
            let g = SymbolGlyphs.glyph(named: name)!
            let f = g.path.applying(CGAffineTransform(scaleX: 1000, y: 1000)).boundingRect
            let flat = CGRect(x: f.minX / 1000, y: f.minY / 1000, width: f.width / 1000, height: f.height / 1000)
            let off = max(abs(flat.minX - g.bounds.minX), abs(flat.maxX - g.bounds.maxX),
                          abs(flat.minY - g.bounds.minY), abs(flat.maxY - g.bounds.maxY))
            #expect(off < 0.001, "\(name): \(g.bounds) vs flattened \(flat)")
        }
    }

    /// Material's star, in its 24-unit grid: x 2…22, y 3…22 above the baseline (512 units to the em).
    @Test func coordinatesAreEmsWithYDownFromTheBaseline() throws {
        let star = try #require(SymbolGlyphs.glyph(named: "star.fill"))
        expectEqual(star.advance, 1)
        #expect(abs(star.bounds.minX - 43.0 / 512) < 1e-9 && abs(star.bounds.maxX - 469.0 / 512) < 1e-9)
        #expect(abs(star.bounds.minY + 469.0 / 512) < 1e-9 && abs(star.bounds.maxY + 64.0 / 512) < 1e-9)
        expectEqual(SymbolGlyphs.squareTop, -1)
        // The star's points are up: its top point is in the middle, its top edge above its lowest points.
        #expect(inside(star, CGPoint(x: 0.5, y: -0.85)))
        #expect(!inside(star, CGPoint(x: 0.2, y: -0.85)))
    }

    @Test func fillVariantsDifferFromTheirOutlines() {
        for base in Self.fillPairs {
            guard let outline = SymbolGlyphs.glyph(named: base), let filled = SymbolGlyphs.glyph(named: base + ".fill") else {
                Issue.record("\(base) or \(base).fill missing"); continue
            }
            #expect(outline.path != filled.path, "\(base) and \(base).fill draw the same")
        }
    }

    /// An outline shape is hollow in the middle; its `.fill` form is not.
    @Test func outlineShapesAreHollowAndFilledShapesSolid() {
        for base in ["circle", "square", "star", "heart", "bookmark", "triangle", "capsule", "rectangle", "diamond", "app", "message", "house"] {
            guard let outline = SymbolGlyphs.glyph(named: base), let filled = SymbolGlyphs.glyph(named: base + ".fill") else {
                Issue.record("\(base) or \(base).fill missing"); continue
            }
            let mid = CGPoint(x: filled.bounds.midX, y: filled.bounds.midY)
            #expect(!inside(outline, mid), "\(base) is not hollow")
            #expect(inside(filled, mid), "\(base).fill is not solid")
        }
    }

    /// The numbers Material Icons lacks (0, 7 to 50) are the enclosure with the number's digits
    /// standing in its middle, 10/24 em tall as Material's own 1 to 6 are, two digits narrowed to
    /// 11/24 em; a filled enclosure's digits are cut out of it.
    @Test func numberedSymbolsSetTheirDigitsInTheEnclosure() throws {
        for (n, enclosure, ringContours) in [(7, "circle", 2), (10, "circle", 2), (48, "square", 2), (0, "circle.fill", 1), (23, "square.fill", 1)] {
            let base = try #require(SymbolGlyphs.glyph(named: enclosure))
            let g = try #require(SymbolGlyphs.glyph(named: "\(n).\(enclosure)"))
            #expect(g.bounds == base.bounds && g.advance == base.advance, "\(n).\(enclosure)")
            var digits = Path()
            for c in SymbolGlyphs.contours(of: g.path).dropFirst(ringContours) { digits.addPath(c) }
            let ink = digits.applying(CGAffineTransform(scaleX: 1000, y: 1000)).boundingRect
            // The figures are 10/24 em; round ones (0, 3, 8) overshoot it a little, as in type.
            #expect(ink.height / 1000 >= 10.0 / 24 - 0.001 && ink.height / 1000 < 10.0 / 24 + 0.02, "\(n).\(enclosure): \(ink.height / 1000) em tall")
            #expect(ink.width / 1000 <= 11.0 / 24 + 0.001, "\(n).\(enclosure): \(ink.width / 1000) em wide")
            #expect(abs(ink.midX / 1000 - base.bounds.midX) < 0.001 && abs(ink.midY / 1000 - base.bounds.midY) < 0.001)
        }
        // A point of the 7's ink: inside `7.circle`, outside `7.circle.fill` (cut), inside the disc.
        let ring = try #require(SymbolGlyphs.glyph(named: "7.circle")), disc = try #require(SymbolGlyphs.glyph(named: "7.circle.fill"))
        var seven = Path()
        for c in SymbolGlyphs.contours(of: ring.path).dropFirst(2) { seven.addPath(c) }
        let box = seven.applying(CGAffineTransform(scaleX: 1000, y: 1000)).boundingRect
        var found: CGPoint?
        for i in 0..<40 where found == nil {
            for j in 0..<40 where found == nil {
                let p = CGPoint(x: (box.minX + box.width * CGFloat(i) / 40) / 1000, y: (box.minY + box.height * CGFloat(j) / 40) / 1000)
                if inside(ring, p) && seven.applying(CGAffineTransform(scaleX: 100, y: 100)).contains(CGPoint(x: p.x * 100, y: p.y * 100)) { found = p }
            }
        }
        let p = try #require(found, "no ink in the 7")
        #expect(!inside(disc, p), "the 7 is cut out of the disc")
        #expect(inside(try #require(SymbolGlyphs.glyph(named: "circle.fill")), p))
    }

    /// Composed glyphs: a cut-out punches through what it overlaps; an overlay inside a ring is drawn.
    @Test func composedGlyphs() throws {
        // stop.circle.fill: a disc (radius 10/24 em) with a square (half side 0.175 em) cut out of it.
        let stop = try #require(SymbolGlyphs.glyph(named: "stop.circle.fill"))
        #expect(!inside(stop, CGPoint(x: 0.5, y: -0.5)))
        #expect(inside(stop, CGPoint(x: 0.5, y: -0.5 - 0.3)))
        #expect(!inside(stop, CGPoint(x: 0.5, y: -0.5 - 0.45)))
        // chevron.left.circle: a ring with the chevron inside; the chevron's point is left of centre.
        let chevron = try #require(SymbolGlyphs.glyph(named: "chevron.left.circle"))
        #expect(inside(chevron, CGPoint(x: 0.5, y: -0.5 - 0.385)))          // on the ring
        #expect(!inside(chevron, CGPoint(x: 0.5, y: -0.5 - 0.3)))           // between ring and chevron
        #expect(inside(chevron, CGPoint(x: 0.39, y: -0.5)))                 // the chevron's point
        // Turned glyphs: arrow.up.circle.fill is arrow.right.circle.fill turned a quarter anticlockwise.
        let up = try #require(SymbolGlyphs.glyph(named: "arrow.up.circle.fill"))
        let right = try #require(SymbolGlyphs.glyph(named: "arrow.right.circle.fill"))
        let quarter = CGAffineTransform(translationX: 0.5, y: -0.5).rotated(by: -.pi / 2).translatedBy(x: -0.5, y: 0.5)
        for p in [CGPoint(x: 0.5, y: -0.3), CGPoint(x: 0.5, y: -0.7), CGPoint(x: 0.6, y: -0.5), CGPoint(x: 0.3, y: -0.45)] {
            #expect(inside(up, p.applying(quarter)) == inside(right, p), "\(p)")
        }
        // arrow.right.square.fill: a filled square (3…21 of 24) with the arrow cut out of it; the
        // outline form is the square's edge with the arrow inside, empty above the shaft.
        let squareFill = try #require(SymbolGlyphs.glyph(named: "arrow.right.square.fill"))
        #expect(inside(squareFill, CGPoint(x: 0.2, y: -0.5 - 0.25)))        // the square, away from the arrow
        #expect(!inside(squareFill, CGPoint(x: 0.5, y: -0.5)))              // the arrow's shaft, cut out
        let square = try #require(SymbolGlyphs.glyph(named: "arrow.right.square"))
        #expect(inside(square, CGPoint(x: 4.0 / 24, y: -0.5)))                // the left edge
        #expect(inside(square, CGPoint(x: 0.5, y: -0.5)))                   // the shaft
        #expect(!inside(square, CGPoint(x: 8.0 / 24, y: -16.0 / 24)))             // above the shaft, before the head
        // app.badge: the app's square (3…21 of 24) with a badge on its top trailing corner (a disc
        // 15…23 across, 1…9 down).
        let badge = try #require(SymbolGlyphs.glyph(named: "app.badge"))
        #expect(inside(badge, CGPoint(x: 22.0 / 24, y: -19.0 / 24)))       // the badge, past the square
        #expect(!inside(badge, CGPoint(x: 0.5, y: -0.5)))                    // the app's empty middle
        #expect(inside(badge, CGPoint(x: 4.0 / 24, y: -0.5)))                  // its left edge
    }

    /// Node-model step 65: a rebuilt symbol keeps what its last build made from the same name,
    /// font size, scale and weight, without looking the name up again. Whatever of those changes,
    /// it draws what a symbol built fresh with the new inputs draws, and a name the set lacks
    /// keeps the room a symbol takes as before.
    @MainActor @Test func aRebuiltSymbolDrawsWhatAFreshOneDraws() {
        let states: [(String, Font, Image.Scale, Bool)] = [
            ("star", .body, .medium, false), ("star.fill", .body, .medium, false), ("star.fill", .title, .medium, false),
            ("star.fill", .title, .large, false), ("star.fill", .title, .large, true), ("no.such.symbol", .title, .large, true),
            ("no.such.symbol", .caption, .small, false), ("heart", .caption, .small, false), ("heart", .caption, .small, false),
        ]
        let host = ViewHost(rootView: SymbolSwitcher(states: states), size: CGSize(width: 200, height: 200))
        host.advance()
        for (i, s) in states.enumerated() {
            if i > 0 {
                _ = host.tap(onText: "next")
                host.advance()
            }
            let fresh = ViewHost(rootView: SymbolSwitcher(states: [s]), size: CGSize(width: 200, height: 200))
            fresh.advance()
            #expect(host.displayList == fresh.displayList, "step \(i): \(s.0)")
        }
    }

    @Test func unknownNamesReturnNil() {
        for name in ["no.such.symbol", "", "star.fill ", "Star.Fill", "star\tfill", "star.fill.fill"] {
            #expect(SymbolGlyphs.glyph(named: name) == nil, "\(name)")
        }
    }

    @Test func parserReadsTheFormatAndSkipsBadLines() throws {
        let text = """
            box\t512\tM 0 -512 L 512 -512 L 512 0 L 0 0 Z
            arch\t256\tM 0 0 Q 128 -512 256 0 Z
            wave\t512\tM 0 0 C 0 -512 512 512 512 0 Z
            broken\t512\tM 0 0 X 1 2 Z
            noadvance\tM 0 0 L 1 1 Z
            empty\t512\t

            """
        let glyphs = SymbolGlyphs.parse(text, unitsPerEm: 512)
        expectEqual(Set(glyphs.keys), ["box", "arch", "wave"])
        let box = try #require(glyphs["box"])
        #expect(box.bounds == CGRect(x: 0, y: -1, width: 1, height: 1) && box.advance == 1)
        // A quadratic's top is halfway to its control point, not at it.
        let arch = try #require(glyphs["arch"])
        #expect(arch.advance == 0.5 && abs(arch.bounds.minY + 0.5) < 1e-12 && arch.bounds.maxY == 0)
        // This cubic's y is 3 t (1 − t) (2t − 1) em, which turns at t = (3 ± √3) / 6, at ±1/(2√3) em.
        let wave = try #require(glyphs["wave"])
        #expect(abs(wave.bounds.minY + 1 / (2 * 3.0.squareRoot())) < 1e-9)
        #expect(abs(wave.bounds.maxY - 1 / (2 * 3.0.squareRoot())) < 1e-9)
        var elements: [Path.Element] = []
        box.path.forEach { elements.append($0) }
        #expect(elements.first == .move(to: CGPoint(x: 0, y: -1)) && elements.last == .closeSubpath && elements.count == 5)
    }

    /// Parsing every glyph reads the whole table once (a few milliseconds; printed, not asserted:
    /// a time bound fails on a loaded machine).
    @Test func parsingReadsEveryGlyph() {
        let clock = ContinuousClock()
        var count = 0
        let elapsed = clock.measure {
            count = SymbolGlyphs.parse(SymbolGlyphData.table, unitsPerEm: SymbolGlyphData.unitsPerEm).count
        }
        expectEqual(count, SymbolGlyphData.count)
        print("symbols: parsing \(count) glyphs took \(elapsed)")
    }

    // §19.1: a symbol name the set lacks keeps a typical symbol's room (17 · 1.4 · 20/24 at
    // body, medium scale) and draws nothing, so the text after it stays where iOS has it.
    @MainActor @Test func unknownSymbolKeepsItsRoom() {
        let h = ViewHost(rootView: HStack(spacing: 0) {
            Image(systemName: "no.such.symbol.anywhere")
            Text("after")
        }.frame(width: 300, alignment: .leading), size: CGSize(width: 300, height: 100))
        h.printsWarnings = false
        let side = 17 * SymbolMetrics.emPerPoint * SymbolMetrics.typicalInk
        let after = h.frame(ofText: "after")
        #expect(after.map { abs($0.minX - side) < 1e-9 } == true, "\(String(describing: after))")
        #expect(!h.displayList.items.contains { if case .shape = $0 { return true } else { return false } })
    }

    // §19.1: a filled circle symbol at body size is about 17 pt across as on iOS (it was 20:
    // the square is 1.26 × the font size, 20/24 of it ink), and tab-bar chrome keeps its size.
    @MainActor @Test func circleSymbolAtBodyIsAboutTheFontSize() {
        let h = ViewHost(rootView: Image(systemName: "checkmark.circle.fill"), size: CGSize(width: 100, height: 100))
        let drawn = h.displayList.items.compactMap { if case .shape(let s) = $0 { return s.rect } else { return nil } }.first
        #expect(drawn.map { abs($0.width - 17) <= 1 && abs($0.height - 17) <= 1 } == true, "\(String(describing: drawn))")
        let chrome = ViewHost(rootView: Image(systemName: "checkmark.circle.fill")._chromeSymbols(), size: CGSize(width: 100, height: 100))
        let big = chrome.displayList.items.compactMap { if case .shape(let s) = $0 { return s.rect } else { return nil } }.first
        #expect(big.map { abs($0.width - 17 * 1.4 * 20 / 24) <= 0.6 } == true, "\(String(describing: big))")
    }
    /// The first symbol drawn: the image's frame and the glyph's ink.
    @MainActor private func symbol(_ h: ViewHost) -> (frame: CGRect, ink: CGRect)? {
        for item in h.displayList.items {
            if case .shape(let s) = item, case .path(let p, _) = s.outline { return (s.rect, p.boundingRect) }
        }
        return nil
    }

    // §19.1: every circle-enclosed symbol is SF Symbols' one enclosure, as wide and tall as the
    // font size: 17 pt at body (pointfree's iOS 13 reference), 16 at Dynamic Type `.medium`
    // (its device reference), 1.29 times that at `.imageScale(.large)`.
    @MainActor @Test func circleEnclosuresAreTheFontSizeAcross() {
        for (name, size, view) in [("checkmark.circle.fill", 17.0, AnyView(Image(systemName: "checkmark.circle.fill"))),
                                   ("xmark.circle", 17, AnyView(Image(systemName: "xmark.circle"))),
                                   ("circle.fill", 17, AnyView(Image(systemName: "circle.fill"))),
                                   ("medium", 16, AnyView(Image(systemName: "checkmark.circle.fill").dynamicTypeSize(.medium))),
                                   ("large scale", 17 * 1.29, AnyView(Image(systemName: "plus.circle.fill").imageScale(.large)))] {
            let drawn = symbol(ViewHost(rootView: view, size: CGSize(width: 100, height: 100)))
            #expect(drawn.map { abs($0.frame.width - size) < 0.01 && abs($0.frame.height - size) < 0.01 } == true, "\(name): \(String(describing: drawn))")
            #expect(drawn.map { abs($0.ink.width - size) < 0.3 && abs($0.ink.height - size) < 0.3 } == true, "\(name): \(String(describing: drawn))")
        }
    }

    /// A symbol built again follows each setting that sizes or chooses it: after each change
    /// below (and a forced rebuild) it is drawn as a symbol built fresh with those settings.
    @MainActor @Test func aRebuiltSymbolFollowsEachSetting() throws {
        let h = ViewHost(rootView: SymbolSettings(), size: CGSize(width: 200, height: 200))
        func drawn(_ view: some View) throws -> (frame: CGRect, ink: CGRect) {
            try #require(symbol(ViewHost(rootView: view, size: CGSize(width: 200, height: 200))))
        }
        let steps: [(tap: String?, expected: (frame: CGRect, ink: CGRect))] = [
            (nil, try drawn(Image(systemName: "checkmark.circle"))),
            ("font", try drawn(Image(systemName: "checkmark.circle").font(.largeTitle))),
            ("fill", try drawn(Image(systemName: "checkmark.circle").font(.largeTitle).symbolVariant(.fill))),
            ("scale", try drawn(Image(systemName: "checkmark.circle").font(.largeTitle).symbolVariant(.fill).imageScale(.small))),
            ("name", try drawn(Image(systemName: "xmark.circle").font(.largeTitle).symbolVariant(.fill).imageScale(.small))),
        ]
        for step in steps {
            if let tap = step.tap { h.tap(onText: tap); h.advance() }
            h.invalidate()
            h.advance()
            let now = try #require(symbol(h))
            #expect(abs(now.frame.width - step.expected.frame.width) < 0.01 && abs(now.frame.height - step.expected.frame.height) < 0.01,
                    "\(step.tap ?? "first"): \(now) vs \(step.expected)")
            #expect(abs(now.ink.width - step.expected.ink.width) < 0.01 && abs(now.ink.height - step.expected.ink.height) < 0.01,
                    "\(step.tap ?? "first"): \(now) vs \(step.expected)")
        }
    }

    // §19.1: symbols measured one by one on iOS references take SF's size whatever the Material
    // stand-in's proportions: `star.fill` 18.7 × 18 at body (v8tr's LandmarkRow, iOS 13 @3x), the
    // glyph fitted inside and centred.
    @MainActor @Test func measuredSymbolsTakeSFSize() throws {
        let star = try #require(symbol(ViewHost(rootView: Image(systemName: "star.fill"), size: CGSize(width: 100, height: 100))))
        #expect(abs(star.frame.width - 18.667) < 0.01 && abs(star.frame.height - 18) < 0.01, "\(star)")
        #expect(star.ink.minX >= star.frame.minX - 0.01 && star.ink.maxX <= star.frame.maxX + 0.01
                && star.ink.minY >= star.frame.minY - 0.01 && star.ink.maxY <= star.frame.maxY + 0.01, "\(star)")
        #expect(abs(star.ink.midX - star.frame.midX) < 0.01 && abs(star.ink.midY - star.frame.midY) < 0.01)
        #expect(min(abs(star.ink.width - 18.667), abs(star.ink.height - 18)) < 0.01, "one side fills the box")
    }

    // §19.1: beside "Send", `square.and.arrow.up` is 15 × 19 pt of ink whose centre lies 1.17 pt
    // below the text's middle (v8tr's SendButton, iOS 13 @3x: ink 43.7…58.7 × 16.7…35.7 in a
    // 150 × 50 frame); its frame reaches as far above that middle as the ink does below.
    @MainActor @Test func shareSymbolSitsBelowTheTextsMiddle() throws {
        let h = ViewHost(rootView: HStack { Image(systemName: "square.and.arrow.up"); Text("Send") }.frame(width: 150, height: 50),
                         size: CGSize(width: 150, height: 50))
        let share = try #require(symbol(h))
        let text = try #require(h.frame(ofText: "Send"))
        #expect(abs(share.ink.height - 19) < 0.05 && share.ink.width <= 15.01, "\(share)")
        #expect(abs(share.ink.midY - text.midY - 1.167) < 0.05, "\(share) \(text)")
        #expect(abs(share.frame.height - (19 + 2 * 1.167)) < 0.01 && abs(share.frame.midY - text.midY) < 0.01)
        // The reference's ink, within a pixel at @3x.
        #expect(abs(share.ink.minY - 16.667) < 0.34 && abs(share.ink.maxY - 35.667) < 0.34, "\(share)")
    }

    // §19.1: `person.fill.badge.plus` (SpeziViews' ListHeader, iOS 26 @3x, at 50 pt relative to
    // `.title`, so 48.2 pt at `.medium`) draws a person with a badge, 52.7 × 52 pt of ink whose
    // centre is 6 pt right of its column's middle.
    @MainActor @Test func personBadgePlusHasAGlyphAndSFSize() throws {
        #expect(SymbolGlyphs.glyph(named: "person.fill.badge.plus") != nil)
        let h = ViewHost(rootView: Image(systemName: "person.fill.badge.plus").font(.custom("XXL", size: 50, relativeTo: .title))
                            .dynamicTypeSize(.medium).frame(width: 200, height: 100), size: CGSize(width: 200, height: 100))
        let p = try #require(symbol(h))
        #expect(abs(p.ink.width - 52.667) < 0.3 && abs(p.ink.height - 52) < 0.8, "\(p)")
        #expect(abs(p.ink.midX - 100 - 6) < 0.3 && abs(p.frame.midX - 100) < 0.01, "\(p)")
        // Its frame reaches 2.9 pt above the ink and ends 1.1 pt above its bottom (the badge
        // overhangs): what puts the symbol and the title under it where iOS has them.
        #expect(abs(p.frame.height - (52 + 2.9 - 1.1)) < 0.01, "\(p)")
        #expect(abs(p.ink.minY - p.frame.minY - 2.9) < 0.8 && abs(p.ink.maxY - p.frame.maxY - 1.1) < 0.8, "\(p)")
    }
}

/// A symbol whose settings change one at a time (`aRebuiltSymbolFollowsEachSetting`).
private struct SymbolSettings: View {
    @State var big = false
    @State var fill = false
    @State var small = false
    @State var xmark = false
    var body: some View {
        VStack {
            Image(systemName: xmark ? "xmark.circle" : "checkmark.circle")
                .font(big ? .largeTitle : .body)
                .symbolVariant(fill ? .fill : .none)
                .imageScale(small ? .small : .medium)
            HStack {
                Text("font").onTapGesture { big = true }
                Text("fill").onTapGesture { fill = true }
                Text("scale").onTapGesture { small = true }
                Text("name").onTapGesture { xmark = true }
            }
        }
    }
}

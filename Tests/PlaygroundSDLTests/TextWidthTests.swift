import Foundation
@testable import PlaygroundSDL
import PlaygroundUI
import Testing

/// Text as wide as iOS draws it (docs/fonts.md, "Widths and tracking"): Inter below 20 pt and
/// Inter Display from 20 pt, each glyph cluster tracked per Apple's SF Pro table. The iOS figures
/// are ink widths (points) read off the reference PNGs in docs/ios-references.md — the doordash
/// (iOS 16/17, 1×), SpeziViews (iOS 18/26, 3×), pointfree and V8tr (iOS 13, 2×/3×) snapshots — and
/// frame widths of TextBuilder's `sizeThatFits` snapshots (iOS 15, 2×).
@Suite(.serialized) @MainActor
struct TextWidthTests {
    /// The width in points of the columns of `mask` (drawn at `scale`) with coverage over 60/255,
    /// as the references were measured.
    func inkWidth(_ mask: GlyphMask, scale: Double) -> Double {
        var first = Int.max, last = -1
        for y in 0..<mask.height {
            for x in 0..<mask.width where mask.coverage[y * mask.width + x] > 60 {
                first = min(first, x)
                last = max(last, x)
            }
        }
        return last < first ? 0 : Double(last - first + 1) / scale
    }

    func ink(_ engine: TTFTextEngine, _ text: String, _ font: Font) throws -> Double {
        inkWidth(try #require(engine.mask(for: text, font: font, scale: 3)), scale: 3)
    }

    /// Ink widths within 2 % of iOS's, at 15, 16, 17, 27 (bold), 28 and 34 pt.
    @Test(arguments: [
        (17.0, "Checked", 65.5), (17, "Turtle Rock", 85.7),
        (17, "Lorem ipsum dolor sit amet, consectetur", 305), (17, "ut labore et dolore magna aliqua.", 247),
        (17, "adipiscing elit, sed do eiusmod tempor incididunt", 371),
        (16, "Description", 81.0), (16, "Content", 56.3), (16, "San Francisco", 100.3), (16, "Hello World:", 85.7),
        (16, "Please fill out the details below to create your", 326.7),
        (15, "Welcome to a PreviewSnapshots unit test", 281),
        (28, "Hello PreviewSnapshots", 288), (28, "Hello PreviewSnapshotsTests", 347),
        (34, "Lorem ipsum dolor sit", 307), (34, "amet, consectetur", 258), (34, "adipiscing elit, sed do", 308),
        (34, "eiusmod tempor", 234), (34, "incididunt ut labore et", 309), (34, "dolore magna aliqua.", 297),
    ])
    func inkWidthsAsOnIOS(_ size: Double, _ text: String, _ ios: Double) throws {
        let engine = try TTFTextEngine()
        let width = try ink(engine, text, .system(size: CGFloat(size)))
        #expect(abs(width / ios - 1) < 0.02, "\(text) at \(size) pt: \(width) here, \(ios) on iOS")
    }

    @Test func boldTitleAsOnIOS() throws {
        let engine = try TTFTextEngine()
        // SpeziViews' `.font(.title).bold()` at Dynamic Type medium (27 pt): 274.0 pt on iOS;
        // 270.7 (−1.2 %) when bold took the regular weight's 9/1000 em off Apple's table.
        let width = try ink(engine, "Create a new Account", .system(size: 27, weight: .bold))
        #expect(abs(width / 274.0 - 1) < 0.007, "\(width)")
        // docs/fonts.md "Widths and tracking": bold display text takes Apple's table as is,
        // regular display text the table less 9/1000 em, the weights between a share of it.
        #expect(abs(SystemFontTracking.tracking(pointSize: 27, weight: 700) - 0.013) < 1e-9)
        #expect(abs(SystemFontTracking.tracking(pointSize: 27, weight: 400) - 0.004) < 1e-9)
        #expect(abs(SystemFontTracking.tracking(pointSize: 27, weight: 600) - 0.010) < 1e-9)
        #expect(SystemFontTracking.tracking(pointSize: 17, weight: 700) == SystemFontTracking.tracking(pointSize: 17, weight: 400))
    }

    /// A six-letter word in large title is the one probe that stays further off: SF Pro
    /// Display's "H" and "!" are wider than Inter Display's (78–79 pt on iOS, 76 here).
    @Test func shortLargeTitleWord() throws {
        let engine = try TTFTextEngine()
        let width = try ink(engine, "Hello!", .largeTitle)
        #expect(width > 74 && width < 79, "\(width)")
    }

    /// Advance widths: TextBuilder's one-line texts at body are 295.5 and 308.5 pt wide on iOS
    /// (frames rounded up to the 2× pixel); the tracking follows every cluster, the last one's too.
    @Test func advanceWidthsAsOnIOS() throws {
        let engine = try TTFTextEngine()
        func width(_ runs: [(String, Font)]) -> Double { runs.reduce(0) { $0 + Double(engine.measure($1.0, font: $1.1).width) } }
        let basic = width([("Lorem", .body), ("ipsum dolor", .body), ("sit", .body.bold()), ("amet, consectetur", .body)])
        let spaced = width([("Lorem", .body), (" ipsum dolor", .body), (" ", .body), ("sit", .body.bold()), (" amet, consectetur", .body)])
        #expect(abs(basic - 295.5) < 1.0, "\(basic)")
        #expect(abs(spaced - 308.5) < 1.0, "\(spaced)")
    }

    /// The tracking is Apple's SF Pro table: −26/1000 em at 17 pt, −16 at 15, +12 at 10 (Inter),
    /// and from 20 pt Inter Display with the display table less 9/1000 em. A string is wider by
    /// the table's difference per cluster, whatever the string.
    @Test func trackingFollowsTheTable() throws {
        let engine = try TTFTextEngine()
        // "iiii" at 17 pt against the same at 12 pt (tracking 0), scaled: 4 clusters × (−0.026 em).
        let at17 = Double(engine.measure("iiii", font: .system(size: 17)).width)
        let at12 = Double(engine.measure("iiii", font: .system(size: 12)).width)
        #expect(abs(at17 - at12 * 17 / 12 - 4 * -0.026 * 17) < 0.02, "\(at17) vs \(at12)")
        let at10 = Double(engine.measure("iiii", font: .system(size: 10)).width)
        #expect(abs(at10 - at12 * 10 / 12 - 4 * 0.012 * 10) < 0.02, "\(at10) vs \(at12)")
        // From 20 pt the display face: narrower than the text face scaled up (4 % here, though its
        // tracking goes from −24 to +10/1000 em).
        let at19 = Double(engine.measure("Hamburgefonstiv", font: .system(size: 19)).width)
        let at20 = Double(engine.measure("Hamburgefonstiv", font: .system(size: 20)).width)
        #expect(at20 < at19 * 20 / 19 * 0.97, "\(at19) at 19 pt, \(at20) at 20 pt")
        #expect(engine.face(for: .system(size: 20)).isDisplay)
        #expect(!engine.face(for: .system(size: 19.5)).isDisplay)
        #expect(engine.face(for: .largeTitle.bold()).fileName == "InterDisplay-Bold.otf")
    }

    /// Monospaced and serif text is not tracked (Apple's table is SF Pro's).
    @Test func otherDesignsAreNotTracked() throws {
        let engine = try TTFTextEngine()
        let mono17 = Double(engine.measure("iiii", font: .system(size: 17, design: .monospaced)).width)
        let mono12 = Double(engine.measure("iiii", font: .system(size: 12, design: .monospaced)).width)
        #expect(abs(mono17 - mono12 * 17 / 12) < 0.05, "\(mono17) vs \(mono12)")
    }

    /// What layout measures is what is drawn (within two pixels at 1× and 2×: each run's advance
    /// is rounded to whole pixels when drawn), kerning kept.
    @Test(arguments: ["AVATAR Wave", "Turtle Rock", "office ﬁle", "Tom's \"quote\" — yes."])
    func drawnAsMeasured(_ text: String) throws {
        let engine = try TTFTextEngine()
        for scale in [1.0, 2.0] {
            for font in [Font.body, .largeTitle, .caption] {
                let measured = Double(engine.measure(text, font: font).width) * scale
                let mask = try #require(engine.mask(for: text, font: font, scale: scale))
                #expect(abs(Double(mask.width) - measured) <= 2, "\(text) at \(font.size) pt ×\(scale): \(mask.width) px drawn, \(measured) measured")
            }
        }
        // Kerning survives the cluster-by-cluster drawing: "AV" is narrower than "A" + "V".
        let pair = Double(engine.measure("AV", font: .body).width)
        let apart = Double(engine.measure("A", font: .body).width + engine.measure("V", font: .body).width)
        #expect(pair < apart - 0.5, "\(pair) vs \(apart)")
    }

    /// A wrapped text is as wide as its widest line with the space that line broke at (docs/
    /// semantics.md §20.5): doordash's title-font message in 384 pt is 377 pt wide on iOS (its
    /// bordered box 393 with 8-pt padding), in five lines; the space is not drawn.
    @Test func wrappedWidthCountsTheBreakingSpace() throws {
        let engine = try TTFTextEngine()
        let message = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua."
        let host = ViewHost(rootView: Text(message).font(.title).padding(8).border(Color.blue),
                            size: CGSize(width: 400, height: 400), textMeasurer: engine)
        host.printsWarnings = false
        let frame = try #require(host.frame(ofText: message))
        #expect(abs(Double(frame.width) - 377) < 1.5, "\(frame)")
        let lines = host.displayList.items.compactMap { if case .text(let t) = $0 { return t } else { return nil } }
        #expect(lines.count == 5)
        #expect(lines.allSatisfy { !$0.string.hasSuffix(" ") && $0.rect.maxX <= frame.maxX })
        // One line: no space to count.
        let one = ViewHost(rootView: Text("Hello there").font(.title), size: CGSize(width: 400, height: 400), textMeasurer: engine)
        one.printsWarnings = false
        #expect(abs(Double(try #require(one.frame(ofText: "Hello there")).width) - Double(engine.measure("Hello there", font: .title).width)) < 0.01)
        // Never wider than offered: the space may hang past the proposal.
        let narrow = ViewHost(rootView: Text("aaaa bbbb").frame(width: Double(engine.measure("aaaa", font: .body).width) + 0.5),
                              size: CGSize(width: 400, height: 400), textMeasurer: engine)
        narrow.printsWarnings = false
        let narrowFrame = try #require(narrow.frame(ofText: "aaaa bbbb"))
        #expect(narrowFrame.width <= CGFloat(engine.measure("aaaa", font: .body).width) + 0.5 + 1e-9)
    }

    /// An underline 1 pt thick, its top 0.11 em (1.87 pt) below the baseline at body, clear of the
    /// letters (TextBuilder's iOS 15 reference: rows 18.0–19.0 pt under a baseline at 16.1).
    @Test func underlineSitsBelowTheBaseline() throws {
        let engine = try TTFTextEngine()
        let host = ViewHost(rootView: Text("Lorem").underline(), size: CGSize(width: 100, height: 40), textMeasurer: engine)
        host.printsWarnings = false
        let text = try #require(host.displayList.items.compactMap { if case .text(let t) = $0 { return t.rect } else { return nil } }.first)
        let line = try #require(host.displayList.items.compactMap { if case .shape(let s) = $0 { return s.rect } else { return nil } }.first)
        let baseline = text.minY + text.height * 0.8
        #expect(abs(Double(line.minY - baseline) - 17 * 0.11) < 1e-9)
        #expect(abs(Double(line.height) - 1) < 1e-9)
    }

    /// The glyphs sit on the baseline layout uses (the line's top plus the system font's ascent,
    /// 1950/2048 em): over lines at several fractional heights, at 1×, 2× and 3×, within three
    /// quarters of a pixel each (the mask's rows and its placement are each rounded) and without
    /// a bias (a mean signed error under a quarter pixel; Inter's own hinted ascent gave +0.4 px
    /// at 2×) (docs/fonts.md "Baseline").
    @Test func glyphsSitOnTheLayoutBaseline() throws {
        for scale in [1.0, 2.0, 3.0] {
            var errors: [Double] = []
            for top in [0.0, 0.25, 0.5, 0.75, 9.86, 13.4] {
                let view = Text("HHHH").padding(.top, CGFloat(top)).frame(width: 100, height: 50, alignment: .topLeading)
                let image = try renderImage(view, size: CGSize(width: 100, height: 50), scale: scale)
                var bottom = 0
                for y in 0..<image.height where (0..<image.width).contains(where: { image.pixel($0, y).r < 128 }) { bottom = y + 1 }
                let baseline: Double = top + 17.0 * 1950.0 / 2048.0
                errors.append(Double(bottom) - baseline * scale)
            }
            #expect(errors.allSatisfy { abs($0) <= 0.75 }, "×\(scale): \(errors)")
            #expect(abs(errors.reduce(0, +) / Double(errors.count)) < 0.25, "×\(scale): \(errors)")
        }
    }
}

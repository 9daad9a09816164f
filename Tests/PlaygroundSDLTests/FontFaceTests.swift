import Foundation
import PlaygroundSDL
import PlaygroundUI
import Testing

/// The bundled faces behind weights, italic, designs and tabular digits (docs/fonts.md): each
/// font draws with a real face of its own, and measuring and drawing agree on which.
@Suite(.serialized) @MainActor
struct FontFaceTests {
    static let weights: [Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
    static let sample = "Hamburgefonstiv 0123"

    /// Pixels of `mask` that are mostly covered.
    func inked(_ mask: GlyphMask) -> Int { mask.coverage.filter { $0 > 128 }.count }

    /// Mean absolute coverage difference per pixel over the common area (0 = identical).
    func difference(_ a: GlyphMask, _ b: GlyphMask) -> Double {
        let w = min(a.width, b.width), h = min(a.height, b.height)
        guard w > 0, h > 0 else { return .infinity }
        var total = 0
        for y in 0..<h { for x in 0..<w { total += abs(Int(a.coverage[y * a.width + x]) - Int(b.coverage[y * b.width + x])) } }
        return Double(total) / Double(w * h)
    }

    @Test func everyWeightHasItsOwnFaceAndHeavierIsWider() throws {
        let engine = try TTFTextEngine()
        #expect(engine.fontWarnings.isEmpty, "\(engine.fontWarnings)")
        let files = Self.weights.map { engine.face(for: .system(size: 17, weight: $0)).fileName }
        #expect(files == ["Inter-Thin.otf", "Inter-ExtraLight.otf", "Inter-Light.otf", "Inter-Regular.otf", "Inter-Medium.otf",
                          "Inter-SemiBold.otf", "Inter-Bold.otf", "Inter-ExtraBold.otf", "Inter-Black.otf"])
        let widths = Self.weights.map { engine.measure(Self.sample, font: .system(size: 17, weight: $0)).width }
        for i in 1..<widths.count {
            #expect(widths[i] > widths[i - 1], "\(Self.weights[i].value) (\(widths[i])) not wider than \(Self.weights[i - 1].value) (\(widths[i - 1]))")
        }
        // Heavier faces also put more ink down.
        let ink = try Self.weights.map { try inked(#require(engine.mask(for: Self.sample, font: .system(size: 17, weight: $0), scale: 2))) }
        for i in 1..<ink.count { #expect(ink[i] > ink[i - 1], "ink at \(Self.weights[i].value)") }
        // The text styles: headline is semibold, the others regular.
        #expect(engine.face(for: .headline).fileName == "Inter-SemiBold.otf")
        #expect(engine.face(for: .body).fileName == "Inter-Regular.otf")
    }

    @Test func italicHasItsOwnFaceAtEveryWeight() throws {
        let engine = try TTFTextEngine()
        for weight in Self.weights {
            let upright = Font.system(size: 17, weight: weight), italic = upright.italic()
            let face = engine.face(for: italic)
            #expect(face.isItalic && face.fileName.hasSuffix("Italic.otf"), "\(weight.value): \(face.fileName)")
            #expect(face.weight == weight.value)
            let a = try #require(engine.mask(for: "Hill", font: upright, scale: 2))
            let b = try #require(engine.mask(for: "Hill", font: italic, scale: 2))
            #expect(difference(a, b) > 8, "\(weight.value): italic draws like upright (\(difference(a, b)))")
        }
        #expect(engine.face(for: .body.italic()).fileName == "Inter-Italic.otf")
    }

    @Test func designsPickTheirFamilies() throws {
        let engine = try TTFTextEngine()
        #expect(engine.face(for: .system(size: 17, design: .serif)).fileName == "NotoSerif-Regular.ttf")
        #expect(engine.face(for: .system(size: 17, weight: .semibold, design: .serif)).fileName == "NotoSerif-Bold.ttf")
        #expect(engine.face(for: .system(size: 17, design: .serif).italic()).fileName == "NotoSerif-Italic.ttf")
        #expect(engine.face(for: .body.monospaced()).fileName == "JetBrainsMono-Regular.ttf")
        #expect(engine.face(for: .headline.monospaced()).fileName == "JetBrainsMono-SemiBold.ttf")
        #expect(engine.face(for: .system(size: 17, weight: .ultraLight, design: .monospaced)).fileName == "JetBrainsMono-Light.ttf")
        #expect(engine.face(for: .system(size: 17, weight: .black, design: .monospaced)).fileName == "JetBrainsMono-ExtraBold.ttf")
        #expect(engine.face(for: .body.monospaced().italic()).fileName == "JetBrainsMono-Italic.ttf")
        // The rounded design is Quicksand, its faces listed by the weight they look (docs/fonts.md).
        #expect(engine.face(for: .system(size: 17, design: .rounded)).fileName == "Quicksand-Medium.ttf")
        #expect(engine.face(for: .system(size: 34, weight: .bold, design: .rounded)).fileName == "Quicksand-Bold.ttf")
        #expect(engine.face(for: .system(size: 17, weight: .light, design: .rounded)).fileName == "Quicksand-Regular.ttf")
        #expect(engine.face(for: .system(size: 17, weight: .ultraLight, design: .rounded)).fileName == "Quicksand-Light.ttf")
        #expect(engine.face(for: .body.bold().italic().monospaced()).fileName == "JetBrainsMono-BoldItalic.ttf")
        let rounded = try #require(engine.mask(for: "Rag", font: .system(.body, design: .rounded), scale: 2))
        // A character Quicksand lacks (Greek, an arrow) is drawn by Inter, not as a box.
        let alpha = try #require(engine.mask(for: "α→", font: .system(.body, design: .rounded), scale: 2))
        #expect(engine.missingGlyphs.isEmpty && alpha.coverage.contains { $0 > 200 })
        #expect(engine.face(for: .custom("Menlo", size: 13)).fileName == "JetBrainsMono-Regular.ttf")
        // Different faces draw differently.
        let sans = try #require(engine.mask(for: "Rag", font: .body, scale: 2))
        let serif = try #require(engine.mask(for: "Rag", font: .system(.body, design: .serif), scale: 2))
        #expect(difference(sans, serif) > 8)
        #expect(difference(sans, rounded) > 8)
    }

    /// A character the serif face lacks (★, →) draws with Inter of the same weight before the
    /// script and symbol faces are tried.
    @Test func serifFallsBackToInterFirst() throws {
        let engine = try TTFTextEngine()
        for text in ["★", "→", "≤"] {
            for weight in [Font.Weight.regular, .bold] {
                let serif = try #require(engine.mask(for: text, font: .system(size: 17, weight: weight, design: .serif), scale: 2))
                let sans = try #require(engine.mask(for: text, font: .system(size: 17, weight: weight), scale: 2))
                #expect(serif.width == sans.width, "\(text) \(weight.value)")
                #expect(difference(serif, sans) < 1, "\(text) \(weight.value): \(difference(serif, sans))")
            }
        }
    }

    @Test func monospacedAdvancesAreEqual() throws {
        let engine = try TTFTextEngine()
        let mono = Font.body.monospaced()
        let narrow = engine.measure("iiii", font: mono).width, wide = engine.measure("MMMM", font: mono).width
        #expect(narrow > 20)
        #expect(abs(narrow - wide) < 0.01, "iiii \(narrow), MMMM \(wide)")
        #expect(abs(engine.measure("....", font: mono.bold()).width - engine.measure("WWWW", font: mono.bold()).width) < 0.01)
        // The default face is proportional.
        #expect(engine.measure("MMMM", font: .body).width > engine.measure("iiii", font: .body).width * 2)
    }

    @Test(arguments: [Font.body, .system(size: 17, weight: .heavy), .largeTitle.bold().italic(), .caption.weight(.light)])
    func monospacedDigitsShareOneWidth(_ font: Font) throws {
        let engine = try TTFTextEngine()
        let tabular = font.monospacedDigit()
        // (Between brackets: SDL_ttf's width also covers ink past the last advance, which differs
        // from digit to digit in italic faces.)
        let widths = (0...9).map { engine.measure("[" + String(repeating: String($0), count: 4) + "]", font: tabular).width }
        for w in widths { #expect(abs(w - widths[0]) < 0.01, "digit widths \(widths)") }
        if !font.isItalic {
            #expect(abs(engine.measure("1111", font: tabular).width - engine.measure("8888", font: tabular).width) < 0.01)
        }
        // Without it the digits are proportional: 1 is narrower than 8.
        let one = engine.measure("1111", font: font).width, eight = engine.measure("8888", font: font).width
        #expect(eight - one > 1, "1111 \(one), 8888 \(eight)")
        // Letters are unchanged, and what is measured is what is drawn.
        #expect(engine.measure("Total", font: tabular) == engine.measure("Total", font: font))
        let drawn = try #require(engine.mask(for: "[1111]", font: tabular, scale: 1))
        let eights = try #require(engine.mask(for: "[8888]", font: tabular, scale: 1))
        #expect(drawn.width == eights.width)
        #expect(abs(Double(drawn.width) - Double(widths[1])) <= 2)
        #expect(inked(drawn) > 0 && inked(drawn) < inked(eights))
    }

    /// Measuring and drawing use the same face for every family, weight and style.
    @Test func measuredWidthIsDrawnWidth() throws {
        let engine = try TTFTextEngine()
        let fonts: [Font] = Self.weights.map { .system(size: 17, weight: $0) } + Self.weights.map { .system(size: 17, weight: $0).italic() }
            + [.system(.body, design: .serif), .system(.body, design: .serif).bold().italic(), .body.monospaced(), .title.monospacedDigit()]
        for font in fonts {
            let text = "Quick 42 fjord"
            let width = engine.measure(text, font: font).width
            let mask = try #require(engine.mask(for: text, font: font, scale: 1))
            #expect(abs(Double(width) - Double(mask.width)) <= 2, "\(engine.face(for: font)): measured \(width), drawn \(mask.width)")
        }
    }

    /// Inter's faces share one line height, so a weight change does not move lines.
    @Test func interLineHeightIsTheSameAtEveryWeight() throws {
        let engine = try TTFTextEngine()
        let heights = Set(Self.weights.flatMap { w in [false, true].map { italic -> CGFloat in
            var f = Font.system(size: 17, weight: w); f.isItalic = italic
            return engine.measure("Hg", font: f).height
        } })
        #expect(heights.count == 1, "\(heights)")
        let h = try #require(heights.first)
        #expect(h > 20 && h < 21.5, "Inter 17 pt line height \(h)")
    }

    /// Fallback faces have one weight and no italic: SDL_ttf emboldens and slants them.
    @Test func fallbackFacesAreSynthesised() throws {
        let engine = try TTFTextEngine()
        let regular = try #require(engine.mask(for: "月", font: .body, scale: 2))
        let bold = try #require(engine.mask(for: "月", font: .body.bold(), scale: 2))
        let italic = try #require(engine.mask(for: "月", font: .body.italic(), scale: 2))
        #expect(inked(bold) > inked(regular) + 20)
        #expect(difference(regular, italic) > 8)
        // Inter's own faces are not emboldened on top: semibold puts down less ink than bold.
        let semi = try #require(engine.mask(for: "Hamburg", font: .system(size: 17, weight: .semibold), scale: 2))
        let real = try #require(engine.mask(for: "Hamburg", font: .system(size: 17, weight: .bold), scale: 2))
        #expect(inked(semi) < inked(real))
    }

    /// A fonts folder lacking some faces: a warning for each, the nearest face serves, no crash.
    @Test func missingFacesWarnAndTheNearestServes() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("pp-fontfaces-\(getpid())")
        try? FileManager.default.removeItem(at: dir)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let missing: Set = ["Inter-Medium.otf", "Inter-Italic.otf", "JetBrainsMono-Regular.ttf", "JetBrainsMono-Medium.ttf", "NotoSerif-Bold.ttf"]
        for face in FontLibrary.faces where !missing.contains(face.fileName) {
            try FileManager.default.copyItem(at: FontLibrary.directory.appendingPathComponent(face.fileName),
                                             to: dir.appendingPathComponent(face.fileName))
        }
        // One more that is there but is not a font.
        try Data("not a font".utf8).write(to: dir.appendingPathComponent("Inter-Black.otf"), options: .atomic)
        let engine = try TTFTextEngine(directory: dir)
        for name in missing {
            #expect(engine.fontWarnings.contains { $0.contains(name) && $0.contains("missing") }, "\(name): \(engine.fontWarnings)")
        }
        #expect(engine.fontWarnings.contains { $0.contains("Inter-Black.otf") && $0.contains("not a font") })
        #expect(engine.fontWarnings.count == missing.count + 1)
        // CSS matching: 500 falls to 400; italic 400 to italic 500 (heavier up to 500 first); black
        // (unreadable) to extra bold; monospaced 400 to 300 (500 is gone too); serif bold to serif
        // regular, emboldened by SDL_ttf.
        #expect(engine.face(for: .system(size: 17, weight: .medium)).fileName == "Inter-Regular.otf")
        #expect(engine.face(for: .body.italic()).fileName == "Inter-MediumItalic.otf")
        #expect(engine.face(for: .system(size: 17, weight: .black)).fileName == "Inter-ExtraBold.otf")
        #expect(engine.face(for: .body.monospaced()).fileName == "JetBrainsMono-Light.ttf")
        #expect(engine.face(for: .system(size: 17, weight: .bold, design: .serif)).fileName == "NotoSerif-Regular.ttf")
        #expect(engine.measure("Month", font: .system(size: 17, weight: .medium)) == engine.measure("Month", font: .body))
        let plain = engine.measure("Month", font: .system(size: 17, design: .serif)).width
        #expect(engine.measure("Month", font: .system(size: 17, weight: .bold, design: .serif)).width > plain)
        #expect(engine.mask(for: "Month", font: .system(size: 17, weight: .black), scale: 2) != nil)
    }
}

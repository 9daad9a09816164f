import Foundation
import PlaygroundSDL
import PlaygroundUI
import Testing

/// Fonts of system packages (issue 24, item 6): colour emoji from `fonts-noto-color-emoji`
/// (flags, ZWJ sequences and skin tones as one glyph each, scaled to the text size) with the
/// bundled monochrome Symbola when it is absent, and Hangul and kana from `fonts-noto-cjk`.
/// `make test` installs both packages.
@Suite(.serialized) @MainActor
struct SystemFontsTests {
    /// How many of the mask's own-coloured pixels are opaque and saturated (an emoji's skin,
    /// hearts, flag stripes), not grey.
    func saturated(_ mask: GlyphMask) -> Int {
        guard let colors = mask.colors else { return 0 }
        var count = 0
        for (i, p) in colors.enumerated() where p != 0 && mask.coverage[i] > 128 {
            let r = Int((p >> 16) & 0xFF), g = Int((p >> 8) & 0xFF), b = Int(p & 0xFF)
            if max(r, g, b) - min(r, g, b) > 60 { count += 1 }
        }
        return count
    }

    func engineWithColourEmoji() throws -> TTFTextEngine {
        let engine = try TTFTextEngine()
        try #require(engine.systemFacesInUse.contains(.colorEmoji),
                     "fonts-noto-color-emoji is not installed (make deps-test installs it)")
        return engine
    }

    @Test(arguments: ["🥰", "🇫🇷", "👍🏽", "❤️", "1️⃣", "🏳️‍🌈"])
    func emojiDrawInColour(_ text: String) throws {
        let engine = try engineWithColourEmoji()
        let mask = try #require(engine.mask(for: text, font: .body, scale: 2))
        // A 17 pt emoji at 2× is about 34 × 32 pixels; a good part of it is saturated colour.
        #expect(saturated(mask) > 200, "\(text): \(saturated(mask)) saturated pixels")
    }

    /// Flags, ZWJ sequences, skin tones and keycaps are one glyph, one emoji wide, as Apple Color
    /// Emoji's are: not two boxed letters, not a row of people. An emoji advances 23.2 pt in
    /// 17 pt text on iOS (measured on TextBuilder's iOS 15 reference, docs/fonts.md), 1.365 em.
    @Test(arguments: ["🥰", "🇫🇷", "👨‍👩‍👧", "👍🏽", "❤️", "1️⃣", "🏳️‍🌈"])
    func sequencesAreOneEmojiWide(_ text: String) throws {
        let engine = try engineWithColourEmoji()
        for font in [Font.body, .largeTitle, .caption] {
            let size = engine.measure(text, font: font)
            #expect(abs(Double(size.width) / Double(font.size) - 23.2 / 17) < 0.001, "\(text) at \(font.size) pt: \(size.width) wide")
            // The line is as tall as a line of text in the same font.
            #expect(abs(Double(size.height) - Double(engine.measure("Ag", font: font).height)) < 0.01)
        }
        #expect(abs(Double(engine.measure("🇫🇷🇩🇪", font: .body).width) - 46.4) < 0.01)
    }

    /// What layout measures is what is drawn, at 1×, 2× and 3×, in mixed text too.
    @Test(arguments: ["🥰", "Memorize 👻🎃🕷️", "🇯🇵 Tokyo", "a👨‍👩‍👧b"])
    func drawnWidthMatchesLayout(_ text: String) throws {
        let engine = try engineWithColourEmoji()
        for scale in [1.0, 2.0, 3.0] {
            let measured = Double(engine.measure(text, font: .body).width) * scale
            let drawn = try #require(engine.mask(for: text, font: .body, scale: scale))
            #expect(abs(measured - Double(drawn.width)) <= 2, "\(text) at \(scale)×: measured \(measured), drawn \(drawn.width)")
        }
    }

    /// Through the renderer: the emoji's own colours reach the picture whatever the text's colour.
    @Test func rendererPaintsEmojiColours() throws {
        _ = try engineWithColourEmoji()
        let view = Text("🥰").font(.system(size: 40)).foregroundColor(.blue)
        let image = try renderImage(view, size: CGSize(width: 60, height: 60), scale: 2)
        var yellow = 0, red = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x, y)
                if p.r > 200 && p.g > 150 && p.b < 100 { yellow += 1 }
                if p.r > 180 && p.g < 90 && p.b < 90 { red += 1 }
            }
        }
        #expect(yellow > 500, "yellow face pixels: \(yellow)")
        #expect(red > 100, "red heart pixels: \(red)")
    }

    /// Bigger than the strike (90 pt at 3× is 270 px per em, the emoji 318 px tall against the
    /// strike's 128): enlarged smoothly, one emoji advance (1.365 em, 368.5 px) wide; and under a
    /// rotation the emoji keeps its colours.
    @Test func largeAndRotatedEmoji() throws {
        let engine = try engineWithColourEmoji()
        let mask = try #require(engine.mask(for: "🥰", font: .system(size: 90), scale: 3))
        #expect(abs(Double(mask.width) - 270 * 23.2 / 17) <= 1)
        #expect(saturated(mask) > 30_000, "\(saturated(mask))")
        // Antialiased edges: many intermediate coverage values.
        #expect(Set(mask.coverage).count > 100)
        let view = Text("🥰").font(.system(size: 40)).rotationEffect(.degrees(20))
        let image = try renderImage(view, size: CGSize(width: 80, height: 80), scale: 2)
        var yellow = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x, y)
                if p.r > 200 && p.g > 150 && p.b < 100 { yellow += 1 }
            }
        }
        #expect(yellow > 500, "yellow face pixels under rotation: \(yellow)")
    }

    /// Without `fonts-noto-color-emoji` (the lookup pointed at a missing file) emoji still draw,
    /// monochrome, from the bundled Symbola, and no colour plane is made.
    @Test func monochromeFallbackWithoutColourEmoji() throws {
        let engine = try TTFTextEngine(systemFonts: [.colorEmoji: "/nonexistent/NotoColorEmoji.ttf"])
        #expect(!engine.systemFacesInUse.contains(.colorEmoji))
        #expect(engine.fontWarnings.isEmpty, "\(engine.fontWarnings)")
        var warnings: [String] = []
        engine.warn = { warnings.append($0) }
        let box = try #require(engine.mask(for: "\u{10FFFD}", font: .body, scale: 2))
        warnings.removeAll()
        // (Symbola 2.60 predates 🥰, Emoji 11: that one is a box without the colour font.)
        for text in ["😀", "👍", "🇫🇷"] {
            let mask = try #require(engine.mask(for: text, font: .body, scale: 2))
            #expect(mask.colors == nil)
            #expect(mask.coverage.contains { $0 > 200 }, "\(text) draws nothing")
            #expect(mask.coverage != box.coverage, "\(text) draws as a box")
            #expect(abs(Double(engine.measure(text, font: .body).width) * 2 - Double(mask.width)) <= 2)
        }
        #expect(warnings.isEmpty, "\(warnings)")
    }

    /// Hangul and kana draw with the system CJK face, not as missing-glyph boxes.
    @Test(arguments: ["한국어", "ひらがな", "カタカナ", "한글 and 日本語"])
    func hangulAndKanaDraw(_ text: String) throws {
        let engine = try TTFTextEngine()
        try #require(engine.systemFacesInUse.contains(.systemCJK), "fonts-noto-cjk is not installed (make deps-test installs it)")
        var warnings: [String] = []
        engine.warn = { warnings.append($0) }
        let mask = try #require(engine.mask(for: text, font: .body, scale: 2))
        #expect(mask.coverage.contains { $0 > 200 })
        let box = try #require(engine.mask(for: "\u{10FFFD}", font: .body, scale: 2))
        warnings.removeAll()
        for scalar in text.unicodeScalars where scalar.value > 0x2000 {
            let one = try #require(engine.mask(for: String(scalar), font: .body, scale: 2))
            #expect(one.coverage != box.coverage, "U+\(String(scalar.value, radix: 16, uppercase: true)) draws as a box")
            // A full-width glyph: about one em.
            let width = Double(engine.measure(String(scalar), font: .body).width)
            #expect(width > 14 && width < 19, "U+\(String(scalar.value, radix: 16, uppercase: true)): \(width) wide")
        }
        #expect(warnings.isEmpty, "\(warnings)")
    }

    /// Hangul prefers Noto Sans CJK (the bundled CJK subset's own design) when it is installed:
    /// a line of Hangul is as tall as a line with a bundled ideograph, and a syllable takes Noto
    /// Sans CJK's Hangul advance (920 of 1000 units: 15.64 pt at 17 pt; 15.625 measured, in whole
    /// pixels at 272 px per em), kana a full em.
    @Test func hangulUsesNotoCJKWhenInstalled() throws {
        let engine = try TTFTextEngine()
        try #require(engine.systemFacesInUse.contains(.systemCJK), "fonts-noto-cjk is not installed")
        #expect(engine.measure("한", font: .body).height == engine.measure("月", font: .body).height)
        #expect(abs(Double(engine.measure("한", font: .body).width) - 15.64) < 0.05)
        #expect(engine.measure("ひ", font: .body).width == 17)
    }

    /// Without any system CJK face Hangul is the missing-glyph box again, reported once per
    /// character. With only Droid Sans Fallback (where `fonts-droid-fallback` is installed) kana
    /// draw; Hangul does not (that font has none).
    @Test func hangulWithoutNotoCJK() throws {
        let bare = try TTFTextEngine(systemFonts: [:])
        var warnings: [String] = []
        bare.warn = { warnings.append($0) }
        let box = try #require(bare.mask(for: "\u{10FFFD}", font: .body, scale: 2))
        let han = try #require(bare.mask(for: "한", font: .body, scale: 2))
        _ = bare.mask(for: "한국", font: .title, scale: 1)
        #expect(han.coverage == box.coverage)
        #expect(warnings.count == 3, "\(warnings)")   // U+10FFFD, 한, 국
        #expect(warnings.contains { $0.contains("U+D55C") })
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: FontLibrary.Face.droidFallback.systemPaths[0])))
    func hangulWithDroidFallbackOnly() throws {
        let droid = try TTFTextEngine(systemFonts: [.droidFallback: FontLibrary.Face.droidFallback.systemPaths[0]])
        #expect(droid.systemFacesInUse == [.droidFallback])
        let box = try #require(droid.mask(for: "\u{10FFFD}", font: .body, scale: 2))
        let kana = try #require(droid.mask(for: "ひ", font: .body, scale: 2))
        #expect(kana.coverage != box.coverage)
        #expect(kana.coverage.contains { $0 > 200 })
        let han = try #require(droid.mask(for: "한", font: .body, scale: 2))
        #expect(han.coverage == box.coverage)
    }

    /// A character no font has draws as the box and is reported once, however often it is drawn.
    @Test func missingCharacterWarnsOnce() throws {
        let engine = try TTFTextEngine()
        var warnings: [String] = []
        engine.warn = { warnings.append($0) }
        let first = try #require(engine.mask(for: "a\u{10FFFD}b", font: .body, scale: 1))
        _ = engine.measure("x\u{10FFFD}", font: .title)
        _ = engine.mask(for: "\u{10FFFD}", font: .caption, scale: 3)
        #expect(first.coverage.contains { $0 > 200 })
        #expect(warnings.count == 1, "\(warnings)")
        #expect(warnings.first?.contains("U+10FFFD") == true)
        #expect(engine.missingGlyphs == [0x10FFFD])
    }

    /// Text presentation: ✈ alone (no text face before the colour one has it) is a colour emoji,
    /// as on iOS; ✈︎ (with U+FE0E) is Symbola's outline.
    @Test func textPresentationSelector() throws {
        let engine = try engineWithColourEmoji()
        let plain = try #require(engine.mask(for: "✈", font: .body, scale: 2))
        let text = try #require(engine.mask(for: "✈\u{FE0E}", font: .body, scale: 2))
        let emoji = try #require(engine.mask(for: "✈\u{FE0F}", font: .body, scale: 2))
        #expect(plain.colors != nil && emoji.colors != nil)
        #expect(text.colors == nil)
        #expect(text.coverage.contains { $0 > 200 })
    }

    /// Emoji clusters as the engine sees them.
    @Test func emojiClusters() {
        func cluster(_ s: String) -> Bool { FontLibrary.isEmojiCluster(s.unicodeScalars) }
        #expect(cluster("🥰") && cluster("🇫🇷") && cluster("👨‍👩‍👧") && cluster("👍🏽") && cluster("❤️") && cluster("1️⃣"))
        #expect(!cluster("❤") && !cluster("1") && !cluster("a") && !cluster("★") && !cluster("☺︎") && !cluster("🥰\u{FE0E}"))
    }

    /// A Memorize-style grid of emoji cards and Korean and Japanese labels, drawn by the real
    /// renderer at 2× (looked at when it was made).
    @Test func emojiCardsGolden() throws {
        _ = try engineWithColourEmoji()
        let emojis = ["👻", "🎃", "🕷️", "😈", "🇫🇷", "👨‍👩‍👧", "👍🏽", "🏳️‍🌈"]
        let view = VStack(spacing: 8) {
            HStack(spacing: 4) {
                ForEach(emojis, id: \.self) { emoji in
                    // (An emoji advances 1.365 em: 30 pt in `.title2`, so the card is 32 wide.)
                    Text(emoji).font(.title2)
                        .frame(width: 32, height: 44)
                        .background(RoundedRectangle(cornerRadius: 6).stroke(Color.orange, lineWidth: 2))
                }
            }
            Text("한국어 ひらがな 日本語")
            Text("Memorize 👻🎃").font(.headline)
        }
        let image = try renderImage(view, size: CGSize(width: 300, height: 130), scale: 2)
        try assertGolden(image, "text-emoji-cards")
    }
}
